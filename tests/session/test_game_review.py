"""The game review's cancel: the decision being judged ends at once, before or after a start;
the moves taken from the coach or a tutorial, noted in the record's meta, load from a save."""

from __future__ import annotations

from everdell_desktop.core import GameRecord, new_record, registry
from everdell_desktop.session.coach import (
    GameReview,
    coach_meta,
    followed_moves,
    mark_followed,
)

GAME = registry.get("tinygame")


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


def test_followed_moves_are_kept_in_the_record_meta_and_survive_json():
    record = new_record(GAME, GAME.make_config(players=2), 1)
    record.meta["coach"] = {"enabled": True, "hints": 2}
    mark_followed(record, {3: "roll"})
    mark_followed(record, {5: "play card=2"})
    loaded = GameRecord.model_validate_json(record.model_dump_json())
    assert followed_moves(loaded) == {3: "roll", 5: "play card=2"}
    assert coach_meta(loaded) == {"enabled": True, "hints": 2}


def test_a_save_without_or_with_broken_followed_moves_loads_as_none_followed():
    record = new_record(GAME, GAME.make_config(players=2), 1)
    assert followed_moves(record) == {}
    record.meta["coach"] = {"followed": ["3", "roll"]}
    assert followed_moves(record) == {}
    record.meta["coach"] = {"followed": {"x": "roll", "4": 7, "2": "roll"}}
    assert followed_moves(record) == {2: "roll"}


def test_a_missing_or_broken_coach_entry_reads_as_suggestions_on_and_none_given():
    """A save's meta is free-form: only ``enabled: false`` turns suggestions off, and only a
    whole number of hints from 0 up counts."""
    record = new_record(GAME, GAME.make_config(players=2), 1)
    assert coach_meta(record) == {"enabled": True, "hints": 0}
    for entry, read in [
        ("on", {"enabled": True, "hints": 0}),
        ({"enabled": False, "hints": 0}, {"enabled": False, "hints": 0}),
        ({"enabled": 0, "hints": -1}, {"enabled": True, "hints": 0}),
        ({"enabled": None, "hints": "3"}, {"enabled": True, "hints": 0}),
        ({"hints": 3.0}, {"enabled": True, "hints": 0}),
        ({"hints": 4}, {"enabled": True, "hints": 4}),
    ]:
        record.meta["coach"] = entry
        assert coach_meta(record) == read, entry
