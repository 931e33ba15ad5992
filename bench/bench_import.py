"""`labeler import run` and `labeler pool --depth 100` on the MS MARCO-sized run (6.98 M lines), with peak memory.

    python bench/gen_data.py --only msmarco                    # once: writes bench/data/msmarco_run.trec
    python bench/bench_import.py                               # the working tree, fresh SQLite files
    python bench/bench_import.py --git-rev 46ef32a --repeat 2  # the same, plus the code at that revision
    python bench/bench_import.py --pg-url URL                  # PostgreSQL (a fresh schema per import)

Each measurement is a separate `labeler` process (start to exit), as a user would run it: wall
seconds, the child's own peak RSS and CPU seconds (user + system, from os.wait4; less sensitive
to other jobs than wall time). Per repetition and version: import into an empty database, import
the same file again (must add nothing, quickly), pool at depth 100. ``--git-rev`` exports that
revision with ``git archive`` (bench_report.export_revision) and runs it through PYTHONPATH,
interleaved with the working tree's repetitions so both see the same load. Minimum shown.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_report import PYTHON, ROOT, export_revision  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
STEPS = ("import", "again", "pool")


def timed(source: Path, workdir: Path, args: list[str]) -> tuple[float, float, float, str]:
    """Wall seconds, peak RSS (MB), CPU seconds and first output line of one `labeler` process
    run from workdir (never a checkout: `python -m` puts the current directory first on sys.path)."""
    env = dict(os.environ, PYTHONPATH=str(source))
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        pid = subprocess.Popen([PYTHON, "-m", "labeler", *args], cwd=workdir, env=env, stdout=out, stderr=err).pid
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        if status != 0:
            sys.exit(f"failed ({source}): labeler {' '.join(args)}\n{err.read()}")
        first = (out.read().strip().splitlines() or [""])[0]
    return wall, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime, first


@contextmanager
def database(pg_url: str | None, workdir: Path, name: str) -> Iterator[str]:
    """An empty database: a new SQLite file, or a fresh PostgreSQL schema dropped afterwards."""
    if pg_url is None:
        yield str(workdir / f"{name}.db")
        return
    sys.path.insert(0, str(ROOT))
    from tests.postgres import fresh_pg_schema

    with fresh_pg_schema(pg_url) as url:
        yield url


def one_repetition(source: Path, workdir: Path, run: Path, pg_url: str | None, name: str) -> dict[str, tuple[float, float, float, str]]:
    """import, import again, pool --depth 100 on an empty database."""
    got = {}
    with database(pg_url, workdir, name) as db:
        got["import"] = timed(source, workdir, ["--db", db, "import", "run", str(run)])
        got["again"] = timed(source, workdir, ["--db", db, "import", "run", str(run)])
        got["pool"] = timed(source, workdir, ["--db", db, "pool", "--depth", "100"])
        if pg_url is None:
            got["import"] = (*got["import"][:3], f"{got['import'][3]} (database file after pooling: {Path(db).stat().st_size / 1e6:.0f} MB)")
            for suffix in ("", "-wal", "-shm"):
                Path(f"{db}{suffix}").unlink(missing_ok=True)
    return got


def main() -> None:
    """Time every version --repeat times, interleaved; print the minima as a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run", default=str(DATA / "msmarco_run.trec"))
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--pg-url", default=None, help="a PostgreSQL URL (default: SQLite files)")
    parser.add_argument("--git-rev", action="append", default=[], metavar="REV",
                        help="Also time the code at this revision (repeatable).")
    args = parser.parse_args()
    run = Path(args.run)
    if not run.exists():
        subprocess.run([PYTHON, str(Path(__file__).with_name("gen_data.py")), "--only", "msmarco"], check=True)
    print(f"{platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{'PostgreSQL' if args.pg_url else 'SQLite'}; run: {run} ({run.stat().st_size / 1e6:.0f} MB)")
    with tempfile.TemporaryDirectory(prefix="bench-import-") as tmp:
        workdir = Path(tmp)
        versions = {f"rev {rev}": export_revision(rev, workdir) for rev in args.git_rev}
        versions["working tree"] = ROOT
        figures: dict[str, list[dict[str, tuple[float, float, float, str]]]] = {name: [] for name in versions}
        loads = []
        for repetition in range(args.repeat):
            for index, (name, source) in enumerate(versions.items()):
                loads.append(os.getloadavg()[0])
                figures[name].append(one_repetition(source, workdir, run, args.pg_url, f"r{repetition}v{index}"))
                print(f"  {name}: " + "; ".join(f"{step} {figures[name][-1][step][0]:.2f} s" for step in STEPS), flush=True)
    print(f"minimum of {args.repeat}; load average (1 min) at the starts: {min(loads):.1f}-{max(loads):.1f}")
    print("| code | `import run`: wall / CPU / peak RSS | again | `pool --depth 100`: wall / CPU / peak RSS |")
    print("|---|---|---|---|")
    for name, reps in figures.items():
        best = {step: [min(rep[step][k] for rep in reps) for k in range(3)] for step in STEPS}
        imp, pool = best["import"], best["pool"]
        print(f"| {name} | {imp[0]:.2f} s / {imp[2]:.2f} s / {imp[1]:.0f} MB | {best['again'][0]:.2f} s "
              f"| {pool[0]:.2f} s / {pool[2]:.2f} s / {pool[1]:.0f} MB |")
    for name, reps in figures.items():
        print(f"{name}: {reps[-1]['import'][3]} | {reps[-1]['pool'][3]}")


if __name__ == "__main__":
    main()
