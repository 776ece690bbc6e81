"""Project override of PyInstaller's PySide6 hook: the same, minus the Windows OpenGL fallbacks
(opengl32sw.dll, ANGLE) that this QPainter-only app never loads (see packaging/slim.py).

Mirrors PyInstaller's own hook-PySide6.py; the spec puts packaging/ on sys.path.
"""

from PyInstaller.utils.hooks import check_requirement
from PyInstaller.utils.hooks.qt import ensure_single_qt_bindings_package, pyside6_library_info
from slim import without_unused_dlls

ensure_single_qt_bindings_package("PySide6")

if pyside6_library_info.version is not None:
    hiddenimports = ["shiboken6", "inspect"]
    if check_requirement("PySide6 >= 6.4.0"):  # | and & on Qt key enums
        hiddenimports += ["PySide6.support.deprecated"]
    binaries = without_unused_dlls(pyside6_library_info.collect_extra_binaries())
