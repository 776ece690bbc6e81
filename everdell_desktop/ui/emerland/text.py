"""Words and faces for Emerland's components, composed from the engine's data tables.

Card abilities are stored as effect tuples (the rulebook's glossary); this module turns them
into short English for the card faces. It reads the data, it never decides anything.
"""

from __future__ import annotations

from functools import cache

from everdell_desktop.games.emerland.data import COLORS, RESOURCES, SEASONS, SUPPLY, tables
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

WHAT_WORDS = {
    "construction": "Construction",
    "critter": "Critter",
    "upgraded": "upgraded card",
    "artifact": "artifact",
    "harps": "Harp",
    "emerald": "emerald",
    "point_tokens": "point token",
    "realm": "Realm",
    "beneath": "card beneath Artisans",
    "path": "step on the path",
    "resources": "leftover resource",
    "colours": "card colour",
}


def amounts(vec) -> str:
    parts = [f"{n} {SUPPLY[i]}" for i, n in enumerate(vec) if n]
    return ", ".join(parts).replace(" points", " point tokens")


def effect_text(effect: tuple) -> str:
    op = effect[0]
    if op == "gain":
        return f"gain {amounts(effect[1])}"
    if op == "gain_any":
        return f"gain {effect[1]} resource(s) of your choice"
    if op == "draw":
        return f"draw {effect[1]}"
    if op == "draw_to_limit":
        return "draw up to your hand limit"
    if op == "draw_plateau":
        return f"take {effect[1]} from the Plateau"
    if op == "play_top":
        return "play the deck's top card"
    if op == "activate_green":
        return "activate a green card"
    if op == "upgrade":
        return "upgrade a card"
    if op == "excavate":
        return "excavate for free"
    if op == "copy_die":
        return f"copy {effect[1]} market die"
    if op == "artifacts":
        return f"draw {effect[1]} artifact(s), keep 1"
    if op == "realm":
        return "gain a Realm"
    if op == "market_dice":
        return f"take {effect[1]} market dice"
    if op == "all_dice":
        return "take all 4 market dice"
    if op == "receive":
        pay = amounts(effect[1])
        cards = f"{effect[2]} card(s)" if effect[2] else ""
        cost = " and ".join(part for part in (pay, cards) if part) or "nothing"
        times = f" (up to {effect[4]}x)" if effect[4] > 1 else ""
        return f"pay {cost}: {effects_text(effect[3])}{times}"
    if op == "choose_one":
        return " OR ".join(effects_text(option) for option in effect[1])
    if op == "custom":
        return "1 point per card colour in your city" if effect[1] == "colour_census" else op
    return op.replace("_", " ")


def effects_text(effects: tuple) -> str:
    return "; ".join(effect_text(effect) for effect in effects)


def score_text(score: tuple | None) -> str:
    if score is None:
        return ""
    what, points, each, most, at_least = score
    noun = WHAT_WORDS.get(what, what if what not in COLORS else f"{what} card")
    if at_least:
        return f"{points} pts with {at_least}+ {noun}s"
    per = f"per {each} {noun}s" if each > 1 else f"per {noun}"
    cap = f" (max {most})" if most is not None else ""
    return f"{points} pt {per}{cap}"


def side_text(side) -> str:
    trigger = side.trigger
    if trigger == "end_game":
        return "End: " + score_text(side.score)
    body = effects_text(side.effects)
    if trigger == "on_play":
        kind = side.card_kind or (COLORS[side.card_color] if side.card_color is not None else "")
        return f"When you play a {kind or 'card'}: {body}"
    if trigger == "on_prepare":
        seasons = "/".join(SEASONS[s] for s in sorted(side.seasons))
        return f"Preparing for {seasons}: {body}"
    if trigger == "when_visited":
        extra = f" (visitor pays owner {side.community_points} pt)" if side.community_points else ""
        return f"Visit: {body}{extra}"
    if trigger == "artisan":
        return f"Tuck a card: {body}"
    text = body[:1].upper() + body[1:]
    if side.on_upgrade:
        text += f". On upgrade: {effects_text(side.on_upgrade)}"
    return text


@cache
def card_face(cid: int, upgraded: bool) -> CardFace:
    design = T.designs[T.card_design[cid]]
    basic, up = design.sides
    side = up if upgraded else basic
    cost = tuple((RESOURCES[i], n) for i, n in enumerate(design.cost) if n)
    return CardFace(
        name=design.name,
        card_type=COLORS[design.color],
        is_critter=design.critter,
        cost=cost,
        points=side.points,
        text=side_text(side),
        upgraded=upgraded,
        preview="" if upgraded else side_text(up),
        capacity=side.capacity,
    )


def card_name(cid: int) -> str:
    return T.designs[T.card_design[cid]].name


def realm_name(realm: int) -> str:
    return T.realms[realm][1]


def realm_text(realm: int) -> str:
    return score_text(T.realms[realm][2])


def artifact_name(artifact: int) -> str:
    return T.artifacts[artifact][1]


def artifact_points(artifact: int) -> int:
    return T.artifacts[artifact][2]


def artifact_text(artifact: int) -> str:
    _id, name, points, reward, chest = T.artifacts[artifact]
    if chest:
        return f"{name}: keep it and draw another"
    bonus = f"; now: {effects_text(reward)}" if reward else ""
    return f"{name}: {points} pts{bonus}"


def die_face(face_index: int) -> tuple[tuple[str, int], ...]:
    return tuple((SUPPLY[i], n) for i, n in enumerate(T.die_faces[face_index]) if n)


def location_caption(loc_id: str) -> str:
    for entry in T.locations:
        if entry[0] == loc_id:
            cost = amounts(entry[3])
            text = effects_text(entry[2])
            return f"pay {cost}: {text}" if cost else text
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
<li><b>Place a Helper</b> alone on a brown space (Upgrade, Mooring) or on a Critter Destination
in your city.</li>
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
it); drag your Archaeologist to the next step. Legal targets light up while you drag. Every
move can also be clicked, or chosen in the <b>Moves</b> list with the keyboard. Hover or
right-click a card to zoom it.</p>
<p>The cards, realms, artifacts and path in this app are the project's own reconstruction of
the components, not the published ones.</p>
"""
