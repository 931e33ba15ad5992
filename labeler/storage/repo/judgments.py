"""Repository methods for judgments (history kept: supersede and undo, never erase) and skips."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable
from typing import Any

from sqlalchemy import Connection, and_, bindparam, delete, select, update

from labeler.domain import Judgment, JudgmentSource, LabelerError, NotFoundError, UpsertCounts
from labeler.storage.bulk import driver_rows, execute_many, insert_rows
from labeler.storage.counts.assignments import annotators_with_assignments
from labeler.storage.counts.kept import Deltas, lock_counts, pair_ordinal
from labeler.storage.repo.base import RepositoryBase, _insert_or_ignore, aware, batched, naive_utc, stored_value, utcnow
from labeler.storage.repo.grading import _is_own, check_grade
from labeler.storage.schema import annotator_t, judgment_t, pair_t, skip_t

CURRENT, SUPERSEDED, UNDONE = "current", "superseded", "undone"

_JUDGMENT_SELECT = (
    select(
        judgment_t,
        pair_t.c.query_id,
        pair_t.c.chunk_id,
        annotator_t.c.name.label("annotator"),
    )
    .join(pair_t, pair_t.c.id == judgment_t.c.pair_id)
    .join(annotator_t, annotator_t.c.id == judgment_t.c.annotator_id)
)


def _to_judgment(row: Any) -> Judgment:
    return Judgment(
        query_id=row.query_id,
        chunk_id=row.chunk_id,
        annotator=row.annotator,
        grade=row.grade,
        source=JudgmentSource(row.source),
        note=row.note,
        seconds_spent=row.seconds_spent,
        created_at=aware(row.created_at),
        id=row.id,
    )


_IMPORT_COLUMNS = (
    "pair_id", "annotator_id", "grade", "note", "seconds_spent", "source", "created_at", "status", "supersedes_id"
)


def _import_plan(
    conn: Connection,
    latest: dict[tuple[str, str, str], Judgment],
    pair_ids: dict[tuple[str, str], int],
    annotator_ids: dict[str, int],
    current: dict[tuple[int, int], tuple[int, int]],
) -> tuple[list[int], list[tuple[Any, ...]], int]:
    """(ids to supersede, new rows as plain tuples in _IMPORT_COLUMNS order, unchanged count).

    Same grade as the annotator's current one: unchanged; another grade: a new current row that
    supersedes it; none yet: a new row. Times go to the driver in their stored form.
    """
    now = utcnow()
    superseded: list[int] = []
    new_rows: list[tuple[Any, ...]] = []
    unchanged = 0
    for (q, c, a), judgment in latest.items():
        key = (pair_ids[(q, c)], annotator_ids[a])
        previous = current.get(key)
        if previous is not None and previous[1] == judgment.grade:
            unchanged += 1
            continue
        if previous is not None:
            superseded.append(previous[0])
        made = naive_utc(judgment.created_at) if judgment.created_at else now
        new_rows.append(
            (key[0], key[1], judgment.grade, judgment.note, judgment.seconds_spent, str(judgment.source),
             stored_value(conn, judgment_t.c.created_at, made), CURRENT, None if previous is None else previous[0])
        )
    return superseded, new_rows, unchanged


def _sources(conn: Connection, judgment_ids: Iterable[int | None]) -> dict[int | None, str]:
    """judgment id -> source of those of the ids that are not None."""
    found: dict[int | None, str] = {}
    for batch in batched(sorted({id_ for id_ in judgment_ids if id_ is not None})):
        found.update((id_, source) for id_, source in conn.execute(select(judgment_t.c.id, judgment_t.c.source).where(judgment_t.c.id.in_(batch))))
    return found


class JudgmentMethods(RepositoryBase):
    """Judgments, annotators and skips."""

    def set_note(self, query_id: str, chunk_id: str, annotator: str, note: str | None) -> Judgment | None:
        """Change the note of the annotator's current judgment of the pair; None if there is none."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            current = self._current_for(conn, query_id, chunk_id, annotator, lock=True)
            if current is None:
                return None
            conn.execute(update(judgment_t).where(judgment_t.c.id == current).values(note=note))
            return self._judgment(conn, current)

    def undo_last(self, annotator: str) -> Judgment | None:
        """Undo the annotator's most recent still-effective judgment and return it (None: nothing left).

        The undone row is marked 'undone' and the row it superseded becomes 'current' again,
        so repeated calls walk back through the annotator's grading, across queries. Writers of
        the same annotator's judgments (another terminal grading) wait, so the row undone is the
        newest when it is undone.
        """
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            annotator_id = self._annotator_ids(conn, [annotator], create=False).get(annotator)
            if annotator_id is None:
                return None
            self._lock_annotators(conn, [annotator_id])
            lock_counts(conn)
            row = conn.execute(
                select(judgment_t.c.id, judgment_t.c.pair_id, judgment_t.c.supersedes_id, judgment_t.c.source)
                .where(and_(judgment_t.c.annotator_id == annotator_id, judgment_t.c.status == CURRENT))
                .order_by(judgment_t.c.id.desc())
                .limit(1)
            ).first()
            if row is None:
                return None
            deltas = Deltas()
            restored = _sources(conn, [row.supersedes_id]).get(row.supersedes_id)
            deltas.own_judgments_changed(conn, [(row.pair_id, annotator_id, _is_own(row.source), _is_own(restored))])
            # Order matters: the partial unique index allows one 'current' row per pair at a time.
            conn.execute(update(judgment_t).where(judgment_t.c.id == row.id).values(status=UNDONE))
            if row.supersedes_id is not None:
                conn.execute(
                    update(judgment_t).where(judgment_t.c.id == row.supersedes_id).values(status=CURRENT)
                )
            else:
                deltas.judgment_withdrawn(conn, row.pair_id, annotator_id)
            deltas.apply(conn)
            return self._judgment(conn, row.id)

    def import_judgments(
        self, judgments: Iterable[Judgment], *, placeholder_queries: Iterable[str] = ()
    ) -> UpsertCounts:
        """Import graded pairs (qrels) in one transaction: missing pairs (origin 'qrels') and
        annotators are created; same grade as the current one is unchanged, another grade
        supersedes it (updated), none yet is added. A repeated (pair, annotator) keeps the last.

        Each id in placeholder_queries the database lacks becomes a placeholder query (text "",
        metadata {"placeholder": True}) in the same transaction; other unknown queries raise
        NotFoundError and nothing is written."""
        latest: dict[tuple[str, str, str], Judgment] = {}
        for judgment in judgments:
            check_grade(judgment.grade)
            latest[(judgment.query_id, judgment.chunk_id, judgment.annotator)] = judgment
        if not latest:
            return UpsertCounts()
        by_query: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
        for key in latest:
            by_query[key[0]].append(key)
        added = updated = unchanged = 0
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            self._add_placeholder_queries(conn, placeholder_queries)
            annotator_ids = self._annotator_ids(conn, {a for _, _, a in latest}, create=True)
            # the current grades read below stay current until commit: their writers wait
            self._lock_annotators(conn, annotator_ids.values())
            lock_counts(conn)
            deltas = Deltas()
            assigned = annotators_with_assignments(conn, annotator_ids.values())
            # A few hundred queries at a time, so memory holds their pairs, not the whole pool.
            for queries in batched(sorted(by_query)):
                part = {key: latest[key] for query_id in queries for key in by_query[query_id]}
                pair_ids = self._ensure_pairs(conn, {(q, c) for q, c, _ in part}, "qrels", deltas)
                current = self._current_grades(conn, set(annotator_ids.values()), queries)
                superseded, new_rows, same = _import_plan(conn, part, pair_ids, annotator_ids, current)
                # rows superseding nothing are (pair, annotator) keys that had no current judgment
                deltas.first_judgments(conn, [(row[0], row[1]) for row in new_rows if row[-1] is None], queries)
                if assigned:  # only annotators with assignments have an assigned_done count to move
                    counted = [row for row in new_rows if row[1] in assigned]
                    before = _sources(conn, [row[-1] for row in counted])
                    deltas.own_judgments_changed(
                        conn, [(row[0], row[1], _is_own(before.get(row[-1])), _is_own(row[5])) for row in counted]
                    )
                # Order matters: the partial unique index allows one 'current' row per pair at a time.
                if superseded:
                    execute_many(
                        conn,
                        update(judgment_t).where(judgment_t.c.id == bindparam("b_id")).values(status=SUPERSEDED),
                        ({"b_id": id_} for id_ in superseded),
                    )
                insert_rows(conn, judgment_t, _IMPORT_COLUMNS, new_rows)
                added += len(new_rows) - len(superseded)
                updated += len(superseded)
                unchanged += same
            pairs_added = deltas.new_pairs  # apply() clears the deltas
            deltas.apply(conn)
        return UpsertCounts(added=added, updated=updated, unchanged=unchanged, pairs_added=pairs_added)

    def current_judgments(
        self,
        annotator: str | None = None,
        sources: Collection[JudgmentSource] | None = None,
    ) -> list[Judgment]:
        """The current judgment of every (pair, annotator), oldest first; optionally filtered."""
        statement = _JUDGMENT_SELECT.where(judgment_t.c.status == CURRENT).order_by(judgment_t.c.id)
        if annotator is not None:
            statement = statement.where(annotator_t.c.name == annotator)
        if sources is not None:
            statement = statement.where(judgment_t.c.source.in_([str(s) for s in sources]))
        with self._engine.connect() as conn:
            return [_to_judgment(row) for row in conn.execute(statement)]

    def judgment_history(self) -> list[tuple[Judgment, str]]:
        """Every judgment row ever written with its status ('current', 'superseded', 'undone'), oldest first."""
        with self._engine.connect() as conn:
            rows = conn.execute(_JUDGMENT_SELECT.order_by(judgment_t.c.id))
            return [(_to_judgment(row), row.status) for row in rows]

    def annotators(self) -> list[str]:
        """Names of all annotators, sorted."""
        with self._engine.connect() as conn:
            return list(conn.execute(select(annotator_t.c.name).order_by(annotator_t.c.name)).scalars())

    def skip(self, query_id: str, chunk_id: str, annotator: str) -> None:
        """Mark an existing pair as skipped for now by annotator (idempotent)."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            pair_id = self._existing_pair(conn, query_id, chunk_id)
            annotator_id = self._annotator_ids(conn, [annotator], create=True)[annotator]
            self._lock_annotators(conn, [annotator_id])
            conn.execute(
                _insert_or_ignore(conn, skip_t, ["pair_id", "annotator_id"]).values(
                    pair_id=pair_id, annotator_id=annotator_id, created_at=utcnow()
                )
            )

    def unskip(self, query_id: str, chunk_id: str, annotator: str) -> None:
        """Forget a skip (no error if there was none)."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            pair_id = self._pair_id(conn, query_id, chunk_id)
            annotator_id = self._annotator_ids(conn, [annotator], create=False).get(annotator)
            if pair_id is not None and annotator_id is not None:
                self._lock_annotators(conn, [annotator_id])
                lock_counts(conn)
                removed = conn.execute(
                    delete(skip_t).where(and_(skip_t.c.pair_id == pair_id, skip_t.c.annotator_id == annotator_id))
                ).rowcount
                if removed:  # the pair may be back in their queue, before their frontier
                    deltas = Deltas()
                    deltas.lower_frontier(annotator_id, pair_ordinal(conn, pair_id))
                    deltas.apply(conn)

    def skipped(self, annotator: str) -> set[tuple[str, str]]:
        """(query_id, chunk_id) of the pairs annotator skipped."""
        with self._engine.connect() as conn:
            rows = conn.execute(
                select(pair_t.c.query_id, pair_t.c.chunk_id)
                .join(skip_t, skip_t.c.pair_id == pair_t.c.id)
                .join(annotator_t, annotator_t.c.id == skip_t.c.annotator_id)
                .where(annotator_t.c.name == annotator)
            )
            return {(q, c) for q, c in rows}

    # --- helpers -----------------------------------------------------------------------------

    @staticmethod
    def _judgment(conn: Connection, judgment_id: int) -> Judgment:
        return _to_judgment(conn.execute(_JUDGMENT_SELECT.where(judgment_t.c.id == judgment_id)).one())

    @staticmethod
    def _current_id(conn: Connection, pair_id: int, annotator_id: int) -> int | None:
        return conn.execute(
            select(judgment_t.c.id).where(
                and_(
                    judgment_t.c.pair_id == pair_id,
                    judgment_t.c.annotator_id == annotator_id,
                    judgment_t.c.status == CURRENT,
                )
            )
        ).scalar_one_or_none()

    def _current_for(
        self, conn: Connection, query_id: str, chunk_id: str, annotator: str, *, lock: bool = False
    ) -> int | None:
        pair_id = self._pair_id(conn, query_id, chunk_id)
        annotator_id = self._annotator_ids(conn, [annotator], create=False).get(annotator)
        if pair_id is None or annotator_id is None:
            return None
        if lock:
            self._lock_annotators(conn, [annotator_id])
        return self._current_id(conn, pair_id, annotator_id)

    def _existing_pair(self, conn: Connection, query_id: str, chunk_id: str) -> int:
        pair_id = self._pair_id(conn, query_id, chunk_id)
        if pair_id is None:
            raise NotFoundError(f"no pair ({query_id!r}, {chunk_id!r}) in the pool")
        return pair_id

    @staticmethod
    def _current_grades(
        conn: Connection, annotator_ids: set[int], query_ids: Collection[str]
    ) -> dict[tuple[int, int], tuple[int, int]]:
        """(pair_id, annotator_id) -> (judgment id, grade) of current rows of these annotators on these queries."""
        statement = (
            select(judgment_t.c.pair_id, judgment_t.c.annotator_id, judgment_t.c.id, judgment_t.c.grade)
            .join(pair_t, pair_t.c.id == judgment_t.c.pair_id)
            .where(
                and_(
                    judgment_t.c.status == CURRENT,
                    judgment_t.c.annotator_id.in_(sorted(annotator_ids)),
                    pair_t.c.query_id.in_(sorted(query_ids)),
                )
            )
        )
        grades: dict[tuple[int, int], tuple[int, int]] = {}
        for rows in driver_rows(conn, statement):
            grades.update({(p, a): (id_, grade) for p, a, id_, grade in rows})
        return grades
