"""``labeler.open``: a labeler database opened from Python (imports, counts, qrels, scores, and typed
rows through a read-only SQLModel session)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from labeler.api.inputs import OpenDatabase, QrelsSource, Runs
from labeler.api.scoring import compare, evaluate
from labeler.domain import RunInfo, UpsertCounts
from labeler.domain.status import StatusCounts
from labeler.services.aggregation import DEFAULT_POLICY

if TYPE_CHECKING:
    import pandas as pd

    from labeler.services.importing import RunImport
    from labeler.storage.sessions import ReadOnlySession


def open(db: str | os.PathLike[str], *, create: bool = False) -> "Project":  # noqa: A001 - labeler.open
    """Open a labeler database (SQLite path or SQLAlchemy URL), migrating it if older; a missing
    SQLite file is an error unless create=True. Use as a context manager to close it."""
    return Project(str(db), create=create)


class Project(OpenDatabase):
    """A labeler database opened from Python: imports, counts, qrels and scores of its runs."""

    def __init__(self, db: str, *, create: bool = False) -> None:
        from labeler.services.project import open_repository

        super().__init__(db, open_repository(db, create=create))

    def __enter__(self) -> "Project":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Project({self.db!r})"

    def close(self) -> None:
        """Release the database connections."""
        self._repository.close()

    def session(self) -> AbstractContextManager[ReadOnlySession]:
        """A read-only SQLModel session for typed rows of the table models (labeler.storage.schema),
        closed on exit: ``with project.session() as s: s.exec(select(Judgment)).all()``. It and its
        connection refuse every write: labeler writes only through its commands, which keep counts and history."""
        return self._repository.session()

    def status(self) -> StatusCounts:
        """What the database holds: queries, chunks, runs, pairs, judged and unjudged, per annotator."""
        return self._repository.counts()

    def runs(self) -> list[RunInfo]:
        """The imported runs, by name."""
        from labeler.services.labeling.browsing import imported_runs

        return imported_runs(self._repository)

    def import_queries(self, path: str | os.PathLike[str], *, format: str | None = None) -> UpsertCounts:
        """Add or update queries from a file (TSV, CSV, JSONL, Parquet, BEIR, TREC topics)."""
        from labeler.services.importing import import_queries

        return import_queries(self._repository, os.fspath(path), format=format)

    def import_chunks(self, path: str | os.PathLike[str], *, format: str | None = None) -> UpsertCounts:
        """Add or update chunks from a corpus file, in one transaction."""
        from labeler.services.importing import import_chunks

        return import_chunks(self._repository, os.fspath(path), format=format)

    def import_run(self, path: str | os.PathLike[str], *, name: str | None = None, replace: bool = False,
                   strict: bool = False, format: str | None = None) -> "RunImport":
        """Import a run file under a name (default: its tag); the same file twice adds nothing."""
        from labeler.services.importing import import_run

        return import_run(self._repository, os.fspath(path), name=name, format=format, strict=strict,
                          replace=replace)

    def import_qrels(self, path: str | os.PathLike[str], *, annotator: str | None = None, clip: bool = False,
                     strict: bool = False, format: str | None = None) -> UpsertCounts:
        """Import a qrels file as one annotator's judgments (grades 0-3; clip=True clips others)."""
        from labeler.services.importing import import_qrels

        return import_qrels(self._repository, os.fspath(path), annotator=annotator, format=format,
                            clip=clip, strict=strict)

    def qrels(self, aggregate: str = DEFAULT_POLICY) -> "pd.DataFrame":
        """The human qrels as a DataFrame ``qid, docid, grade`` (one row per judged pair, sorted),
        aggregated over annotators by the policy, as `labeler export qrels --aggregate` writes them."""
        from labeler.dataio.frames.inputs import qrels_frame
        from labeler.services.aggregation import human_qrels, validate_policy

        rows = [(q.query_id, q.chunk_id, q.grade) for q in human_qrels(self._repository, validate_policy(aggregate))]
        return qrels_frame(rows)

    def evaluate(self, runs: Runs, qrels: QrelsSource = None, measures: Sequence[str] | None = None,
                 **options: Any) -> "pd.DataFrame":
        """labeler.evaluate with db= this project (options as there)."""
        return evaluate(runs, qrels, measures, db=self, **options)

    def compare(self, runs: Runs, qrels: QrelsSource = None, measures: Sequence[str] | None = None,
                **options: Any) -> "pd.DataFrame":
        """labeler.compare with db= this project (options as there)."""
        return compare(runs, qrels, measures, db=self, **options)
