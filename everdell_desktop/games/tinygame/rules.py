"""Rules of Pebble Path: the smallest game on the resolution kernel (``core.kernel``).

Each seat has a hand of number cards (1-6, three of each) and a fixed number of turns. On a turn
a seat plays a card (score its value, draw a replacement), rolls the die (gain that many
pebbles), or trades 3 pebbles to discard a chosen card for double its value (a prompt). Score is
card points plus one point per two pebbles; most pebbles breaks a tie. Solo: beat the squirrel's
fixed target.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from everdell_desktop.core import (
    Action,
    Event,
    GameConfig,
    Prompt,
    Rng,
    ScoreBreakdown,
    winners_of,
)
from everdell_desktop.core import events as ev
from everdell_desktop.core.cloning import Cloneable
from everdell_desktop.core.kernel import (
    Kernel,
    KernelGame,
    Task,
    end_game,
    next_in_order,
    start_turn,
)

CARD_VALUES = (1, 2, 3, 4, 5, 6)
COPIES = 3
HAND_SIZE = 2
TURNS_PER_SEAT = 5
TRADE_COST = 3
HIDDEN = -1
SQUIRREL_TARGETS = {"easy": 14, "hard": 20}
EVENT_KINDS: frozenset[str] = frozenset()  # the kernel's own kinds are enough


@dataclass(slots=True)
class PebbleState(Cloneable):
    num_seats: int
    rng: Rng
    deck: list[int]
    hands: list[list[int]]
    played: list[list[int]]
    points: list[int]
    pebbles: list[int]
    turns_left: list[int]
    current: int
    pending: list[Prompt]
    next_prompt_id: int
    solo_target: int | None
    tasks: list[Task]
    over: bool = False
    turn: int = 1

    def to_move(self) -> int | None:
        if self.pending:
            return self.pending[-1].seat
        return None if self.over else self.current


KERNEL = Kernel()


class PebblePath(KernelGame):
    name: ClassVar[str] = "tinygame"
    title: ClassVar[str] = "Pebble Path (test game)"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    solo_bots: ClassVar[dict[str, tuple[str, ...]]] = {"squirrel": tuple(SQUIRREL_TARGETS)}
    config_model: ClassVar[type[GameConfig]] = GameConfig
    kernel = KERNEL

    def new_game(self, config: GameConfig, seed: int) -> PebbleState:
        rng = Rng(seed)
        deck = [value for value in CARD_VALUES for _ in range(COPIES)]
        rng.shuffle(deck)
        seats = config.players
        hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(seats)]
        target = SQUIRREL_TARGETS[config.difficulty] if config.solo else None
        return PebbleState(
            num_seats=seats,
            rng=rng,
            deck=deck,
            hands=hands,
            played=[[] for _ in range(seats)],
            points=[0] * seats,
            pebbles=[0] * seats,
            turns_left=[TURNS_PER_SEAT] * seats,
            current=0,
            pending=[],
            next_prompt_id=1,
            solo_target=target,
            tasks=[],
        )

    def view(self, state: PebbleState, seat: int) -> PebbleState:
        seen = state.clone()
        seen.deck = [HIDDEN] * len(state.deck)
        for other, hand in enumerate(seen.hands):
            if other != seat:
                seen.hands[other] = [HIDDEN] * len(hand)
        return seen

    def determinize(self, view: PebbleState, rng: Rng) -> PebbleState:
        state = view.clone()
        unseen = [value for value in CARD_VALUES for _ in range(COPIES)]
        for card in (c for hand in state.hands for c in hand if c != HIDDEN):
            unseen.remove(card)
        for cards in state.played:
            for card in cards:
                unseen.remove(card)
        rng.shuffle(unseen)
        state.deck = [unseen.pop() for _ in state.deck]
        state.hands = [[unseen.pop() if c == HIDDEN else c for c in hand] for hand in state.hands]
        state.rng = rng.fork(len(unseen))
        return state

    def scores(self, state: PebbleState) -> list[ScoreBreakdown]:
        return scores(state)

    def encode_state(self, state: PebbleState) -> dict[str, Any]:
        return {
            "rng": state.rng.state,
            "deck": state.deck,
            "hands": state.hands,
            "played": state.played,
            "points": state.points,
            "pebbles": state.pebbles,
            "turns_left": state.turns_left,
            "current": state.current,
            "pending": [
                [p.id, p.seat, p.kind, [a.encode() for a in p.options]] for p in state.pending
            ],
            "solo_target": state.solo_target,
        }


def scores(state: PebbleState) -> list[ScoreBreakdown]:
    result = [
        ScoreBreakdown(
            seat,
            {"cards": state.points[seat], "pebbles": state.pebbles[seat] // 2},
            tiebreak=(state.pebbles[seat],),
        )
        for seat in range(state.num_seats)
    ]
    if state.solo_target is not None:
        result.append(ScoreBreakdown(state.num_seats, {"target": state.solo_target}, (0,)))
    return result


# --- the turn, on the kernel ------------------------------------------------------------------
def _turn_actions(state: PebbleState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    actions = [Action.of("play", card=value) for value in sorted(set(hand))]
    actions.append(Action.of("roll"))
    if state.pebbles[seat] >= TRADE_COST and hand:
        actions.append(Action.of("trade"))
    return actions


def _main_action(state: PebbleState, action: Action, events: list[Event]) -> None:
    seat = state.current
    if action.kind == "play":
        _score(state, seat, action["card"], 1, events)
        if state.deck:
            state.hands[seat].append(state.deck.pop())
            events.append(
                Event(
                    ev.CARD_MOVED,
                    {
                        "from_zone": "deck",
                        "to_zone": "hand",
                        "seat": seat,
                        "card": HIDDEN,
                        "reveals": True,
                    },
                )
            )
    elif action.kind == "roll":
        die = state.rng.randint(1, 6)
        state.pebbles[seat] += die
        events.append(Event(ev.DICE_ROLLED, {"seat": seat, "faces": [die]}))
    else:  # trade: the card to double is a decision of its own
        state.pebbles[seat] -= TRADE_COST
        options = [Action.of("double", card=value) for value in sorted(set(state.hands[seat]))]
        KERNEL.ask(
            state, seat, "choose_card_to_double", options, events, then="double", source="trade"
        )


@KERNEL.answer("double")
def _double(state: PebbleState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    _score(state, prompt.seat, action["card"], 2, events)


def _score(state: PebbleState, seat: int, value: int, times: int, events: list[Event]) -> None:
    state.hands[seat].remove(value)
    state.played[seat].append(value)
    state.points[seat] += times * value
    events.append(
        Event(
            ev.CARD_MOVED, {"card": value, "from_zone": "hand", "to_zone": "played", "seat": seat}
        )
    )


def _end_turn(state: PebbleState, events: list[Event]) -> None:
    state.turns_left[state.current] -= 1
    seat = next_in_order(state.current, state.num_seats, lambda s: state.turns_left[s] == 0)
    if seat is None:
        end_game(state, events, winners_of(scores(state)))
    else:
        start_turn(state, seat, events)


KERNEL.turn(_turn_actions, _main_action, _end_turn)
