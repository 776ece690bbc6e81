"""No module over 900 lines and no class over 600 (issue 40): a newcomer reads a file whole, and a
class that outgrows that is split by responsibility."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "everdell_desktop"
MOST_FILE_LINES = 900
MOST_CLASS_LINES = 600


def oversized(root: Path) -> list[str]:
    """Every module and class of ``root`` longer than allowed, with its length."""
    found = []
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        source = path.read_text(encoding="utf-8")
        if (lines := len(source.splitlines())) > MOST_FILE_LINES:
            found.append(f"{name}: {lines} lines")
        for node in ast.walk(ast.parse(source)):
            length = node.end_lineno - node.lineno + 1 if isinstance(node, ast.ClassDef) else 0
            if length > MOST_CLASS_LINES:
                found.append(f"{name}: class {node.name}, {length} lines")
    return found


def test_no_module_over_900_lines_and_no_class_over_600():
    assert oversized(PACKAGE) == []
