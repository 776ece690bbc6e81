"""Every game's art: every face has a picture, no two pictures look alike, and the
``cards --render`` command writes every face."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from everdell_desktop.cli import main
from everdell_desktop.core import registry
from everdell_desktop.ui import i18n
from everdell_desktop.ui.artkit import Picture
from everdell_desktop.ui.proof import ArtSet, file_stem, picture_image
from everdell_desktop.ui.tables import art_set

GAMES = [entry.definition for entry in registry.listed()]
PLACE_GROUPS = ("places", "vents", "islands", "meadow", "path", "track", "boards")
ALIKE_BELOW = 16  # of 256 bits: pictures whose hashes differ in fewer bits look alike


def game_art(game) -> ArtSet:
    art = art_set(game)
    assert art is not None, f"{game.name} has no ART in its ui module"
    return art


def difference_hash(image: QImage) -> int:
    """A perceptual hash: 256 bits, whether each pixel of a 17x16 grey print is brighter
    than its right neighbour."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    small = grey.scaled(
        17, 16, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    bits = 0
    for y in range(16):
        row = [small.pixelColor(x, y).value() for x in range(17)]
        for x in range(16):
            bits = bits << 1 | (row[x] > row[x + 1])
    return bits


def distance(a: int, b: int) -> int:
    return (a ^ b).bit_count()


def picture_hash(art: ArtSet, key: str) -> int:
    return difference_hash(picture_image(art.style, key, 96, 64))


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_face_of_every_game_has_a_picture_in_its_art_book(qapp, game):
    art = game_art(game)
    faces = art.distinct_faces()
    assert faces
    missing = [face.name for face in faces if art.style.picture(face.art) is None]
    assert missing == []


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_no_two_different_pictures_of_a_game_look_alike(qapp, game):
    art = game_art(game)
    hashes = {key: picture_hash(art, key) for key in art.face_pictures()}
    alike = [
        (first, second, distance(hashes[first], hashes[second]))
        for first, second in itertools.combinations(hashes, 2)
        if distance(hashes[first], hashes[second]) < ALIKE_BELOW
    ]
    assert alike == []


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_no_two_board_places_of_a_game_look_alike(qapp, game):
    """Each board place (a location, Farm, River, Event or Season space, a Meadow or path
    space, a vent, an island, a board such as Emerge's mainland or research station ...) its own
    picture."""
    art = game_art(game)
    keys = [key for group in PLACE_GROUPS for key in art.style.book.keys(group)]
    hashes = {key: picture_hash(art, key) for key in keys}
    alike = [
        (first, second, distance(hashes[first], hashes[second]))
        for first, second in itertools.combinations(hashes, 2)
        if distance(hashes[first], hashes[second]) < ALIKE_BELOW
    ]
    assert alike == []


def test_the_hash_calls_a_picture_with_one_figure_nudged_alike(qapp):
    """The threshold catches a near copy: the same scene, its main figure moved a little."""
    art = game_art(GAMES[0])
    key = art.face_pictures()[0]
    pictures = art.style.book.pictures
    original = pictures[key]
    figures = list(original.figures)
    figures[-1] = figures[-1].model_copy(update={"x": figures[-1].x + 0.03})
    pictures[key] = Picture(**{**original.model_dump(), "figures": figures})
    try:
        nudged = picture_hash(art, key)
    finally:
        pictures[key] = original
    assert distance(picture_hash(art, key), nudged) < ALIKE_BELOW


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_cards_render_writes_every_face(qapp, game, tmp_path, capsys):
    art = game_art(game)
    assert main(["cards", "--game", game.name, "--render", str(tmp_path), "--size", "50x70"]) == 0
    written = {path.stem for path in tmp_path.glob("*.png")}
    faces = {file_stem(face) for face in art.distinct_faces()}
    assert faces <= written
    assert len(written) == len(faces) + len(art.other_pictures()) + 1  # and the card back
    assert f"{len(written)} faces written" in capsys.readouterr().out


def test_cards_render_refuses_a_game_without_art(tmp_path, capsys):
    assert main(["cards", "--game", "tinygame", "--render", str(tmp_path)]) != 0
    assert not list(tmp_path.glob("*.png"))


# --- title pictures -----------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_game_has_a_title_picture_in_its_art_book(qapp, game):
    art = game_art(game)
    assert art.style.picture(art.title) is not None, f"{game.name}: no {art.title} picture"


def test_no_two_games_title_pictures_look_alike(qapp):
    hashes = {game.name: picture_hash(game_art(game), game_art(game).title) for game in GAMES}
    alike = [
        (first, second)
        for first, second in itertools.combinations(hashes, 2)
        if distance(hashes[first], hashes[second]) < ALIKE_BELOW
    ]
    assert alike == []


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_welcome_screen_shows_the_suggested_games_title_picture(window, qtbot, game):
    window.settings.last_game = game.name
    window.show_welcome()
    item = window.view.scene().title_picture
    assert item is not None and item.art is game_art(game)
    assert item.title == i18n.game_title(game)
    assert not item.is_painted()  # painted after the first frame, not before it
    waiting = window.view.grab().toImage()
    qtbot.waitUntil(item.is_painted, timeout=5000)
    qtbot.waitUntil(lambda: window.view.grab().toImage() != waiting, timeout=5000)


def test_the_welcome_picture_follows_the_game_chosen_in_the_new_game_dialog(window, qtbot):
    first, second = GAMES[0], GAMES[1]
    window.settings.last_game = first.name
    window.show_welcome()
    dialog = window.new_game_dialog()
    assert window.view.scene().title_picture.art is game_art(first)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(second.name))
    assert window.view.scene().title_picture.art is game_art(second)
    dialog.reject()


def test_every_duo_farm_river_tile_event_and_season_has_its_picture(qapp):
    from everdell_desktop.games.duo.data import SEASONS
    from everdell_desktop.games.duo.engine import EVENTS, FARMS, RIVER

    art = game_art(registry.get("duo"))
    events = EVENTS.values() if isinstance(EVENTS, dict) else EVENTS
    wanted = [
        *(farm.key for farm in FARMS),
        *(f"river.{tile.key}" for tile in RIVER),
        *(f"event.{event.key}" for event in events),
        *(f"season.{name}" for name in SEASONS),
    ]
    assert [key for key in wanted if art.style.picture(f"places/{key}") is None] == []
    assert set(art.style.book.keys("places")) == {f"places/{key}" for key in wanted}


def test_every_duo_meadow_space_and_path_space_has_its_picture(qapp):
    from everdell_desktop.games.duo.engine import DATA

    art = game_art(registry.get("duo"))
    wanted = [f"meadow/{slot}" for slot in range(DATA.meadow_size)]
    wanted += [f"path/{space}" for space in range(DATA.path_length)]
    assert [key for key in wanted if art.style.picture(key) is None] == []
    assert set(art.style.book.keys("meadow")) | set(art.style.book.keys("path")) == set(wanted)


def test_every_emerge_vent_island_track_space_the_mainland_and_station_has_its_picture(qapp):
    """An island's picture is its own: one per vent it can rise at (not per size)."""
    from everdell_desktop.games.emerge.data import tables

    art = game_art(registry.get("emerge"))
    vents = [vent.id for vent in tables().vents]
    islands = [f"islands/{vent}" for vent in vents]
    track = ["track/start"] + [f"track/{space}" for space in range(1, len(tables().ship_spaces))]
    boards = ["boards/mainland", "boards/station"]
    wanted = [*(f"vents/{vent}" for vent in vents), *islands, *track, *boards]
    assert [key for key in wanted if art.style.picture(key) is None] == []
    assert set(art.style.book.keys("islands")) == set(islands)
    assert set(art.style.book.keys("track")) == set(track)
