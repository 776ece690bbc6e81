"""The licence texts the bundle must carry besides the app's own package data.

The app's assets already hold the notices (``assets/THIRD_PARTY_NOTICES.txt``,
shown in Help > About), the Qt licences (LGPL/GPL 3) and the font's OFL. What only the build
machine has is added by the spec into the same ``licenses`` folder: the project's LICENSE, the
licence files of every Python distribution the app runs on (pydantic and its helpers,
platformdirs...; found from the installed metadata, so a new dependency brings its licence
along) and the licence of the Python interpreter that is frozen into the bundle.

On Linux the bundle also carries libraries of the build system (glib, libstdc++, FreeType,
the xcb utilities...). Their notice is made at build time from what each one really is:
``dpkg -S`` names the Debian package a library comes from, and that package's own copyright
file (``/usr/share/doc/<package>/copyright``) is shipped beside ``system-libraries.txt``,
which lists every such library with its package and the licences its copyright file names,
together with the full texts it refers to in ``/usr/share/common-licenses`` (the LGPL 2.1
always among them). A system library that no package owns stops the build: its licence would
be unknown.
"""

from __future__ import annotations

import re
import subprocess
import sys
import sysconfig
from importlib.metadata import Distribution, distribution
from pathlib import Path

from packaging.requirements import Requirement  # PyInstaller depends on it

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import metadata  # noqa: E402

DEST = f"{metadata.ASSETS}/licenses"  # beside the notices in the frozen package
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


# --- Linux: the build system's libraries ---------------------------------------------------
SYSTEM_NOTICE = "system-libraries.txt"
COMMON_LICENSES = Path("/usr/share/common-licenses")
ALWAYS_SHIPPED = ("LGPL-2.1",)  # glib, gcrypt, gpg-error and systemd's libraries are LGPL-2.1+
DOC = Path("/usr/share/doc")
LICENSE_FIELD = re.compile(r"^License: *(\S.*)$", re.M)
# A free-form copyright file (not DEP-5) has no License: fields: these phrases of the licence
# texts it quotes name them instead.
LICENCE_PHRASES = (
    ("GCC Runtime Library Exception", "GPL-3+ with the GCC Runtime Library Exception"),
    ("Lesser General Public License", "LGPL"),
    ("Library General Public License", "LGPL"),
    ("GNU General Public License", "GPL"),
    ("FreeType License", "FTL"),
    ("Permission is hereby granted", "MIT/X11-style"),
    ("Permission to use, copy, modify", "MIT/X11-style"),
    ("Redistribution and use in source and binary forms", "BSD-style"),
    ("public domain", "public domain"),
)
COMMON_LICENSE_REFERENCE = re.compile(r"/usr/share/common-licenses/([\w.+-]+)")


def is_system_library(src: str) -> bool:
    """A bundled binary the build system provides (not Python's own, not a wheel's)."""
    path = Path(src).resolve()
    prefixes = {Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve()}
    return not any(path.is_relative_to(prefix) for prefix in prefixes)


def _dpkg_candidates(src: str) -> list[str]:
    """The names dpkg may know a library by: as found, its real file, and either side of
    Debian's merged /usr (/lib is a link to /usr/lib; a package lists one of the two)."""
    names = [src, str(Path(src).resolve())]
    for name in list(names):
        if name.startswith("/usr/"):
            names.append(name.removeprefix("/usr"))
        else:
            names.append("/usr" + name)
    return list(dict.fromkeys(names))


def owning_package(src: str, run=subprocess.run) -> str | None:
    """The Debian package (without its architecture) that installed ``src``, or None."""
    for name in _dpkg_candidates(src):
        result = run(["dpkg", "-S", name], capture_output=True, text=True)
        if result.returncode == 0 and ":" in result.stdout:
            return result.stdout.split(":", 1)[0].strip()
    return None


def licences_named(copyright_text: str) -> list[str]:
    """The licences a Debian copyright file names in its ``License:`` fields (DEP-5), in the
    order first met; empty for a free-form file (its text is shipped whole all the same)."""
    found: dict[str, None] = {}
    for field in LICENSE_FIELD.findall(copyright_text):
        found.setdefault(field.strip(), None)
    return list(found)


def licences_quoted(copyright_text: str) -> list[str]:
    """The licences a free-form copyright file quotes, by their well-known phrases."""
    text = copyright_text.lower()
    found = [name for phrase, name in LICENCE_PHRASES if phrase.lower() in text]
    return list(dict.fromkeys(found))


def _licences_line(package: str, text: str) -> str:
    named = licences_named(text)
    if named:
        return "; ".join(named)
    quoted = ", ".join(licences_quoted(text)) or "its own terms"
    return f"{quoted} (a free-form file: debian/{package}.copyright.txt)"


def system_notice(libraries: dict[str, tuple[str, str]]) -> str:
    """The text of system-libraries.txt: library -> (package, copyright file text)."""
    lines = [
        "Libraries of the build system (Debian) in this app's folder, each with the Debian",
        "package it comes from and the licences that package's copyright file names. Each",
        "package's copyright file is in debian/<package>.copyright.txt beside this file, and",
        "the full licence texts they refer to are beside it too (LGPL-2.1.txt, ...). The",
        "libraries are separate shared libraries, unmodified, loaded at run time: you may",
        "replace any of them with your own build of a compatible version. Their sources are",
        "at https://sources.debian.org/ under the package names below.",
        "",
    ]
    for library, (package, text) in sorted(libraries.items()):
        lines.append(f"{library}  (Debian package {package}): {_licences_line(package, text)}")
    return "\n".join(lines) + "\n"


def system_library_datas(binaries, out_dir: Path, run=subprocess.run):
    """TOC entries of the system-library notices for ``binaries`` (PyInstaller's
    (dest, src, typecode) entries), written into ``out_dir``. Nothing off Linux;
    FileNotFoundError when a system library has no package or its package no copyright."""
    if not sys.platform.startswith("linux"):
        return []
    libraries: dict[str, tuple[str, str]] = {}
    for dest, src, _ in binaries:
        if not is_system_library(src):
            continue
        package = owning_package(src, run)
        copyright_file = DOC / str(package) / "copyright"
        if package is None or not copyright_file.is_file():
            raise FileNotFoundError(f"{src}: no Debian package or copyright file names its licence")
        libraries[Path(dest).name] = (package, copyright_file.read_text(encoding="utf-8"))
    return _write_system_notices(libraries, out_dir)


def _write_system_notices(libraries: dict[str, tuple[str, str]], out_dir: Path):
    (out_dir / "debian").mkdir(parents=True, exist_ok=True)
    (out_dir / SYSTEM_NOTICE).write_text(system_notice(libraries), encoding="utf-8")
    entries = [(f"{DEST}/{SYSTEM_NOTICE}", str(out_dir / SYSTEM_NOTICE))]
    referred = set(ALWAYS_SHIPPED)
    for package, text in set(libraries.values()):
        target = out_dir / "debian" / f"{package}.copyright.txt"
        target.write_text(text, encoding="utf-8")
        entries.append((f"{DEST}/debian/{target.name}", str(target)))
        referred |= set(COMMON_LICENSE_REFERENCE.findall(text))
    for name in sorted(referred):
        if (COMMON_LICENSES / name).is_file():
            entries.append((f"{DEST}/{name}.txt", str((COMMON_LICENSES / name).resolve())))
    return [(dest, src, "DATA") for dest, src in entries]
