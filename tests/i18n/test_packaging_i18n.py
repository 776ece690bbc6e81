"""The bundle's translations: the window's catalogs compiled at build time (nothing compiled is
committed), and of Qt's own only those of the languages the window speaks."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import check_bundle  # noqa: E402
import slim  # noqa: E402
import translations  # noqa: E402


def test_qt_s_own_words_are_kept_for_the_app_s_languages_only():
    assert slim.app_languages() == {"ko"}
    assert not slim.is_translation("PySide6/Qt/translations/qtbase_ko.qm")
    assert slim.is_translation("PySide6/Qt/translations/qtbase_de.qm")
    assert slim.is_translation("PySide6/Qt/translations/qt_help_ko.qm")


def test_the_bundle_check_tolerates_them_and_no_other(tmp_path):
    folder = tmp_path / "PySide6" / "Qt" / "translations"
    folder.mkdir(parents=True)
    for name in ("qtbase_ko.qm", "qtbase_fr.qm"):
        (folder / name).write_bytes(b"x")
    found = check_bundle.left_out_files_present(tmp_path)
    assert found == ["PySide6/Qt/translations/qtbase_fr.qm"]


def test_the_catalogs_compile(tmp_path, qapp):
    from PySide6.QtCore import QTranslator

    (compiled,) = translations.compile_to(tmp_path)
    translator = QTranslator()
    assert compiled.name == "everdell_desktop_ko.qm" and translator.load(str(compiled))
    assert translator.translate("", "&Game") == "게임(&G)"
    assert not list((ROOT / "everdell_desktop").rglob("*.qm"))  # none in the source tree
