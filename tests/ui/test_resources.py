"""The bundled font: compiled into a committed resource module that matches resources.qrc."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QFontDatabase

ROOT = Path(__file__).resolve().parents[2]
RCC_ARGS = ["--format-version", "1", "--no-compress", "-g", "python"]


def _rcc() -> list[str]:
    """pyside6-rcc, run through the interpreter so it works without the venv on PATH."""
    return [sys.executable, "-c", "import sys; from PySide6.scripts.pyside_tool import rcc; rcc()"]


def _body(text: str) -> str:
    """The generated code without its header comments (they name the Qt version)."""
    return "\n".join(line for line in text.splitlines() if not line.startswith("#"))


def test_committed_resource_module_matches_resources_qrc(tmp_path):
    out = tmp_path / "resources_rc.py"
    subprocess.run([*_rcc(), *RCC_ARGS, "resources.qrc", "-o", str(out)], cwd=ROOT, check=True)
    committed = (ROOT / "everdell_desktop" / "ui" / "resources_rc.py").read_text()
    assert _body(out.read_text()) == _body(committed), (
        "everdell_desktop/ui/resources_rc.py is stale: run "
        "pyside6-rcc --format-version 1 --no-compress -g python resources.qrc "
        "-o everdell_desktop/ui/resources_rc.py"
    )


def test_every_file_in_the_qrc_exists_and_fonts_ship_with_their_licence():
    qrc = (ROOT / "resources.qrc").read_text()
    files = re.findall(r">([^<]+)</file>", qrc)
    assert files and all((ROOT / name).is_file() for name in files)
    for name in files:
        if name.endswith((".otf", ".ttf")):
            assert (ROOT / name).with_name("OFL.txt").is_file()
    assert "SIL OPEN FONT LICENSE" in (ROOT / "assets/fonts/OFL.txt").read_text()


def test_the_bundled_font_loads_from_the_resources(qapp):
    from everdell_desktop.ui import theme

    family = theme.load_fonts()
    assert family == "Cabin"
    assert "Cabin" in QFontDatabase.families()
