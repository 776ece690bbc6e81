"""Professor Koto's part of the state: his decks and the options of the solo game.

In a solo game the engine keeps two places at the table: index 0 is the player (the only seat
that ever decides) and index 1 (:data:`KOTO`) is the Professor. Every per-seat list of
``EmerlandState`` (cities, supply, meeples, season, path, artifacts, realms) has his entry at
index 1, while ``state.num_seats`` stays 1. His decks hold card indices into
``koto.cards.decks()``; the last item is the top card.
"""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = 0
KOTO = 1
TABLE_SIZE = 2  # a solo game is set up as a 2-player game


@dataclass(slots=True)
class KotoState:
    difficulty: str  # "normal" or "hard": his scoring and when Trick cards are revealed
    tricks: bool  # the optional Trick deck is in play
    expedition: list[int]
    expedition_discard: list[int]
    excavation: list[int]
    excavation_discard: list[int]
    trick_deck: list[int]
    trick_discard: list[int]

    def clone(self) -> KotoState:
        return KotoState(
            self.difficulty,
            self.tricks,
            self.expedition[:],
            self.expedition_discard[:],
            self.excavation[:],
            self.excavation_discard[:],
            self.trick_deck[:],
            self.trick_discard[:],
        )

    @property
    def hard(self) -> bool:
        return self.difficulty == "hard"

    def pile(self, deck: str) -> tuple[list[int], list[int]]:
        """The draw pile and the discard pile of ``deck`` (expedition, excavation, tricks)."""
        if deck == "expedition":
            return self.expedition, self.expedition_discard
        if deck == "excavation":
            return self.excavation, self.excavation_discard
        return self.trick_deck, self.trick_discard
