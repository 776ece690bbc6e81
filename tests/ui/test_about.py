"""Help > About: the app's licence, the versions it runs on and every third-party notice."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import qVersion

from everdell_desktop.ui.dialogs import show_about


def test_about_names_the_licence_and_versions_and_details_every_notice(qapp):
    box = show_about(None)
    try:
        text = box.text()
        assert "MIT License" in text
        for version in (qVersion(), PySide6.__version__, platform.python_version()):
            assert version in text
        details = box.detailedText()
        for needle in (
            "GNU Lesser General Public License version 3",
            "Python Software Foundation License",
            "pydantic",
            "platformdirs",
            "Cabin",
            "SIL Open Font License",
        ):
            assert needle in details
    finally:
        box.close()
