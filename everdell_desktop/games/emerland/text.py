"""Plain-English wording of abilities, composed from the data (for card faces, tooltips, docs).

The wording is generated, so a corrected data file corrects the text too.
"""

from __future__ import annotations

from .data import COLORS, PRODUCTION, SEASONS, SUPPLY, tables

T = tables()
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


def amounts(vec: tuple) -> str:
    parts = []
    for index, count in enumerate(vec):
        if count:
            singular, plural = _NAMES[SUPPLY[index]]
            parts.append(f"{count} {singular if count == 1 else plural}")
    return ", ".join(parts) or "nothing"


def _n(count: int, singular: str, plural: str | None = None) -> str:
    return f"{count} {singular if count == 1 else (plural or singular + 's')}"


def effect_text(effect: tuple) -> str:
    op = effect[0]
    if op == "gain":
        return "gain " + amounts(effect[1])
    if op == "gain_any":
        return f"gain {_n(effect[1], 'resource')} of your choice"
    if op == "draw":
        return f"draw {_n(effect[1], 'card')}"
    if op == "draw_to_limit":
        return "draw up to your hand limit"
    if op == "draw_plateau":
        return f"take {_n(effect[1], 'card')} from the Plateau"
    if op == "discard":
        return f"discard {_n(effect[1], 'card')}"
    if op == "play_top":
        return "play the top card of the deck for free"
    if op == "activate_green":
        return "activate 1 green card in your city or the Plateau"
    if op == "upgrade":
        return "upgrade a card in your city"
    if op == "receive":
        _, cost, cards, effects, times = effect
        price = [f"pay {amounts(cost)}"] if any(cost) else []
        if cards:
            price.append(f"discard {_n(cards, 'card')}")
        text = f"you may {' and '.join(price)} to {effects_text(effects)}"
        return text + (f" (up to {times} times)" if times > 1 else "")
    if op == "excavate":
        return "move your Archaeologist 1 step for free"
    if op == "copy_die":
        return f"copy {_n(effect[1], 'River Market die', 'River Market dice')}"
    if op == "artifacts":
        return f"draw {_n(effect[1], 'Artifact')}, keep 1"
    if op == "realm":
        return "gain a Realm"
    if op == "choose_one":
        return " OR ".join(effects_text(option) for option in effect[1])
    if op == "market_dice":
        return f"gain {_n(effect[1], 'River Market die', 'River Market dice')}"
    if op == "all_dice":
        return "gain all River Market dice"
    if op == "custom" and effect[1] == "colour_census":
        return f"gain 1 point token per card colour in your city (at most {effect[2]})"
    raise ValueError(f"no wording for effect {op!r}")


def effects_text(effects: tuple) -> str:
    return "; ".join(effect_text(effect) for effect in effects)


def score_text(rule: tuple) -> str:
    what, points, each, cap, at_least = rule
    thing = _COUNTED.get(what, f"{what} card" if what in COLORS else what)
    if at_least is not None:
        return f"{points} points if you have at least {at_least} × {thing}"
    per = f"every {each} × {thing}" if each > 1 else thing
    return f"{points} per {per}" + (f" (at most {cap})" if cap is not None else "")


def side_text(design_index: int, upgraded: bool) -> str:
    """The ability of one side of a card design, in English."""
    side = T.designs[design_index].sides[upgraded]
    body = effects_text(side.effects)
    trigger = side.trigger
    if trigger == "when_played" and T.designs[design_index].color == PRODUCTION:
        text = f"When played and when you prepare for autumn and spring: {body}"
    elif trigger == "when_played":
        text = f"When played: {body}"
    elif trigger == "on_play":
        what = side.card_kind.title() if side.card_kind else f"{COLORS[side.card_color]} card"
        text = f"When you play a {what}: {body}"
    elif trigger == "on_prepare":
        seasons = " and ".join(SEASONS[s] for s in sorted(side.seasons))
        text = f"When you prepare for {seasons}: {body}"
    elif trigger == "when_visited":
        text = f"Visit: {body} (owner gains {_n(side.community_points, 'point token')})"
    elif trigger == "artisan":
        text = f"Discard a card beneath (up to {side.capacity}): {body}"
    else:
        text = f"End of game: {score_text(side.score)}"
    if side.on_upgrade:
        text += f". When upgraded: {effects_text(side.on_upgrade)}"
    return text


def artifact_text(artifact: int) -> str:
    _aid, name, points, reward, chest = T.artifacts[artifact]
    if chest:
        return f"{name}: keep it to draw and keep another Artifact"
    return f"{name}: {points} points" + (f"; {effects_text(reward)}" if reward else "")


def realm_text(realm: int) -> str:
    name, rule = T.realms[realm].name, T.realms[realm].score
    return f"{name}: {score_text(rule)}"
