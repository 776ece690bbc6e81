"""DESIGN.md section 1: core, games, ai and store never import Qt; imports only go downwards."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "everdell_desktop"
QT_FREE = ("core", "games", "ai", "store")
# Which top-level layers each layer may import from (its own and those below it).
ALLOWED = {
    "core": {"core"},
    "games": {"games", "core"},
    "ai": {"ai", "games", "core"},
    "store": {"store", "games", "core"},
    "session": {"session", "store", "ai", "games", "core"},
}


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


def sources(layer: str):
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", QT_FREE)
def test_layer_never_imports_qt(layer):
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in sources(layer)
        for name in imported_modules(path)
        if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6")
    ]
    assert offenders == []


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_imports_only_go_downwards(layer):
    offenders = []
    for path in sources(layer):
        for name in imported_modules(path):
            parts = name.split(".")
            if parts[0] == "everdell_desktop" and len(parts) > 1:
                target = parts[1]
                if target in {"core", "games", "ai", "store", "session", "ui", "cli"} and (
                    target not in ALLOWED[layer]
                ):
                    offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert offenders == []


def test_the_layering_check_would_catch_a_qt_import(tmp_path):
    sample = tmp_path / "bad.py"
    sample.write_text("from PySide6.QtCore import QObject\n")
    assert list(imported_modules(sample)) == ["PySide6.QtCore"]


def _game_of(parts: list[str]) -> str | None:
    """The game a module path (parts after ``everdell_desktop``) belongs to, if any."""
    if len(parts) > 2 and parts[0] in ("games", "ui") and (PACKAGE / "games" / parts[1]).is_dir():
        return parts[1]
    return None


def test_no_game_imports_another_game():
    offenders = []
    for layer in ("games", "ui"):
        for path in sources(layer):
            own = _game_of(list(path.relative_to(PACKAGE).parts))
            if own is None:
                continue
            for name in imported_modules(path):
                parts = name.split(".")
                if parts[0] != "everdell_desktop":
                    continue
                other = _game_of([*parts[1:], ""])
                if other is not None and other != own:
                    offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert offenders == []


def test_the_game_boundary_check_knows_the_game_packages():
    assert _game_of(["games", "emerland", "rules.py"]) == "emerland"
    assert _game_of(["ui", "everdell", "table.py"]) == "everdell"
    assert _game_of(["ui", "table.py"]) is None
