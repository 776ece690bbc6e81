"""Compile the Windows installer ``EverdellDesktop-<version>-setup.exe`` with Inno Setup 6.

    python packaging/windows_installer.py [--bundle dist/everdell-desktop] [--out dist/installers]
    python packaging/windows_installer.py --dry-run    # print the commands (any platform)

Needs ISCC.exe (Inno Setup ``INNO_SETUP_VERSION``, which ``ci.py setup`` installs with
``choco install innosetup --version ...``; https://jrsoftware.org/isinfo.php) on PATH or in
its default folder (``Inno Setup 6`` or the current major's ``Inno Setup 7``). The script it
compiles is packaging/windows/everdell-desktop.iss; this file supplies the names and paths.

Code signing (optional, like the macOS one): with a certificate in the environment, SignTool
(Windows SDK, on the hosted runners) signs the two executables of the bundle before ISCC runs,
and ISCC signs the setup and its uninstaller by running this script's ``--sign`` (which
reads the password from the environment, so no ``$`` or ``"`` of it meets Inno's command
line); ``signtool verify`` checks the result. Without the variables nothing is signed and
SmartScreen may warn users; with only some of them the build stops.

  WINDOWS_CERTIFICATE           base64 of the code-signing certificate with its key (.pfx)
  WINDOWS_CERTIFICATE_PASSWORD  its password
"""

from __future__ import annotations

import argparse
import base64
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import icons  # noqa: E402
import metadata  # noqa: E402

ISS = HERE / "windows" / "everdell-desktop.iss"
# The Inno Setup the release builds with (the last of major 6, which compiles the .iss as it
# is); the search below also finds the current major, 7, in its own folder.
INNO_SETUP_VERSION = "6.7.4"
INNO_SETUP_MAJORS = ("6", "7")  # the pinned major first
# Where the Inno Setup installer puts ISCC.exe (machine-wide or per user), by major.
ISCC_FOLDERS = (
    r"%ProgramFiles(x86)%\Inno Setup {major}",
    r"%ProgramFiles%\Inno Setup {major}",
    r"%LOCALAPPDATA%\Programs\Inno Setup {major}",
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
    "LicenseFile",
    "SaveSuffix",
    "SaveTypeName",
)

SIGNING_VARS = ("WINDOWS_CERTIFICATE", "WINDOWS_CERTIFICATE_PASSWORD")
TIMESTAMP_URL = "http://timestamp.digicert.com"  # RFC 3161, free, what Microsoft documents
SIGNTOOL_GLOB = r"%ProgramFiles(x86)%\Windows Kits\10\bin\*\x64\signtool.exe"


class ConfigError(Exception):
    """Signing configured in part, or configured without SignTool: stop rather than ship
    unsigned by surprise."""


def signing_configured(env: dict[str, str]) -> bool:
    present = [name for name in SIGNING_VARS if env.get(name)]
    if present and len(present) < len(SIGNING_VARS):
        missing = ", ".join(name for name in SIGNING_VARS if name not in present)
        raise ConfigError(f"code signing: {', '.join(present)} set but {missing} missing")
    return bool(present)


def find_signtool() -> str | None:
    """signtool.exe on PATH, else the newest Windows 10/11 SDK's x64 one."""
    found = shutil.which("signtool")
    if found:
        return found
    pattern = Path(os.path.expandvars(SIGNTOOL_GLOB))
    if "%" in str(pattern):
        return None
    candidates = sorted(Path(pattern.anchor).glob(str(pattern.relative_to(pattern.anchor))))
    return str(candidates[-1]) if candidates else None


def sign_command(signtool: str, pfx: Path, password: str) -> list[str]:
    """SignTool's arguments before the files: SHA-256 digest, RFC 3161 timestamp."""
    return [
        signtool, "sign", "/f", str(pfx), "/p", password,
        "/fd", "SHA256", "/tr", TIMESTAMP_URL, "/td", "SHA256",
    ]  # fmt: skip


def iscc_sign_flags(pfx: Path) -> list[str]:
    """ISCC's /S sign tool "everdell" (the .iss names it under #ifdef Sign): this script's
    ``--sign`` run on each file, which reads the password from WINDOWS_CERTIFICATE_PASSWORD
    itself, so no ``$`` or ``"`` of the password ever passes through Inno's command line
    (Inno replaces ``$q`` by a quote, ``$f`` by the quoted file, and ``$$`` by ``$``)."""
    words = [sys.executable, __file__, "--sign-with", str(pfx)]
    quoted = " ".join("$q" + word.replace("$", "$$") + "$q" for word in words)
    return ["/DSign", f"/Severdell={quoted} --sign $f"]


def installer_commands(
    env: dict[str, str],
    iscc: str,
    signtool: str | None,
    bundle: Path,
    out_dir: Path,
    icon: Path,
    version: str,
    pfx: Path,
) -> list[list[str]]:
    """Sign the executables (when set up), compile the setup, verify its signature."""
    command = iscc_command(iscc, bundle, out_dir, icon, version)
    if not signing_configured(env):
        return [command]
    if signtool is None:
        raise ConfigError("a certificate is set but signtool.exe was not found (Windows SDK)")
    sign = sign_command(signtool, pfx, env["WINDOWS_CERTIFICATE_PASSWORD"])
    executables = [str(bundle / f"{name}.exe") for name in (metadata.APP_NAME, metadata.CLI_NAME)]
    return [
        [*sign, *executables],
        [*command[:-1], *iscc_sign_flags(pfx), command[-1]],
        [signtool, "verify", "/pa", str(out_dir / installer_name(version))],
    ]


def masked(command: list[str], env: dict[str, str]) -> str:
    secret = env.get("WINDOWS_CERTIFICATE_PASSWORD")
    return " ".join(part.replace(secret, "***") if secret else part for part in command)


def find_iscc() -> str | None:
    """ISCC.exe on PATH, else in an Inno Setup folder of the pinned major, then the newer."""
    found = shutil.which("ISCC") or shutil.which("iscc")
    if found:
        return found
    for major in INNO_SETUP_MAJORS:
        for folder in ISCC_FOLDERS:
            candidate = Path(os.path.expandvars(folder.format(major=major))) / "ISCC.exe"
            if "%" not in str(candidate) and candidate.is_file():
                return str(candidate)
    return None


def sign_files(files: list[str], pfx: Path, env: dict[str, str]) -> int:
    """SignTool on ``files`` with the password from the environment (ISCC's sign tool)."""
    signtool = find_signtool()
    if signtool is None or not env.get("WINDOWS_CERTIFICATE_PASSWORD"):
        print("windows_installer.py --sign: no signtool.exe or no password", file=sys.stderr)
        return 1
    command = [*sign_command(signtool, pfx, env["WINDOWS_CERTIFICATE_PASSWORD"]), *files]
    return subprocess.run(command, check=False).returncode


def support_url(env: dict[str, str]) -> str | None:
    """The project's page for the setup's "support" link: the repository the workflow runs
    for (GITHUB_SERVER_URL/GITHUB_REPOSITORY); None in a local build."""
    if env.get("GITHUB_SERVER_URL") and env.get("GITHUB_REPOSITORY"):
        return f"{env['GITHUB_SERVER_URL']}/{env['GITHUB_REPOSITORY']}"
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
        # The setup's licence page: the notices of the bundle, which begin with the app's own
        # licence and list every other one the bundle carries.
        "LicenseFile": str(bundle / "_internal" / metadata.ASSETS / metadata.NOTICES),
        "SaveSuffix": metadata.SAVE_SUFFIX,
        "SaveTypeName": metadata.SAVE_TYPE_NAME,
    }
    support = support_url(os.environ)
    if support:
        defines["AppURL"] = support
    return [iscc, "/Q", *(f"/D{key}={value}" for key, value in defines.items()), str(ISS)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = metadata.ROOT
    parser.add_argument("--bundle", type=Path, default=root / "dist" / metadata.APP_NAME)
    parser.add_argument("--out", type=Path, default=root / "dist" / "installers")
    parser.add_argument("--work", type=Path, default=root / "build", help="for the .ico")
    parser.add_argument("--dry-run", action="store_true", help="print the commands, run nothing")
    parser.add_argument("--sign-with", type=Path, metavar="PFX", help=argparse.SUPPRESS)
    parser.add_argument("--sign", nargs="+", metavar="FILE", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.sign:  # ISCC's sign tool: see iscc_sign_flags
        return sign_files(args.sign, args.sign_with, dict(os.environ))
    version = metadata.version()
    bundle, out_dir = args.bundle.resolve(), args.out.resolve()
    icon = args.work.resolve() / "icons" / "app_icon.ico"
    env = dict(os.environ)
    iscc = find_iscc()
    if iscc is None and not args.dry_run:
        print("windows_installer.py: ISCC.exe not found; install Inno Setup 6", file=sys.stderr)
        return 1
    if not args.dry_run and not (bundle / f"{metadata.APP_NAME}.exe").is_file():
        print(f"windows_installer.py: no bundle in {bundle}; run build.py", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as scratch:
        pfx = Path(scratch) / "certificate.pfx"
        try:
            signtool = find_signtool() or ("signtool.exe" if args.dry_run else None)
            commands = installer_commands(
                env, iscc or "ISCC.exe", signtool, bundle, out_dir, icon, version, pfx
            )
        except ConfigError as error:
            print(f"windows_installer.py: {error}", file=sys.stderr)
            return 1
        if len(commands) == 1:
            print("no WINDOWS_CERTIFICATE: the executables and the setup are not signed")
        if args.dry_run:
            for command in commands:
                print(masked(command, env))
            return 0
        if len(commands) > 1:
            pfx.write_bytes(base64.b64decode(env["WINDOWS_CERTIFICATE"]))
        if not icon.is_file():
            icons.write_icons(icon.parent)
        out_dir.mkdir(parents=True, exist_ok=True)
        for command in commands:
            print("+", masked(command, env), flush=True)
            result = subprocess.run(command, check=False)
            if result.returncode != 0:
                print(f"windows_installer.py: {command[0]} failed", file=sys.stderr)
                return 1
    target = out_dir / installer_name(version)
    if not target.is_file():
        print(f"windows_installer.py: ISCC wrote no {target}", file=sys.stderr)
        return 1
    print(f"wrote {target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
