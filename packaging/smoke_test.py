"""Run the frozen app's commands and check what they produce.

    python packaging/smoke_test.py                         # dist/everdell-desktop/everdell-desktop
    python packaging/smoke_test.py --exe PATH --out-dir D  # another build (e.g. inside the .app)
    xvfb-run -a python packaging/smoke_test.py --platform xcb   # Linux: on a real X server

Checks: ``--version``, ``cards --validate``, ``simulate`` (saving its records), ``replay
--verify`` of one record (the state hash), ``screenshot`` (a real PNG of the requested size),
that the window opens a saved game given on the command line (``everdell-desktop
game.everdell``: the game's autosave appears) and that a second launch with the file hands it
to that window and exits, and, on a display (``--platform xcb``), that the window opens and
stays up. Qt runs offscreen
unless ``--platform`` says otherwise; with xcb, Qt's X11 plugin and every library it loads
from the bundle are exercised. Uses Emerland when the game is in the source tree, else the
kernel's test game. Prints one line per command with its wall time; the first one is the cold
start. Exit status 1 when any check fails.

The Windows GUI executable has no console, so its commands print nothing; those checks then
rest on exit codes and files. ``--console`` (for everdell-desktop-cli.exe, and on Linux)
requires the printed output too.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import metadata  # noqa: E402

TIMEOUT = 300  # seconds; a modal error box of a windowed build must not hang CI forever
WINDOW_SECONDS = 8  # the window must still be up after this long
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class SmokeFailure(Exception):
    pass


def default_exe() -> Path:
    name = metadata.APP_NAME + (".exe" if sys.platform == "win32" else "")
    return metadata.ROOT / "dist" / metadata.APP_NAME / name


def default_game() -> str:
    """Emerland once its package exists in the source tree, else the kernel's test game."""
    emerland = metadata.ROOT / "everdell_desktop" / "games" / "emerland" / "__init__.py"
    return "emerland" if emerland.is_file() else "tinygame"


def png_size(path: Path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk; SmokeFailure when it is not a PNG."""
    head = path.read_bytes()[:24]
    if len(head) < 24 or head[:8] != PNG_SIGNATURE or head[12:16] != b"IHDR":
        raise SmokeFailure(f"{path} is not a PNG image")
    return struct.unpack(">II", head[16:24])


def _env(platform: str, home: Path) -> dict[str, str]:
    """The frozen app's environment: no Python variables of the build, Qt's platform, and a
    scratch data folder (settings, autosaves) instead of the user's."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["QT_QPA_PLATFORM"] = platform
    env["EVERDELL_DESKTOP_HOME"] = str(home)
    return env


def run(exe: Path, env: dict[str, str], *args: str) -> tuple[str, float]:
    """Run the frozen app once; its stdout and wall time. SmokeFailure on a non-zero exit."""
    started = time.perf_counter()
    try:
        result = subprocess.run(
            [str(exe), *args], capture_output=True, text=True, env=env, timeout=TIMEOUT
        )
    except subprocess.TimeoutExpired:
        raise SmokeFailure(f"{' '.join(args)}: no answer after {TIMEOUT} s") from None
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        raise SmokeFailure(
            f"{' '.join(args)}: exit status {result.returncode}\n{result.stdout}{result.stderr}"
        )
    return result.stdout, seconds


def window_stays_up(exe: Path, env: dict[str, str], seconds: float = WINDOW_SECONDS) -> None:
    """Open the window (no arguments) and check it is still running after ``seconds``: a
    platform plugin that cannot load aborts at once. SmokeFailure otherwise."""
    process = subprocess.Popen(
        [str(exe)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
    )
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.terminate()
        process.communicate(timeout=30)
        return
    output = process.communicate()[0]
    raise SmokeFailure(f"the window closed within {seconds} s: exit {process.returncode}\n{output}")


def _autosaves(home: Path) -> list[Path]:
    return sorted((home / "autosave").glob(f"*/*{metadata.SAVE_SUFFIX}"))


def save_opens(exe: Path, env: dict[str, str], record: Path, home: Path) -> float:
    """Open ``record`` as a document (a copy named ``*.everdell``): the window must load it
    (its autosave appears in ``home``), and a second launch with the file must hand it over
    and exit 0. Returns the seconds until the autosave appeared; SmokeFailure otherwise."""
    save = record.parent / f"{record.stem}{metadata.SAVE_SUFFIX}"
    shutil.copyfile(record, save)
    started = time.perf_counter()
    process = subprocess.Popen(
        [str(exe), str(save)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env
    )
    try:
        while not _autosaves(home):
            if process.poll() is not None:
                output = process.communicate()[0].decode(errors="replace")
                raise SmokeFailure(f"{save.name}: the app exited {process.returncode}\n{output}")
            if time.perf_counter() - started > TIMEOUT:
                raise SmokeFailure(f"{save.name}: no game loaded after {TIMEOUT} s")
            time.sleep(0.5)
        seconds = time.perf_counter() - started
        run(exe, env, str(save))  # the second launch: handed over, exit 0
        if process.poll() is not None:
            raise SmokeFailure(f"the window closed when a second launch handed {save.name} over")
        return seconds
    finally:
        if process.poll() is None:
            process.terminate()
        process.communicate(timeout=30)


def _json(stdout: str, console: bool) -> dict | None:
    """The command's JSON, or None when a windowed build printed nothing."""
    if not stdout.strip():
        if console:
            raise SmokeFailure("a console executable printed nothing")
        return None
    return json.loads(stdout)


def smoke_test(
    exe: Path,
    game: str,
    out_dir: Path,
    screenshot: bool = True,
    platform: str = "offscreen",
    console: bool = False,
) -> list[str]:
    """Run every check; returns one report line per command."""
    if not exe.is_file():
        raise SmokeFailure(f"{exe} does not exist: build it with python packaging/build.py")
    env = _env(platform, out_dir / "home")
    lines = []

    stdout, seconds = run(exe, env, "--version")
    if (stdout.strip() or console) and stdout.strip() != metadata.version():
        raise SmokeFailure(f"--version printed {stdout.strip()!r}, not {metadata.version()!r}")
    lines.append(f"--version: {stdout.strip() or '(no console)'} in {seconds:.2f} s (cold start)")

    stdout, seconds = run(exe, env, "cards", "--game", game, "--validate", "--json")
    report = _json(stdout, console)
    if report is not None and report.get("valid") is not True:
        raise SmokeFailure(f"cards --validate reported {report}")
    lines.append(f"cards --game {game} --validate: valid in {seconds:.2f} s")

    records = out_dir / "records"
    stdout, seconds = run(
        exe, env, "simulate", "--game", game, "--players", "2", "--agents", "random",
        "--games", "2", "--seed", "1", "--save-dir", str(records), "--json",
    )  # fmt: skip
    summary = _json(stdout, console)
    if summary is not None and (summary.get("completed"), summary.get("errors")) != (2, 0):
        raise SmokeFailure(f"simulate did not finish its 2 games cleanly: {summary}")
    lines.append(f"simulate --game {game} (2 games): ok in {seconds:.2f} s")

    saved = sorted(records.glob("*.json"))
    if not saved:
        raise SmokeFailure(f"simulate --save-dir wrote no record into {records}")
    stdout, seconds = run(exe, env, "replay", str(saved[0]), "--verify", "--json")
    replay = _json(stdout, console)
    if replay is not None and replay.get("valid") is not True:
        raise SmokeFailure(f"replay --verify reported {replay}")
    lines.append(f"replay --verify (state hash): valid in {seconds:.2f} s")

    seconds = save_opens(exe, env, saved[0], out_dir / "home")
    lines.append(f"{saved[0].stem}{metadata.SAVE_SUFFIX} opened in the window in {seconds:.2f} s")

    if screenshot:
        png = out_dir / "smoke-screenshot.png"
        png.unlink(missing_ok=True)
        _, seconds = run(
            exe, env, "screenshot", "--game", game, "--players", "2", "--seed", "1",
            "--turns", "10", "--out", str(png), "--size", "1280x800",
        )  # fmt: skip
        if not png.is_file():
            raise SmokeFailure(f"screenshot exited 0 but wrote no {png}")
        if png_size(png) != (1280, 800):
            raise SmokeFailure(f"screenshot is {png_size(png)}, not 1280x800")
        lines.append(f"screenshot --game {game}: {png} in {seconds:.2f} s")
    if platform != "offscreen":
        window_stays_up(exe, env)
        lines.append(f"window on {platform}: up after {WINDOW_SECONDS} s")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=default_exe(), help="the frozen executable")
    parser.add_argument("--game", default=default_game())
    parser.add_argument("--out-dir", type=Path, help="where the screenshot goes (default: temp)")
    parser.add_argument(
        "--no-screenshot", action="store_true", help="skip the screenshot (no GUI code yet)"
    )
    parser.add_argument(
        "--platform", default="offscreen", help="Qt platform plugin (xcb: needs a display)"
    )
    parser.add_argument(
        "--console", action="store_true", help="the executable must print (not a windowed one)"
    )
    args = parser.parse_args(argv)
    if args.platform == "xcb" and not os.environ.get("DISPLAY"):
        parser.error("--platform xcb needs an X display: run it under xvfb-run")
    with tempfile.TemporaryDirectory() as scratch:
        out_dir = args.out_dir or Path(scratch)
        out_dir.mkdir(parents=True, exist_ok=True)
        try:
            lines = smoke_test(
                args.exe,
                args.game,
                out_dir,
                screenshot=not args.no_screenshot,
                platform=args.platform,
                console=args.console,
            )
        except SmokeFailure as error:
            print(f"smoke test FAILED: {error}", file=sys.stderr)
            return 1
    print(f"smoke test of {args.exe} ({args.platform}):")
    for line in lines:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
