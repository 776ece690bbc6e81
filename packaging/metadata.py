"""The names and numbers every packaging script shares, in one place.

The version is read from ``everdell_desktop/__init__.py`` as text (not imported), so the
scripts work before the package is installed and never pull Qt into a build step.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_INIT = ROOT / "everdell_desktop" / "__init__.py"

APP_NAME = "everdell-desktop"  # executable, bundle folder, Linux icon and .desktop name
CLI_NAME = "everdell-desktop-cli"  # Windows: the console executable beside the windowed one
DISPLAY_NAME = "Everdell Desktop"  # window, Start menu, .app and installer titles
INSTALLER_NAME = "EverdellDesktop"  # prefix of the Windows installer and the .dmg
BUNDLE_ID = "org.everdell-desktop.EverdellDesktop"
PUBLISHER = "Everdell Desktop contributors"
COPYRIGHT = f"Copyright (c) 2026 {PUBLISHER}. MIT License."
# A saved game as a document: the file extension the installers register with the system (the
# store's SAVE_SUFFIX, repeated as text so no build step imports the app; a test keeps the two
# equal) and its MIME type.
SAVE_SUFFIX = ".everdell"
SAVE_MIME_TYPE = "application/x-everdell-save"
SAVE_TYPE_NAME = "Everdell Desktop saved game"
SAVE_UTI = f"{BUNDLE_ID}.save"
# The notices and the licence texts, as package data of the app (Help > About shows them):
# inside the bundle's data folder, ``_internal`` (Windows, Linux) or ``Contents/Resources``
# (the macOS .app). The installers show them to the user too.
ASSETS = "everdell_desktop/assets"
NOTICES = "THIRD_PARTY_NOTICES.txt"
# The oldest glibc the Linux bundle runs on: the release builds in Debian 12 (bookworm, whose
# libstdc++ and libexpat need 2.36; PySide6 alone would need 2.34), and
# check_bundle.py fails when a bundled binary needs a newer symbol version than this.
GLIBC_FLOOR = "2.36"


def version(init_file: Path = PACKAGE_INIT) -> str:
    """``__version__`` as written in the package's ``__init__.py``."""
    tree = ast.parse(init_file.read_text(encoding="utf-8"))
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            return node.value.value
    raise ValueError(f"{init_file}: no __version__ = '...' assignment")


def windows_version(text: str) -> tuple[int, int, int, int]:
    """The four numbers Windows' file version wants: '1.2.3rc1' -> (1, 2, 3, 0)."""
    numbers = []
    for part in text.split(".")[:4]:
        digits = ""
        for char in part:
            if not char.isdigit():
                break
            digits += char
        numbers.append(int(digits or 0))
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def info_plist(text: str, minimum_macos: str) -> dict[str, object]:
    """Info.plist keys for the macOS .app, on top of those PyInstaller writes itself
    (CFBundleExecutable, CFBundleIconFile, CFBundlePackageType, ...)."""
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": text,
        "CFBundleVersion": text,
        "CFBundleDevelopmentRegion": "en",
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": minimum_macos,
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": f"© {PUBLISHER}",
        # Saves open by a double-click in Finder (the app gets a QFileOpenEvent).
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": SAVE_TYPE_NAME,
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [SAVE_UTI],
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": SAVE_UTI,
                "UTTypeDescription": SAVE_TYPE_NAME,
                "UTTypeConformsTo": ["public.json"],
                "UTTypeTagSpecification": {
                    "public.filename-extension": [SAVE_SUFFIX.lstrip(".")],
                    "public.mime-type": [SAVE_MIME_TYPE],
                },
            }
        ],
    }


def macos_minimum(binary_paths) -> str:
    """The newest macOS any of the bundle's Mach-O binaries was built for ('13.0'), so the
    .app declares what the bundled Qt really needs instead of a guess."""
    from PyInstaller.utils.osx import macosx_version_min

    newest = (11, 0, 0)
    for path in binary_paths:
        try:
            newest = max(newest, macosx_version_min(str(path)))
        except Exception:  # not a Mach-O file (data, script): it sets no minimum
            continue
    return f"{newest[0]}.{newest[1]}"


def windows_version_info(text: str, executable: str = APP_NAME):
    """The version resource of the Windows executable ``executable`` (without ``.exe``), shown
    in Explorer's Details tab: each executable names its own file."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = windows_version(text)
    strings = [
        vi.StringStruct("CompanyName", PUBLISHER),
        vi.StringStruct("FileDescription", DISPLAY_NAME),
        vi.StringStruct("FileVersion", text),
        vi.StringStruct("InternalName", executable),
        vi.StringStruct("LegalCopyright", COPYRIGHT),
        vi.StringStruct("OriginalFilename", f"{executable}.exe"),
        vi.StringStruct("ProductName", DISPLAY_NAME),
        vi.StringStruct("ProductVersion", text),
    ]
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([vi.StringTable("040904B0", strings)]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
