"""Words for Duo: card abilities composed from their data (our own wording) and labels for
actions in menus and the game log. Nothing here decides a rule."""

from __future__ import annotations

from everdell_desktop.core import Action

from .data import COLORS, KINDS, RESOURCES, CardInfo, EffectInfo, GainInfo
from .engine import CARD, CARDS, DATA, EVENTS, RIVER
from .places import FARM_KEYS, RIVER_KEYS, loc_from_key
from .skunk import GOOD_NEWS, GOOD_NEWS_INDEX, describe_skunk_answer
from .state import LOC_CARD, LOC_EVENT, LOC_RIVER, DuoState

PLURAL = {"twig": "twigs", "resin": "resin", "pebble": "pebbles", "berry": "berries"}
COLOR_WORDS = {
    "green": "green Production",
    "tan": "tan Traveler",
    "red": "red Destination",
    "blue": "blue Governance",
    "purple": "purple Prosperity",
}
# what a count counts, in the singular and the plural
COUNTER_WORDS = {
    **{color: (f"{words} card", f"{words} cards") for color, words in COLOR_WORDS.items()},
    "critter": ("Critter", "Critters"),
    "construction": ("Construction", "Constructions"),
    "green_critter": ("green Critter", "green Critters"),
    "green_construction": ("green Construction", "green Constructions"),
    "city": ("card in your city", "cards in your city"),
    "colors": ("colour in your city", "colours in your city"),
    "events": ("Event achieved", "Events achieved"),
    "tokens": ("point token you hold", "point tokens you hold"),
    "resources": ("resource you have left", "resources you have left"),
}
SPECIAL_WORDS = {
    "ranger": "Move one of your placed workers to another open space and use it.",
    "magpie": "Take 1 resource of your choice from your opponent.",
    "locomotive": "Gain 1 point token and use either River space, even if it is occupied.",
    "send_skunk_home": "One Skunk worker leaves its space for the rest of the season.",
    "recall_worker": "Take back one of your placed workers; you may place it again.",
}


def amount(count: int, resource: str) -> str:
    return f"{count} {resource if count == 1 else PLURAL[resource]}"


def counted(count: int, what: str) -> str:
    """'1 Critter', '3 green Production cards', 'cards in 4 colours'."""
    if what == "colors":
        return f"cards of {count} different colours"
    one, many = COUNTER_WORDS[what]
    return f"{count} {one if count == 1 else many}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def gain_words(gain: GainInfo) -> str:
    """'gain 1 twig, 1 resource of your choice; draw 2 cards' (lower case, no full stop)."""
    got = [amount(n, name) for n, name in zip(gain.res, RESOURCES, strict=True) if n]
    if gain.any:
        got.append(f"{gain.any} resource{'s' if gain.any > 1 else ''} of your choice")
    if gain.points:
        got.append(_plural(gain.points, "point token"))
    parts = [f"gain {', '.join(got)}"] if got else []
    if gain.cards:
        parts.append(f"draw {_plural(gain.cards, 'card')}")
    if gain.meadow:
        parts.append(f"take {_plural(gain.meadow, 'Meadow card')} into your hand")
    return "; ".join(parts)


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."


def counter_word(what: str) -> str:
    return COUNTER_WORDS[what][0]


def effect_words(effect: EffectInfo) -> str:
    sentences = []
    if effect.gain is not None:
        sentences.append(sentence(gain_words(effect.gain)))
    if effect.per is not None:
        what, each, cap = effect.per
        sentences.append(sentence(f"{gain_words(each)} per {counter_word(what)} (up to {cap})"))
    if effect.trade is not None:
        trade = effect.trade
        paid = [amount(n, name) for n, name in zip(trade.pay, RESOURCES, strict=True) if n]
        if trade.pay_any:
            paid.append(_plural(trade.pay_any, "resource"))
        price = [f"pay {', '.join(paid)}"] if paid else []
        if trade.pay_cards:
            price.append(f"discard {_plural(trade.pay_cards, 'card')}")
        times = f" (up to {trade.times} times)" if trade.times > 1 else ""
        sentences.append(f"You may {' and '.join(price)} to {gain_words(trade.gain)}{times}.")
    if effect.play_free:
        sentences.append(f"Play a card costing up to {effect.play_free} resources for free.")
    if effect.special is not None:
        sentences.append(SPECIAL_WORDS[effect.special])
    if effect.activate_green:
        sentences.append("Use one green card of your city again.")
    return " ".join(sentences)


def card_text(info: CardInfo) -> str:
    """The ability printed on our card face, in our own words."""
    if info.effect is not None:
        text = effect_words(info.effect)
        return f"When visited: {text[:1].lower()}{text[1:]}" if info.color == 2 else text
    if info.star is not None:
        color, kind, off = info.star
        cut = " and ".join(amount(n, name) for n, name in zip(off, RESOURCES, strict=True) if n)
        return f"☆ {_kinds_of(color, kind)} cost {cut} less."
    if info.when_play is not None:
        color, kind, gain = info.when_play
        return f"After you play a {_kinds_of(color, kind)[:-1]}, {gain_words(gain)}."
    if info.when_place is not None:
        where, gain = info.when_place
        place = {"farm": "a Farm", "river": "a River space", "event": "an Event"}.get(
            where, "a red Destination"
        )
        return f"After you place a worker on {place}, {gain_words(gain)}."
    if info.when_take is not None:
        return f"After you take a card, {gain_words(info.when_take)}."
    return score_text(info)


def _kinds_of(color: int, kind: int) -> str:
    """'green Production cards' or 'Critters' (a ☆ or a trigger names one or the other)."""
    return COUNTER_WORDS[COLORS[color] if color >= 0 else KINDS[kind]][1]


def score_text(info: CardInfo) -> str:
    what, points, per, cap, special = info.score
    if special == "palace":
        return "End: 2 points per colour of which you have 3 or more cards."
    if special == "architect":
        return "End: 2 points per kind of resource you have left."
    each = f"every {per} {COUNTER_WORDS[what][1]}" if per > 1 else f"each {counter_word(what)}"
    limit = f" (up to {cap})" if cap else ""
    return f"End: {_plural(points, 'point')} for {each}{limit}."


def cost_text(info: CardInfo) -> str:
    parts = [amount(n, name) for n, name in zip(info.cost, RESOURCES, strict=True) if n]
    if info.discard:
        parts.append(f"discard {info.discard} card{'s' if info.discard > 1 else ''}")
    return ", ".join(parts)


def event_text(event: int) -> str:
    """An Event tile's requirement in our words (checked when a worker is placed, never
    paid)."""
    info = EVENTS[event]
    needs = [counted(n, what) for what, n in info.needs]
    if info.more is not None:
        needs.append(f"more {COUNTER_WORDS[info.more][1]} than your opponent")
    text = "Have " + " and ".join(needs) if needs else ""
    held = [amount(n, name) for n, name in zip(info.hold, RESOURCES, strict=True) if n]
    if held:
        text += (" and hold " if text else "Hold ") + ", ".join(held)
    return text + "."


# --- action labels -------------------------------------------------------------------------
def space_name(state: DuoState, key: str) -> str:
    loc = loc_from_key(key)
    if loc < LOC_RIVER:
        return DATA.farms[FARM_KEYS.index(key)].name
    if loc < LOC_EVENT:
        return f"the River ({RIVER[state.river[RIVER_KEYS.index(key)]].name})"
    if loc < LOC_CARD:
        return EVENTS[state.events[loc - LOC_EVENT]].name
    return CARDS[loc - LOC_CARD].name


def name_of(key: str) -> str:
    return CARDS[CARD[key]].name


def describe(state: DuoState, action: Action) -> str:
    kind = action.kind
    token = action.get("token")
    if kind == "place":
        return f"Place a worker on {space_name(state, action['loc'])}"
    if kind == "claim":
        return f"Achieve {EVENTS[DATA.event_index[action['event']]].name}"
    if kind == "visit":
        return f"Place a worker on {name_of(action['card'])}"
    if kind == "play":
        return _play_words(action)
    if kind == "take" and action.get("src") == "deck":
        return "Draw a card from the deck"
    if kind == "take":
        return f"Take {name_of(action['card'])} from the Meadow"
    if kind == "move":
        return f"Move the {token.capitalize()}"
    if kind == "rest":
        return f"Rest, moving the {token.capitalize()}"
    if kind == "trade":
        return f"Trade 2 cards for 1 {action['res']}"
    if kind == "good_news":
        return f"Good News: {GOOD_NEWS[GOOD_NEWS_INDEX[action['card']]].name}"
    return _answer_words(state, action)


def _play_words(action: Action) -> str:
    source = "Meadow" if action["src"] == "meadow" else "hand"
    text = f"Play {name_of(action['card'])} from the {source}"
    if action.get("free"):
        return text + " for free"
    if action.get("occupy") is not None:
        return text + f" by occupying {name_of(action['occupy'])}"
    if action.get("star") is not None:
        return text + f" with the {name_of(action['star'])} ☆ discount"
    return text


def _answer_words(state: DuoState, action: Action) -> str:
    kind = action.kind
    if kind == "gain":
        return f"Gain 1 {action['res']}"
    if kind == "pay":
        return f"Pay 1 {action['res']}"
    if kind == "steal":
        return f"Take 1 {action['res']} from your opponent"
    if kind == "discard":
        return f"Discard {name_of(action['card'])}"
    if kind == "activate":
        return f"Use {name_of(action['card'])} again"
    if kind == "worker":
        return f"The worker on {space_name(state, action['loc'])}"
    if kind == "river":
        return f"Use {space_name(state, action['loc'])}"
    if kind == "accept":
        return "Yes, make the trade"
    if kind == "decline":
        return "No thanks"
    if kind == "skunk":
        return describe_skunk_answer(action)
    return action.encode()
