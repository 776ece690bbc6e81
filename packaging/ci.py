"""The release workflow's steps, one subcommand each, so CI runs nothing that is not in the repo.

    python packaging/ci.py version   # a v* tag must match __version__ (release.py check-tag)
    python packaging/ci.py signing   # a v* tag must be signed, unless unsigned is allowed
    python packaging/ci.py setup     # the pinned build tools and Qt (hashes), the project, OS bits
    python packaging/ci.py test      # the whole test suite, slow tests included, offscreen
    python packaging/ci.py build     # packaging/build.py
    python packaging/ci.py check     # packaging/check_bundle.py: size, left-out files, Linux ldd
    python packaging/ci.py smoke     # smoke_test.py on the frozen app (Linux: also under Xvfb)
    python packaging/ci.py package   # the platform's installer into dist/installers/
    python packaging/ci.py installed # the installer installed/unpacked/mounted, run, uninstalled
    python packaging/ci.py publish   # the GitHub Release (release.py publish)
    python packaging/ci.py --platform win32 --dry-run package   # show another platform's plan

.github/workflows/release.yml calls these on Windows, macOS and Linux; each one can be run
locally the same way.
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

import metadata  # noqa: E402

STAGES = (
    "version",
    "signing",
    "setup",
    "test",
    "build",
    "check",
    "smoke",
    "package",
    "installed",
    "publish",
)
# The release build's tools and Qt with the hash of every wheel (installed before the project,
# so pip finds them satisfied and the build runs on exactly these files).
LOCK_FILE = HERE / "requirements-release.txt"
PLATFORMS = ("linux", "win32", "darwin")
# Debian/Ubuntu packages of a bare runner or container (the release builds in Debian 12).
LINUX_PACKAGES = (
    # What Qt's xcb platform plugin loads besides the base system (from `ldd libqxcb.so`):
    # PyInstaller bundles only what the build machine has, and check_bundle.py verifies it.
    "libegl1",
    "libgl1",
    "libglib2.0-0",
    "libfontconfig1",
    "libdbus-1-3",
    "libx11-6",
    "libx11-xcb1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-shm0",
    "libxcb-sync1",
    "libxcb-util1",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    # The tests draw text in the system's default font too.
    "fonts-dejavu-core",
    # PyInstaller reads and strips binaries with binutils; the smoke test runs under Xvfb.
    "binutils",
    "xvfb",
    "xauth",
)
XVFB = ["xvfb-run", "--auto-servernum", "--server-args=-screen 0 1600x1000x24"]


def _script(name: str, *args: str) -> list[str]:
    return [sys.executable, str(HERE / name), *args]


def _missing_linux_packages() -> list[str]:
    """The LINUX_PACKAGES dpkg does not list as installed (all of them without dpkg)."""
    if shutil.which("dpkg-query") is None:
        return list(LINUX_PACKAGES)
    missing = []
    for package in LINUX_PACKAGES:
        result = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Status}", package], capture_output=True, text=True
        )
        if "install ok installed" not in result.stdout:
            missing.append(package)
    return missing


def _setup(target: str) -> list[list[str]]:
    pip = [sys.executable, "-m", "pip", "install"]
    commands = [
        [*pip, "--require-hashes", "-r", str(LOCK_FILE)],
        [*pip, "-e", f"{metadata.ROOT}[test,build]"],
    ]
    if target == "linux" and sys.platform.startswith("linux"):
        missing = _missing_linux_packages()
        if missing:
            sudo = [] if os.geteuid() == 0 else ["sudo"]
            commands.insert(0, [*sudo, "apt-get", "update", "-q"])
            commands.insert(1, [*sudo, "apt-get", "install", "-y", "-q", *missing])
    elif target == "win32":
        import windows_installer

        version = windows_installer.INNO_SETUP_VERSION  # pinned, whatever the image has
        commands.append(
            ["choco", "install", "innosetup", "--version", version, "--allow-downgrade",
             "-y", "--no-progress"]
        )  # fmt: skip
    elif target == "darwin":
        commands.append(_script("macos_release.py", "keychain"))
    return commands


def _smoke(target: str) -> list[list[str]]:
    dist = metadata.ROOT / "dist"
    suffix = ".exe" if target == "win32" else ""
    exe = str(dist / metadata.APP_NAME / (metadata.APP_NAME + suffix))
    if target == "linux":  # offscreen, then the real X11 plugin on a virtual display
        return [
            _script("smoke_test.py", "--exe", exe, "--console"),
            [*XVFB, *_script("smoke_test.py", "--exe", exe, "--console", "--platform", "xcb")],
        ]
    commands = [_script("smoke_test.py", "--exe", exe)]
    if target == "win32":  # the console twin prints what the windowed one cannot
        cli = dist / metadata.APP_NAME / f"{metadata.CLI_NAME}.exe"
        commands.append(_script("smoke_test.py", "--exe", str(cli), "--console"))
    if target == "darwin":  # what users run: the executable inside the .app
        inner = dist / f"{metadata.DISPLAY_NAME}.app" / "Contents" / "MacOS" / metadata.APP_NAME
        commands.append(_script("smoke_test.py", "--exe", str(inner)))
    return commands


def plan(stage: str, target: str) -> list[list[str]]:
    """The commands one stage runs on ``target`` (a sys.platform value)."""
    if stage == "version":
        return [_script("release.py", "check-tag")]
    if stage == "signing":
        return [_script("release.py", "check-signing")]
    if stage == "setup":
        return _setup(target)
    if stage == "test":
        return [[sys.executable, "-m", "pytest", "-q", str(metadata.ROOT / "tests")]]
    if stage == "build":
        return [_script("build.py")]
    if stage == "check":
        return [_script("check_bundle.py")]
    if stage == "smoke":
        return _smoke(target)
    if stage == "package":
        return [
            {
                "linux": _script("linux_tarball.py"),
                "win32": _script("windows_installer.py"),
                "darwin": _script("macos_release.py", "dmg"),
            }[target]
        ]
    if stage == "installed":
        return [_script("installed_smoke.py")]
    if stage == "publish":
        return [_script("release.py", "publish")]
    raise ValueError(f"unknown stage {stage!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stage", choices=STAGES)
    host = "linux" if sys.platform.startswith("linux") else sys.platform
    parser.add_argument("--platform", choices=PLATFORMS, default=host)
    parser.add_argument("--dry-run", action="store_true", help="print the commands only")
    args = parser.parse_args(argv)
    if args.platform != host and not args.dry_run:
        parser.error(f"this is {host}: another platform's plan can only be shown (--dry-run)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for command in plan(args.stage, args.platform):
        print("+", " ".join(command), flush=True)
        if not args.dry_run:
            result = subprocess.run(command, cwd=metadata.ROOT, env=env, check=False)
            if result.returncode != 0:
                print(f"ci.py {args.stage}: failed (exit {result.returncode})", file=sys.stderr)
                return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
