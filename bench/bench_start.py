"""Start-up CPU of the label screen and `labeler status` (issue 25's budgets: 1.2 s and 0.8 s), this
tree against another, run for run in turn.

    python bench/bench_start.py --before /tmp/labeler-before            # 12 rounds
    python bench/bench_start.py --before /tmp/labeler-before --rounds 30

``--before`` is a tree of another commit (``git archive COMMIT | tar -x -C DIR``). Each round runs
both paths once per tree, alternating, each in a fresh interpreter with its bytecode cached, on the
small database tests/tui/dbs.py builds, as tests/unit/test_start_imports.py runs them: the label
screen until it shows a pair (create_app and run_test, in a process the console entry's
labeler.runtime.one_command took, where the tree has it) and `labeler --db DB status` through the
console entry. What it prints is the child's
CPU (user + system): least, lower quartile, median and most, per tree and path. On a shared virtual
machine CPU time swings by up to 1.8x for seconds at a time, so compare the trees within a run, never
across runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def scripts(tree: Path) -> dict[str, str]:
    """The two children of tests/unit/test_start_imports.py, as ``tree`` can run them: a tree from
    before labeler.runtime.one_command runs the label screen without it."""
    from tests.unit.test_start_imports import LABEL_SCREEN, STATUS

    label_screen = LABEL_SCREEN
    if "def one_command" not in (tree / "labeler" / "runtime.py").read_text(encoding="utf-8"):
        label_screen = "\n".join(line for line in LABEL_SCREEN.splitlines() if "one_command" not in line)
    return {"label screen": label_screen, "status": STATUS}


def cpu_of(code: str, tree: Path, db: Path, pycache: Path) -> float:
    """CPU seconds (user + system) of one fresh interpreter running ``code`` with ``tree`` first on its path."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "", "PYTHONPYCACHEPREFIX": str(pycache)}
    child = subprocess.Popen([sys.executable, "-c", code, str(db)], stdout=subprocess.DEVNULL, env=env, cwd=tree)
    _, status, usage = os.wait4(child.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{tree}: the child failed (exit status {os.waitstatus_to_exitcode(status)})")
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", type=Path, required=True, help="a tree of the commit to compare with")
    parser.add_argument("--rounds", type=int, default=12, help="runs of each path per tree (default 12)")
    args = parser.parse_args()
    from tests.tui.dbs import make_db

    trees = {"before": args.before.resolve(), "after": ROOT}
    with tempfile.TemporaryDirectory() as scratch:
        db = Path(scratch) / "labels.db"
        make_db(db).close()
        caches = {name: Path(scratch) / f"pycache-{name}" for name in trees}
        codes = {name: scripts(tree) for name, tree in trees.items()}
        for name, tree in trees.items():  # the bytecode caches written
            for code in codes[name].values():
                cpu_of(code, tree, db, caches[name])
        figures: dict[tuple[str, str], list[float]] = {(p, t): [] for p in codes["after"] for t in trees}
        for round_ in range(args.rounds):
            for path in codes["after"]:
                for name, tree in trees.items():
                    figures[path, name].append(cpu_of(codes[name][path], tree, db, caches[name]))
            print(f"round {round_ + 1} of {args.rounds}", file=sys.stderr)
    print("| path | tree | least | lower quartile | median | most |")
    print("|---|---|---|---|---|---|")
    for (path, name), values in figures.items():
        values.sort()
        print(f"| {path} | {name} | {values[0]:.2f} s | {values[len(values) // 4]:.2f} s | "
              f"{statistics.median(values):.2f} s | {values[-1]:.2f} s |")


if __name__ == "__main__":
    main()
