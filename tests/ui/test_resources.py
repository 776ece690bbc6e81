"""The bundled assets: resources.qrc lists them, the package ships them, the font loads."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontDatabase

from everdell_desktop.ui import resources, theme


def test_every_file_in_the_manifest_exists_inside_the_package():
    files = resources.files()
    assert set(theme.FONT_FILES) <= set(files)
    for name, path in files.items():
        assert path.is_file(), f"{name}: {path} is missing"
        assert resources.ASSETS in path.parents  # package data: installed with the package


def test_fonts_ship_with_their_licence():
    fonts = [path for path in resources.files().values() if path.suffix in (".otf", ".ttf")]
    assert fonts
    for font_file in fonts:
        licence = font_file.with_name("OFL.txt")
        assert licence in resources.files().values()
        assert "SIL OPEN FONT LICENSE" in licence.read_text(encoding="utf-8")


def test_manifest_names_entries_like_qt_and_resolves_paths_next_to_it(tmp_path):
    qrc = tmp_path / "r.qrc"
    qrc.write_text(
        '<RCC version="1.0"><qresource prefix="/a"><file alias="x.otf">f/x.otf</file>'
        "<file>f/y.txt</file></qresource><qresource><file>z.md</file></qresource></RCC>"
    )
    assert resources.read_manifest(qrc) == {
        ":/a/x.otf": tmp_path / "f" / "x.otf",
        ":/a/f/y.txt": tmp_path / "f" / "y.txt",
        ":/z.md": tmp_path / "z.md",
    }


def test_an_unlisted_resource_is_named_in_the_error():
    with pytest.raises(KeyError, match=r"Missing\.otf is not listed in resources\.qrc"):
        resources.path(":/fonts/Missing.otf")


def test_the_bundled_font_loads_from_the_package(qapp):
    family = theme.load_fonts()
    assert family == "Cabin"
    assert "Cabin" in QFontDatabase.families()
    assert "Bold" in QFontDatabase.styles("Cabin")  # both files of the family registered
