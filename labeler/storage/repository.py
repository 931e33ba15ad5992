"""The repository: the only place that opens database sessions; speaks domain dataclasses."""

from __future__ import annotations

from sqlalchemy import Table, func, select

from labeler.domain import DatabaseError
from labeler.domain.status import StatusCounts
from labeler.storage.access import read_only_error, server_write_blocker, sqlite_write_blocker
from labeler.storage.engine import database_url, make_engine, masked_url, sqlite_path
from labeler.storage.repo_corpus import CorpusMethods
from labeler.storage.repo_judgments import CURRENT, JudgmentMethods
from labeler.storage.repo_pairs import PairMethods
from labeler.storage.repo_prefill import PrefillMethods
from labeler.storage.repo_queue import QueueMethods
from labeler.storage.repo_runs import RunMethods
from labeler.storage.repo_sampling import SamplingMethods
from labeler.storage.repo_suggestions import SuggestionMethods
from labeler.storage.repo_tallies import TallyMethods
from labeler.storage.repo_team import TeamMethods
from labeler.storage.schema import head_revision, inspect_database, run_alembic
from labeler.storage.tables import (
    annotator_t,
    chunk_t,
    judgment_t,
    pair_t,
    query_t,
    run_t,
    suggestion_t,
)


class Repository(
    CorpusMethods,
    RunMethods,
    PairMethods,
    JudgmentMethods,
    SuggestionMethods,
    PrefillMethods,
    TeamMethods,
    QueueMethods,
    TallyMethods,
    SamplingMethods,
):
    """Every read and write of a labeler database; each write method is one committed transaction."""

    def counts(self) -> StatusCounts:
        """What the database holds, counted in SQL."""

        def count(table: Table) -> int:
            return int(conn.execute(select(func.count()).select_from(table)).scalar_one())

        with self._engine.connect() as conn:
            pairs = count(pair_t)
            # GROUP BY, not count(DISTINCT): SQLite then walks the current-judgment index in pair
            # order instead of sorting every row into a temporary tree (a third faster at 1 M)
            judged_pairs = select(judgment_t.c.pair_id).where(judgment_t.c.status == CURRENT).group_by(judgment_t.c.pair_id)
            judged = conn.execute(select(func.count()).select_from(judged_pairs.subquery())).scalar_one()
            missing_text = conn.execute(
                select(func.count())
                .select_from(pair_t.outerjoin(chunk_t, chunk_t.c.id == pair_t.c.chunk_id))
                .where(chunk_t.c.id.is_(None))
            ).scalar_one()
            per_annotator: dict[str, int] = dict(
                conn.execute(
                    select(annotator_t.c.name, func.count())
                    .join(judgment_t, judgment_t.c.annotator_id == annotator_t.c.id)
                    .where(judgment_t.c.status == CURRENT)
                    .group_by(annotator_t.c.name)
                    .order_by(annotator_t.c.name)
                ).all()
            )
            return StatusCounts(
                queries=count(query_t),
                chunks=count(chunk_t),
                runs=count(run_t),
                pairs=pairs,
                judged_pairs=judged,
                unjudged_pairs=pairs - judged,
                pairs_missing_chunk_text=missing_text,
                suggestions=count(suggestion_t),
                per_annotator=per_annotator,
            )


def open_repository(db: str, *, migrate: bool = True, create: bool = True, read_only: bool = False) -> Repository:
    """Open db (a path or a SQLAlchemy URL); a missing SQLite file is created and migrated
    unless create is false (read-only commands: a mistyped path must not become a new project).

    An older schema is upgraded when migrate is true. A file that is not SQLite, a database
    that is not labeler's, or a newer schema raises DatabaseError and is left untouched.
    ``read_only=True`` writes nothing, ever: no file is created, no migration runs (an older
    schema is an error naming `labeler db upgrade`), SQLite is opened read-only and PostgreSQL
    transactions are READ ONLY. Without it, a database this process cannot write raises
    ``WHERE: the database is read-only (why)`` before anything is attempted.
    """
    url = database_url(db)
    path = sqlite_path(url)
    if (read_only or not create) and path is not None and not path.exists():
        raise DatabaseError(
            f"no labeler database at {path}: import something first (`labeler import ...`), "
            "or try `labeler demo`"
        )
    state = inspect_database(db)
    if not read_only and path is not None:
        blocker = sqlite_write_blocker(path)
        if blocker is not None:
            raise read_only_error(str(path), blocker)
    head = head_revision()
    if state.revision != head:
        if read_only or not migrate:
            if state.empty and path is not None and not path.exists():
                raise DatabaseError(f"no labeler database at {path}")
            raise DatabaseError(
                f"database schema is at revision {state.revision or '(none)'}, this labeler needs {head}; "
                "run `labeler db upgrade`"
            )
        run_alembic(db, "upgrade", "head")
    engine = make_engine(url, read_only=read_only)
    if not read_only:
        blocker = server_write_blocker(engine)
        if blocker is not None:
            engine.dispose()
            raise read_only_error(masked_url(url), blocker)
    return Repository(engine)
