"""The six Discovery spaces: what a seat may discover with the dice on its board, and doing it.

A Discovery is one action, ``discover(what=..., ...)``:

* ``plant`` on your island (its 1st, 2nd, 3rd Plant cost 1, 2, 3 Plant dice);
* ``crab`` / ``turtle`` / ``seal`` on your island with a Plant, in that order, one of each;
* ``island`` on an empty vent (a small island; the token lying there is yours) and ``grow``
  your island (small -> medium, medium -> large);
* ``bird`` to your island without a Bird, from the mainland (``source=-1``) or an island,
  yours or another player's (a steal); the Bird brings a Plant.

A discount token adds ``token=<key>``: the same Discovery for fewer dice of the same type (and
``crab_pair`` places two Crabs on two islands). The dice are chosen afterwards, only when
more than one mix of faces could pay (``dice.ask_payment``).
"""

from __future__ import annotations

from everdell_desktop.core import Action, Event, Prompt

from . import dice, islands, tokens
from .data import BIRD, CRAB, PLANT, SEAL, TECTONIC, TURTLE, TYPES
from .engine import KERNEL, T, act
from .state import BIRD_ON, HEIGHT, LARGE, OWNER, PLANTS, EmergeState

KIND_OF = {
    "plant": PLANT,
    "crab": CRAB,
    "crab_pair": CRAB,
    "turtle": TURTLE,
    "seal": SEAL,
    "island": TECTONIC,
    "grow": TECTONIC,
    "bird": BIRD,
}
GROW_DISCOUNT = ("", "grow_medium", "grow_large")  # by the island's height now
STEAL = "steal"


def discovery_actions(state: EmergeState, seat: int) -> list[Action]:
    """Every Discovery the seat can pay for now (it has not switched to buying tokens)."""
    have = state.dice_of_type(seat)
    if not any(have):
        return []
    discounts = _discounts(state, seat) if state.tokens[seat] else NO_DISCOUNTS
    perches = [(i, island[OWNER]) for i, island in enumerate(state.islands) if island[BIRD_ON]]
    actions: list[Action] = []
    own = state.islands_of(seat)
    for index in own:
        _island_actions(state, seat, index, have, discounts, perches, actions)
    pair = discounts.get("crab_pair")
    if pair is not None and have[CRAB] >= T.token_types[pair].dice and state.supply[CRAB] >= 2:
        ready = [i for i in own if islands.next_animal(state, i) == CRAB]
        key = T.token_types[pair].key
        for first, a in enumerate(ready):
            for b in ready[first + 1 :]:
                actions.append(act("discover", what="crab_pair", islands=(a, b), token=key))
    if state.pieces[seat][0] and have[TECTONIC] >= T.island_cost:
        for vent, island in enumerate(state.vent_island):
            if island < 0:
                actions.append(_action("island", vent))
    return actions


NO_DISCOUNTS: dict[str, int] = {}


def _discounts(state: EmergeState, seat: int) -> dict[str, int]:
    """Discovery name -> the discount token type the seat may use for it."""
    found = {}
    for type_index in tokens.usable_types(state, seat):
        spec = T.token_types[type_index]
        if spec.kind == "discount":
            found[spec.discovery] = type_index
    return found


def _island_actions(
    state: EmergeState,
    seat: int,
    index: int,
    have: list[int],
    discounts: dict[str, int],
    perches: list[tuple[int, int]],
    actions: list[Action],
) -> None:
    """The Discoveries that target one of the seat's islands."""
    island = state.islands[index]
    plants = island[PLANTS]
    if plants < len(T.plant_cost) and state.supply[PLANT] and have[PLANT] >= T.plant_cost[plants]:
        actions.append(_action("plant", index))
    kind = islands.next_animal(state, index)
    if kind >= 0 and state.supply[kind]:
        name = TYPES[kind]
        _priced(actions, have[kind], T.animal_cost[kind - 1], discounts.get(name), name, index)
    height = island[HEIGHT]
    if height < LARGE and state.pieces[seat][height]:
        discount = discounts.get(GROW_DISCOUNT[height])
        _priced(actions, have[TECTONIC], T.grow_cost[height - 1], discount, "grow", index)
    if have[BIRD] and not island[BIRD_ON]:
        if state.mainland and have[BIRD] >= T.bird_cost[0]:
            actions.append(_action("bird", index, -1))
        steal = discounts.get(STEAL)
        for source, owner in perches:
            if source != index:
                discount = steal if owner != seat else None
                _priced(actions, have[BIRD], T.bird_cost[1], discount, "bird", index, source)


def _priced(
    actions: list[Action],
    have: int,
    cost: int,
    discount: int | None,
    what: str,
    target: int,
    source: int | None = None,
) -> None:
    """The Discovery at its cost, and with the discount token for fewer dice."""
    if have >= cost:
        actions.append(_action(what, target, source))
    if discount is not None and have >= T.token_types[discount].dice:
        actions.append(_action(what, target, source, T.token_types[discount].key))


_ACTIONS: dict[tuple, Action] = {}


def _action(what: str, target: int, source: int | None = None, token: str | None = None):
    """``discover(what=..)`` on island ``target`` (a vent for a new island), cached."""
    key = (what, target, source, token)
    action = _ACTIONS.get(key)
    if action is None:
        args: dict = {"vent": target} if what == "island" else {"island": target}
        if source is not None:
            args["source"] = source
        if token is not None:
            args["token"] = token
        action = _ACTIONS[key] = Action.of("discover", what=what, **args)
    return action


def cost_of(state: EmergeState, action: Action) -> tuple[int, int]:
    """(Discovery type, dice) that ``action`` costs."""
    what = action["what"]
    kind = KIND_OF[what]
    token = action.get("token")
    if token is not None:
        return kind, T.token_types[T.token_index[token]].dice
    if what == "plant":
        return kind, T.plant_cost[state.islands[action["island"]][PLANTS]]
    if what in ("crab", "turtle", "seal"):
        return kind, T.animal_cost[kind - 1]
    if what == "island":
        return kind, T.island_cost
    if what == "grow":
        return kind, T.grow_cost[state.islands[action["island"]][HEIGHT] - 1]
    return kind, T.bird_cost[0 if action["source"] < 0 else 1]


def start(state: EmergeState, seat: int, action: Action, events: list[Event]) -> None:
    """A Discovery chosen: pay its dice (asking which, if that is a choice), then do it."""
    kind, cost = cost_of(state, action)
    dice.ask_payment(state, seat, kind, cost, events, then="discovered", ctx=(action,))


@KERNEL.answer("discovered")
def _discovered(state: EmergeState, prompt: Prompt, answer: Action, events: list[Event]) -> None:
    seat, action = prompt.seat, prompt.ctx[0]
    dice.spend(state, seat, answer["dice"], events)
    token = action.get("token")
    if token is not None:
        tokens.use(state, seat, T.token_index[token], events)
    carry_out(state, seat, action, events)


def carry_out(state: EmergeState, seat: int, action: Action, events: list[Event]) -> None:
    """Put on the board what the Discovery found."""
    what = action["what"]
    if what == "plant":
        islands.add_plants(state, action["island"], 1, events)
    elif what in ("crab", "turtle", "seal"):
        islands.place_animal(state, action["island"], KIND_OF[what], events)
    elif what == "crab_pair":
        for index in action["islands"]:
            islands.place_animal(state, index, CRAB, events)
    elif what == "island":
        islands.place_island(state, seat, action["vent"], events)
    elif what == "grow":
        islands.grow(state, action["island"], events)
    else:
        islands.move_bird(state, seat, action["source"], action["island"], events)
