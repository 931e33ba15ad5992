"""Time team work on a judgments database: `assign --per-pair 2 --annotators alice,bob`, then `team-status` and `status`
with the assignments in place, for this tree and (optionally) an older labeler tree, interleaved.

    python bench/bench_team.py --db bench/data/judgments/5m/bench.db --before /tmp/labeler-before

--before is a folder holding another version's `labeler/` and `migrations/` (e.g. `git archive
7b0970f labeler migrations alembic.ini | tar -x -C DIR`): its commands run with that folder as the
working directory, so `python -m labeler` imports that tree. Each side works on its own copy of the
database (under bench/data/team/, git-ignored). Reported per command: wall seconds, CPU seconds
(user + system) and peak RSS of the child, and the load average when it started.
"""

from __future__ import annotations

import argparse
import os
import shutil
import time
from pathlib import Path

from bench_judgments import labeler, measure_child

HERE = Path(__file__).resolve().parent
WORK = HERE / "data" / "team"


def copy_db(source: Path, target: Path) -> None:
    """Copy a SQLite database with its WAL (checkpointed copies stay consistent)."""
    for suffix in ("", "-wal", "-shm"):
        Path(f"{target}{suffix}").unlink(missing_ok=True)
        if Path(f"{source}{suffix}").exists():
            shutil.copyfile(f"{source}{suffix}", f"{target}{suffix}")


def main() -> None:
    """Copy the database per side, assign, then time the status commands a few times each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, help="a database bench_judgments.py built")
    parser.add_argument("--before", default=None, help="folder holding another labeler tree to compare with")
    parser.add_argument("--annotators", default="alice,bob", help="the team given to assign")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=1800.0)
    parser.add_argument("--skip-assign", action="store_true", help="reuse the copies (and assignments) of a past run")
    args = parser.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    sides = {"after": None} if args.before is None else {"before": str(Path(args.before).resolve()), "after": None}
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load {os.getloadavg()[0]:.1f}", flush=True)

    def run(side: str, name: str, *argv: str) -> None:
        load = os.getloadavg()[0]
        wall, rss, line, cpu = measure_child(labeler("--db", str(WORK / f"{side}.db"), *argv), args.timeout, sides[side])
        print(f"{side:6s} {name:24s} {wall:8.2f} s wall {cpu:7.2f} s CPU {rss:7.0f} MB  load {load:4.1f} | {line}",
              flush=True)

    for side in sides:
        if not args.skip_assign:
            copy_db(Path(args.db).resolve(), WORK / f"{side}.db")
            run(side, "assign --per-pair 2", "assign", "--per-pair", "2", "--annotators", args.annotators)
    for _ in range(args.repeat):
        for side in sides:
            run(side, "team-status", "team-status")
            run(side, "status", "status")


if __name__ == "__main__":
    main()
