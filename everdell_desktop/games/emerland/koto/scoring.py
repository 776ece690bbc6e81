"""Scoring Professor Koto (rulebook, "Scoring Professor Koto"), Normal and Hard.

He scores none of his cards' printed points: a base score, so much per Prosperity card, per
upgraded card and per Realm, his point tokens and Artifacts at face value, his Lost City space,
and so much per Emerald. Ties with the player are broken by the rulebook's tie-breakers, his
leftover resources being his Emeralds (docs/rulings.md).
"""

from __future__ import annotations

from everdell_desktop.core import ScoreBreakdown

from .. import scoring
from ..data import EMERALD, POINTS, PROSPERITY, tables
from ..effects import design_of
from ..state import KOTO

T = tables()
# difficulty -> (base score, per Prosperity card, per upgraded card, per Realm, per Emerald)
RATES = {"normal": (10, 3, 2, 4, 1), "hard": (15, 4, 3, 5, 2)}
CATEGORIES = (
    "base",
    "prosperity",
    "upgraded",
    "point_tokens",
    "artifacts",
    "archaeologist",
    "realms",
    "emeralds",
)


def breakdown(state) -> ScoreBreakdown:
    base, per_prosperity, per_upgrade, per_realm, per_emerald = RATES[state.solo.difficulty]
    city = state.cities[KOTO]
    upgraded = sum(state.upgraded[cid] for cid in city)
    emeralds = state.supply[KOTO][EMERALD]
    space = state.lost_city_space[KOTO]
    categories = {
        "base": base,
        "prosperity": per_prosperity * sum(design_of(c).color == PROSPERITY for c in city),
        "upgraded": per_upgrade * upgraded,
        "point_tokens": state.supply[KOTO][POINTS],
        "artifacts": sum(T.artifacts[a].points for a in state.artifacts[KOTO]),
        "archaeologist": T.lost_city_spaces[space] if space >= 0 else 0,
        "realms": per_realm * len(state.realms[KOTO]),
        "emeralds": per_emerald * emeralds,
    }
    tiebreak = (
        upgraded,
        scoring.path_progress(state, KOTO),
        len(state.realms[KOTO]),
        emeralds,
    )
    return ScoreBreakdown(KOTO, categories, tiebreak)


def scores(state) -> list[ScoreBreakdown]:
    """The player's breakdown, then Koto's as the extra entry (index ``KOTO``)."""
    return [*scoring.scores(state), breakdown(state)]
