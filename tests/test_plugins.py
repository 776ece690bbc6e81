"""One plug-in shape: a game is its own packages plus one descriptor, and nothing else names it.

docs/adding_a_game.md walks through the shape these tests hold in place.
"""

from __future__ import annotations

import ast
import importlib
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from everdell_desktop.core import Rng, registry
from everdell_desktop.core.events import KERNEL_EVENTS

PACKAGE = Path(__file__).resolve().parents[1] / "everdell_desktop"
GAME_NAMES = registry.names()


def game_packages() -> list[str]:
    return sorted(
        path.name for path in (PACKAGE / "games").iterdir() if (path / "__init__.py").is_file()
    )


def test_every_game_package_is_found_and_registered_by_itself():
    assert game_packages() == GAME_NAMES
    for name in GAME_NAMES:
        plugin = registry.plugin(name)
        assert plugin.definition.name == name
        assert plugin.definition is registry.get(name)


def test_the_test_game_is_registered_but_not_offered_to_players():
    listed = [plugin.name for plugin in registry.listed()]
    assert "tinygame" in GAME_NAMES and "tinygame" not in listed
    assert listed and listed == sorted(listed, key=lambda n: registry.plugin(n).order)


def _configs(game):
    configs = [{"players": n} for n in range(game.min_players, game.max_players + 1)]
    for bot, levels in game.solo_bots.items():
        configs += [{"players": 1, "solo": bot, "difficulty": level} for level in levels]
    for choice in game.config_choices:  # each optional setting's other values too
        configs += [
            {"players": game.min_players, choice.field: value} for value, _ in choice.values[1:]
        ]
    return configs


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_game_emits_only_kernel_events_and_the_kinds_its_descriptor_declares(name):
    plugin = registry.plugin(name)
    game = plugin.definition
    allowed = KERNEL_EVENTS | plugin.event_kinds
    emitted: set[str] = set()
    for config in _configs(game):
        for seed in range(6):
            state = game.new_game(game.make_config(**config), seed)
            rng = Rng(seed)
            while state.to_move() is not None:
                events = game.apply(state, rng.choice(game.legal_actions(state)))
                emitted.update(event.kind for event in events)
    assert emitted - allowed == set()
    assert "turn_changed" in emitted and "game_over" in emitted


def _names_a_game(path: Path) -> list[str]:
    """The game names a module spells out: imports of a game's packages, or string constants
    equal to a registered game's name."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        modules = []
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules = [node.module]
        for module in modules:
            parts = module.split(".")
            if len(parts) > 2 and parts[1] in ("games", "ui") and parts[2] in GAME_NAMES:
                found.append(module)
        if isinstance(node, ast.Constant) and node.value in GAME_NAMES:
            found.append(repr(node.value))
    return found


def _shared_modules():
    for layer in ("core", "session", "ai", "store", "ui"):
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            relative = path.relative_to(PACKAGE)
            if layer == "ui" and relative.parts[1] in GAME_NAMES:
                continue  # ui/<game>/ is the game's own package
            yield path


def test_no_shared_module_names_a_game():
    offenders = {
        str(path.relative_to(PACKAGE)): names
        for path in _shared_modules()
        if (names := _names_a_game(path))
    }
    assert offenders == {}


def test_the_name_check_would_catch_a_game_named_outside_its_package(tmp_path):
    sample = tmp_path / "bad.py"
    sample.write_text('from everdell_desktop.games.emerland import rules\nDEFAULT = "everdell"\n')
    assert _names_a_game(sample) == ["everdell_desktop.games.emerland", "'everdell'"]


def _drop_in(tmp_path, monkeypatch, orders: dict[str, int | None]) -> None:
    """Game packages dropped next to the others (in a folder of their own that joins the games
    package's search path), each the test game's rules under a new name, naming the order given
    (none for None); found by a fresh discovery."""
    folder = tmp_path / "extra_games"
    source = Path(registry.plugin("tinygame").definition.__module__.replace(".", "/"))
    rules = (PACKAGE.parent / source).with_suffix(".py").read_text(encoding="utf-8")
    for name, order in orders.items():
        package = folder / name
        package.mkdir(parents=True)
        (package / "rules.py").write_text(
            rules.replace('"tinygame"', f'"{name}"').replace("Pebble Path", name.title())
        )
        named = "" if order is None else f", order={order}"
        (package / "__init__.py").write_text(
            "from everdell_desktop.core.plugin import GamePlugin\n"
            "from everdell_desktop.core.registry import register\n\n"
            "from .rules import PebblePath\n\n"
            f"PLUGIN = register(GamePlugin(PebblePath(){named}))\n"
        )
    games = importlib.import_module("everdell_desktop.games")
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(folder)])
    monkeypatch.setattr(registry, "_discovered", False)
    monkeypatch.setattr(registry, "_PLUGINS", dict(registry._PLUGINS))


@pytest.fixture
def drop_in(tmp_path, monkeypatch):
    """``drop_in({name: order})`` drops those game packages in; they are forgotten after."""
    dropped: list[str] = []

    def drop(orders: dict[str, int | None]) -> None:
        dropped.extend(orders)
        _drop_in(tmp_path, monkeypatch, orders)

    yield drop
    for name in dropped:
        sys.modules.pop(f"everdell_desktop.games.{name}", None)
        sys.modules.pop(f"everdell_desktop.games.{name}.rules", None)


@pytest.fixture
def dropped_in_game(drop_in):
    """A new game package, "coinflip", dropped next to the others."""
    drop_in({"coinflip": 1})
    return "coinflip"


def test_a_game_package_dropped_in_is_playable_with_no_other_change(dropped_in_game):
    from everdell_desktop.ai import create_agent
    from everdell_desktop.ai.match import play_match
    from everdell_desktop.session.campaigns import campaigns

    assert dropped_in_game in registry.names()
    assert registry.listed()[0].name == dropped_in_game  # order=1: offered first
    game = registry.get(dropped_in_game)
    config = game.make_config(players=2)
    result = play_match(game, config, [create_agent("greedy", game)], seed=4)
    assert result.finished and len(result.scores) == 2
    assert all(camp.game != dropped_in_game for camp in campaigns())


# Each game's place in game lists, as its package names it (a player sees this order).
SHIPPED_ORDERS = {"emerland": 10, "everdell": 20, "duo": 30, "emerge": 40, "tinygame": 900}


@pytest.mark.parametrize("game", sorted(SHIPPED_ORDERS))
def test_a_game_stands_at_its_own_order_between_games_dropped_in_beside_it(drop_in, game):
    """Lists sort by (order, name): a game dropped in one below a shipped game's order comes
    before it even with a name sorting last, one dropped in one above comes after it even with
    a name sorting first (an order moved by one would tie them and let the names decide)."""
    order = SHIPPED_ORDERS[game]
    drop_in({"zzbelow": order - 1, "aaabove": order + 1})
    names = [found.name for found in registry.plugins()]
    assert names.index("zzbelow") < names.index(game) < names.index("aaabove")


def test_a_dropped_in_game_naming_no_order_is_listed_at_100(drop_in):
    """A game that names no order stands at 100 in game lists: after a game that names 99 and
    before one that names 101, whatever their names (a tie would let the names decide), and
    after the shipped games (10 to 40). Other games dropped in may stand anywhere around them
    (the registry-wide tests run with a page's example game too)."""
    drop_in({"zzbelow": 99, "noorder": None, "aaabove": 101})
    names = [found.name for found in registry.listed()]
    assert names[:4] == ["emerland", "everdell", "duo", "emerge"]
    assert names.index("zzbelow") < names.index("noorder") < names.index("aaabove")
    assert registry.plugin("noorder").order == 100


def _games_imported_after(code: str) -> list[str]:
    """The game packages a fresh interpreter has imported after running ``code``."""
    probe = textwrap.dedent(code) + textwrap.dedent(
        """
        import sys
        print(sorted(m.split(".")[2] for m in sys.modules
                     if m.startswith("everdell_desktop.games.") and m.count(".") == 2))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return ast.literal_eval(done.stdout.strip().splitlines()[-1])


def test_a_game_asked_for_by_name_is_imported_alone():
    imported = _games_imported_after(
        """
        from everdell_desktop.core import registry
        assert registry.get("everdell").name == "everdell"
        """
    )
    assert imported == ["everdell"]


def test_a_window_opened_onto_a_game_imports_no_other_game(tmp_path):
    """The first frame of a table does not wait for every other game to be imported."""
    imported = _games_imported_after(
        f"""
        import os
        os.environ["EVERDELL_DESKTOP_HOME"] = {str(tmp_path)!r}
        from everdell_desktop.core import registry
        from everdell_desktop.session import SeatSpec
        from everdell_desktop.ui.app import application
        from everdell_desktop.ui.dialogs import NewGameSpec
        from everdell_desktop.ui.main_window import MainWindow
        app = application()
        game = registry.get("emerland")
        window = MainWindow(persist=False)
        config = game.make_config(players=2)
        window.start_game(NewGameSpec(game, config, 3, [SeatSpec("A"), SeatSpec("B")]))
        window.show()
        app.processEvents()
        """
    )
    assert imported == ["emerland"]


def test_an_unknown_game_name_still_names_the_known_games():
    with pytest.raises(KeyError, match=r"known: .*everdell"):
        registry.plugin("no_such_game")
    assert registry.find("no_such_game") is None


# --- the typed contract ----------------------------------------------------------------------
@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_descriptor_s_heuristic_loads_as_a_game_heuristic(name):
    from everdell_desktop.core.heuristics import GameHeuristic

    found = registry.plugin(name).heuristic
    if found is None:
        pytest.skip("this game plays with game.evaluate")
    heuristic = found.load(GameHeuristic)
    game = registry.get(name)
    state = game.new_game(game.make_config(players=game.min_players), 1)
    assert len(heuristic.values(game, state)) == state.num_seats
    assert set(heuristic.budget_changes) <= {"mcts-easy", "mcts-normal", "mcts-hard"}


def test_a_lazy_reference_to_the_wrong_kind_of_object_fails_naming_it():
    from everdell_desktop.core.heuristics import GameHeuristic
    from everdell_desktop.core.plugin import LazyRef

    wrong = LazyRef("everdell_desktop.games.tinygame.heuristic", "values")
    with pytest.raises(TypeError, match=r"tinygame\.heuristic\.values should be a GameHeuristic"):
        wrong.load(GameHeuristic)
    missing = LazyRef("everdell_desktop.games.tinygame.heuristic", "NO_SUCH_NAME")
    with pytest.raises(TypeError, match="found NoneType"):
        missing.load(GameHeuristic)


def test_the_descriptor_names_the_setting_the_expansion_option_chooses():
    everdell = registry.plugin("everdell")
    assert everdell.expansion_names() == ["spirecrest"]
    assert everdell.expansion_options("spirecrest") == {everdell.expansions.field: "spirecrest"}
    assert everdell.expansion_options(None) == {}
    with pytest.raises(ValueError, match=r"no expansion 'bellfaire' \(known: spirecrest\)"):
        everdell.expansion_options("bellfaire")
    with pytest.raises(ValueError, match=r"known: none"):
        registry.plugin("tinygame").expansion_options("spirecrest")


def test_a_descriptor_refuses_an_expansion_setting_its_game_does_not_offer():
    from everdell_desktop.core import ConfigChoice
    from everdell_desktop.core.plugin import GamePlugin

    stray = ConfigChoice("expansion", "Expansion", ((None, "None"), ("x", "X")))
    with pytest.raises(ValueError, match="config_choices"):
        GamePlugin(registry.get("tinygame"), expansions=stray)
