"""Run the frozen app's headless commands and check what they produce.

    python packaging/smoke_test.py                         # dist/everdell-desktop/everdell-desktop
    python packaging/smoke_test.py --exe PATH --out-dir D  # another build (e.g. inside the .app)

Checks, offscreen: ``--version``, ``cards --validate``, ``simulate`` and ``screenshot`` (a
real PNG of the requested size). Uses Emerland when the game is in the source tree, else the
kernel's test game. Prints one line per command with its wall time; the first one is the cold
start. Exit status 1 when any check fails.

On Windows the bundle is windowed (no console), so the commands may print nothing there; the
checks then rest on exit codes and on the files written.
"""

from __future__ import annotations

import argparse
import json
import os
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


def run(exe: Path, *args: str) -> tuple[str, float]:
    """Run the frozen app once; its stdout and wall time. SmokeFailure on a non-zero exit."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["QT_QPA_PLATFORM"] = "offscreen"
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


def _json(stdout: str) -> dict | None:
    """The command's JSON, or None when a windowed build printed nothing."""
    return json.loads(stdout) if stdout.strip() else None


def smoke_test(exe: Path, game: str, out_dir: Path, screenshot: bool = True) -> list[str]:
    """Run every check; returns one report line per command."""
    if not exe.is_file():
        raise SmokeFailure(f"{exe} does not exist: build it with python packaging/build.py")
    lines = []

    stdout, seconds = run(exe, "--version")
    if stdout.strip() and stdout.strip() != metadata.version():
        raise SmokeFailure(f"--version printed {stdout.strip()!r}, not {metadata.version()!r}")
    lines.append(f"--version: {stdout.strip() or '(no console)'} in {seconds:.2f} s (cold start)")

    stdout, seconds = run(exe, "cards", "--game", game, "--validate", "--json")
    report = _json(stdout)
    if report is not None and report.get("valid") is not True:
        raise SmokeFailure(f"cards --validate reported {report}")
    lines.append(f"cards --game {game} --validate: valid in {seconds:.2f} s")

    stdout, seconds = run(
        exe, "simulate", "--game", game, "--players", "2", "--agents", "random",
        "--games", "2", "--seed", "1", "--json",
    )  # fmt: skip
    summary = _json(stdout)
    if summary is not None and (summary.get("completed"), summary.get("errors")) != (2, 0):
        raise SmokeFailure(f"simulate did not finish its 2 games cleanly: {summary}")
    lines.append(f"simulate --game {game} (2 games): ok in {seconds:.2f} s")

    if screenshot:
        png = out_dir / "smoke-screenshot.png"
        png.unlink(missing_ok=True)
        _, seconds = run(
            exe, "screenshot", "--game", game, "--players", "2", "--seed", "1",
            "--turns", "10", "--out", str(png), "--size", "1280x800",
        )  # fmt: skip
        if not png.is_file():
            raise SmokeFailure(f"screenshot exited 0 but wrote no {png}")
        if png_size(png) != (1280, 800):
            raise SmokeFailure(f"screenshot is {png_size(png)}, not 1280x800")
        lines.append(f"screenshot --game {game}: {png} in {seconds:.2f} s")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=default_exe(), help="the frozen executable")
    parser.add_argument("--game", default=default_game())
    parser.add_argument("--out-dir", type=Path, help="where the screenshot goes (default: temp)")
    parser.add_argument(
        "--no-screenshot", action="store_true", help="skip the screenshot (no GUI code yet)"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        out_dir = args.out_dir or Path(scratch)
        out_dir.mkdir(parents=True, exist_ok=True)
        try:
            lines = smoke_test(args.exe, args.game, out_dir, screenshot=not args.no_screenshot)
        except SmokeFailure as error:
            print(f"smoke test FAILED: {error}", file=sys.stderr)
            return 1
    print(f"smoke test of {args.exe}:")
    for line in lines:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
