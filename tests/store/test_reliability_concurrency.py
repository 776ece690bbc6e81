"""Issue 14: two app processes recording statistics, campaign progress and settings at the same
time lose nothing (each change is read, made and written under a cross-process lock)."""

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from everdell_desktop.store import CampaignStore, SettingsStore, StatisticsStore, StorePaths

GAMES_PER_PROCESS = 150
STORE_TESTS = Path(__file__).parent

WORKER = textwrap.dedent(
    """
    import sys, time
    sys.path.insert(0, sys.argv[1])
    from store_support import play_tinygame
    from everdell_desktop.store import (
        CampaignStore, SettingsStore, StatisticsStore, StorePaths,
    )

    root, worker, count, start_at = sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5])
    what = sys.argv[6].split(",")
    paths = StorePaths(root)
    record, state = play_tinygame(seed=3)
    settings_store = SettingsStore(paths)
    settings = settings_store.load()
    while time.time() < start_at:  # both processes start writing at the same moment
        time.sleep(0.001)
    for index in range(count):
        game = record.model_copy(update={"meta": {**record.meta, "game_id": f"{worker}-{index}"}})
        if "statistics" in what:
            assert StatisticsStore(paths).record_game(game, state)
        if "campaign" in what:
            CampaignStore(paths).record_attempt(
                "race", f"chapter-{worker}", won=False, score=index, game_id=f"{worker}-{index}"
            )
        if "settings" in what and index % 10 == 0:
            if worker == "a":
                settings.animation_speed = 1 + (index % 3) / 2
            else:
                settings.window_state = f"state-{index}"
            settings_store.save(settings)
    """
)


def _run_workers(root: Path, count: int, what: str) -> float:
    """Two processes ("a" and "b") each make ``count`` changes of the kinds in ``what``."""
    start_at = time.time() + 1.5  # time for both interpreters to start
    processes = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                WORKER,
                str(STORE_TESTS),
                str(root),
                name,
                str(count),
                str(start_at),
                what,
            ],
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in ("a", "b")
    ]
    for process in processes:
        _, errors = process.communicate(timeout=240)
        assert process.returncode == 0, errors
    return time.time() - start_at


def test_two_processes_recording_150_games_each_lose_none(tmp_path):
    seconds = _run_workers(tmp_path, GAMES_PER_PROCESS, "statistics")
    statistics = StatisticsStore(StorePaths(tmp_path)).load()
    played = statistics.stats("tinygame", "2p").played
    assert played == 2 * GAMES_PER_PROCESS, f"{2 * GAMES_PER_PROCESS - played} games lost"
    assert len(set(statistics.counted)) == 2 * GAMES_PER_PROCESS
    assert not list(tmp_path.glob(".*.tmp")) and not list(tmp_path.glob("*.bak"))
    print(f"2 x {GAMES_PER_PROCESS} games recorded in {seconds:.1f} s, none lost")


def test_campaign_progress_and_settings_from_two_processes_are_all_kept(tmp_path):
    _run_workers(tmp_path, GAMES_PER_PROCESS, "statistics,campaign,settings")
    paths = StorePaths(tmp_path)
    assert StatisticsStore(paths).load().stats("tinygame", "2p").played == 2 * GAMES_PER_PROCESS
    progress = CampaignStore(paths).progress("race")
    assert progress.chapter("chapter-a").attempts == GAMES_PER_PROCESS
    assert progress.chapter("chapter-b").attempts == GAMES_PER_PROCESS
    assert len(progress.data["counted_games"]) == min(2 * GAMES_PER_PROCESS, 200)
    settings = SettingsStore(paths).load()
    last = (GAMES_PER_PROCESS - 1) // 10 * 10
    assert settings.animation_speed == 1 + (last % 3) / 2  # process a's last change
    assert settings.window_state == f"state-{last}"  # and process b's
    for name in ("statistics.json", "campaign.json", "settings.json"):
        json.loads((tmp_path / name).read_text())
    assert not list(tmp_path.glob(".*.tmp")) and not list(tmp_path.glob("*.bak"))
