"""The kernel now knows what Duo's ``phase``/``acted`` and Emerge's ``free_action``/
``round_start`` flags used to say (a free action's work, a season's or round's opening work);
the games still write those values under the keys saves have always hashed, so a save made in
the middle of a turn keeps its hash. Positions are found by playing random games."""

from __future__ import annotations

from everdell_desktop.core import Rng, registry

SEASON_STEPS, TURNS = 1, 0  # Duo's hashed phase values


def positions(name: str, players: int = 2, games: int = 6):
    """(game, state, the main action whose decisions are open or None, whether a season's
    opening steps are under way) for every position of a few random games (the same ones on
    every run). A season's steps run from setup or a ``season_changed`` event until a turn
    begins (``turn_changed``)."""
    game = registry.get(name)
    for seed in range(games):
        state = game.new_game(game.make_config(players=players), seed)
        rng, opened_by, steps = Rng(seed), None, state.turn == 0 or bool(state.pending)
        while state.to_move() is not None:
            yield game, state, opened_by, steps
            action = rng.choice(game.legal_actions(state))
            main = action if not state.pending else opened_by
            for event in game.apply_legal(state, action):
                if event.kind in ("season_changed", "turn_changed"):
                    steps = event.kind == "season_changed"
            opened_by = main if state.pending and not steps else None


def test_duo_hashes_its_phase_and_whether_the_main_action_was_taken():
    seen = set()
    for game, state, opened_by, steps in positions("duo"):
        current, phase, acted, *_ = game.encode_state(state)["turn"]
        assert current == state.current
        if steps:
            expected, case = (SEASON_STEPS, False), "a season's steps"
        elif opened_by is None:
            expected, case = (TURNS, False), "a seat about to act"
        elif opened_by.kind in ("trade", "good_news"):
            expected, case = (TURNS, False), "a free action's decision"
        else:
            expected, case = (TURNS, True), "a main action's decision"
        assert (phase, acted) == expected, case
        seen.add(case)
    assert len(seen) == 4


def test_emerge_hashes_a_free_actions_open_work_and_never_a_pending_round_start():
    free_seen = False
    for game, state, _, _ in positions("emerge", games=4):
        fields = game.encode_state(state)
        assert fields["round_start"] is False  # the round's first turn never waits
        kinds = [task[0] for task in eval(fields["tasks"])]
        assert "turn_goes_on" not in kinds and "first_turn" not in kinds
        if fields["free_action"]:
            free_seen = True
            assert state.pending  # only while a tile power's or a token's decision is open
    assert free_seen
