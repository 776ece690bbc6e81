"""Check a built bundle before it is packaged, and report its size.

    python packaging/check_bundle.py [--bundle dist/everdell-desktop]

On every platform: prints the size and fails when a file the bundle must leave out is in it
(Qt's software OpenGL and ANGLE DLLs, OpenSSL, Qt translations: see slim.py). On Linux also:

- ``ldd`` on ``platforms/libqxcb.so``, with the library path the frozen app runs with (the
  bundle's ``_internal``): every library it needs must resolve, and every library PyInstaller
  bundles (anything but the base system: glibc, libGL/EGL, libxcb itself...) must resolve
  *inside* the bundle. So a build machine that lacked libxcb-image0 or the like fails here
  instead of shipping an app that only starts offscreen.
- the glibc floor: the newest ``GLIBC_x.y`` symbol version any bundled binary needs must not be
  newer than ``metadata.GLIBC_FLOOR``, the floor packaging/README.md states.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import metadata  # noqa: E402
import slim  # noqa: E402

# Files that must not be in any bundle (lower-case name patterns, matched with re.fullmatch).
LEFT_OUT = (
    r"opengl32sw\.dll",
    r"d3dcompiler_\d+\.dll",
    r"libegl\.dll",
    r"libglesv2\.dll",
    r"(lib)?(ssl|crypto)(-\d+(-x64)?)?\.(dll|dylib|so(\.[\d.]+)?)",
    r"_(ssl|hashlib)\..*(so|pyd)",
    r"qt(base)?_[a-z_]+\.qm",
)
KEPT = {f"qtbase_{code}.qm" for code in slim.app_languages()}  # Qt's words of the app's languages
LDD_LINE = re.compile(r"^\s*(\S+) => (.+?)(?: \(0x[0-9a-f]+\))?$")
GLIBC_VERSION = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?\x00")


class CheckFailure(Exception):
    pass


def bundle_size(folder: Path) -> int:
    """Bytes of all regular files under ``folder`` (symlinks not followed or counted)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def left_out_files_present(bundle: Path) -> list[str]:
    return sorted(
        path.relative_to(bundle).as_posix()
        for path in bundle.rglob("*")
        if any(re.fullmatch(pattern, path.name.lower()) for pattern in LEFT_OUT)
        and path.name not in KEPT
    )


def parse_ldd(output: str) -> dict[str, str | None]:
    """Library -> resolved path (None: not found) from ``ldd`` output; the loader and the vDSO
    (lines without ``=>``) are not listed."""
    resolved = {}
    for line in output.splitlines():
        match = LDD_LINE.match(line)
        if match:
            name, where = match.groups()
            resolved[name] = None if where == "not found" else where
    return resolved


def ldd_problems(resolved: dict[str, str | None], bundle: Path, bundled) -> list[str]:
    """What is wrong with ``resolved`` (from parse_ldd): libraries not found, and libraries
    ``bundled(name)`` says PyInstaller collects that resolved outside the bundle."""
    problems = []
    inside = os.path.realpath(bundle) + os.sep
    for name, where in sorted(resolved.items()):
        if where is None:
            problems.append(f"{name}: not found")
        elif bundled(name) and not os.path.realpath(where).startswith(inside):
            problems.append(f"{name}: resolved outside the bundle, to {where}")
    return problems


def _pyinstaller_bundles(name: str) -> bool:
    from PyInstaller.depend import dylib

    return bool(dylib.include_library(name))


def check_xcb(bundle: Path) -> str:
    """The ldd check of the xcb platform plugin; returns a report line."""
    plugins = sorted(bundle.rglob("platforms/libqxcb.so"))
    if len(plugins) != 1:
        raise CheckFailure(f"expected one platforms/libqxcb.so in {bundle}, found {len(plugins)}")
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal if internal.is_dir() else bundle))
    result = subprocess.run(["ldd", str(plugins[0])], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        raise CheckFailure(f"ldd {plugins[0]} failed: {result.stderr.strip()}")
    resolved = parse_ldd(result.stdout)
    problems = ldd_problems(resolved, bundle, _pyinstaller_bundles)
    if problems:
        raise CheckFailure("platforms/libqxcb.so:\n  " + "\n  ".join(problems))
    inside = sum(1 for name in resolved if _pyinstaller_bundles(name))
    return (
        f"ldd platforms/libqxcb.so: {len(resolved)} libraries resolve, the {inside} bundled "
        f"ones inside the bundle"
    )


def glibc_floor(binaries) -> tuple[int, ...]:
    """The newest GLIBC symbol version any of ``binaries`` (paths) refers to."""
    newest: tuple[int, ...] = (0,)
    for path in binaries:
        for match in GLIBC_VERSION.finditer(Path(path).read_bytes()):
            newest = max(newest, tuple(int(part) for part in match.groups() if part))
    return newest


def _elf_files(bundle: Path) -> list[Path]:
    files = []
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    files.append(path)
    return files


def check_glibc(bundle: Path) -> str:
    floor = glibc_floor(_elf_files(bundle))
    stated = tuple(int(part) for part in metadata.GLIBC_FLOOR.split("."))
    text = ".".join(map(str, floor))
    if floor > stated:
        raise CheckFailure(
            f"the bundle needs glibc {text}, newer than the stated floor "
            f"{metadata.GLIBC_FLOOR} (metadata.GLIBC_FLOOR, packaging/README.md): build on an "
            "older system or state the new floor"
        )
    return f"glibc floor: {text} (stated: {metadata.GLIBC_FLOOR})"


def check(bundle: Path, platform: str) -> list[str]:
    """Every check for ``platform``; returns report lines, CheckFailure on the first problem."""
    if not bundle.is_dir():
        raise CheckFailure(f"{bundle} does not exist: run python packaging/build.py")
    present = left_out_files_present(bundle)
    if present:
        raise CheckFailure("files slim.py leaves out are in the bundle: " + ", ".join(present))
    lines = [f"size: {bundle_size(bundle) / 1e6:.1f} MB uncompressed ({bundle.name}/)"]
    if platform == "linux":
        if shutil.which("ldd") is None:
            raise CheckFailure("ldd not found (glibc's libc-bin)")
        lines += [check_xcb(bundle), check_glibc(bundle)]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=metadata.ROOT / "dist" / metadata.APP_NAME)
    args = parser.parse_args(argv)
    platform = "linux" if sys.platform.startswith("linux") else sys.platform
    try:
        lines = check(args.bundle, platform)
    except CheckFailure as error:
        print(f"check_bundle.py: {error}", file=sys.stderr)
        return 1
    print(f"bundle check of {args.bundle}:")
    for line in lines:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
