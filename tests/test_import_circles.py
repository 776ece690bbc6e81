"""No import circle in the engine (``core/`` and ``games/``) nor in the AI (``ai/``), type-only
imports included.

An import under ``if TYPE_CHECKING:`` is a circle too: it hides a dependency the code reads
as running one way, and it breaks anything that resolves annotations (``core.cloning``).
Importing ``a.b.c`` also runs the package ``a.b``, unless the importer already sits in it.
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "everdell_desktop"
ENGINE = ("core", "games")


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, module: str) -> set[str]:
    """Every module ``path`` imports, by absolute name, relative imports resolved."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            origin = ".".join(base + ([node.module] if node.module else []))
            if node.level == 0:
                origin = node.module or ""
            names.add(origin)
            names.update(f"{origin}.{alias.name}" for alias in node.names)
    return names


def import_graph(root: Path, layers: tuple[str, ...]) -> dict[str, set[str]]:
    """Module -> the modules of the tree importing it runs (parent packages included)."""
    paths = [path for layer in layers for path in sorted((root / layer).rglob("*.py"))]
    modules = {module_name(path, root): path for path in paths}
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        targets = set()
        for name in imported_names(path, module):
            parts = name.split(".")
            for end in range(1, len(parts) + 1):
                target = ".".join(parts[:end])
                own_package = module == target or module.startswith(f"{target}.")
                if target in modules and not own_package:
                    targets.add(target)
        graph[module] = targets
    return graph


def find_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of the graph (its modules, the first repeated at the end), or None."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return None
        for target in sorted(graph.get(module, ())):
            circle = visit(target, [*path, module])
            if circle:
                return circle
        done.add(module)
        return None

    for module in sorted(graph):
        circle = visit(module, [])
        if circle:
            return circle
    return None


def test_the_engine_has_no_import_circle():
    assert find_circle(import_graph(PACKAGE, ENGINE)) is None


def test_the_ai_has_no_import_circle():
    """``ai/helper.py`` and ``ai/ismcts.py`` imported each other (issue 40)."""
    assert find_circle(import_graph(PACKAGE, (*ENGINE, "ai"))) is None


@pytest.mark.parametrize("guarded", [False, True])
def test_a_circle_is_found_even_behind_type_checking(tmp_path, guarded):
    root = tmp_path / "pkg"
    (root / "games" / "g" / "bot").mkdir(parents=True)
    (root / "games" / "__init__.py").write_text("")
    (root / "games" / "g" / "__init__.py").write_text("")
    (root / "games" / "g" / "bot" / "__init__.py").write_text("from .. import state\n")
    (root / "games" / "g" / "bot" / "parts.py").write_text("X = 1\n")
    back = "from .bot.parts import X\n"
    if guarded:
        back = f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    {back}"
    (root / "games" / "g" / "state.py").write_text(back)
    circle = find_circle(import_graph(root, ("games",)))
    assert circle == ["pkg.games.g.bot", "pkg.games.g.state", "pkg.games.g.bot"]


def test_a_package_importing_its_own_modules_is_no_circle(tmp_path):
    root = tmp_path / "pkg"
    (root / "core").mkdir(parents=True)
    (root / "core" / "__init__.py").write_text("from .a import A\n")
    (root / "core" / "a.py").write_text("from .b import B\nA = B\n")
    (root / "core" / "b.py").write_text("B = 1\n")
    assert find_circle(import_graph(root, ("core",))) is None
