"""The files the app ships besides code, as listed in ``resources.qrc``.

resources.qrc is the one manifest of the bundled assets, but nothing compiles it: each entry is
read from the ``assets`` folder beside it at run time. A checkout has both at its top level (the
design card's layout); the build maps them into the package, so an installed wheel (setup.py)
and the PyInstaller bundle (its spec) hold them inside ``everdell_desktop/``. :func:`find_root`
is the one rule that finds them in all three. So no generated resource module lives in the tree.
Entries keep the names Qt's resource system would give them (``:/fonts/Cabin-Regular.otf``: the
prefix, then the alias or the file's path).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from xml.etree import ElementTree

PACKAGE_NAME = "everdell_desktop"
MANIFEST_NAME = "resources.qrc"


def package_folder() -> Path:
    """The package's folder: in the frozen app, under its name in the bundle's folder
    (``sys._MEIPASS``); elsewhere, where this module's package is."""
    bundle = getattr(sys, "_MEIPASS", None) if getattr(sys, "frozen", False) else None
    return Path(bundle) / PACKAGE_NAME if bundle else Path(__file__).resolve().parents[1]


def find_root(package: Path) -> Path:
    """The folder holding resources.qrc and assets/: the package itself when a build mapped
    them in (an installed wheel, the frozen app), else its parent (a checkout's top level)."""
    for folder in (package, package.parent):
        if (folder / MANIFEST_NAME).is_file():
            return folder
    raise FileNotFoundError(f"no {MANIFEST_NAME} in {package} or beside it")


ROOT = find_root(package_folder())
MANIFEST = ROOT / MANIFEST_NAME
ASSETS = ROOT / "assets"
# the languages the window ships a catalogue for: code -> the language's own name
LANGUAGES = {"en": "English", "ko": "한국어"}


def read_manifest(manifest: Path) -> dict[str, Path]:
    """Resource name -> file, for every ``<file>`` of a .qrc (paths relative to the .qrc)."""
    entries = {}
    for group in ElementTree.parse(manifest).getroot().iter("qresource"):
        prefix = group.get("prefix", "/").strip("/")
        for entry in group.iter("file"):
            relative = (entry.text or "").strip()
            name = "/".join(part for part in (prefix, entry.get("alias", relative)) if part)
            entries[f":/{name}"] = manifest.parent / relative
    return entries


@cache
def files() -> dict[str, Path]:
    return read_manifest(MANIFEST)


def path(name: str) -> Path:
    """The file behind a resource name; KeyError when the manifest does not list it."""
    try:
        return files()[name]
    except KeyError:
        raise KeyError(f"{name} is not listed in {MANIFEST.name}") from None
