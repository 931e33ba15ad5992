"""`labeler report` benchmark: 3 runs x 7,000 queries (issue 12), end to end and the comparison alone.

    python bench/bench_report.py                         # the working tree, 3 repetitions, minimum
    python bench/bench_report.py --git-rev 643fdbb       # the same, plus the code at that revision
    python bench/bench_report.py --depth 1000 --repeat 5

Data are generated into a temporary directory (never under bench/data): one qrels file with
graded judgments, three runs of ``--depth`` chunks per query (each a noisy re-ranking of the same
pool, so the runs differ but not wildly), numeric-string ids. Every figure is timed in its own
process: ``labeler report`` writing JSON (wall seconds and peak RSS through
resource.getrusage(RUSAGE_CHILDREN), read by a wrapper that runs only that child) and
``compare_runs`` alone on already-loaded tables (in-process perf_counter). ``--git-rev`` exports
that revision with ``git archive`` and runs it through PYTHONPATH, interleaved with the working
tree's repetitions so both see the same machine load. The minimum of the repetitions is shown.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gen_data import _scores, _unique_rows, _write_qrels, _write_run  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable

# Runs one command as its only child; prints wall seconds, the child's peak RSS (KiB) and CPU
# seconds (user + system: less sensitive to other jobs than wall time, though BLAS threads
# spinning while they wait for a core add to it).
_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(wall, usage.ru_maxrss, code, usage.ru_utime + usage.ru_stime)
"""

# compare_runs alone, on tables read beforehand: the part bootstrap and randomization live in.
_COMPARE = """
import sys, time
from labeler.services.evaluation.comparison import compare_runs
from labeler.services.evaluation.scoring import load_run, read_qrels_file
qrels = read_qrels_file(sys.argv[1])
runs = [load_run(path) for path in sys.argv[2:]]
try:  # the default measures, parsed once (a revision older than the scoring request takes none)
    from labeler.metrics.request import scoring_request
    asked = (scoring_request(),)
except ImportError:
    asked = ()
start, cpu = time.perf_counter(), time.process_time()
compare_runs(runs, qrels, *asked)
print(time.perf_counter() - start, time.process_time() - cpu)
"""


def generate(directory: Path, n_queries: int, depth: int, n_runs: int, seed: int) -> tuple[Path, list[Path]]:
    """Write the qrels and the runs; returns their paths."""
    rng = np.random.default_rng(seed)
    qids = np.sort(rng.choice(1_200_000, size=n_queries, replace=False))
    pool = _unique_rows(rng, n_queries, depth)
    rows: list[tuple[int, int, int]] = []
    for i, qid in enumerate(qids):
        n_judged = int(rng.integers(2, 12))
        judged = pool[i, np.unique(np.minimum(rng.exponential(depth / 4, n_judged).astype(int), depth - 1))]
        grades = rng.choice(4, size=judged.size, p=[0.4, 0.3, 0.2, 0.1])
        rows.extend((int(qid), int(doc), int(g)) for doc, g in zip(judged, grades))
    qrels = directory / "qrels.txt"
    _write_qrels(qrels, rows)
    runs = []
    for r in range(n_runs):
        # each run re-ranks the pool with its own noise: a different, correlated ordering per run
        noise = rng.normal(0.0, 0.3 + 0.2 * r, size=pool.shape) + np.arange(depth) / depth
        order = np.argsort(noise, axis=1)
        docs = np.take_along_axis(pool, order, axis=1)
        path = directory / f"run{r}.trec"
        _write_run(path, qids, docs, _scores(rng, n_queries, depth), f"run{r}")
        runs.append(path)
    return qrels, runs


def export_revision(rev: str, directory: Path) -> Path:
    """The labeler package as of a git revision, extracted under directory; returns the source root."""
    target = directory / f"rev-{rev}"
    target.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "labeler"], check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target


def measure_report(source: Path, qrels: Path, runs: list[Path], workdir: Path) -> tuple[float, float, float]:
    """Wall seconds, peak RSS (MB) and CPU seconds of one `labeler report` writing JSON."""
    command = [PYTHON, "-m", "labeler", "--db", str(workdir / "absent.db"), "report", *map(str, runs),
               "--qrels", str(qrels), "--out", str(workdir / "report.json")]
    env = dict(os.environ, PYTHONPATH=str(source))
    out = subprocess.run([PYTHON, "-c", _MEASURE, *command], capture_output=True, text=True, env=env,
                         cwd=workdir, check=True).stdout.split()
    if out[2] != "0":
        raise SystemExit(f"labeler report failed with exit code {out[2]} ({source})")
    return float(out[0]), int(out[1]) / 1024, float(out[3])


def measure_compare(source: Path, qrels: Path, runs: list[Path], workdir: Path) -> tuple[float, float]:
    """Wall and CPU seconds compare_runs takes on loaded tables. Run from workdir: `python -c`
    puts the current directory first on sys.path, which must not be a labeler checkout."""
    env = dict(os.environ, PYTHONPATH=str(source))
    out = subprocess.run([PYTHON, "-c", _COMPARE, str(qrels), *map(str, runs)], capture_output=True,
                         text=True, env=env, cwd=workdir, check=True).stdout.split()
    return float(out[-2]), float(out[-1])


def main() -> None:
    """Generate the data, time every version --repeat times, print the minima as a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=7000)
    parser.add_argument("--depth", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--git-rev", action="append", default=[], metavar="REV",
                        help="Also time the code at this revision (repeatable).")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-report-") as tmp:
        workdir = Path(tmp)
        qrels, runs = generate(workdir, args.queries, args.depth, args.runs, args.seed)
        versions = {f"rev {rev}": export_revision(rev, workdir) for rev in args.git_rev}
        versions["working tree"] = ROOT
        figures: dict[str, dict[str, list[float]]] = {name: {"report": [], "rss": [], "cpu": [], "compare": [],
                                                      "compare_cpu": []}
                                                      for name in versions}
        for _ in range(args.repeat):
            for name, source in versions.items():
                wall, rss, cpu = measure_report(source, qrels, runs, workdir)
                figures[name]["report"].append(wall)
                figures[name]["rss"].append(rss)
                figures[name]["cpu"].append(cpu)
                wall, cpu = measure_compare(source, qrels, runs, workdir)
                figures[name]["compare"].append(wall)
                figures[name]["compare_cpu"].append(cpu)
    print(f"{args.runs} runs x {args.queries:,} queries x depth {args.depth}; "
          f"minimum of {args.repeat} repetitions; load average {os.getloadavg()[0]:.1f}")
    print("| code | `labeler report` (JSON), wall | its CPU time | peak RSS | compare_runs alone, wall | its CPU |")
    print("|---|---|---|---|---|---|")
    for name, got in figures.items():
        print(f"| {name} | {min(got['report']):.2f} s | {min(got['cpu']):.2f} s | {min(got['rss']):.0f} MB "
              f"| {min(got['compare']):.2f} s | {min(got['compare_cpu']):.2f} s |")
    print("all repetitions (s):", {name: {key: [round(v, 2) for v in values] for key, values in got.items()}
                                   for name, got in figures.items()})


if __name__ == "__main__":
    main()
