"""Labeling TUI speed on a 200,000-pair pool (issue 4's targets: < 1 s to a usable label screen,
< 30 ms median from a grade keypress to the next pair on screen, database write included).

    python bench/bench_tui.py              # builds bench/data/tui-200k.db once, then measures
    python bench/bench_tui.py --presses 300
    python bench/bench_tui.py --db bench/data/judgments/5m/bench.db --annotator alice   # issue 12's 5 M judgments
    python bench/bench_tui.py --db ... --annotator alice --before /tmp/labeler-before   # cold starts, old vs new
    python bench/bench_tui.py --db ... --annotator alice --before /tmp/labeler-before --cold-only   # only those

Pool: 2,000 queries x 100 chunks (~600 characters each), 20 LLM suggestions per query, the first
50 queries already graded by the benchmark annotator (so the app must resume past them).
Figures:
- cold start: a fresh Python process (imports included) until the label screen shows a pair;
- warm start: create_app + run_test in this process until the label screen shows a pair;
- grade latency: pilot.press("1") until the next pair is drawn, per keypress (median, p95);
- commit: the repository's record_judgment alone (median).
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DATA = ROOT / "bench" / "data"
DB = DATA / "tui-200k.db"
QUERIES, PER_QUERY, JUDGED_QUERIES, SUGGESTED_PER_QUERY = 2_000, 100, 50, 20
ANNOTATOR = "bench"
WORDS = "solar panel battery winter storage grid inverter roof heat pump efficiency output cell module".split()


def build(db: Path) -> None:
    """Write the benchmark database (seeded, about a minute)."""
    from labeler.domain import Chunk, Judgment, Pair, Query, Suggestion, SuggestionStatus
    from labeler.services.project import open_repository

    rng = random.Random(4)
    db.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    repository = open_repository(str(db))
    repository.upsert_queries(
        [Query(id=f"q{i}", text=" ".join(rng.choices(WORDS, k=5)), description="What a good answer says.") for i in range(QUERIES)]
    )

    def chunk_batches():
        for i in range(QUERIES):
            yield [Chunk(id=f"c{i}-{j}", text=" ".join(rng.choices(WORDS, k=90)), doc_id=f"d{i}") for j in range(PER_QUERY)]

    repository.upsert_chunks(chunk_batches())
    repository.add_pairs(
        Pair(f"q{i}", f"c{i}-{j}", "pool", best_rank=j + 1) for i in range(QUERIES) for j in range(PER_QUERY)
    )
    repository.import_judgments(
        Judgment(f"q{i}", f"c{i}-{j}", ANNOTATOR, rng.randint(0, 3)) for i in range(JUDGED_QUERIES) for j in range(PER_QUERY)
    )
    for i in range(0, QUERIES, 10):
        for j in range(SUGGESTED_PER_QUERY):
            repository.add_suggestion(
                Suggestion(f"q{i}", f"c{i}-{j}", "bench-model", "p", SuggestionStatus.OK, grade=rng.randint(0, 3), reason="r")
            )
    print(f"built {db}: {repository.counts().pairs:,} pairs", file=sys.stderr)
    repository.close()


async def _until_idle(app, pilot) -> None:
    while True:
        await app.workers.wait_for_complete()
        await pilot.pause(0)
        label = app.label_screen
        if label is not None and label.view is not None and not label.busy:
            return


async def start_once(db: Path, annotator: str = ANNOTATOR) -> float:
    """Seconds from opening the repository to a label screen showing a pair."""
    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    started = time.perf_counter()
    app = create_app(open_repository(str(db)), annotator)
    async with app.run_test(size=(120, 40)) as pilot:
        await _until_idle(app, pilot)
        elapsed = time.perf_counter() - started
        if db == DB:
            assert app.label_screen.view.query.id == f"q{JUDGED_QUERIES}", app.label_screen.view.query.id
    return elapsed


async def grade_latency(
    db: Path, presses: int, annotator: str = ANNOTATOR
) -> tuple[list[float], list[float], list[float], list[float]]:
    """Milliseconds per grade keypress: pilot press until idle, key handled until the screen
    refreshed with the next pair, the session job alone; and pilot's cost for an unbound key."""
    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    app = create_app(open_repository(str(db)), annotator)
    keypress_ms, job_ms, screen_ms, baseline_ms = [], [], [], []
    async with app.run_test(size=(120, 40)) as pilot:
        await _until_idle(app, pilot)
        for n in range(presses):
            before = app.label_screen.view.chunk_id
            started = time.perf_counter()
            await pilot.press("1")
            await _until_idle(app, pilot)
            keypress_ms.append((time.perf_counter() - started) * 1000)
            await pilot.pause(0)
            job_ms.append(app.label_screen.last_elapsed_ms)
            screen_ms.append(app.label_screen.last_key_to_screen_ms)
            assert app.label_screen.view.chunk_id != before
        for n in range(50):
            started = time.perf_counter()
            await pilot.press("x")  # unbound: what pilot itself costs
            await _until_idle(app, pilot)
            baseline_ms.append((time.perf_counter() - started) * 1000)
        for _ in range(presses):  # leave the database as it was
            app.session.undo()
    return keypress_ms, job_ms, screen_ms, baseline_ms


def commit_ms(db: Path, n: int = 200) -> list[float]:
    """record_judgment alone, then undone."""
    from labeler.services.project import open_repository

    repository = open_repository(str(db))
    times = []
    for j in range(n):
        started = time.perf_counter()
        repository.record_judgment(f"q{QUERIES - 1}", f"c{QUERIES - 1}-{j % PER_QUERY}", "bench-commit", 2)
        times.append((time.perf_counter() - started) * 1000)
    for _ in range(n):
        repository.undo_last("bench-commit")
    repository.close()
    return times


def cold_start(db: Path, annotator: str = ANNOTATOR, tree: Path = ROOT) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child) for a fresh interpreter (imports included) to reach
    a usable label screen; tree is the labeler source tree it imports (another version's, to compare)."""
    import resource

    # bench_tui puts this tree first on sys.path as it loads: put `tree` before it afterwards
    code = (
        "import time,sys,asyncio; t=time.perf_counter(); sys.path.insert(0, %r); "
        "from bench_tui import start_once; sys.path.insert(0, %r); "
        "asyncio.run(start_once(__import__('pathlib').Path(%r), %r))"
    ) % (str(ROOT / "bench"), str(tree), str(db), annotator)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, cwd=tree)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--rebuild", action="store_true")
    parser.add_argument("--db", type=Path, default=None, help="measure this database instead of building one")
    parser.add_argument("--annotator", default=ANNOTATOR, help="whose label screen (with --db)")
    parser.add_argument("--before", type=Path, default=None,
                        help="another labeler source tree (e.g. from git archive): cold starts of both, interleaved")
    parser.add_argument("--cold", type=int, default=5, help="cold starts per tree with --before")
    parser.add_argument("--cold-only", action="store_true", help="with --before: stop after the cold starts")
    args = parser.parse_args()
    db, annotator = (args.db.resolve(), args.annotator) if args.db else (DB, ANNOTATOR)
    if db == DB and (args.rebuild or not DB.exists()):
        started = time.perf_counter()
        build(DB)
        print(f"build: {time.perf_counter() - started:.1f} s")
    if args.before is not None:  # interleaved with this tree's, so both see the same load
        pairs = [(cold_start(db, annotator, args.before.resolve()), cold_start(db, annotator)) for _ in range(args.cold)]
        for name, runs in (("before", [b for b, _ in pairs]), ("after", [a for _, a in pairs])):
            walls, cpus = [w for w, _ in runs], [c for _, c in runs]
            print(f"cold start, {name}: median {statistics.median(walls):.2f} s wall {['%.2f' % w for w in walls]}, "
                  f"median {statistics.median(cpus):.2f} s CPU {['%.2f' % c for c in cpus]}, load {os.getloadavg()[0]:.1f}")
        if args.cold_only:
            return
    colds = [cold_start(db, annotator)[0] for _ in range(3)]
    warms = [asyncio.run(start_once(db, annotator)) for _ in range(3)]
    keypress, jobs, screens, baseline = asyncio.run(grade_latency(db, args.presses, annotator))
    # commit timing grades pairs of the built pool by name; elsewhere the keypress figures stand
    commits = commit_ms(db) if db == DB else [math.nan] * 20
    q = statistics.quantiles
    if db == DB:
        print(f"pool: {QUERIES * PER_QUERY:,} pairs, resume after {JUDGED_QUERIES * PER_QUERY:,} judged")
    else:
        print(f"{db}, annotator {annotator}, load {os.getloadavg()[0]:.1f}")
    print(f"cold start (new process, imports included) to usable label screen: median {statistics.median(colds):.2f} s  {['%.2f' % c for c in colds]}")
    print(f"warm start (open repository + app) to usable label screen:          median {statistics.median(warms):.3f} s")
    print(f"grade keypress -> next pair drawn ({args.presses} presses): median {statistics.median(keypress):.1f} ms, p95 {q(keypress, n=20)[18]:.1f} ms")
    print(f"  pilot's own cost for an unbound key: median {statistics.median(baseline):.1f} ms")
    print(f"grade key handled -> next pair on screen (refresh done): median {statistics.median(screens):.1f} ms, p95 {q(screens, n=20)[18]:.1f} ms")
    print(f"  of which the session job (commit + advance, worker thread): median {statistics.median(jobs):.1f} ms")
    print(f"record_judgment alone (commit): median {statistics.median(commits):.2f} ms, p95 {q(commits, n=20)[18]:.2f} ms")


if __name__ == "__main__":
    main()
