"""Words for the menus and the game log: a short English label for every Emerge action."""

from __future__ import annotations

from everdell_desktop.core import Action
from everdell_desktop.core.kernel import DECLINE, DONE

from . import discoveries
from .data import SIZES, TYPES
from .engine import REARRANGE, REROLL_ALL, T
from .state import HEIGHT, OWNER, VENT, EmergeState

RIVAL_NAME = "the Rival"


def vent_name(vent: int) -> str:
    """'North 3', 'South start', 'North station'."""
    ident = T.vents[vent].id
    if "_" in ident:
        where, side = ident.split("_")
        return f"{'North' if side == 'n' else 'South'} {where}"
    return f"{'North' if ident.endswith('n') else 'South'} {ident[1:-1]}"


def place_name(state: EmergeState, place: int) -> str:
    if state.rival is not None and place == state.num_seats:
        return RIVAL_NAME
    return f"player {place + 1}"


def island_name(state: EmergeState, index: int, seat: int | None = None) -> str:
    """'your island at North 3' (for ``seat``) or "player 2's island at South 5"."""
    island = state.islands[index]
    where = vent_name(island[VENT])
    if island[OWNER] == seat:
        return f"your island at {where}"
    return f"{place_name(state, island[OWNER])}'s island at {where}"


def dice_words(count: int, kind: int) -> str:
    noun = "die" if count == 1 else "dice"
    return f"{count} {TYPES[kind].capitalize()} {noun}" if kind >= 0 else f"{count} {noun}"


def space_name(space: int) -> str:
    return f"space {space} ({TYPES[space - 1].capitalize()})"


def describe(state: EmergeState, action: Action) -> str:
    seat = state.to_move()
    kind = action.kind
    if kind == "discover":
        return _discovery(state, action, seat)
    if kind == "buy":
        return f"Buy {_token(action['token'])} for {T.token_cost} dice"
    if kind == "power":
        tile = T.tiles[TYPES.index(action["tile"])]
        return f"Use the {tile.name} tile: {tile.text}"
    if kind == "use":
        text = f"Use {_token(action['token'])}"
        if action.get("island") is not None:
            return f"{text} on {island_name(state, action['island'], seat)}"
        return text
    if kind == "pass":
        return "Pass for the rest of this round"
    if kind == "pay":
        return "Pay with " + ", ".join(str(face) for face in action["dice"])
    return _answer(state, action)


def _token(key: str) -> str:
    spec = T.token_types[T.token_index[key]]
    return f"{spec.name} ({spec.text.rstrip('.')})"


def _discovery(state: EmergeState, action: Action, seat: int | None) -> str:
    what = action["what"]
    kind, cost = discoveries.cost_of(state, action)
    price = dice_words(cost, kind)
    token = action.get("token")
    if token is not None:
        price += f", with {T.token_types[T.token_index[token]].name}"
    if what == "island":
        return f"Raise a small island at {vent_name(action['vent'])} ({price})"
    if what == "crab_pair":
        first, second = (island_name(state, i, seat) for i in action["islands"])
        return f"Discover Crabs on {first} and {second} ({price})"
    target = island_name(state, action["island"], seat)
    if what == "grow":
        size = SIZES[state.islands[action["island"]][HEIGHT]]  # the next size up
        return f"Grow {target} to {size} ({price})"
    if what == "bird":
        source = action["source"]
        if source < 0:
            return f"Bring a Bird from the mainland to {target} ({price})"
        verb = "Steal" if state.islands[source][OWNER] != seat else "Move"
        return f"{verb} the Bird on {island_name(state, source, seat)} to {target} ({price})"
    return f"Discover a {what.capitalize()} on {target} ({price})"


def _answer(state: EmergeState, action: Action) -> str:
    """Answers to the open prompt, worded for the question they answer."""
    asked = state.pending[-1].kind if state.pending else ""
    kind = action.kind
    if kind == "remove_tile":
        tile = state.tiles[state.to_move()][action["space"] - 1]
        return f"Remove the {T.tiles[tile].name} tile from {space_name(action['space'])}"
    if kind in ("take_tile", "place_tile"):
        tile = T.tiles[TYPES.index(action["tile"])]
        verb = "Take a" if kind == "take_tile" else "Put the"
        return f"{verb} {tile.name} tile ({tile.key}) onto {space_name(action['space'])}"
    if action == REARRANGE:
        return "Move your tiles to other spaces"
    if action == REROLL_ALL:
        return "Roll all your dice" if asked == "keep" else "Reroll all your dice"
    if kind == "reroll":
        if asked == "keep":
            return f"Roll a kept {action['face']} again"
        if asked == "reroll_again":
            return f"Reroll the {action['face']} once more"
        if asked == "power" and T.tiles[state.pending[-1].ctx[0]].power == "reroll_face":
            return f"Reroll every {action['face']}"
        return f"Reroll a {action['face']}"
    if kind == "change":
        return f"Turn a {action['face']} into a {action['to']}"
    if action == DONE:
        return {
            "modify": "Leave your tiles as they are",
            "keep": "Roll the other dice",
            "reroll_dice": "Reroll the chosen dice",
        }.get(asked, "Done")
    if action == DECLINE:
        return "Keep the die" if asked == "reroll_again" else "Keep the token for later"
    return action.encode()
