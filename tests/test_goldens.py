"""Golden replays: every pinned game replays to the same final state, scores and length, and
tells each action in the same words in every language of its game.

A failure here means a change altered how a game plays or how a move is worded. If that was
meant (a rules fix, a better label), rewrite the goldens with ``everdell-desktop goldens
--update`` and say so in the commit message (and in ``docs/rulings.md`` for a rule); otherwise
the change broke something (docs/testing.md, "Goldens pin decisions and words").
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import pytest

from everdell_desktop.ai import goldens
from everdell_desktop.core import GameRecord, registry, replay, words

FOLDER = Path(__file__).parent / "goldens"
SPECS = goldens.load_manifest(FOLDER)


# Recorded before the per-action stream; replayed by record only. Their records were written
# before each decision drew from its own stream (`decision_rng`, commit 52892ac) or before the
# agents were tuned since, so their agents no longer play them; their final positions were
# scored by hand (tests/*/test_*_hand_scored.py), so they keep their records. Each has a golden
# beside it, `<name>-agents`, with the same settings and seed, which its agents do play.
RECORD_ONLY = frozenset(
    {
        "everdell-2p-greedy",
        "everdell-rugwort-year1-greedy",
        "everdell-spirecrest-3p-greedy",
        "emerland-2p-greedy",
        "emerland-koto-hard-greedy",
        "duo-2p-greedy",
        "emerge-2p-mcts-easy",
    }
)
BY_NAME = {spec.name: spec for spec in SPECS}


@pytest.mark.parametrize("name", [spec.name for spec in SPECS])
def test_golden_replays_identically(name):
    """The record replays to what the golden pins, in the same words, and (but for the
    RECORD_ONLY goldens) the golden's agents choose every one of its actions again."""
    agents = () if name in RECORD_ONLY else BY_NAME[name].agents
    assert goldens.check(FOLDER, name, agents) == []


def test_the_goldens_replayed_by_record_only_are_those_their_agents_no_longer_play():
    for name in RECORD_ONLY:
        (difference,) = goldens.check(FOLDER, name, BY_NAME[name].agents)
        assert f"{name}: action " in difference and "its agent now chooses" in difference
        twin = BY_NAME[f"{name}-agents"]
        assert replace(twin, name=name) == BY_NAME[name]


class Scripted:
    """An agent that chooses the record's actions, but another legal one at ``swerve``."""

    name = "scripted"

    def __init__(self, actions: list[str], swerve: int) -> None:
        self.actions, self.swerve, self.asked = actions, swerve, 0
        self.swerved_to: str | None = None

    def choose(self, view, legal, rng):
        recorded = self.actions[self.asked]
        self.asked += 1
        if self.asked - 1 == self.swerve:
            chosen = next(action for action in legal if action.encode() != recorded)
            self.swerved_to = chosen.encode()
            return chosen
        return next(action for action in legal if action.encode() == recorded)


def test_golden_check_reports_the_first_action_its_agents_choose_otherwise(monkeypatch):
    name = "duo-2p-random-a"  # both seats play; its first actions are open choices
    record = GameRecord.model_validate(json.loads((FOLDER / f"{name}.json").read_text())["record"])
    agent = Scripted(record.actions, swerve=4)
    monkeypatch.setattr(goldens, "golden_agents", lambda game, names: [agent])
    (difference,) = goldens.check(FOLDER, name, ("random",))
    seat = replay(record, upto=4).to_move()
    assert difference == (
        f"{name}: action 5 (seat {seat}): its agent now chooses {agent.swerved_to}, "
        f"the record has {record.actions[4]}"
    )
    assert agent.asked == 5  # the first difference is told; the agents are asked no more


def test_golden_check_reports_a_changed_outcome(tmp_path):
    source = FOLDER / f"{SPECS[0].name}.json"
    golden = json.loads(source.read_text())
    golden["scores"][0]["categories"] = {"cards": -1}
    golden["final_hash"] = "0" * 64
    (tmp_path / source.name).write_text(json.dumps(golden))
    differences = goldens.check(tmp_path, SPECS[0].name)
    assert [line.split(":")[1].split()[0] for line in differences] == ["scores", "final_hash"]


WORDED = "emerland-koto-normal-tricks-random"  # short, and Emerland speaks English and Korean


@pytest.fixture
def reworded(monkeypatch, tmp_path):
    """The golden ``WORDED`` copied to ``tmp_path``, and a way to reword one kind of its
    actions in one language: ``reword(action_text, language)``."""
    (tmp_path / f"{WORDED}.json").write_text((FOLDER / f"{WORDED}.json").read_text())
    game = registry.get("emerland")
    describe = type(game).describe_action

    def reword(text: str, language: str) -> None:
        def described(self, state, action):
            label = describe(self, state, action)
            changed = action.encode() == text and words.language() == language
            return label + "!" if changed else label

        monkeypatch.setattr(type(game), "describe_action", described)

    return reword


def test_golden_check_reports_the_first_action_worded_otherwise_with_its_words_now(
    tmp_path, reworded
):
    reworded("prepare()", "en")  # played once a season
    golden = json.loads((FOLDER / f"{WORDED}.json").read_text())
    first = golden["record"]["actions"].index("prepare()")
    pinned = golden["words"]["by_action"][4 * first : 4 * first + 4]
    now = hashlib.sha256("Prepare for the next season!\t다음 계절 준비".encode()).hexdigest()
    assert goldens.check(tmp_path, WORDED) == [
        f"{WORDED}: the words of action {first + 1} (prepare()) changed (digest {pinned}, now "
        f"{now[:4]}); now 'Prepare for the next season!' / '다음 계절 준비'"
    ]


def test_golden_check_reports_words_changed_in_korean_alone(tmp_path, reworded):
    reworded("excavate(cards=1)", "ko")
    first = json.loads((FOLDER / f"{WORDED}.json").read_text())["record"]["actions"].index(
        "excavate(cards=1)"
    )
    (difference,) = goldens.check(tmp_path, WORDED)
    assert difference.startswith(f"{WORDED}: the words of action {first + 1} (excavate(cards=1)) ")
    assert difference.endswith("now 'Excavate, discarding 1 card' / '카드 1장을 버리고 발굴!'")
    assert words.language() == words.ENGLISH  # the check sets the app's language back


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
