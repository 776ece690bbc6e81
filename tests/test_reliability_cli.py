"""Issue 14, the command line: every bad option is one line on stderr and exit status 2, and no
option makes a command run forever."""

import json
import subprocess
import sys

import pytest

from everdell_desktop.cli import main

EMERLAND_2P = ["simulate", "--game", "emerland", "--players", "2", "--agents", "random"]


def _one_line_usage_error(capsys, argv):
    try:
        code = main(argv)
    except SystemExit as exit_info:  # argparse exits itself
        code = exit_info.code
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("everdell-desktop")
    return err


@pytest.mark.parametrize(
    ("argv", "phrase"),
    [
        ([*EMERLAND_2P, "--games", "1", "--difficulty", "hard-tricks"], "only apply to a solo"),
        (["simulate", "--game", "tinygame"], "required: --players"),
        (["simulate", "--game", "tinygame", "--players", "two"], "invalid int value"),
        (["replay"], "required: file"),
        (["bench", "--game", "tinygame", "--seconds", "soon"], "invalid float value"),
        (["frobnicate"], "frobnicate is neither a command (simulate, "),
    ],
)
def test_a_bad_option_is_one_line_and_exit_2(capsys, argv, phrase):
    err = _one_line_usage_error(capsys, argv)
    assert phrase in err
    assert "[type=" not in err and "Value error" not in err and "usage:" not in err


@pytest.mark.parametrize("seconds", ["nan", "inf", "-inf", "0"])
def test_bench_refuses_a_time_budget_that_never_ends(seconds):
    command = [sys.executable, "-m", "everdell_desktop", "bench", "--game", "tinygame"]
    result = subprocess.run(
        [*command, f"--seconds={seconds}"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and "--seconds" in result.stderr
    assert result.stderr.count("\n") == 1


def test_a_screenshot_size_beyond_what_can_be_drawn_is_refused(capsys, tmp_path):
    argv = ["screenshot", "--game", "tinygame", "--players", "2", "--out", str(tmp_path / "x.png")]
    err = _one_line_usage_error(capsys, [*argv, "--size", "100000x100000"])
    assert "at most" in err and not (tmp_path / "x.png").exists()


@pytest.mark.parametrize(
    "content", [b'{"games": [{"name": ' + b"1" * 5000 + b"}]}", b"{oops", b'{"games": 3}', b"[]"]
)
def test_a_bad_goldens_manifest_is_a_usage_error(capsys, tmp_path, content):
    (tmp_path / "manifest.json").write_bytes(content)
    err = _one_line_usage_error(capsys, ["goldens", "--dir", str(tmp_path)])
    assert "manifest.json cannot be read" in err


def test_replay_names_bad_options_in_one_line(capsys, tmp_path):
    path = tmp_path / "save.json"
    path.write_text(
        json.dumps({"game": "tinygame", "config": {"players": "two"}, "seed": 1, "actions": []})
    )
    assert main(["replay", str(path), "--verify", "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["error"] == (
        "save.json cannot be loaded: its game option 'players' is invalid"
        " (Input should be a valid integer, unable to parse string as an integer)"
    )
