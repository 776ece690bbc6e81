"""Compile the Windows installer ``EverdellDesktop-<version>-setup.exe`` with Inno Setup 6.

    python packaging/windows_installer.py [--bundle dist/everdell-desktop] [--out dist/installers]
    python packaging/windows_installer.py --dry-run    # print the ISCC command (any platform)

Needs ISCC.exe (Inno Setup 6: https://jrsoftware.org/isinfo.php, or ``choco install
innosetup``) on PATH or in its default folder. The script it compiles is
packaging/windows/everdell-desktop.iss; this file supplies the names and paths.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import icons  # noqa: E402
import metadata  # noqa: E402

ISS = HERE / "windows" / "everdell-desktop.iss"
# Where the Inno Setup 6 installer puts ISCC.exe (machine-wide or per user).
ISCC_FOLDERS = (
    r"%ProgramFiles(x86)%\Inno Setup 6",
    r"%ProgramFiles%\Inno Setup 6",
    r"%LOCALAPPDATA%\Programs\Inno Setup 6",
)
# The preprocessor variables the .iss refuses to compile without.
REQUIRED = (
    "AppName",
    "AppVersion",
    "FileVersion",
    "AppPublisher",
    "AppExe",
    "InstallerName",
    "SourceDir",
    "OutputDir",
    "IconFile",
)


def find_iscc() -> str | None:
    found = shutil.which("ISCC") or shutil.which("iscc")
    if found:
        return found
    for folder in ISCC_FOLDERS:
        candidate = Path(os.path.expandvars(folder)) / "ISCC.exe"
        if "%" not in str(candidate) and candidate.is_file():
            return str(candidate)
    return None


def installer_name(version: str) -> str:
    return f"{metadata.INSTALLER_NAME}-{version}-setup.exe"


def iscc_command(iscc: str, bundle: Path, out_dir: Path, icon: Path, version: str) -> list[str]:
    defines = {
        "AppName": metadata.DISPLAY_NAME,
        "AppVersion": version,
        "FileVersion": ".".join(map(str, metadata.windows_version(version))),
        "AppPublisher": metadata.PUBLISHER,
        "AppExe": f"{metadata.APP_NAME}.exe",
        "InstallerName": metadata.INSTALLER_NAME,
        "SourceDir": str(bundle),
        "OutputDir": str(out_dir),
        "IconFile": str(icon),
    }
    return [iscc, "/Q", *(f"/D{key}={value}" for key, value in defines.items()), str(ISS)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = metadata.ROOT
    parser.add_argument("--bundle", type=Path, default=root / "dist" / metadata.APP_NAME)
    parser.add_argument("--out", type=Path, default=root / "dist" / "installers")
    parser.add_argument("--work", type=Path, default=root / "build", help="for the .ico")
    parser.add_argument("--dry-run", action="store_true", help="print the command, run nothing")
    args = parser.parse_args(argv)
    version = metadata.version()
    bundle, out_dir = args.bundle.resolve(), args.out.resolve()
    icon = args.work.resolve() / "icons" / "app_icon.ico"
    iscc = find_iscc()
    if args.dry_run:
        print(" ".join(iscc_command(iscc or "ISCC.exe", bundle, out_dir, icon, version)))
        return 0
    if iscc is None:
        print("windows_installer.py: ISCC.exe not found; install Inno Setup 6", file=sys.stderr)
        return 1
    if not (bundle / f"{metadata.APP_NAME}.exe").is_file():
        print(f"windows_installer.py: no bundle in {bundle}; run build.py", file=sys.stderr)
        return 1
    if not icon.is_file():
        icons.write_icons(icon.parent)
    out_dir.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(iscc_command(iscc, bundle, out_dir, icon, version), check=False)
    target = out_dir / installer_name(version)
    if result.returncode != 0 or not target.is_file():
        print(f"windows_installer.py: ISCC failed (exit {result.returncode})", file=sys.stderr)
        return 1
    print(f"wrote {target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
