"""Drill-down: one query's ranked list beside the ideal ranking, with each row's share of DCG.

A run is ranked once in trec_eval order (score descending, chunk id descending) and qrels are
indexed once (the last line wins), so many queries can be drilled into without re-ranking.
DCG/IDCG/nDCG equal the engine's nDCG@k; unjudged chunks count as gain 0 and are the "holes".
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable


@dataclass(frozen=True)
class RankedEntry:
    """One row of a ranked list with its share of DCG (grade None = unjudged)."""

    rank: int
    chunk_id: str
    grade: int | None
    gain: float
    discount: float  # log2(rank + 1)
    discounted_gain: float
    running_dcg: float
    score: float | None = None  # None in the ideal ranking
    tied: bool = False  # its score (a double, as trec_eval 10 compares) equals another retrieved chunk's score


@dataclass(frozen=True)
class DrillDown:
    """A run's top k for one query beside the ideal top k, with DCG, IDCG and nDCG."""

    run_name: str
    query_id: str
    k: int | None
    gain: str
    ranked: list[RankedEntry]
    ideal: list[RankedEntry]
    dcg: float
    idcg: float
    ndcg: float

    @property
    def holes(self) -> list[str]:
        """Unjudged chunks in the shown top k."""
        return [entry.chunk_id for entry in self.ranked if entry.grade is None]


class RankedRun:
    """A run ranked once in trec_eval order (score descending, chunk id descending), read per query."""

    def __init__(self, run: "RunTable") -> None:
        from labeler.services.evaluation.ranked import rank_rows

        self.run = run
        self.name = run.name
        ranked = rank_rows(run)
        self._order = ranked.order
        dictionary = run.query_dictionary().to_pylist()
        self._slices = {
            dictionary[int(code)]: (int(start), int(end))
            for code, start, end in zip(ranked.segment_query_codes, ranked.starts, ranked.ends)
        }
        self._scores = ranked.scores

    def ranking(self, query_id: str, k: int | None = None) -> list[tuple[str, float]]:
        """(chunk id, score) of the query's top k (all when k is None); empty when absent."""
        start, end = self._slices.get(query_id, (0, 0))
        if k is not None:
            end = min(end, start + k)
        positions = self._order[start:end]
        return [(chunk, float(self._scores[p])) for (_, chunk), p in zip(self.run.rows_at(positions), positions)]

    def tied_chunks(self, query_id: str) -> set[str]:
        """Chunks of the query whose score equals another of its chunks' as trec_eval 10 compares
        them (doubles, the ranking's default): the chunks whose order only the tie rule decides."""
        import numpy as np

        ranked = self.ranking(query_id)
        single = np.asarray([score for _, score in ranked], dtype=np.float64)
        tied = np.zeros(len(single), dtype=bool)
        if len(single) > 1:
            same = single[1:] == single[:-1]
            tied[1:] |= same
            tied[:-1] |= same
        return {chunk for (chunk, _), t in zip(ranked, tied) if t}


class QrelsIndex:
    """Grades by query and chunk (the last line wins, as the engine reads qrels)."""

    def __init__(self, qrels: "QrelsTable") -> None:
        self.by_query: dict[str, dict[str, int]] = {}
        for row in qrels.latest().rows():
            self.by_query.setdefault(row.query_id, {})[row.chunk_id] = row.grade

    def grades(self, query_id: str) -> dict[str, int]:
        """chunk id -> grade for the query (empty when it has no judgments)."""
        return self.by_query.get(query_id, {})


def _as_ranked(run: "RunTable | RankedRun") -> RankedRun:
    return run if isinstance(run, RankedRun) else RankedRun(run)


def _as_index(qrels: "QrelsTable | QrelsIndex") -> QrelsIndex:
    return qrels if isinstance(qrels, QrelsIndex) else QrelsIndex(qrels)


def drill_down(run: "RunTable | RankedRun", qrels: "QrelsTable | QrelsIndex", query_id: str,
               k: int | None = 10, gain: str = "linear") -> DrillDown:
    """The run's top k for the query beside the ideal top k (all judged chunks with positive gain,
    best first, ties by chunk id), with gain, discount log2(rank + 1), discounted gain and running
    DCG; DCG/IDCG/nDCG equal the engine's nDCG@k (k None: the whole list). Pass a RankedRun and a
    QrelsIndex to drill into many queries without re-ranking."""
    import numpy as np

    from labeler.metrics.measures.ranked import gains_of

    ranked_run, index = _as_ranked(run), _as_index(qrels)
    grades = index.grades(query_id)
    top = ranked_run.ranking(query_id, k)
    tied = ranked_run.tied_chunks(query_id) if top else set()
    run_grades = [grades.get(chunk) for chunk, _ in top]
    run_gains = gains_of(np.asarray([g if g is not None else 0 for g in run_grades], dtype=np.int64), gain)
    ranked = _entries([c for c, _ in top], run_grades, run_gains, [s for _, s in top], tied)

    judged = [(chunk, grade) for chunk, grade in grades.items()]
    judged_gains = gains_of(np.asarray([g for _, g in judged], dtype=np.int64), gain)
    ideal_order = sorted(range(len(judged)), key=lambda i: (-judged_gains[i], judged[i][0]))
    ideal_order = [i for i in ideal_order if judged_gains[i] > 0][: k if k is not None else None]
    ideal = _entries([judged[i][0] for i in ideal_order], [judged[i][1] for i in ideal_order],
                     judged_gains[ideal_order], None, set())
    dcg = ranked[-1].running_dcg if ranked else 0.0
    idcg = ideal[-1].running_dcg if ideal else 0.0
    return DrillDown(ranked_run.name, query_id, k, gain, ranked, ideal, dcg, idcg, dcg / idcg if idcg > 0 else 0.0)


def _entries(chunks: list[str], grades: list[int | None], gains: np.ndarray, scores: list[float] | None,
             tied: set[str]) -> list[RankedEntry]:
    entries, running = [], 0.0
    for i, chunk in enumerate(chunks):
        discount = math.log2(i + 2.0)
        discounted = float(gains[i]) / discount
        running += discounted  # summed in rank order, as the engine's bincount sums them
        entries.append(RankedEntry(i + 1, chunk, grades[i], float(gains[i]), discount, discounted, running,
                                   None if scores is None else scores[i], chunk in tied))
    return entries


def holes(run: "RunTable | RankedRun", qrels: "QrelsTable | QrelsIndex", query_id: str, k: int = 10) -> list[str]:
    """Unjudged chunks in the run's top k for the query, best ranked first ("judge the holes")."""
    grades = _as_index(qrels).grades(query_id)
    return [chunk for chunk, _ in _as_ranked(run).ranking(query_id, k) if chunk not in grades]
