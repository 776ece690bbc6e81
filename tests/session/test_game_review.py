"""The game review's cancel: the decision being judged ends at once, before or after a start."""

from __future__ import annotations

from everdell_desktop.session.coach import GameReview


class SpyAgent:
    def __init__(self) -> None:
        self.cancelled = 0

    def cancel(self) -> None:
        self.cancelled += 1


def test_cancel_stops_the_agent_judging_a_decision(qtbot):
    review = GameReview()
    review.cancel()  # nothing started yet: nothing to stop, no error
    review._agent = agent = SpyAgent()  # as start() leaves it while a review runs
    review.cancel()
    assert agent.cancelled == 1
    review.close()
