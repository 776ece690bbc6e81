"""Saving never changes a game: random games saved at random moments (mid-prompt included),
reloaded from disk and continued give exactly the result of uninterrupted play.

Decisions come from a random agent whose generator is derived from (seed, action number), so
the continued game makes the same choices as the uninterrupted one if and only if the reloaded
state is the state that was saved.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from everdell_desktop import core
from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import MAX_ACTIONS
from everdell_desktop.core import GameRecord, Rng
from everdell_desktop.store import SaveStore, StorePaths, files

ROUND_TRIPS = 200
FAST_ROUND_TRIPS = 20
SLOW_GAMES: frozenset[str] = frozenset()
"""Games whose 200-game run takes over ~40 s: that run is marked slow and a 20-game run is kept
unmarked. None is, so far: on the shared 2-core machine Emerland's 200 games took 13-19 s and
the base game's 12 s when their engines landed; add a name here when that changes."""


def _round_trip_params():
    for name in core.names():
        if name in SLOW_GAMES:
            yield pytest.param(name, FAST_ROUND_TRIPS, id=f"{name}-{FAST_ROUND_TRIPS}")
            slow = pytest.mark.slow
            yield pytest.param(name, ROUND_TRIPS, id=f"{name}-{ROUND_TRIPS}", marks=slow)
        else:
            yield pytest.param(name, ROUND_TRIPS, id=f"{name}-{ROUND_TRIPS}")


def _configs(game):
    configs = [game.make_config(players=n) for n in range(game.min_players, game.max_players + 1)]
    for bot, levels in game.solo_bots.items():
        configs += [game.make_config(players=1, solo=bot, difficulty=level) for level in levels]
    return configs


@dataclass
class Outcome:
    actions: list[str]
    final_hash: str
    scores: list[int]
    winners: list[int]
    prompt_steps: list[int] = field(default_factory=list)


class Table:
    """Plays one seeded game; ``interrupt`` is called at the chosen action numbers."""

    def __init__(self, game, config, seed):
        self.game, self.config, self.seed = game, config, seed
        self.agent = create_agent("random", game)

    def play(self, stops=frozenset(), interrupt=None) -> Outcome:
        game = self.game
        state = game.new_game(self.config, self.seed)
        actions: list[str] = []
        prompt_steps = []
        for step in range(MAX_ACTIONS):
            if step in stops:
                state = interrupt(state, actions)
            if getattr(state, "pending", None):
                prompt_steps.append(step)
            seat = state.to_move()
            if seat is None:
                break
            legal = game.legal_actions(state)
            action = self.agent.choose(game.view(state, seat), legal, Rng(self.seed).fork(step))
            game.apply(state, action)
            actions.append(action.encode())
        else:
            pytest.fail(f"{game.name} seed {self.seed} did not end within {MAX_ACTIONS} actions")
        return Outcome(
            actions,
            game.state_hash(state),
            [b.total for b in game.scores(state)],
            game.winners(state),
            prompt_steps,
        )


class SaveAndReload:
    """Saves the game so far (named save, quick save or autosave in turn), loads it back from
    disk and hands the loaded state on, checking it is the state that was saved."""

    def __init__(self, store: SaveStore, table: Table, game_id: str):
        self.store, self.table, self.game_id = store, table, game_id
        self.calls = 0
        self.mid_prompt = 0

    def __call__(self, state, actions):
        game = self.table.game
        record = GameRecord(
            game=game.name,
            config=self.table.config.model_dump(),
            seed=self.table.seed,
            actions=list(actions),
            meta={"game_id": self.game_id},
        )
        kind = self.calls % 3
        self.calls += 1
        if kind == 0:
            entry = self.store.save(record, self.game_id, state=state)
        elif kind == 1:
            entry = self.store.quick_save(record, state=state)
        else:
            entry = self.store.autosave(record, state=state)
        loaded = self.store.load(entry)
        assert loaded.record.actions == actions
        assert game.state_hash(loaded.state) == game.state_hash(state)
        assert loaded.state.to_move() == state.to_move()
        self.mid_prompt += bool(getattr(state, "pending", None))
        return loaded.state


@pytest.fixture
def no_disk_flush(monkeypatch):
    """What this test checks is the saved state, not its durability (the atomic-write tests
    pin fsync): without the flush to disk its 1,000 saves take a fraction of the time."""
    monkeypatch.setattr(files.os, "fsync", lambda descriptor: None)


@pytest.mark.parametrize(("name", "count"), list(_round_trip_params()))
@pytest.mark.usefixtures("no_disk_flush")
def test_saved_reloaded_and_continued_games_end_as_uninterrupted_ones(name, count, tmp_path):
    game = core.get(name)
    configs = _configs(game)
    store = SaveStore(StorePaths(tmp_path))
    picker = Rng(20261129)
    games_with_prompts = mid_prompt_saves = 0
    for index in range(count):
        table = Table(game, configs[index % len(configs)], picker.next_u64() >> 1)
        plain = table.play()
        stops = {picker.randint(0, len(plain.actions)) for _ in range(picker.randint(1, 3))}
        if plain.prompt_steps:
            games_with_prompts += 1
            stops.add(picker.choice(plain.prompt_steps))
        reload = SaveAndReload(store, table, f"{name}-{index}")
        interrupted = table.play(frozenset(stops), reload)
        assert interrupted == plain
        assert reload.calls == len(stops)
        mid_prompt_saves += reload.mid_prompt
    assert mid_prompt_saves >= games_with_prompts
    if name == "tinygame":  # its trade prompt comes up in most games: saves mid-prompt happened
        assert mid_prompt_saves > count // 4
