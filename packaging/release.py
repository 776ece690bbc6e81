"""The release workflow's first and last steps: the tag and signing checks, and the Release.

    python packaging/release.py check-tag       # a v* tag must be v<__version__>, with notes
    python packaging/release.py check-signing   # a v* tag must be signed (or allowed unsigned)
    python packaging/release.py publish         # checksums + notes + draft, verify, publish
    ... --dry-run                               # print the plan, run nothing

``check-tag`` reads the ref the workflow runs for (GITHUB_REF_TYPE, GITHUB_REF_NAME; ``--tag``
overrides): on a tag it stops the workflow unless the tag is ``v`` + ``__version__`` and
CHANGELOG.md has a dated section for that version. A run on a branch (by hand, the weekly
schedule, a change under packaging/) builds and tests the installers without a release.

``check-signing``: on a tag, the workflow stops before building unless every platform's
signing is set up (WINDOWS_SIGNING, MACOS_SIGNING and MACOS_NOTARIZATION are "true": the
workflow derives them from its secrets) or the run was started by hand with "allow unsigned"
(ALLOW_UNSIGNED=true). The release notes then say what is signed and what is not.

``publish`` expects the installers in ``dist/installers/`` (the workflow downloads the
artifacts there; the Intel disk image may be missing: that leg does not block a release). It
writes ``SHA256SUMS.txt`` and the notes (the version's CHANGELOG.md section, the downloads, the
signing status, the checksums), then with the GitHub CLI (``gh``, on the runners; it reads
GH_TOKEN): creates the release as a **draft** (a pre-release for an a/b/rc version), uploads
every file, downloads them again and checks each against the built file's SHA-256, and only
then publishes it. A re-run is safe: it carries on with a draft left by a failed run, and a
release already published with the same files is left as it is (different files: it stops).
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import metadata  # noqa: E402

CHANGELOG = metadata.ROOT / "CHANGELOG.md"
SUMS = "SHA256SUMS.txt"
# What a release must hold: one file per pattern (the Windows setup, a macOS disk image per
# architecture, the Linux archive).
INSTALLERS = {
    "Windows": f"{metadata.INSTALLER_NAME}-{{v}}-setup.exe",
    "macOS (Apple Silicon)": f"{metadata.INSTALLER_NAME}-{{v}}-arm64.dmg",
    "macOS (Intel)": f"{metadata.INSTALLER_NAME}-{{v}}-x86_64.dmg",
    "Linux": f"{metadata.APP_NAME}-{{v}}-linux-x86_64.tar.gz",
}
# Built on GitHub's last Intel macOS image, whose leg may fail without blocking the release
# (packaging/README.md, "macOS: Apple Silicon first").
OPTIONAL = {"macOS (Intel)"}
# What the workflow says about signing ("true"/"false", from its secrets), by platform.
SIGNING = {
    "Windows": ("WINDOWS_SIGNING",),
    "macOS": ("MACOS_SIGNING", "MACOS_NOTARIZATION"),
}
UNSIGNED_HELP = {
    "Windows": "SmartScreen may warn on first start: More info > Run anyway.",
    "macOS": "Gatekeeper blocks the first start: System Settings > Privacy & Security >"
    " Open Anyway (packaging/README.md).",
}


class ReleaseError(Exception):
    pass


def changelog_section(text: str, version: str) -> str:
    """The body of ``## [version] - date``; ReleaseError when missing or still Unreleased."""
    heading = re.compile(rf"^## \[?{re.escape(version)}\]?(?: - (.*))?$", re.M)
    match = heading.search(text)
    if match is None:
        raise ReleaseError(f"CHANGELOG.md has no section for {version}")
    date = (match.group(1) or "").strip()
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise ReleaseError(
            f"CHANGELOG.md: the {version} section is dated {date or 'nothing'!r}: "
            "write the release date (YYYY-MM-DD) before tagging"
        )
    following = re.compile(r"^## ", re.M).search(text, match.end())
    body = text[match.end() : following.start() if following else len(text)].strip()
    if not body:
        raise ReleaseError(f"CHANGELOG.md: the {version} section is empty")
    return body


def tag_problem(ref_type: str, ref_name: str, version: str, changelog: str) -> str | None:
    """Why a run for this ref must not release, or None."""
    if ref_type != "tag":
        return None
    if ref_name != f"v{version}":
        return f"tag {ref_name} does not match __version__ {version} (expected v{version})"
    try:
        changelog_section(changelog, version)
    except ReleaseError as error:
        return str(error)
    return None


def expected_installers(folder: Path, version: str) -> dict[str, Path]:
    """Label -> installer file; ReleaseError naming what is missing or ambiguous."""
    found, problems = {}, []
    names = sorted(path.name for path in folder.glob("*") if path.is_file())
    for label, pattern in INSTALLERS.items():
        matches = fnmatch.filter(names, pattern.format(v=version))
        if not matches and label in OPTIONAL:
            continue
        if len(matches) != 1:
            problems.append(f"{label}: {len(matches)} files match {pattern.format(v=version)}")
        else:
            found[label] = folder / matches[0]
    if problems:
        raise ReleaseError(f"installers in {folder}: " + "; ".join(problems))
    return found


def sha256sums(files: list[Path]) -> str:
    """``sha256sum``'s format, so ``sha256sum -c SHA256SUMS.txt`` checks a download."""
    lines = []
    for path in sorted(files, key=lambda p: p.name):
        digest = hashlib.sha256()
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        lines.append(f"{digest.hexdigest()}  {path.name}")
    return "\n".join(lines) + "\n"


def is_prerelease(version: str) -> bool:
    """An alpha, beta or release candidate (PEP 440: 1.2.0a1, 1.2.0b2, 1.2.0rc1) or a dev
    build: published as a GitHub pre-release, never as the latest release."""
    return re.search(r"\d(a|b|rc|\.dev)\d*$", version) is not None


def signing_status(env: dict[str, str]) -> dict[str, bool]:
    """Platform -> whether its installer is signed (macOS: and notarized)."""
    return {
        platform: all(env.get(name) == "true" for name in names)
        for platform, names in SIGNING.items()
    }


def signing_problem(ref_type: str, status: dict[str, bool], allow_unsigned: bool) -> str | None:
    """Why this run must stop before building (an unsigned release not explicitly allowed)."""
    unsigned = [platform for platform, signed in status.items() if not signed]
    if ref_type != "tag" or not unsigned or allow_unsigned:
        return None
    return (
        f"a release tag without signing for {', '.join(unsigned)}: set the signing secrets "
        "(packaging/README.md), or run the workflow by hand on the tag with 'allow unsigned'"
    )


def signing_note(status: dict[str, bool]) -> str:
    lines = ["## Signing", ""]
    for platform, signed in status.items():
        if signed:
            what = "notarized by Apple" if platform == "macOS" else "code-signed"
            lines.append(f"- {platform}: signed ({what}).")
        else:
            lines.append(f"- {platform}: **not signed**. {UNSIGNED_HELP[platform]}")
    return "\n".join(lines)


def release_notes(
    section: str, installers: dict[str, Path], sums: str, signing: dict[str, bool]
) -> str:
    rows = "\n".join(f"| {label} | `{path.name}` |" for label, path in installers.items())
    return (
        f"{section}\n\n## Downloads\n\n| platform | file |\n|---|---|\n{rows}\n\n"
        f"{signing_note(signing)}\n\n"
        f"SHA-256 checksums (`sha256sum -c {SUMS}` in the download folder):\n\n"
        f"```\n{sums}```\n"
    )


class GitHub:
    """The few ``gh release`` calls publishing needs; ``run`` is subprocess.run (tests give
    a stand-in)."""

    def __init__(self, tag: str, run=subprocess.run) -> None:
        self.tag, self.run = tag, run

    def _gh(self, *args: str, check: bool = True):
        command = ["gh", "release", *args]
        print("+", " ".join(command), flush=True)
        result = self.run(command, capture_output=True, text=True)
        if check and result.returncode != 0:
            raise ReleaseError(f"{' '.join(command[:4])} failed: {result.stderr.strip()}")
        return result

    def state(self) -> str | None:
        """None (no release for the tag yet), "draft" or "published"."""
        result = self._gh("view", self.tag, "--json", "isDraft", check=False)
        if result.returncode != 0:
            if "not found" in result.stderr.lower():
                return None
            raise ReleaseError(f"gh release view {self.tag} failed: {result.stderr.strip()}")
        return "draft" if json.loads(result.stdout)["isDraft"] else "published"

    def create_draft(self, title: str, notes: Path, prerelease: bool) -> None:
        flags = ["--prerelease"] if prerelease else []
        self._gh("create", self.tag, "--draft", "--verify-tag", "--title", title,
                 "--notes-file", str(notes), *flags)  # fmt: skip

    def update_notes(self, notes: Path) -> None:
        self._gh("edit", self.tag, "--notes-file", str(notes))

    def upload(self, files: list[Path]) -> None:
        self._gh("upload", self.tag, "--clobber", *map(str, files))

    def download(self, folder: Path) -> None:
        self._gh("download", self.tag, "--dir", str(folder), "--clobber")

    def publish(self, prerelease: bool) -> None:
        flags = ["--prerelease"] if prerelease else ["--latest"]
        self._gh("edit", self.tag, "--draft=false", *flags)


def _sums_by_name(files: list[Path]) -> dict[str, str]:
    lines = sha256sums(files).splitlines() if files else []
    return {line.split("  ", 1)[1]: line.split("  ", 1)[0] for line in lines}


def asset_mismatches(built: list[Path], downloaded: Path) -> list[str]:
    """How the release's assets (downloaded into ``downloaded``) differ from the built files."""
    expected = _sums_by_name(built)
    found = _sums_by_name(sorted(path for path in downloaded.iterdir() if path.is_file()))
    problems = [f"{name}: missing from the release" for name in expected if name not in found]
    problems += [f"{name}: not built by this run" for name in found if name not in expected]
    problems += [
        f"{name}: its checksum differs from the built file's"
        for name in expected
        if name in found and found[name] != expected[name]
    ]
    return problems


def verify_assets(github: GitHub, files: list[Path]) -> None:
    """Download the release's assets and compare each with the built file; ReleaseError."""
    with tempfile.TemporaryDirectory() as scratch:
        github.download(Path(scratch))
        problems = asset_mismatches(files, Path(scratch))
    if problems:
        raise ReleaseError("the release's files are not the built ones: " + "; ".join(problems))


def publish_release(
    github: GitHub, title: str, notes: Path, files: list[Path], prerelease: bool
) -> str:
    """Draft, upload, verify, publish (see the module's docstring); says what was done."""
    state = github.state()
    if state == "published":
        verify_assets(github, files)
        return f"{github.tag} was already published with these files: nothing to do"
    if state is None:
        github.create_draft(title, notes, prerelease)
    else:
        github.update_notes(notes)
    github.upload(files)
    verify_assets(github, files)
    github.publish(prerelease)
    return f"{github.tag} published with {len(files)} files, each checked against the build"


def cmd_check_tag(ref_type: str, ref_name: str) -> int:
    version = metadata.version()
    problem = tag_problem(ref_type, ref_name, version, CHANGELOG.read_text(encoding="utf-8"))
    if problem:
        print(f"release.py: {problem}", file=sys.stderr)
        return 1
    what = f"tag {ref_name} matches" if ref_type == "tag" else f"{ref_type or 'local'} run of"
    print(f"{what} version {version}")
    return 0


def cmd_check_signing(ref_type: str, env: dict[str, str]) -> int:
    status = signing_status(env)
    problem = signing_problem(ref_type, status, env.get("ALLOW_UNSIGNED") == "true")
    if problem:
        print(f"release.py: {problem}", file=sys.stderr)
        return 1
    print(signing_note(status).removeprefix("## Signing\n\n"))
    return 0


def cmd_publish(
    folder: Path, tag: str, env: dict[str, str], dry_run: bool, run=subprocess.run
) -> int:
    version = metadata.version()
    try:
        if tag != f"v{version}":
            raise ReleaseError(f"publishing {tag!r}, but __version__ is {version}")
        section = changelog_section(CHANGELOG.read_text(encoding="utf-8"), version)
        installers = expected_installers(folder, version)
    except ReleaseError as error:
        print(f"release.py: {error}", file=sys.stderr)
        return 1
    sums = sha256sums(list(installers.values()))
    (folder / SUMS).write_text(sums, encoding="utf-8")
    notes = folder.parent / "release-notes.md"
    notes.write_text(
        release_notes(section, installers, sums, signing_status(env)), encoding="utf-8"
    )
    files = [*installers.values(), folder / SUMS]
    title = f"{metadata.DISPLAY_NAME} {version}"
    prerelease = is_prerelease(version)
    if dry_run:
        kind = "pre-release" if prerelease else "release"
        print(f"+ draft {kind} {tag}, upload, verify, publish: {' '.join(map(str, files))}")
        print(notes.read_text(encoding="utf-8"))
        return 0
    try:
        print(publish_release(GitHub(tag, run), title, notes, files, prerelease))
    except ReleaseError as error:
        print(f"release.py: {error}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=["check-tag", "check-signing", "publish"])
    parser.add_argument("--tag", help="the ref name (default: GITHUB_REF_NAME)")
    parser.add_argument("--installers", type=Path, default=metadata.ROOT / "dist" / "installers")
    parser.add_argument("--dry-run", action="store_true", help="print the plan, run nothing")
    args = parser.parse_args(argv)
    ref_type = "tag" if args.tag else os.environ.get("GITHUB_REF_TYPE", "")
    ref_name = args.tag or os.environ.get("GITHUB_REF_NAME", "")
    if args.step == "check-tag":
        return cmd_check_tag(ref_type, ref_name)
    if args.step == "check-signing":
        return cmd_check_signing(ref_type, dict(os.environ))
    return cmd_publish(args.installers, ref_name, dict(os.environ), args.dry_run)


if __name__ == "__main__":
    sys.exit(main())
