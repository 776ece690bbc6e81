"""Golden replays: every pinned game replays to the same final state, scores and length.

A failure here means a change altered how a game plays. If that was meant (a rules fix), rewrite
the goldens with ``everdell-desktop goldens --update`` and say so in the commit message and in
``docs/rulings.md``; otherwise the change broke a rule.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from everdell_desktop.ai import goldens
from everdell_desktop.core import registry

FOLDER = Path(__file__).parent / "goldens"
SPECS = goldens.load_manifest(FOLDER)


@pytest.mark.parametrize("name", [spec.name for spec in SPECS])
def test_golden_replays_identically(name):
    assert goldens.check(FOLDER, name) == []


def test_golden_check_reports_a_changed_outcome(tmp_path):
    source = FOLDER / f"{SPECS[0].name}.json"
    golden = json.loads(source.read_text())
    golden["scores"][0]["categories"] = {"cards": -1}
    golden["final_hash"] = "0" * 64
    (tmp_path / source.name).write_text(json.dumps(golden))
    differences = goldens.check(tmp_path, SPECS[0].name)
    assert [line.split(":")[1].split()[0] for line in differences] == ["scores", "final_hash"]


def test_every_golden_file_is_in_the_manifest():
    files = {path.stem for path in FOLDER.glob("*.json")} - {"manifest"}
    assert files == {spec.name for spec in SPECS}
    assert len(SPECS) >= 60


@pytest.mark.parametrize("game_name", registry.names())
def test_goldens_cover_every_game_player_count_and_solo_level(game_name):
    game = registry.get(game_name)
    specs = [spec for spec in SPECS if spec.game == game_name]
    counts = {spec.players for spec in specs if spec.solo is None}
    assert counts == set(range(game.min_players, game.max_players + 1))
    for bot, levels in game.solo_bots.items():
        covered = {spec.difficulty for spec in specs if spec.solo == bot}
        assert covered == set(levels), f"{game_name}: solo {bot} levels without a golden"


def test_goldens_use_the_random_greedy_and_search_agents():
    used = {agent for spec in SPECS for agent in spec.agents}
    assert {"random", "greedy", "mcts-easy"} <= used


@pytest.mark.parametrize("game_name", registry.names())
def test_goldens_cover_every_optional_setting_too(game_name):
    """A game's optional setting (an expansion ...) gets goldens at every player count and
    solo level of its own (where the game plays it against that solo bot)."""
    game = registry.get(game_name)
    specs = [spec for spec in SPECS if spec.game == game_name]
    for choice in game.config_choices:
        for value, _label in choice.values[1:]:
            chosen = [spec for spec in specs if spec.options.get(choice.field) == value]
            counts = {spec.players for spec in chosen if spec.solo is None}
            assert counts == set(range(game.min_players, game.max_players + 1)), value
            for bot, levels in game.solo_bots.items():
                if not _accepted(
                    game, players=1, solo=bot, difficulty=levels[0], **{choice.field: value}
                ):
                    continue  # a setting not played against a solo bot (Duo's coop game)
                assert {spec.difficulty for spec in chosen if spec.solo == bot} == set(levels)


def _accepted(game, **options) -> bool:
    try:
        game.make_config(**options)
    except ValueError:
        return False
    return True
