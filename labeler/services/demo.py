"""The bundled demo project: ~20 queries, ~400 chunks, two runs, some judgments, a depth-10 pool,
and a `demo-judge` suggestion for every pooled pair (a seeded rule, not an LLM: the intended grade,
one more on ~25% of pairs, one less on a few; see labeler.demo.judge), so the suggestion box,
accepting, blind mode and agreement can be tried without an API key."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
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


@contextmanager
def tiny_project(db: str | Path) -> Iterator[Repository]:
    """A fresh database of one query and three pooled pairs, open for the block and closed after it
    (labeler serve's warm process runs the app once on one; nothing of the demo's files is read)."""
    from labeler.domain import Chunk, Pair, Query
    from labeler.services.project import open_repository

    repository = open_repository(str(db))
    try:
        repository.upsert_queries([Query(id="q", text="a query", description="what a good answer says")])
        repository.upsert_chunks([[Chunk(id=f"c{j}", text="a chunk of text " * 20, title="t", doc_id="d")
                                   for j in range(3)]])
        repository.add_pairs(Pair("q", f"c{j}", "pool", best_rank=j + 1) for j in range(3))
        yield repository
    finally:
        repository.close()


def build_demo(db: str | Path, *, reset: bool = False, with_suggestions: bool = True) -> Repository:
    """Create (or, with reset, recreate) the demo database and return its open repository.

    The demo-judge suggestions go in through the suggestion import service, so building twice
    adds nothing; with_suggestions=False leaves them out (used to regenerate their file)."""
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
    if with_suggestions:
        from labeler.demo.judge import DEMO_JUDGE_FILE, DEMO_JUDGE_MODEL
        from labeler.services.judging.imported import import_suggestions

        # also into a demo built by an earlier labeler (it had none); the import is idempotent
        if DEMO_JUDGE_MODEL not in {summary.model for summary in repository.suggestion_models()}:
            import_suggestions(repository, demo_data_dir() / DEMO_JUDGE_FILE, model=DEMO_JUDGE_MODEL, strict=True)
    return repository


def regenerate_demo_judge_file() -> Path:
    """Rewrite demo/data/suggestions-demo-judge.jsonl for the pairs the demo pools (built in a scratch database)."""
    import tempfile

    from labeler.demo.judge import DEMO_JUDGE_FILE, demo_judge_rows, intended_grades, write_rows

    data = demo_data_dir()
    with tempfile.TemporaryDirectory() as scratch:
        repository = build_demo(Path(scratch) / "demo.db", with_suggestions=False)
        pairs = [(pair.query_id, pair.chunk_id) for pair in repository.list_pairs()]
        repository.close()
    target = data / DEMO_JUDGE_FILE
    write_rows(demo_judge_rows(pairs, intended_grades(data / "qrels-full.txt")), target)
    return target


if __name__ == "__main__":
    print(regenerate_demo_judge_file())
