"""The mutation-testing setup (mutation/, docs/testing.md) cannot go stale unnoticed: every
module of core/, games/ and store/ belongs to a target of the full set, every test a target names
exists, the equivalent-mutant list points at real lines, the sample is drawn as documented, and
the CI job is manual or scheduled, never per commit."""

from __future__ import annotations

import ast
import re
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


SHARDS = {"core", "emerland", "everdell", "duo", "emerge", "store", "session", "ai"}
SCOPE = ("core", "games", "store", "session", "ai")  # everything that decides or keeps a game


def test_every_module_of_the_scope_is_mutated_in_the_full_set():
    package = ROOT / "everdell_desktop"
    wanted = {p for folder in SCOPE for p in (package / folder).rglob("*.py")}
    assert package / "games" / "emerland" / "koto" / "bot.py" in wanted  # a solo bot, say
    covered: list[Path] = []
    for target in TARGETS["target"]:
        if "full" in target["sets"]:
            covered += modules_of(target)
    assert wanted <= set(covered), sorted(str(p.relative_to(ROOT)) for p in wanted - set(covered))
    assert len(covered) == len(set(covered)), "a module is mutated by two targets of the full set"


def test_every_target_names_existing_tests_and_a_known_shard():
    for target in TARGETS["target"]:
        assert target["shard"] in SHARDS
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


# What each kind of operator replaces, as it reads in the source line Cosmic Ray reports.
REPLACED = {
    "Eq": "==", "NotEq": "!=", "Lt": "<", "LtE": "<=", "Gt": ">", "GtE": ">=", "Is": " is ",
    "IsNot": " is not ", "In": " in ", "NotIn": " not in ", "Add": "+", "Sub": "-", "Mul": "*",
    "Div": "/", "FloorDiv": "//", "Mod": "%", "Pow": "**", "LShift": "<<", "RShift": ">>",
    "BitOr": "|", "BitAnd": "&", "BitXor": "^", "USub": "-", "UAdd": "+", "Not": "not ",
    "Invert": "~", "RemoveDecorator": "@", "ReplaceAndWithOr": " and ",
    "ReplaceOrWithAnd": " or ", "ReplaceTrueWithFalse": "True", "ReplaceFalseWithTrue": "False",
}  # fmt: skip


def test_each_equivalent_mutants_line_still_holds_what_its_operator_replaces():
    """An edit above a listed mutant moves it; its entry, left behind, would then match no
    mutant (or the wrong one) and its survivor would count against the score again."""
    entries = tomllib.loads((MUTATION / "equivalent.toml").read_text())["mutant"]
    for entry in entries:
        line = (ROOT / entry["module"]).read_text().splitlines()[entry["line"] - 1]
        operator = entry["operator"].removeprefix("core/")
        if operator == "NumberReplacer":
            assert re.search(r"\d", line), entry
        else:
            first, _, then = operator.partition("Operator_")[2].partition("_")
            replaced = (then if first == "Delete" else first) or operator  # Delete_USub: the -
            assert REPLACED[replaced] in line, (entry["module"], entry["line"], operator, line)


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
    assert set(job["strategy"]["matrix"]["shard"]) == SHARDS
    assert '--sample "$SAMPLE" --seed "$SEED"' in steps  # a seeded sample unless "all"
    assert job["env"]["SAMPLE"].endswith("|| '300' }}") and job["env"]["SEED"].endswith("'43' }}")
    ci_run = (ROOT / ".ci" / "run").read_text()
    assert "mutation" not in ci_run  # the per-commit CI never mutates


def test_the_driver_parses(tmp_path):
    ast.parse((MUTATION / "run.py").read_text())
    assert run.load_targets()[1]


def test_only_the_targets_that_need_qt_keep_pytest_qt():
    defaults, targets = run.load_targets()
    by_module = {target.module: target for target in targets}
    session = run.pytest_options(by_module["everdell_desktop/session"], defaults)
    rules = run.pytest_options(by_module["everdell_desktop/core/rng.py"], defaults)
    assert "no:pytestqt" not in session and "-x" in session
    assert rules == defaults["pytest"] and "no:pytestqt" in rules


def test_the_sample_gives_each_module_its_share_and_at_least_one():
    counts = {"a.py": 600, "b.py": 300, "c.py": 95, "d.py": 5}  # 1,000 mutants
    assert run.allocate(counts, 100) == {"a.py": 60, "b.py": 30, "c.py": 9, "d.py": 1}
    assert run.allocate(counts, 10) == {"a.py": 6, "b.py": 3, "c.py": 1, "d.py": 1}  # 11: d's one
    assert run.allocate({"a.py": 2, "b.py": 1}, 3) == {"a.py": 2, "b.py": 1}  # all of them
    assert run.allocate({"a.py": 5, "b.py": 5}, 3) == {"a.py": 2, "b.py": 1}  # remainders: a, b


def test_the_draw_depends_only_on_the_seed_and_the_module():
    candidates = {"a.py": list(range(50)), "b.py": list(range(100, 140))}
    first = run.draw(candidates, {"a.py": 5, "b.py": 4}, seed=43)
    again = run.draw({"b.py": candidates["b.py"][::-1], **candidates}, {"a.py": 5, "b.py": 4}, 43)
    assert first == again and len(first) == 9
    assert len(first & set(candidates["a.py"])) == 5
    alone = run.draw({"a.py": candidates["a.py"]}, {"a.py": 5}, seed=43)
    assert alone == first & set(candidates["a.py"])  # another module's draw changes nothing
    assert run.draw(candidates, {"a.py": 5, "b.py": 4}, seed=44) != first
