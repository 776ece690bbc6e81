"""Helpers for the Duo tests: build exact positions and answer prompts by value."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from everdell_desktop import core
from everdell_desktop.core import Action, Rng, ScoreBreakdown
from everdell_desktop.games.duo.engine import CARD, CARDS, DATA, END
from everdell_desktop.games.duo.state import EMPTY, HARE

GAME = core.get("duo")
RES = ("twig", "resin", "pebble", "berry")


def new(seed=1, setup_answered=True):
    """A two-player game; by default the Turtle's winter Meadow pick already made."""
    state = GAME.new_game(GAME.make_config(players=2), seed)
    if setup_answered:
        answer_first(state)
    return state


def solo(level="normal", seed=1):
    return GAME.new_game(GAME.make_config(players=1, solo="skunk", difficulty=level), seed)


def answer_first(state):
    """Answer the open prompt with its first option."""
    GAME.apply(state, GAME.legal_actions(state)[0])


def pull(state, key):
    """Take card ``key`` out of wherever it is (deck, discard, a hand, the Meadow, a city)."""
    card = CARD[key]
    for zone in (state.deck, state.discard, *state.hands, *state.cities):
        if card in zone:
            zone.remove(card)
            return card
    if card in state.meadow:
        slot = state.meadow.index(card)
        state.meadow[slot] = next(c for c in reversed(state.deck) if c != card)
        state.deck.remove(state.meadow[slot])
        return card
    raise AssertionError(f"{key} not found")


def city(state, seat, *keys):
    for key in keys:
        state.cities[seat].append(pull(state, key))


def hand(state, seat, *keys, clear=True):
    if clear:
        state.deck[:0] = state.hands[seat]
        state.hands[seat] = []
    for key in keys:
        state.hands[seat].append(pull(state, key))


def meadow(state, slot, key):
    """Put card ``key`` on Meadow space ``slot`` (the card there goes to the bottom of the
    deck)."""
    card = pull(state, key)
    if state.meadow[slot] != EMPTY:
        state.deck.insert(0, state.meadow[slot])
    state.meadow[slot] = card


def deck_top(state, *keys):
    """Make ``keys`` the next cards drawn (first key drawn first)."""
    cards = [pull(state, key) for key in keys]
    state.deck.extend(reversed(cards))


def res(state, seat, twig=0, resin=0, pebble=0, berry=0):
    state.res[seat] = [twig, resin, pebble, berry]


def keys(cards):
    return sorted(CARDS[card].key for card in cards)


def hand_keys(state, seat):
    return keys(state.hands[seat])


def city_keys(state, seat):
    return keys(state.cities[seat])


def legal(state):
    return GAME.legal_actions(state)


def act(text: str) -> Action:
    return Action.parse(text)


def play(state, text: str):
    """Apply an action given in its text form; it must be legal."""
    return GAME.apply(state, Action.parse(text))


def take(state, token, card=None):
    """The Take a card action (the deck's top card, or ``card`` from the Meadow), then the
    token moved when the player chooses it."""
    events = play(state, "take(src=deck)" if card is None else f"take(card={card},src=meadow)")
    if state.pending and state.pending[-1].kind == "move_token":
        events += play(state, f"move(token={token})")
    return events


def kinds(state):
    return {action.kind for action in legal(state)}


def event_space(state, key):
    """Put Event ``key`` in space 0 (whatever lay there goes out of the game)."""
    state.events[0] = DATA.event_index[key]
    state.event_owner[0] = EMPTY
    return 0


def river_tile(state, space, key):
    state.river[space] = DATA.river_index[key]


def cooperative(seed=1, mode="coop", **options):
    """A cooperative game at the Hare's first turn (the Tortoise's winter pick answered)."""
    state = GAME.new_game(GAME.make_config(players=2, mode=mode, **options), seed)
    settle(state)
    return state


def settle(state):
    """Answer every open prompt with its first option; returns the events."""
    events = []
    while state.pending:
        events += GAME.apply(state, GAME.legal_actions(state)[0])
    return events


def random_game(config, seed):
    """Play one uniformly random game; return the final state."""
    state = GAME.new_game(GAME.make_config(**config), seed)
    rng = Rng(seed)
    while state.to_move() is not None:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def end_season(state):
    """Bring both tokens to the last space but one move: the next Moon move ends the season.
    Returns the seat whose take ends it."""
    state.sun, state.moon = END, END - 1
    state.current = HARE
    return HARE


def finish_turn(state, choose=None):
    """Answer prompts (first option, or ``choose(options)``) until none is pending."""
    while state.pending:
        options = legal(state)
        GAME.apply(state, choose(options) if choose else options[0])


def team_scores(total, skunk, **counts):
    """A finished cooperative game's breakdowns, written by hand: both character seats carry
    the team's total and counts, the Skunk comes last."""
    counts = {"margin": total - skunk, **counts}
    return [
        ScoreBreakdown(0, {"cards": total}, (), {"counts": counts}),
        ScoreBreakdown(1, {"cards": total}, (), {"counts": counts}),
        ScoreBreakdown(2, {"cards": skunk}, ()),
    ]


def changed_copy(tmp_path, module, change):
    """A copy of ``module``'s shipped data file (``DATA_DIR / FILE``) in ``tmp_path``, with
    ``change`` applied to its parsed content; returns the folder to load from."""
    book = json.loads((module.DATA_DIR / module.FILE).read_text())
    change(book)
    (tmp_path / module.FILE).write_text(json.dumps(book))
    return tmp_path


def check_bound(model, data, field, valid, match=None):
    """``data`` validates as ``model`` and keeps its ``field`` as given, or, when not ``valid``,
    is refused (with ``match`` in the message, when given): a data file's bound seen from both
    sides."""
    if valid:
        assert getattr(model.model_validate(data), field) == data[field]
    else:
        with pytest.raises(ValidationError, match=match):
            model.model_validate(data)
