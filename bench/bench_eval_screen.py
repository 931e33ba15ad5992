"""Evaluation screen: how long a filter keystroke blocks the UI thread on 3 runs x 7,000 queries (issue 12).

    python bench/bench_eval_screen.py                     # the working tree
    python bench/bench_eval_screen.py --git-rev a1b6b92   # the same, plus the code at that revision

Data are generated into a temporary directory (bench_report.generate: qrels, three runs of --depth
chunks per query) and imported into a fresh SQLite database with query texts that all start with
"what", so typing "what" matches every query. Under run_test (120x40), the Queries tab is opened
and the filter typed: w h a t space (all match), s (narrowing), two backspaces (widening to all).
A probe task sleeping 1 ms in the app's event loop records how late it wakes: the longest lateness
during a keystroke is the longest time the UI thread was blocked. Each version runs in its own
process (PYTHONPATH), so both see the same data.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_report import ROOT, export_revision, generate  # noqa: E402

KEYS = ["w", "h", "a", "t", "space", "s", "backspace", "backspace"]
WORDS = "solar storage grid inverter roof heat pump efficiency output cell module battery winter".split()


def build(directory: Path, n_queries: int, depth: int, seed: int) -> Path:
    """Import generated queries, qrels and three runs into a new database; returns its path."""
    from labeler.services.importing import import_qrels, import_queries, import_run
    from labeler.services.project import open_repository

    qrels, runs = generate(directory, n_queries, depth, 3, seed)
    query_ids = sorted({line.split()[0] for line in qrels.read_text().splitlines()}
                       | {line.split()[0] for line in runs[0].read_text().splitlines()})
    rng = random.Random(seed)
    queries = directory / "queries.jsonl"
    with open(queries, "w", encoding="utf-8") as handle:
        for qid in query_ids:
            handle.write(json.dumps({"_id": qid, "text": "what " + " ".join(rng.choices(WORDS, k=6))}) + "\n")
    db = directory / "eval-screen.db"
    repository = open_repository(str(db))
    import_queries(repository, queries)
    import_qrels(repository, qrels, annotator="bench")
    for path in runs:
        import_run(repository, path)
    repository.close()
    return db


async def _settle(app, pilot) -> None:
    """Until no worker runs and no screen has work to apply (filling included)."""
    for _ in range(10_000):
        await asyncio.gather(*(w.wait() for w in list(app.workers)), return_exceptions=True)
        await pilot.pause()
        if not any(getattr(screen, "busy", False) for screen in app.screen_stack):
            return
    raise RuntimeError("the screen never became idle")


async def measure(db: Path) -> list[dict[str, float]]:
    """Per keystroke: queries matched, rows in the table, longest UI-thread block (ms), keystroke to idle (ms)."""
    from textual.widgets import DataTable, Static

    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    repository = open_repository(str(db))
    app = create_app(repository, "bench")
    lateness: list[float] = []

    async def probe() -> None:
        while True:
            started = time.perf_counter()
            await asyncio.sleep(0.001)
            lateness.append(time.perf_counter() - started - 0.001)

    figures = []
    async with app.run_test(size=(120, 40)) as pilot:
        await _settle(app, pilot)
        await pilot.press("e")
        await _settle(app, pilot)
        await pilot.press("2")
        await _settle(app, pilot)
        await pilot.press("slash")
        await _settle(app, pilot)
        task = asyncio.create_task(probe())
        for key in KEYS:
            lateness.clear()
            started = time.perf_counter()
            await pilot.press(key)
            await _settle(app, pilot)
            wall = time.perf_counter() - started
            rows = app.screen.query_one("#query-table", DataTable).row_count
            matched = app.screen.query_one("#sort-line", Static).content.plain.split("/")[0].split()[-1]
            figures.append({"key": key, "matched": matched, "rows": rows, "block_ms": max(lateness, default=0.0) * 1000,
                            "wall_ms": wall * 1000})
        task.cancel()
    repository.close()
    return figures


def run_version(source: Path, db: Path, workdir: Path) -> list[dict[str, float]]:
    """measure() in a fresh process with this source tree first on the path."""
    code = ("import asyncio, json, sys; sys.path.insert(0, %r); from bench_eval_screen import measure; "
            "print(json.dumps(asyncio.run(measure(__import__('pathlib').Path(%r)))))") % (
        str(Path(__file__).resolve().parent), str(db))
    env = dict(os.environ, PYTHONPATH=str(source))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=workdir,
                         check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    """Build the data once, measure each version, print one table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=7000)
    parser.add_argument("--depth", type=int, default=20)
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--git-rev", action="append", default=[], metavar="REV")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-eval-screen-") as tmp:
        workdir = Path(tmp)
        db = build(workdir, args.queries, args.depth, args.seed)
        versions = {f"rev {rev}": export_revision(rev, workdir) for rev in args.git_rev}
        versions["working tree"] = ROOT
        results = {name: run_version(source, db, workdir) for name, source in versions.items()}
    print(f"3 runs x {args.queries:,} queries; 120x40; load average {os.getloadavg()[0]:.1f}")
    print("| code | key | queries matched | rows in the table | longest UI-thread block | keystroke to idle |")
    print("|---|---|---|---|---|---|")
    for name, figures in results.items():
        for f in figures:
            print(f"| {name} | {f['key']} | {f['matched']} | {f['rows']:,} | {f['block_ms']:.0f} ms | {f['wall_ms']:.0f} ms |")


if __name__ == "__main__":
    main()
