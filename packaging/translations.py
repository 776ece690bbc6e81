"""The window's translations: update the Qt Linguist sources, or compile them.

    python packaging/translations.py update     # pyside6-lupdate: ui/ and session/ into the .ts
    python packaging/translations.py compile D  # pyside6-lrelease: each .ts into D/<name>.qm

``update`` is what a translator runs after the code changed (README, "Translating"); new
strings arrive marked unfinished, vanished ones are dropped. ``compile`` is what the bundle
build runs (everdell-desktop.spec): the app ships the compiled ``.qm`` beside its ``.ts``;
nothing compiled is kept in the repository. The games' own words are not here: they are
JSON files beside each game's data (``games/<game>/words/<language>.json``).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "everdell_desktop"
SOURCES = ROOT / "assets" / "i18n"


def tool(name: str) -> Path:
    """A Qt tool the PySide6-Essentials wheel ships (lupdate, lrelease)."""
    return Path(PySide6.__file__).resolve().parent / (
        name + (".exe" if sys.platform == "win32" else "")
    )


def ui_sources() -> list[Path]:
    """The window's code: the widgets, and the session's few words (a seat's name, a refusal)."""
    return sorted([*(PACKAGE / "ui").rglob("*.py"), *(PACKAGE / "session").rglob("*.py")])


def update() -> int:
    command = [str(tool("lupdate")), *map(str, ui_sources()), "-locations", "none"]
    command += ["-no-obsolete", "-ts", *map(str, sorted(SOURCES.glob("*.ts")))]
    return subprocess.run(command, check=False).returncode


def compile_to(folder: Path) -> list[Path]:
    """Compile every .ts into ``folder``; returns the .qm files (RuntimeError on failure)."""
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for source in sorted(SOURCES.glob("*.ts")):
        target = folder / source.with_suffix(".qm").name
        result = subprocess.run(
            [str(tool("lrelease")), "-silent", str(source), "-qm", str(target)],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0 or not target.exists():
            raise RuntimeError(f"lrelease failed on {source.name}: {result.stderr.strip()}")
        made.append(target)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="refresh the .ts sources from the code")
    build = commands.add_parser("compile", help="compile the .ts sources into .qm files")
    build.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    if args.command == "update":
        return update()
    for path in compile_to(args.folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
