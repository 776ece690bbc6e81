"""No import circle among the AI's modules (issue 40): each can be read, and loaded, on its own."""

import ast
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "everdell_desktop" / "ai"


def ai_modules_imported_by(path: Path) -> set[str]:
    """The ``ai`` modules ``path`` imports anywhere (at the top, in a function or for type
    checking only): a circle is one even when an import hides in a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            names.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.module == "everdell_desktop.ai":
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
            "everdell_desktop.ai."
        ):
            names.add(node.module.split(".")[2])
    return names


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each module path that leads back to where it started, found by a depth-first walk."""
    found = []

    def walk(path: list[str]) -> None:
        for target in sorted(graph.get(path[-1], ())):
            if target == path[0]:
                found.append([*path, target])
            elif target not in path:
                walk([*path, target])

    for start in sorted(graph):
        walk([start])
    return found


def test_the_circle_finder_finds_a_circle_hidden_in_a_function():
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b", "a"], ["b", "a", "b"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_ai_module_imports_one_that_imports_it_back():
    modules = {path.stem: path for path in AI.glob("*.py") if path.stem != "__init__"}
    graph = {name: ai_modules_imported_by(path) & set(modules) for name, path in modules.items()}
    assert circles(graph) == []
