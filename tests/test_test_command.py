"""The README's test command is the one CI runs, and it runs the suite in parallel."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _pytest_command(text: str) -> str:
    (command,) = re.findall(r"\.venv/bin/python -m pytest[^\n`]*", text)
    return command.strip()


def test_ci_runs_exactly_the_readmes_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _pytest_command(ci) == _pytest_command(readme)


def test_the_test_command_spreads_the_suite_over_every_core():
    command = _pytest_command((ROOT / "README.md").read_text(encoding="utf-8"))
    assert command.split()[-2:] == ["-n", "auto"]
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'"pytest-xdist>=[\d.]+"', pyproject)
