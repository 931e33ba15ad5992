"""Time Repository.add_run on a synthetic MS MARCO-sized run (default 7,000,000 rows).

Usage: python bench/bench_storage_runs.py [n_rows] [db path]
Prints seconds and peak RSS; the database goes to bench/data/ (git-ignored) and is removed.
"""

from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

from labeler.domain import RunInfo
from labeler.storage import open_repository

N_ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 7_000_000
DB = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(__file__).parent / "data" / "bench_runs.db"
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
    DB.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{DB}{suffix}").unlink(missing_ok=True)
    repo = open_repository(str(DB))
    info = RunInfo(name="bench", sha256="0" * 64, n_rows=N_ROWS, n_queries=N_ROWS // PER_QUERY)
    data = b"\x00" * (50 * 1024 * 1024)  # stands in for the Arrow IPC bytes
    start = time.perf_counter()
    repo.add_run(info, row_batches(N_ROWS), data)
    seconds = time.perf_counter() - start
    repo.close()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    size_mb = DB.stat().st_size / 1e6
    print(f"add_run: {N_ROWS:,} rows in {seconds:.1f} s ({N_ROWS / seconds:,.0f} rows/s), "
          f"peak RSS {peak_mb:,.0f} MB, db {size_mb:,.0f} MB (row generation included)")
    for suffix in ("", "-wal", "-shm"):
        Path(f"{DB}{suffix}").unlink(missing_ok=True)


if __name__ == "__main__":
    main()
