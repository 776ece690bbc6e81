"""Render the real main window mid-game to a PNG (the ``screenshot`` CLI command)."""

from __future__ import annotations

from pathlib import Path

from everdell_desktop.ai import decision_rng
from everdell_desktop.core import GameConfig, GameDefinition
from everdell_desktop.session import SeatSpec

from .app import application
from .dialogs import NewGameSpec, player_label
from .main_window import MainWindow


def played_window(
    game: GameDefinition,
    config: GameConfig,
    seed: int,
    moves: int,
    size: tuple[int, int],
    language: str | None = None,
) -> MainWindow:
    """A main window shown at ``size`` after ``moves`` random actions from ``seed`` (all seats
    human, no hand-over screen, no grace period, in ``language``, else the system's). Nothing is
    saved: no autosave, no settings."""
    app = application()
    window = MainWindow(persist=False, language=language)
    window.handover_enabled = False
    window.set_animation_speed(0.0)
    seats = [SeatSpec(player_label(seat)) for seat in range(config.players)]
    session = window.start_game(NewGameSpec(game, config, seed, seats))
    session.grace_ms = 0  # each turn ends at once: no grace period between random moves
    for taken in range(moves):
        legal = session.legal_actions()
        if not legal:
            break
        session.submit(decision_rng(seed, taken).choice(legal))
    window.resize(*size)
    window.show()
    for _ in range(3):
        app.processEvents()
    window.view.fit()
    app.processEvents()
    return window


def render_screenshot(
    game: GameDefinition,
    config: GameConfig,
    seed: int,
    turns: int,
    out_path: Path,
    size: tuple[int, int],
    language: str | None = None,
) -> Path:
    """Play ``turns`` random actions (see :func:`played_window`), then grab the window."""
    app = application()
    window = played_window(game, config, seed, turns, size, language)
    while window.scene.renderer.waiting():  # the pictures are painted after the first frame
        app.processEvents()
    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out_path), "PNG"):
        raise OSError(f"could not write {out_path}")
    window.close()
    window.deleteLater()
    return out_path
