"""Random games of Emerland run to the end for every player count."""

import pytest

from everdell_desktop import core
from everdell_desktop.core import Rng

GAME = core.get("emerland")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_complete(players):
    for seed in range(3):
        state = GAME.new_game(GAME.make_config(players=players), seed)
        rng = Rng(seed)
        for _ in range(5000):
            if state.to_move() is None:
                break
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        assert state.to_move() is None
        assert len(GAME.scores(state)) == players


def test_a_recorded_game_replays_to_the_same_state():
    from everdell_desktop.core import new_record, replay, verify

    config = GAME.make_config(players=3)
    state = GAME.new_game(config, 11)
    record = new_record(GAME, config, 11)
    rng = Rng(11)
    while state.to_move() is not None:
        action = rng.choice(GAME.legal_actions(state))
        assert GAME.parse_action(action.encode()) == action
        GAME.apply(state, action)
        record.actions.append(action.encode())
    record.final_hash = GAME.state_hash(state)
    assert verify(record)["valid"]
    assert GAME.state_hash(replay(record)) == record.final_hash


def test_describe_action_gives_english_for_every_legal_action():
    state = GAME.new_game(GAME.make_config(players=4), 3)
    rng = Rng(3)
    seen = set()
    while state.to_move() is not None:
        for action in GAME.legal_actions(state):
            text = GAME.describe_action(state, action)
            assert text and "(" not in text.split()[0], text
            seen.add(action.kind)
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert {"place_worker", "place_helper", "play_card", "prepare", "pass"} <= seen


def test_excavate_labels_count_cards_in_plain_english():
    state = GAME.new_game(GAME.make_config(players=2), 7)
    rng = Rng(7)
    while state.to_move() is not None:
        digs = {a["cards"]: a for a in GAME.legal_actions(state) if a.kind == "excavate"}
        if 1 in digs and 2 in digs:
            break
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert GAME.describe_action(state, digs[1]) == "Excavate, discarding 1 card"
    assert GAME.describe_action(state, digs[2]) == "Excavate, discarding 2 cards"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_command_completes_random_games_without_errors(players, capsys, tmp_path):
    """The 20 saved records replay (each action through the legality gate) to finished games,
    and the summary's figures are their means."""
    import json

    from everdell_desktop.cli import main
    from everdell_desktop.core import GameRecord
    from everdell_desktop.core.record import replay

    args = ["simulate", "--game", "emerland", "--players", str(players), "--agents", "random"]
    args += ["--games", "20", "--seed", "5", "--json", "--save-dir", str(tmp_path)]
    assert main(args) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["errors"] == 0 and summary["completed"] == 20
    records = [
        GameRecord.model_validate_json(path.read_text(encoding="utf-8"))
        for path in sorted(tmp_path.glob("game-*.json"))
    ]
    assert len(records) == 20 and len({record.seed for record in records}) == 20
    scores = []
    for record in records:
        state = replay(record)
        assert state.to_move() is None and GAME.state_hash(state) == record.final_hash
        scores.append([breakdown.total for breakdown in GAME.scores(state)])
    means = [round(sum(column) / 20, 2) for column in zip(*scores, strict=True)]
    assert summary["mean_scores"] == means and len(means) == players
    lengths = [len(record.actions) for record in records]
    assert summary["actions_per_game"] == round(sum(lengths) / 20, 2)


def test_describe_action_words_prompt_answers_from_the_data():
    from emerland_kit import T, answer, give, to_hand

    state = GAME.new_game(GAME.make_config(players=2), 1)
    GAME.apply(state, GAME.parse_action("place_helper(loc=brown.mooring)"))
    labels = [GAME.describe_action(state, a) for a in GAME.legal_actions(state)]
    assert labels == ["Draw 2 cards", "Copy 1 River Market die"]
    answer(state, 0)
    cacao = to_hand(state, 1, "cacao_terrace")
    give(state, 1, bamboo=1, leaf=1, marble=1, fig=1)
    design = T.card_design[cacao]
    play = next(
        a
        for a in GAME.legal_actions(state)
        if a.kind == "play_card" and T.card_design[a["card"]] == design
    )
    GAME.apply(state, play)
    labels = [GAME.describe_action(state, a) for a in GAME.legal_actions(state)]
    assert labels == ["Pay 1 Fig to gain 2 point tokens", "Decline"]
