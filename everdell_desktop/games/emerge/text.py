"""Words for the menus and the game log: a short label for every Emerge action, and the names
and texts of its components, in the player's language (``wording``). Nothing here decides a
rule."""

from __future__ import annotations

from everdell_desktop.core import Action
from everdell_desktop.core.kernel import DECLINE, DONE
from everdell_desktop.core.words import N_

from . import discoveries
from .data import SIZES, TYPES
from .engine import REARRANGE, REROLL_ALL, T
from .state import HEIGHT, OWNER, VENT, EmergeState
from .wording import W

RIVAL_NAME = N_("the Rival")
# the vents beside the ship's start and the research station, by the side of the track
VENT_ENDS = {
    ("start", "n"): N_("North start"),
    ("start", "s"): N_("South start"),
    ("station", "n"): N_("North station"),
    ("station", "s"): N_("South station"),
}


# --- names ----------------------------------------------------------------------------------
def type_name(kind: int | str) -> str:
    """A Discovery type (a die face, a meeple, a tile's type): 'Plant', 'Tectonic'..."""
    key = TYPES[kind] if isinstance(kind, int) else kind
    return W.name("type", key, key.capitalize())


def size_name(size: int | str) -> str:
    """An island size, 'small', 'medium' or 'large' (an index into SIZES, or its key)."""
    key = SIZES[size] if isinstance(size, int) else size
    return W.name("size", key, key)


def token_name(type_index: int) -> str:
    spec = T.token_types[type_index]
    return W.name("token", spec.key, spec.name)


def token_text(type_index: int) -> str:
    spec = T.token_types[type_index]
    return W.name("token_text", spec.key, spec.text)


def tile_name(tile: int) -> str:
    spec = T.tiles[tile]
    return W.name("tile", spec.key, spec.name)


def tile_text(tile: int) -> str:
    spec = T.tiles[tile]
    return W.name("tile_text", spec.key, spec.text)


def goal_name(goal: int) -> str:
    spec = T.goals[goal]
    return W.name("goal", spec.key, spec.name)


def goal_text(goal: int) -> str:
    spec = T.goals[goal]
    return W.name("goal_text", spec.key, spec.text)


def rival_card_name(key: str) -> str:
    return W.name("rival_card", key, T.rival_cards[key][0])


def rival_card_text(key: str) -> str:
    return W.name("rival_card_text", key, T.rival_cards[key][1])


def rival_name() -> str:
    return W.text(RIVAL_NAME)


def vent_name(vent: int) -> str:
    """'North 3', 'South start', 'North station'."""
    ident = T.vents[vent].id
    if "_" in ident:
        where, side = ident.split("_")
        return W.text(VENT_ENDS[where, side])
    number = ident[1:-1]
    if ident.endswith("n"):
        return W.text("North {number}", number=number)
    return W.text("South {number}", number=number)


def place_name(state: EmergeState, place: int) -> str:
    if state.rival is not None and place == state.num_seats:
        return rival_name()
    return W.text("player {number}", number=place + 1)


def island_name(state: EmergeState, index: int, seat: int | None = None) -> str:
    """'your island at North 3' (for ``seat``) or "player 2's island at South 5"."""
    island = state.islands[index]
    where = vent_name(island[VENT])
    if island[OWNER] == seat:
        return W.text("your island at {where}", where=where)
    return W.text(
        "{owner}'s island at {where}", owner=place_name(state, island[OWNER]), where=where
    )


def dice_words(count: int, kind: int) -> str:
    if kind >= 0:
        return W.plural(
            count, "{count} {kind} die", "{count} {kind} dice", count=count, kind=type_name(kind)
        )
    return W.plural(count, "{count} die", "{count} dice", count=count)


def space_name(space: int) -> str:
    return W.text("space {number} ({kind})", number=space, kind=type_name(space - 1))


# --- action labels --------------------------------------------------------------------------
def describe(state: EmergeState, action: Action) -> str:
    seat = state.to_move()
    kind = action.kind
    if kind == "discover":
        return _discovery(state, action, seat)
    if kind == "buy":
        return W.text(
            "Buy {token} for {count} dice", token=_token(action["token"]), count=T.token_cost
        )
    if kind == "power":
        tile = TYPES.index(action["tile"])
        return W.text("Use the {tile} tile: {text}", tile=tile_name(tile), text=tile_text(tile))
    if kind == "use":
        token = _token(action["token"])
        if action.get("island") is not None:
            where = island_name(state, action["island"], seat)
            return W.text("Use {token} on {island}", token=token, island=where)
        return W.text("Use {token}", token=token)
    if kind == "pass":
        return W.text("Pass for the rest of this round")
    if kind == "pay":
        faces = ", ".join(str(face) for face in action["dice"])
        return W.text("Pay with {faces}", faces=faces)
    return _answer(state, action)


def _token(key: str) -> str:
    index = T.token_index[key]
    return f"{token_name(index)} ({token_text(index).rstrip('.')})"


def _discovery(state: EmergeState, action: Action, seat: int | None) -> str:
    what = action["what"]
    kind, cost = discoveries.cost_of(state, action)
    price = dice_words(cost, kind)
    token = action.get("token")
    if token is not None:
        price = W.text("{price}, with {token}", price=price, token=token_name(T.token_index[token]))
    if what == "island":
        return W.text(
            "Raise a small island at {vent} ({price})", vent=vent_name(action["vent"]), price=price
        )
    if what == "crab_pair":
        first, second = (island_name(state, i, seat) for i in action["islands"])
        return W.text(
            "Discover Crabs on {first} and {second} ({price})",
            first=first,
            second=second,
            price=price,
        )
    target = island_name(state, action["island"], seat)
    if what == "grow":
        size = size_name(state.islands[action["island"]][HEIGHT])  # the next size up
        return W.text("Grow {target} to {size} ({price})", target=target, size=size, price=price)
    if what == "bird":
        source = action["source"]
        if source < 0:
            return W.text(
                "Bring a Bird from the mainland to {target} ({price})", target=target, price=price
            )
        where = island_name(state, source, seat)
        if state.islands[source][OWNER] != seat:
            template = N_("Steal the Bird on {source} to {target} ({price})")
        else:
            template = N_("Move the Bird on {source} to {target} ({price})")
        return W.text(template, source=where, target=target, price=price)
    return W.text(
        "Discover a {what} on {target} ({price})", what=type_name(what), target=target, price=price
    )


REROLLS = {  # the question asked -> how a reroll of one face answers it
    "keep": N_("Roll a kept {face} again"),
    "reroll_again": N_("Reroll the {face} once more"),
}
DONE_WORDS = {
    "modify": N_("Leave your tiles as they are"),
    "keep": N_("Roll the other dice"),
    "reroll_dice": N_("Reroll the chosen dice"),
}


def _answer(state: EmergeState, action: Action) -> str:
    """Answers to the open prompt, worded for the question they answer."""
    asked = state.pending[-1].kind if state.pending else ""
    kind = action.kind
    if kind == "remove_tile":
        tile = state.tiles[state.to_move()][action["space"] - 1]
        return W.text(
            "Remove the {tile} tile from {space}",
            tile=tile_name(tile),
            space=space_name(action["space"]),
        )
    if kind in ("take_tile", "place_tile"):
        tile = TYPES.index(action["tile"])
        if kind == "take_tile":
            template = N_("Take the {tile} tile ({kind}) onto {space}")
        else:
            template = N_("Put the {tile} tile ({kind}) onto {space}")
        return W.text(
            template, tile=tile_name(tile), kind=type_name(tile), space=space_name(action["space"])
        )
    if action == REARRANGE:
        return W.text("Move your tiles to other spaces")
    if action == REROLL_ALL:
        return W.text("Roll all your dice") if asked == "keep" else W.text("Reroll all your dice")
    if kind == "reroll":
        if asked in REROLLS:
            return W.text(REROLLS[asked], face=action["face"])
        if asked == "power" and T.tiles[state.pending[-1].ctx[0]].power == "reroll_face":
            return W.text("Reroll every {face}", face=action["face"])
        return W.text("Reroll a {face}", face=action["face"])
    if kind == "change":
        return W.text("Turn a {face} into a {to}", face=action["face"], to=action["to"])
    if action == DONE:
        return W.text(DONE_WORDS.get(asked, N_("Done")))
    if action == DECLINE:
        if asked == "reroll_again":
            return W.text("Keep the die")
        return W.text("Keep the token for later")
    return action.encode()
