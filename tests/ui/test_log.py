"""Issue 15 §3: the log says truthfully what happened."""

from __future__ import annotations

from everdell_desktop.core import Action, Rng, registry
from everdell_desktop.session import Move, SeatSpec
from everdell_desktop.ui.dialogs import NewGameSpec

EMERLAND = registry.get("emerland")
TINY = registry.get("tinygame")


def play(session, moves: int, seed: int = 4) -> None:
    rng = Rng(seed)
    for _ in range(moves):
        session.submit(rng.choice(session.legal_actions()))


def test_after_load_the_log_is_rebuilt_from_the_record(window):
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = window.start_game(NewGameSpec(EMERLAND, EMERLAND.make_config(players=2), 5, seats))
    window.handover_enabled = False
    play(session, 25)
    live = window.log_panel.lines()
    assert len(live) >= 25
    window.quick_save()
    window.quick_load()
    assert window.session is not session
    assert window.log_panel.lines() == live


def test_an_undone_move_leaves_the_log(window):
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = window.start_game(NewGameSpec(TINY, TINY.make_config(players=2), 11, seats))
    window.handover_enabled = False
    while Action.of("trade") not in session.legal_actions():
        session.submit(Action.of("roll"))
    before = window.log_panel.lines()
    session.submit(Action.of("trade"))
    assert len(window.log_panel.lines()) > len(before)
    window.undo_action.trigger()
    assert window.log_panel.lines() == before


def test_professor_kotos_moves_are_logged(window):
    seats = [SeatSpec("Solo")]
    config = EMERLAND.make_config(players=1, solo="koto", difficulty="normal")
    session = window.start_game(NewGameSpec(EMERLAND, config, 4, seats))
    play(session, 12)
    koto = [line for line in window.log_panel.lines() if line.startswith("Koto")]
    assert any(" turns over his " in line for line in koto), koto
    assert any(" places a " in line or " plays " in line for line in koto), koto


def test_a_decline_says_what_was_declined(window):
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    window.start_game(NewGameSpec(EMERLAND, EMERLAND.make_config(players=2), 5, seats))
    move = Move(3, 1, Action.of("answer", pick="skip"), "Decline", "play_top", ())
    assert window.scene.move_line(move, ["Ana", "Ben"]) == (
        "Ben: Decline (Play the top card of the deck?)"
    )
    plain = Move(4, 0, Action.of("prepare"), "Prepare for autumn", None, ())
    assert window.scene.move_line(plain, ["Ana", "Ben"]) == "Ana: Prepare for autumn"
