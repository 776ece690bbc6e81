"""Scoring of constructed end states (점수 계산) and whole random games."""

import pytest
from everdell_kit import GAME, all_uids, city, new, play_random, res

from everdell_desktop.core import GameRecord, Rng, replay, verify
from everdell_desktop.games.everdell.engine import DATA


def ev(key):
    return DATA.event_index[key]


def test_rulebook_scoring_example_totals_62():
    """The rulebook's example: cards 22, tokens 14, prosperity 10, journey 4, events 12."""
    state = new()
    cards = city(
        state,
        0,
        "king",
        "architect",
        "wife",
        "husband",
        "inn",
        "bard",
        "monk",
        "dungeon",
        "wanderer",
        "ruins",
        "university",
        "fairgrounds",
        "mine",
        "farm",
    )
    cards[7].under = (cards[0].uid + 1000,)  # one prisoner in the Dungeon
    player = state.players[0]
    player.tokens = 14
    player.journey = 4
    res(state, 0, resin=1, pebble=1)
    performer, miscreants = (
        ev("event.performer_in_residence"),
        ev("event.ministering_to_miscreants"),
    )
    player.events = [ev("event.grand_tour"), performer, miscreants]
    player.event_points = {ev("event.grand_tour"): 3, performer: 6, miscreants: 0}
    score = GAME.scores(state)[0]
    assert score.categories == {
        "cards": 22,
        "tokens": 14,
        "prosperity": 10,
        "journey": 4,
        "events": 12,
    }
    assert score.total == 62
    assert score.details["prosperity"] == {"king": 5, "architect": 2, "wife": 3}


def test_tokens_on_cards_count_as_points():
    state = new()
    chapel = city(state, 0, "chapel", "clock_tower")[0]
    chapel.tokens = 2
    assert GAME.scores(state)[0].categories["tokens"] == 2 + 3


def test_prisoners_and_event_cards_do_not_score_as_city_cards():
    state = new()
    dungeon, king = city(state, 0, "dungeon", "king")
    state.players[0].city.remove(king)
    dungeon.under = (king.uid,)
    assert GAME.scores(state)[0].categories["cards"] == 0


def test_a_full_city_of_prosperity():
    state = new()
    city(state, 0, "evertree", "castle", "palace", "school", "theatre", "farm", "wife", "king")
    cats = GAME.scores(state)[0].categories
    # Evertree: 7 purple cards; Castle: 1 Common Construction (Farm); Palace: 5 Unique
    # Constructions; School: 1 Common Critter (Wife); Theatre: 1 Unique Critter (King)
    assert cats["prosperity"] == 7 + 1 + 5 + 1 + 1 + 0
    assert cats["cards"] == 5 + 4 + 4 + 2 + 3 + 1 + 2 + 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_every_card_accounted_for(players):
    for seed in range(6):
        state = new(players, seed=seed)
        play_random(state, seed)
        assert state.to_move() is None
        assert sorted(all_uids(state)) == list(range(128))
        assert all(p.passed for p in state.players)
        assert len(GAME.scores(state)) == players


def random_record(config, seed: int) -> GameRecord:
    """A whole game of random moves, recorded with its final state hash."""
    state = GAME.new_game(config, seed)
    rng = Rng(seed)
    actions = []
    while state.to_move() is not None:
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        actions.append(action.encode())
    return GameRecord(
        game="everdell",
        config=config.model_dump(),
        seed=seed,
        actions=actions,
        final_hash=GAME.state_hash(state),
    )


def test_a_recorded_random_game_replays_to_the_same_state():
    record = random_record(GAME.make_config(players=3), 21)
    assert verify(record)["valid"]
    halfway = len(record.actions) // 2
    assert GAME.state_hash(replay(record, upto=halfway)) != record.final_hash


def test_solo_record_replays_too():
    record = random_record(GAME.make_config(players=1, solo="rugwort", difficulty="year3"), 4)
    assert verify(record)["valid"]


def test_clone_is_independent():
    state = new(4, seed=2)
    play_random(state, 2, limit=60)
    copy = state.clone()
    digest = GAME.state_hash(copy)
    play_random(state, 3)
    assert GAME.state_hash(copy) == digest
    assert GAME.encode_state(copy) == GAME.encode_state(copy.clone())


def _eager(state, rng):
    """Prefers playing cards and claiming Events, so games reach full cities and rare cards."""
    legal = GAME.legal_actions(state)
    if not state.pending:
        for kinds in (("play",), ("claim",), ("visit", "place")):
            pick = [a for a in legal if a.kind in kinds]
            if pick and (kinds != ("play",) or rng.random() < 0.8):
                return rng.choice(pick)
    return rng.choice(legal)


@pytest.mark.parametrize(
    "options",
    [
        {"players": 2},
        {"players": 4},
        {"players": 1, "solo": "rugwort", "difficulty": "year2"},
    ],
)
def test_eager_games_reach_deep_states_and_keep_every_card(options):
    for seed in range(8):
        state = GAME.new_game(GAME.make_config(**options), seed)
        rng = Rng(seed)
        while state.to_move() is not None:
            GAME.apply(state, _eager(state, rng))
        assert sorted(all_uids(state)) == list(range(128))
        for player in state.players:
            assert player.res == [max(0, n) for n in player.res]


def test_the_supply_is_unlimited():
    state = new()
    res(state, 0, twig=40)
    from everdell_desktop.games.everdell.engine import gain

    gain(state, 0, (5, 0, 0, 0), [])
    assert state.players[0].res[0] == 45


def test_describe_progress_names_each_players_season():
    state = new(2)
    state.players[0].season = 2
    assert GAME.describe_progress(state) == "Player 1: summer, player 2: winter"
