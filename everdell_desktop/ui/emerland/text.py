"""Faces and labels for Emerland's components. The wording of abilities and the names come
from the game's own ``text`` module (generated from the data files, in the player's language);
this module only arranges them for the table and adds the table's questions.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QT_TR_NOOP

from everdell_desktop.core.words import language
from everdell_desktop.games.emerland import text as wording
from everdell_desktop.games.emerland.data import COLORS, RESOURCES, SUPPLY, tables
from everdell_desktop.ui.card_style import CardFace

T = tables()

PROMPT_QUESTIONS = {  # translated when shown (TableScene.prompt_question)
    "draw_plateau": QT_TR_NOOP("Take a card from the Plateau into your hand"),
    "play_top": QT_TR_NOOP("Play the top card of the deck?"),
    "activate_green": QT_TR_NOOP("Choose a green Production card to activate"),
    "upgrade": QT_TR_NOOP("Choose a card in your city to upgrade"),
    "discard": QT_TR_NOOP("Choose a card to discard"),
    "excavate_discard": QT_TR_NOOP("Choose a card to discard for the excavation"),
    "production_order": QT_TR_NOOP("Choose the next Production card to activate"),
    "keep_artifact": QT_TR_NOOP("Keep one artifact (the others go back to the bag)"),
    "copy_die": QT_TR_NOOP("Choose a River Market die to copy"),
    "market_die": QT_TR_NOOP("Choose a River Market die"),
    "realm": QT_TR_NOOP("Choose a Realm: one from the row or the top of the deck"),
    "gain_any": QT_TR_NOOP("Choose a resource to gain"),
    "choose_one": QT_TR_NOOP("Choose one of the card's options"),
    "receive": QT_TR_NOOP("Pay for the card's reward?"),
    "reactivate": QT_TR_NOOP("Activate the card again?"),
    "koto_upgrade": QT_TR_NOOP("Choose which of Professor Koto's cards he upgrades"),
}


def card_face(cid: int, upgraded: bool) -> CardFace:
    """A Jungle card's face in the current language."""
    return _card_face(cid, upgraded, language())


@cache
def _card_face(cid: int, upgraded: bool, _language: str) -> CardFace:
    index = T.card_design[cid]
    design = T.designs[index]
    side = design.sides[upgraded]
    cost = tuple((RESOURCES[i], n) for i, n in enumerate(design.cost) if n)
    return CardFace(
        name=wording.card_name(index),
        card_type=COLORS[design.color],
        is_critter=design.critter,
        cost=cost,
        points=side.points,
        text=wording.side_text(index, upgraded),
        upgraded=upgraded,
        footer="" if upgraded else wording.side_text(index, True),
        footer_mark=not upgraded,
        capacity=side.capacity,
        art=f"cards/{design.id}",
    )


def all_faces() -> list[CardFace]:
    """Both sides of every card design (one copy of each)."""
    first_copy = {index: cid for cid, index in reversed(list(enumerate(T.card_design)))}
    return [
        card_face(first_copy[index], upgraded)
        for index in range(len(T.designs))
        for upgraded in (False, True)
    ]


def card_name(cid: int) -> str:
    return wording.card_name(T.card_design[cid])


def realm_name(realm: int) -> str:
    return wording.realm_name(realm)


def realm_text(realm: int) -> str:
    return wording.score_text(T.realms[realm].score)


def artifact_name(artifact: int) -> str:
    return wording.artifact_name(artifact)


def artifact_points(artifact: int) -> int:
    return T.artifacts[artifact].points


def artifact_text(artifact: int) -> str:
    return wording.artifact_text(artifact)


def die_face(face_index: int) -> tuple[tuple[str, int], ...]:
    return tuple((SUPPLY[i], n) for i, n in enumerate(T.die_faces[face_index]) if n)


def amounts(vec) -> str:
    return wording.amounts(vec)


def location_name(loc_id: str) -> str:
    """The location's name from the board data, as the game's move labels spell it."""
    return wording.location_name(loc_id)


def location_caption(loc_id: str) -> str:
    for entry in T.locations:
        if entry.id == loc_id:
            text = wording.effects_text(entry.effects)
            if any(entry.cost):
                return wording.W.text(
                    "pay {amounts}: {effects}", amounts=amounts(entry.cost), effects=text
                )
            return text
    return loc_id


RULES_HTML = """
<h2>Everdell: Emerland at a glance</h2>
<p><i>A summary in our own words; the printed rulebook is the authority.</i></p>
<h3>Goal</h3>
<p>Build the most valuable jungle city over four seasons (summer, autumn, winter, spring).
The player with the most points when everyone has finished wins.</p>
<h3>Your turn: one action</h3>
<ul>
<li><b>Place a Worker</b> on a board location or a red Destination card. Bring a Helper as a
<i>guide</i> to use a green location twice, or as a <i>negotiator</i> to enter a space somebody
already occupies. Fountain spaces take one Worker per player and never a guide.</li>
<li><b>Place a Helper</b> alone on a brown space (Upgrade Grove, Mooring) or on a Critter
Destination in your city.</li>
<li><b>Play a card</b> from your hand or the Plateau by paying its cost (Critters cost figs), or
play a Critter free and upgraded by putting a Harp on an upgraded Construction (one Harp per
Construction colour).</li>
<li><b>Use an Artisan</b>: tuck a card from your hand beneath it to trigger it, up to its
capacity.</li>
<li><b>Excavate</b>: pay the next path step, discard at least one card, move your
Archaeologist one step (no further than the season allows), take the richest point stack there,
then draw one artifact per discarded card and keep one.</li>
<li><b>Prepare for the next season</b> once all your Workers are out: take everything back and
gain what the season brings (autumn: a Helper and your green cards produce; winter: a Worker,
an emerald and a fresh Plateau; spring: two Workers, a Helper, and production again).</li>
</ul>
<h3>Limits</h3>
<p>Hand: 6 cards. City: 12 cards, plus one space per Realm you own.</p>
<h3>Scoring</h3>
<p>Card points, Prosperity bonuses, point tokens, artifacts, your place in the Lost City,
Realms, and one point per two leftover resources (emeralds included). Ties go to the most
upgraded cards, then the furthest Archaeologist, then the most Realms, then the most leftover
resources.</p>
<h3>The flower side (upgrading)</h3>
<p>Every Jungle card has two sides. The flower strip at the foot of a card previews what its
upgraded side does; upgrading turns the card over: it is worth 1 more point and its ability is
stronger. Zoom a card to read what each of its icons means beside it.</p>
<h3>Playing on the table</h3>
<p>Drag a Worker or Helper onto a location or a red card; drag a card from your hand or the
Plateau into your city (onto an upgraded Construction to use a Harp; onto an Artisan to tuck
it); drag your Archaeologist to the next step. Legal targets light up while you drag. A click
only selects: the targets light up and the bar at the foot of the table names the moves; a
second click on the item or on a lit target, or a button of the bar, plays. Every move is also
in the <b>Moves</b> list, for the keyboard. Hover or right-click a card to zoom it. After your
turn the AI waits a moment, and Undo (Ctrl+Z) can still take your turn back.</p>
<p>The cards, realms, artifacts and path in this app are the project's own reconstruction of
the components, not the published ones.</p>
"""
