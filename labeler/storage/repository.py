"""The repository: the only place that opens database sessions; speaks domain dataclasses."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from sqlalchemy import Engine, Table, delete, func, select

from labeler.domain import DatabaseError
from labeler.domain.status import StatusCounts
from labeler.storage.access import read_only_error, server_write_blocker, sqlite_write_blocker
from labeler.storage.engine import adopt_project, database_target, make_engine
from labeler.storage.forked import adopt_after_fork, keep_for_forks, reads_only
from labeler.storage.project_identity import give_project_id, read_project_id
from labeler.storage.repo.judging.batches import BatchMethods
from labeler.storage.repo.judging.claims import ClaimMethods
from labeler.storage.repo.corpus import CorpusMethods
from labeler.storage.repo.grade_columns import GradeColumnMethods
from labeler.storage.counts.kept import ANNOTATOR_PREFIX, CHUNKS, JUDGED_PAIRS, MISSING_TEXT, PAIRS, kept_rows
from labeler.storage.counts.kept import recount as recount_kept
from labeler.storage.repo.grading import GradeMethods
from labeler.storage.repo.judgments import JudgmentMethods
from labeler.storage.repo.pairs import PairMethods
from labeler.storage.repo.pool import PoolMethods
from labeler.storage.repo.judging.prefill import PrefillMethods
from labeler.storage.repo.queue import QueueMethods
from labeler.storage.repo.roles import RoleGrantMethods
from labeler.storage.repo.runs import RunMethods
from labeler.storage.repo.sampling import SamplingMethods
from labeler.storage.repo.judging.suggestions import SuggestionMethods
from labeler.storage.repo.tallies import TallyMethods
from labeler.storage.repo.team import TeamMethods
from labeler.storage.revisions import head_revision, inspect_database, run_alembic
from labeler.storage.schema import annotator_t, project_t, query_t, run_t, suggestion_t

if TYPE_CHECKING:
    from labeler.storage.sessions import ReadOnlySession


class Repository(
    CorpusMethods,
    RunMethods,
    PairMethods,
    PoolMethods,
    JudgmentMethods,
    GradeMethods,
    BatchMethods,
    ClaimMethods,
    SuggestionMethods,
    PrefillMethods,
    TeamMethods,
    QueueMethods,
    TallyMethods,
    GradeColumnMethods,
    SamplingMethods,
    RoleGrantMethods,
):
    """Every read and write of a labeler database; each write method is one committed transaction."""

    def counts(self) -> StatusCounts:
        """What the database holds: small tables counted in SQL, the rest from the counts the
        writers keep (storage.counts.kept), so this reads a few rows even at millions of judgments."""

        def count(table: Table) -> int:
            return int(conn.execute(select(func.count()).select_from(table)).scalar_one())

        with self._engine.connect() as conn:
            kept = kept_rows(conn)
            names = dict(conn.execute(select(annotator_t.c.id, annotator_t.c.name)).all())
            per_annotator = {
                names[int(key.removeprefix(ANNOTATOR_PREFIX))]: n
                for key, n in kept.items()
                if key.startswith(ANNOTATOR_PREFIX) and n and int(key.removeprefix(ANNOTATOR_PREFIX)) in names
            }
            pairs, judged = kept.get(PAIRS, 0), kept.get(JUDGED_PAIRS, 0)
            return StatusCounts(
                queries=count(query_t),
                chunks=kept.get(CHUNKS, 0),
                runs=count(run_t),
                pairs=pairs,
                judged_pairs=judged,
                unjudged_pairs=pairs - judged,
                pairs_missing_chunk_text=kept.get(MISSING_TEXT, 0),
                suggestions=count(suggestion_t),
                per_annotator=dict(sorted(per_annotator.items())),
            )

    def recount(self) -> dict[str, int]:
        """Rebuild the kept counts from the tables (one transaction); returns the names whose stored
        value was wrong, with the difference (stored minus counted)."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            before = kept_rows(conn)
            after = recount_kept(conn)
        names = sorted(set(before) | set(after))
        return {name: before.get(name, 0) - after.get(name, 0) for name in names if before.get(name, 0) != after.get(name, 0)}

    @contextmanager
    def session(self) -> Iterator[ReadOnlySession]:
        """A SQLModel session for reading typed rows of the table models (labeler.storage.schema),
        closed on exit; it and its connection refuse every write (storage.sessions)."""
        from labeler.storage.sessions import ReadOnlySession

        with ReadOnlySession(self._reading_engine()) as session:
            yield session

    @contextmanager
    def reads_only(self) -> Iterator[None]:
        """A block in which this repository runs reads only: any other statement raises DatabaseError before it
        runs (a read ahead, storage.forked)."""
        with reads_only(self._engine):
            yield

    def keep_for_forks(self) -> None:
        """In a process about to fork apps: keep this writer's engine for the apps forked after, every
        connection and the file's descriptor closed now (storage.forked); this repository is done with."""
        keep_for_forks(self._engine)


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
    target = database_target(db)  # the one parse of db: everything below reads the target
    if not read_only:
        adopted = adopt_after_fork(target)  # an app forked by labeler serve's warm process (storage.forked)
        if adopted is not None:
            return Repository(adopted)
    path = target.path
    if (read_only or not create) and path is not None and not path.exists():
        raise DatabaseError(
            f"no labeler database at {path}: import something first (`labeler import ...`), "
            "or try `labeler demo`"
        )
    state = inspect_database(target)
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
        run_alembic(target, "upgrade", "head")
    engine = make_engine(target, read_only=read_only)
    if not read_only:
        blocker = server_write_blocker(engine)
        if blocker is not None:
            engine.dispose()
            raise read_only_error(target.masked, blocker)
        adopt_project(engine, project_id_of(engine))
    return Repository(engine, read_only=read_only)


def project_id_of(engine: Engine) -> str:
    """The project id the database holds; one is given (in its own transaction) to a database whose
    row was deleted, so a writer always has one to check."""
    found = read_project_id(engine)
    if found is not None:
        return found
    with engine.begin() as conn:
        if conn.dialect.name == "sqlite":
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        conn.execute(delete(project_t))
        return give_project_id(conn)
