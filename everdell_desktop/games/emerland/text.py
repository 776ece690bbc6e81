"""Wording of abilities, composed from the data (for card faces, tooltips, docs), in the
player's language.

The wording is generated, so a corrected data file corrects the text too. English templates
are written here; other languages translate them in ``words/<language>.json`` (``core.words``),
which also names the components by id (cards, locations, realms, artifacts, resources...).
"""

from __future__ import annotations

from pathlib import Path

from everdell_desktop.core.words import N_, Words

from .data import COLORS, PRODUCTION, SEASONS, SUPPLY, tables

T = tables()
HERE = Path(__file__).parent
WORDS = Words(HERE / "words", glossary=HERE / "data" / "glossary.json")
W = WORDS
_NAMES = {
    "bamboo": ("Bamboo", "Bamboo"),
    "leaf": ("Leaf", "Leaves"),
    "fig": ("Fig", "Figs"),
    "marble": ("Marble", "Marble"),
    "emerald": ("Emerald", "Emeralds"),
    "harp": ("Harp", "Harps"),
    "points": ("point token", "point tokens"),
}
_COUNTED = {
    "cards": "card in your city",
    "construction": "Construction",
    "critter": "Critter",
    "upgraded": "upgraded card",
    "artifact": "Artifact",
    "harps": "Harp you own",
    "emerald": "leftover Emerald",
    "point_tokens": "point tokens",
    "realm": "Realm",
    "beneath": "card beneath your Artisans",
    "path": "step of your Archaeologist",
    "resources": "leftover resource",
    "colours": "different card colour in your city",
}


# --- names ----------------------------------------------------------------------------------
def resource_name(kind: str, count: int = 1) -> str:
    """A supply's name (``fig``, ``emerald``, ``points``...), singular or plural by ``count``."""
    singular, plural = _NAMES[kind]
    return W.name("resource", kind, singular if count == 1 else plural)


def colour_name(index: int) -> str:
    return W.name("colour", COLORS[index], COLORS[index].capitalize())


def season_name(index: int) -> str:
    return W.name("season", SEASONS[index], SEASONS[index].capitalize())


def card_name(design_index: int) -> str:
    design = T.designs[design_index]
    return W.name("card", design.id, design.name)


def named_card(english: str) -> str:
    """A card by the English name its score's details key it by (``scoring``)."""
    return _named("card", T.designs, english)


def named_realm(english: str) -> str:
    """A realm by the English name its score's details key it by (``scoring``)."""
    return _named("realm", T.realms, english)


def _named(kind: str, entries, english: str) -> str:
    """The entry of ``entries`` named ``english``, in the player's words (as it is if none)."""
    found = next((entry for entry in entries if entry.name == english), None)
    return W.name(kind, found.id, english) if found else english


def location_name(loc_id: str) -> str:
    for entry in T.locations:
        if entry.id == loc_id:
            return W.name("location", loc_id, entry.name)
    raise KeyError(f"no board location {loc_id!r}")


def realm_name(realm: int) -> str:
    return W.name("realm", T.realms[realm].id, T.realms[realm].name)


def artifact_name(artifact: int) -> str:
    return W.name("artifact", T.artifacts[artifact].id, T.artifacts[artifact].name)


def and_join(parts: list[str]) -> str:
    return W.text(" and ").join(parts)


# --- abilities ------------------------------------------------------------------------------
def amounts(vec: tuple) -> str:
    parts = [
        W.text("{count} {thing}", count=count, thing=resource_name(SUPPLY[index], count))
        for index, count in enumerate(vec)
        if count
    ]
    return ", ".join(parts) or W.text("nothing")


def effect_text(effect: tuple) -> str:
    op = effect[0]
    if op == "gain":
        return W.text("gain {amounts}", amounts=amounts(effect[1]))
    if op in _COUNTED_EFFECTS:
        singular, plural = _COUNTED_EFFECTS[op]
        return W.plural(effect[1], singular, plural, count=effect[1])
    if op in _PLAIN_EFFECTS:
        return W.text(_PLAIN_EFFECTS[op])
    if op == "receive":
        return W.text(
            "you may {price} to {effects}",
            price=price_text(effect),
            effects=effects_text(effect[3]),
        ) + _times(effect)
    if op == "choose_one":
        return W.text(" OR ").join(effects_text(option) for option in effect[1])
    if op == "custom" and effect[1] == "colour_census":
        return W.text(
            "gain 1 point token per card colour in your city (at most {cap})", cap=effect[2]
        )
    raise ValueError(f"no wording for effect {op!r}")


def price_text(effect: tuple) -> str:
    """What a ``receive`` effect asks to be paid: resources and/or cards."""
    _, cost, cards, _effects, _times = effect
    price = [W.text("pay {amounts}", amounts=amounts(cost))] if any(cost) else []
    if cards:
        price.append(W.plural(cards, "discard {count} card", "discard {count} cards", count=cards))
    return and_join(price)


def receive_answer(effect: tuple) -> str:
    """The label of the answer that accepts a ``receive`` effect."""
    text = W.text("{price} to {effects}", price=price_text(effect), effects=effects_text(effect[3]))
    return text[:1].upper() + text[1:] + _times(effect)


def _times(effect: tuple) -> str:
    times = effect[4]
    return W.text(" (up to {times} times)", times=times) if times > 1 else ""


# effects worded by one count: op -> (singular, plural) English templates (the plural one is
# the key of another language's words, marked for the completeness test)
_COUNTED_EFFECTS = {
    "gain_any": (
        "gain {count} resource of your choice",
        N_("gain {count} resources of your choice"),
    ),
    "draw": ("draw {count} card", N_("draw {count} cards")),
    "draw_plateau": (
        "take {count} card from the Plateau",
        N_("take {count} cards from the Plateau"),
    ),
    "discard": ("discard {count} card", N_("discard {count} cards")),
    "copy_die": ("copy {count} River Market die", N_("copy {count} River Market dice")),
    "artifacts": ("draw {count} Artifact, keep 1", N_("draw {count} Artifacts, keep 1")),
    "market_dice": ("gain {count} River Market die", N_("gain {count} River Market dice")),
}
# effects worded the same whatever their values
_PLAIN_EFFECTS = {
    "draw_to_limit": N_("draw up to your hand limit"),
    "play_top": N_("play the top card of the deck for free"),
    "activate_green": N_("activate 1 green card in your city or the Plateau"),
    "upgrade": N_("upgrade a card in your city"),
    "excavate": N_("move your Archaeologist 1 step for free"),
    "realm": N_("gain a Realm"),
    "all_dice": N_("gain all River Market dice"),
}


def effects_text(effects: tuple) -> str:
    return "; ".join(effect_text(effect) for effect in effects)


def counted_name(what: str) -> str:
    """What an end-game rule counts ("upgraded card", "green card"...)."""
    if what in _COUNTED:
        return W.name("counted", what, _COUNTED[what])
    if what in COLORS:
        return W.text("{colour} card", colour=colour_name(COLORS.index(what)).lower())
    return what


def score_text(rule: tuple) -> str:
    what, points, each, cap, at_least = rule
    thing = counted_name(what)
    if at_least is not None:
        return W.text(
            "{points} points if you have at least {count} × {thing}",
            points=points,
            count=at_least,
            thing=thing,
        )
    if each > 1:
        text = W.text(
            "{points} per every {count} × {thing}", points=points, count=each, thing=thing
        )
    else:
        text = W.text("{points} per {thing}", points=points, thing=thing)
    return text + (W.text(" (at most {cap})", cap=cap) if cap is not None else "")


def side_text(design_index: int, upgraded: bool) -> str:
    """The ability of one side of a card design, in words."""
    side = T.designs[design_index].sides[upgraded]
    body = effects_text(side.effects)
    trigger = side.trigger
    if trigger == "when_played" and T.designs[design_index].color == PRODUCTION:
        text = W.text("When played and when you prepare for autumn and spring: {body}", body=body)
    elif trigger == "when_played":
        text = W.text("When played: {body}", body=body)
    elif trigger == "on_play":
        if side.card_kind:
            what = W.name("card_kind", side.card_kind, side.card_kind.title())
        else:
            what = W.text("{colour} card", colour=colour_name(side.card_color).lower())
        text = W.text("When you play a {what}: {body}", what=what, body=body)
    elif trigger == "on_prepare":
        seasons = and_join([season_name(s).lower() for s in sorted(side.seasons)])
        text = W.text("When you prepare for {seasons}: {body}", seasons=seasons, body=body)
    elif trigger == "when_visited":
        count = side.community_points
        text = W.plural(
            count,
            "Visit: {body} (owner gains {count} point token)",
            "Visit: {body} (owner gains {count} point tokens)",
            body=body,
            count=count,
        )
    elif trigger == "artisan":
        text = W.text(
            "Discard a card beneath (up to {capacity}): {body}", capacity=side.capacity, body=body
        )
    else:
        text = W.text("End of game: {score}", score=score_text(side.score))
    if side.on_upgrade:
        text += W.text(". When upgraded: {effects}", effects=effects_text(side.on_upgrade))
    return text


def artifact_text(artifact: int) -> str:
    _aid, _name, points, reward, chest = T.artifacts[artifact]
    name = artifact_name(artifact)
    if chest:
        return W.text("{name}: keep it to draw and keep another Artifact", name=name)
    text = W.plural(
        points, "{name}: {count} point", "{name}: {count} points", name=name, count=points
    )
    return text + (f"; {effects_text(reward)}" if reward else "")


def realm_text(realm: int) -> str:
    return f"{realm_name(realm)}: {score_text(T.realms[realm].score)}"
