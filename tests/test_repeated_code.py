"""No run of six or more lines is repeated across two ``games/`` packages or two ``ui/<game>``
tables: code two games share lives once, in ``core/`` or in the shared ``ui/`` modules.

Lines are compared stripped of indentation, blank lines and comments left out. Import
statements are left out too: the names a module needs are not code it could share.
"""

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "everdell_desktop"
RUN = 6
GAMES = {path.name for path in (PACKAGE / "games").iterdir() if (path / "__init__.py").exists()}


def owner(name: str) -> tuple[str, str] | None:
    """(``games`` or ``ui``, the game) for a file of a game's package or table, else None."""
    parts = name.split("/")
    if len(parts) > 2 and parts[0] in ("games", "ui") and parts[1] in GAMES:
        return parts[0], parts[1]
    return None


def code_lines(path: Path) -> list[tuple[int, str]]:
    """(line number, stripped text) of every line that is code, imports left out."""
    source = path.read_text(encoding="utf-8")
    imports = {
        number
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Import | ast.ImportFrom)
        for number in range(node.lineno, node.end_lineno + 1)
    }
    lines = []
    for number, line in enumerate(source.splitlines(), 1):
        text = line.strip()
        if text and not text.startswith("#") and number not in imports:
            lines.append((number, text))
    return lines


def repeated_runs(root: Path) -> dict[tuple[str, str], list[tuple[int, int]]]:
    """Pairs of files of two games' packages (or two games' tables) -> the line numbers in
    each where a run of RUN code lines they share begins."""
    places: dict[tuple[str, ...], list[tuple[str, int]]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        if owner(name) is None:
            continue
        lines = code_lines(path)
        for start in range(len(lines) - RUN + 1):
            run = tuple(text for _number, text in lines[start : start + RUN])
            places[run].append((name, lines[start][0]))
    found: dict[tuple[str, str], list[tuple[int, int]]] = defaultdict(list)
    for where in places.values():
        for first, first_line in where:
            for second, second_line in where:
                (layer, game), (other_layer, other_game) = owner(first), owner(second)
                if first < second and layer == other_layer and game != other_game:
                    found[(first, second)].append((first_line, second_line))
    return found


def test_no_run_of_six_lines_is_repeated_across_two_games():
    found = repeated_runs(PACKAGE)
    first_lines = {pair: starts[:3] for pair, starts in found.items()}
    assert first_lines == {}, "share these in core/ or ui/ (first lines of each repeat)"
