"""Build the one-folder app bundle for the platform this runs on.

    python packaging/build.py                      # -> dist/everdell-desktop/
    python packaging/build.py --dist D --work W    # elsewhere (the slow test builds into tmp)

Renders the icons from assets/icons/app_icon.svg, then runs PyInstaller on
packaging/everdell-desktop.spec. Needs the ``build`` extra: ``pip install -e ".[build]"``.
On macOS the same run also writes ``Everdell Desktop.app`` next to the folder.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import icons  # noqa: E402
import metadata  # noqa: E402
from check_bundle import bundle_size  # noqa: E402

SPEC = HERE / "everdell-desktop.spec"


def executable_name() -> str:
    return metadata.APP_NAME + (".exe" if sys.platform == "win32" else "")


def build(dist: Path, work: Path) -> Path:
    """Build into ``dist``; returns the bundle folder. Raises RuntimeError when a step fails."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise RuntimeError('PyInstaller is missing: pip install -e ".[build]"')
    icon_paths = icons.write_icons(work / "icons")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
        "--",
        "--icons",
        str(icon_paths["ico"].parent),
    ]
    identity = os.environ.get("MACOS_SIGNING_IDENTITY")
    if sys.platform == "darwin" and identity:  # see macos_release.py
        command += ["--codesign-identity", identity]
    if subprocess.run(command, check=False).returncode != 0:
        raise RuntimeError("PyInstaller failed (its messages are above)")
    bundle = dist / metadata.APP_NAME
    if not (bundle / executable_name()).is_file():
        raise RuntimeError(f"PyInstaller finished but {bundle / executable_name()} is missing")
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = metadata.ROOT
    parser.add_argument("--dist", type=Path, default=root / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=root / "build", help="scratch folder")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        bundle = build(args.dist.resolve(), args.work.resolve())
    except RuntimeError as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 1
    size = bundle_size(bundle) / 1e6
    print(f"built {bundle / executable_name()}")
    print(f"version {metadata.version()}, {size:.1f} MB, {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
