"""Solo mode: the player against Professor Koto (rulebook, "Solo Mode").

Starting a solo game (the GUI's new-game flow)::

    game = core.get("emerland")
    config = game.make_config(players=1, solo="koto", difficulty="hard", tricks=True)
    state = game.new_game(config, seed)

``difficulty`` is ``"normal"`` or ``"hard"`` (his scoring, and when Trick cards are revealed);
``tricks`` adds the optional Trick deck. The levels ``"normal-tricks"`` and ``"hard-tricks"``
(:data:`DIFFICULTIES`, what the CLI and the new-game dialog offer) are shorthands that set
``tricks``: the validated config holds ``difficulty="hard", tricks=True``. ``twist`` is a
campaign chapter's restricted start (:data:`TWISTS`). The campaign builds these configs
itself (``emerland.campaign``).

Reading a solo state: ``state.num_seats == 1`` (only the player decides) but the table has two
places: index :data:`KOTO` (1) of every per-seat list is the Professor's (city, supply with his
Emeralds and point tokens, meeples, season, path position, Artifacts, Realms).
``state.solo`` (:class:`KotoState`) holds his decks; ``koto.cards.decks()`` names his cards.
He moves inside ``game.apply`` right after the player's action, and he starts the game, so
``new_game`` returns a state in which he has already taken his first turn. His moves emit the
ordinary events with ``seat=1`` plus ``koto_card_revealed`` (deck, card, name),
``koto_new_plan``, ``koto_last_resort``, ``koto_deck_shuffled`` and, when an ability would
offer him a choice (the player upgraded a Destination he visits), ``bot_declined`` (kind,
source; see ``core.kernel.is_bot``). When the rules say "your choice" for him, the player
answers a prompt: ``koto_destination`` (which of the player's Red Destinations he visits) or
``koto_upgrade`` (which of his cards is upgraded).
``game.scores(state)`` gives the player's breakdown, then his (categories in
``koto.scoring.CATEGORIES``).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import model_validator

from everdell_desktop.core import Event, GameConfig

from .. import effects as fx
from .. import text
from ..data import EMERALD
from ..state import HIDDEN, HUMAN, KOTO, TABLE_SIZE, KotoState
from .bot import end_turn
from .cards import decks, load_decks
from .scoring import breakdown, scores

BOT = "koto"
LEVELS = ("normal", "hard")  # his scoring and when Trick cards are revealed
TRICKS_SUFFIX = "-tricks"  # a level with this ending adds the Trick deck
DIFFICULTIES = (*LEVELS, *(level + TRICKS_SUFFIX for level in LEVELS))
TWISTS = ("no_emerald", "three_cards")
STARTING_HAND = 4
DECKS = ("expedition", "excavation", "tricks")
# the player's choices made for him: the prompt kinds his tasks add to the engine's
ANSWER_KINDS = frozenset(fx.KERNEL.answer_handlers.keys() - fx.PROMPT_KINDS)

__all__ = [
    "ANSWER_KINDS",
    "BOT",
    "DIFFICULTIES",
    "HUMAN",
    "KOTO",
    "LEVELS",
    "TWISTS",
    "EmerlandConfig",
    "KotoState",
    "breakdown",
    "deck_counts",
    "decks",
    "describe_answer",
    "encode",
    "end_turn",
    "fill",
    "hide",
    "load_decks",
    "scores",
    "setup",
    "table_size",
]


class EmerlandConfig(GameConfig):
    """Emerland's options: the common ones plus two that only a game against Koto uses."""

    tricks: bool = False
    twist: Literal["no_emerald", "three_cards"] | None = None

    @model_validator(mode="before")
    @classmethod
    def _tricks_level(cls, data: Any) -> Any:
        """``difficulty="hard-tricks"`` means ``difficulty="hard", tricks=True``."""
        if not isinstance(data, dict):
            return data
        level = data.get("difficulty")
        if not (isinstance(level, str) and level.endswith(TRICKS_SUFFIX)):
            return data
        if data.get("tricks") is False:
            raise ValueError(f"difficulty {level!r} plays with the Trick deck, not tricks=False")
        return {**data, "difficulty": level.removesuffix(TRICKS_SUFFIX), "tricks": True}

    @model_validator(mode="after")
    def _koto_only(self) -> EmerlandConfig:
        if (self.tricks or self.twist) and self.solo != BOT:
            raise ValueError("tricks and twists only apply to a solo game against Professor Koto")
        return self


def table_size(config: GameConfig) -> int:
    """Places at the table: a solo game is set up as a 2-player game."""
    return TABLE_SIZE if config.solo == BOT else config.players


def setup(state, config: EmerlandConfig, events: list[Event]) -> None:
    """Turn a freshly dealt 2-player game into a solo game and play Koto's opening turn.

    The engine dealt as for two players; Koto gets no cards and no Emerald (his cards go back
    on top of the deck, as if never drawn) and the player holds 4 cards. Koto starts."""
    state.num_seats = 1
    hand = state.hands[KOTO]
    while hand:
        state.deck.append(hand.pop())
    state.supply[KOTO][EMERALD] = 0
    if config.twist == "no_emerald":
        state.supply[HUMAN][EMERALD] = 0
    wanted = STARTING_HAND - (config.twist == "three_cards")
    fx.draw_cards(state, HUMAN, wanted - len(state.hands[HUMAN]), events)
    piles = {}
    for deck in DECKS:
        piles[deck] = list(range(len(getattr(decks(), deck))))
        state.rng.shuffle(piles[deck])
    tricks = piles["tricks"] if config.tricks else []
    state.solo = KotoState(
        config.difficulty,
        config.tricks,
        piles["expedition"],
        [],
        piles["excavation"],
        [],
        tricks,
        [],
    )
    state.current = HUMAN  # so that the hand-over gives the first turn to Koto...
    state.turn = 0  # ...as turn 1
    end_turn(state, events)


def encode(state) -> dict | None:
    """His part of ``encode_state`` (None in a game without him)."""
    solo = state.solo
    if solo is None:
        return None
    encoded: dict = {"difficulty": solo.difficulty, "tricks": solo.tricks}
    for deck in DECKS:
        pile, discard = solo.pile(deck)
        encoded[deck] = list(pile)
        encoded[f"{deck}_discard"] = list(discard)
    return encoded


def hide(view) -> None:
    """A view may not see the order of his face-down decks."""
    if view.solo is None:
        return
    for deck in DECKS:
        pile = view.solo.pile(deck)[0]
        pile[:] = [HIDDEN] * len(pile)


def fill(state, rng) -> None:
    """Determinize his decks: the unseen cards of each, in a random order."""
    if state.solo is None:
        return
    for deck in DECKS:
        pile, discard = state.solo.pile(deck)
        if HIDDEN not in pile:
            continue
        seen = set(discard)
        unseen = [card for card in range(len(getattr(decks(), deck))) if card not in seen]
        rng.shuffle(unseen)
        pile[:] = unseen[: len(pile)]


def deck_counts(directory=None) -> dict[str, int]:
    """Check his three decks (``cards --validate``); raises DataError for a broken file."""
    loaded = load_decks(directory)
    return {f"koto_{deck}": len(getattr(loaded, deck)) for deck in DECKS}


def describe_answer(kind: str, pick) -> str:
    """Words for the player's choices made for him."""
    name = text.card_name(fx.design_of(pick).index)
    if kind == "koto_destination":
        return text.W.text("Send Professor Koto to your {card}", card=name)
    return text.W.text("Professor Koto upgrades his {card}", card=name)
