"""The screenshot command renders the real window mid-game to a PNG of the asked size."""

from __future__ import annotations

from PySide6.QtGui import QImage

from everdell_desktop.cli import default_headless_platform, main


def test_screenshot_of_an_emerland_table(tmp_path, qapp, capsys):
    out = tmp_path / "table.png"
    code = main(
        [
            "screenshot",
            "--game",
            "emerland",
            "--players",
            "3",
            "--seed",
            "2",
            "--turns",
            "15",
            "--out",
            str(out),
            "--size",
            "1200x800",
        ]
    )
    assert code == 0 and out.is_file()
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    colours = {image.pixel(x, y) for x in range(0, 1200, 37) for y in range(0, 800, 29)}
    assert len(colours) > 50  # a drawn table, not a blank window


def test_screenshot_rejects_a_bad_size(tmp_path, capsys):
    code = main(
        [
            "screenshot",
            "--game",
            "emerland",
            "--players",
            "2",
            "--out",
            str(tmp_path / "x.png"),
            "--size",
            "big",
        ]
    )
    assert code == 2
    assert not (tmp_path / "x.png").exists()


def test_screenshot_of_a_solo_game_against_koto(tmp_path, qapp, monkeypatch):
    import everdell_desktop.ui.screenshot as screenshot

    rendered = []
    real = screenshot.render_screenshot

    def spy(game, config, *rest, **options):
        rendered.append(config)
        return real(game, config, *rest, **options)

    monkeypatch.setattr(screenshot, "render_screenshot", spy)
    out = tmp_path / "solo.png"
    argv = ["screenshot", "--game", "emerland", "--players", "1", "--solo", "koto"]
    argv += ["--difficulty", "hard", "--turns", "6", "--out", str(out), "--size", "900x600"]
    assert main(argv) == 0 and out.is_file()
    assert (rendered[0].solo, rendered[0].difficulty) == ("koto", "hard")


def test_screenshot_rejects_an_unknown_difficulty(tmp_path, capsys):
    argv = ["screenshot", "--game", "emerland", "--players", "1", "--solo", "koto"]
    code = main([*argv, "--difficulty", "impossible", "--out", str(tmp_path / "x.png")])
    assert code == 2
    assert capsys.readouterr().err.strip()
    assert not (tmp_path / "x.png").exists()


def test_screenshot_renders_offscreen_on_linux_without_a_display():
    bare: dict[str, str] = {}
    default_headless_platform(bare, "linux")
    assert bare == {"QT_QPA_PLATFORM": "offscreen"}
    for env in ({"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "w"}, {"QT_QPA_PLATFORM": "xcb"}):
        before = dict(env)
        default_headless_platform(env, "linux")
        assert env == before
    elsewhere: dict[str, str] = {}
    default_headless_platform(elsewhere, "darwin")
    assert elsewhere == {}


def test_a_screenshots_random_moves_are_all_played(tmp_path, qapp, monkeypatch):
    """Every turn ends at once (no grace period holds the next seat's turn), so the table
    shown is the one ``--turns`` moves into the game."""
    from everdell_desktop.ui.main_window import MainWindow

    sessions = []
    real = MainWindow.start_game
    monkeypatch.setattr(
        MainWindow,
        "start_game",
        lambda self, spec: sessions.append(real(self, spec)) or sessions[-1],
    )
    argv = ["screenshot", "--game", "emerland", "--players", "2", "--seed", "2", "--turns", "12"]
    assert main([*argv, "--out", str(tmp_path / "t.png"), "--size", "800x600"]) == 0
    assert len(sessions[0].record.actions) == 12
