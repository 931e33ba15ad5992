"""Repository reads of current judgments in bulk, as columns: what aggregation, export and agreement need.

Nothing here builds one Python object per judgment: SQL groups and counts, rows come back in
batches of plain tuples and leave as numpy arrays (ids and grades) and lists of ids. Pairs come
in (query_id, chunk_id) code-point order, the order Python sorts strings in, on both backends.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any
from sqlalchemy import ColumnElement, Connection, Select, and_, case, func, literal, select

from labeler.domain import JudgmentSource, SuggestionStatus
from labeler.storage.bulk import driver_rows
from labeler.storage.repo.base import RepositoryBase, aware
from labeler.storage.schema import annotator_t, judgment_t, pair_t, suggestion_t

if TYPE_CHECKING:  # numpy loads on first bulk read, not with every repository (start-up time)
    import numpy as np

CURRENT = "current"
GRADES = (0, 1, 2, 3)


@dataclass(frozen=True, slots=True)
class PairTallies:
    """One batch of judged pairs: how many current judgments gave each grade, and more.

    counts[i, g] is how many of pair i's current judgments (of the asked sources) gave grade g;
    adjudicated[i] the grade of the newest adjudicated one among them (-1: none); latest[i] the
    grade of the newest one (by time, then id), or -1 when not asked for.
    """

    pair_ids: np.ndarray
    query_ids: list[str]
    chunk_ids: list[str]
    counts: np.ndarray
    adjudicated: np.ndarray
    latest: np.ndarray


@dataclass(frozen=True, slots=True)
class GradeGrid:
    """Current grades as a pairs x annotators grid (-1: not judged), rows sorted by query id, then pair id.

    query_codes[i] indexes query_ids (sorted) for row i.
    """

    annotators: list[str]
    query_ids: list[str]
    query_codes: np.ndarray
    grades: np.ndarray


@dataclass(frozen=True, slots=True)
class JudgmentSummary:
    """Current judgments per annotator and the first and last time one was made."""

    per_annotator: dict[str, int]
    first_at: datetime | None
    last_at: datetime | None


def _source_values(sources: Collection[JudgmentSource]) -> list[str]:
    return sorted(str(source) for source in sources)


def current_of(sources: Collection[JudgmentSource]) -> ColumnElement[bool]:
    """Current judgments of these sources."""
    return and_(judgment_t.c.status == CURRENT, judgment_t.c.source.in_(_source_values(sources)))


def adjudication() -> ColumnElement[bool]:
    """Adjudications (their source)."""
    return judgment_t.c.source == str(JudgmentSource.ADJUDICATED)


def _newest_grade(pair_id: Any, condition: ColumnElement[bool]) -> Any:
    """The grade of pair_id's newest judgment (latest created_at, then highest id) meeting condition."""
    return (
        select(judgment_t.c.grade)
        .where(and_(judgment_t.c.pair_id == pair_id, condition))
        .order_by(judgment_t.c.created_at.desc(), judgment_t.c.id.desc())
        .limit(1)
        .scalar_subquery()
    )


def _code_point_order(conn: Connection, column: Any) -> Any:
    """The column ordered as Python orders str: SQLite's BINARY already is; PostgreSQL needs COLLATE "C"."""
    return column.collate("C") if conn.dialect.name == "postgresql" else column


def _column(rows: list[tuple[Any, ...]], index: int) -> list[Any]:
    return [row[index] for row in rows]


def _int_column(rows: list[tuple[Any, ...]], index: int) -> np.ndarray:
    import numpy as np

    return np.array(_column(rows, index), dtype=np.int64)


class TallyMethods(RepositoryBase):
    """Bulk, column-wise reads of current judgments (no object per judgment)."""

    def judgment_tallies(
        self,
        sources: Collection[JudgmentSource],
        *,
        annotator: str | None = None,
        latest: bool = False,
    ) -> Iterator[PairTallies]:
        """Every pair with a current judgment of these sources (only annotator's, if given), in
        batches, sorted by query id then chunk id: grade counts, the newest adjudicated grade, and
        with latest=True the newest judgment's grade.

        Newest means latest created_at, then highest id; a correlated lookup through the current-
        judgment index finds it, run only for the pairs that need it.
        """
        import numpy as np

        condition = current_of(sources)
        if annotator is not None:
            named = select(annotator_t.c.id).where(annotator_t.c.name == annotator).scalar_subquery()
            condition = and_(condition, judgment_t.c.annotator_id == named)
        rows = select(judgment_t.c.pair_id, judgment_t.c.grade, judgment_t.c.source).where(condition).cte("cur")
        is_adjudicated = rows.c.source == str(JudgmentSource.ADJUDICATED)
        tallies = select(
            rows.c.pair_id,
            *(func.sum(case((rows.c.grade == grade, 1), else_=0)).label(f"g{grade}") for grade in GRADES),
            func.sum(case((is_adjudicated, 1), else_=0)).label("adjudicated"),
        ).group_by(rows.c.pair_id).subquery("tally")
        settled = case(
            (tallies.c.adjudicated > 0, _newest_grade(tallies.c.pair_id, and_(condition, adjudication()))), else_=-1
        )
        newest = _newest_grade(tallies.c.pair_id, condition) if latest else literal(-1)
        statement = select(
            tallies.c.pair_id,
            pair_t.c.query_id,
            pair_t.c.chunk_id,
            *(tallies.c[f"g{grade}"] for grade in GRADES),
            settled,
            newest,
        ).join(pair_t, pair_t.c.id == tallies.c.pair_id)
        with self._engine.connect() as conn:
            statement = statement.order_by(
                _code_point_order(conn, pair_t.c.query_id), _code_point_order(conn, pair_t.c.chunk_id)
            )
            seen: dict[str, str] = {}
            for batch in driver_rows(conn, statement):
                numbers = np.array([row[3:] for row in batch], dtype=np.int64).reshape(len(batch), -1)
                yield PairTallies(
                    pair_ids=_int_column(batch, 0),
                    # a query id repeats once per pair: share one string per query
                    query_ids=[seen.setdefault(q, q) for q in _column(batch, 1)],
                    chunk_ids=_column(batch, 2),
                    counts=numbers[:, : len(GRADES)],
                    adjudicated=numbers[:, len(GRADES)],
                    latest=numbers[:, len(GRADES) + 1],
                )

    def newest_ok_suggestions(self) -> tuple[list[str], list[str], np.ndarray]:
        """(query ids, chunk ids, grades) of each pair's newest (highest id) ok suggestion of any
        model that carries a grade, sorted by query id then chunk id."""
        import numpy as np

        newest = (
            select(func.max(suggestion_t.c.id).label("id"))
            .where(suggestion_t.c.status == str(SuggestionStatus.OK))
            .group_by(suggestion_t.c.pair_id)
            .subquery("newest")
        )
        statement = (
            select(pair_t.c.query_id, pair_t.c.chunk_id, suggestion_t.c.grade)
            .select_from(newest)
            .join(suggestion_t, suggestion_t.c.id == newest.c.id)
            .join(pair_t, pair_t.c.id == suggestion_t.c.pair_id)
            .where(suggestion_t.c.grade.is_not(None))
        )
        queries: list[str] = []
        chunks: list[str] = []
        grades: list[np.ndarray] = []
        with self._engine.connect() as conn:
            statement = statement.order_by(
                _code_point_order(conn, pair_t.c.query_id), _code_point_order(conn, pair_t.c.chunk_id)
            )
            for batch in driver_rows(conn, statement):
                queries += _column(batch, 0)
                chunks += _column(batch, 1)
                grades.append(_int_column(batch, 2))
        return queries, chunks, np.concatenate(grades) if grades else np.zeros(0, dtype=np.int64)

    def judgment_summary(self, sources: Collection[JudgmentSource]) -> JudgmentSummary:
        """How many current judgments of these sources each annotator holds; first and last made."""
        statement = (
            select(
                annotator_t.c.name,
                func.count(),
                func.min(judgment_t.c.created_at),
                func.max(judgment_t.c.created_at),
            )
            .join(annotator_t, annotator_t.c.id == judgment_t.c.annotator_id)
            .where(current_of(sources))
            .group_by(annotator_t.c.name)
        )
        with self._engine.connect() as conn:
            rows = conn.execute(statement).all()
        firsts = [aware(first) for _, _, first, _ in rows if first is not None]
        lasts = [aware(last) for _, _, _, last in rows if last is not None]
        return JudgmentSummary(
            per_annotator={name: int(n) for name, n, _, _ in rows},
            first_at=min((t for t in firsts if t is not None), default=None),
            last_at=max((t for t in lasts if t is not None), default=None),
        )

    def grade_grid(self, sources: Collection[JudgmentSource], annotators: Collection[str] | None = None) -> GradeGrid:
        """Current grades of these sources (only the named annotators', if given) as a pairs x
        annotators grid; rows sorted by query id, annotators by name."""
        import numpy as np

        statement = (
            select(judgment_t.c.pair_id, judgment_t.c.annotator_id, judgment_t.c.grade, pair_t.c.query_id)
            .join(pair_t, pair_t.c.id == judgment_t.c.pair_id)
            .where(current_of(sources))
        )
        with self._engine.connect() as conn:
            names: dict[int, str] = {id_: name for id_, name in conn.execute(select(annotator_t.c.id, annotator_t.c.name))}
            if annotators is not None:
                wanted = [id_ for id_, name in names.items() if name in set(annotators)]
                statement = statement.where(judgment_t.c.annotator_id.in_(wanted))
            pair_parts: list[np.ndarray] = []
            annotator_parts: list[np.ndarray] = []
            grade_parts: list[np.ndarray] = []
            query_parts: list[np.ndarray] = []
            query_index: dict[str, int] = {}
            for batch in driver_rows(conn, statement):
                pair_parts.append(_int_column(batch, 0))
                annotator_parts.append(_int_column(batch, 1))
                grade_parts.append(_int_column(batch, 2))
                query_parts.append(
                    np.fromiter(
                        (query_index.setdefault(row[3], len(query_index)) for row in batch),
                        dtype=np.int64,
                        count=len(batch),
                    )
                )
        return _grid(names, query_index, pair_parts, annotator_parts, grade_parts, query_parts)


def _grid(
    names: dict[int, str],
    query_index: dict[str, int],
    pair_parts: list[np.ndarray],
    annotator_parts: list[np.ndarray],
    grade_parts: list[np.ndarray],
    query_parts: list[np.ndarray],
) -> GradeGrid:
    """Pivot long (pair, annotator, grade, query) columns into the grid, rows by query id then pair id."""
    import numpy as np

    if not pair_parts:
        return GradeGrid([], [], np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.int8))
    pairs = np.concatenate(pair_parts)
    annotator_ids = np.concatenate(annotator_parts)
    grades = np.concatenate(grade_parts)
    queries = np.concatenate(query_parts)
    sorted_queries = sorted(query_index)
    query_rank = np.empty(len(sorted_queries), dtype=np.int64)
    query_rank[[query_index[q] for q in sorted_queries]] = np.arange(len(sorted_queries))
    column_ids = sorted(set(annotator_ids.tolist()), key=lambda id_: names[id_])
    column_of = np.zeros(max(names) + 1, dtype=np.int64)
    column_of[column_ids] = np.arange(len(column_ids))
    width = int(pairs.max()) + 1
    # one row per pair, ordered by (query rank, pair id)
    unique_keys, row_of = np.unique(query_rank[queries] * width + pairs, return_inverse=True)
    grid = np.full((unique_keys.size, len(column_ids)), -1, dtype=np.int8)
    grid[row_of, column_of[annotator_ids]] = grades
    return GradeGrid(
        annotators=[names[id_] for id_ in column_ids],
        query_ids=sorted_queries,
        query_codes=unique_keys // width,
        grades=grid,
    )
