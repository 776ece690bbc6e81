"""Command line: no arguments opens the window, a saved game's path (``everdell-desktop
game.everdell``) opens the window playing it; subcommands run headless.

Only the window's own launcher is imported before the window opens: the rules (the core and
pydantic) are imported by the subcommands that need them, so the window's first frame does not
wait for them.

Every subcommand checks its arguments first and exits with status 2 and a one-line message when
they are wrong, so scripts and CI can tell a usage error from a failed check (status 1).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
import traceback
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from everdell_desktop import __version__

if TYPE_CHECKING:
    from everdell_desktop.core import GameDefinition, GameRecord

USAGE_ERROR = 2
MAX_SIZE = 8192  # a screenshot's width and height, in pixels


class UsageError(Exception):
    """Bad arguments: reported on stderr with exit status 2."""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = _build_parser()
    if not argv or argv[0].startswith("--lang") or _names_a_file(argv[0], parser):
        return _open_window(argv, parser.command_names)
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except UsageError as error:
        print(f"everdell-desktop {args.command}: {error}", file=sys.stderr)
        return USAGE_ERROR


def _names_a_file(word: str, parser: argparse.ArgumentParser) -> bool:
    """``everdell-desktop FILE``: the first word is neither an option nor a command."""
    return not word.startswith("-") and word not in parser.command_names


def _open_window(argv: list[str], commands) -> int:
    """The window, optionally in a language of its own (``--lang ko``) whatever the settings
    and the system say, and playing the saved game FILE when one is given (no such file: exit
    status 2, as for any unknown command; a file that is not a save: 1; the window does not
    open either way)."""
    from everdell_desktop.ui.app import report_unopenable, run_window
    from everdell_desktop.ui.resources import LANGUAGES

    parser = _Parser(prog="everdell-desktop", description="Open the window.")
    parser.add_argument("file", nargs="?", type=Path, help="a saved game to open")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), help="the window's language")
    args = parser.parse_args(argv)  # a bad language exits with status 2 and the choices
    if args.file is not None:
        refused = _refused_document(args.file, commands)
        if refused is not None:
            code, problem = refused
            print(f"everdell-desktop: {problem}", file=sys.stderr)
            report_unopenable(problem)
            return code
    return run_window(language=args.lang, document=args.file)


def _refused_document(path: Path, commands) -> tuple[int, str] | None:
    """The exit status and the reason when ``path`` cannot be opened as a saved game; None
    when it reads as one. Only reading is checked here: the window replays the game and
    reports what goes wrong there."""
    if not path.is_file():
        known = ", ".join(commands)
        return USAGE_ERROR, f"{path} is neither a command ({known}) nor a saved game"
    from everdell_desktop.store.files import LoadError, read_record

    try:
        read_record(path)
    except LoadError as error:
        return 1, f"cannot open {path}: {error}"
    return None


class _Parser(argparse.ArgumentParser):
    """argparse's errors as one line (it prints the usage first); exit status 2 all the same."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"{self.prog}: {_one_line(message)} (see --help)\n")


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="everdell-desktop",
        description="Play the Everdell family of board games. With no arguments, open the window.",
        epilog="everdell-desktop FILE opens the window playing a saved game (.everdell); "
        "--lang LANG opens the window in that language (en, ko).",
    )
    parser.add_argument("--version", action="version", version=__version__)
    commands = parser.add_subparsers(dest="command", required=True)
    parser.command_names = commands.choices.keys()  # filled in as the commands are added

    sim = commands.add_parser("simulate", help="play agent-vs-agent games and summarise them")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--agents", required=True, help="comma-separated, assigned to seats in turn")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--solo", help="solo bot to play against")
    sim.add_argument("--difficulty", help="the solo bot's difficulty")
    _expansion_option(sim)
    sim.add_argument(
        "--mode",
        help="the way to play, for a game that offers several (duo: coop, challenge); "
        f"'{CAMPAIGN_MODE}': the games go through its campaigns' chapters for --players in turn",
    )
    sim.add_argument("--save-dir", type=Path, help="write each game's record into this folder")
    sim.add_argument("--json", action="store_true", help="print the summary as JSON")
    sim.set_defaults(handler=cmd_simulate)

    shot = commands.add_parser("screenshot", help="render the table mid-game to a PNG")
    shot.add_argument("--game", required=True)
    shot.add_argument("--players", type=int, required=True)
    shot.add_argument("--seed", type=int, default=0)
    shot.add_argument("--turns", type=int, default=0, help="random actions to play first")
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument("--size", default="1600x1000", help="window size, WIDTHxHEIGHT")
    shot.add_argument("--solo", help="solo bot to play against (with --players 1)")
    shot.add_argument("--difficulty", help="the solo bot's difficulty")
    _expansion_option(shot)
    shot.add_argument("--lang", help="the window's language (en, ko); default: the system's")
    shot.set_defaults(handler=cmd_screenshot)

    rep = commands.add_parser("replay", help="re-run a saved game")
    rep.add_argument("file", type=Path)
    rep.add_argument("--verify", action="store_true", help="check the final state hash")
    rep.add_argument("--json", action="store_true")
    rep.set_defaults(handler=cmd_replay)

    cards = commands.add_parser("cards", help="list or validate a game's data files")
    cards.add_argument("--game", required=True)
    cards.add_argument("--validate", action="store_true")
    cards.add_argument("--json", action="store_true")
    cards.add_argument("--render", type=Path, help="write a PNG of every distinct face here")
    cards.add_argument("--size", default="300x420", help="each PNG's size, WIDTHxHEIGHT")
    _expansion_option(cards)
    cards.set_defaults(handler=cmd_cards)

    bench = commands.add_parser("bench", help="measure engine speed")
    bench.add_argument("--game", required=True)
    bench.add_argument("--seconds", type=float, default=2.0, help="time budget per measurement")
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument("--json", action="store_true")
    _expansion_option(bench)
    bench.set_defaults(handler=cmd_bench)

    ladder = commands.add_parser("ladder", help="rate the agents in a round-robin")
    ladder.add_argument("--game", required=True)
    ladder.add_argument("--players", type=int, required=True)
    ladder.add_argument("--agents", help="comma-separated (default: every agent)")
    ladder.add_argument("--games", type=int, required=True, help="games per pairing")
    ladder.add_argument("--seed", type=int, default=0)
    ladder.add_argument("--solo", help="solo bot every agent plays against (with --players 1)")
    ladder.add_argument("--difficulty", help="the solo bot's difficulty")
    ladder.add_argument(
        "--mode",
        help="a way to play where the seats are one team (duo: coop, challenge): each agent"
        " plays every seat against the game's opponent",
    )
    _expansion_option(ladder)
    ladder.add_argument(
        "--versus",
        help="only the pairings with this agent (each other agent against it; at 3-4 players"
        " alone among a field of it)",
    )
    ladder.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    ladder.add_argument(
        "--results", type=Path, help="JSON-lines file the games go to; an existing one resumes"
    )
    ladder.add_argument("--quiet", action="store_true", help="no progress bar on stderr")
    ladder.add_argument("--json", action="store_true")
    ladder.set_defaults(handler=cmd_ladder)
    _train_command(commands)
    _agreement_command(commands)

    gold = commands.add_parser("goldens", help="check (or rewrite) the golden replays")
    gold.add_argument("--dir", type=Path, default=Path("tests/goldens"), help="the goldens folder")
    gold.add_argument("--update", action="store_true", help="play the games again and rewrite")
    gold.add_argument("--only", nargs="+", metavar="NAME", help="just these goldens")
    gold.add_argument("--fingerprints", action="store_true", help="just the search fingerprints")
    gold.add_argument("--json", action="store_true")
    gold.set_defaults(handler=cmd_goldens)
    return parser


# --- argument helpers ---------------------------------------------------------------------
def _game(name: str) -> GameDefinition:
    from everdell_desktop.core import registry

    try:
        return registry.get(name)
    except KeyError as error:
        raise UsageError(error.args[0]) from None


def _expansion_option(command: argparse.ArgumentParser) -> None:
    command.add_argument("--expansion", metavar="NAME", help="play with this expansion")


def _expansion(game: GameDefinition, name: str | None) -> dict[str, str]:
    """The config options an ``--expansion`` sets (the game's descriptor says which setting
    it chooses): none without one; a game that does not offer it is a usage error."""
    from everdell_desktop.core import registry

    try:
        return registry.plugin(game.name).expansion_options(name)
    except ValueError as error:
        raise UsageError(str(error)) from None


def _config(
    game: GameDefinition,
    players: int,
    solo: str | None = None,
    difficulty: str | None = None,
    expansion: str | None = None,
    mode: str | None = None,
):
    options = _expansion(game, expansion)
    if mode is not None:
        options["mode"] = mode
    try:
        return game.make_config(players=players, solo=solo, difficulty=difficulty, **options)
    except ValueError as error:
        raise UsageError(_first_line(error)) from None


def _first_line(error: Exception) -> str:
    """One line for an error: pydantic's several-line text becomes its first problem, named
    by option, without pydantic's type and input details."""
    from pydantic import ValidationError

    if isinstance(error, ValidationError) and error.errors():
        first = error.errors()[0]
        message = str(first["msg"]).removeprefix("Value error, ")
        option = ".".join(str(part) for part in first["loc"])
        return _one_line(f"option '{option}': {message}" if option else message)
    return _one_line(str(error))


def _one_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return " ".join(lines) or "invalid arguments"


def _print(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")


# --- simulate -----------------------------------------------------------------------------
CAMPAIGN_MODE = "campaign"


def _chapter_configs(game: GameDefinition, players: int) -> list:
    """Every chapter's options, in order, of the game's campaigns played by ``players`` (Duo,
    2: the 15 cooperative chapters; 1: the Skunk race's)."""
    from everdell_desktop.core import registry

    campaigns = registry.plugin(game.name).campaigns
    configs = []
    for camp in campaigns() if campaigns else ():
        chapters = [chapter.id for chapter in camp.sequence.chapters()]
        configs.extend(camp.config_for(chapter, chapters) for chapter in chapters)
    found = [config for config in configs if config.players == players]
    if not found:
        raise UsageError(f"{game.title} has no campaign chapter for {players} players")
    return found


def cmd_simulate(args: argparse.Namespace) -> int:
    from everdell_desktop.ai import create_agent
    from everdell_desktop.ai.match import play_match, seat_agents
    from everdell_desktop.core import Rng, new_record

    game = _game(args.game)
    if args.mode == CAMPAIGN_MODE:
        configs = _chapter_configs(game, args.players)
    else:
        configs = [
            _config(game, args.players, args.solo, args.difficulty, args.expansion, args.mode)
        ]
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    names = [name.strip() for name in args.agents.split(",") if name.strip()]
    if not names:
        raise UsageError("--agents needs at least one agent name")
    try:
        agents = [create_agent(name, game) for name in names]
    except KeyError as error:
        raise UsageError(error.args[0]) from None
    if args.save_dir is not None:
        args.save_dir.mkdir(parents=True, exist_ok=True)

    seed_rng = Rng(args.seed)
    totals: list[float] = []
    wins = dict.fromkeys(names, 0.0)
    decision_seconds = dict.fromkeys(names, 0.0)
    decisions = dict.fromkeys(names, 0)
    actions = completed = errors = 0
    error_samples: list[str] = []
    started = time.perf_counter()
    for index in range(args.games):
        seed = seed_rng.next_u64() >> 1
        config = configs[index % len(configs)]
        record = new_record(game, config, seed, agents=names)
        try:
            result = play_match(game, config, agents, seed, record)
        except Exception as error:
            errors += 1
            if len(error_samples) < 5:
                error_samples.append(f"game {index} (seed {seed}): {error!r}")
                if not args.json:
                    traceback.print_exc()
            _save_record(args.save_dir, index, record)
            continue
        _save_record(args.save_dir, index, result.record)
        completed += 1
        actions += len(result.record.actions)
        totals = totals or [0.0] * len(result.scores)
        totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
        seats = seat_agents(names, config.players)
        winning_agents = [seats[w] for w in result.winners if w < len(seats)]
        for name in winning_agents:
            wins[name] += 1 / len(result.winners)
        for name, times in result.decision_times.items():
            decision_seconds[name] += sum(times)
            decisions[name] += len(times)
    seconds = time.perf_counter() - started
    summary = {
        "game": game.name,
        "players": config.players,
        "games": args.games,
        "completed": completed,
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 3) if seconds else None,
        "actions_per_game": round(actions / completed, 2) if completed else 0,
        "mean_scores": [round(t / completed, 2) for t in totals] if completed else [],
        "win_rate": {name: round(wins[name] / args.games, 4) for name in names},
        "mean_decision_ms": {
            name: round(1000 * decision_seconds[name] / decisions[name], 3)
            if decisions[name]
            else None
            for name in names
        },
    }
    if error_samples:
        summary["error_samples"] = error_samples
    _print(summary, args.json)
    return 0


def _save_record(folder: Path | None, index: int, record: GameRecord) -> None:
    if folder is None:
        return
    from everdell_desktop.store.files import write_record

    write_record(folder / f"game-{index:05d}.json", record)


# --- screenshot ---------------------------------------------------------------------------
def default_headless_platform(env: MutableMapping[str, str], platform: str = sys.platform) -> None:
    """On a Linux machine without a display, render offscreen unless a platform is chosen."""
    if (
        platform.startswith("linux")
        and "QT_QPA_PLATFORM" not in env
        and not env.get("DISPLAY")
        and not env.get("WAYLAND_DISPLAY")
    ):
        env["QT_QPA_PLATFORM"] = "offscreen"


def _size(text: str, least: tuple[int, int]) -> tuple[int, int]:
    """WIDTHxHEIGHT, at least ``least`` and at most MAX_SIZE a side."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1600x1000, not {text!r}") from None
    if width < least[0] or height < least[1]:
        raise UsageError(f"--size must be at least {least[0]}x{least[1]}")
    if width > MAX_SIZE or height > MAX_SIZE:
        raise UsageError(f"--size must be at most {MAX_SIZE}x{MAX_SIZE}")
    return width, height


def cmd_screenshot(args: argparse.Namespace) -> int:
    game = _game(args.game)
    config = _config(game, args.players, args.solo, args.difficulty, args.expansion)
    width, height = _size(args.size, (320, 240))
    if args.turns < 0:
        raise UsageError("--turns cannot be negative")
    default_headless_platform(os.environ)
    from everdell_desktop.ui.i18n import LANGUAGES
    from everdell_desktop.ui.screenshot import render_screenshot

    if args.lang is not None and args.lang not in LANGUAGES:
        raise UsageError(f"--lang must be one of {', '.join(sorted(LANGUAGES))}, not {args.lang!r}")
    size = (width, height)
    render_screenshot(game, config, args.seed, args.turns, args.out, size, language=args.lang)
    print(args.out)
    return 0


# --- replay -------------------------------------------------------------------------------
def cmd_replay(args: argparse.Namespace) -> int:
    from everdell_desktop.store.files import LoadError, read_record, verify_record

    try:
        record = read_record(args.file)
    except LoadError as error:
        result = {"valid": False, "actions": 0, "state_hash": None, "error": str(error)}
    else:
        result = verify_record(record, args.file.name)
    _print(result, args.json)
    return 0 if result["valid"] else 1


# --- cards --------------------------------------------------------------------------------
def cmd_cards(args: argparse.Namespace) -> int:
    game = _game(args.game)
    if args.render is not None:
        return _render_cards(game, args.render, _size(args.size, (40, 40)))
    if args.expansion is None:
        report = game.validate_data()
    else:
        report = game.validate_data_for(
            _config(game, max(2, game.min_players), expansion=args.expansion)
        )
    result = {"valid": report.valid, "counts": report.counts}
    if report.errors:
        result["errors"] = report.errors
    _print(result, args.json)
    return 0 if report.valid else 1


def _render_cards(game: GameDefinition, folder: Path, size: tuple[int, int]) -> int:
    default_headless_platform(os.environ)
    from everdell_desktop.ui.app import application
    from everdell_desktop.ui.proof import render_proofs
    from everdell_desktop.ui.tables import art_set

    application()
    art = art_set(game)
    if art is None:
        raise UsageError(f"{game.name} has no card art to render")
    written = render_proofs(art, folder, *size)
    print(f"{len(written)} faces written to {folder}")
    return 0


# --- bench --------------------------------------------------------------------------------
def cmd_bench(args: argparse.Namespace) -> int:
    from everdell_desktop.ai.bench import run_bench

    game = _game(args.game)
    if not (math.isfinite(args.seconds) and args.seconds > 0):  # NaN would never run out
        raise UsageError("--seconds must be a positive number")
    options = _expansion(game, args.expansion)
    _print(run_bench(game, args.seconds, args.seed, options), args.json)
    return 0


# --- ladder -------------------------------------------------------------------------------
def cmd_ladder(args: argparse.Namespace) -> int:
    from everdell_desktop.ai import agent_names
    from everdell_desktop.ai.ladder import LadderError, LadderSpec, run_ladder, summarize

    game = _game(args.game)
    _config(game, args.players, args.solo, args.difficulty, args.expansion, args.mode)
    names = [n.strip() for n in (args.agents or ",".join(agent_names())).split(",") if n.strip()]
    unknown = sorted(set(names) - set(agent_names()))
    if unknown:
        raise UsageError(f"unknown agent {unknown[0]!r} (known: {', '.join(agent_names())})")
    if len(set(names)) != len(names):
        raise UsageError("--agents names an agent twice")
    if len(names) < (1 if args.solo or args.mode else 2):
        raise UsageError("a ladder needs at least two agents (one against a solo bot or as a team)")
    if args.games < 1 or args.jobs < 1:
        raise UsageError("--games and --jobs must be at least 1")
    if args.versus is not None and (args.solo or args.mode or args.versus not in names):
        raise UsageError("--versus names one of --agents (and is not for a solo bot or a team)")
    spec = LadderSpec(
        game.name,
        args.players,
        tuple(names),
        args.games,
        args.seed,
        args.solo,
        args.difficulty,
        args.expansion,
        args.versus,
        args.mode,
    )
    variant = "-".join(filter(None, (game.name, args.expansion, args.mode)))
    path = args.results or Path(f"ladder-{variant}-{args.players}p-seed{args.seed}.jsonl")
    try:
        results = run_ladder(spec, path, args.jobs, None if args.quiet else sys.stderr)
    except LadderError as error:
        raise UsageError(str(error)) from None
    _print({**summarize(spec, results), "results": str(path)}, args.json)
    return 0


# --- train --------------------------------------------------------------------------------
def _train_command(commands) -> None:
    train = commands.add_parser("train", help="train a game's learned evaluation by self-play")
    train.add_argument("--game", required=True)
    train.add_argument("--players", type=int, default=2)
    train.add_argument("--games", type=int, required=True, help="self-play games (1 in 5 held out)")
    train.add_argument("--seed", type=int, default=0)
    # The defaults of these four are TrainSpec's (ai/train.py): an option left out is not passed.
    train.add_argument(
        "--agent",
        help="the agent playing itself (default greedy; mcts-hard-coach: Hard by its"
        " iterations, for expert iteration)",
    )
    train.add_argument("--explore", type=float, help="share of random moves (default 0.1)")
    train.add_argument("--sample-every", type=int, help="keep every Nth position (default 4)")
    train.add_argument("--ridge", type=float, help="L2 penalty of the fit (default 1)")
    train.add_argument("--out", type=Path, required=True, help="the model file to write")
    train.add_argument("--report", type=Path, help="report file (default: OUT.report.json)")
    train.add_argument("--quiet", action="store_true", help="no progress on stderr")
    _expansion_option(train)
    train.set_defaults(handler=cmd_train)


def cmd_train(args: argparse.Namespace) -> int:
    from everdell_desktop.ai import agent_names
    from everdell_desktop.ai.train import TrainSpec, train
    from everdell_desktop.ai.value_model import ModelError

    game = _game(args.game)
    _config(game, args.players, expansion=args.expansion)
    keys = ("agent", "explore", "sample_every", "ridge", "expansion")
    given = {key: getattr(args, key) for key in keys}
    spec = TrainSpec(
        game.name,
        args.players,
        args.games,
        args.seed,
        **{key: value for key, value in given.items() if value is not None},
    )
    if spec.agent not in agent_names():
        raise UsageError(f"unknown agent {spec.agent!r} (known: {', '.join(agent_names())})")
    if spec.players < 2 or spec.games < 1 or spec.sample_every < 1:
        raise UsageError("--players must be at least 2, --games and --sample-every at least 1")
    if not 0 <= spec.explore <= 1 or spec.ridge < 0:
        raise UsageError("--explore must lie in [0, 1] and --ridge must not be negative")
    progress = None if args.quiet else _train_progress
    try:
        model, report = train(game, spec, progress)
    except ModelError as error:
        raise UsageError(str(error)) from None
    report_path = args.report or args.out.with_name(args.out.name + ".report.json")
    for path, data in ((args.out, model.to_json()), (report_path, report)):
        try:
            path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        except OSError as error:
            raise UsageError(f"cannot write {path}: {error.strerror}") from None
    _print({**report, "model": str(args.out), "report": str(report_path)}, as_json=True)
    return 0


def _train_progress(done: int, total: int) -> None:
    print(f"\rself-play {done}/{total}", end="\n" if done == total else "", file=sys.stderr)


# --- coach-agreement ----------------------------------------------------------------------
def _agreement_command(commands) -> None:
    agree = commands.add_parser(
        "coach-agreement", help="how often the coach suggests Hard's move, and its CPU time"
    )
    agree.add_argument("--game", required=True)
    agree.add_argument("--players", type=int, default=2)
    agree.add_argument("--positions", type=int, default=40, help="seeded mid-game positions")
    agree.add_argument("--seed", type=int, default=0)
    agree.add_argument("--reference", default="mcts-hard", help="the level the coach should match")
    _expansion_option(agree)
    agree.set_defaults(handler=cmd_coach_agreement)


def cmd_coach_agreement(args: argparse.Namespace) -> int:
    from everdell_desktop.ai import SEARCH_LEVELS
    from everdell_desktop.ai.agreement import AgreementSpec, measure_agreement

    game = _game(args.game)
    config = _config(game, args.players, expansion=args.expansion)
    if args.reference not in SEARCH_LEVELS:
        raise UsageError(f"--reference names a search level ({', '.join(SEARCH_LEVELS)})")
    if args.positions < 1:
        raise UsageError("--positions must be at least 1")
    spec = AgreementSpec(
        game.name, args.players, args.positions, args.seed, args.reference, expansion=args.expansion
    )
    _print(measure_agreement(game, config, spec), as_json=True)
    return 0


# --- goldens ------------------------------------------------------------------------------
def cmd_goldens(args: argparse.Namespace) -> int:
    from everdell_desktop.ai import fingerprints, goldens

    if not (args.dir / "manifest.json").is_file():
        raise UsageError(f"{args.dir} holds no manifest.json")
    specs = [] if args.fingerprints else _manifest(args.dir, goldens.load_manifest)
    folder = args.dir / fingerprints.FOLDER
    prints = _manifest(folder, fingerprints.load_manifest)
    if args.only:
        unknown = sorted(set(args.only) - {spec.name for spec in [*specs, *prints]})
        if unknown:
            raise UsageError(f"no golden named {unknown[0]!r} in the manifest")
        specs = [spec for spec in specs if spec.name in args.only]
        prints = [spec for spec in prints if spec.name in args.only]
    differences: list[str] = []
    for spec in specs:
        if args.update:
            goldens.write(args.dir, spec)
        else:
            differences.extend(goldens.check(args.dir, spec.name))
    for spec in prints:
        if args.update:
            fingerprints.write(folder, spec)
        else:
            differences.extend(fingerprints.check(folder, spec))
    result = {
        "goldens": len(specs),
        "fingerprints": len(prints),
        "updated": len(specs) + len(prints) if args.update else 0,
        "differences": differences,
    }
    _print(result, args.json)
    return 1 if differences else 0


def _manifest(folder: Path, load: Callable[[Path], list]) -> list:
    """What ``load`` reads of ``folder``'s manifest.json; a usage error naming the file if it
    cannot be read."""
    try:
        return load(folder)
    except (OSError, ValueError, KeyError, TypeError) as error:
        reason = f"{type(error).__name__}: {_first_line(error)}"
        raise UsageError(f"{folder / 'manifest.json'} cannot be read ({reason})") from None


if __name__ == "__main__":
    sys.exit(main())
