"""Current judgments and the ids of their pairs as packed columns, for the qrels of `labeler eval`.

The database does the packing: each window of rows comes back as one aggregate value, never one
Python object per row. Each current judgment is one integer, pair_id * 8 + grade * 2 + adjudicated,
in a comma-separated text that numpy parses; a window of pairs is their ids (text, parsed by numpy)
and their query and chunk ids as UTF-8 bytes laid end to end with a NUL after each but the last
(no id holds a NUL: the id rule refuses it, and PostgreSQL text cannot hold one), so that the caller
cuts them into Arrow columns. In one aggregate query every aggregate sees the rows in the same order
(SQLite steps them row by row; PostgreSQL is told to order each by id), so the three columns of a
window line up. Rows are in no particular order; callers that need one sort the columns.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, LargeBinary, Text, and_, case, cast, func, literal, literal_column, select

from labeler.domain import JudgmentSource
from labeler.storage.repo.base import IN_BATCH, RepositoryBase
from labeler.storage.repo.tallies import adjudication, current_of
from labeler.storage.schema import judgment_t, pair_t

if TYPE_CHECKING:  # numpy loads on the first read, not with every repository
    import numpy as np

WINDOW = 1 << 21  # ids per aggregate query: a few tens of MB of text at most


@dataclass(frozen=True, slots=True)
class GradeColumns:
    """Every current judgment of the asked sources: its pair, grade and whether it is an
    adjudication; and the grade of each adjudicated pair's newest adjudication (latest created_at,
    then highest id), for the pairs with one."""

    pair_ids: np.ndarray
    grades: np.ndarray
    adjudicated: np.ndarray
    adjudicated_pairs: np.ndarray  # ascending
    adjudicated_grades: np.ndarray


@dataclass(frozen=True, slots=True)
class PairTexts:
    """Pairs' ids and their query and chunk ids: each id's UTF-8 bytes end at ``*_ends[i]`` in
    ``*_data`` (the next starts one byte later: a NUL lies between)."""

    pair_ids: np.ndarray
    query_data: bytes
    query_ends: np.ndarray
    chunk_data: bytes
    chunk_ends: np.ndarray


class GradeColumnMethods(RepositoryBase):
    """Current judgments and their pairs' ids, packed by the database (see the module docstring)."""

    def grade_columns(self, sources: Collection[JudgmentSource]) -> GradeColumns:
        """Every current judgment of these sources, read a window of judgment ids at a time."""
        import numpy as np

        condition = current_of(sources)
        packed = judgment_t.c.pair_id * 8 + judgment_t.c.grade * 2 + case((adjudication(), 1), else_=0)
        parts: list[np.ndarray] = []
        with self._engine.connect() as conn:
            for low, high in _windows(conn, judgment_t.c.id):
                statement = select(_joined(conn, cast(packed, Text), ",", judgment_t.c.id)).where(
                    and_(judgment_t.c.id.between(low, high), condition))
                parts.append(_integers(conn.execute(statement).scalar_one()))
            found = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)
            pair_ids, grades, adjudicated = found >> 3, (found >> 1) & 3, (found & 1).astype(bool)
            adjudicated_pairs, adjudicated_grades = _newest(conn, condition, pair_ids[adjudicated], grades[adjudicated])
        return GradeColumns(pair_ids, grades, adjudicated, adjudicated_pairs, adjudicated_grades)

    def pair_texts(self, first: int, last: int) -> PairTexts | None:
        """The pairs whose id lies in [first, last], with their query and chunk ids; None when an id
        holds a NUL (the caller then reads the pairs another way)."""
        import numpy as np

        ids: list[np.ndarray] = []
        texts: dict[str, list[tuple[bytes, np.ndarray]]] = {"query": [], "chunk": []}
        with self._engine.connect() as conn:
            for low, high in _windows(conn, pair_t.c.id, first, last):
                statement = select(_joined(conn, cast(pair_t.c.id, Text), ",", pair_t.c.id),
                                   _joined_bytes(conn, pair_t.c.query_id, pair_t.c.id),
                                   _joined_bytes(conn, pair_t.c.chunk_id, pair_t.c.id)).where(
                    pair_t.c.id.between(low, high))
                numbers, queries, chunks = conn.execute(statement).one()
                window_ids = _integers(numbers)
                if not len(window_ids):
                    continue
                for kind, data in (("query", queries), ("chunk", chunks)):
                    ends = _ends(bytes(data), len(window_ids))
                    if ends is None:
                        return None
                    texts[kind].append((bytes(data), ends))
                ids.append(window_ids)
        if not ids:
            empty = np.zeros(0, dtype=np.int64)
            return PairTexts(empty, b"", empty, b"", empty)
        query_data, query_ends = _laid_end_to_end(texts["query"])
        chunk_data, chunk_ends = _laid_end_to_end(texts["chunk"])
        return PairTexts(np.concatenate(ids), query_data, query_ends, chunk_data, chunk_ends)


def _windows(conn: Connection, column: Any, first: int | None = None, last: int | None = None) -> list[tuple[int, int]]:
    """[low, high] id ranges of WINDOW ids covering the table's ids (within [first, last])."""
    # two scalar subqueries: SQLite reads a lone min() or max() of a key from its b-tree's end, both together by a scan
    low, high = conn.execute(select(select(func.min(column)).scalar_subquery(),
                                    select(func.max(column)).scalar_subquery())).one()
    if low is None:
        return []
    low, high = max(low, first if first is not None else low), min(high, last if last is not None else high)
    return [(start, min(start + WINDOW - 1, high)) for start in range(low, high + 1, WINDOW)]


def _joined(conn: Connection, text: Any, separator: str, order: Any) -> Any:
    """Every row's text joined by ``separator`` (SQLite's group_concat, PostgreSQL's string_agg in id order)."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import aggregate_order_by

        return func.string_agg(text, aggregate_order_by(literal(separator), order))
    return func.group_concat(text, separator)


def _joined_bytes(conn: Connection, text: Any, order: Any) -> Any:
    """Every row's text as UTF-8 bytes, a NUL between each two."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import aggregate_order_by

        nul: Any = literal_column("'\\x00'::bytea")
        return func.string_agg(func.convert_to(text, literal("UTF8")), aggregate_order_by(nul, order))
    return cast(func.group_concat(text, func.char(0)), LargeBinary)


def _integers(text: str | None) -> np.ndarray:
    """A comma-separated text of integers as int64 (none for None)."""
    import numpy as np

    if not text:
        return np.zeros(0, dtype=np.int64)
    values: np.ndarray = np.fromstring(text, sep=",", dtype=np.int64)  # text mode: parsed in C
    return values


def _ends(data: bytes, count: int) -> np.ndarray | None:
    """Where each of ``count`` NUL-separated texts ends in ``data``; None when there are more NULs."""
    import numpy as np

    nuls = np.flatnonzero(np.frombuffer(data, dtype=np.uint8) == 0)
    if len(nuls) != count - 1:
        return None
    return np.append(nuls, len(data))


def _laid_end_to_end(parts: list[tuple[bytes, np.ndarray]]) -> tuple[bytes, np.ndarray]:
    """Windows' texts as one: their bytes with a NUL between windows, their ends shifted."""
    import numpy as np

    shifted, at = [], 0
    for data, ends in parts:
        shifted.append(ends + at)
        at += len(data) + 1
    return b"\0".join(data for data, _ in parts), np.concatenate(shifted)


def _newest(conn: Connection, condition: Any, pairs: np.ndarray, grades: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(adjudicated pairs, ascending; the grade of each one's newest adjudication) from the pair
    and grade of every current adjudication: a pair adjudicated once needs nothing more; the
    adjudications of a pair adjudicated several times are ordered by the database (created_at,
    then id), as the tallies order them."""
    import numpy as np

    by_pair = np.argsort(pairs, kind="stable")
    pairs, grades = pairs[by_pair], grades[by_pair]
    first = np.flatnonzero(np.diff(pairs, prepend=-1))  # np.unique would load numpy.ma
    several = pairs[first][np.diff(first, append=len(pairs)) > 1]
    pairs, grades = pairs[first], grades[first].copy()
    for start in range(0, len(several), IN_BATCH):
        statement = (select(judgment_t.c.pair_id, judgment_t.c.grade)
                     .where(and_(condition, adjudication(), judgment_t.c.pair_id.in_(several[start : start + IN_BATCH].tolist())))
                     .order_by(judgment_t.c.pair_id, judgment_t.c.created_at, judgment_t.c.id))
        for pair, grade in conn.execute(statement):  # the last row of a pair is its newest
            grades[np.searchsorted(pairs, pair)] = grade
    return pairs.astype(np.int64), grades.astype(np.int64)


__all__ = ["GradeColumnMethods", "GradeColumns", "PairTexts", "WINDOW"]
