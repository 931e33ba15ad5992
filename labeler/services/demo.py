"""The bundled demo project: ~20 queries, ~400 chunks, two runs, some judgments, a depth-10 pool."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from labeler.paths import demo_data_dir

if TYPE_CHECKING:
    from labeler.storage import Repository

DEMO_ANNOTATOR = "demo-seed"
DEMO_DEPTH = 10


def default_demo_db() -> Path:
    """Where `labeler demo` keeps its database: the user's data folder, never ./labeler.db."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("labeler")) / "demo.db"


def build_demo(db: str | Path, *, reset: bool = False) -> Repository:
    """Create (or, with reset, recreate) the demo database and return its open repository."""
    from labeler.services.importing import import_chunks, import_qrels, import_queries, import_run
    from labeler.services.pooling import pool
    from labeler.services.project import open_repository

    db = Path(db)
    if reset:
        for suffix in ("", "-wal", "-shm"):
            Path(str(db) + suffix).unlink(missing_ok=True)
    fresh = not db.exists()
    db.parent.mkdir(parents=True, exist_ok=True)
    repository = open_repository(str(db))
    if fresh or repository.counts().queries == 0:
        data = demo_data_dir()
        import_queries(repository, data / "queries.jsonl")
        import_chunks(repository, data / "corpus.jsonl")
        for run_file in sorted(data.glob("run-*.trec")):
            import_run(repository, run_file)
        import_qrels(repository, data / "qrels-seed.txt", annotator=DEMO_ANNOTATOR)
        pool(repository, DEMO_DEPTH)
    return repository
