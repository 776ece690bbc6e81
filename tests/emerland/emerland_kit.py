"""Builders for Emerland tests: a fresh game plus helpers that arrange exact situations."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from everdell_desktop import core
from everdell_desktop.core import Action, Rng
from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.games.emerland.board import LOCATION_INDEX
from everdell_desktop.games.emerland.data import DATA_DIR, SUPPLY, tables

GAME = core.get("emerland")
T = tables()
DESIGN_INDEX = {design.id: design.index for design in T.designs}


def new_game(players: int = 2, seed: int = 1):
    return GAME.new_game(GAME.make_config(players=players), seed)


def instances(design_id: str) -> list[int]:
    index = DESIGN_INDEX[design_id]
    return [cid for cid, d in enumerate(T.card_design) if d == index]


def _remove_everywhere(state, cid: int) -> None:
    for zone in (
        state.deck,
        state.discard,
        *state.plateau,
        *state.hands,
        *state.cities,
        *state.beneath.values(),
    ):
        if cid in zone:
            zone.remove(cid)
            return
    raise AssertionError(f"card {cid} is nowhere")


def free_instance(state, design_id: str) -> int:
    """An instance of the design that is not in a city, hand or beneath an artisan."""
    busy = {c for zone in (*state.hands, *state.cities, *state.beneath.values()) for c in zone}
    for cid in instances(design_id):
        if cid not in busy and not any(cid in slot for slot in state.plateau):
            return cid
    for cid in instances(design_id):
        if cid not in busy:
            return cid
    raise AssertionError(f"no free {design_id}")


def to_hand(state, seat: int, design_id: str) -> int:
    cid = free_instance(state, design_id)
    _remove_everywhere(state, cid)
    state.hands[seat].append(cid)
    return cid


def to_city(state, seat: int, design_id: str, upgraded: bool = False) -> int:
    cid = free_instance(state, design_id)
    _remove_everywhere(state, cid)
    state.cities[seat].append(cid)
    state.upgraded[cid] = upgraded
    return cid


def to_deck_top(state, design_id: str) -> int:
    cid = free_instance(state, design_id)
    _remove_everywhere(state, cid)
    state.deck.append(cid)
    return cid


def set_plateau(state, design_ids: list[str]) -> list[int]:
    """Empty the Plateau into the discard pile, then lay these designs (stacking twins)."""
    for slot in state.plateau:
        state.discard.extend(slot)
        slot.clear()
    placed = []
    for design_id in design_ids:
        cid = free_instance(state, design_id)
        _remove_everywhere(state, cid)
        for slot in state.plateau:
            if slot and T.card_design[slot[0]] == T.card_design[cid]:
                slot.append(cid)
                break
        else:
            next(slot for slot in state.plateau if not slot).append(cid)
        placed.append(cid)
    return placed


def clear_hand(state, seat: int) -> None:
    state.discard.extend(state.hands[seat])
    state.hands[seat].clear()


def give(state, seat: int, **amounts: int) -> None:
    for name, amount in amounts.items():
        state.supply[seat][SUPPLY.index(name)] += amount


def have(state, seat: int, name: str) -> int:
    return state.supply[seat][SUPPLY.index(name)]


def placements(state, *kinds: str) -> set[str]:
    """The locations the legal actions of these kinds (default: placing a Worker) offer."""
    kinds = kinds or ("place_worker",)
    return {a["loc"] for a in legal(state) if a.kind in kinds}


def broken_copy(tmp_path, name: str, edit) -> Path:
    """A copy of the shipped data folder in which ``edit(raw)`` changed the file ``name``."""
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    path = folder / name
    raw = json.loads(path.read_text())
    edit(raw)
    path.write_text(json.dumps(raw))
    return folder


def act(kind: str, **args) -> Action:
    return Action.of(kind, **args)


def legal(state) -> list[Action]:
    return GAME.legal_actions(state)


def play(state, kind: str, **args):
    return GAME.apply(state, Action.of(kind, **args))


def picks(prompt) -> tuple:
    """A prompt's options as plain picks (card ids, die indexes, names); ``"decline"`` for
    the ``decline()`` answer of an optional choice."""
    return tuple("decline" if a == DECLINE else a["pick"] for a in prompt.options)


def offered(state) -> tuple:
    """The plain picks of the open prompt."""
    return picks(state.pending[-1])


def answer(state, pick):
    """Answer the open prompt with a plain pick, or ``"decline"``."""
    prompt = state.pending[-1]
    action = DECLINE if pick == "decline" else Action.of(prompt.kind, pick=pick)
    return GAME.apply(state, action)


def answer_all(state, chooser=None) -> None:
    """Answer prompts until none is pending (first option, or chooser(prompt))."""
    while state.pending:
        prompt = state.pending[-1]
        pick = chooser(prompt) if chooser else picks(prompt)[0]
        answer(state, pick)


def place_all_workers(state, seat: int) -> None:
    """Park the seat's remaining Workers on the bamboo space (negotiated, as in play)."""
    while state.workers[seat]:
        state.workers[seat] -= 1
        state.loc_workers[LOCATION_INDEX["green.bamboo"]][seat] += 1


def play_random(state, seed: int, limit: int | None = None, check=None) -> int:
    rng = Rng(seed)
    steps = 0
    while state.to_move() is not None and (limit is None or steps < limit):
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        steps += 1
        if check is not None:
            check(state)
    return steps
