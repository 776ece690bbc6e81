"""A two-seat test game for the search's tests: seat 0 plays safe (1 point) or dares seat 1,
who then decides who gets 3 points, so the answer to a dare is another seat's choice."""

from dataclasses import dataclass
from typing import ClassVar

from everdell_desktop.core import Action, GameDefinition, Rng, ScoreBreakdown

SAFE, DARE = Action.of("safe"), Action.of("dare")
GIVE, TAKE = Action.of("give"), Action.of("take")


@dataclass(slots=True)
class DareState:
    """Seat 0 plays safe (1 point) or dares seat 1, who then decides who gets 3 points."""

    rng: Rng
    num_seats: int = 2
    points: tuple = (0, 0)
    asked: bool = False
    over: bool = False

    def to_move(self):
        if self.over:
            return None
        return 1 if self.asked else 0

    def clone(self):
        return DareState(self.rng.clone(), self.num_seats, self.points, self.asked, self.over)


class Dare(GameDefinition):
    name: ClassVar[str] = "dare_test_game"
    title: ClassVar[str] = "Dare"

    def new_game(self, config, seed):
        return DareState(Rng(seed))

    def legal_actions(self, state):
        if state.over:
            return []
        return [GIVE, TAKE] if state.asked else [SAFE, DARE]

    def apply_legal(self, state, action):
        if action == DARE:
            state.asked = True
            return []
        state.points = {SAFE: (1, 0), GIVE: (3, 0), TAKE: (0, 3)}[action]
        state.over = True
        return []

    def view(self, state, seat):
        return state.clone()

    def determinize(self, view, rng):
        return view.clone()

    def scores(self, state):
        return [ScoreBreakdown(seat, {"points": state.points[seat]}) for seat in range(2)]

    def encode_state(self, state):
        return {"points": list(state.points), "asked": state.asked, "over": state.over}


DARE_GAME = Dare()
