"""Smoke-test the installer as a player gets it: installed (or unpacked, or mounted), run, and
on Windows uninstalled again with nothing left behind.

    python packaging/installed_smoke.py [--installers dist/installers]
    python packaging/installed_smoke.py --platform win32 --dry-run   # another platform's plan

smoke_test.py has checked the bundle in dist/ before packaging; this checks what the packaging
made of it:

- Linux: the .tar.gz unpacked into a scratch folder; the notices and licence texts at its top
  level; smoke_test.py on the unpacked app.
- Windows: ``setup.exe /VERYSILENT /CURRENTUSER`` into a scratch folder; smoke_test.py on the
  installed ``everdell-desktop.exe`` and ``everdell-desktop-cli.exe``; the saved-game file
  association registered; the uninstaller, silently; then nothing left: the folder, the
  Start-menu entry, the file association and the entry in Settings > Apps are gone.
- macOS: the .dmg attached read-only; the licences beside the app; smoke_test.py on the app
  inside the image; ``spctl --assess`` of it when it is notarized (Gatekeeper accepts only a
  notarized Developer ID app); the image detached again.

Exit status 1, naming the first failed step, when anything fails.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import metadata  # noqa: E402

PLATFORMS = ("linux", "win32", "darwin")
INSTALLER_GLOB = {"linux": "*.tar.gz", "win32": "*-setup.exe", "darwin": "*.dmg"}
# What the top of the Linux archive must show a user (notices.py writes the last two).
LINUX_LICENCES = (metadata.NOTICES, "licenses/LGPL-2.1.txt", "licenses/system-libraries.txt")
# The .iss's fixed AppId: Inno's uninstall entry is "<AppId>_is1".
WINDOWS_APP_ID = "{6F1B8C0E-5E0A-4C77-9D4B-2E7C1B6A9E31}"
WINDOWS_PROG_ID = "EverdellDesktop.Save"
UNINSTALL_SECONDS = 120  # Inno's uninstaller runs on from a copy in TEMP after it returns
# "true" when the workflow notarizes (it derives this from its secrets: release.yml).
NOTARIZED = "MACOS_NOTARIZATION"


class InstalledFailure(Exception):
    pass


def find_installer(folder: Path, target: str) -> Path:
    """The one installer of ``target`` in ``folder``."""
    found = sorted(folder.glob(INSTALLER_GLOB[target]))
    if len(found) != 1:
        raise InstalledFailure(f"{len(found)} files match {INSTALLER_GLOB[target]} in {folder}")
    return found[0]


def _smoke(exe: Path, *flags: str) -> list[str]:
    return [sys.executable, str(HERE / "smoke_test.py"), "--exe", str(exe), *flags]


def windows_registry_keys() -> list[str]:
    """The per-user registry keys the setup writes and the uninstaller must remove."""
    classes = r"HKCU\Software\Classes"
    uninstall = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall"
    return [
        rf"{classes}\{metadata.SAVE_SUFFIX}",
        rf"{classes}\{WINDOWS_PROG_ID}",
        rf"{uninstall}\{WINDOWS_APP_ID}_is1",
    ]


def windows_plan(setup: Path, app: Path, log: Path) -> list[list[str]]:
    """Install, run both executables, check the association, uninstall."""
    return [
        [str(setup), "/VERYSILENT", "/CURRENTUSER", "/SUPPRESSMSGBOXES", "/NORESTART",
         f"/DIR={app}", f"/LOG={log}"],
        _smoke(app / f"{metadata.APP_NAME}.exe"),
        _smoke(app / f"{metadata.CLI_NAME}.exe", "--console"),
        ["reg", "query", rf"HKCU\Software\Classes\{WINDOWS_PROG_ID}\shell\open\command"],
        [str(app / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"],
    ]  # fmt: skip


def windows_leftovers(app: Path, start_menu: Path, key_exists) -> list[str]:
    """What the uninstaller left behind: the folder, the Start-menu entry, registry keys
    (``key_exists(key) -> bool``)."""
    left = [str(path) for path in (app, start_menu) if path.exists()]
    return left + [key for key in windows_registry_keys() if key_exists(key)]


def macos_plan(dmg: Path, mount: Path, env: dict[str, str]) -> list[list[str]]:
    """Attach, run the app inside the image, assess it when notarized (detach: always)."""
    app = mount / f"{metadata.DISPLAY_NAME}.app"
    plan = [
        ["hdiutil", "attach", str(dmg), "-nobrowse", "-readonly", "-mountpoint", str(mount)],
        ["test", "-f", str(mount / "Licenses" / metadata.NOTICES)],
        _smoke(app / "Contents" / "MacOS" / metadata.APP_NAME),
    ]
    if env.get(NOTARIZED) == "true":
        plan.append(["spctl", "--assess", "--type", "execute", "--verbose", str(app)])
    return plan


def linux_check(archive: Path, scratch: Path) -> list[str]:
    """Unpack the archive; the smoke test of the unpacked app (InstalledFailure when the
    licences are not at its top level)."""
    with tarfile.open(archive) as tar:
        tar.extractall(scratch, filter="tar")
    (top,) = [path for path in scratch.iterdir() if path.is_dir()]
    missing = [name for name in LINUX_LICENCES if not (top / name).is_file()]
    if missing:
        raise InstalledFailure(f"{archive.name}: no {', '.join(missing)} at its top level")
    return _smoke(top / metadata.APP_NAME, "--console")


def _run(command: list[str]) -> None:
    print("+", " ".join(command), flush=True)
    if subprocess.run(command, check=False).returncode != 0:
        raise InstalledFailure(f"{Path(command[0]).name} failed: {' '.join(command)}")


def _key_exists(key: str) -> bool:
    return subprocess.run(["reg", "query", key], capture_output=True).returncode == 0


def run_windows(setup: Path, scratch: Path) -> None:
    app = scratch / "Everdell Desktop"
    for command in windows_plan(setup, app, scratch / "setup.log"):
        _run(command)
    deadline = time.monotonic() + UNINSTALL_SECONDS
    while app.exists() and time.monotonic() < deadline:
        time.sleep(1)  # the uninstaller's copy is still removing files
    start_menu = Path(os.environ["APPDATA"]) / "Microsoft/Windows/Start Menu/Programs"
    left = windows_leftovers(app, start_menu / f"{metadata.DISPLAY_NAME}.lnk", _key_exists)
    if left:
        raise InstalledFailure("the uninstaller left " + ", ".join(left))


def run_macos(dmg: Path, scratch: Path, env: dict[str, str]) -> None:
    mount = scratch / "image"
    mount.mkdir()
    try:
        for command in macos_plan(dmg, mount, env):
            _run(command)
    finally:
        subprocess.run(["hdiutil", "detach", str(mount), "-force"], check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    host = "linux" if sys.platform.startswith("linux") else sys.platform
    parser.add_argument("--platform", choices=PLATFORMS, default=host)
    parser.add_argument("--installers", type=Path, default=metadata.ROOT / "dist" / "installers")
    parser.add_argument("--dry-run", action="store_true", help="print the plan only")
    args = parser.parse_args(argv)
    if args.dry_run:
        return _print_plan(args.platform)
    if args.platform != host:
        parser.error(f"this is {host}: another platform's plan can only be shown (--dry-run)")
    try:
        installer = find_installer(args.installers, host)
        with tempfile.TemporaryDirectory() as folder:
            scratch = Path(folder)
            if host == "linux":
                _run(linux_check(installer, scratch))
            elif host == "win32":
                run_windows(installer, scratch)
            else:
                run_macos(installer, scratch, dict(os.environ))
    except InstalledFailure as error:
        print(f"installed_smoke.py: {error}", file=sys.stderr)
        return 1
    print(f"{installer.name}: installed, run and (Windows) uninstalled cleanly")
    return 0


def _print_plan(target: str) -> int:
    scratch = Path("SCRATCH")
    if target == "win32":
        plan = windows_plan(Path("EverdellDesktop-VERSION-setup.exe"), scratch / "app", scratch)
    elif target == "darwin":
        plan = macos_plan(Path("EverdellDesktop-VERSION.dmg"), scratch, dict(os.environ))
    else:
        plan = [["tar", "-xzf", "everdell-desktop-VERSION-linux.tar.gz", "-C", str(scratch)]]
        plan.append(_smoke(scratch / "everdell-desktop-VERSION" / metadata.APP_NAME, "--console"))
    for command in plan:
        print("+", " ".join(command))
    return 0


if __name__ == "__main__":
    sys.exit(main())
