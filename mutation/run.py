"""Mutation testing of core/, games/ and store/ with Cosmic Ray (docs/testing.md).

    python mutation/run.py                      # the measured run: rules and store code
    python mutation/run.py --set full           # every module of core/, games/ and store/
    python mutation/run.py --set full --shard store   # one CI shard
    python mutation/run.py --report             # only report the sessions already run
    python mutation/run.py --rerun-survivors    # after adding tests: test the survivors again

Each target of mutation/targets.toml becomes one Cosmic Ray session (a SQLite file under
mutation/work/): ``cosmic-ray init``, the operator filter, a filter of our own that skips
mutants inside type annotations (never evaluated: every module has ``from __future__ import
annotations``), then ``cosmic-ray exec``, which mutates the module on disk, runs the target's
tests (pytest stops at the first failure) and restores the module. The report counts, per
target and in total, the mutants killed (a test failed), timed out, survived, and those of the
survivors that mutation/equivalent.toml lists as equivalent (with the reason); the score is
killed / (killed + survived - equivalent), timeouts counted as killed.

Cosmic Ray edits the source files in place: run it on a clean checkout and do not edit the
code while it runs. The script refuses to start when everdell_desktop/ has local changes.
"""

from __future__ import annotations

import argparse
import ast
import json
import shlex
import sqlite3
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "mutation"
BIN = Path(sys.executable).parent


@dataclass
class Target:
    module: str
    tests: list[str]
    sets: list[str]
    shard: str
    exclude: list[str] = field(default_factory=list)

    @property
    def slug(self) -> str:
        return self.module.removeprefix("everdell_desktop/").replace("/", "_").removesuffix(".py")


@dataclass
class Tally:
    total: int = 0
    killed: int = 0
    timeouts: int = 0
    survived: int = 0
    equivalent: int = 0
    incompetent: int = 0
    skipped: int = 0
    survivors: list[dict] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("total", "killed", "timeouts", "survived", "equivalent", "incompetent"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.skipped += other.skipped
        self.survivors += other.survivors

    @property
    def score(self) -> float:
        caught = self.killed + self.timeouts
        relevant = caught + self.survived - self.equivalent
        return 100.0 * caught / relevant if relevant else 100.0


def load_targets() -> tuple[dict, list[Target]]:
    data = tomllib.loads((HERE / "targets.toml").read_text())
    return data["defaults"], [Target(**entry) for entry in data["target"]]


def load_equivalents() -> list[dict]:
    path = HERE / "equivalent.toml"
    return tomllib.loads(path.read_text()).get("mutant", []) if path.exists() else []


def write_config(target: Target, defaults: dict, work: Path) -> Path:
    command = [sys.executable, "-m", "pytest", *defaults["pytest"], *target.tests]
    excluded = [f"{target.module}/{pattern}" for pattern in target.exclude]
    lines = [
        "[cosmic-ray]",
        f"module-path = {json.dumps(target.module)}",
        f"timeout = {float(defaults['timeout'])}",
        f"excluded-modules = {json.dumps(excluded)}",
        f"test-command = {json.dumps(shlex.join(command))}",
        "",
        "[cosmic-ray.distributor]",
        'name = "local"',
        "",
        "[cosmic-ray.filters.operators-filter]",
        f"exclude-operators = {json.dumps(defaults['exclude-operators'])}",
        "",
    ]
    path = work / f"{target.slug}.toml"
    path.write_text("\n".join(lines))
    return path


def annotation_spans(module: Path) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) positions, as (line, column), of every annotation in a module."""
    spans = []
    for node in ast.walk(ast.parse(module.read_text())):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found = node.returns
        else:
            found = getattr(node, "annotation", None)  # ast.arg and ast.AnnAssign
        if found is not None:
            spans.append(
                ((found.lineno, found.col_offset), (found.end_lineno, found.end_col_offset))
            )
    return spans


def skip_annotations(session: Path) -> int:
    """Mark the pending mutants that lie inside a type annotation as skipped."""
    from cosmic_ray.work_db import use_db
    from cosmic_ray.work_item import WorkerOutcome, WorkResult

    spans: dict[str, list] = {}
    skipped = 0
    with use_db(str(session)) as db:
        for item in list(db.pending_work_items):
            mutation = item.mutations[0]
            path = str(mutation.module_path)
            if path not in spans:
                spans[path] = annotation_spans(ROOT / path)
            start = tuple(mutation.start_pos)
            if any(low <= start < high for low, high in spans[path]):
                db.set_result(
                    item.job_id,
                    WorkResult(
                        output="inside a type annotation (never evaluated)",
                        worker_outcome=WorkerOutcome.SKIPPED,
                    ),
                )
                skipped += 1
    return skipped


def run(command: list[str]) -> None:
    subprocess.run(command, cwd=ROOT, check=True)


def forget_survivors(session: Path) -> int:
    """Make the session's surviving mutants pending again (their next test uses the tests as
    they are now; killed mutants stay killed, since tests are only ever added)."""
    with sqlite3.connect(session) as db:
        return db.execute("DELETE FROM work_results WHERE test_outcome = 'SURVIVED'").rowcount


def run_target(target: Target, defaults: dict, work: Path, resume: bool) -> float:
    config = write_config(target, defaults, work)
    session = work / f"{target.slug}.sqlite"
    started = time.monotonic()
    if not (resume and session.exists()):
        session.unlink(missing_ok=True)
        run([str(BIN / "cosmic-ray"), "init", str(config), str(session)])
        run([str(BIN / "cr-filter-operators"), str(session), str(config)])
        skip_annotations(session)
    run([str(BIN / "cosmic-ray"), "exec", str(config), str(session)])
    return time.monotonic() - started


def tally(session: Path, equivalents: list[dict]) -> Tally:
    dump = subprocess.run(
        [str(BIN / "cosmic-ray"), "dump", str(session)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    result = Tally()
    for line in dump.splitlines():
        item, outcome = json.loads(line)
        if outcome is None:
            continue  # not run yet
        if outcome["worker_outcome"] == "skipped":
            result.skipped += 1
            continue
        result.total += 1
        mutation = item["mutations"][0]
        if outcome["test_outcome"] == "incompetent" or outcome["worker_outcome"] != "normal":
            result.incompetent += 1
        elif outcome["test_outcome"] == "killed":
            if outcome["output"] == "timeout":
                result.timeouts += 1
            else:
                result.killed += 1
        else:
            result.survived += 1
            reason = equivalent_reason(mutation, equivalents)
            if reason:
                result.equivalent += 1
            result.survivors.append(
                {
                    "module": mutation["module_path"],
                    "line": mutation["start_pos"][0],
                    "operator": mutation["operator_name"],
                    "occurrence": mutation["occurrence"],
                    "function": mutation.get("definition_name"),
                    "diff": outcome.get("diff") or "",
                    "equivalent": reason,
                }
            )
    return result


def equivalent_reason(mutation: dict, equivalents: list[dict]) -> str | None:
    for entry in equivalents:
        if (
            entry["module"] == mutation["module_path"]
            and entry["line"] == mutation["start_pos"][0]
            and entry["operator"] == mutation["operator_name"]
            and entry.get("occurrence", mutation["occurrence"]) == mutation["occurrence"]
        ):
            return entry["reason"]
    return None


def report(targets: list[Target], work: Path, times: dict[str, float]) -> Tally:
    equivalents = load_equivalents()
    rows = [
        "| module | mutants | killed | timeouts | survived | equivalent | score | minutes |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    total = Tally()
    for target in targets:
        session = work / f"{target.slug}.sqlite"
        if not session.exists():
            continue
        counts = tally(session, equivalents)
        total.add(counts)
        minutes = f"{times[target.slug] / 60:.1f}" if target.slug in times else ""
        rows.append(
            f"| {target.module.removeprefix('everdell_desktop/')} | {counts.total} | "
            f"{counts.killed} | {counts.timeouts} | {counts.survived} | {counts.equivalent} | "
            f"{counts.score:.1f}% | {minutes} |"
        )
    rows.append(
        f"| **total** | {total.total} | {total.killed} | {total.timeouts} | {total.survived} | "
        f"{total.equivalent} | **{total.score:.1f}%** | |"
    )
    lines = [*rows, ""]
    if total.incompetent:
        lines.append(f"Incompetent (could not run at all): {total.incompetent}\n")
    open_survivors = [s for s in total.survivors if not s["equivalent"]]
    lines.append(f"Survivors not listed as equivalent: {len(open_survivors)}\n")
    for survivor in open_survivors:
        lines.append(
            f"- {survivor['module']}:{survivor['line']} {survivor['operator']} "
            f"(occurrence {survivor['occurrence']}, in {survivor['function']})"
        )
        lines += ["  ```diff", *("  " + d for d in survivor["diff"].splitlines()[2:]), "  ```"]
    text = "\n".join(lines)
    (work / "report.md").write_text(text + "\n")
    (work / "survivors.json").write_text(json.dumps(total.survivors, indent=1))
    print(text)
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="measured", help="targets of this set (measured|full)")
    parser.add_argument("--shard", help="only the targets of this shard (core|emerland|...)")
    parser.add_argument("--target", action="append", help="only modules containing this text")
    parser.add_argument("--work", type=Path, default=HERE / "work", help="session folder")
    parser.add_argument("--resume", action="store_true", help="continue existing sessions")
    parser.add_argument("--report", action="store_true", help="only report existing sessions")
    parser.add_argument(
        "--rerun-survivors", action="store_true", help="test the survivors of the sessions again"
    )
    parser.add_argument("--min-score", type=float, default=95.0, help="exit 1 below this")
    parser.add_argument("--allow-dirty", action="store_true", help="run on local changes")
    args = parser.parse_args(argv)

    defaults, targets = load_targets()
    targets = [t for t in targets if args.set in t.sets]
    if args.shard:
        targets = [t for t in targets if t.shard == args.shard]
    if args.target:
        targets = [t for t in targets if any(text in t.module for text in args.target)]
    if not targets:
        parser.error("no target selected")
    args.work.mkdir(parents=True, exist_ok=True)
    times: dict[str, float] = {}
    if not args.report:
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "everdell_desktop"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        ).stdout
        if dirty.strip() and not args.allow_dirty:
            print(
                "everdell_desktop/ has local changes; commit or stash them first", file=sys.stderr
            )
            return 2
        for target in targets:
            print(f"== {target.module}", flush=True)
            session = args.work / f"{target.slug}.sqlite"
            if args.rerun_survivors:
                if not session.exists():
                    continue
                print(f"   {forget_survivors(session)} survivors to test again", flush=True)
            resume = args.resume or args.rerun_survivors
            times[target.slug] = run_target(target, defaults, args.work, resume)
        times_file = args.work / "times.json"
        known = json.loads(times_file.read_text()) if times_file.exists() else {}
        if args.resume or args.rerun_survivors:  # the time of the earlier passes counts too
            times = {slug: known.get(slug, 0.0) + spent for slug, spent in times.items()}
        times_file.write_text(json.dumps({**known, **times}, indent=1))
    else:
        times_file = args.work / "times.json"
        times = json.loads(times_file.read_text()) if times_file.exists() else {}
    total = report(targets, args.work, times)
    return 0 if total.score >= args.min_score else 1


if __name__ == "__main__":
    sys.exit(main())
