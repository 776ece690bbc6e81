"""macOS release steps: signing keychain, .dmg, notarization. Every secret is optional.

    python packaging/macos_release.py keychain   # before build.py: import the signing certificate
    python packaging/macos_release.py dmg        # after build.py: EverdellDesktop-<v>-<arch>.dmg
    ... --dry-run                                # print the commands (secrets masked), run nothing

Signing happens in build.py (PyInstaller signs every binary and the .app with the identity in
MACOS_SIGNING_IDENTITY, hardened runtime, packaging/macos/entitlements.plist). Without it the
app is ad-hoc signed: it runs, but Gatekeeper blocks its first start until the user allows it
in System Settings > Privacy & Security (packaging/README.md).

With notarization set up, the app is notarized and its ticket stapled *before* it goes into the
disk image (so a copy dragged out of the image opens offline too), then the image is signed,
notarized and stapled. ``notarytool submit --wait`` exits 0 even when Apple answers Invalid,
so its JSON result is read: anything but Accepted fails the step, after printing Apple's log.
``hdiutil create`` fails at random with "Resource busy" on hosted runners: it is retried.

Environment (GitHub secrets in the release workflow):
  MACOS_CERTIFICATE             base64 of the "Developer ID Application" certificate (.p12)
  MACOS_CERTIFICATE_PASSWORD    its export password
  MACOS_SIGNING_IDENTITY        e.g. "Developer ID Application: Jane Doe (TEAMID1234)"
  APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD
                                notarization (an app-specific password of that Apple ID);
                                needs the signing identity too
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import platform
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import metadata  # noqa: E402

KEYCHAIN = "everdell-signing.keychain-db"
CERTIFICATE_VARS = ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD", "MACOS_SIGNING_IDENTITY")
NOTARY_VARS = ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD")
SECRET_VARS = ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD", "APPLE_APP_PASSWORD")
NOTARY_TIMEOUT = "45m"  # notarytool --wait gives up after this (Apple's queue can stall)
# The .app's notices and licence texts; the disk image shows a copy beside the app, in a
# "Licenses" folder.
ASSETS = Path("Contents") / "Resources" / metadata.ASSETS
NOTICES = metadata.NOTICES
HDIUTIL_ATTEMPTS = 5
HDIUTIL_PAUSE = 15  # seconds between attempts


class ConfigError(Exception):
    """Secrets given in part: better to stop than to ship half-signed."""


def _group(env: dict[str, str], names: tuple[str, ...], what: str) -> bool:
    """True when all of ``names`` are set, False when none is; ConfigError otherwise."""
    present = [name for name in names if env.get(name)]
    if present and len(present) < len(names):
        missing = ", ".join(name for name in names if name not in present)
        raise ConfigError(f"{what}: {', '.join(present)} set but {missing} missing")
    return bool(present)


def keychain_commands(env: dict[str, str], p12: Path, password: str) -> list[list[str]]:
    """Create an unlocked keychain holding the certificate, searched before the login one."""
    if not _group(env, CERTIFICATE_VARS, "signing certificate"):
        return []
    return [
        ["security", "create-keychain", "-p", password, KEYCHAIN],
        ["security", "set-keychain-settings", "-lut", "21600", KEYCHAIN],
        ["security", "unlock-keychain", "-p", password, KEYCHAIN],
        ["security", "import", str(p12), "-k", KEYCHAIN, "-f", "pkcs12",
         "-P", env["MACOS_CERTIFICATE_PASSWORD"], "-T", "/usr/bin/codesign"],
        ["security", "set-key-partition-list", "-S", "apple-tool:,apple:,codesign:",
         "-s", "-k", password, KEYCHAIN],
        ["security", "list-keychains", "-d", "user", "-s", KEYCHAIN, "login.keychain-db"],
    ]  # fmt: skip


def dmg_name(version: str, machine: str | None = None) -> str:
    machine = machine or platform.machine() or "unknown"
    return f"{metadata.INSTALLER_NAME}-{version}-{machine}.dmg"


def _notary_auth(env: dict[str, str]) -> list[str]:
    return [
        "--apple-id", env["APPLE_ID"], "--team-id", env["APPLE_TEAM_ID"],
        "--password", env["APPLE_APP_PASSWORD"],
    ]  # fmt: skip


def _notarize(env: dict[str, str], path: Path) -> list[str]:
    return [
        "xcrun", "notarytool", "submit", str(path), *_notary_auth(env),
        "--wait", "--timeout", NOTARY_TIMEOUT, "--output-format", "json",
    ]  # fmt: skip


def dmg_commands(env: dict[str, str], app: Path, stage: Path, dmg: Path) -> list[list[str]]:
    """The staged .app into a compressed .dmg; signed, notarized and stapled (the app inside
    first) when set up. ``stage`` is a scratch folder."""
    identity = env.get("MACOS_SIGNING_IDENTITY")
    notarize = _group(env, NOTARY_VARS, "notarization")
    if notarize and not identity:
        raise ConfigError("notarization needs MACOS_SIGNING_IDENTITY: Apple rejects unsigned apps")
    content = stage / "content"
    staged_app = content / app.name
    licences = content / "Licenses"
    commands = [
        ["ditto", str(app), str(staged_app)],
        ["ditto", str(app / ASSETS / "licenses"), str(licences)],
        ["cp", str(app / ASSETS / NOTICES), str(licences / NOTICES)],
    ]
    if notarize:  # the app's own ticket, stapled into the copy that goes into the image
        app_zip = stage / f"{app.stem}.zip"
        commands += [
            ["ditto", "-c", "-k", "--keepParent", str(staged_app), str(app_zip)],
            _notarize(env, app_zip),
            ["xcrun", "stapler", "staple", str(staged_app)],
            ["spctl", "--assess", "--type", "execute", "--verbose", str(staged_app)],
        ]
    commands += [
        ["ln", "-s", "/Applications", str(content / "Applications")],
        ["hdiutil", "create", "-volname", metadata.DISPLAY_NAME, "-srcfolder", str(content),
         "-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg)],
    ]  # fmt: skip
    if identity:
        commands.append(["codesign", "--sign", identity, "--timestamp", str(dmg)])
    if notarize:
        commands += [
            _notarize(env, dmg),
            ["xcrun", "stapler", "staple", str(dmg)],
            ["spctl", "--assess", "--type", "open", "--context", "context:primary-signature",
             "--verbose", str(dmg)],
        ]  # fmt: skip
    return commands


def run_hdiutil(command: list[str], run=subprocess.run, sleep=time.sleep) -> None:
    """``hdiutil create``, tried again after a pause while it reports "Resource busy"."""
    for attempt in range(1, HDIUTIL_ATTEMPTS + 1):
        result = run(command, capture_output=True, text=True)
        print(result.stdout, end="")
        print(result.stderr, end="", file=sys.stderr)
        if result.returncode == 0:
            return
        if "resource busy" not in (result.stdout + result.stderr).lower():
            break
        if attempt < HDIUTIL_ATTEMPTS:
            print(f"hdiutil: resource busy, trying again in {HDIUTIL_PAUSE} s", flush=True)
            sleep(HDIUTIL_PAUSE)
    raise subprocess.CalledProcessError(result.returncode, command)


def notarize(command: list[str], env: dict[str, str], run=subprocess.run) -> str:
    """Submit and wait; returns the submission id when Apple accepted it. Otherwise prints
    Apple's log of the submission and raises CalledProcessError."""
    result = run(command, capture_output=True, text=True)
    try:
        answer = json.loads(result.stdout)
    except json.JSONDecodeError:
        answer = {}
    status, submission = answer.get("status"), answer.get("id")
    print(f"notarytool: {command[3]}: {status or 'no JSON answer'} (submission {submission})")
    if result.returncode == 0 and status == "Accepted":
        return submission
    print(result.stderr, end="", file=sys.stderr)
    if submission:  # Apple's reasons, file by file
        log = run(["xcrun", "notarytool", "log", submission, *_notary_auth(env)],
                  capture_output=True, text=True)  # fmt: skip
        print(log.stdout, log.stderr, sep="\n", file=sys.stderr)
    raise subprocess.CalledProcessError(result.returncode or 1, command)


def masked(command: list[str], env: dict[str, str]) -> str:
    hidden = {env[name] for name in SECRET_VARS if env.get(name)}
    return " ".join("***" if part in hidden else part for part in command)


def _run_all(commands: list[list[str]], env: dict[str, str], dry_run: bool) -> None:
    for command in commands:
        print("+", masked(command, env), flush=True)
        if dry_run:
            continue
        if command[:2] == ["hdiutil", "create"]:
            run_hdiutil(command)
        elif command[:3] == ["xcrun", "notarytool", "submit"]:
            notarize(command, env)
        else:
            subprocess.run(command, check=True)


def cmd_keychain(env: dict[str, str], dry_run: bool) -> int:
    with tempfile.TemporaryDirectory() as scratch:
        p12 = Path(scratch) / "certificate.p12"
        commands = keychain_commands(env, p12, password=secrets.token_hex(16))
        if not commands:
            print("no signing certificate in the environment: the app will be ad-hoc signed")
            return 0
        if not dry_run:
            p12.write_bytes(base64.b64decode(env["MACOS_CERTIFICATE"]))
        _run_all(commands, env, dry_run)
    return 0


def cmd_dmg(env: dict[str, str], app: Path, out_dir: Path, dry_run: bool) -> int:
    if not dry_run and not app.is_dir():
        print(f"macos_release.py: {app} is missing; run build.py on macOS", file=sys.stderr)
        return 1
    dmg = out_dir / dmg_name(metadata.version())
    with tempfile.TemporaryDirectory() as scratch:
        commands = dmg_commands(env, app, Path(scratch), dmg)
        if not env.get("MACOS_SIGNING_IDENTITY"):
            print("no MACOS_SIGNING_IDENTITY: the .dmg and the app are not Developer ID signed")
        if not dry_run:
            out_dir.mkdir(parents=True, exist_ok=True)
            dmg.unlink(missing_ok=True)
        _run_all(commands, env, dry_run)
    if not dry_run:
        print(f"wrote {dmg} ({dmg.stat().st_size / 1e6:.1f} MB)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=["keychain", "dmg"])
    dist = metadata.ROOT / "dist"
    parser.add_argument("--app", type=Path, default=dist / f"{metadata.DISPLAY_NAME}.app")
    parser.add_argument("--out", type=Path, default=dist / "installers")
    parser.add_argument("--dry-run", action="store_true", help="print the commands only")
    args = parser.parse_args(argv)
    if not args.dry_run and sys.platform != "darwin":
        print("macos_release.py runs on macOS only (use --dry-run elsewhere)", file=sys.stderr)
        return 1
    if not args.dry_run and shutil.which("hdiutil") is None:
        print("macos_release.py: hdiutil not found", file=sys.stderr)
        return 1
    env = dict(os.environ)
    try:
        if args.step == "keychain":
            return cmd_keychain(env, args.dry_run)
        return cmd_dmg(env, args.app.resolve(), args.out.resolve(), args.dry_run)
    except ConfigError as error:
        print(f"macos_release.py: {error}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as error:
        print(f"macos_release.py: {masked(error.cmd, env)} failed", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
