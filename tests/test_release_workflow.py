"""The release workflow (issues 22 and 42): its YAML, the ci.py plan of every job on every
platform (a dry run of the whole workflow logic), the tag and signing checks, the GitHub
Release (draft, verify, publish), the pinned build, the installed-app smoke test and the
bundle check."""

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
sys.path.insert(0, str(PACKAGING))

import check_bundle  # noqa: E402
import ci  # noqa: E402
import installed_smoke  # noqa: E402
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
    "actions/attest-build-provenance": 3,
}


@pytest.fixture(scope="module")
def workflow():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def _steps(workflow):
    return [step for job in workflow["jobs"].values() for step in job["steps"]]


# --- the workflow file ---------------------------------------------------------------------------
def test_installers_build_on_current_runners_for_every_platform_and_mac_architecture(workflow):
    assert set(workflow["on"]) == {"push", "pull_request", "schedule", "workflow_dispatch"}
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
    # Debian 12 (glibc 2.36), pinned by digest: a tag cannot move under the release
    assert re.fullmatch(
        r"python:3\.11(\.\d+)?-slim-bookworm@sha256:[0-9a-f]{64}", linux["container"]
    )
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
    # contents: the release; id-token and attestations: the build-provenance attestation
    assert publish["permissions"] == {
        "contents": "write",
        "id-token": "write",
        "attestations": "write",
    }
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


def test_a_release_needs_every_installer_once_but_may_lack_the_intel_image(tmp_path):
    files = _installers(tmp_path, "1.0.0")
    assert set(release.expected_installers(tmp_path, "1.0.0").values()) == set(files)
    files[2].unlink()  # the Intel disk image: its leg does not block a release
    assert "macOS (Intel)" not in release.expected_installers(tmp_path, "1.0.0")
    files[0].unlink()  # the Windows setup is not optional
    with pytest.raises(release.ReleaseError, match=r"Windows: 0 files"):
        release.expected_installers(tmp_path, "1.0.0")


SIGNED = {"WINDOWS_SIGNING": "true", "MACOS_SIGNING": "true", "MACOS_NOTARIZATION": "true"}


def test_publish_dry_run_writes_checksums_and_notes_with_the_signing_status(tmp_path, capsys):
    version = metadata.version()
    folder = tmp_path / "installers"
    files = _installers(folder, version)
    changelog = release.CHANGELOG.read_text(encoding="utf-8")
    try:
        section = release.changelog_section(changelog, version)
    except release.ReleaseError:
        section = None
    code = release.cmd_publish(folder, f"v{version}", {"WINDOWS_SIGNING": "true"}, dry_run=True)
    out = capsys.readouterr()
    if section is None:  # the real CHANGELOG is not dated yet: publishing must refuse
        assert code == 1 and "CHANGELOG.md" in out.err
        return
    assert code == 0
    plan = out.out.splitlines()[0]
    assert plan.startswith("+ draft") and "upload, verify, publish" in plan
    for path in [*files, folder / release.SUMS]:
        assert str(path) in plan
    notes = (tmp_path / "release-notes.md").read_text()
    assert notes.startswith(section)
    assert (folder / release.SUMS).read_text() in notes
    assert "- Windows: signed" in notes and "- macOS: **not signed**" in notes


def test_publish_builds_notes_from_the_section_every_file_and_the_signing(tmp_path):
    files = _installers(tmp_path / "i", "1.1.0")
    installers = release.expected_installers(tmp_path / "i", "1.1.0")
    sums = release.sha256sums(files)
    section = release.changelog_section(CHANGES, "1.1.0")
    notes = release.release_notes(section, installers, sums, release.signing_status(SIGNED))
    assert notes.startswith("- Added a thing.")
    for label, path in installers.items():
        assert f"| {label} | `{path.name}` |" in notes
    assert sums in notes
    assert "- Windows: signed (code-signed)." in notes
    assert "- macOS: signed (notarized by Apple)." in notes
    unsigned = release.release_notes(section, installers, sums, release.signing_status({}))
    assert unsigned.count("**not signed**") == 2 and "Open Anyway" in unsigned


# --- signing: a tag is signed, or explicitly allowed unsigned ------------------------------------
@pytest.mark.parametrize(
    "ref_type, env, stops",
    [
        ("tag", {}, True),
        ("tag", {**SIGNED, "MACOS_NOTARIZATION": "false"}, True),  # signed, not notarized
        ("tag", {"ALLOW_UNSIGNED": "true"}, False),
        ("tag", {"ALLOW_UNSIGNED": "false"}, True),
        ("tag", SIGNED, False),
        ("branch", {}, False),  # the weekly or packaging run: nothing is released
    ],
)
def test_a_tag_without_signing_stops_unless_allowed(ref_type, env, stops, capsys):
    assert release.cmd_check_signing(ref_type, env) == (1 if stops else 0)
    if stops:
        assert "allow unsigned" in capsys.readouterr().err


def test_the_workflow_derives_signing_from_its_secrets_and_offers_allow_unsigned(workflow):
    names = {name for names in release.SIGNING.values() for name in names}
    assert set(workflow["env"]) == names
    for name in names:
        assert workflow["env"][name].startswith("${{ secrets.")
    assert "secrets.APPLE_APP_PASSWORD != ''" in workflow["env"]["MACOS_NOTARIZATION"]
    allow = workflow["on"]["workflow_dispatch"]["inputs"]["allow_unsigned"]
    assert allow["type"] == "boolean" and allow["default"] is False
    (signing,) = [s for s in workflow["jobs"]["version"]["steps"] if "signing" in s.get("run", "")]
    assert signing["env"] == {"ALLOW_UNSIGNED": "${{ inputs.allow_unsigned }}"}
    assert workflow["jobs"]["installer"]["needs"] == "version"  # nothing builds before it


# --- triggers, concurrency, the Intel leg --------------------------------------------------------
def test_packaging_changes_and_a_weekly_schedule_build_everything_but_never_publish(workflow):
    watched = {"packaging/**", ".github/workflows/release.yml"}
    assert set(workflow["on"]["push"]["paths"]) == watched
    assert workflow["on"]["push"]["branches"] == ["main"]
    assert set(workflow["on"]["pull_request"]["paths"]) == watched
    (schedule,) = workflow["on"]["schedule"]
    *_, day, month, weekday = schedule["cron"].split()
    assert (day, month) == ("*", "*") and weekday.isdigit()  # once a week
    assert workflow["jobs"]["release"]["if"] == "${{ startsWith(github.ref, 'refs/tags/v') }}"


def test_one_run_per_ref_and_a_tags_run_is_never_cancelled(workflow):
    assert workflow["concurrency"]["group"] == "release-${{ github.ref }}"
    assert workflow["concurrency"]["cancel-in-progress"] == (
        "${{ !startsWith(github.ref, 'refs/tags/') }}"
    )


def test_the_intel_mac_leg_does_not_block_the_release(workflow):
    job = workflow["jobs"]["installer"]
    optional = [e["label"] for e in job["strategy"]["matrix"]["include"] if e.get("optional")]
    assert optional == ["macos-x86_64"]
    assert job["continue-on-error"] == "${{ matrix.optional == true }}"
    assert {"macOS (Intel)"} == release.OPTIONAL
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    assert "### macOS: Apple Silicon first" in readme and "universal2" in readme


# --- after packaging: the installer as shipped ---------------------------------------------------
def test_the_installer_is_installed_and_run_after_packaging_before_upload(workflow):
    steps = workflow["jobs"]["installer"]["steps"]
    runs = [step.get("run", step.get("uses", "")) for step in steps]
    package = runs.index("python packaging/ci.py package")
    assert runs[package + 1] == "python packaging/ci.py installed"
    assert runs[package + 2].startswith("actions/upload-artifact@")
    for platform in ci.PLATFORMS:
        (command,) = ci.plan("installed", platform)
        assert Path(command[1]).name == "installed_smoke.py"


def test_windows_setup_is_installed_silently_run_and_uninstalled(tmp_path):
    setup, app = tmp_path / "setup.exe", tmp_path / "app"
    install, gui, cli, association, uninstall = installed_smoke.windows_plan(
        setup, app, tmp_path / "log"
    )
    assert install[:3] == [str(setup), "/VERYSILENT", "/CURRENTUSER"]
    assert f"/DIR={app}" in install
    assert gui[gui.index("--exe") + 1] == str(app / "everdell-desktop.exe")
    assert cli[cli.index("--exe") + 1] == str(app / "everdell-desktop-cli.exe")
    assert "--console" in cli and "--console" not in gui
    assert association[:2] == ["reg", "query"] and "EverdellDesktop.Save" in association[2]
    assert uninstall[:2] == [str(app / "unins000.exe"), "/VERYSILENT"]


def test_anything_the_uninstaller_leaves_is_reported(tmp_path):
    app, shortcut = tmp_path / "app", tmp_path / "Everdell Desktop.lnk"
    assert installed_smoke.windows_leftovers(app, shortcut, lambda key: False) == []
    app.mkdir()
    left = installed_smoke.windows_leftovers(app, shortcut, lambda key: key.endswith("_is1"))
    assert left[0] == str(app) and left[1].endswith("{6F1B8C0E-5E0A-4C77-9D4B-2E7C1B6A9E31}_is1")
    keys = installed_smoke.windows_registry_keys()
    assert any(key.endswith("\\.everdell") for key in keys)
    iss = (PACKAGING / "windows" / "everdell-desktop.iss").read_text(encoding="utf-8")
    assert installed_smoke.WINDOWS_APP_ID in iss.replace("{{", "{")


@pytest.mark.parametrize("notarized", [False, True])
def test_the_disk_image_is_mounted_its_app_run_and_assessed_when_notarized(tmp_path, notarized):
    env = {"MACOS_NOTARIZATION": "true"} if notarized else {}
    plan = installed_smoke.macos_plan(tmp_path / "x.dmg", tmp_path / "m", env)
    assert plan[0][:3] == ["hdiutil", "attach", str(tmp_path / "x.dmg")] and "-readonly" in plan[0]
    assert plan[1][-1] == str(tmp_path / "m" / "Licenses" / "THIRD_PARTY_NOTICES.txt")
    inner = tmp_path / "m" / "Everdell Desktop.app" / "Contents" / "MacOS" / "everdell-desktop"
    assert plan[2][plan[2].index("--exe") + 1] == str(inner)
    assessed = [command for command in plan if command[0] == "spctl"]
    assert len(assessed) == (1 if notarized else 0)


def _archive(tmp_path, members):
    folder = tmp_path / "stage" / "everdell-desktop-1.0"
    for name in members:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text("x")
    archive = tmp_path / "a.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(folder, arcname=folder.name)
    return archive


def test_the_linux_archive_is_unpacked_and_its_licences_are_at_the_top(tmp_path):
    complete = _archive(tmp_path, ["everdell-desktop", *installed_smoke.LINUX_LICENCES])
    (tmp_path / "out").mkdir()
    command = installed_smoke.linux_check(complete, tmp_path / "out")
    unpacked = tmp_path / "out" / "everdell-desktop-1.0" / "everdell-desktop"
    assert command[command.index("--exe") + 1] == str(unpacked) and "--console" in command
    (tmp_path / "bare").mkdir()
    bare = _archive(tmp_path / "b", ["everdell-desktop", "THIRD_PARTY_NOTICES.txt"])
    with pytest.raises(installed_smoke.InstalledFailure, match=r"LGPL-2\.1"):
        installed_smoke.linux_check(bare, tmp_path / "bare")


@pytest.mark.parametrize("platform", ci.PLATFORMS)
def test_the_installed_smoke_plan_of_every_platform_can_be_shown(platform, capsys):
    assert installed_smoke.main(["--platform", platform, "--dry-run"]) == 0
    assert "smoke_test.py" in capsys.readouterr().out


# --- publishing: draft, upload, verify, publish; re-runs ----------------------------------------
class FakeGitHub:
    """``gh release`` as GitHub would answer it: a release per tag, its assets kept."""

    def __init__(self, state=None, assets=None):
        self.state, self.assets, self.calls = state, dict(assets or {}), []

    def __call__(self, command, capture_output, text):
        verb, _tag, *rest = command[2:]
        self.calls.append(verb if verb != "edit" else f"edit {' '.join(rest)}")
        if verb == "view":
            if self.state is None:
                return _Answer(1, stderr="release not found")
            return _Answer(0, json.dumps({"isDraft": self.state == "draft"}))
        if verb == "create":
            self.state = "draft"
        elif verb == "upload":
            self.assets.update({Path(f).name: Path(f).read_bytes() for f in rest[1:]})
        elif verb == "download":
            for name, data in self.assets.items():
                (Path(rest[1]) / name).write_bytes(data)
        elif verb == "edit" and "--draft=false" in rest:
            self.state = "published"
        return _Answer(0)


class _Answer:
    def __init__(self, returncode, stdout="", stderr=""):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def _publish(tmp_path, fake, version="1.1.0"):
    files = _installers(tmp_path / "i", version)
    notes = tmp_path / "notes.md"
    notes.write_text("notes")
    github = release.GitHub(f"v{version}", fake)
    return release.publish_release(github, "T", notes, files, release.is_prerelease(version))


def test_a_release_is_drafted_uploaded_checked_and_only_then_published(tmp_path):
    fake = FakeGitHub()
    _publish(tmp_path, fake)
    assert fake.calls == [
        "view", "create", "upload", "download", "edit --draft=false --latest"
    ]  # fmt: skip
    assert fake.state == "published" and len(fake.assets) == len(release.INSTALLERS)


def test_a_release_whose_uploaded_files_differ_from_the_build_is_left_a_draft(tmp_path):
    class Corrupting(FakeGitHub):
        def __call__(self, command, capture_output, text):
            answer = super().__call__(command, capture_output, text)
            if command[2] == "upload":
                name = next(iter(self.assets))
                self.assets[name] = b"damaged in transit"
            return answer

    fake = Corrupting()
    with pytest.raises(release.ReleaseError, match="checksum differs"):
        _publish(tmp_path, fake)
    assert fake.state == "draft" and not any("--draft=false" in c for c in fake.calls)


def test_a_rerun_carries_on_with_the_draft_a_failed_run_left(tmp_path):
    fake = FakeGitHub(state="draft", assets={"half-uploaded.dmg": b"x"})
    with pytest.raises(release.ReleaseError, match=r"half-uploaded\.dmg: not built by this run"):
        _publish(tmp_path, fake)  # a stray asset is refused, not published
    fake = FakeGitHub(state="draft")
    _publish(tmp_path, fake)
    assert "create" not in fake.calls and fake.calls[1].startswith("edit --notes-file")
    assert fake.state == "published"


def test_a_rerun_after_publishing_changes_nothing_or_refuses_other_files(tmp_path):
    fake = FakeGitHub()
    _publish(tmp_path / "first", fake)
    calls = len(fake.calls)
    assert "nothing to do" in _publish(tmp_path / "first", fake)
    assert fake.calls[calls:] == ["view", "download"]  # nothing uploaded or edited
    other = tmp_path / "other"
    with pytest.raises(release.ReleaseError, match="checksum differs"):
        _installers(other / "i", "1.1.0")[0].write_bytes(b"rebuilt differently")
        github = release.GitHub("v1.1.0", fake)
        files = sorted((other / "i").iterdir())
        release.publish_release(github, "T", other / "n.md", files, False)


@pytest.mark.parametrize(
    "version, prerelease",
    [("1.2.0", False), ("1.2.0a1", True), ("1.2.0b2", True), ("1.2.0rc1", True),
     ("1.2.0.dev3", True), ("1.10.0", False)],
)  # fmt: skip
def test_alpha_beta_and_rc_tags_are_published_as_prereleases(tmp_path, version, prerelease):
    assert release.is_prerelease(version) is prerelease
    fake = FakeGitHub()
    _publish(tmp_path, fake, version)
    published = fake.calls[-1]
    assert published == ("edit --draft=false --prerelease" if prerelease else
                         "edit --draft=false --latest")  # fmt: skip


def test_the_release_job_attests_the_installers_before_publishing(workflow):
    steps = workflow["jobs"]["release"]["steps"]
    uses = [step.get("uses", step.get("run")) for step in steps]
    attest = next(i for i, use in enumerate(uses) if use.startswith("actions/attest-build"))
    assert steps[attest]["with"] == {"subject-path": "dist/installers/*"}
    assert uses.index("python packaging/ci.py publish") > attest
    assert uses.index(next(u for u in uses if u.startswith("actions/download"))) < attest


# --- the pinned build ----------------------------------------------------------------------------
LOCK = (PACKAGING / "requirements-release.txt").read_text(encoding="utf-8")


def _locked() -> dict[str, tuple[str, list[str]]]:
    """name -> (version, hashes) of the lock file."""
    entries: dict[str, tuple[str, list[str]]] = {}
    name = None
    for line in LOCK.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line[0].isspace():
            name, version = line.split(";")[0].split("\\")[0].strip().split("==")
            entries[name] = (version, [])
        entries[name][1].extend(re.findall(r"--hash=sha256:([0-9a-f]+)", line))
    return entries


def test_the_release_build_installs_pinned_tools_and_qt_with_hashes():
    locked = _locked()
    assert {"pyinstaller", "pyinstaller-hooks-contrib", "pyside6-essentials", "shiboken6"} <= set(
        locked
    )
    for name, (version, hashes) in locked.items():
        assert re.fullmatch(r"[\w.]+", version), name
        assert hashes and all(len(digest) == 64 for digest in hashes), name
    # a wheel for each of the three release runners: Linux, Windows, macOS
    for name in ("pyinstaller", "pyside6-essentials", "shiboken6"):
        assert len(locked[name][1]) == 3, name
    assert locked["pyside6-essentials"][0] == locked["shiboken6"][0]
    assert (
        locked["pyside6-essentials"][0].startswith("6.")
        and int(locked["pyside6-essentials"][0].split(".")[1]) < 12
    )  # pyproject.toml: PySide6 6.12 crashes on Python 3.11
    locked_install, project = ci.plan("setup", "darwin")[:2]
    assert locked_install[-3:] == ["--require-hashes", "-r", str(ci.LOCK_FILE)]
    assert project[-1].endswith("[test,build]")


def test_inno_setup_is_pinned_and_found_in_the_current_majors_folder(tmp_path, monkeypatch):
    choco = next(c for c in ci.plan("setup", "win32") if c[0] == "choco")
    assert choco[choco.index("--version") + 1] == windows_installer.INNO_SETUP_VERSION
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setattr(windows_installer, "ISCC_FOLDERS", (str(tmp_path / "Inno Setup {major}"),))
    assert windows_installer.find_iscc() is None
    (tmp_path / "Inno Setup 7").mkdir()
    (tmp_path / "Inno Setup 7" / "ISCC.exe").write_bytes(b"MZ")
    assert windows_installer.find_iscc() == str(tmp_path / "Inno Setup 7" / "ISCC.exe")
    (tmp_path / "Inno Setup 6").mkdir()
    (tmp_path / "Inno Setup 6" / "ISCC.exe").write_bytes(b"MZ")  # the pinned major comes first
    assert windows_installer.find_iscc() == str(tmp_path / "Inno Setup 6" / "ISCC.exe")


def test_notarytool_never_waits_without_a_timeout(tmp_path):
    env = {"MACOS_SIGNING_IDENTITY": "Developer ID Application: Me (T)", "APPLE_ID": "a",
           "APPLE_TEAM_ID": "t", "APPLE_APP_PASSWORD": "p"}  # fmt: skip
    commands = macos_release.dmg_commands(env, tmp_path / "A.app", tmp_path, tmp_path / "x.dmg")
    submits = [c for c in commands if c[:3] == ["xcrun", "notarytool", "submit"]]
    assert len(submits) == 2
    for command in submits:
        assert "--wait" in command
        assert command[command.index("--timeout") + 1] == macos_release.NOTARY_TIMEOUT


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
