"""Faces and labels for Emerland's components. The wording of abilities comes from the game's
own ``text`` module (generated from the data files); this module only arranges it for the
table and adds the table's questions and the rules summary.
"""

from __future__ import annotations

from functools import cache

from everdell_desktop.games.emerland import text as wording
from everdell_desktop.games.emerland.data import COLORS, RESOURCES, SUPPLY, tables
from everdell_desktop.ui.art import CardFace

T = tables()

PROMPT_QUESTIONS = {
    "draw_plateau": "Take a card from the Plateau into your hand",
    "play_top": "Play the top card of the deck?",
    "activate_green": "Choose a green Production card to activate",
    "upgrade": "Choose a card in your city to upgrade",
    "discard": "Choose a card to discard",
    "excavate_discard": "Choose a card to discard for the excavation",
    "production_order": "Choose the next Production card to activate",
    "keep_artifact": "Keep one artifact (the others go back to the bag)",
    "copy_die": "Choose a River Market die to copy",
    "market_die": "Choose a River Market die",
    "realm": "Choose a Realm: one from the row or the top of the deck",
    "gain_any": "Choose a resource to gain",
    "choose_one": "Choose one of the card's options",
    "receive": "Pay for the card's reward?",
    "reactivate": "Activate the card again?",
}


@cache
def card_face(cid: int, upgraded: bool) -> CardFace:
    index = T.card_design[cid]
    design = T.designs[index]
    side = design.sides[upgraded]
    cost = tuple((RESOURCES[i], n) for i, n in enumerate(design.cost) if n)
    return CardFace(
        name=design.name,
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
    return T.designs[T.card_design[cid]].name


def realm_name(realm: int) -> str:
    return T.realms[realm].name


def realm_text(realm: int) -> str:
    return wording.score_text(T.realms[realm].score)


def artifact_name(artifact: int) -> str:
    return T.artifacts[artifact].name


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
    for entry in T.locations:
        if entry.id == loc_id:
            return entry.name
    raise KeyError(f"no board location {loc_id!r}")


def location_caption(loc_id: str) -> str:
    for entry in T.locations:
        if entry.id == loc_id:
            text = wording.effects_text(entry.effects)
            return f"pay {amounts(entry.cost)}: {text}" if any(entry.cost) else text
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
