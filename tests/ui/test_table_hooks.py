"""Issue 13 §4: the hooks a table offers the window and its items are declared on the base
scene with defaults; a game without a table of its own runs on those defaults."""

from __future__ import annotations

import re
from pathlib import Path

from everdell_desktop.core import Event, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.card_style import CardFace
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.generic_table import GenericTable
from everdell_desktop.ui.table import TableScene

UI = Path(__file__).resolve().parents[2] / "everdell_desktop" / "ui"
HOOKS = ("describe_event", "question", "show_preview", "card_hovered", "handle_event")


def test_every_hook_is_declared_on_the_base_scene():
    assert all(hasattr(TableScene, hook) for hook in HOOKS)


def test_no_hook_is_looked_up_by_name():
    pattern = re.compile(r"getattr\([^)]*[\"'](" + "|".join(HOOKS) + r")[\"']")
    found = [
        f"{path.relative_to(UI)}: {match.group(0)}"
        for path in UI.rglob("*.py")
        for match in pattern.finditer(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_a_game_without_its_own_table_runs_on_the_defaults(window):
    game = registry.get("tinygame")
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    window.start_game(NewGameSpec(game, game.make_config(players=2), 4, seats))
    scene = window.scene
    assert isinstance(scene, GenericTable)
    assert scene.question().startswith("Ana: ")
    assert scene.describe_event(Event("dice_rolled", {"seat": 0, "faces": [3]}), ["Ana"]) is None
    shown = []
    scene.card_hovered.connect(lambda face, anchor: shown.append((face, anchor)))
    face = CardFace("Lantern", "production", text="Gain 1 leaf.")
    scene.show_preview(face)  # no owner: the window shows it in its corner
    assert shown == [(face, None)] and window.view.zoom.isVisible()
    scene.show_preview(None)
    assert shown[-1] == (None, None) and not window.view.zoom.isVisible()
    assert window.log_panel.describe_event == scene.describe_event


def test_a_table_maps_moves_to_items_by_its_move_keys_then_by_answer_key(window):
    """A table declares what each kind of move drags and drops (MOVE_KEYS); a kind it does not
    declare, or an entry that answers None, is a prompt's answer (answer_key)."""
    from everdell_desktop.core import Action
    from everdell_desktop.ui.table import button_keys

    game = registry.get("tinygame")
    window.start_game(NewGameSpec(game, game.make_config(players=2), 4, [SeatSpec("A")] * 2))

    keys = {
        "play": lambda table, action, seat: (f"hand:{action['card']}", f"city:{seat}"),
        "pass": button_keys,
        "roll": lambda table, action, seat: None,
    }

    class Keyed(GenericTable):
        MOVE_KEYS = keys

        def answer_key(self, action):
            return f"answer:{action.kind}"

    scene = Keyed(window.session, window.scene.animator)
    seat = window.session.to_move()
    assert scene.action_keys(Action.of("play", card=3)) == ("hand:3", f"city:{seat}")
    assert scene.action_keys(Action.of("pass")) == (None, "button:pass")
    assert scene.action_keys(Action.of("roll")) == (None, "answer:roll")
    assert scene.action_keys(Action.of("trade")) == (None, "answer:trade")
