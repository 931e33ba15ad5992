"""Time the storage side of a big run alone: Repository.add_run (its Arrow blob) and
Repository.add_pool (depth-100 pairs of a 7,000-query run, 700,000 by default).

Usage: python bench/bench_storage_runs.py [n_pairs] [db path or SQLAlchemy URL]
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
from labeler.storage.repo.pool import PoolRows

N_PAIRS = int(sys.argv[1]) if len(sys.argv) > 1 else 700_000
DB = sys.argv[2] if len(sys.argv) > 2 else str(Path(__file__).parent / "data" / "bench_runs.db")
IS_FILE = "://" not in DB
PER_QUERY = 100
BLOB_MB = 92  # what the 6.98 M-line MS MARCO-sized run compresses to


def pool_rows(n_pairs: int) -> PoolRows:
    """n_pairs pairs, PER_QUERY per query, each brought by the one run at its rank."""
    query_ids, chunk_ids, ranks = [], [], []
    for i in range(n_pairs):
        q, r = divmod(i, PER_QUERY)
        query_ids.append(f"q{q}")
        chunk_ids.append(f"d{(q * 7919 + r * 104729) % 8_841_823}")
        ranks.append(r + 1)
    return PoolRows(query_ids, chunk_ids, ranks, list(range(n_pairs)), [0] * n_pairs, ranks, ["bench"])


def main() -> None:
    """Store the blob, then the pool, each timed."""
    if IS_FILE:
        Path(DB).parent.mkdir(parents=True, exist_ok=True)
        _remove_sqlite_files()
    repo = open_repository(DB)
    rows = pool_rows(N_PAIRS)
    info = RunInfo(name="bench", sha256="0" * 64, n_rows=N_PAIRS * 10, n_queries=N_PAIRS // PER_QUERY)
    start = time.perf_counter()
    repo.add_run(info, b"\x00" * (BLOB_MB * 1024 * 1024))
    blob_seconds = time.perf_counter() - start
    start = time.perf_counter()
    counts = repo.add_pool(rows, origin="pool:depth=100", placeholder_queries=sorted(set(rows.query_ids)))
    pool_seconds = time.perf_counter() - start
    repo.close()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    size = f", db {Path(DB).stat().st_size / 1e6:,.0f} MB" if IS_FILE else ""
    print(f"{repo.dialect}: add_run ({BLOB_MB} MB blob) {blob_seconds:.2f} s; add_pool {counts.new_pairs:,} pairs "
          f"in {pool_seconds:.2f} s; peak RSS {peak_mb:,.0f} MB{size}")
    if IS_FILE:
        _remove_sqlite_files()


def _remove_sqlite_files() -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{DB}{suffix}").unlink(missing_ok=True)


if __name__ == "__main__":
    main()
