"""Measure the window's speed (reported, never asserted):

    python -m everdell_desktop.ui.perf [--game G] [--players 4] [--seed 3] [--turns 40]
                                       [--moves 12] [--settled]
    python -m everdell_desktop.ui.perf --launch
    python -m everdell_desktop.ui.perf --text-audit --size 1280x720 --game duo [--lang ko]
    python -m everdell_desktop.ui.perf --dialog-audit --size 1280x720 [--lang ko]

* launch (``--launch``): the app's start as ``everdell-desktop`` runs it (``ui.app.Start``):
  seconds from the start of this process until the launch frame has painted its first frame,
  and whether the rules (the core, pydantic) had been imported by then (they should not); then
  seconds until the main window's first frame, and what had to wait for it: game packages
  imported, dialogs open (both should be 0);
* text audit (``--text-audit``): the smallest size on screen of each kind of text on a
  mid-game table, and how many texts are cut (see ``ui.text_audit``); ``--game G+E`` is
  game G with its expansion E (``everdell+spirecrest``);
* dialog audit (``--dialog-audit``): on a screen of ``--size``, each dialog's texts that are
  cut and whether it is larger than the screen (see ``ui.dialog_audit``); an empty list per
  dialog is a dialog that fits;
* first frame: seconds from the start of this process (before Qt is imported) until the main
  window's table has painted for the first time, with a game already on it;
* full repaint: processor time to repaint the whole table once, after the moves;
* animation: frame times while the table animates moves on a mid-game table at normal speed:
  paint time per frame, and the interval between frames while something moves. By default
  the moves start at once, while the table's pictures are still being painted (the worst case:
  after a second's patience a waiting picture is painted between two frames); ``--settled``
  first lets every picture be painted, as on a table the player has looked at for a moment.
"""

from __future__ import annotations

import time

STARTED = time.perf_counter()

import argparse  # noqa: E402
import itertools  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m everdell_desktop.ui.perf")
    parser.add_argument("--game", help="a game's registry name (default: the window's first)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument(
        "--settled", action="store_true", help="let every picture be painted before the moves"
    )
    parser.add_argument(
        "--launch", action="store_true", help="time the app's own start to its first frame"
    )
    parser.add_argument(
        "--text-audit", action="store_true", help="measure the table's text sizes and cuts"
    )
    parser.add_argument(
        "--dialog-audit", action="store_true", help="check the dialogs fit a screen of --size"
    )
    parser.add_argument("--size", default="1600x1000", help="the window's size, WxH")
    parser.add_argument("--lang", help="the window's language (en, ko)")
    args = parser.parse_args(argv)
    os.environ.setdefault("EVERDELL_DESKTOP_HOME", tempfile.mkdtemp(prefix="everdell-perf-"))
    if args.launch:
        return _launch()
    if args.text_audit:
        return _text_audit(args)
    if args.dialog_audit:
        return _dialog_audit(args)

    from PySide6.QtCore import QElapsedTimer

    from everdell_desktop.core import Rng, registry
    from everdell_desktop.session import SeatSpec

    from .app import application
    from .dialogs import NewGameSpec
    from .main_window import MainWindow
    from .tables import default_game

    app = application()
    game = registry.get(args.game) if args.game else default_game()
    window = MainWindow(persist=False)
    window.handover_enabled = False
    window.view.frame_log = []
    window.view.is_moving = window.animator.is_moving
    seats = [SeatSpec(f"Player {n + 1}") for n in range(args.players)]
    config = game.make_config(players=args.players)
    session = window.start_game(NewGameSpec(game, config, args.seed, seats))
    session.grace_ms = 0  # each turn ends at once: no grace period between random moves
    window.resize(1600, 1000)
    window.show()
    while not window.view.frame_log:
        app.processEvents()
    first_frame = time.perf_counter() - STARTED

    window.set_animation_speed(0.0)
    rng = Rng(args.seed)
    for _ in range(args.turns):
        if session.is_over():
            break
        session.submit(rng.choice(session.legal_actions()))
    app.processEvents()
    waiting = window.scene.renderer.waiting()
    if args.settled:
        _settle(app, window.scene.renderer)
    window.set_animation_speed(1.0)
    window.view.frame_log = []
    clock = QElapsedTimer()
    clock.start()
    animated_ms = 0
    intervals: list[float] = []
    for _ in range(args.moves):
        if session.is_over():
            break
        first = len(window.view.frame_log)
        session.submit(rng.choice(session.legal_actions()))
        started = clock.elapsed()
        while not window.animator.is_idle():
            app.processEvents()
        animated_ms += clock.elapsed() - started
        intervals += _intervals_ms(window.view.frame_log[first:])
    frames = window.view.frame_log
    paint_ms = [seconds * 1000 for _, seconds, _ in frames]
    result = {
        "first_frame_seconds": round(first_frame, 3),
        "animated_seconds": round(animated_ms / 1000, 3),
        "frames_painted": len(frames),
        "frames_per_second": round(len(frames) / (animated_ms / 1000), 1) if animated_ms else None,
        "paint_ms_mean": round(statistics.mean(paint_ms), 2) if paint_ms else None,
        "paint_ms_p95": round(sorted(paint_ms)[int(0.95 * (len(paint_ms) - 1))], 2)
        if paint_ms
        else None,
        "max_fps_from_paint_time": round(1000 / statistics.mean(paint_ms), 1) if paint_ms else None,
        "frame_interval_ms_median": round(statistics.median(intervals), 2) if intervals else None,
        "frame_interval_ms_p95": round(sorted(intervals)[int(0.95 * (len(intervals) - 1))], 2)
        if intervals
        else None,
        "fps_while_moving": round(1000 / statistics.mean(intervals), 1) if intervals else None,
        "pictures_waiting_before_the_moves": 0 if args.settled else waiting,
        "full_repaint_ms": _full_repaint_ms(window.view.viewport()),
        "platform": app.platformName(),
    }
    window.close()
    print(json.dumps(result, indent=2))
    return result


def _launch() -> dict:
    """The app's start as ``everdell-desktop`` runs it, up to the main window's first frame."""
    import sys

    from PySide6.QtWidgets import QDialog

    from .app import Start, application

    class MeasuredStart(Start):
        def _open_window(self) -> None:
            super()._open_window()
            if self.window is not None:  # its first paint is still to come: logged
                self.window.view.frame_log = []

    app = application()
    start = MeasuredStart()
    frame_painted: list[float] = []
    start.frame.after_next_paint(lambda: frame_painted.append(time.perf_counter() - STARTED))
    rules_at_frame: list[list[str]] = []
    start.frame.after_next_paint(lambda: rules_at_frame.append(_rules_imported(sys.modules)))
    start.begin()
    while start.window is None:
        app.processEvents()
    window = start.window
    while not window.view.frame_log:
        app.processEvents()
    started, seconds, _ = window.view.frame_log[0]
    result = {
        "launch_frame_seconds": round(frame_painted[0], 3),
        "rules_imported_before_launch_frame": rules_at_frame[0],
        "window_first_frame_seconds": round(started + seconds - STARTED, 3),
        "games_imported_before_first_frame": sorted(
            {
                name.split(".")[2]
                for name in sys.modules
                if name.startswith("everdell_desktop.games.")
            }
        ),
        "dialogs_open_at_first_frame": sum(
            dialog.isVisible() for dialog in window.findChildren(QDialog)
        ),
        "platform": app.platformName(),
    }
    start.close()
    start.finish()
    print(json.dumps(result, indent=2))
    return result


def _text_audit(args) -> dict:
    from .text_audit import audited_tables, run

    tables = audited_tables()
    if args.game not in tables:
        raise SystemExit(f"--text-audit needs --game, one of: {', '.join(tables)}")
    result = run(args.game, _size(args), args.seed, args.turns, args.lang)
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return result


def _dialog_audit(args) -> dict:
    from .dialog_audit import offscreen_platform, run

    os.environ["QT_QPA_PLATFORM"] = offscreen_platform(_size(args))  # before the application
    result = run(_size(args), args.lang)
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return result


def _size(args) -> tuple[int, int]:
    width, height = (int(part) for part in args.size.lower().split("x"))
    return width, height


def _rules_imported(modules) -> list[str]:
    """Which of the rules' packages (and pydantic, their models' library) are imported."""
    watched = ("pydantic", "everdell_desktop.core", "everdell_desktop.games", "everdell_desktop.ai")
    return [name for name in watched if name in modules]


def _full_repaint_ms(viewport, repaints: int = 10) -> float:
    """Processor time of one repaint of the whole table (what a frame costs at most), the
    least of seven runs: a shared machine's other work only ever adds to it."""
    runs = []
    for _ in range(7):
        started = time.process_time()
        for _ in range(repaints):
            viewport.repaint()
        runs.append((time.process_time() - started) / repaints * 1000)
    return round(min(runs), 2)


def _settle(app, renderer, limit_s: float = 60.0) -> None:
    """Run the event loop until the renderer has painted every waiting picture."""
    deadline = time.perf_counter() + limit_s
    while renderer.waiting() and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)


def _intervals_ms(frames: list[tuple[float, float, bool]]) -> list[float]:
    """Frame-to-frame intervals while something moves: both frames painted in motion. The
    time from one move to the next (the rules applied, the table refreshed) and a planned pause
    within a move (a counter waiting for its piece, the next die of a roll) are not slow
    frames; a slow frame in mid-motion is counted however long it is."""
    return [
        (later - earlier) * 1000
        for (earlier, _, moving_before), (later, _, moving_after) in itertools.pairwise(frames)
        if moving_before and moving_after
    ]


if __name__ == "__main__":
    main()
