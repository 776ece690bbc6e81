"""Pack the Linux bundle as ``everdell-desktop-<version>-linux-<arch>.tar.gz``.

    python packaging/linux_tarball.py [--bundle dist/everdell-desktop] [--out dist/installers]

The archive holds one folder, ``everdell-desktop-<version>/``: the frozen app, a .desktop file,
the saved game's file type (shared-mime-info), the icons in the freedesktop hicolor layout,
``install.sh``, which adds the app and the file type to the user's menu and file manager
(``~/.local/share``, no root), and at the top, where a user sees them, the notices and the
licence texts of everything the bundle holds (copied from the bundle, where Help > About shows
them). Unpack anywhere and run ``./everdell-desktop``.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import icons  # noqa: E402
import metadata  # noqa: E402

LINUX = HERE / "linux"
ASSETS = Path("_internal") / metadata.ASSETS  # the bundle's notices and licence texts
NOTICES = metadata.NOTICES


def archive_name(version: str, machine: str | None = None) -> str:
    machine = (machine or platform.machine() or "unknown").lower()
    return f"{metadata.APP_NAME}-{version}-linux-{machine}.tar.gz"


def _stage(bundle: Path, stage: Path) -> None:
    """Copy the bundle and the desktop integration files into ``stage``."""
    shutil.copytree(bundle, stage, symlinks=True)
    shutil.copy2(LINUX / f"{metadata.APP_NAME}.desktop", stage)
    shutil.copy2(LINUX / "install.sh", stage)
    (stage / "install.sh").chmod(0o755)
    shutil.copy2(LINUX / f"{metadata.APP_NAME}-mime.xml", stage)
    shutil.copy2(bundle / ASSETS / NOTICES, stage / NOTICES)
    shutil.copytree(bundle / ASSETS / "licenses", stage / "licenses")
    icons.write_icons(stage / "icons")
    for extra in ("app_icon.ico", "app_icon.icns"):  # other platforms' formats
        (stage / "icons" / extra).unlink()


def make_tarball(bundle: Path, out_dir: Path, version: str | None = None) -> Path:
    """Write the archive into ``out_dir``; returns its path."""
    for needed in (bundle / metadata.APP_NAME, bundle / ASSETS / NOTICES):
        if not needed.is_file():
            raise FileNotFoundError(f"{needed} is missing: run python packaging/build.py first")
    version = version or metadata.version()
    top = f"{metadata.APP_NAME}-{version}"
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / archive_name(version)
    with tempfile.TemporaryDirectory() as scratch:
        stage = Path(scratch) / top
        _stage(bundle, stage)
        # Level 6: nearly the size of level 9 at a fraction of the time on 100+ MB of binaries.
        with tarfile.open(target, "w:gz", compresslevel=6) as archive:
            archive.add(stage, arcname=top, filter=_normalise)
    return target


def _normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """No build-machine user names in the archive."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    dist = metadata.ROOT / "dist"
    parser.add_argument("--bundle", type=Path, default=dist / metadata.APP_NAME)
    parser.add_argument("--out", type=Path, default=dist / "installers")
    args = parser.parse_args(argv)
    try:
        target = make_tarball(args.bundle, args.out)
    except FileNotFoundError as error:
        print(f"linux_tarball.py: {error}", file=sys.stderr)
        return 1
    print(f"wrote {target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
