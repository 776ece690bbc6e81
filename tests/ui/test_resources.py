"""The bundled assets: resources.qrc lists them, the package ships them, the font loads."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase

from everdell_desktop.ui import resources, theme

ROOT = Path(__file__).resolve().parents[2]


def test_every_file_in_the_manifest_exists_in_the_assets_folder():
    files = resources.files()
    assert set(theme.FONT_FILES) <= set(files)
    for name, path in files.items():
        assert path.is_file(), f"{name}: {path} is missing"
        assert resources.ASSETS in path.parents  # what the builds map into the package


def test_a_checkout_keeps_the_manifest_and_the_assets_at_its_top_level():
    """The design card's layout: resources.qrc and assets/ beside the package, not in it."""
    assert resources.MANIFEST == ROOT / "resources.qrc"
    assert resources.ASSETS == ROOT / "assets"
    assert resources.find_root(ROOT / "everdell_desktop") == ROOT


def _layout(folder: Path, inside: bool) -> Path:
    """A package folder with a manifest inside it (a build's) or beside it (a checkout's)."""
    package = folder / "everdell_desktop"
    package.mkdir(parents=True)
    (package if inside else folder).joinpath("resources.qrc").write_text("<RCC/>")
    return package


def test_an_installed_package_finds_the_manifest_the_build_mapped_into_it(tmp_path):
    package = _layout(tmp_path / "site-packages", inside=True)
    assert resources.find_root(package) == package


def test_the_frozen_app_looks_in_its_bundle_folder(tmp_path, monkeypatch):
    """PyInstaller's markers (sys.frozen, sys._MEIPASS): the package is the bundle's
    everdell_desktop folder, where the spec maps the manifest and the assets."""
    package = _layout(tmp_path / "_internal", inside=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    assert resources.package_folder() == package
    assert resources.find_root(resources.package_folder()) == package


def test_without_the_frozen_marker_a_stray_bundle_folder_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert resources.package_folder() == ROOT / "everdell_desktop"


def test_a_package_without_a_manifest_is_a_clear_error(tmp_path):
    package = tmp_path / "everdell_desktop"
    package.mkdir()
    with pytest.raises(FileNotFoundError, match=r"no resources\.qrc in .*everdell_desktop"):
        resources.find_root(package)


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
