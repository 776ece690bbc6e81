"""The mutation-testing setup (mutation/, docs/testing.md) cannot go stale unnoticed: every
module of core/, games/ and store/ belongs to a target of the full set, every test a target names
exists, the equivalent-mutant list points at real lines, and the CI job is manual or scheduled,
never per commit."""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
MUTATION = ROOT / "mutation"
sys.path.insert(0, str(MUTATION))

import run  # noqa: E402

TARGETS = tomllib.loads((MUTATION / "targets.toml").read_text())


def modules_of(target: dict) -> set[Path]:
    path = ROOT / target["module"]
    if path.is_file():
        return {path}
    excluded = {path / pattern for pattern in target.get("exclude", ())}
    return {p for p in path.rglob("*.py")} - excluded


def test_every_module_of_core_games_and_store_is_mutated_in_the_full_set():
    package = ROOT / "everdell_desktop"
    wanted = {p for folder in ("core", "games", "store") for p in (package / folder).rglob("*.py")}
    covered: list[Path] = []
    for target in TARGETS["target"]:
        if "full" in target["sets"]:
            covered += modules_of(target)
    assert wanted <= set(covered), sorted(str(p.relative_to(ROOT)) for p in wanted - set(covered))
    assert len(covered) == len(set(covered)), "a module is mutated by two targets of the full set"


def test_every_target_names_existing_tests_and_a_known_shard():
    shards = {"core", "emerland", "everdell", "duo", "emerge", "store"}
    for target in TARGETS["target"]:
        assert target["shard"] in shards
        assert set(target["sets"]) <= {"measured", "full"}
        tests = [t for t in target["tests"] if t.startswith("tests/")]
        assert tests, target["module"]
        for test in tests:
            assert (ROOT / test.split("::")[0]).exists(), test


def test_the_measured_set_is_the_rules_and_store_code():
    measured = [t["module"] for t in TARGETS["target"] if "measured" in t["sets"]]
    assert any("/games/" in m and m.endswith("scoring.py") for m in measured)
    assert any("/store/" in m for m in measured)
    assert any("/core/" in m for m in measured)


def test_equivalent_mutants_point_at_existing_lines_with_a_reason():
    path = MUTATION / "equivalent.toml"
    entries = tomllib.loads(path.read_text()).get("mutant", []) if path.exists() else []
    for entry in entries:
        source = (ROOT / entry["module"]).read_text().splitlines()
        assert 1 <= entry["line"] <= len(source), entry
        assert entry["reason"].strip(), entry
        assert entry["operator"].startswith("core/"), entry


def test_annotations_are_found_where_cosmic_ray_reports_positions(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("def f(a: int | None, *, b: str = 'x') -> dict[str, int]:\n    x: int = 1\n")
    spans = run.annotation_spans(module)
    inside = [(1, 13), (1, 27), (1, 45), (2, 7)]  # the | of a, str of b, the return, x's int
    outside = [(1, 33), (1, 38), (2, 13)]  # the default 'x', the arrow, the value 1
    for position in inside:
        assert any(low <= position < high for low, high in spans), position
    for position in outside:
        assert not any(low <= position < high for low, high in spans), position


def test_the_score_counts_timeouts_as_caught_and_leaves_equivalents_out():
    tally = run.Tally(total=10, killed=6, timeouts=1, survived=3, equivalent=1)
    assert tally.score == 100.0 * 7 / 9
    assert run.Tally().score == 100.0


def test_the_ci_job_is_manual_or_scheduled_and_runs_the_driver():
    workflow = yaml.safe_load((ROOT / ".github/workflows/mutation.yml").read_text())
    triggers = workflow["on"]
    assert set(triggers) == {"workflow_dispatch", "schedule"}
    job = workflow["jobs"]["mutation"]
    steps = " ".join(step.get("run", "") for step in job["steps"])
    assert "mutation/run.py" in steps and ".[test,mutation]" in steps
    assert set(job["strategy"]["matrix"]["shard"]) == {
        "core", "emerland", "everdell", "duo", "emerge", "store"
    }  # fmt: skip
    ci_run = (ROOT / ".ci" / "run").read_text()
    assert "mutation" not in ci_run  # the per-commit CI never mutates


def test_the_driver_parses(tmp_path):
    ast.parse((MUTATION / "run.py").read_text())
    assert run.load_targets()[1]
