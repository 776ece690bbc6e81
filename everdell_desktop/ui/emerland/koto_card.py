"""Professor Koto's Expedition card as a face on the table (issue 41 §4): where it sends his
Workers in each season, what his New Plan gives him when the place is taken, and his last
resort. Koto's other decks are told by the log."""

from __future__ import annotations

from functools import cache

from everdell_desktop.core.words import language
from everdell_desktop.games.emerland.board import LOCATIONS
from everdell_desktop.games.emerland.koto.cards import RED_DESTINATION, decks
from everdell_desktop.ui.card_style import CardFace
from everdell_desktop.ui.i18n import tr

from . import text


def expedition_face(card: int) -> CardFace:
    """The face of his Expedition card ``card`` (an index into his deck)."""
    return _expedition_face(card, language())


@cache
def _expedition_face(card: int, _language: str) -> CardFace:
    spec = decks().expedition[card]
    lines = [_stop(season, workers, to) for season, (workers, to) in enumerate(spec.places)]
    plan = ", ".join(_plan_effect(op, n) for op, n in spec.new_plan)
    lines.append(
        tr("Place taken: New Plan ({effects}), then the next season's place").format(effects=plan)
    )
    fallback = text.location_name(LOCATIONS[spec.fallback])
    lines.append(tr("Last resort: {place}").format(place=fallback))
    return CardFace(
        name=text.wording.W.name("koto_expedition", card, spec.name),
        card_type="traveler",
        text="\n".join(lines),
        tag=tr("Professor Koto's Expedition"),
    )


def _stop(season: int, workers: int, to: str) -> str:
    place = tr("a red Destination") if to == RED_DESTINATION else text.location_name(to)
    return tr("{season}: {count}\u00d7 to {place}").format(
        season=text.wording.season_name(season), count=workers, place=place
    )


def _plan_effect(op: str, n: int) -> str:
    """A New Plan task (``_koto_<op>``, n) in words."""
    words = {
        "_koto_points": tr("{n}\u00d7 point token"),
        "_koto_emeralds": tr("{n}\u00d7 Emerald"),
        "_koto_artifact": tr("{n}\u00d7 Artifact"),
        "_koto_advance": tr("{n}\u00d7 step on the path"),
        "_koto_upgrade": tr("{n}\u00d7 upgrade"),
    }
    return words.get(op, op).format(n=n)
