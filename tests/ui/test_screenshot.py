"""The screenshot command renders the real window mid-game to a PNG of the asked size."""

from __future__ import annotations

from PySide6.QtGui import QImage

from everdell_desktop.cli import main


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
