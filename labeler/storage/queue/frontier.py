"""Where an annotator's label queue starts, without walking everything they have already judged.

The queue opens at the first query (import order) holding a pair the annotator has neither judged
nor skipped. Found by a scan, that costs one index probe per pair judged so far (seconds for an
annotator with millions of judgments). kept_count's ``frontier:<annotator id>`` row remembers an ordinal
before which no such pair exists; the scan starts there and moves the row forward. The writers
that can bring such a pair back before it lower the row in their transaction (kept_counts.Deltas):
new pairs (every annotator's row), a judgment undone without a predecessor and a skip withdrawn
(that annotator's row). A missing row means "from the start" (recount drops the rows).
"""

from __future__ import annotations

from sqlalchemy import Connection, func, insert, select, update

from labeler.domain.labeling import QueueFilter
from labeler.storage.counts.kept import frontier_key, kept_count_t, lock_counts
from labeler.storage.queue.statements import next_query_with_match, query_ordinal
from labeler.storage.schema import query_t


def first_unjudged_query(conn: Connection, aid: int) -> str | None:
    """The first query of the whole pool with a pair aid has neither judged nor skipped; call in a
    write transaction (this moves aid's frontier under the kept-count lock, so no writer lowers it
    between the scan and the move)."""
    lock_counts(conn)
    key = frontier_key(aid)
    stored = conn.execute(select(kept_count_t.c.n).where(kept_count_t.c.name == key)).scalar_one_or_none()
    start = 0 if stored is None else int(stored)
    found = next_query_with_match(conn, aid, QueueFilter.UNJUDGED, start - 1 if start > 0 else None)
    if found is not None:
        reached = query_ordinal(conn, found)
    else:  # nothing left: past the last query (a query added later gets a higher ordinal)
        reached = (conn.execute(select(func.max(query_t.c.ordinal))).scalar() or 0) + 1
    assert reached is not None
    if stored is None:
        conn.execute(insert(kept_count_t).values(name=key, n=reached))
    elif reached > start:
        conn.execute(update(kept_count_t).where(kept_count_t.c.name == key).values(n=reached))
    return found
