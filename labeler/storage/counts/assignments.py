"""Per-annotator assignment counts kept in kept_count, so `team-status` reads a few rows, not every assignment.

Two rows per annotator with assignments: ``assigned:<annotator id>`` (pairs assigned to them) and
``assigned_done:<annotator id>`` (of those, the pairs they hold a current *own* judgment of: human,
imported or accepted-LLM; an adjudication is not an annotator's own judgment). ``assignments_kept``
(n = 1) says the rows are complete: a database whose counts were backfilled before this module
existed lacks it, and readers then scan (a read-only `team-status` cannot record them); the next
assignment write or `labeler status --recount` records them.

Writers of assignments (add, clear, the sampled queue) recount the annotators they touched in SQL
after their write; writers of judgments add a delta for each assigned (pair, annotator) whose
own-judgment state flipped (kept_counts.Deltas.own_judgments_changed). Both hold lock_counts.
"""

from __future__ import annotations

from collections.abc import Collection

from sqlalchemy import ColumnElement, Connection, and_, bindparam, case, delete, func, insert, or_, select

from labeler.storage.bulk import batched
from labeler.storage.counts.own_judgments import own_judgment_exists
from labeler.storage.prepared import Prepared
from labeler.storage.schema import assignment_t, kept_count_t

ASSIGNED_PREFIX, DONE_PREFIX, ASSIGNMENTS_KEPT = "assigned:", "assigned_done:", "assignments_kept"


def assigned_key(annotator_id: int) -> str:
    """The kept_count name of the number of pairs assigned to an annotator."""
    return f"{ASSIGNED_PREFIX}{annotator_id}"


def done_key(annotator_id: int) -> str:
    """The kept_count name of the number of an annotator's assigned pairs they have judged themselves."""
    return f"{DONE_PREFIX}{annotator_id}"


def _named(prefix: str) -> ColumnElement[bool]:
    """kept_count names starting with prefix, compared as text: LIKE would read the `_` of
    "assigned_done:" as any character (and SQLite's LIKE ignores case)."""
    return func.substr(kept_count_t.c.name, 1, len(prefix)) == prefix


def assignment_count_rows(conn: Connection, annotator_ids: Collection[int] | None = None) -> dict[str, int]:
    """The assignment counts (both prefixes, non-zero only) computed from the tables, of every
    annotator or of these; one grouped scan of their assignments."""
    done = func.sum(case((own_judgment_exists(), 1), else_=0))
    statement = select(assignment_t.c.annotator_id, func.count(), done).group_by(assignment_t.c.annotator_id)
    if annotator_ids is not None:
        statement = statement.where(assignment_t.c.annotator_id.in_(sorted(annotator_ids)))
    rows: dict[str, int] = {}
    for annotator_id, assigned, judged in conn.execute(statement):
        rows[assigned_key(annotator_id)] = int(assigned)
        if judged:
            rows[done_key(annotator_id)] = int(judged)
    return rows


def counts_are_kept(conn: Connection) -> bool:
    """Whether the assignment counts in kept_count are complete (see the module docstring)."""
    return conn.execute(select(kept_count_t.c.n).where(kept_count_t.c.name == ASSIGNMENTS_KEPT)).scalar_one_or_none() == 1


def record_assignment_counts(conn: Connection, annotator_ids: Collection[int] | None = None) -> None:
    """Recount these annotators' assignment rows (all of them, and mark the counts kept, when they
    were not kept yet); the caller holds kept_counts.lock_counts."""
    if annotator_ids is not None and not counts_are_kept(conn):
        annotator_ids = None
    names = kept_count_t.c.name
    if annotator_ids is None:
        conn.execute(delete(kept_count_t).where(or_(_named(ASSIGNED_PREFIX), _named(DONE_PREFIX), names == ASSIGNMENTS_KEPT)))
    else:
        for batch in batched(sorted(annotator_ids)):
            keys = [assigned_key(a) for a in batch] + [done_key(a) for a in batch]
            conn.execute(delete(kept_count_t).where(names.in_(keys)))
    rows = assignment_count_rows(conn, annotator_ids)
    if annotator_ids is None:
        rows[ASSIGNMENTS_KEPT] = 1
    if rows:
        conn.execute(insert(kept_count_t), [{"name": name, "n": n} for name, n in sorted(rows.items())])


def kept_progress(conn: Connection) -> dict[int, tuple[int, int]] | None:
    """annotator id -> (assigned, done) from the kept rows; None when they are not kept (scan instead)."""
    rows = dict(
        conn.execute(
            select(kept_count_t.c.name, kept_count_t.c.n).where(
                or_(
                    _named(ASSIGNED_PREFIX),
                    _named(DONE_PREFIX),
                    kept_count_t.c.name == ASSIGNMENTS_KEPT,
                )
            )
        ).all()
    )
    if rows.pop(ASSIGNMENTS_KEPT, None) != 1:
        return None
    progress: dict[int, tuple[int, int]] = {}
    for name, n in rows.items():
        if name.startswith(ASSIGNED_PREFIX) and n:
            annotator_id = int(name.removeprefix(ASSIGNED_PREFIX))
            progress[annotator_id] = (int(n), int(rows.get(done_key(annotator_id), 0)))
    return progress


def assigned_among(conn: Connection, keys: Collection[tuple[int, int]]) -> set[tuple[int, int]]:
    """Those of the (pair_id, annotator_id) keys that are assignments (one probe per 500 pairs)."""
    by_annotator: dict[int, list[int]] = {}
    for pair_id, annotator_id in keys:
        by_annotator.setdefault(annotator_id, []).append(pair_id)
    found: set[tuple[int, int]] = set()
    for annotator_id, pair_ids in sorted(by_annotator.items()):
        for batch in batched(sorted(set(pair_ids))):
            found.update(
                (pair_id, annotator_id)
                for pair_id in conn.execute(
                    select(assignment_t.c.pair_id).where(
                        and_(assignment_t.c.annotator_id == annotator_id, assignment_t.c.pair_id.in_(batch))
                    )
                ).scalars()
            )
    return found


_ANY_ASSIGNED = Prepared(lambda: select(assignment_t.c.pair_id).where(
    assignment_t.c.annotator_id == bindparam("annotator_id")).limit(1))


def annotators_with_assignments(conn: Connection, annotator_ids: Collection[int]) -> set[int]:
    """Those of the annotators assigned anything (an index probe each): bulk judgment writers skip
    the per-pair check for the others."""
    return {a for a in sorted(set(annotator_ids)) if _ANY_ASSIGNED(conn, annotator_id=a).first() is not None}
