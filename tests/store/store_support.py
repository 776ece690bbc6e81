"""Helpers for the store tests: real tinygame records and a snapshot of a folder."""

from everdell_desktop import core
from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match

GAME = core.get("tinygame")
SEATS = [{"name": "Ana", "agent": None}, {"name": "Bo", "agent": "random"}]


def play_tinygame(seed: int = 3, game_id: str = "g1"):
    """A finished two-seat tinygame record (Ana human, Bo random) and its final state."""
    config = GAME.make_config(players=2)
    record = core.new_record(GAME, config, seed, game_id=game_id, seats=SEATS)
    record = play_match(GAME, config, [create_agent("random", GAME)], seed, record).record
    return record, core.replay(record)


def prefix(record, count: int):
    """The record as it stood after ``count`` actions (no final hash yet)."""
    return record.model_copy(update={"actions": record.actions[:count], "final_hash": None})


def snapshot(root):
    """Every file under ``root`` with its bytes and modification time, to prove nothing changed."""
    return {
        path.relative_to(root): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }
