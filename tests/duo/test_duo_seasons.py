"""The end of a season and the Season tiles' steps, in order (rulebook, "Season Actions")."""

from duo_kit import city, hand, legal, new, play, res, take

from everdell_desktop.games.duo.engine import END
from everdell_desktop.games.duo.seasons import refresh_river
from everdell_desktop.games.duo.state import (
    AUTUMN,
    EMPTY,
    HARE,
    LOC_FARM,
    SPRING,
    SUMMER,
    TURTLE,
)


def _end_season(state, season):
    """Make ``season`` the current one with the next Moon move ending it."""
    state.season = season
    state.sun, state.moon, state.current = END, END - 1, HARE
    return take(state, "moon")


def _summary(events):
    kinds = ("river_changed", "resources_changed", "cards_drawn", "prompt_opened", "turn_changed")
    return [(e.kind, e.params.get("seat")) for e in events if e.kind in kinds]


def test_the_season_ends_when_both_tokens_reach_the_end_workers_home_tokens_back():
    state = new()
    play(state, "place(loc=farm_twigs)")
    assert state.occ[LOC_FARM] == HARE and state.free[HARE] == 2
    state.sun, state.moon, state.current = END, END - 1, TURTLE
    take(state, "moon")
    assert state.season == SPRING and (state.sun, state.moon) == (0, 0)
    assert state.occ[LOC_FARM] == EMPTY and state.free == [3, 3]


def test_spring_tile_river_turtle_greens_hare_greens_and_a_card_turtle_starts():
    state = new()
    city(state, HARE, "sawmill")
    city(state, TURTLE, "woodcutter")
    hare_cards = len(state.hands[HARE])
    events = _end_season(state, 0)
    assert _summary(events)[-5:] == [
        ("river_changed", None),
        ("resources_changed", TURTLE),
        ("resources_changed", HARE),
        ("cards_drawn", HARE),
        ("turn_changed", TURTLE),
    ]
    assert len(state.hands[HARE]) == hare_cards + 1 + 1  # the take, then the spring draw


def test_summer_tile_river_hare_and_turtle_take_meadow_cards_turtle_gains_one_hare_starts():
    state = new()
    events = _end_season(state, SPRING)
    assert state.season == SUMMER and ("river_changed", None) in _summary(events)
    first = state.pending[-1]
    assert (first.seat, first.kind) == (HARE, "take_from_meadow") and len(first.options) == 8
    play(state, legal(state)[0].encode())
    second = state.pending[-1]
    assert (second.seat, second.kind) == (TURTLE, "take_from_meadow")
    assert len(second.options) == 7  # the Meadow is replenished only after both picks
    play(state, legal(state)[0].encode())
    assert (state.pending[-1].seat, state.pending[-1].kind) == (TURTLE, "gain_resource")
    play(state, "gain(res=pebble)")
    assert state.res[TURTLE] == [0, 0, 1, 0] and EMPTY not in state.meadow
    assert state.to_move() == HARE and state.current == HARE


def test_autumn_tile_river_turtle_greens_hare_greens_and_one_resource_turtle_starts():
    state = new()
    city(state, HARE, "sawmill")
    city(state, TURTLE, "woodcutter")
    events = _end_season(state, SUMMER)
    assert state.season == AUTUMN
    assert _summary(events)[-4:] == [
        ("river_changed", None),
        ("resources_changed", TURTLE),
        ("resources_changed", HARE),
        ("prompt_opened", HARE),
    ]
    play(state, "gain(res=berry)")
    assert state.res[HARE] == [2, 0, 0, 1] and state.current == TURTLE


def test_green_cards_activate_in_the_order_they_were_played():
    state = new()
    city(state, HARE, "sawmill", "farmer", "miller")
    events = _end_season(state, 0)
    hare = [
        e.params["delta"]
        for e in events
        if e.kind == "resources_changed" and e.params["seat"] == HARE
    ]
    assert hare == [{"twig": 2}, {"berry": 2}, {"twig": 1, "resin": 1}]


def test_the_game_ends_when_both_tokens_reach_the_end_in_autumn():
    state = new()
    state.season = AUTUMN
    state.sun, state.moon = END, END - 2
    hand(state, HARE)  # no cards to trade after the last actions
    hand(state, TURTLE)
    take(state, "moon")
    assert not state.over
    events = take(state, "moon")
    assert state.over and state.to_move() is None and legal(state) == []
    assert events[-1].kind == "game_over"


def test_unplaced_workers_are_lost_once_the_sun_reaches_the_end():
    state = new()
    res(state, HARE, 0, 0, 0, 0)
    state.sun = END
    assert state.free[HARE] == 3 and not {"place", "claim", "visit"} & {
        a.kind for a in legal(state)
    }
    assert any(a.kind == "take" for a in legal(state))


def test_a_river_refresh_discards_both_tiles_and_lays_the_next_two_from_the_pile():
    state = new()
    old, pile = list(state.river), list(state.river_pile)
    refresh_river(state, [])
    assert state.river == [pile[-1], pile[-2]] and state.river_pile == pile[:-2]
    assert state.river_out[-2:] == old


def test_a_river_pile_run_out_is_made_again_from_the_discarded_tiles_shuffled():
    """The 20 tiles last a whole game (2 laid out, 3 refreshes of 2), so only a refresh with
    an empty pile reaches the reshuffle: the two tiles in play and the three discarded make
    the new pile, two of them are laid out, none is lost or doubled."""
    state = new()
    state.river_out, state.river_pile = state.river_pile[:3], []
    before = sorted(state.river + state.river_out)
    unshuffled = [*state.river_out, *state.river]
    refresh_river(state, [])
    assert len(state.river) == 2 and state.river_out == []
    assert sorted(state.river + state.river_pile) == before
    assert [*state.river_pile, *reversed(state.river)] != unshuffled
