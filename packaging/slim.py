"""What goes into the bundle from Qt and Python, and what stays out.

PyInstaller's Qt hooks collect every plugin of every type a Qt module might use, and every
translation; for this app (widgets, Graphics View, SVG art, no network, English only) most of
that is dead weight. The rules below are used in two places:

- ``hooks/hook-PySide6.QtGui.py`` drops unused plugins *before* the dependency scan, so the
  libraries only they need (GTK, EGL device integration, Qt Network...) are never collected;
- ``hooks/hook-PySide6.py`` drops the Windows OpenGL fallback DLLs (software OpenGL, ANGLE);
- the spec drops Qt's translations (but Qt's own words, ``qtbase_<language>.qm``, of each
  language the app speaks: OK, Cancel...) and excludes the Python modules listed here.

packaging/README.md gives the sizes measured before and after.
"""

from __future__ import annotations

from fnmatch import fnmatch
from pathlib import Path, PurePath

# The Qt modules the app is built on; named so the bundle is complete even before the GUI
# code that imports them is analysed (and so the list of Qt in the bundle is written down).
# QtNetwork for its local sockets only: a second launch hands its file to the running window
# (ui/documents.py); the TLS and network-information plugins stay out (KEPT_PLUGINS).
QT_MODULES = [
    "PySide6.QtCore",
    "PySide6.QtGui",
    "PySide6.QtWidgets",
    "PySide6.QtSvg",
    "PySide6.QtNetwork",
]

EXCLUDED_MODULES = [
    "tkinter",
    "unittest",
    "pydoc",
    # No network: without ssl and _hashlib the OpenSSL libraries stay out (5.4 MB on Linux).
    # hashlib then builds sha256 (the state hash) from Python's own _sha256 module.
    "ssl",
    "_ssl",
    "_hashlib",
    # No database: the stores write JSON. sqlite3 (1.6 MB of libsqlite3 on Linux) came along
    # through the standard library modules that import it optionally.
    "sqlite3",
    "_sqlite3",
    # pydantic's v1 compatibility layer has a hypothesis plugin; neither is used at run time.
    "hypothesis",
    "pytest",
    # Qt modules the app never imports (PyInstaller's Qt hooks pull some in as "related").
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtPdf",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtConcurrent",
]

# Plugin folder -> the plugins kept from it (file name stems without the "lib" prefix and
# the platform suffix). A folder not listed is dropped whole: egldeviceintegrations, generic
# (evdev input), networkinformation, tls, xcbglintegrations (the app paints in software)...
KEPT_PLUGINS: dict[str, set[str] | None] = {
    # xcb/wayland (Linux desktops), offscreen (headless screenshots and CI), windows, cocoa.
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qcocoa"},
    "platforms/darwin": None,
    "platformthemes": {"qxdgdesktopportal"},  # not qgtk3: it drags in the whole GTK stack
    "platforminputcontexts": None,  # dead keys and input methods
    "imageformats": {"qsvg", "qico", "qicns"},  # PNG is built into QtGui
    "iconengines": None,  # SVG icons
    "styles": None,  # native look on Windows and macOS
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl", "shm-emulation-server"},
}


# Windows DLLs PyInstaller's PySide6 hook adds for apps that render with OpenGL: the software
# OpenGL renderer (opengl32sw.dll, 20.6 MB) and ANGLE. The app paints with QPainter only (no
# QOpenGLWidget, no Qt Quick), so Qt never loads them; hooks/hook-PySide6.py leaves them out.
UNUSED_QT_DLLS = ("opengl32sw.dll", "libEGL.dll", "libGLESv2.dll", "d3dcompiler_*.dll")


def without_unused_dlls(binaries: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Filter the PySide6 hook's (src, dest_dir) extra binaries."""
    return [
        (src, dest)
        for src, dest in binaries
        if not any(
            fnmatch(PurePath(src.replace("\\", "/")).name.lower(), pattern.lower())
            for pattern in UNUSED_QT_DLLS
        )
    ]


def _stem(filename: str) -> str:
    name = filename.split(".")[0]
    return name[3:] if name.startswith("lib") else name


def _plugin_kind(dest_dir: str) -> str | None:
    """'PySide6/Qt/plugins/platforms' -> 'platforms'; None when not a plugin folder."""
    parts = PurePath(dest_dir.replace("\\", "/")).parts
    if "plugins" not in parts:
        return None
    return "/".join(parts[parts.index("plugins") + 1 :])


def is_kept_plugin(src: str, dest_dir: str) -> bool:
    """Whether a plugin collected by a Qt hook (``src`` file into ``dest_dir``) is kept."""
    kind = _plugin_kind(dest_dir)
    if kind is None:
        return True
    if kind not in KEPT_PLUGINS:
        return False
    kept = KEPT_PLUGINS[kind]
    return kept is None or _stem(PurePath(src.replace("\\", "/")).name) in kept


def without_unused_plugins(binaries: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Filter a Qt hook's (src, dest_dir) binaries list."""
    return [(src, dest) for src, dest in binaries if is_kept_plugin(src, dest)]


def app_languages() -> set[str]:
    """The languages the window is translated into (its Qt Linguist sources)."""
    folder = Path(__file__).resolve().parents[1] / "assets" / "i18n"
    return {path.stem.rsplit("_", 1)[1] for path in folder.glob("everdell_desktop_*.ts")}


def is_translation(dest_name: str) -> bool:
    """Qt's own .qm files the app never loads: all but qtbase's for the app's languages."""
    parts = PurePath(dest_name.replace("\\", "/")).parts
    if not (dest_name.endswith(".qm") and "translations" in parts):
        return False
    return parts[-1] not in {f"qtbase_{code}.qm" for code in app_languages()}


def without_translations(datas):
    """Filter an Analysis TOC of (dest_name, src, typecode) entries."""
    return [entry for entry in datas if not is_translation(entry[0])]
