"""Time Repository.add_run on a synthetic MS MARCO-sized run (default 7,000,000 rows).

Usage: python bench/bench_storage_runs.py [n_rows] [db path or SQLAlchemy URL]
Prints seconds and peak RSS; by default the SQLite file goes to bench/data/ (git-ignored) and
is removed afterwards. A PostgreSQL URL must name an empty scratch database.
"""

from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

from labeler.domain import RunInfo
from labeler.storage import open_repository

N_ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 7_000_000
DB = sys.argv[2] if len(sys.argv) > 2 else str(Path(__file__).parent / "data" / "bench_runs.db")
IS_FILE = "://" not in DB
PER_QUERY = 1000
BATCH = 100_000


def row_batches(n_rows: int):
    """(query_id, chunk_id, score, rank) rows, 1000 per query, in batches like dataio yields."""
    batch = []
    for i in range(n_rows):
        q, r = divmod(i, PER_QUERY)
        batch.append((f"q{q}", f"d{(q * 7919 + r * 104729) % 8_841_823}", 100.0 - r * 0.01, r + 1))
        if len(batch) == BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def main() -> None:
    if IS_FILE:
        Path(DB).parent.mkdir(parents=True, exist_ok=True)
        _remove_sqlite_files()
    repo = open_repository(DB)
    info = RunInfo(name="bench", sha256="0" * 64, n_rows=N_ROWS, n_queries=N_ROWS // PER_QUERY)
    data = b"\x00" * (50 * 1024 * 1024)  # stands in for the Arrow IPC bytes
    start = time.perf_counter()
    repo.add_run(info, row_batches(N_ROWS), data)
    seconds = time.perf_counter() - start
    repo.close()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    size = f", db {Path(DB).stat().st_size / 1e6:,.0f} MB" if IS_FILE else ""
    print(f"add_run ({repo.dialect}): {N_ROWS:,} rows in {seconds:.1f} s ({N_ROWS / seconds:,.0f} rows/s), "
          f"peak RSS {peak_mb:,.0f} MB{size} (row generation included)")
    if IS_FILE:
        _remove_sqlite_files()


def _remove_sqlite_files() -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{DB}{suffix}").unlink(missing_ok=True)


if __name__ == "__main__":
    main()
