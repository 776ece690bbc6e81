"""Emerge for 2-4 players, or solo against the Rival: setup, legal actions, views, scores.

Actions (text form in brackets). A turn's main action:

* a Discovery — ``discover(what=..,island=..|vent=..|source=..,island=..[,token=..])``
  (``discoveries.py``);
* buy a research token — ``buy(token=<type key>)`` (any 2 dice);
* a tile power — ``power(tile=<type>)``; an instant token — ``use(token=<key>)`` (free actions:
  the turn goes on);
* pass for the round — ``pass()``.

Prompts (answered by the seat they name): ``modify`` (``remove_tile``, ``take_tile``,
``rearrange``, ``done``), ``move_tile`` (``place_tile``), ``keep`` (``reroll(face=..)``,
``reroll_all``, ``done``), ``pay`` (``pay(dice=[faces])``), ``power`` (``change(face=..,to=..)``
or ``reroll(face=..)``), ``reroll_again``, ``reroll_dice``, ``trigger``
(``use(token=..,island=..)`` or ``decline()``).

Turns resolve on the kernel (``core.kernel``): ``rounds.end_turn`` is the turn-end hook and
``rounds.end_round`` the hook the kernel calls once ``rounds.round_over``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from everdell_desktop.core import (
    Action,
    DataReport,
    GameConfig,
    Rng,
    ScoreBreakdown,
)
from everdell_desktop.core.kernel import TURN_GOES_ON, KernelGame, Task

from . import goals, rival, rounds, scoring, text
from .data import PLANT, DataError, counts, load_files
from .engine import EVENT_KINDS, FIRST_TURN, FREE_ACTIONS, KERNEL, T
from .islands import new_island
from .state import HIDDEN, PLANTS, EmergeState
from .wording import W

__all__ = ["EVENT_KINDS", "Emerge"]


class Emerge(KernelGame):
    name: ClassVar[str] = "emerge"
    title: ClassVar[str] = "Emerge"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    solo_bots: ClassVar[dict[str, tuple[str, ...]]] = {rival.BOT: rival.LEVELS}
    config_model: ClassVar[type[GameConfig]] = GameConfig
    kernel = KERNEL

    # --- setup --------------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> EmergeState:
        rng = Rng(seed)
        seats = config.players
        solo = config.solo is not None
        places = seats + solo
        starts = T.start_vents[seats][:places]
        pile = list(range(len(T.token_of)))
        rng.shuffle(pile)
        market = [pile.pop() for _ in range(T.market_size)]
        vent_token = [-1 if v in starts else pile.pop() for v in range(len(T.vents))]
        dealt = goals.deal(rng)
        state = EmergeState(
            num_seats=seats,
            rng=rng,
            round=0,
            anchor=0,
            current=0,
            dice_total=[T.starting_dice] * seats,
            dice=[[0] * 6 for _ in range(seats)],
            tiles=[[-1] * 6 for _ in range(seats)],
            tiles_used=[[False] * 6 for _ in range(seats)],
            islands=[],
            vent_island=[-1] * len(T.vents),
            pieces=[list(T.pieces) for _ in range(places)],
            supply=list(T.supply),
            mainland=T.birds,
            vent_token=vent_token,
            vent_open=[False] * len(T.vents),
            market=market,
            stack=pile,
            tokens=[[] for _ in range(places)],
            fresh=[[] for _ in range(seats)],
            spent=[[] for _ in range(places)],
            goals=dealt,
            claims=[[] for _ in dealt],
            passed=[False] * seats,
            buying=[False] * seats,
            steals_round=[0] * places,
            tokens_round=[0] * places,
            tokens_turn=[0] * places,
            turtle_on_large=[False] * places,
            pending=[],
            tasks=[],
        )
        for place, vent in enumerate(starts):
            index = new_island(state, place, vent)
            state.islands[index][PLANTS] = 1
            state.supply[PLANT] -= 1
        if solo:
            rival.setup(state, config.difficulty, rng)
        KERNEL.push(state, Task("start_round", 0))
        KERNEL.begin(state, [])
        return state

    # --- hidden information ---------------------------------------------------------------
    def view(self, state: EmergeState, seat: int) -> EmergeState:
        """Face-down tokens (the stack, the vents the ship has not passed) and the order of the
        Rival's deck are hidden; so is the dice stream."""
        seen = state.clone()
        seen.stack = [HIDDEN] * len(state.stack)
        seen.vent_token = [
            HIDDEN if token >= 0 and not state.vent_open[vent] else token
            for vent, token in enumerate(state.vent_token)
        ]
        seen.rng = Rng(0)
        if seen.rival is not None:
            seen.rival.deck = [HIDDEN] * len(seen.rival.deck)
        return seen

    def determinize(self, view: EmergeState, rng: Rng) -> EmergeState:
        state = view.clone()
        known = {t for t in (*state.market, *state.vent_token) if t >= 0}
        for held in (*state.tokens, *state.spent):
            known.update(held)
        unseen = [t for t in range(len(T.token_of)) if t not in known]
        rng.shuffle(unseen)
        state.stack = [unseen.pop() for _ in state.stack]
        state.vent_token = [unseen.pop() if t == HIDDEN else t for t in state.vent_token]
        if state.rival is not None:
            discarded = set(state.rival.discard)
            deck = [
                c for c in range(len(T.rival_levels[state.rival.level].deck)) if c not in discarded
            ]
            rng.shuffle(deck)
            state.rival.deck = deck
        state.rng = rng.fork(len(unseen) + 1)
        return state

    # --- results --------------------------------------------------------------------------
    def scores(self, state: EmergeState) -> list[ScoreBreakdown]:
        return scoring.scores(state)

    def encode_state(self, state: EmergeState) -> dict[str, Any]:
        fields = {
            name: getattr(state, name)
            for name in EmergeState.__slots__
            if name not in ("rng", "pending", "tasks", "rival")
        }
        fields["rng"] = state.rng.state
        fields["pending"] = [
            [p.id, p.seat, p.kind, [a.encode() for a in p.options], p.source, p.then, repr(p.ctx)]
            for p in state.pending
        ]
        fields.update(_turn_marks(state))
        rival_state = state.rival
        fields["rival"] = (
            None
            if rival_state is None
            else [
                rival_state.level,
                rival_state.deck,
                rival_state.discard,
                rival_state.actions_left,
            ]
        )
        return fields

    def validate_data(self, directory: Path | None = None) -> DataReport:
        try:
            files = load_files(directory)
        except DataError as error:
            return DataReport(valid=False, errors=[str(error)])
        return DataReport(valid=True, counts=counts(files))

    # --- words ------------------------------------------------------------------------------
    def describe_action(self, state: EmergeState, action: Action) -> str:
        return text.describe(state, action)

    def describe_progress(self, state: EmergeState) -> str:
        """One line for the load list, e.g. "Round 3 of 8"."""
        if state.over:
            return W.text("Game over")
        return W.text("Round {round} of {rounds}", round=state.round, rounds=T.rounds)


def _turn_marks(state: EmergeState) -> dict[str, Any]:
    """The task stack, and the two flags saves have always hashed, which the kernel's tasks now
    carry: ``free_action`` (a free action's work is open) and ``round_start`` (the roll has
    queued the round's first turn). Saves made before keep their hashes."""
    kinds = {task.kind for task in state.tasks}
    kept = [tuple(task) for task in state.tasks if task.kind not in (TURN_GOES_ON, FIRST_TURN)]
    return {
        "tasks": repr(kept),
        "free_action": TURN_GOES_ON in kinds,
        "round_start": FIRST_TURN in kinds,
    }


KERNEL.turn(
    rounds.turn_actions,
    rounds.main_action,
    rounds.end_turn,
    FREE_ACTIONS,
    round_over=rounds.round_over,
    round_end=rounds.end_round,
)
