"""Issue 15 §3: the log says truthfully what happened."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

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


def test_a_move_the_window_played_is_logged_in_the_games_words(window):
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = window.start_game(NewGameSpec(EMERLAND, EMERLAND.make_config(players=2), 5, seats))
    bamboo = [a for a in session.legal_actions() if a.get("loc") == "green.bamboo"]
    guided = next(a for a in bamboo if a["guide"])
    assert window.submit(guided)
    (move,) = session.moves
    assert window.scene.move_line(move, ["Ana", "Ben"]) == (
        "Ana: Place a Worker on Bamboo Grove with a guide"
    )
    assert window.log_panel.lines() == ["Ana: Place a Worker on Bamboo Grove with a guide"]


def against_a_bot(window, qtbot, seed=3):
    seats = [SeatSpec("Ana"), SeatSpec("Bot", "greedy")]
    session = window.start_game(NewGameSpec(EMERLAND, EMERLAND.make_config(players=2), seed, seats))
    place = next(
        a
        for a in session.legal_actions()
        if a.kind == "place_worker" and a["loc"] == "green.bamboo" and not a["guide"]
    )
    window.submit(place)
    qtbot.waitUntil(lambda: session.to_move() == 0 and not session.is_thinking(), timeout=10_000)
    return session


def test_the_ais_last_move_is_ringed_until_the_next_move(window, qtbot):
    session = against_a_bot(window, qtbot)
    scene = window.scene
    bot_moves = [m for m in session.moves if m.seat == 1]
    expected = set().union(*(scene.move_items(m) for m in bot_moves))
    assert expected and {k for k, item in scene.by_key.items() if item.marked} == expected
    assert not scene.by_key["loc:green.bamboo"].marked or "loc:green.bamboo" in expected
    count = len(session.moves)
    window.submit(session.legal_actions()[0])
    assert not any(item.marked for item in scene.by_key.values())  # the next move clears it
    qtbot.waitUntil(lambda: session.to_move() == 0 and not session.is_thinking(), timeout=10_000)
    newest = [m for m in session.moves[count:] if m.seat == 1]
    marked = {k for k, item in scene.by_key.items() if item.marked}
    assert newest and marked == set().union(*(scene.move_items(m) for m in newest))
    session.close()


def test_the_last_rounds_moves_can_be_stepped_back_through(window, qtbot):
    session = against_a_bot(window, qtbot)
    scene, bar = window.scene, window.view.bar
    first = session.round_start()
    assert window.review_step(-1)
    latest = session.moves[-1]
    assert scene.review.move is latest and bar.mode == "review"
    assert not scene.can_act and all(item.drag_key is None for item in scene.by_key.values())
    assert not any(key.startswith("opt:") for key in scene.by_key)  # no answers of today
    steps = 1
    while window.review_step(-1):
        steps += 1
    assert scene.review.move.index == first and steps == len(session.moves) - first
    assert session.moves[first].seat == 0  # the round starts with the player's own move
    bamboo_workers = [p for p in scene.pieces_on("loc:green.bamboo") if p.key.startswith("w:0")]
    assert bamboo_workers  # the table is shown as it was then
    bar.press("Back to the game")
    assert scene.review is None and scene.can_act and bar.mode == ""
    window.review_step(-1)
    QTest.keyClick(window, Qt.Key.Key_Escape)  # Escape goes back to the game too
    assert scene.review is None
    session.close()


def test_the_prompt_never_asks_the_human_during_the_ais_turn(window, qtbot):
    window.set_grace_seconds(5.0)
    seats = [SeatSpec("Ana"), SeatSpec("Bot", "random")]
    everdell = registry.get("everdell")
    session = window.start_game(NewGameSpec(everdell, everdell.make_config(players=2), 3, seats))
    window.submit(next(a for a in session.legal_actions() if a.kind == "place"))
    assert session.in_grace()  # the turn waits for its end: nobody is playing yet
    assert window.scene.question().startswith("Ana: your turn is done")
    window.clock.advance(5000)
    assert session.to_move() == 1
    question = window.scene.question()
    assert question.startswith("Bot") and "AI" in question and "Ana" not in question
    assert window.scene.by_key["prompt_text"].text.startswith("Bot")
    session.close()


def first_label(game, config, wanted, seeds=range(8), moves=300):
    """The label of the first legal action ``wanted`` accepts in seeded random games."""
    for seed in seeds:
        state, rng = game.new_game(config, seed), Rng(seed)
        for _ in range(moves):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            found = [action for action in legal if wanted(action)]
            if found:
                return game.describe_action(state, found[0])
            game.apply(state, rng.choice(legal))
    raise AssertionError("no such move came up")


def test_the_log_words_answers_in_full(window):
    """Issue 41, part 5: "Take 1 marble" beside "Take 2 Bamboo", "Take a Upheaval tile",
    "Stock twig", "Pay nothing", a table hint in the log ("Roll the other dice (Click each
    kept die…)")."""
    two = EMERLAND.make_config(players=2)
    marble = first_label(EMERLAND, two, lambda a: a.get("pick") == "marble")
    assert marble == "Take 1 Marble"
    emerge = registry.get("emerge")
    upheaval = first_label(
        emerge, emerge.make_config(players=2), lambda a: a.get("tile") == "tectonic"
    )
    assert upheaval.startswith("Take the Upheaval tile")
    everdell = registry.get("everdell")
    stock = first_label(everdell, everdell.make_config(players=2), lambda a: a.kind == "stock")
    amounts = ("3 twigs", "2 resin", "1 pebble", "2 berries")
    assert stock in {f"Put {amount} on the Storehouse" for amount in amounts}
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    window.start_game(NewGameSpec(emerge, emerge.make_config(players=2), 1, seats))
    keep = Move(5, 0, Action.of("done"), "Roll the other dice", "keep", ())
    assert window.scene.move_line(keep, ["Ana", "Ben"]) == "Ana: Roll the other dice"


def test_an_upgrade_is_logged_once(window, qtbot):
    """Issue 41, part 5: "Ana: Upgrade Banana Grove" was followed by "Ana upgrades Banana
    Grove." (the Emerland tutorial's upgrade step)."""
    window.start_tutorial("emerland")
    guide = window.tutorial
    upgrade = [step.id for step in guide.tutorial.steps].index("upgrade")
    while guide.step <= upgrade and window.tutorial is not None:
        qtbot.waitUntil(lambda: not guide.waiting_for_opponent(), timeout=10_000)
        (guide.panel.skip_button if guide.expected() else guide.panel.next_button).click()
    lines = [line for line in window.log_panel.lines() if "Banana Grove" in line]
    assert [line for line in lines if "pgrade" in line] == ["Player 1: Upgrade Banana Grove"]
