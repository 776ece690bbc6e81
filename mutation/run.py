"""Mutation testing of core/, games/ and store/ with Cosmic Ray (docs/testing.md).

    python mutation/run.py                      # the measured run: rules and store code
    python mutation/run.py --set full           # every module of core/, games/ and store/
    python mutation/run.py --set full --shard store   # one CI shard
    python mutation/run.py --set full --sample 600 --seed 43   # a stratified random sample
    python mutation/run.py --report             # only report the sessions already run
    python mutation/run.py --rerun-survivors    # after adding tests: test the survivors again

Each target of mutation/targets.toml becomes one Cosmic Ray session (a SQLite file under
mutation/work/): ``cosmic-ray init``, the operator filter, a filter of our own that skips
mutants inside type annotations (never evaluated: every module has ``from __future__ import
annotations``), then ``cosmic-ray exec``, which mutates the module on disk, runs the target's
tests (pytest stops at the first failure) and restores the module. The report counts, per
target and in total, the mutants killed (a test failed), timed out, survived, and those of the
survivors that mutation/equivalent.toml lists as equivalent (with the reason); the score is
killed / (killed + survived - equivalent), timeouts counted as killed, for every module and in
total.

With ``--sample N`` only N of the mutants left after the filters are run, drawn at random with
``--seed``: each module gets its share of N in proportion to its mutants (at least one), and the
draw within a module depends only on the seed and that module, so a sample can be drawn again
exactly. The others are marked skipped; the report names the sample's size and seed.

Cosmic Ray edits the source files in place: run it on a clean checkout and do not edit the
code while it runs. The script refuses to start when everdell_desktop/ has local changes.
"""

from __future__ import annotations

import argparse
import ast
import json
import random
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
    qt: bool = False  # its tests need pytest-qt (a session or window under test)

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


def pytest_options(target: Target, defaults: dict) -> list[str]:
    """The default pytest options, with pytest-qt left on for a target that needs it."""
    options = list(defaults["pytest"])
    if target.qt and "no:pytestqt" in options:
        at = options.index("no:pytestqt")
        del options[at - 1 : at + 1]
    return options


def write_config(target: Target, defaults: dict, work: Path) -> Path:
    command = [sys.executable, "-m", "pytest", *pytest_options(target, defaults), *target.tests]
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


def allocate(counts: dict[str, int], size: int) -> dict[str, int]:
    """How many mutants to draw from each module: shares of ``size`` in proportion to the
    modules' counts (largest remainders first), at least one from every module that has any,
    never more than it has."""
    total = sum(counts.values())
    if size >= total:
        return dict(counts)
    shares = {module: size * count / total for module, count in counts.items()}
    taken = {module: min(count, max(1, int(shares[module]))) for module, count in counts.items()}
    by_remainder = sorted(counts, key=lambda module: (int(shares[module]) - shares[module], module))
    for module in by_remainder:
        if sum(taken.values()) >= size:
            break
        if taken[module] < counts[module] and shares[module] >= 1:
            taken[module] += 1
    return {module: taken[module] for module in counts if counts[module]}


def draw(candidates: dict[str, list], allocation: dict[str, int], seed: int) -> set:
    """The sample: from each module's candidates (in a fixed order), its allocated number,
    drawn with a generator seeded by ``seed`` and the module's name only."""
    chosen = set()
    for module, items in candidates.items():
        generator = random.Random(f"{seed}:{module}")
        chosen.update(generator.sample(sorted(items), allocation.get(module, 0)))
    return chosen


def mutant_key(mutation) -> tuple:
    """A mutant's place, the same in every fresh session of the same code."""
    return (
        str(mutation.module_path),
        tuple(mutation.start_pos),
        mutation.operator_name,
        mutation.occurrence,
    )


def sample_sessions(sessions: list[Path], size: int, seed: int) -> dict:
    """Keep a stratified random sample of the sessions' pending mutants; mark the rest
    skipped. Returns the sample's figures for the report."""
    from cosmic_ray.work_db import use_db
    from cosmic_ray.work_item import WorkerOutcome, WorkResult

    pending: dict[tuple, tuple[Path, str]] = {}
    for session in sessions:
        with use_db(str(session)) as db:
            for item in db.pending_work_items:
                pending[mutant_key(item.mutations[0])] = (session, item.job_id)
    candidates: dict[str, list] = {}
    for key in pending:
        candidates.setdefault(key[0], []).append(key)
    allocation = allocate({module: len(keys) for module, keys in candidates.items()}, size)
    chosen = draw(candidates, allocation, seed)
    for session in sessions:
        with use_db(str(session)) as db:
            for key, (owner, job_id) in pending.items():
                if owner == session and key not in chosen:
                    db.set_result(
                        job_id,
                        WorkResult(
                            output=f"not drawn in the sample (seed {seed})",
                            worker_outcome=WorkerOutcome.SKIPPED,
                        ),
                    )
    return {"size": len(chosen), "of": len(pending), "seed": seed, "per_module": allocation}


def run(command: list[str]) -> None:
    subprocess.run(command, cwd=ROOT, check=True)


def forget_survivors(session: Path) -> int:
    """Make the session's surviving mutants pending again (their next test uses the tests as
    they are now; killed mutants stay killed, since tests are only ever added)."""
    with sqlite3.connect(session) as db:
        return db.execute("DELETE FROM work_results WHERE test_outcome = 'SURVIVED'").rowcount


def init_target(target: Target, defaults: dict, work: Path) -> Path:
    """A fresh session of the target's mutants, the filtered ones marked skipped."""
    config = write_config(target, defaults, work)
    session = work / f"{target.slug}.sqlite"
    session.unlink(missing_ok=True)
    run([str(BIN / "cosmic-ray"), "init", str(config), str(session)])
    run([str(BIN / "cr-filter-operators"), str(session), str(config)])
    skip_annotations(session)
    return session


def exec_target(target: Target, defaults: dict, work: Path) -> float:
    """Test the session's pending mutants; returns the minutes it took."""
    config = write_config(target, defaults, work)
    started = time.monotonic()
    run([str(BIN / "cosmic-ray"), "exec", str(config), str(work / f"{target.slug}.sqlite")])
    return (time.monotonic() - started) / 60


def tally(session: Path, equivalents: list[dict]) -> dict[str, Tally]:
    """The session's outcomes, per mutated module."""
    dump = subprocess.run(
        [str(BIN / "cosmic-ray"), "dump", str(session)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    per_module: dict[str, Tally] = {}
    for line in dump.splitlines():
        item, outcome = json.loads(line)
        if outcome is None:
            continue  # not run yet
        mutation = item["mutations"][0]
        result = per_module.setdefault(mutation["module_path"], Tally())
        if outcome["worker_outcome"] == "skipped":
            result.skipped += 1
            continue
        result.total += 1
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
    return per_module


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
    """Per module and in total; the minutes are each target's (a folder's modules share)."""
    equivalents = load_equivalents()
    rows = [
        "| module | mutants | killed | timeouts | survived | equivalent | score |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    total = Tally()
    per_module: dict[str, Tally] = {}
    for target in targets:
        session = work / f"{target.slug}.sqlite"
        if session.exists():
            per_module.update(tally(session, equivalents))
    for module, counts in sorted(per_module.items()):
        total.add(counts)
        if counts.total:
            rows.append(
                f"| {module.removeprefix('everdell_desktop/')} | {counts.total} | "
                f"{counts.killed} | {counts.timeouts} | {counts.survived} | "
                f"{counts.equivalent} | {counts.score:.1f}% |"
            )
    rows.append(
        f"| **total** | {total.total} | {total.killed} | {total.timeouts} | {total.survived} | "
        f"{total.equivalent} | **{total.score:.1f}%** |"
    )
    lines = [*sample_lines(work), *rows, ""]
    spent = [f"{slug} {times[slug]:.1f}" for slug in sorted(times) if slug in slugs(targets)]
    if spent:
        lines.append("Minutes per target: " + ", ".join(spent) + "\n")
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


def slugs(targets: list[Target]) -> set[str]:
    return {target.slug for target in targets}


def sample_lines(work: Path) -> list[str]:
    """The sample's size and seed, as the report's first line (none for a whole run)."""
    path = work / "sample.json"
    if not path.exists():
        return []
    sample = json.loads(path.read_text())
    return [
        f"Sample: {sample['size']} of {sample['of']} mutants, seed {sample['seed']}, "
        "drawn at random per module in proportion to its mutants.\n"
    ]


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
    parser.add_argument("--sample", type=int, help="run only this many mutants, drawn at random")
    parser.add_argument("--seed", type=int, default=43, help="the sample's random seed")
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
    if args.sample is not None and args.sample < 1:
        parser.error("--sample must be at least 1")
    args.work.mkdir(parents=True, exist_ok=True)
    times_file = args.work / "times.json"
    times = json.loads(times_file.read_text()) if times_file.exists() else {}
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
        times = run_targets(targets, defaults, args, times)
        times_file.write_text(json.dumps(times, indent=1))
    total = report(targets, args.work, times)
    return 0 if total.score >= args.min_score else 1


def run_targets(
    targets: list[Target], defaults: dict, args: argparse.Namespace, times: dict[str, float]
) -> dict[str, float]:
    """Start fresh sessions (and draw the sample over all of them), or pick up the existing
    ones, then test every target's pending mutants. Returns the minutes per target, earlier
    passes included when sessions are continued."""
    fresh = not (args.resume or args.rerun_survivors)
    if fresh:
        sessions = [init_target(target, defaults, args.work) for target in targets]
        sample_file = args.work / "sample.json"
        sample_file.unlink(missing_ok=True)
        if args.sample is not None:
            sample = sample_sessions(sessions, args.sample, args.seed)
            sample_file.write_text(json.dumps(sample, indent=1))
    spent = dict(times)
    for target in targets:
        print(f"== {target.module}", flush=True)
        session = args.work / f"{target.slug}.sqlite"
        if not session.exists():
            if args.rerun_survivors:
                continue  # nothing ran: no survivors
            init_target(target, defaults, args.work)
        if args.rerun_survivors:
            print(f"   {forget_survivors(session)} survivors to test again", flush=True)
        earlier = 0.0 if fresh else times.get(target.slug, 0.0)
        spent[target.slug] = earlier + exec_target(target, defaults, args.work)
    return spent


if __name__ == "__main__":
    sys.exit(main())
