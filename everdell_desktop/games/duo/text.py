"""Words for Duo: card abilities composed from their data (our own wording) and labels for
actions in menus and the game log, in the player's language (``wording``). Nothing here decides
a rule."""

from __future__ import annotations

from everdell_desktop.core import Action
from everdell_desktop.core.words import N_

from .data import COLORS, KINDS, RESOURCES, CardInfo, EffectInfo, GainInfo
from .engine import CARD, CARDS, DATA, EVENTS, RIVER
from .places import FARM_KEYS, RIVER_KEYS, loc_from_key
from .skunk import GOOD_NEWS, GOOD_NEWS_INDEX
from .state import LOC_CARD, LOC_EVENT, LOC_RIVER, DuoState
from .wording import W

PLURAL = {"twig": "twigs", "resin": "resin", "pebble": "pebbles", "berry": "berries"}
# what a count counts: (singular, plural) English templates of "{count} ..."
COUNTER_WORDS = {
    "green": ("{count} green Production card", N_("{count} green Production cards")),
    "tan": ("{count} tan Traveler card", N_("{count} tan Traveler cards")),
    "red": ("{count} red Destination card", N_("{count} red Destination cards")),
    "blue": ("{count} blue Governance card", N_("{count} blue Governance cards")),
    "purple": ("{count} purple Prosperity card", N_("{count} purple Prosperity cards")),
    "critter": ("{count} Critter", N_("{count} Critters")),
    "construction": ("{count} Construction", N_("{count} Constructions")),
    "green_critter": ("{count} green Critter", N_("{count} green Critters")),
    "green_construction": ("{count} green Construction", N_("{count} green Constructions")),
    "city": ("{count} card in your city", N_("{count} cards in your city")),
    "colors": ("{count} colour in your city", N_("{count} colours in your city")),
    "events": ("{count} Event achieved", N_("{count} Events achieved")),
    "tokens": ("{count} point token you hold", N_("{count} point tokens you hold")),
    "resources": ("{count} resource you have left", N_("{count} resources you have left")),
}
SPECIAL_WORDS = {
    "ranger": N_("Move one of your placed workers to another open space and use it."),
    "magpie": N_("Take 1 resource of your choice from your opponent."),
    "locomotive": N_("Gain 1 point token and use either River space, even if it is occupied."),
    "send_skunk_home": N_("One Skunk worker leaves its space for the rest of the season."),
    "recall_worker": N_("Take back one of your placed workers; you may place it again."),
}


def resource_name(resource: str, count: int = 1) -> str:
    return W.name("resource", resource, resource if count == 1 else PLURAL[resource])


def amount(count: int, resource: str) -> str:
    return W.text("{count} {thing}", count=count, thing=resource_name(resource, count))


def counted(count: int, what: str) -> str:
    """'1 Critter', '3 green Production cards', 'cards of 4 different colours'."""
    if what == "colors":
        return W.text("cards of {count} different colours", count=count)
    one, many = COUNTER_WORDS[what]
    return W.plural(count, one, many, count=count)


def counted_things(what: str) -> str:
    """What a count counts, in the plural and without the number ('green Production cards')."""
    return W.name("counter", what, COUNTER_WORDS[what][1].replace("{count} ", ""))


def counter_word(what: str) -> str:
    """What a count counts, in the singular and without the number ('Critter')."""
    return W.name("counter_one", what, COUNTER_WORDS[what][0].replace("{count} ", ""))


def _plural(count: int, singular: str, plural: str) -> str:
    return W.plural(count, singular, plural, count=count)


def and_join(parts: list[str]) -> str:
    return W.text(" and ").join(parts)


def gain_words(gain: GainInfo) -> str:
    """'gain 1 twig, 1 resource of your choice; draw 2 cards' (lower case, no full stop)."""
    got = [amount(n, name) for n, name in zip(gain.res, RESOURCES, strict=True) if n]
    if gain.any:
        got.append(
            _plural(gain.any, "{count} resource of your choice", "{count} resources of your choice")
        )
    if gain.points:
        got.append(_plural(gain.points, "{count} point token", "{count} point tokens"))
    parts = [W.text("gain {things}", things=", ".join(got))] if got else []
    if gain.cards:
        parts.append(_plural(gain.cards, "draw {count} card", "draw {count} cards"))
    if gain.meadow:
        parts.append(
            _plural(
                gain.meadow,
                "take {count} Meadow card into your hand",
                "take {count} Meadow cards into your hand",
            )
        )
    return "; ".join(parts)


def sentence(text: str) -> str:
    return W.text("{text}.", text=text[:1].upper() + text[1:])


def effect_words(effect: EffectInfo) -> str:
    sentences = []
    if effect.gain is not None:
        sentences.append(sentence(gain_words(effect.gain)))
    if effect.per is not None:
        what, each, cap = effect.per
        sentences.append(
            sentence(
                W.text(
                    "{gain} per {thing} (up to {cap})",
                    gain=gain_words(each),
                    thing=counter_word(what),
                    cap=cap,
                )
            )
        )
    if effect.trade is not None:
        sentences.append(_trade_words(effect.trade))
    if effect.play_free:
        sentences.append(
            W.text("Play a card costing up to {count} resources for free.", count=effect.play_free)
        )
    if effect.special is not None:
        sentences.append(W.text(SPECIAL_WORDS[effect.special]))
    if effect.activate_green:
        sentences.append(W.text("Use one green card of your city again."))
    return " ".join(sentences)


def _trade_words(trade) -> str:
    paid = [amount(n, name) for n, name in zip(trade.pay, RESOURCES, strict=True) if n]
    if trade.pay_any:
        paid.append(_plural(trade.pay_any, "{count} resource", "{count} resources"))
    price = [W.text("pay {things}", things=", ".join(paid))] if paid else []
    if trade.pay_cards:
        price.append(_plural(trade.pay_cards, "discard {count} card", "discard {count} cards"))
    text = W.text("You may {price} to {gain}", price=and_join(price), gain=gain_words(trade.gain))
    if trade.times > 1:
        return text + W.text(" (up to {times} times).", times=trade.times)
    return text + "."


def card_text(info: CardInfo) -> str:
    """The ability printed on our card face, in our own words."""
    if info.effect is not None:
        text = effect_words(info.effect)
        if info.color == 2:
            return W.text("When visited: {effect}", effect=text[:1].lower() + text[1:])
        return text
    if info.star is not None:
        color, kind, off = info.star
        cut = and_join([amount(n, name) for n, name in zip(off, RESOURCES, strict=True) if n])
        return W.text("☆ {things} cost {cut} less.", things=_kinds_of(color, kind), cut=cut)
    if info.when_play is not None:
        color, kind, gain = info.when_play
        return W.text(
            "After you play a {thing}, {gain}.",
            thing=_kind_of(color, kind),
            gain=gain_words(gain),
        )
    if info.when_place is not None:
        where, gain = info.when_place
        place = W.text(PLACE_WORDS.get(where, PLACE_WORDS["destination"]))
        return W.text(
            "After you place a worker on {place}, {gain}.", place=place, gain=gain_words(gain)
        )
    if info.when_take is not None:
        return W.text("After you take a card, {gain}.", gain=gain_words(info.when_take))
    return score_text(info)


PLACE_WORDS = {
    "farm": N_("a Farm"),
    "river": N_("a River space"),
    "event": N_("an Event"),
    "destination": N_("a red Destination"),
}


def _kinds_of(color: int, kind: int) -> str:
    """'green Production cards' or 'Critters' (a ☆ or a trigger names one or the other)."""
    return counted_things(COLORS[color] if color >= 0 else KINDS[kind])


def _kind_of(color: int, kind: int) -> str:
    return counter_word(COLORS[color] if color >= 0 else KINDS[kind])


def score_text(info: CardInfo) -> str:
    what, points, per, cap, special = info.score
    if special == "palace":
        return W.text("End: 2 points per colour of which you have 3 or more cards.")
    if special == "architect":
        return W.text("End: 2 points per kind of resource you have left.")
    if per > 1:
        each = W.text("every {count} {things}", count=per, things=counted_things(what))
    else:
        each = W.text("each {thing}", thing=counter_word(what))
    limit = W.text(" (up to {cap})", cap=cap) if cap else ""
    return W.plural(
        points,
        "End: {count} point for {each}{limit}.",
        "End: {count} points for {each}{limit}.",
        count=points,
        each=each,
        limit=limit,
    )


def cost_text(info: CardInfo) -> str:
    parts = [amount(n, name) for n, name in zip(info.cost, RESOURCES, strict=True) if n]
    if info.discard:
        parts.append(_plural(info.discard, "discard {count} card", "discard {count} cards"))
    return ", ".join(parts)


def event_text(event: int) -> str:
    """An Event tile's requirement in our words (checked when a worker is placed, never
    paid)."""
    info = EVENTS[event]
    needs = [counted(n, what) for what, n in info.needs]
    if info.more is not None:
        needs.append(W.text("more {things} than your opponent", things=counted_things(info.more)))
    held = [amount(n, name) for n, name in zip(info.hold, RESOURCES, strict=True) if n]
    if needs and held:
        return W.text("Have {needs} and hold {held}.", needs=and_join(needs), held=", ".join(held))
    if held:
        return W.text("Hold {held}.", held=", ".join(held))
    return W.text("Have {needs}.", needs=and_join(needs)) if needs else "."


# --- names ---------------------------------------------------------------------------------
def card_name(card: int | str) -> str:
    info = CARDS[CARD[card] if isinstance(card, str) else card]
    return W.name("card", info.key, info.name)


def event_name(event: int) -> str:
    info = EVENTS[event]
    return W.name("event", info.key, info.name)


def river_name(tile: int) -> str:
    info = RIVER[tile]
    return W.name("river", info.key, info.name)


def farm_name(farm: int) -> str:
    info = DATA.farms[farm]
    return W.name("farm", info.key, info.name)


def colour_name(colour: int) -> str:
    return W.name("colour", COLORS[colour], COLORS[colour])


def good_news_name(key: str) -> str:
    return W.name("good_news", key, GOOD_NEWS[GOOD_NEWS_INDEX[key]].name)


# --- action labels -------------------------------------------------------------------------
def space_name(state: DuoState, key: str) -> str:
    loc = loc_from_key(key)
    if loc < LOC_RIVER:
        return farm_name(FARM_KEYS.index(key))
    if loc < LOC_EVENT:
        tile = state.river[RIVER_KEYS.index(key)]
        return W.text("the River ({tile})", tile=river_name(tile))
    if loc < LOC_CARD:
        return event_name(state.events[loc - LOC_EVENT])
    return card_name(loc - LOC_CARD)


def name_of(key: str) -> str:
    return card_name(key)


def token_name(token: str) -> str:
    return W.text(TOKEN_WORDS[token])


TOKEN_WORDS = {"sun": N_("the Sun"), "moon": N_("the Moon")}


def describe(state: DuoState, action: Action) -> str:
    kind = action.kind
    token = action.get("token")
    if kind == "place":
        return W.text("Place a worker on {place}", place=space_name(state, action["loc"]))
    if kind == "claim":
        event = event_name(DATA.event_index[action["event"]])
        return W.text("Achieve {event}", event=event)
    if kind == "visit":
        return W.text("Place a worker on {place}", place=name_of(action["card"]))
    if kind == "play":
        return _play_words(action)
    if kind == "take" and action.get("src") == "deck":
        return W.text("Draw a card from the deck")
    if kind == "take":
        return W.text("Take {card} from the Meadow", card=name_of(action["card"]))
    if kind == "move":
        return W.text("Move {token}", token=token_name(token))
    if kind == "rest":
        return W.text("Rest, moving {token}", token=token_name(token))
    if kind == "trade":
        return W.text("Trade 2 cards for 1 {resource}", resource=resource_name(action["res"]))
    if kind == "good_news":
        return W.text("Good News: {card}", card=good_news_name(action["card"]))
    if kind == "share" and action.get("card") is not None:  # the log hides it (ui/duo table)
        return W.text("Share {card} with your partner", card=name_of(action["card"]))
    if kind == "share":
        return W.text(
            "Share {n} {resource} with your partner",
            n=action["n"],
            resource=resource_name(action["res"]),
        )
    if kind == "pocket_watch":
        return W.text("Pocket Watch: bring a worker home")
    return _answer_words(state, action)


def _play_words(action: Action) -> str:
    card = name_of(action["card"])
    if action["src"] == "meadow":
        text = W.text("Play {card} from the Meadow", card=card)
    else:
        text = W.text("Play {card} from the hand", card=card)
    if action.get("free"):
        return W.text("{play} for free", play=text)
    if action.get("occupy") is not None:
        return W.text("{play} by occupying {card}", play=text, card=name_of(action["occupy"]))
    if action.get("star") is not None:
        return W.text("{play} with the {card} ☆ discount", play=text, card=name_of(action["star"]))
    return text


ANSWERS = {
    "gain": N_("Gain 1 {resource}"),
    "pay": N_("Pay 1 {resource}"),
    "steal": N_("Take 1 {resource} from your opponent"),
}


def _answer_words(state: DuoState, action: Action) -> str:
    kind = action.kind
    if kind in ANSWERS:
        return W.text(ANSWERS[kind], resource=resource_name(action["res"]))
    if kind == "discard":
        return W.text("Discard {card}", card=name_of(action["card"]))
    if kind == "activate":
        return W.text("Use {card} again", card=name_of(action["card"]))
    if kind == "worker":
        return W.text("The worker on {place}", place=space_name(state, action["loc"]))
    if kind == "river":
        return W.text("Use {place}", place=space_name(state, action["loc"]))
    if kind == "accept":
        return W.text("Yes, make the trade")
    if kind == "decline":
        return W.text("No thanks")
    if kind == "skunk":
        return _skunk_answer_words(state, action)
    return action.encode()


def _skunk_answer_words(state: DuoState, action: Action) -> str:
    """Which of the Skunk's workers a Good News card sends away, by the place it stands on."""
    if action.get("slot") is not None:
        return W.text("Send the Skunk off Meadow space {number}", number=action["slot"] + 1)
    return W.text("Send the Skunk home from {place}", place=space_name(state, action["loc"]))
