"""The files the app ships besides code, as listed in ``everdell_desktop/assets/resources.qrc``.

resources.qrc is the one manifest of the bundled assets, but nothing compiles it: each entry is
read from the package's ``assets`` folder at run time, where a source checkout, an installed
wheel and the PyInstaller bundle all have it (the files are package data). So no generated
resource module lives in the tree. Entries keep the names Qt's resource system would give them
(``:/fonts/Cabin-Regular.otf``: the prefix, then the alias or the file's path).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from xml.etree import ElementTree

ASSETS = Path(__file__).resolve().parents[1] / "assets"
MANIFEST = ASSETS / "resources.qrc"
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
