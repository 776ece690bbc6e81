"""The release workflow's first and last steps: the tag check and the GitHub Release.

    python packaging/release.py check-tag   # a v* tag must be v<__version__>, with its notes
    python packaging/release.py publish     # checksums + notes + `gh release create`
    ... --dry-run                           # print the plan, run nothing

``check-tag`` reads the ref the workflow runs for (GITHUB_REF_TYPE, GITHUB_REF_NAME; ``--tag``
overrides): on a tag it stops the workflow unless the tag is ``v`` + ``__version__`` and
CHANGELOG.md has a dated section for that version. A run started by hand on a branch builds
the installers without a release, so it passes.

``publish`` expects the installers of every platform in ``dist/installers/`` (the workflow
downloads the artifacts there): it writes ``SHA256SUMS.txt`` and the release notes (the
version's CHANGELOG.md section, then the checksums), and creates the release with the GitHub
CLI (``gh``, preinstalled on the runners; it reads GH_TOKEN). Workflow artifacts expire after
30 days; release assets stay.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import os
import re
import subprocess
import sys
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


def release_notes(section: str, installers: dict[str, Path], sums: str) -> str:
    rows = "\n".join(f"| {label} | `{path.name}` |" for label, path in installers.items())
    return (
        f"{section}\n\n## Downloads\n\n| platform | file |\n|---|---|\n{rows}\n\n"
        f"SHA-256 checksums (`sha256sum -c {SUMS}` in the download folder):\n\n"
        f"```\n{sums}```\n"
    )


def publish_command(tag: str, version: str, notes: Path, files: list[Path]) -> list[str]:
    return [
        "gh", "release", "create", tag, "--verify-tag",
        "--title", f"{metadata.DISPLAY_NAME} {version}", "--notes-file", str(notes),
        *map(str, files),
    ]  # fmt: skip


def cmd_check_tag(ref_type: str, ref_name: str) -> int:
    version = metadata.version()
    problem = tag_problem(ref_type, ref_name, version, CHANGELOG.read_text(encoding="utf-8"))
    if problem:
        print(f"release.py: {problem}", file=sys.stderr)
        return 1
    what = f"tag {ref_name} matches" if ref_type == "tag" else f"{ref_type or 'local'} run of"
    print(f"{what} version {version}")
    return 0


def cmd_publish(folder: Path, tag: str, dry_run: bool) -> int:
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
    notes.write_text(release_notes(section, installers, sums), encoding="utf-8")
    command = publish_command(tag, version, notes, [*installers.values(), folder / SUMS])
    print("+", " ".join(command), flush=True)
    if dry_run:
        print(notes.read_text(encoding="utf-8"))
        return 0
    return subprocess.run(command, check=False).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=["check-tag", "publish"])
    parser.add_argument("--tag", help="the ref name (default: GITHUB_REF_NAME)")
    parser.add_argument("--installers", type=Path, default=metadata.ROOT / "dist" / "installers")
    parser.add_argument("--dry-run", action="store_true", help="print the plan, run nothing")
    args = parser.parse_args(argv)
    ref_type = "tag" if args.tag else os.environ.get("GITHUB_REF_TYPE", "")
    ref_name = args.tag or os.environ.get("GITHUB_REF_NAME", "")
    if args.step == "check-tag":
        return cmd_check_tag(ref_type, ref_name)
    return cmd_publish(args.installers, ref_name, args.dry_run)


if __name__ == "__main__":
    sys.exit(main())
