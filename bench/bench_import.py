"""Time `labeler import run` on the MS MARCO-sized run (6.98 M lines) end to end, with peak memory.

    python bench/gen_data.py --only msmarco   # once: writes bench/data/msmarco_run.trec
    python bench/bench_import.py [--db URL]   # fresh SQLite file by default

Each measurement is a separate `labeler` process (start to exit), as a user would run it; peak
memory is the child's max RSS. A second import of the same file must add nothing, quickly.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


def timed(args: list[str]) -> tuple[float, float, str]:
    """Wall seconds, peak RSS (MB) of the child, and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True)
    wall = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(args)}\n{done.stderr}")
    return wall, max(peak, before) / 1024, done.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=None, help="database URL (default: a fresh temporary SQLite file)")
    parser.add_argument("--run", default=str(DATA / "msmarco_run.trec"))
    args = parser.parse_args()
    run = Path(args.run)
    if not run.exists():
        subprocess.run([sys.executable, str(Path(__file__).with_name("gen_data.py")), "--only", "msmarco"], check=True)
    labeler = [sys.executable, "-m", "labeler"]
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or str(Path(tmp) / "bench.db")
        print(f"{platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
        print(f"run: {run} ({run.stat().st_size / 1e6:.0f} MB)")
        wall, peak, out = timed([*labeler, "--db", db, "import", "run", str(run)])
        print(f"import run (first):  {wall:6.2f} s wall, peak RSS {peak:6.0f} MB  | {out}")
        wall, _, out = timed([*labeler, "--db", db, "import", "run", str(run)])
        print(f"import run (again):  {wall:6.2f} s wall                      | {out}")
        wall, _, out = timed([*labeler, "--db", db, "pool", "--depth", "10"])
        print(f"pool --depth 10:     {wall:6.2f} s wall                      | {out.splitlines()[0]}")
        if not args.db:
            print(f"database file: {Path(db).stat().st_size / 1e6:.0f} MB")


if __name__ == "__main__":
    main()
