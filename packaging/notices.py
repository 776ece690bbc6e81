"""The licence texts the bundle must carry besides the app's own package data.

The app's assets already hold the notices (``assets/THIRD_PARTY_NOTICES.txt``,
shown in Help > About), the Qt licences (LGPL/GPL 3) and the font's OFL. What only the build
machine has is added by the spec into the same ``licenses`` folder: the project's LICENSE, the
licence files of every Python distribution the app runs on (pydantic and its helpers,
platformdirs...; found from the installed metadata, so a new dependency brings its licence
along) and the licence of the Python interpreter that is frozen into the bundle.
"""

from __future__ import annotations

import re
import sys
import sysconfig
from importlib.metadata import Distribution, distribution
from pathlib import Path

from packaging.requirements import Requirement  # PyInstaller depends on it

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import metadata  # noqa: E402

DEST = "everdell_desktop/assets/licenses"  # beside the notices in the frozen package
LICENCE_FILE = re.compile(r"(^|/)(licen[cs]e|copying|notice)[^/]*$", re.IGNORECASE)
# Qt for Python ships no licence file; the LGPL/GPL texts are in the app's assets.
COVERED_BY_ASSETS = {"pyside6-essentials", "shiboken6"}


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_distributions(project: str = "everdell-desktop") -> list[Distribution]:
    """The installed distributions the project needs at run time, itself excluded: its
    requirements without extras, transitively, as this interpreter's markers select them."""
    found: dict[str, Distribution] = {}
    pending = [Requirement(text) for text in distribution(project).requires or []]
    while pending:
        requirement = pending.pop()
        if requirement.marker and not requirement.marker.evaluate({"extra": ""}):
            continue
        if _key(requirement.name) in found:
            continue
        dist = distribution(requirement.name)
        found[_key(requirement.name)] = dist
        pending += [Requirement(text) for text in dist.requires or []]
    return sorted(found.values(), key=lambda dist: _key(dist.metadata["Name"]))


def python_licence() -> Path:
    """The running interpreter's LICENSE.txt (beside the stdlib on POSIX, in the prefix on
    Windows)."""
    for folder in (Path(sysconfig.get_paths()["stdlib"]), Path(sys.base_prefix)):
        if (folder / "LICENSE.txt").is_file():
            return folder / "LICENSE.txt"
    raise FileNotFoundError("this Python installation has no LICENSE.txt")


def licence_datas() -> list[tuple[str, str, str]]:
    """PyInstaller TOC entries (dest name, source, 'DATA') of every text named above.
    FileNotFoundError when a bundled distribution has no licence file."""
    entries = [
        (f"{DEST}/everdell-desktop-LICENSE.txt", str(metadata.ROOT / "LICENSE")),
        (f"{DEST}/Python-LICENSE.txt", str(python_licence())),
    ]
    for dist in runtime_distributions():
        name = _key(dist.metadata["Name"])
        files = [f for f in dist.files or [] if LICENCE_FILE.search(f.as_posix())]
        if not files and name not in COVERED_BY_ASSETS:
            raise FileNotFoundError(f"{name} {dist.version}: no licence file in its metadata")
        entries += [(f"{DEST}/{name}-{f.name}", str(f.locate())) for f in files]
    return [(dest, src, "DATA") for dest, src in entries]
