"""Property tests: illegal actions change nothing; invariants hold through random games."""

import pytest
from emerland_kit import GAME, T, new_game, play_random
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from everdell_desktop.core import Action, IllegalAction, Rng
from everdell_desktop.games.emerland.board import LOCATION_KIND, LOCATIONS
from everdell_desktop.games.emerland.data import DESTINATION
from everdell_desktop.games.emerland.effects import LOST_CITY, PROMPT_KINDS
from everdell_desktop.games.emerland.state import HIDDEN

CARD = st.integers(-1, 100)
LOC = st.one_of(
    st.sampled_from(LOCATIONS),
    st.builds(lambda k, c: f"{k}.{c}", st.sampled_from(["card", "community"]), st.integers(0, 99)),
)
ACTIONS = st.one_of(
    st.builds(
        lambda loc, g, n: Action.of("place_worker", loc=loc, guide=g, negotiator=n),
        LOC,
        st.booleans(),
        st.booleans(),
    ),
    st.builds(lambda loc: Action.of("place_helper", loc=loc), LOC),
    st.builds(lambda c, h: Action.of("play_card", card=c, harp=h), CARD, CARD),
    st.builds(lambda c, d: Action.of("use_artisan", card=c, discard=d), CARD, CARD),
    st.builds(lambda n: Action.of("excavate", cards=n), st.integers(-1, 8)),
    st.just(Action.of("prepare")),
    st.just(Action.of("pass")),
    st.builds(
        lambda k, p: Action.of(k, pick=p),
        st.sampled_from(sorted(PROMPT_KINDS)),
        st.one_of(CARD, st.sampled_from(["decline", "yes", "deck", "fig"])),
    ),
)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**31), players=st.integers(2, 4), steps=st.integers(0, 200), action=ACTIONS
)
def test_random_illegal_action_raises_and_leaves_the_state_unchanged(seed, players, steps, action):
    state = new_game(players, seed)
    play_random(state, seed, limit=steps)
    assume(action not in GAME.legal_actions(state))
    before = GAME.state_hash(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, action)
    assert GAME.state_hash(state) == before


def check_invariants(state):
    players = state.num_seats
    places = state.deck + state.discard + [c for slot in state.plateau for c in slot]
    for group in (state.hands, state.cities, state.beneath.values()):
        places += [c for cards in group for c in cards]
    assert sorted(places) == list(range(100)), "every card in exactly one place"
    for seat in range(players):
        assert len(state.hands[seat]) <= 6, "hand limit"
        assert len(state.cities[seat]) <= state.city_limit(seat), "city limit"
        assert min(state.supply[seat]) >= 0, "no negative supply"
        city = state.cities[seat]
        on_cards = sum(state.owner_space[c] == 0 for c in city)
        on_cards += sum(v == seat for v in state.community_space)
        placed = sum(row[seat] for row in state.loc_workers) + on_cards
        assert placed + state.workers[seat] == state.workers_total[seat], "workers accounted"
        helpers = sum(row[seat] for row in state.loc_helpers)
        helpers += sum(state.owner_space[c] == 1 for c in city)
        assert helpers + state.helpers[seat] == state.helpers_total[seat], "helpers accounted"
        for cid in state.beneath:
            assert T.designs[T.card_design[cid]].color == 4 and cid in [
                c for city in state.cities for c in city
            ]
    for loc, kind in enumerate(LOCATION_KIND):
        workers, helpers = state.loc_workers[loc], state.loc_helpers[loc]
        if kind == "fountain":
            assert max(workers) <= 1, "one worker per player on a fountain"
            for mine, escorts in zip(workers, helpers, strict=True):
                assert escorts <= mine, "fountains take a negotiator, never a guide"
        if kind == "brown":
            assert sum(workers) == 0, "brown spaces are for helpers"
        if kind == "green":
            for mine, escorts in zip(workers, helpers, strict=True):
                assert escorts <= 2 * mine, "at most a guide and a negotiator per worker"
    in_city = {c: seat for seat, city in enumerate(state.cities) for c in city}
    for cid in range(100):
        red = T.designs[T.card_design[cid]].color == DESTINATION
        if state.owner_space[cid] >= 0 or state.community_space[cid] >= 0:
            assert red and cid in in_city
        if state.owner_space[cid] == 1:
            assert T.designs[T.card_design[cid]].critter, "helpers only on critter cards"
        assert state.community_space[cid] != in_city.get(cid, -2)
        if state.harp_on[cid]:
            assert cid in in_city and state.upgraded[cid]
    for city in state.cities:
        harp_colours = [T.designs[T.card_design[c]].color for c in city if state.harp_on[c]]
        assert len(harp_colours) == len(set(harp_colours)), "one harp per colour"
    slots = [T.card_design[s[0]] for s in state.plateau if s]
    assert len(slots) == len(set(slots)) and len(state.plateau) == 6
    assert all(len({T.card_design[c] for c in s}) <= 1 for s in state.plateau)
    drawn = ()
    if state.pending and state.pending[-1].kind == "keep_artifact":
        drawn = state.pending[-1].ctx
    kept = [a for owned in state.artifacts for a in owned]
    assert sorted(state.bag + kept + list(drawn)) == list(range(45))
    realms = state.realm_deck + state.realm_row + [r for owned in state.realms for r in owned]
    assert sorted(realms) == list(range(18))
    assert all(0 <= p <= LOST_CITY for p in state.path_pos)
    spaces = [s for s in state.lost_city_space if s >= 0]
    assert len(spaces) == len(set(spaces))
    actions = GAME.legal_actions(state)
    assert len(actions) == len(set(actions)), "no duplicate legal actions"
    assert bool(actions) == (state.to_move() is not None), "a seat to move always has an action"


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_invariants_hold_after_every_action_of_random_games(seed, players):
    state = new_game(players, seed)
    check_invariants(state)
    play_random(state, seed, check=check_invariants)
    assert state.to_move() is None


@settings(max_examples=20, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    players=st.integers(2, 4),
    steps=st.integers(0, 150),
    salt=st.integers(0, 2**31),
)
def test_view_hides_hidden_information_and_determinize_fills_it_consistently(
    seed, players, steps, salt
):
    state = new_game(players, seed)
    play_random(state, seed, limit=steps)
    seat = state.to_move() if state.to_move() is not None else 0
    view = GAME.view(state, seat)
    for other in range(players):
        if other != seat:
            assert set(view.hands[other]) <= {HIDDEN}
    assert view.hands[seat] == state.hands[seat]
    assert view.deck[-1:] == state.deck[-1:]  # players may see the top card
    assert set(view.deck[:-1]) <= {HIDDEN} and set(view.bag) <= {HIDDEN}
    assert set(view.realm_deck) <= {HIDDEN}
    full = GAME.determinize(view, Rng(salt))
    check_invariants(full)
    assert full.hands[seat] == state.hands[seat]
    assert [len(h) for h in full.hands] == [len(h) for h in state.hands]
    assert full.cities == state.cities and full.plateau == state.plateau
    assert GAME.legal_actions(full) == GAME.legal_actions(state)
