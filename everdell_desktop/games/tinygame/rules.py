"""Rules of Pebble Path.

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
    GameDefinition,
    Prompt,
    Rng,
    ScoreBreakdown,
)

CARD_VALUES = (1, 2, 3, 4, 5, 6)
COPIES = 3
HAND_SIZE = 2
TURNS_PER_SEAT = 5
TRADE_COST = 3
HIDDEN = -1
SQUIRREL_TARGETS = {"easy": 14, "hard": 20}


@dataclass(slots=True)
class PebbleState:
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

    def to_move(self) -> int | None:
        if self.pending:
            return self.pending[-1].seat
        if all(turns == 0 for turns in self.turns_left):
            return None
        return self.current

    def clone(self) -> PebbleState:
        return PebbleState(
            self.num_seats,
            self.rng.clone(),
            list(self.deck),
            [list(hand) for hand in self.hands],
            [list(cards) for cards in self.played],
            list(self.points),
            list(self.pebbles),
            list(self.turns_left),
            self.current,
            [prompt.clone() for prompt in self.pending],
            self.next_prompt_id,
            self.solo_target,
        )


class PebblePath(GameDefinition):
    name: ClassVar[str] = "tinygame"
    title: ClassVar[str] = "Pebble Path (test game)"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    solo_bots: ClassVar[dict[str, tuple[str, ...]]] = {"squirrel": tuple(SQUIRREL_TARGETS)}
    config_model: ClassVar[type[GameConfig]] = GameConfig

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
        )

    def legal_actions(self, state: PebbleState) -> list[Action]:
        seat = state.to_move()
        if seat is None:
            return []
        hand = state.hands[seat]
        if state.pending:
            return [Action.of("double", card=value) for value in sorted(set(hand))]
        actions = [Action.of("play", card=value) for value in sorted(set(hand))]
        actions.append(Action.of("roll"))
        if state.pebbles[seat] >= TRADE_COST and hand:
            actions.append(Action.of("trade"))
        return actions

    def apply_legal(self, state: PebbleState, action: Action) -> list[Event]:
        seat = state.to_move()
        events: list[Event] = []
        if action.kind == "play":
            value = action["card"]
            state.hands[seat].remove(value)
            state.played[seat].append(value)
            state.points[seat] += value
            events.append(Event("card_played", {"seat": seat, "card": value}))
            if state.deck:
                state.hands[seat].append(state.deck.pop())
                events.append(Event("card_drawn", {"seat": seat, "reveals": True}))
        elif action.kind == "roll":
            die = state.rng.randint(1, 6)
            state.pebbles[seat] += die
            events.append(Event("dice_rolled", {"seat": seat, "faces": [die]}))
        elif action.kind == "trade":
            state.pebbles[seat] -= TRADE_COST
            prompt = Prompt(
                state.next_prompt_id,
                seat,
                "choose_card_to_double",
                tuple(sorted(set(state.hands[seat]))),
                source="trade",
            )
            state.next_prompt_id += 1
            state.pending.append(prompt)
            events.append(Event("prompt_opened", {"seat": seat, "kind": prompt.kind}))
            return events
        elif action.kind == "double":
            state.pending.pop()
            value = action["card"]
            state.hands[seat].remove(value)
            state.played[seat].append(value)
            state.points[seat] += 2 * value
            events.append(Event("card_played", {"seat": seat, "card": value, "doubled": True}))
        self._end_turn(state, seat, events)
        return events

    def _end_turn(self, state: PebbleState, seat: int, events: list[Event]) -> None:
        state.turns_left[seat] -= 1
        for step in range(1, state.num_seats + 1):
            candidate = (seat + step) % state.num_seats
            if state.turns_left[candidate] > 0:
                state.current = candidate
                events.append(Event("turn_changed", {"seat": candidate}))
                return
        events.append(Event("game_over", {"winners": self.winners(state)}))

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
            "pending": [[p.id, p.seat, p.kind, list(p.options)] for p in state.pending],
            "solo_target": state.solo_target,
        }
