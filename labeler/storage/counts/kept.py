"""Counts kept up to date by the writers, so `labeler status` reads a few rows instead of scanning millions.

The kept_count table holds one row per count: ``pairs``, ``chunks``, ``judged_pairs`` (pairs with at
least one current judgment by anyone), ``pairs_missing_chunk_text`` and ``current:<annotator id>``
(that annotator's current judgments), and the per-annotator assignment counts of
storage.counts.assignments. Every repository write that changes one of them adds its
delta in the same transaction (`Deltas` collects them, `Deltas.apply` writes them). A writer first
calls `lock_counts`: on PostgreSQL that locks the ``pairs`` row until commit, so writers of counted
tables take turns (as SQLite's single writer already does) and each computes its delta from a
database no one else is changing. `recount` rebuilds every row from the tables (the migration's
backfill and ``labeler status --recount``).

The table is schema.counts.KeptCount, created by migrations/versions/0003_kept_counts.py (whose
backfill calls recount).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable

from sqlalchemy import BigInteger, Connection, and_, bindparam, delete, func, insert, select, update

from labeler.storage.bulk import batched
from labeler.storage.prepared import Prepared
from labeler.storage.schema import chunk_t, judgment_t, kept_count_t, pair_t, query_t

PAIRS, CHUNKS, JUDGED_PAIRS, MISSING_TEXT = "pairs", "chunks", "judged_pairs", "pairs_missing_chunk_text"
ANNOTATOR_PREFIX = "current:"
# frontier:<annotator id> = an ordinal such that no query before it has a pair the annotator has
# neither judged nor skipped (their label queue starts there; see queue_frontier.py)
FRONTIER_PREFIX = "frontier:"


def annotator_key(annotator_id: int) -> str:
    """The kept_count name of an annotator's current judgments."""
    return f"{ANNOTATOR_PREFIX}{annotator_id}"


def frontier_key(annotator_id: int) -> str:
    """The kept_count name of an annotator's queue frontier."""
    return f"{FRONTIER_PREFIX}{annotator_id}"


def lock_counts(conn: Connection) -> None:
    """Make this transaction the only writer of counted tables until it ends (PostgreSQL: lock the
    ``pairs`` row; SQLite: take the database write lock, unless the transaction holds it already).
    Take it after any annotator locks and before reading what the deltas depend on, so two writers
    cannot deadlock and no delta is computed from a database another writer is changing."""
    if conn.dialect.name != "sqlite":
        _LOCK_COUNTS(conn).all()
    elif not conn.connection.driver_connection.in_transaction:  # type: ignore[union-attr]
        # pysqlite runs reads outside a transaction until the first write: become the writer now
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def try_lock_counts(conn: Connection) -> bool:
    """lock_counts if no other writer holds it right now (SQLite: the write lock; PostgreSQL: the
    row, NOWAIT), else False at once, for readers that can do without it (the label queue's start)."""
    if conn.dialect.name != "sqlite":
        from sqlalchemy.exc import OperationalError

        try:
            with conn.begin_nested():
                conn.execute(
                    select(kept_count_t.c.name).where(kept_count_t.c.name == PAIRS).with_for_update(nowait=True)
                ).all()
        except OperationalError:  # lock not available: the savepoint rolled back, the transaction goes on
            return False
        return True
    raw = conn.connection.driver_connection
    if raw.in_transaction:  # type: ignore[union-attr]
        return True
    timeout = conn.exec_driver_sql("PRAGMA busy_timeout").scalar()
    conn.exec_driver_sql("PRAGMA busy_timeout=0")
    try:
        conn.exec_driver_sql("BEGIN IMMEDIATE")
    except Exception:  # noqa: BLE001 - "database is locked": someone else is writing
        return False
    finally:
        conn.exec_driver_sql(f"PRAGMA busy_timeout={int(timeout or 0)}")
    return True


_LOCK_COUNTS = Prepared(lambda: select(kept_count_t.c.name).where(kept_count_t.c.name == PAIRS).with_for_update())
_PAIR_JUDGED = Prepared(lambda: select(judgment_t.c.id).where(
    and_(judgment_t.c.pair_id == bindparam("pair_id"), judgment_t.c.status == "current")).limit(1))
_ADD = Prepared(lambda: update(kept_count_t).where(kept_count_t.c.name == bindparam("name"))
                .values(n=kept_count_t.c.n + bindparam("n", type_=BigInteger)))


def _judged(conn: Connection, pair_ids: Collection[int]) -> int:
    """How many of pair_ids have a current judgment by anyone (counted in SQL over the
    current-judgment index: fetching the rows cost an import of 500 k lines 3 s of CPU)."""
    if len(pair_ids) == 1:  # a grade's: one probe, compiled once
        return int(_PAIR_JUDGED(conn, pair_id=next(iter(pair_ids))).first() is not None)
    judged = 0
    for batch in batched(sorted(set(pair_ids))):
        judged += conn.execute(
            select(func.count(func.distinct(judgment_t.c.pair_id))).where(
                and_(judgment_t.c.status == "current", judgment_t.c.pair_id.in_(batch))
            )
        ).scalar_one()
    return judged


def _unjudged_in_queries(conn: Connection, query_ids: Collection[str]) -> set[int]:
    """Ids of the pairs of these queries without a current judgment by anyone."""
    judged = select(judgment_t.c.id).where(and_(judgment_t.c.pair_id == pair_t.c.id, judgment_t.c.status == "current"))
    found: set[int] = set()
    for batch in batched(sorted(set(query_ids))):
        found.update(conn.execute(select(pair_t.c.id).where(and_(pair_t.c.query_id.in_(batch), ~judged.exists()))).scalars())
    return found


class Deltas:
    """Changes to the kept counts made by one transaction, written by `apply` before it commits."""

    def __init__(self) -> None:
        self.by_name: Counter[str] = Counter()
        # frontier floors: annotator id (None: every annotator) -> lowest ordinal that must be looked at again
        self.floors: dict[int | None, int] = {}

    def lower_frontier(self, annotator_id: int | None, ordinal: int | None) -> None:
        """A pair of the query at this ordinal may have become unjudged for the annotator (None: anyone)."""
        if ordinal is not None:
            self.floors[annotator_id] = min(ordinal, self.floors.get(annotator_id, ordinal))

    @property
    def new_pairs(self) -> int:
        """Pairs this transaction added to the pool so far."""
        return self.by_name[PAIRS]

    def pairs_added(self, conn: Connection, keys: Collection[tuple[str, str]]) -> None:
        """New pairs as (query_id, chunk_id), one per new pair, counted before or after their insert."""
        for batch in batched(sorted({q for q, _ in keys})):
            self.lower_frontier(None, conn.execute(select(func.min(query_t.c.ordinal)).where(query_t.c.id.in_(batch))).scalar())
        ids = Counter(c for _, c in keys)
        with_text: set[str] = set()
        for batch in batched(sorted(ids)):
            with_text.update(conn.execute(select(chunk_t.c.id).where(chunk_t.c.id.in_(batch))).scalars())
        total = sum(ids.values())
        self.by_name[PAIRS] += total
        self.by_name[MISSING_TEXT] += total - sum(ids[c] for c in with_text)

    def chunks_added(self, conn: Connection, chunk_ids: Collection[str]) -> None:
        """New chunks (ids not yet in the chunk table before this transaction); the pairs naming them get text."""
        self.by_name[CHUNKS] += len(chunk_ids)
        for batch in batched(sorted(chunk_ids)):
            named = conn.execute(select(func.count()).select_from(pair_t).where(pair_t.c.chunk_id.in_(batch))).scalar_one()
            self.by_name[MISSING_TEXT] -= int(named)

    def first_judgments(
        self, conn: Connection, keys: Collection[tuple[int, int]], query_ids: Collection[str] | None = None
    ) -> None:
        """(pair_id, annotator_id) pairs about to get a current judgment where they had none; call
        before inserting them (a pair none of whose annotators had one becomes judged). Bulk
        callers name the queries the pairs belong to: one statement then lists those queries'
        unjudged pairs, instead of probing the pairs 500 at a time."""
        if not keys:
            return
        pairs = {p for p, _ in keys}
        if query_ids is None:
            self.by_name[JUDGED_PAIRS] += len(pairs) - _judged(conn, pairs)
        else:
            self.by_name[JUDGED_PAIRS] += len(pairs & _unjudged_in_queries(conn, query_ids))
        for annotator_id, n in Counter(a for _, a in keys).items():
            self.by_name[annotator_key(annotator_id)] += n

    def judgment_withdrawn(self, conn: Connection, pair_id: int, annotator_id: int) -> None:
        """The annotator's current judgment of the pair went without a replacement; call after the change."""
        self.by_name[annotator_key(annotator_id)] -= 1
        if not _judged(conn, [pair_id]):  # the pair's last current judgment went
            self.by_name[JUDGED_PAIRS] -= 1
        self.lower_frontier(annotator_id, pair_ordinal(conn, pair_id))

    def own_judgments_changed(self, conn: Connection, changes: Iterable[tuple[int, int, bool, bool]]) -> None:
        """(pair_id, annotator_id, had own judgment, has own judgment) of the (pair, annotator) keys
        a write touched, where "own" is a current judgment of an independent source (an
        adjudication is not one); those that flipped and are assigned move the annotator's
        ``assigned_done`` count (storage.counts.assignments)."""
        flipped = {(pair_id, annotator_id): after for pair_id, annotator_id, before, after in changes if before != after}
        if not flipped:
            return
        from labeler.storage.counts.assignments import annotators_with_assignments, assigned_among, done_key

        assigned_annotators = annotators_with_assignments(conn, {a for _, a in flipped})
        candidates = [key for key in flipped if key[1] in assigned_annotators]
        for pair_id, annotator_id in assigned_among(conn, candidates):
            self.by_name[done_key(annotator_id)] += 1 if flipped[(pair_id, annotator_id)] else -1

    def apply(self, conn: Connection) -> None:
        """Add every delta to its row (creating it when missing), in name order."""
        changes = sorted((name, n) for name, n in self.by_name.items() if n)
        for name, n in changes:
            done = _ADD(conn, name=name, n=n).rowcount
            if not done:
                conn.execute(insert(kept_count_t).values(name=name, n=n))
        self.by_name.clear()
        for annotator_id, ordinal in sorted(self.floors.items(), key=lambda item: (item[0] is not None, item[0] or 0)):
            column = kept_count_t.c.name
            which = column.like(f"{FRONTIER_PREFIX}%") if annotator_id is None else column == frontier_key(annotator_id)
            conn.execute(update(kept_count_t).where(and_(which, kept_count_t.c.n > ordinal)).values(n=ordinal))
        self.floors.clear()


def pair_ordinal(conn: Connection, pair_id: int) -> int | None:
    """The import-order place of the pair's query."""
    return conn.execute(
        select(query_t.c.ordinal).join(pair_t, pair_t.c.query_id == query_t.c.id).where(pair_t.c.id == pair_id)
    ).scalar_one_or_none()


def recount_rows(conn: Connection) -> dict[str, int]:
    """Every kept count computed from the tables (index scans over every pair and judgment)."""
    judged_pairs = select(judgment_t.c.pair_id).where(judgment_t.c.status == "current").group_by(judgment_t.c.pair_id)
    missing = (
        select(func.count())
        .select_from(pair_t.outerjoin(chunk_t, chunk_t.c.id == pair_t.c.chunk_id))
        .where(chunk_t.c.id.is_(None))
    )
    counts = {
        PAIRS: conn.execute(select(func.count()).select_from(pair_t)).scalar_one(),
        CHUNKS: conn.execute(select(func.count()).select_from(chunk_t)).scalar_one(),
        JUDGED_PAIRS: conn.execute(select(func.count()).select_from(judged_pairs.subquery())).scalar_one(),
        MISSING_TEXT: conn.execute(missing).scalar_one(),
    }
    per_annotator = conn.execute(
        select(judgment_t.c.annotator_id, func.count()).where(judgment_t.c.status == "current").group_by(judgment_t.c.annotator_id)
    )
    counts.update({annotator_key(a): n for a, n in per_annotator})
    from labeler.storage.counts.assignments import ASSIGNMENTS_KEPT, assignment_count_rows

    counts.update(assignment_count_rows(conn))
    counts[ASSIGNMENTS_KEPT] = 1
    return {name: int(n) for name, n in counts.items()}


def recount(conn: Connection) -> dict[str, int]:
    """Replace every kept count by a fresh count from the tables, in the caller's transaction."""
    lock_counts(conn)
    counts = recount_rows(conn)
    conn.execute(delete(kept_count_t))
    conn.execute(insert(kept_count_t), [{"name": name, "n": n} for name, n in sorted(counts.items())])
    return counts


def kept_rows(conn: Connection) -> dict[str, int]:
    """The kept counts as stored, without the queue frontiers (missing rows read as 0 by callers)."""
    rows = conn.execute(select(kept_count_t.c.name, kept_count_t.c.n).where(~kept_count_t.c.name.like(f"{FRONTIER_PREFIX}%")))
    return {name: int(n) for name, n in rows}

