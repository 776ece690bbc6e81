"""Every word the app shows is translated into Korean (issue 19): the window's (Qt Linguist,
checked against a fresh extraction of the code), and each game's that claims Korean (its words
file against the templates its code uses, the components its data names and its glossary)."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from words_kit import PACKAGE, play_and_describe, recording, source_templates

from everdell_desktop.core import registry, words
from everdell_desktop.core.words import check_file

ROOT = PACKAGE.parent
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402

KOREAN = "ko"
CATALOG = ROOT / "assets" / "i18n" / "everdell_desktop_ko.ts"


def korean_games() -> list[str]:
    return [plugin.name for plugin in registry.plugins() if KOREAN in plugin.languages]


def unfinished(ts: Path) -> list[str]:
    root = ElementTree.parse(ts).getroot()
    return [
        message.findtext("source")
        for message in root.iter("message")
        if message.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
        or not (message.findtext("translation") or "").strip()
    ]


# --- the window ----------------------------------------------------------------------------
def test_every_message_of_the_window_has_korean():
    assert unfinished(CATALOG) == []


def test_a_fresh_extraction_of_the_code_finds_nothing_untranslated(tmp_path):
    """lupdate run on today's code into a copy of the catalog: a string marked with tr() but
    missing from the catalog would arrive unfinished (and a stale one would be dropped)."""
    copy = tmp_path / CATALOG.name
    shutil.copy(CATALOG, copy)
    sources = [str(path) for path in translations.ui_sources()]
    command = [str(translations.tool("lupdate")), *sources, "-locations", "none", "-no-obsolete"]
    result = subprocess.run([*command, "-ts", str(copy)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert unfinished(copy) == []
    before = {m.findtext("source") for m in ElementTree.parse(CATALOG).getroot().iter("message")}
    after = {m.findtext("source") for m in ElementTree.parse(copy).getroot().iter("message")}
    assert after == before, "run: python packaging/translations.py update"


TEXT_SETTERS = {
    "setText", "setWindowTitle", "addMenu", "addAction", "setToolTip", "showMessage",
    "setPlaceholderText", "addButton", "setInformativeText", "addItem", "show_banner",
    "set_text", "QLabel", "QPushButton", "QAction", "addRow",
}  # fmt: skip
ALLOWED_LITERALS = {"Everdell Desktop"}  # the app's name, never translated


def literal_texts(path: Path) -> list[str]:
    """String literals with words in them passed straight to a Qt text setter (not via tr)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else None
        name = name or (node.func.id if isinstance(node.func, ast.Name) else "")
        if name not in TEXT_SETTERS:
            continue
        for argument in node.args:
            strings = [argument] if isinstance(argument, ast.Constant) else []
            if isinstance(argument, ast.JoinedStr):
                strings = [part for part in argument.values if isinstance(part, ast.Constant)]
            for string in strings:
                value = string.value
                words_in = isinstance(value, str) and any(c.isalpha() for c in value)
                if words_in and value.strip(" \u2014:-") not in ALLOWED_LITERALS:
                    found.append(f"{path.name}:{string.lineno}: {value!r}")
    return found


def test_no_window_text_is_set_from_an_untranslated_literal():
    offenders = [hit for path in translations.ui_sources() for hit in literal_texts(path)]
    assert offenders == []


def test_the_literal_check_would_catch_an_untranslated_label(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('label.setText("Hello")\nlabel.setText(tr("Hi"))\nQLabel(f"{x} cards")\n')
    assert literal_texts(sample) == ["sample.py:1: 'Hello'", "sample.py:3: ' cards'"]


# --- the games -----------------------------------------------------------------------------
def test_the_app_s_games_claim_korean():
    assert {"emerland", "everdell", "duo", "emerge"} <= set(korean_games())


def test_a_game_without_korean_falls_back_to_english():
    plain = [p for p in registry.plugins() if KOREAN not in p.languages]
    assert plain, "every game claims Korean: this test has nothing left to hold"
    game = plain[0].definition
    state = game.new_game(game.make_config(players=2), 1)
    action = game.legal_actions(state)[0]
    english = game.describe_action(state, action)
    words.set_language(KOREAN)
    assert game.describe_action(state, action) == english


@pytest.mark.parametrize("name", korean_games())
def test_a_game_s_words_file_is_sound(name):
    found = registry.plugin(name).words
    assert found is not None and KOREAN in found.languages()
    assert check_file(found, KOREAN) == []


@pytest.mark.parametrize("name", korean_games())
def test_every_template_a_game_uses_has_korean(name):
    found = registry.plugin(name).words
    with recording(found) as asked:
        play_and_describe(name, games=2)
        word_components(name)
    used = asked | source_templates(name)
    missing = sorted(used - set(found.file(KOREAN).texts))
    assert missing == []
    assert registry.get(name).title in found.file(KOREAN).texts


@pytest.mark.parametrize("name", korean_games())
def test_every_component_a_game_names_has_korean(name):
    names = found_names(registry.plugin(name).words)
    missing = [f"{kind}:{key}" for kind, keys in components(name).items() for key in keys
               if str(key) not in names.get(kind, {})]  # fmt: skip
    assert missing == []


@pytest.mark.parametrize("name", korean_games())
def test_every_glossary_term_has_korean(name):
    found = registry.plugin(name).words
    english = found.english_glossary()
    assert len(english) >= 20
    assert set(found.file(KOREAN).glossary) == set(english)


def found_names(found) -> dict[str, dict[str, str]]:
    return found.file(KOREAN).names


def word_components(name: str) -> None:
    """Word every component the game's own way (card sides, artifacts, realms...)."""
    GAME_WORDING.get(name, lambda: None)()


def _word_emerland() -> None:
    from everdell_desktop.games.emerland import text
    from everdell_desktop.ui.emerland import text as table_text

    for design in text.T.designs:
        for upgraded in (False, True):
            text.side_text(design.index, upgraded)
    for artifact in range(len(text.T.artifacts)):
        text.artifact_text(artifact)
    for realm in range(len(text.T.realms)):
        text.realm_text(realm)
    for location in text.T.locations:
        table_text.location_caption(location.id)


GAME_WORDING = {"emerland": _word_emerland}  # the base game words its cards in the window


def components(name: str) -> dict[str, list]:
    """Every component the game's data names, by the kind its words file files it under."""
    game = registry.get(name)
    state = game.new_game(game.make_config(players=2), 1)
    categories = {key for breakdown in game.scores(state) for key in breakdown.categories}
    found: dict[str, list] = {"score": sorted(categories)}
    for camp in registry.plugin(name).campaigns():
        found.setdefault("campaign", []).append(camp.id)
        for spec in camp.sequence.chapters():
            for kind in ("chapter_title", "chapter_story", "chapter_goal"):
                found.setdefault(kind, []).append(spec.id)
    for bot in game.solo_bots:
        found.setdefault("bot", []).append(bot)
    found.update(GAME_COMPONENTS[name]())
    return found


def _emerland() -> dict[str, list]:
    from everdell_desktop.games.emerland import koto
    from everdell_desktop.games.emerland.data import COLORS, SEASONS, SUPPLY, tables

    data, decks = tables(), koto.decks()
    return {
        "card": [design.id for design in data.designs],
        "location": [location.id for location in data.locations],
        "realm": [realm.id for realm in data.realms],
        "artifact": [artifact.id for artifact in data.artifacts],
        "resource": list(SUPPLY),
        "colour": list(COLORS),
        "season": list(SEASONS),
        **{f"koto_{deck}": list(range(len(getattr(decks, deck)))) for deck in koto.DECKS},
        "score": ["base", "upgraded", "emeralds"],  # Professor Koto's categories
    }


def _everdell() -> dict[str, list]:
    from everdell_desktop.games.everdell.data import COLORS, RESOURCES, game_data
    from everdell_desktop.games.everdell.state import SEASONS

    data = game_data()
    return {
        "card": [card.key for card in data.cards],
        "location": [spec.key for spec in (*data.basic, *data.journey, *data.forest)] + ["haven"],
        "event": [event.key for event in data.events],
        "resource": list(RESOURCES),
        "colour": list(COLORS),
        "season": list(SEASONS),
        "score": ["missed_special_events"],  # Rugwort's
        **_spirecrest(),
    }


def _spirecrest() -> dict[str, list]:
    """The expansion's components, their names and their texts."""
    from everdell_desktop.games.everdell.spirecrest.common import SPIRE
    from everdell_desktop.games.everdell.spirecrest.wording import EVERDELL_VALLEY

    found = {
        "discovery": [info.key for info in SPIRE.discoveries],
        "weather": [info.key for info in SPIRE.weather],
        "big_critter": [info.key for info in SPIRE.critters],
        "tile": [info.key for info in SPIRE.tiles] + [EVERDELL_VALLEY],
    }
    found.update({f"{kind}_text": found[kind] for kind in ("discovery", "weather", "big_critter")})
    return found


def _duo() -> dict[str, list]:
    from everdell_desktop.games.duo.challenge import achievements
    from everdell_desktop.games.duo.coop import COOP_COUNTS
    from everdell_desktop.games.duo.data import COLORS, RESOURCES, SEASONS
    from everdell_desktop.games.duo.engine import CARDS, DATA, EVENTS, RIVER
    from everdell_desktop.games.duo.skunk import GOOD_NEWS
    from everdell_desktop.games.duo.text import COUNTER_WORDS

    return {
        "card": [card.key for card in CARDS],
        "event": [event.key for event in EVENTS],
        "river": [tile.key for tile in RIVER],
        "farm": [farm.key for farm in DATA.farms],
        "good_news": [news.key for news in GOOD_NEWS],
        "counter": list(COUNTER_WORDS),
        "counter_one": list(COUNTER_WORDS),
        "colour": list(COLORS),
        "resource": list(RESOURCES),
        "season": list(SEASONS),
        "score": ["cards", "bonus", "events", "journey"],  # the Skunk's
        "count": list(COOP_COUNTS),
        "achievement_title": [found.id for found in achievements()],
        "achievement_goal": [found.id for found in achievements()],
    }


def _emerge() -> dict[str, list]:
    from everdell_desktop.games.emerge.data import SIZES, TYPES
    from everdell_desktop.games.emerge.engine import T

    tokens = [spec.key for spec in T.token_types]
    tiles = [spec.key for spec in T.tiles]
    goals = [goal.key for goal in T.goals]
    return {
        "type": list(TYPES),
        "size": list(SIZES),
        "token": tokens,
        "token_text": tokens,
        "tile": tiles,
        "tile_text": tiles,
        "goal": goals,
        "goal_text": goals,
        "rival_card": list(T.rival_cards),
        "rival_card_text": list(T.rival_cards),
    }


GAME_COMPONENTS = {"emerland": _emerland, "everdell": _everdell, "duo": _duo, "emerge": _emerge}
