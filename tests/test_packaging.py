"""Packaging (issue 8): icons, the installer scripts, the release workflow, the frozen bundle.

The fast tests check each script's output or plan on any platform; the slow one builds the
real bundle with PyInstaller into a temporary folder and renders a screenshot with it.
"""

import ast
import configparser
import hashlib
import importlib.util
import json
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
sys.path.insert(0, str(PACKAGING))

import check_bundle  # noqa: E402
import icons  # noqa: E402
import linux_tarball  # noqa: E402
import macos_release  # noqa: E402
import metadata  # noqa: E402
import notices  # noqa: E402
import slim  # noqa: E402
import smoke_test  # noqa: E402
import windows_installer  # noqa: E402

from everdell_desktop import __version__  # noqa: E402


def _load(name: str):
    """Import packaging/<name>.py under another name: a plain ``import build`` would be sorted
    differently by ruff wherever a build/ output folder exists."""
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load("build")

PNG = b"\x89PNG\r\n\x1a\n"
# Uncompressed. Linux carries Qt's ICU (37.7 MB, linked by QtCore); measured 125.0 MB there with
# the Korean font (2.1 MB), the translations, three more games and the art kit, against the
# 130 MB issue 19 set when Hangul moved in; 129.4 MB since issue 42 (QtNetwork's local socket
# and the Kerberos libraries it links, 4.9 MB; the system libraries' licence texts, 1.1 MB;
# sqlite left out), so the bound is now 135 MB.
BUNDLE_LIMIT_MB = 135


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# --- icons ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def icon_files(tmp_path_factory, qapp):
    # qapp first: icons.py would otherwise create a bare QGuiApplication, and widget tests
    # later in the same process need a QApplication.
    return icons.write_icons(tmp_path_factory.mktemp("icons"))


def test_ico_header_lists_every_size_as_a_png(icon_files):
    data = icon_files["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        side = width or 256
        assert (width, planes, bits) == (height, 1, 32)
        assert offset + length <= len(data)
        assert png_size(data[offset : offset + length]) == (side, side)
        sizes.append(side)
    assert sizes == sorted(icons.ICO_SIZES)


def test_icns_blocks_add_up_and_hold_pngs_of_their_type(icon_files):
    data = icon_files["icns"].read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    position, seen = 8, {}
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack(">I", data[position + 4 : position + 8])[0],
        )
        seen[kind] = png_size(data[position + 8 : position + length])
        position += length
    assert position == len(data)
    assert seen == {kind: (size, size) for kind, size in icons.ICNS_TYPES.items()}


@pytest.mark.parametrize(
    "kind, sizes",
    [("ico", sorted(icons.ICO_SIZES)), ("icns", list(icons.ICNS_TYPES.values()))],
)
def test_qt_own_image_readers_decode_every_icon_image(icon_files, kind, sizes):
    """An independent reader (Qt's ico/icns plugins) agrees with the hand-written containers."""
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(icon_files[kind]))
    assert reader.format().data().decode() == kind
    decoded = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull()
        decoded.append(image.width())
    assert decoded == sizes


def test_png_and_linux_icon_theme_sizes(icon_files):
    assert png_size(icon_files["png"].read_bytes()) == (256, 256)
    for size in icons.LINUX_SIZES:
        path = icon_files["hicolor"] / f"{size}x{size}" / "apps" / "everdell-desktop.png"
        assert png_size(path.read_bytes()) == (size, size)


def test_icon_is_a_solid_tile_with_transparent_corners_at_16_px(icon_files):
    from PySide6.QtGui import QImage

    image = QImage(str(icon_files["hicolor"] / "16x16" / "apps" / "everdell-desktop.png"))
    assert image.width() == 16
    assert image.pixelColor(0, 0).alpha() < 128  # rounded corner
    assert image.pixelColor(8, 8).alpha() == 255
    assert image.pixelColor(2, 8).alpha() == 255  # the tile's edge, not only the leaf
    colours = {image.pixel(x, y) for x in range(16) for y in range(16)}
    assert len(colours) > 8  # drawn, not a flat fill


def test_icon_is_illustrated_from_48_px_and_the_bold_glyph_below(icon_files):
    """From ILLUSTRATED_FROM px the art kit's picture stands on the tile; smaller icons are
    the SVG's glyph alone, unchanged."""
    plain = icons.render_pngs(icons.SVG, {16, 32, 48, 256}, illustration=None)
    drawn = icons.render_pngs(icons.SVG, {16, 32, 48, 256})
    assert drawn[16] == plain[16] and drawn[32] == plain[32]
    assert drawn[48] != plain[48] and drawn[256] != plain[256]
    assert drawn[256] == icon_files["png"].read_bytes()


def test_an_illustration_missing_from_the_art_book_is_a_clear_error(qapp):
    with pytest.raises(ValueError, match="no picture 'title/nothing'"):
        icons.render_pngs(icons.SVG, {64}, illustration=(icons.ILLUSTRATION[0], "title/nothing"))


def test_ico_refuses_images_windows_cannot_index():
    with pytest.raises(ValueError, match="1 to 256"):
        icons.ico_bytes({512: PNG})


def test_the_installers_icon_and_the_window_icon_are_one_file():
    """The SVG packaging renders is the one the app ships (resources.qrc) for its windows."""
    from everdell_desktop.ui import resources, theme

    assert resources.path(theme.APP_ICON) == icons.SVG


def test_an_invalid_svg_is_a_clear_error(tmp_path):
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg")
    with pytest.raises(ValueError, match="not a valid SVG"):
        icons.render_pngs(bad, {16})


# --- shared metadata -----------------------------------------------------------------------------
def test_version_comes_from_the_package():
    assert metadata.version() == __version__


def test_version_without_an_assignment_is_an_error(tmp_path):
    init = tmp_path / "__init__.py"
    init.write_text("VERSION = '1'\n")
    with pytest.raises(ValueError, match="no __version__"):
        metadata.version(init)


@pytest.mark.parametrize(
    "text, numbers",
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2.3rc1", (1, 2, 3, 0)),
        ("2", (2, 0, 0, 0)),
        ("1.2.3.4.5", (1, 2, 3, 4)),
    ],
)
def test_windows_file_version_has_four_numbers(text, numbers):
    assert metadata.windows_version(text) == numbers


def test_info_plist_names_the_app_and_its_version():
    keys = metadata.info_plist("1.2.3", "13.0")
    plistlib.dumps(keys)  # serialisable as a real Info.plist
    assert keys["CFBundleShortVersionString"] == keys["CFBundleVersion"] == "1.2.3"
    assert keys["CFBundleIdentifier"] == metadata.BUNDLE_ID
    assert keys["CFBundleName"] == metadata.DISPLAY_NAME
    assert keys["LSMinimumSystemVersion"] == "13.0"
    assert keys["NSHighResolutionCapable"] is True


@pytest.mark.skipif(
    sys.platform != "win32", reason="PyInstaller's version resources import win32api (Windows)"
)
def test_windows_version_resource_carries_the_version():
    info = str(metadata.windows_version_info("1.2.3"))
    assert "filevers=(1, 2, 3, 0)" in info
    assert "'ProductVersion', '1.2.3'" in info


# --- what the bundle leaves out ------------------------------------------------------------------
@pytest.mark.parametrize(
    "src, dest, kept",
    [
        ("/qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms", True),
        ("/qt/plugins/platforms/libqoffscreen.so", "PySide6/Qt/plugins/platforms", True),
        ("/qt/plugins/platforms/libqvnc.so", "PySide6/Qt/plugins/platforms", False),
        ("/qt/plugins/platforms/libqeglfs.so", "PySide6/Qt/plugins/platforms", False),
        ("C:\\qt\\plugins\\platforms\\qwindows.dll", "PySide6\\plugins\\platforms", True),
        ("C:\\qt\\plugins\\styles\\qmodernwindowsstyle.dll", "PySide6\\plugins\\styles", True),
        ("/qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/platforms", True),
        ("/qt/plugins/platformthemes/libqgtk3.so", "PySide6/Qt/plugins/platformthemes", False),
        ("/qt/plugins/imageformats/libqsvg.so", "PySide6/Qt/plugins/imageformats", True),
        ("/qt/plugins/imageformats/libqtiff.so", "PySide6/Qt/plugins/imageformats", False),
        ("/qt/plugins/tls/libqopensslbackend.so", "PySide6/Qt/plugins/tls", False),
        ("/qt/plugins/generic/libqevdevmouseplugin.so", "PySide6/Qt/plugins/generic", False),
        ("/qt/lib/libQt6Svg.so.6", "PySide6/Qt/lib", True),  # not a plugin: untouched
    ],
)
def test_plugin_filter(src, dest, kept):
    assert slim.is_kept_plugin(src, dest) is kept
    assert slim.without_unused_plugins([(src, dest)]) == ([(src, dest)] if kept else [])


def test_translations_are_dropped_and_other_data_kept():
    datas = [
        ("PySide6/Qt/translations/qtbase_de.qm", "/x/qtbase_de.qm", "DATA"),
        ("everdell_desktop/games/emerland/data/cards.json", "/y/cards.json", "DATA"),
    ]
    assert slim.without_translations(datas) == datas[1:]


@pytest.mark.parametrize("hook", ["hook-PySide6.QtGui.py", "hook-PySide6.py"])
def test_the_project_hooks_override_real_pyinstaller_hooks(hook):
    pyinstaller = pytest.importorskip("PyInstaller")
    assert (PACKAGING / "hooks" / hook).is_file()
    assert (Path(pyinstaller.__file__).parent / "hooks" / hook).is_file()


def test_windows_opengl_fallback_dlls_are_dropped_and_other_extras_kept():
    binaries = [
        ("C:\\qt\\bin\\opengl32sw.dll", "PySide6"),
        ("C:\\qt\\bin\\d3dcompiler_47.dll", "PySide6"),
        ("C:\\qt\\bin\\libEGL.dll", "PySide6"),
        ("C:\\qt\\bin\\libGLESv2.dll", "PySide6"),
        ("C:\\qt\\bin\\icuuc.dll", "PySide6"),
    ]
    assert slim.without_unused_dlls(binaries) == binaries[-1:]


def test_openssl_modules_are_excluded_and_hashing_still_works_without_them():
    assert {"ssl", "_ssl", "_hashlib"} <= set(slim.EXCLUDED_MODULES)
    script = (
        "import sys; sys.modules['_hashlib'] = None; import hashlib; "
        "print(hashlib.sha256(b'x').hexdigest())"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.stdout.strip() == hashlib.sha256(b"x").hexdigest(), result.stderr


def test_the_spec_uses_the_shared_rules():
    spec = (PACKAGING / "everdell-desktop.spec").read_text(encoding="utf-8")
    for needle in (
        'collect_submodules("everdell_desktop")',
        'collect_data_files("everdell_desktop")',
        "slim.EXCLUDED_MODULES",
        "slim.without_translations",
        "executable(metadata.APP_NAME, console=False)",
        "executable(metadata.CLI_NAME, console=True)",  # Windows: the command line prints
        "exclude_binaries=True",  # one-folder
        "metadata.info_plist",
    ):
        assert needle in spec


# --- Windows installer ---------------------------------------------------------------------------
ISS = (PACKAGING / "windows" / "everdell-desktop.iss").read_text(encoding="utf-8")


def test_iss_needs_exactly_the_variables_the_script_defines():
    required = set(re.findall(r"Defined\((\w+)\)", ISS))
    used = set(re.findall(r"\{#(\w+)\}", ISS))
    command = windows_installer.iscc_command("ISCC", Path("b"), Path("o"), Path("i.ico"), "1.0")
    defined = {flag[2:].split("=", 1)[0] for flag in command if flag.startswith("/D")}
    assert required == defined == set(windows_installer.REQUIRED)
    assert used - required == {"AppURL"}  # only in a workflow run (its repository's page)
    assert re.search(r"^#ifdef AppURL$", ISS, re.M)


def test_iss_links_the_repository_when_the_workflow_names_it(monkeypatch):
    monkeypatch.setenv("GITHUB_SERVER_URL", "https://github.com")
    monkeypatch.setenv("GITHUB_REPOSITORY", "someone/everdell-desktop")
    command = windows_installer.iscc_command("ISCC", Path("b"), Path("o"), Path("i.ico"), "1.0")
    assert "/DAppURL=https://github.com/someone/everdell-desktop" in command
    block = ISS.split("#ifdef AppURL")[1].split("#endif")[0]
    assert "AppSupportURL={#AppURL}" in block and "AppPublisherURL={#AppURL}" in block


def _setup_section() -> dict[str, str]:
    return dict(re.findall(r"^(\w+)=(.*)$", ISS.split("[Setup]")[1].split("\n[")[0], re.M))


def test_iss_needs_windows_10_1809_shows_the_licences_and_speaks_korean():
    setup = _setup_section()
    assert setup["MinVersion"] == "10.0.17763"  # Qt 6's floor
    assert setup["LicenseFile"] == "{#LicenseFile}"
    command = windows_installer.iscc_command("ISCC", Path("b"), Path("o"), Path("i.ico"), "1.0")
    licence = next(flag for flag in command if flag.startswith("/DLicenseFile="))
    assert licence.endswith("THIRD_PARTY_NOTICES.txt") and "_internal" in licence
    languages = ISS.split("[Languages]")[1].split("\n[")[0]
    assert 'MessagesFile: "compiler:Default.isl"' in languages
    assert 'Name: "korean"; MessagesFile: "compiler:Languages\\Korean.isl"' in languages


def test_iss_registers_saved_games_and_removes_the_association_on_uninstall():
    assert _setup_section()["ChangesAssociations"] == "yes"
    registry = ISS.split("[Registry]")[1].split("\n[")[0].strip().splitlines()
    entries = [line for line in registry if line.startswith("Root: HKA")]
    command = windows_installer.iscc_command("ISCC", Path("b"), Path("o"), Path("i.ico"), "1.0")
    assert f"/DSaveSuffix={metadata.SAVE_SUFFIX}" in command
    assert any('Subkey: "Software\\Classes\\{#SaveSuffix}";' in line for line in entries)
    (opens,) = [line for line in entries if "shell\\open\\command" in line]
    assert 'ValueData: """{app}\\{#AppExe}"" ""%1"""' in opens  # the file as one argument
    for line in entries:  # nothing is left in the user's registry after uninstalling
        assert "uninsdelete" in line or "EverdellDesktop.Save\\" in line, line


def test_iss_makes_a_per_user_setup_named_after_the_version():
    setup = dict(re.findall(r"^(\w+)=(.*)$", ISS.split("[Setup]")[1].split("\n[")[0], re.M))
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"].startswith("{autopf}")  # the user's Programs folder
    command = windows_installer.iscc_command("ISCC", Path("b"), Path("o"), Path("i.ico"), "0.3.1")
    values = dict(flag[2:].split("=", 1) for flag in command if flag.startswith("/D"))
    name = re.sub(r"\{#(\w+)\}", lambda m: values[m.group(1)], setup["OutputBaseFilename"])
    assert (
        name + ".exe"
        == windows_installer.installer_name("0.3.1")
        == "EverdellDesktop-0.3.1-setup.exe"
    )
    assert values["FileVersion"] == "0.3.1.0"


def test_iss_deletes_the_old_internal_folder_before_installing():
    delete = ISS.split("[InstallDelete]")[1].split("\n[")[0]
    assert re.search(r'^Type: filesandordirs; Name: "\{app\}\\_internal"$', delete, re.M)
    assert ISS.index("[InstallDelete]") < ISS.index("[Files]")


WINDOWS_CERT = {"WINDOWS_CERTIFICATE": "eA==", "WINDOWS_CERTIFICATE_PASSWORD": "pfx-secret"}


def _windows_plan(env, tmp_path, signtool="C:\\Kits\\signtool.exe"):
    return windows_installer.installer_commands(
        env, "ISCC", signtool, tmp_path / "b", tmp_path / "o", tmp_path / "i.ico", "1.2.3",
        tmp_path / "c.pfx",
    )  # fmt: skip


def test_windows_setup_is_unsigned_without_a_certificate(tmp_path):
    (command,) = _windows_plan({}, tmp_path)
    assert command[0] == "ISCC" and "/DSign" not in command


def test_windows_signing_signs_both_executables_then_the_setup_and_verifies_it(tmp_path):
    sign, iscc, verify = _windows_plan(WINDOWS_CERT, tmp_path)
    assert sign[:2] == ["C:\\Kits\\signtool.exe", "sign"]
    assert sign[sign.index("/f") + 1] == str(tmp_path / "c.pfx")
    assert {"/fd", "/tr", "/td"} <= set(sign)
    assert sign[-2:] == [
        str(tmp_path / "b" / "everdell-desktop.exe"),
        str(tmp_path / "b" / "everdell-desktop-cli.exe"),
    ]
    assert "/DSign" in iscc and iscc[-1].endswith(".iss")
    (tool,) = [flag for flag in iscc if flag.startswith("/Severdell=")]
    # ISCC runs this script's --sign, which reads the password from the environment itself
    assert "windows_installer.py$q" in tool and "pfx-secret" not in tool
    assert tool.endswith(" --sign $f")  # Inno puts the file to sign there
    assert "SignTool=everdell" in ISS.split("#ifdef Sign")[1].split("#endif")[0]
    assert verify[1:3] == ["verify", "/pa"] and verify[-1].endswith(
        "EverdellDesktop-1.2.3-setup.exe"
    )
    printed = "\n".join(windows_installer.masked(c, WINDOWS_CERT) for c in (sign, iscc))
    assert "pfx-secret" not in printed and "***" in printed


@pytest.mark.parametrize(
    "env, signtool, problem",
    [
        ({"WINDOWS_CERTIFICATE": "eA=="}, "signtool", "WINDOWS_CERTIFICATE_PASSWORD missing"),
        (WINDOWS_CERT, None, "signtool.exe was not found"),
    ],
)
def test_half_configured_windows_signing_stops(tmp_path, env, signtool, problem):
    with pytest.raises(windows_installer.ConfigError, match=problem):
        _windows_plan(env, tmp_path, signtool)


def test_iss_adds_a_start_menu_entry_and_keeps_the_uninstaller():
    icons_section = ISS.split("[Icons]")[1].split("\n[")[0]
    assert re.search(
        r'^Name: "\{autoprograms\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"',
        icons_section,
        re.M,
    )
    assert "Uninstallable=no" not in ISS


# --- macOS ---------------------------------------------------------------------------------------
NOTARY = {
    "APPLE_ID": "me@example.org",
    "APPLE_TEAM_ID": "TEAM123",
    "APPLE_APP_PASSWORD": "pw-secret",
}
IDENTITY = {"MACOS_SIGNING_IDENTITY": "Developer ID Application: Me (TEAM123)"}


def _tools(commands):
    return [" ".join(command[:2]) for command in commands]


def test_dmg_without_secrets_is_built_but_not_signed(tmp_path):
    commands = macos_release.dmg_commands({}, tmp_path / "A.app", tmp_path, tmp_path / "x.dmg")
    assert any(command[:2] == ["hdiutil", "create"] for command in commands)
    assert not any(command[0] in ("codesign", "xcrun") for command in commands)


def test_dmg_with_identity_is_signed_and_with_notary_secrets_notarized_and_stapled(tmp_path):
    args = (tmp_path / "A.app", tmp_path, tmp_path / "x.dmg")
    signed = macos_release.dmg_commands(IDENTITY, *args)
    assert "codesign --sign" in _tools(signed) and "xcrun notarytool" not in _tools(signed)
    full = macos_release.dmg_commands({**IDENTITY, **NOTARY}, *args)
    licences = tmp_path / "A.app" / macos_release.ASSETS
    assert _tools(full) == [
        "ditto " + str(tmp_path / "A.app"),
        "ditto " + str(licences / "licenses"),  # the licences beside the app in the image
        "cp " + str(licences / "THIRD_PARTY_NOTICES.txt"),
        "ditto -c",
        "xcrun notarytool",  # the app first: its ticket is stapled into the copy in the image
        "xcrun stapler",
        "spctl --assess",
        "ln -s",
        "hdiutil create",
        "codesign --sign",
        "xcrun notarytool",  # then the image
        "xcrun stapler",
        "spctl --assess",
    ]
    app_in_image = full[0][2]
    assert full[2][-1] == str(Path(app_in_image).parent / "Licenses" / "THIRD_PARTY_NOTICES.txt")
    assert full[5][-1] == app_in_image and full[8][full[8].index("-srcfolder") + 1] == str(
        Path(app_in_image).parent
    )
    assert full[10][:3] == ["xcrun", "notarytool", "submit"] and full[10][3] == str(args[2])
    assert all(c[-2:] == ["--output-format", "json"] for c in full if c[1:2] == ["notarytool"])


class _Completed:
    def __init__(self, returncode=0, stdout="", stderr=""):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def test_hdiutil_is_retried_while_the_resource_is_busy_then_succeeds():
    answers = [_Completed(1, stderr="hdiutil: create failed - Resource busy")] * 2 + [_Completed()]
    calls, pauses = [], []
    macos_release.run_hdiutil(
        ["hdiutil", "create"], run=lambda c, **k: calls.append(c) or answers[len(calls) - 1],
        sleep=pauses.append,
    )  # fmt: skip
    assert len(calls) == 3 and pauses == [macos_release.HDIUTIL_PAUSE] * 2


def test_hdiutil_fails_at_once_on_another_error_and_after_the_last_busy_attempt():
    calls = []
    with pytest.raises(subprocess.CalledProcessError):
        macos_release.run_hdiutil(
            ["hdiutil", "create"], run=lambda c, **k: calls.append(c) or _Completed(1, "no space"),
            sleep=lambda s: None,
        )  # fmt: skip
    assert len(calls) == 1
    busy = []
    with pytest.raises(subprocess.CalledProcessError):
        macos_release.run_hdiutil(
            ["hdiutil", "create"],
            run=lambda c, **k: busy.append(c) or _Completed(1, "Resource busy"),
            sleep=lambda s: None,
        )  # fmt: skip
    assert len(busy) == macos_release.HDIUTIL_ATTEMPTS


def _notary(answer, code=0):
    calls = []

    def run(command, **kwargs):
        calls.append(command)
        if command[2] == "log":
            return _Completed(0, '{"issues": [{"message": "The binary is not signed."}]}')
        return _Completed(code, json.dumps(answer))

    return calls, run


def test_notarization_passes_when_apple_accepts():
    calls, run = _notary({"id": "abc-1", "status": "Accepted"})
    command = macos_release._notarize({**NOTARY}, Path("x.dmg"))
    assert macos_release.notarize(command, NOTARY, run=run) == "abc-1"
    assert len(calls) == 1


@pytest.mark.parametrize("status", ["Invalid", "Rejected", None])
def test_notarization_that_apple_does_not_accept_fails_and_fetches_the_log(status, capsys):
    calls, run = _notary({"id": "abc-2", "status": status} if status else {"id": "abc-2"})
    command = macos_release._notarize({**NOTARY}, Path("x.dmg"))
    with pytest.raises(subprocess.CalledProcessError):
        macos_release.notarize(command, NOTARY, run=run)  # notarytool itself exited 0
    assert calls[1][:4] == ["xcrun", "notarytool", "log", "abc-2"]
    assert "The binary is not signed." in capsys.readouterr().err


@pytest.mark.parametrize(
    "env, problem",
    [
        ({"APPLE_ID": "me@example.org"}, "APPLE_TEAM_ID, APPLE_APP_PASSWORD missing"),
        (NOTARY, "needs MACOS_SIGNING_IDENTITY"),
    ],
)
def test_half_configured_notarization_stops(tmp_path, env, problem):
    with pytest.raises(macos_release.ConfigError, match=problem):
        macos_release.dmg_commands(env, tmp_path / "A.app", tmp_path, tmp_path / "x.dmg")


def test_keychain_step_is_a_no_op_without_a_certificate_and_imports_one_when_given(tmp_path):
    assert macos_release.keychain_commands({}, tmp_path / "c.p12", "pw") == []
    env = {"MACOS_CERTIFICATE": "eA==", "MACOS_CERTIFICATE_PASSWORD": "p12-secret", **IDENTITY}
    commands = macos_release.keychain_commands(env, tmp_path / "c.p12", "pw")
    assert ["security", "import", str(tmp_path / "c.p12")] == commands[3][:3]
    with pytest.raises(macos_release.ConfigError):
        macos_release.keychain_commands({"MACOS_CERTIFICATE": "eA=="}, tmp_path / "c.p12", "pw")


def test_printed_commands_hide_the_secrets(tmp_path):
    env = {**IDENTITY, **NOTARY}
    commands = macos_release.dmg_commands(env, tmp_path / "A.app", tmp_path, tmp_path / "x.dmg")
    printed = "\n".join(macos_release.masked(command, env) for command in commands)
    assert "pw-secret" not in printed and "***" in printed


def test_entitlements_are_a_valid_plist():
    entitlements = plistlib.loads((PACKAGING / "macos" / "entitlements.plist").read_bytes())
    assert entitlements["com.apple.security.cs.allow-unsigned-executable-memory"] is True


# --- Linux tar.gz --------------------------------------------------------------------------------
def test_desktop_file_launches_the_app_with_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(PACKAGING / "linux" / "everdell-desktop.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == metadata.DISPLAY_NAME
    assert section["Exec"] == f"{metadata.APP_NAME} %f"  # a saved game opened with it
    assert section["MimeType"] == f"{metadata.SAVE_MIME_TYPE};"
    assert section["Icon"] == icons.LINUX_ICON_NAME
    assert section["Terminal"] == "false"
    assert section["Categories"].endswith(";") and "Game" in section["Categories"].split(";")


@pytest.fixture
def fake_bundle(tmp_path):
    """A stand-in for dist/everdell-desktop: an executable script and an _internal folder."""
    bundle = tmp_path / "dist" / "everdell-desktop"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "lib.so").write_bytes(b"\x7fELF")
    licences = bundle / linux_tarball.ASSETS / "licenses"
    licences.mkdir(parents=True)
    (licences.parent / linux_tarball.NOTICES).write_text("notices")
    (licences / "LGPL-2.1.txt").write_text("lgpl")
    exe = bundle / "everdell-desktop"
    exe.write_text("#!/bin/sh\necho 0.1.0\n")
    exe.chmod(0o755)
    return bundle


@pytest.mark.skipif(sys.platform == "win32", reason="a Linux archive of a POSIX bundle")
def test_tarball_holds_the_bundle_desktop_file_icons_and_installer(fake_bundle, tmp_path):
    target = linux_tarball.make_tarball(fake_bundle, tmp_path / "out", version="9.8.7")
    assert target.name.startswith("everdell-desktop-9.8.7-linux-") and target.suffixes[-2:] == [
        ".tar",
        ".gz",
    ]
    with tarfile.open(target) as archive:
        members = {member.name: member for member in archive.getmembers()}
    top = "everdell-desktop-9.8.7"
    assert members[f"{top}/everdell-desktop"].mode & 0o111
    assert members[f"{top}/install.sh"].mode & 0o111
    assert f"{top}/_internal/lib.so" in members
    assert f"{top}/everdell-desktop.desktop" in members
    assert f"{top}/everdell-desktop-mime.xml" in members
    assert f"{top}/THIRD_PARTY_NOTICES.txt" in members  # the licences where a user sees them
    assert f"{top}/licenses/LGPL-2.1.txt" in members
    assert f"{top}/icons/hicolor/16x16/apps/everdell-desktop.png" in members
    assert not any(name.endswith((".ico", ".icns")) for name in members)
    assert {member.uname for member in members.values()} == {""}


def test_tarball_without_a_bundle_is_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match=r"build\.py"):
        linux_tarball.make_tarball(tmp_path / "nothing", tmp_path / "out")


def _exec_program(value: str) -> str:
    """The program an ``Exec`` value of one quoted argument names, decoded as the Desktop Entry
    spec says a launcher does: the string escapes first, then the quoting, then ``%%``."""
    string = re.sub(r"\\([\\sntr])", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(
        m.group(1), m.group(1)), value)  # fmt: skip
    assert string[0] == string[-1] == '"' and len(string) > 1, value
    inner = string[1:-1]
    assert not re.search(r'(?<!\\)["`$]', inner.replace("\\\\", "")), f"unescaped: {value}"
    unquoted = re.sub(r'\\([\\"`$])', r"\1", inner)
    assert "%" not in unquoted.replace("%%", ""), f"a field code: {value}"
    return unquoted.replace("%%", "%")


@pytest.mark.skipif(
    shutil.which("sh") is None or sys.platform == "win32", reason="needs a POSIX sh"
)
@pytest.mark.parametrize("folder_name", ["unpacked", 'my games & more | 100% $HOME \\ `x` "q" ;'])
def test_install_sh_adds_and_removes_the_menu_entry(fake_bundle, tmp_path, folder_name):
    target = linux_tarball.make_tarball(fake_bundle, tmp_path / "out", version="1.0")
    with tarfile.open(target) as archive:
        archive.extractall(tmp_path / folder_name, filter="tar")
    folder = tmp_path / folder_name / "everdell-desktop-1.0"
    env = {"HOME": str(tmp_path / "home"), "PATH": os.environ.get("PATH", "")}
    subprocess.run([str(folder / "install.sh")], env=env, check=True, capture_output=True)
    data = tmp_path / "home" / ".local" / "share"
    desktop_file = data / "applications" / "everdell-desktop.desktop"
    (exec_line,) = [line for line in desktop_file.read_text().splitlines() if "Exec=" in line]
    program, field_code = exec_line.removeprefix("Exec=").rsplit(" ", 1)
    assert _exec_program(program) == f"{folder}/everdell-desktop" and field_code == "%f"
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "everdell-desktop.png").is_file()
    mime = data / "mime" / "packages" / "everdell-desktop.xml"
    assert mime.read_text() == (PACKAGING / "linux" / "everdell-desktop-mime.xml").read_text()
    subprocess.run(
        [str(folder / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True
    )
    assert not desktop_file.exists() and not mime.exists()
    assert not list((data / "icons").rglob("*.png"))


def test_the_saved_game_file_type_matches_the_suffix_and_the_desktop_entry():
    import xml.etree.ElementTree as ET

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(PACKAGING / "linux" / "everdell-desktop-mime.xml").getroot()
    (mime_type,) = root.findall("m:mime-type", ns)
    assert mime_type.get("type") == metadata.SAVE_MIME_TYPE
    assert mime_type.find("m:glob", ns).get("pattern") == f"*{metadata.SAVE_SUFFIX}"
    assert metadata.SAVE_SUFFIX == ".everdell"  # store/saves.py's SAVE_SUFFIX (issue 45)


# --- smoke test helpers --------------------------------------------------------------------------
def test_smoke_test_reads_png_sizes_and_refuses_other_files(tmp_path, icon_files):
    assert smoke_test.png_size(icon_files["png"]) == (256, 256)
    other = tmp_path / "x.png"
    other.write_bytes(b"GIF89a" + bytes(30))
    with pytest.raises(smoke_test.SmokeFailure, match="not a PNG"):
        smoke_test.png_size(other)


def test_smoke_test_reports_a_missing_or_failing_executable(tmp_path):
    with pytest.raises(smoke_test.SmokeFailure, match="does not exist"):
        smoke_test.smoke_test(tmp_path / "nope", "tinygame", tmp_path)
    if sys.platform != "win32":
        broken = tmp_path / "broken"
        broken.write_text("#!/bin/sh\necho boom >&2\nexit 3\n")
        broken.chmod(0o755)
        with pytest.raises(smoke_test.SmokeFailure, match="exit status 3"):
            smoke_test.smoke_test(broken, "tinygame", tmp_path)


def _script_exe(tmp_path, name, body):
    exe = tmp_path / name
    exe.write_text(f"#!/bin/sh\n{body}\n")
    exe.chmod(0o755)
    return exe


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell stand-ins for the app")
def test_smoke_window_check_wants_the_window_still_up(tmp_path):
    env = dict(os.environ)
    # exec: the check's terminate reaches the waiting process itself, as it reaches the app
    # (a shell's child would outlive it and hold the output pipe open for its 30 s)
    smoke_test.window_stays_up(_script_exe(tmp_path, "stays", "exec sleep 30"), env, seconds=0.5)
    crashes = _script_exe(
        tmp_path, "crashes", "echo 'could not load the Qt platform plugin'; exit 134"
    )
    with pytest.raises(smoke_test.SmokeFailure, match="exit 134"):
        smoke_test.window_stays_up(crashes, env, seconds=5)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell stand-ins for the app")
def test_smoke_console_mode_requires_printed_output(tmp_path):
    silent = _script_exe(tmp_path, "silent", "exit 0")
    with pytest.raises(smoke_test.SmokeFailure, match="--version printed ''"):
        smoke_test.smoke_test(silent, "tinygame", tmp_path, console=True)
    with pytest.raises(smoke_test.SmokeFailure, match="wrote no record"):
        smoke_test.smoke_test(silent, "tinygame", tmp_path, console=False)  # windowed: may be mute


def test_bundle_size_counts_files_once(tmp_path):
    (tmp_path / "a").write_bytes(b"x" * 10)
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "b").write_bytes(b"y" * 5)
    if sys.platform != "win32":
        (tmp_path / "link").symlink_to(tmp_path / "a")
    assert check_bundle.bundle_size(tmp_path) == 15


# --- entry points --------------------------------------------------------------------------------
def test_windows_gets_a_console_free_gui_launcher_beside_the_cli():
    """pip makes a pythonw launcher of each gui-script: the window opens without a console."""
    from importlib.metadata import entry_points

    from everdell_desktop.cli import main
    from everdell_desktop.ui.app import run_app

    assert entry_points(group="console_scripts")["everdell-desktop"].load() is main
    assert entry_points(group="gui_scripts")["everdell-desktop-gui"].load() is run_app


# --- the wheel -----------------------------------------------------------------------------------
def _build_wheel(tmp_path: Path) -> Path:
    """``pip wheel --no-deps`` of a copy of the checkout (pip builds in the tree it is given)."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copy2(ROOT / "resources.qrc", source / "resources.qrc")
    skipped = shutil.ignore_patterns("__pycache__")
    for folder in ("everdell_desktop", "assets"):
        shutil.copytree(ROOT / folder, source / folder, ignore=skipped)
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(source)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    (wheel,) = tmp_path.glob("everdell_desktop-*.whl")
    return wheel


def test_the_wheel_maps_the_top_level_assets_into_the_package_and_finds_them_installed(tmp_path):
    """What pip installs must hold every file resources.qrc lists, inside the package (the
    build maps them in), and the installed app must find them there (ui/resources.py)."""
    import zipfile

    from everdell_desktop.ui import resources

    wheel = _build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    listed = [resources.MANIFEST, *resources.files().values()]
    for path in listed:
        assert f"everdell_desktop/{path.relative_to(ROOT).as_posix()}" in names
    venv = tmp_path / "venv"  # no pip of its own: the test's pip installs into it
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    install = [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q"]
    result = subprocess.run([*install, str(wheel)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    probe = (
        "from everdell_desktop.ui import resources as r; print(r.ROOT); "
        "print(sorted(str(p.relative_to(r.ROOT)) for p in r.files().values() if p.is_file()))"
    )
    found = subprocess.run(
        [str(python), "-c", probe], capture_output=True, text=True, cwd=tmp_path, timeout=120
    )
    assert found.returncode == 0, found.stderr
    root, files = found.stdout.splitlines()
    assert Path(root).name == "everdell_desktop" and venv in Path(root).parents
    assert ast.literal_eval(files) == sorted(str(p.relative_to(ROOT)) for p in listed[1:])


# --- licences and notices ------------------------------------------------------------------------
NOTICES = ROOT / "assets" / "THIRD_PARTY_NOTICES.txt"


def test_the_notices_name_every_distribution_the_app_runs_on():
    text = NOTICES.read_text(encoding="utf-8").lower()
    names = [dist.metadata["Name"] for dist in notices.runtime_distributions()]
    assert {"pydantic", "platformdirs"} <= {name.lower() for name in names}
    for name in names:
        name = re.sub(r"[-_.]+", "-", name).lower().removesuffix("-essentials")
        assert name in text, f"{name} missing from the notices"


def test_every_licence_file_the_notices_cite_is_shipped():
    """In the package's assets, or added to the bundle by notices.licence_datas()."""
    bundled = {dest.rsplit("/", 1)[1]: Path(src) for dest, src, _ in notices.licence_datas()}
    assert {"Python-LICENSE.txt", "everdell-desktop-LICENSE.txt"} <= set(bundled)
    assert all(path.is_file() for path in bundled.values())
    cited = re.findall(r"licenses/([\w.-]+\w)", NOTICES.read_text(encoding="utf-8"))
    assert "LGPL-3.0.txt" in cited and "pydantic-LICENSE" in cited
    # the Linux build's system libraries: notices.system_library_datas() writes these
    linux_build = {notices.SYSTEM_NOTICE, "debian", *(f"{n}.txt" for n in notices.ALWAYS_SHIPPED)}
    assert {"system-libraries.txt", "LGPL-2.1.txt"} <= linux_build
    for name in cited:
        assert (
            name in bundled or name in linux_build or (NOTICES.parent / "licenses" / name).is_file()
        ), name


def test_a_distribution_without_a_licence_file_stops_the_build(monkeypatch):
    (pydantic,) = [d for d in notices.runtime_distributions() if d.metadata["Name"] == "pydantic"]
    monkeypatch.setattr(notices, "runtime_distributions", lambda: [pydantic])
    monkeypatch.setattr(type(pydantic), "files", property(lambda self: []))
    with pytest.raises(FileNotFoundError, match=r"pydantic .*no licence file"):
        notices.licence_datas()


def test_the_smoke_test_finds_the_autosaves_the_store_writes(tmp_path):
    from everdell_desktop.store import SaveStore, StorePaths

    home = tmp_path / "home"
    record = play_tinygame_record()
    SaveStore(StorePaths(home)).autosave(record)
    (written,) = (home / "autosave").rglob("*.*")
    assert smoke_test._autosaves(home) == [written]


def play_tinygame_record():
    from everdell_desktop.ai import create_agent
    from everdell_desktop.ai.match import play_match
    from everdell_desktop.core import new_record, registry

    game = registry.get("tinygame")
    config = game.make_config(players=2)
    record = new_record(game, config, 3, game_id="smoke")
    return play_match(game, config, [create_agent("random", game)], 3, record).record


# --- the real thing (slow) -----------------------------------------------------------------------
def _package_data_files() -> list[str]:
    """'everdell_desktop/games/emerland/data/cards.json' and the like: every file of the
    package that is not Python code, and the top-level resources.qrc and assets the spec maps
    into the package ('everdell_desktop/assets/fonts/...')."""
    package = ROOT / "everdell_desktop"
    mapped = [ROOT / "resources.qrc", *(ROOT / "assets").rglob("*")]
    data = [
        path.relative_to(ROOT).as_posix()
        for path in package.rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts
    ]
    return data + [
        f"{package.name}/{p.relative_to(ROOT).as_posix()}" for p in mapped if p.is_file()
    ]


def _game_for_smoke() -> str:
    from everdell_desktop.core import registry

    return "emerland" if "emerland" in registry.names() else "tinygame"


def _machine_has_what_qxcb_needs() -> bool:
    """Whether ldd resolves all of the installed PySide6's xcb plugin here: only then can
    PyInstaller bundle it whole (release builds install the libraries: ci.py setup)."""
    import PySide6

    (plugin,) = Path(PySide6.__file__).parent.rglob("platforms/libqxcb.so")
    result = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True)
    return result.returncode == 0 and None not in check_bundle.parse_ldd(result.stdout).values()


@pytest.mark.slow
def test_frozen_bundle_renders_a_screenshot(tmp_path):
    """python packaging/build.py into a temp folder, then the frozen binary's screenshot."""
    dist, work = tmp_path / "dist", tmp_path / "work"
    data_files = _package_data_files()  # before the build: files may appear while it runs
    try:
        _build_and_screenshot(tmp_path, dist, work, data_files)
    finally:  # 100+ MB: do not leave it to pytest's tmp retention
        shutil.rmtree(dist, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


def _build_and_screenshot(tmp_path: Path, dist: Path, work: Path, data_files: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--dist", str(dist), "--work", str(work)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    bundle = dist / metadata.APP_NAME
    exe = bundle / build.executable_name()
    assert check_bundle.bundle_size(bundle) <= BUNDLE_LIMIT_MB * 1_000_000
    assert check_bundle.left_out_files_present(bundle) == []
    if sys.platform.startswith("linux") and _machine_has_what_qxcb_needs():
        check_bundle.check_xcb(bundle)  # ldd: every library it needs resolves inside the bundle
    bundled = {path.relative_to(bundle).as_posix() for path in bundle.rglob("*") if path.is_file()}
    for data_file in data_files:
        assert any(name.endswith(data_file) for name in bundled), f"{data_file} not bundled"
    for dest, _, _ in notices.licence_datas():  # the texts only the build machine has
        assert any(name.endswith(dest) for name in bundled), f"{dest} not bundled"

    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    game = _game_for_smoke()
    out = tmp_path / "x.png"
    shot = subprocess.run(
        [str(exe), "screenshot", "--game", game, "--players", "2", "--seed", "1",
         "--turns", "10", "--out", str(out)],
        capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path,
    )  # fmt: skip
    assert shot.returncode == 0, shot.stdout + shot.stderr
    assert png_size(out.read_bytes()) == (1600, 1000)

    cards = subprocess.run(
        [str(exe), "cards", "--game", game, "--validate", "--json"],
        capture_output=True, text=True, env=env, timeout=300,
    )  # fmt: skip
    assert cards.returncode == 0, cards.stdout + cards.stderr
    if cards.stdout.strip():  # a windowed Windows build has no console to print to
        assert json.loads(cards.stdout)["valid"] is True
    _opens_a_save_and_lists_every_system_library(tmp_path, bundle, exe, env)


def _opens_a_save_and_lists_every_system_library(tmp_path, bundle, exe, env) -> None:
    """Issue 42: ``everdell-desktop game.everdell`` plays the saved game in the frozen window
    (and a second launch hands the file over); on Linux the generated notice names every
    library of the build system in the bundle."""
    from everdell_desktop import core
    from everdell_desktop.ai import create_agent
    from everdell_desktop.ai.match import play_match
    from everdell_desktop.store.files import write_record

    game = core.get("tinygame")
    config = game.make_config(players=2)
    record = play_match(game, config, [create_agent("random", game)], 5,
                        core.new_record(game, config, 5)).record  # fmt: skip
    write_record(tmp_path / "evening.json", record)
    home = tmp_path / "frozen-home"
    smoke_test.save_opens(exe, {**env, "EVERDELL_DESKTOP_HOME": str(home)},
                          tmp_path / "evening.json", home)  # fmt: skip
    if sys.platform.startswith("linux"):
        listing = bundle / "_internal" / notices.DEST / notices.SYSTEM_NOTICE
        listed = {line.split("  ", 1)[0] for line in listing.read_text().splitlines()}
        system = {
            path.name
            for path in (bundle / "_internal").glob("lib*.so*")
            if not path.is_symlink() and not path.name.startswith("libpython")
        }
        assert system and system <= listed, system - listed


# --- issue 42: the system libraries' notices, saves as documents, the Inno sign tool ----------
COPYRIGHT_DEP5 = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Files: *
License: LGPL-2.1+
 On Debian systems, see /usr/share/common-licenses/LGPL-2.1.

Files: gio/*
License: LGPL-2.1+ and Expat
"""


def _dpkg(owners):
    """``dpkg -S`` answering for the paths in ``owners`` (path -> package) only."""

    def run(command, capture_output, text):
        package = owners.get(command[2])
        if package is None:
            return subprocess.CompletedProcess(command, 1, "", "no path found")
        return subprocess.CompletedProcess(command, 0, f"{package}:amd64: {command[2]}\n", "")

    return run


def test_system_library_notices_come_from_each_packages_copyright_file(tmp_path, monkeypatch):
    if not sys.platform.startswith("linux"):
        pytest.skip("the Linux bundle's notices")
    doc, common = tmp_path / "doc", tmp_path / "common-licenses"
    (doc / "libglib2.0-0").mkdir(parents=True)
    (doc / "libglib2.0-0" / "copyright").write_text(COPYRIGHT_DEP5)
    (doc / "libx11-6").mkdir()
    (doc / "libx11-6" / "copyright").write_text(
        "Copyright The Open Group.\nPermission is hereby granted, free of charge, ..."
    )
    common.mkdir()
    (common / "LGPL-2.1").write_text("GNU LESSER GENERAL PUBLIC LICENSE Version 2.1")
    monkeypatch.setattr(notices, "DOC", doc)
    monkeypatch.setattr(notices, "COMMON_LICENSES", common)
    binaries = [
        ("libglib-2.0.so.0", "/lib/x86_64-linux-gnu/libglib-2.0.so.0", "BINARY"),
        ("libX11.so.6", "/usr/lib/x86_64-linux-gnu/libX11.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", f"{sys.prefix}/lib/libQt6Core.so.6", "BINARY"),
    ]
    # dpkg knows glib by its /usr path only (Debian's merged /usr), X11 as found
    run = _dpkg({
        "/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0": "libglib2.0-0",
        "/usr/lib/x86_64-linux-gnu/libX11.so.6": "libx11-6",
    })  # fmt: skip
    entries = notices.system_library_datas(binaries, tmp_path / "out", run)
    shipped = {dest.removeprefix(notices.DEST + "/"): Path(src) for dest, src, _ in entries}
    assert set(shipped) == {
        "system-libraries.txt", "LGPL-2.1.txt",
        "debian/libglib2.0-0.copyright.txt", "debian/libx11-6.copyright.txt",
    }  # fmt: skip
    listing = shipped["system-libraries.txt"].read_text()
    assert "libglib-2.0.so.0  (Debian package libglib2.0-0): LGPL-2.1+; LGPL-2.1+ and Expat" in (
        listing
    )
    assert (
        "libX11.so.6  (Debian package libx11-6): MIT/X11-style "
        "(a free-form file: debian/libx11-6.copyright.txt)" in listing
    )
    assert "libQt6Core" not in listing  # Qt is the wheel's, under the LGPL 3 notice
    assert shipped["debian/libglib2.0-0.copyright.txt"].read_text() == COPYRIGHT_DEP5


def test_a_free_form_copyright_file_is_read_for_the_licences_it_quotes():
    gcc = "... GCC RUNTIME LIBRARY EXCEPTION ... GNU General Public License ... public domain"
    assert notices.licences_quoted(gcc) == [
        "GPL-3+ with the GCC Runtime Library Exception", "GPL", "public domain"
    ]  # fmt: skip
    assert notices.licences_quoted("All rights reserved.") == []


def test_a_system_library_no_package_owns_stops_the_build(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("the Linux bundle's notices")
    binaries = [("libmystery.so.1", "/opt/mystery/libmystery.so.1", "BINARY")]
    with pytest.raises(FileNotFoundError, match="libmystery"):
        notices.system_library_datas(binaries, tmp_path, _dpkg({}))


def test_info_plist_declares_the_saved_game_as_the_apps_document():
    keys = metadata.info_plist("1.2.3", "13.0")
    plistlib.dumps(keys)
    (document,) = keys["CFBundleDocumentTypes"]
    (declared,) = keys["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert document["LSHandlerRank"] == "Owner"
    tags = declared["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == [metadata.SAVE_SUFFIX.lstrip(".")]
    assert "public.json" in declared["UTTypeConformsTo"]


@pytest.mark.parametrize("password", ['pa$$word"with quotes', "$q$f%1 \"'"])
def test_iscc_signs_with_the_password_from_the_environment_as_written(
    tmp_path, monkeypatch, password
):
    flags = windows_installer.iscc_sign_flags(tmp_path / "c.pfx")
    assert password not in " ".join(flags)
    ran = []
    monkeypatch.setattr(windows_installer, "find_signtool", lambda: "signtool.exe")
    monkeypatch.setattr(
        windows_installer.subprocess, "run",
        lambda command, check: ran.append(command) or subprocess.CompletedProcess(command, 0),
    )  # fmt: skip
    monkeypatch.setenv("WINDOWS_CERTIFICATE_PASSWORD", password)
    setup = str(tmp_path / "setup.exe")
    assert windows_installer.main(["--sign-with", str(tmp_path / "c.pfx"), "--sign", setup]) == 0
    (command,) = ran
    assert command[command.index("/p") + 1] == password  # one argument, not through a shell
    assert command[-1] == setup


@pytest.mark.skipif(
    sys.platform != "win32", reason="PyInstaller's version resources import win32api (Windows)"
)
def test_each_windows_executable_names_itself_and_its_copyright():
    for name in (metadata.APP_NAME, metadata.CLI_NAME):
        info = str(metadata.windows_version_info("1.2.3", name))
        assert f"'OriginalFilename', '{name}.exe'" in info
        assert "'LegalCopyright'" in info


def test_the_installers_register_the_extension_the_store_writes():
    from everdell_desktop.store.saves import SAVE_SUFFIX

    assert metadata.SAVE_SUFFIX == SAVE_SUFFIX
