"""One grade's write: the label screen's hot path, a handful of statements in one transaction.

A grade reads everything it decides on in one statement (the annotator's and the pair's ids, the
annotator's current judgment of the pair and its source, whether anyone's current judgment of the pair
exists, whether the pair is assigned to the annotator, whether they skipped it, the pool's kept size;
and, when the caller names one, the chunk it will show next, so the label session's move after the grade
reads no chunk of its own), then writes the new row, supersedes the old one and drops the skip only when there is one, and moves
the kept counts in one upsert whose RETURNING gives the annotator's judged count as this transaction
leaves it: with the pool's size, the label screen's progress without a read of its own. Counts a
grade does not move are not written (PostgreSQL keeps a row version per write). The
project-identity check (storage.project_identity) runs as this same transaction commits.

Locks: on SQLite BEGIN IMMEDIATE makes the transaction the only writer before it reads. On
PostgreSQL the annotator's row, then the kept ``pairs`` row (kept_counts.lock_counts) are locked in
that order (the order every judgment writer takes), and the state is read after them, in a statement
of its own (under READ COMMITTED a statement sees what was committed when it started, so the read
comes after the waits), so it is what the last writer committed. What the state holds can change only
under one of the two: the annotator's own judgments, skips and notes under their row; every other
judgment, the pairs and the pool's size, the assignments under the kept ``pairs`` row. The pair's row
itself needs no lock of its own: every writer of pairs holds the kept ``pairs`` row. An annotator or
pair that does not exist yet is created in the same transaction (the pair with origin 'manual'), as
record_judgment always did.

Round trips on PostgreSQL: the two locks, the state read (with the next chunk), and one statement inserting the judgment and
moving the kept counts (two sub-statements of one WITH; the supersede and the unskip, when there is
one, run before it, as the partial unique index of current judgments needs the old row superseded
first).
"""

from __future__ import annotations

from typing import Any, TypedDict, Unpack

from sqlalchemy import Connection, and_, bindparam, delete, exists, insert, select, text, true, update

from labeler.domain import Chunk, Judgment, JudgmentSource, LabelerError
from labeler.domain.grades import MAX_GRADE, MIN_GRADE
from labeler.storage.counts.assignments import done_key
from labeler.storage.counts.kept import JUDGED_PAIRS, PAIRS, Deltas, annotator_key, lock_counts
from labeler.storage.counts.own_judgments import INDEPENDENT_SOURCE_VALUES
from labeler.storage.prepared import Prepared
from labeler.storage.repo.base import RepositoryBase, aware, stored_value, utcnow
from labeler.storage.repo.corpus import chunk_columns, chunk_from_values
from labeler.storage.schema import annotator_t, assignment_t, chunk_t, judgment_t, kept_count_t, pair_t, skip_t

CURRENT, SUPERSEDED = "current", "superseded"
#: (judged, total) of the annotator's whole-pool queue, as the grade's transaction left them.
Progress = tuple[int, int]
_STATE_FIELDS = 8  # the state's own columns; the chunk ahead's follow


class GradeOptions(TypedDict, total=False):
    """record_judgment's optional fields, as record_grade takes them."""

    note: str | None
    seconds_spent: float | None
    source: JudgmentSource


def _state() -> Any:
    """What a grade decides on, in one row (none: the annotator or the pair does not exist yet), then the
    columns of the chunk ``ahead_id`` names (NULLs: none is named, or no such chunk)."""
    mine = judgment_t.alias("mine")
    anyone = judgment_t.alias("anyone")
    ahead = chunk_t.alias("ahead")
    by_annotator = assignment_t.c.annotator_id == annotator_t.c.id
    return (
        select(
            annotator_t.c.id, pair_t.c.id, mine.c.id, mine.c.source,
            exists().where(and_(by_annotator, assignment_t.c.pair_id == pair_t.c.id)),
            exists().where(and_(anyone.c.pair_id == pair_t.c.id, anyone.c.status == CURRENT)),
            exists().where(and_(skip_t.c.pair_id == pair_t.c.id, skip_t.c.annotator_id == annotator_t.c.id)),
            select(kept_count_t.c.n).where(kept_count_t.c.name == PAIRS).scalar_subquery(),
            *chunk_columns(ahead),
        )
        .select_from(
            annotator_t.join(pair_t, true()).outerjoin(mine, and_(
                mine.c.pair_id == pair_t.c.id, mine.c.annotator_id == annotator_t.c.id, mine.c.status == CURRENT))
            .outerjoin(ahead, ahead.c.id == bindparam("ahead_id"))
        )
        .where(and_(annotator_t.c.name == bindparam("name"), pair_t.c.query_id == bindparam("query_id"),
                    pair_t.c.chunk_id == bindparam("chunk_id")))
    )


_STATE = Prepared(_state)
_LOCK_ANNOTATOR_NAMED = Prepared(lambda: select(annotator_t.c.id).where(
    annotator_t.c.name == bindparam("name")).with_for_update())
_SUPERSEDE = Prepared(lambda: update(judgment_t).where(judgment_t.c.id == bindparam("id")).values(status=SUPERSEDED))
_JUDGMENT_FIELDS = ("pair_id", "annotator_id", "grade", "note", "seconds_spent", "source", "created_at", "supersedes_id")
_INSERT = Prepared(lambda: insert(judgment_t).values(
    {name: bindparam(name) for name in _JUDGMENT_FIELDS} | {"status": CURRENT}
).returning(judgment_t.c.id))
_UNSKIP = Prepared(lambda: delete(skip_t).where(
    and_(skip_t.c.pair_id == bindparam("pair_id"), skip_t.c.annotator_id == bindparam("annotator_id"))))


def _upsert_counts(rows: int) -> str:
    """INSERT adding n to each of `rows` kept counts (a missing one is created), returning them as they now are."""
    values = ", ".join(f"(:name{i}, :n{i})" for i in range(rows))
    return (f"INSERT INTO kept_count (name, n) VALUES {values} "  # noqa: S608 - placeholders only
            "ON CONFLICT (name) DO UPDATE SET n = kept_count.n + excluded.n RETURNING name, n")


def _add_counts(rows: int) -> Prepared:
    """Move `rows` kept counts; rows (name, n) as they now are."""
    return Prepared(lambda: text(_upsert_counts(rows)))


def _insert_and_count(rows: int) -> Prepared:
    """PostgreSQL: insert the judgment and move `rows` kept counts in one statement (two sub-statements
    of one WITH, on different tables); rows (judgment id, name, n), one per count."""
    columns = ", ".join(_JUDGMENT_FIELDS)
    values = ", ".join(f":{name}" for name in _JUDGMENT_FIELDS)
    return Prepared(lambda: text(
        f"WITH j AS (INSERT INTO judgment ({columns}, status) VALUES ({values}, '{CURRENT}') RETURNING id), "  # noqa: S608
        f"c AS ({_upsert_counts(rows)}) SELECT (SELECT id FROM j), c.name, c.n FROM c"
    ))


# the annotator's judged count; the judged pairs and the assigned-done count when they move
_ADD_COUNTS = {rows: _add_counts(rows) for rows in (1, 2, 3)}
_INSERT_AND_COUNT = {rows: _insert_and_count(rows) for rows in (1, 2, 3)}


def check_grade(grade: int) -> None:
    """Refuse a grade outside the scale."""
    if not MIN_GRADE <= grade <= MAX_GRADE:
        raise LabelerError(f"grade must be between {MIN_GRADE} and {MAX_GRADE}, got {grade}")


def _is_own(source: str | None) -> bool:
    """Whether a current judgment of this source (None: no judgment) is an annotator's own grade."""
    return source in INDEPENDENT_SOURCE_VALUES


class GradeMethods(RepositoryBase):
    """The grade of one pair by one annotator."""

    def record_judgment(self, query_id: str, chunk_id: str, annotator: str, grade: int,
                        **options: Unpack[GradeOptions]) -> Judgment:
        """Grade a pair (created with origin 'manual' if missing); supersedes the annotator's
        current judgment, clears their skip of the pair, and commits before returning."""
        return self.record_grade(query_id, chunk_id, annotator, grade, **options)[0]

    def record_grade(
        self,
        query_id: str,
        chunk_id: str,
        annotator: str,
        grade: int,
        *,
        note: str | None = None,
        seconds_spent: float | None = None,
        source: JudgmentSource = JudgmentSource.HUMAN,
    ) -> tuple[Judgment, Progress]:
        """record_judgment, also returning (pairs the annotator has a current judgment of, pairs in the
        pool) as its transaction committed them: the label screen's whole-pool progress, exact, unread."""
        judgment, progress, _ = self.record_grade_reading(
            query_id, chunk_id, annotator, grade, ahead=None, note=note, seconds_spent=seconds_spent, source=source)
        return judgment, progress

    def record_grade_reading(
        self,
        query_id: str,
        chunk_id: str,
        annotator: str,
        grade: int,
        *,
        ahead: str | None,
        note: str | None = None,
        seconds_spent: float | None = None,
        source: JudgmentSource = JudgmentSource.HUMAN,
    ) -> tuple[Judgment, Progress, Chunk | None]:
        """record_grade, also reading the chunk `ahead` (None: no such chunk, or none named) in the grade's
        own state read, as the committed database holds it: the chunk the label session shows next."""
        check_grade(grade)
        made = utcnow()
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            deltas = Deltas()  # only the rare creations of an annotator or a pair go through it
            postgresql = conn.dialect.name != "sqlite"
            if postgresql:
                self._lock_grade_rows(conn, annotator)
            keys = {"name": annotator, "query_id": query_id, "chunk_id": chunk_id, "ahead_id": ahead}
            row: Any = _STATE(conn, **keys).first()
            if row is None:  # a new annotator (SQLite; PostgreSQL made it while locking) or pair
                self._annotator_ids(conn, [annotator], create=True)
                self._ensure_pairs(conn, [(query_id, chunk_id)], "manual", deltas)
                row = _STATE(conn, **keys).one()
            state, chunk_values = row[:_STATE_FIELDS], row[_STATE_FIELDS:]
            annotator_id, pair_id, previous, previous_source, assigned, judged, skipped, pairs = state
            if previous is not None:
                _SUPERSEDE(conn, id=previous)
            if skipped:
                _UNSKIP(conn, pair_id=pair_id, annotator_id=annotator_id)
            total = int(pairs or 0) + deltas.new_pairs  # the kept pool size, read under the write lock
            deltas.apply(conn)
            fields = {"pair_id": pair_id, "annotator_id": annotator_id, "grade": grade, "note": note,
                      "seconds_spent": seconds_spent, "source": str(source),
                      "created_at": stored_value(conn, judgment_t.c.created_at, made), "supersedes_id": previous}
            counts = _grade_counts(int(annotator_id), previous is None, not judged,
                                   _is_own(str(source)) - _is_own(previous_source) if assigned else 0)
            if postgresql:
                returned: Any = _INSERT_AND_COUNT[len(counts) // 2](conn, **fields, **counts).all()
                judgment_id = returned[0][0]
                moved = {str(name): int(n) for _, name, n in returned}
            else:
                judgment_id = _INSERT(conn, **fields).scalar_one()
                rows: Any = _ADD_COUNTS[len(counts) // 2](conn, **counts).all()
                moved = {str(name): int(n) for name, n in rows}
            judged_now = moved[annotator_key(int(annotator_id))]
        judgment = Judgment(query_id=query_id, chunk_id=chunk_id, annotator=annotator, grade=grade, source=source,
                            note=note, seconds_spent=seconds_spent, created_at=aware(made), id=int(judgment_id))
        chunk = None if chunk_values[0] is None else chunk_from_values(chunk_values)
        return judgment, (judged_now, total), chunk

    def _lock_grade_rows(self, conn: Connection, annotator: str) -> None:
        """PostgreSQL: lock the annotator's row (creating it if missing), then the kept counts."""
        if _LOCK_ANNOTATOR_NAMED(conn, name=annotator).first() is None:
            self._lock_annotators(conn, self._annotator_ids(conn, [annotator], create=True).values())
        lock_counts(conn)


def _grade_counts(annotator_id: int, first: bool, pair_was_unjudged: bool, done: int) -> dict[str, str | int]:
    """The kept counts a grade moves, as parameters name0, n0, ... of the counts' upsert: the annotator's
    own always (its RETURNING is their judged count), the judged pairs and the assigned-done count only
    when they move (a row written for +0 leaves a row version on PostgreSQL)."""
    rows = [(annotator_key(annotator_id), int(first))]
    if pair_was_unjudged:
        rows.append((JUDGED_PAIRS, 1))
    if done:
        rows.append((done_key(annotator_id), done))
    params: dict[str, str | int] = {}
    for i, (name, n) in enumerate(rows):
        params[f"name{i}"], params[f"n{i}"] = name, n
    return params
