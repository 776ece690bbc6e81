"""The release workflow (issue 22): its YAML, the ci.py plan of every job on every platform (a
dry run of the whole workflow logic), the tag check, the GitHub Release and the bundle check."""

import hashlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
sys.path.insert(0, str(PACKAGING))

import check_bundle  # noqa: E402
import ci  # noqa: E402
import macos_release  # noqa: E402
import metadata  # noqa: E402
import release  # noqa: E402
import windows_installer  # noqa: E402

# Runner images GitHub has retired or deprecated by 2026-12 (macos-14 since 2 Nov 2026).
RETIRED_RUNNERS = {"macos-12", "macos-13", "macos-14", "ubuntu-20.04", "ubuntu-22.04",
                   "windows-2019"}  # fmt: skip
# The first majors of the actions that run on Node 24 (the runners dropped Node 20).
NODE24_MAJORS = {
    "actions/checkout": 5,
    "actions/setup-python": 6,
    "actions/upload-artifact": 6,
    "actions/download-artifact": 7,
}


@pytest.fixture(scope="module")
def workflow():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def _steps(workflow):
    return [step for job in workflow["jobs"].values() for step in job["steps"]]


# --- the workflow file ---------------------------------------------------------------------------
def test_installers_build_on_current_runners_for_every_platform_and_mac_architecture(workflow):
    assert set(workflow["on"]) == {"push", "workflow_dispatch"}
    assert workflow["on"]["push"]["tags"] == ["v*"]
    job = workflow["jobs"]["installer"]
    matrix = job["strategy"]["matrix"]["include"]
    runners = {entry["label"]: entry["os"] for entry in matrix}
    assert set(runners) == {"windows", "macos-arm64", "macos-x86_64", "linux"}
    assert runners["macos-x86_64"].endswith("-intel")  # the Intel image; the plain one is arm64
    assert not runners["macos-arm64"].endswith("-intel")
    labels = set(runners.values()) | {j["runs-on"] for j in workflow["jobs"].values()}
    assert not RETIRED_RUNNERS & labels
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"


def test_linux_builds_in_the_container_whose_glibc_is_the_stated_floor(workflow):
    job = workflow["jobs"]["installer"]
    (linux,) = [
        entry for entry in job["strategy"]["matrix"]["include"] if entry["label"] == "linux"
    ]
    assert linux["container"] == "python:3.11-slim-bookworm"  # Debian 12: glibc 2.36
    assert metadata.GLIBC_FLOOR == "2.36"
    assert job["container"] == {"image": "${{ matrix.container || '' }}"}  # none elsewhere
    (setup_python,) = [s for s in job["steps"] if s.get("uses", "").startswith("actions/setup")]
    assert setup_python["if"] == "${{ !matrix.container }}"
    assert "2.36" in (PACKAGING / "README.md").read_text(encoding="utf-8")


def test_every_action_is_a_node24_major(workflow):
    uses = [step["uses"] for step in _steps(workflow) if "uses" in step]
    assert {use.split("@")[0] for use in uses} == set(NODE24_MAJORS)
    for use in uses:
        action, version = use.split("@")
        assert re.fullmatch(r"v\d+", version), use
        assert int(version[1:]) >= NODE24_MAJORS[action], use


def test_every_run_step_is_a_ci_stage_and_the_jobs_run_them_in_order(workflow):
    stages = []
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            assert set(step) <= {"name", "run", "uses", "with", "env", "if"}
            assert ("run" in step) != ("uses" in step)
            if "run" in step:
                match = re.fullmatch(r"python packaging/ci\.py (\w+)", step["run"])
                assert match, f"not a ci.py stage: {step['run']!r}"
                stages.append(match.group(1))
    assert tuple(stages) == ci.STAGES
    assert workflow["jobs"]["installer"]["needs"] == "version"
    assert workflow["jobs"]["release"]["needs"] == "installer"


def test_only_the_release_job_may_write_and_only_for_a_tag(workflow):
    assert workflow["permissions"] == {"contents": "read"}
    publish = workflow["jobs"]["release"]
    assert publish["permissions"] == {"contents": "write"}
    assert publish["if"] == "${{ startsWith(github.ref, 'refs/tags/v') }}"
    download = [s for s in publish["steps"] if s.get("uses", "").startswith("actions/download")]
    assert download[0]["with"] == {
        "pattern": "everdell-desktop-*",
        "path": "dist/installers/",
        "merge-multiple": True,
    }
    assert publish["steps"][-1]["env"] == {"GH_TOKEN": "${{ github.token }}"}


def test_steps_get_only_the_secrets_the_scripts_read_and_upload_the_installers(workflow):
    known = set(
        macos_release.CERTIFICATE_VARS + macos_release.NOTARY_VARS
    ) | set(windows_installer.SIGNING_VARS)  # fmt: skip
    passed = set()
    for step in workflow["jobs"]["installer"]["steps"]:
        for name, value in step.get("env", {}).items():
            assert name in known and value == f"${{{{ secrets.{name} }}}}"
            passed.add(name)
    assert passed == known
    upload = workflow["jobs"]["installer"]["steps"][-1]
    assert upload["uses"].startswith("actions/upload-artifact@")
    assert upload["with"]["name"] == "everdell-desktop-${{ matrix.label }}"
    assert upload["with"]["path"] == "dist/installers/"
    assert upload["with"]["if-no-files-found"] == "error"


# --- ci.py: the plan of every stage on every platform --------------------------------------------
@pytest.mark.parametrize("platform", ci.PLATFORMS)
def test_ci_plans_run_repository_scripts_only(platform):
    for stage in ci.STAGES:
        for command in ci.plan(stage, platform):
            scripts = [part for part in command if part.endswith(".py")]
            assert all(Path(script).is_file() for script in scripts)
            assert command[0] in (sys.executable, "sudo", "apt-get", "choco", "xvfb-run"), command
    package = ci.plan("package", platform)[0][1]
    assert (
        Path(package).name
        == {
            "linux": "linux_tarball.py",
            "win32": "windows_installer.py",
            "darwin": "macos_release.py",
        }[platform]
    )


@pytest.mark.parametrize("platform", ci.PLATFORMS)
def test_ci_dry_run_prints_every_stage_of_another_platform(platform, capsys):
    for stage in ci.STAGES:
        assert ci.main(["--platform", platform, "--dry-run", stage]) == 0
    printed = capsys.readouterr().out
    assert printed.count("+ ") >= len(ci.STAGES)
    assert "check_bundle.py" in printed and "release.py check-tag" in printed


def test_linux_setup_installs_every_xcb_library_and_the_tools_when_missing(monkeypatch):
    if not sys.platform.startswith("linux"):
        pytest.skip("the apt plan is made on Linux")
    monkeypatch.setattr(ci, "_missing_linux_packages", lambda: list(ci.LINUX_PACKAGES))
    commands = ci.plan("setup", "linux")
    install = next(c for c in commands if "install" in c and "apt-get" in c)
    needed = ["libxcb-image0", "libxcb-randr0", "libxcb-render-util0", "libxcb-util1"]
    needed += ["libxcb-cursor0", "libxkbcommon-x11-0", "xvfb", "xauth", "binutils"]
    assert set(needed) <= set(install)
    assert commands[-1][-1].endswith("[test,build]")


def test_linux_smoke_runs_offscreen_then_on_xcb_under_xvfb():
    offscreen, xcb = ci.plan("smoke", "linux")
    assert "--platform" not in offscreen and "--console" in offscreen
    assert xcb[0] == "xvfb-run" and xcb[xcb.index("--platform") + 1] == "xcb"


def test_windows_smoke_checks_the_console_executable_prints():
    gui, cli = ci.plan("smoke", "win32")
    assert gui[-1].endswith("everdell-desktop.exe") and "--console" not in gui
    assert cli[-2].endswith("everdell-desktop-cli.exe") and cli[-1] == "--console"


def test_ci_refuses_to_run_another_platform_for_real():
    other = "win32" if sys.platform != "win32" else "darwin"
    with pytest.raises(SystemExit):
        ci.main(["--platform", other, "package"])


# --- the tag and the release ---------------------------------------------------------------------
CHANGES = """# Changelog

## [1.2.0] - Unreleased

- next

## [1.1.0] - 2026-11-30

- Added a thing.
- Fixed another.

## [1.0.0] - 2026-10-01

- First.
"""


def test_the_version_section_of_the_changelog_becomes_the_notes():
    assert release.changelog_section(CHANGES, "1.1.0") == "- Added a thing.\n- Fixed another."
    assert release.changelog_section(CHANGES, "1.0.0") == "- First."


@pytest.mark.parametrize(
    "version, problem", [("1.2.0", "dated 'Unreleased'"), ("0.9.0", "no section for 0.9.0")]
)
def test_an_undated_or_missing_section_stops_the_release(version, problem):
    with pytest.raises(release.ReleaseError, match=problem):
        release.changelog_section(CHANGES, version)


@pytest.mark.parametrize(
    "ref_type, ref_name, problem",
    [
        ("branch", "main", None),  # a run by hand on a branch: installers, no release
        ("tag", "v1.1.0", None),
        ("tag", "v1.1.1", "does not match __version__ 1.1.0"),
        ("tag", "1.1.0", "expected v1.1.0"),
    ],
)
def test_a_v_tag_must_match_the_version(ref_type, ref_name, problem):
    found = release.tag_problem(ref_type, ref_name, "1.1.0", CHANGES)
    assert found is None if problem is None else problem in found


def test_the_tag_check_reads_the_ref_of_the_run(monkeypatch):
    monkeypatch.setenv("GITHUB_REF_TYPE", "tag")
    monkeypatch.setenv("GITHUB_REF_NAME", f"v{metadata.version()}.999")
    assert release.main(["check-tag"]) == 1
    monkeypatch.setenv("GITHUB_REF_TYPE", "branch")
    assert release.main(["check-tag"]) == 0


def _installers(folder: Path, version: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    for pattern in release.INSTALLERS.values():
        path = folder / pattern.format(v=version)
        path.write_bytes(path.name.encode() * 1000)
        files.append(path)
    return files


def test_checksums_are_in_sha256sum_format(tmp_path):
    files = _installers(tmp_path, "1.0.0")
    sums = release.sha256sums(files)
    for line, path in zip(sums.splitlines(), sorted(files, key=lambda p: p.name), strict=True):
        assert line == f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}"
    if shutil.which("sha256sum"):  # coreutils: the tool a user checks a download with
        (tmp_path / "SUMS").write_text(sums)
        check = subprocess.run(["sha256sum", "-c", "SUMS"], cwd=tmp_path, capture_output=True)
        assert check.returncode == 0, check.stdout + check.stderr


def test_a_release_needs_every_installer_once(tmp_path):
    files = _installers(tmp_path, "1.0.0")
    assert set(release.expected_installers(tmp_path, "1.0.0").values()) == set(files)
    files[2].unlink()  # the Intel disk image
    with pytest.raises(release.ReleaseError, match=r"macOS \(Intel\): 0 files"):
        release.expected_installers(tmp_path, "1.0.0")


def test_publish_dry_run_writes_checksums_and_notes_and_plans_gh_release(tmp_path, capsys):
    version = metadata.version()
    folder = tmp_path / "installers"
    files = _installers(folder, version)
    changelog = release.CHANGELOG.read_text(encoding="utf-8")
    try:
        section = release.changelog_section(changelog, version)
    except release.ReleaseError:
        section = None
    code = release.main(
        ["publish", "--tag", f"v{version}", "--installers", str(folder), "--dry-run"]
    )
    out = capsys.readouterr()
    if section is None:  # the real CHANGELOG is not dated yet: publishing must refuse
        assert code == 1 and "CHANGELOG.md" in out.err
        return
    assert code == 0
    command = out.out.splitlines()[0]
    assert command.startswith(f"+ gh release create v{version} --verify-tag")
    for path in [*files, folder / release.SUMS]:
        assert str(path) in command
    notes = (tmp_path / "release-notes.md").read_text()
    assert notes.startswith(section)
    assert (folder / release.SUMS).read_text() in notes


def test_publish_builds_notes_from_the_section_and_every_file(tmp_path):
    files = _installers(tmp_path / "i", "1.1.0")
    installers = release.expected_installers(tmp_path / "i", "1.1.0")
    sums = release.sha256sums(files)
    notes = release.release_notes(release.changelog_section(CHANGES, "1.1.0"), installers, sums)
    assert notes.startswith("- Added a thing.")
    for label, path in installers.items():
        assert f"| {label} | `{path.name}` |" in notes
    assert sums in notes
    command = release.publish_command("v1.1.0", "1.1.0", tmp_path / "n.md", files)
    assert command[:5] == ["gh", "release", "create", "v1.1.0", "--verify-tag"]
    assert command[-len(files) :] == [str(f) for f in files]


# --- check_bundle.py -----------------------------------------------------------------------------
LDD = """\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /b/_internal/libQt6XcbQpa.so.6 (0x00007f01)
\tlibxcb-image.so.0 => /usr/lib/x86_64-linux-gnu/libxcb-image.so.0 (0x00007f02)
\tlibxcb-randr.so.0 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f03)
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f04)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f05)
"""


def test_ldd_output_is_read_library_by_library():
    assert check_bundle.parse_ldd(LDD) == {
        "libQt6XcbQpa.so.6": "/b/_internal/libQt6XcbQpa.so.6",
        "libxcb-image.so.0": "/usr/lib/x86_64-linux-gnu/libxcb-image.so.0",
        "libxcb-randr.so.0": None,
        "libxcb.so.1": "/lib/x86_64-linux-gnu/libxcb.so.1",
        "libc.so.6": "/lib/x86_64-linux-gnu/libc.so.6",
    }


def test_ldd_check_flags_missing_and_system_resolved_bundled_libraries():
    def bundled(name):  # what PyInstaller collects: all but the base system
        return name not in ("libc.so.6", "libxcb.so.1")

    problems = check_bundle.ldd_problems(check_bundle.parse_ldd(LDD), Path("/b"), bundled)
    assert problems == [
        "libxcb-image.so.0: resolved outside the bundle, to "
        "/usr/lib/x86_64-linux-gnu/libxcb-image.so.0",
        "libxcb-randr.so.0: not found",
    ]


def test_pyinstaller_decides_which_libraries_belong_in_the_bundle():
    pytest.importorskip("PyInstaller")
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux library names")
    assert check_bundle._pyinstaller_bundles("libxcb-image.so.0")
    assert not check_bundle._pyinstaller_bundles("libc.so.6")


def test_glibc_floor_is_the_newest_symbol_version(tmp_path):
    (tmp_path / "a.so").write_bytes(b"\x7fELF..GLIBC_2.2.5\x00..GLIBC_2.34\x00")
    (tmp_path / "b.so").write_bytes(b"\x7fELF..GLIBC_2.17\x00GLIBC_PRIVATE\x00")
    assert check_bundle.glibc_floor(sorted(tmp_path.glob("*.so"))) == (2, 34)
    (tmp_path / "notes.txt").write_bytes(b"GLIBC_2.99\x00")  # not an ELF file: not read
    assert sorted(check_bundle._elf_files(tmp_path)) == sorted(tmp_path.glob("*.so"))


def test_the_bundle_check_refuses_files_slim_leaves_out(tmp_path):
    bundle = tmp_path / "everdell-desktop"
    (bundle / "_internal" / "PySide6").mkdir(parents=True)
    (bundle / "_internal" / "PySide6" / "opengl32sw.dll").write_bytes(b"x")
    (bundle / "_internal" / "libcrypto.so.3").write_bytes(b"x")
    (bundle / "_internal" / "libQt6Core.so.6").write_bytes(b"x")
    assert check_bundle.left_out_files_present(bundle) == [
        "_internal/PySide6/opengl32sw.dll",
        "_internal/libcrypto.so.3",
    ]
    with pytest.raises(check_bundle.CheckFailure, match=r"opengl32sw\.dll"):
        check_bundle.check(bundle, "win32")
