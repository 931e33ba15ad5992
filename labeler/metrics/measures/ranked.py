"""Per-query values of every measure, computed from where the judged chunks sit in the ranking.

Only judged rows can change a value (unjudged chunks gain 0 and are not relevant), so every
formula works on the few judged rows plus per-query counts: no per-row work over the run.
Conventions (trec_eval's unless said otherwise):

- nDCG: gain = grade (linear, trec_eval ``ndcg_cut``) or 2**grade - 1 (exponential, Burges);
  grades <= 0 and unjudged chunks gain 0; discount log2(rank + 1) with rank starting at 1;
  IDCG@k from all judged chunks of the query with positive gain (retrieved or not), best first,
  cut at the same k; IDCG = 0 scores 0.
- Relevant (P, R, RR, AP, R-Prec, num_rel, num_rel_ret): grade >= relevant_grade (trec_eval -l).
- P@k divides by k even when fewer than k chunks were retrieved. R@k, AP, R-Prec with no
  relevant chunk score 0. AP@k (map_cut_k) divides by all relevant chunks, not min(k, R).
- RR@k: 1/rank of the first relevant chunk when it is within the top k, else 0 (no trec_eval
  counterpart; equals ir_measures' RR@k).
- Judged@k: judged chunks (any grade, also 0 or negative) among the top k divided by
  min(k, number retrieved), so a short ranking that is fully judged scores 1 (ir_measures
  divides by the number retrieved up to k too); no retrieved chunk scores 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from labeler.metrics.measures import GainTable, Measure

__all__ = ["GainTable", "JudgedPlacement", "QueryTables", "gains_of", "measure_values"]


def gains_of(grades: np.ndarray, gain: str | GainTable) -> np.ndarray:
    """Gain of each grade: linear = grade, exponential = 2**grade - 1; grades <= 0 gain 0;
    or a GainTable of (grade, gain) pairs, a grade not listed gaining its own value (0 when
    negative), as in trec_eval's setup_gains."""
    grades = np.asarray(grades, dtype=np.int64)
    if not isinstance(gain, str):
        out: np.ndarray = np.maximum(grades, 0).astype(np.float64)
        for grade, value in gain:
            out[grades == grade] = value
        return out
    if gain == "linear":
        linear: np.ndarray = np.maximum(grades, 0).astype(np.float64)  # a ufunc's result is untyped
        return linear
    if gain == "exponential":
        positive = grades > 0
        out = np.zeros(len(grades), dtype=np.float64)
        out[positive] = np.exp2(grades[positive].astype(np.float64)) - 1.0
        return out
    raise ValueError(f"unknown gain {gain!r}; use 'linear' or 'exponential'")


@dataclass
class QueryTables:
    """Per-query facts that do not depend on the order of the run: counts and ideal gains."""

    n_queries: int
    num_ret: np.ndarray  # int64 per query index
    num_rel: np.ndarray  # int64 per query index (grade >= relevant_grade)
    num_nonrel: np.ndarray  # int64 per query index (0 <= grade < relevant_grade: judged nonrelevant)
    ideal_query: np.ndarray  # query index of each positive-gain qrels row, best gain first
    ideal_rank: np.ndarray  # 0-based rank of that row in its query's ideal ranking
    ideal_gain: np.ndarray  # its gain
    _idcg_cache: dict[int | None, np.ndarray] = field(default_factory=dict)

    @classmethod
    def build(cls, n_queries: int, num_ret: np.ndarray, qrels_query: np.ndarray,
              qrels_grade: np.ndarray, gain: str | GainTable, relevant_grade: int) -> QueryTables:
        """Count relevant chunks and lay out each query's ideal ranking from its qrels."""
        qrels_query = np.asarray(qrels_query, dtype=np.int64)
        qrels_grade = np.asarray(qrels_grade, dtype=np.int64)
        num_rel = np.bincount(qrels_query[qrels_grade >= relevant_grade], minlength=n_queries)
        judged_nonrelevant = (qrels_grade >= 0) & (qrels_grade < relevant_grade)
        num_nonrel = np.bincount(qrels_query[judged_nonrelevant], minlength=n_queries)
        all_gains = gains_of(qrels_grade, gain)
        positive = all_gains > 0
        query = qrels_query[positive]
        gains = all_gains[positive]
        order = np.lexsort((-gains, query))
        query, gains = query[order], gains[order]
        rank = rank_within_groups(query)
        return cls(n_queries, num_ret.astype(np.int64), num_rel.astype(np.int64),
                   num_nonrel.astype(np.int64), query, rank, gains)

    def idcg(self, cutoff: int | None) -> np.ndarray:
        """Ideal DCG per query, cut at ``cutoff`` (None = all judged chunks)."""
        if cutoff not in self._idcg_cache:
            keep = slice(None) if cutoff is None else self.ideal_rank < cutoff
            weights = self.ideal_gain[keep] / np.log2(self.ideal_rank[keep] + 2.0)
            self._idcg_cache[cutoff] = np.bincount(
                self.ideal_query[keep], weights=weights, minlength=self.n_queries)
        return self._idcg_cache[cutoff]


@dataclass
class JudgedPlacement:
    """Where the judged rows of a run sit: their query, 0-based rank in it and grade."""

    query: np.ndarray
    rank: np.ndarray
    grade: np.ndarray
    relevant_grade: int
    gain: str | GainTable
    _relevant: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None

    def relevant(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Relevant rows sorted by (query, rank): query, rank, and count of relevant before it."""
        if self._relevant is None:
            keep = self.grade >= self.relevant_grade
            query, rank = self.query[keep], self.rank[keep]
            order = np.lexsort((rank, query))
            query, rank = query[order], rank[order]
            self._relevant = (query, rank, rank_within_groups(query))
        return self._relevant


def rank_within_groups(sorted_group: np.ndarray) -> np.ndarray:
    """0-based position of each element within its run of equal values (input grouped)."""
    n = len(sorted_group)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    new_group = np.ones(n, dtype=bool)
    new_group[1:] = sorted_group[1:] != sorted_group[:-1]
    group_start = np.maximum.accumulate(np.where(new_group, np.arange(n), 0))
    return np.arange(n) - group_start


def _count(query: np.ndarray, n_queries: int, weights: np.ndarray | None = None) -> np.ndarray:
    return np.bincount(query, weights=weights, minlength=n_queries).astype(np.float64)


def safe_divide(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    """numerator / denominator element-wise, 0 where the denominator is not positive."""
    out = np.zeros(len(numerator), dtype=np.float64)
    np.divide(numerator, denominator, out=out, where=denominator > 0)
    return out


def measure_values(measure: Measure, placed: JudgedPlacement, tables: QueryTables) -> np.ndarray:
    """Value of ``measure`` for every query index (float64, length n_queries)."""
    n_q, k = tables.n_queries, measure.cutoff
    family = measure.family
    if family == "num_ret":
        return tables.num_ret.astype(np.float64)
    if family == "num_rel":
        return tables.num_rel.astype(np.float64)
    if family == "nDCG":
        within = slice(None) if k is None else placed.rank < k
        weights = gains_of(placed.grade[within], placed.gain) / np.log2(placed.rank[within] + 2.0)
        return safe_divide(_count(placed.query[within], n_q, weights), tables.idcg(k))
    if family == "Judged":
        within = slice(None) if k is None else placed.rank < k
        shown = tables.num_ret if k is None else np.minimum(tables.num_ret, k)
        return safe_divide(_count(placed.query[within], n_q), shown.astype(np.float64))
    query, rank, before = placed.relevant()
    if family == "num_rel_ret":
        return _count(query, n_q)
    if family == "P":
        return _count(query[rank < k], n_q) / k
    if family == "R":
        return safe_divide(_count(query[rank < k], n_q), tables.num_rel.astype(np.float64))
    if family == "RR":
        first = before == 0
        within = first if k is None else first & (rank < k)
        return _count(query[within], n_q, 1.0 / (rank[within] + 1.0))
    if family == "AP":
        within = slice(None) if k is None else rank < k
        precision = (before[within] + 1.0) / (rank[within] + 1.0)
        return safe_divide(_count(query[within], n_q, precision), tables.num_rel.astype(np.float64))
    if family == "R-Prec":
        within = rank < tables.num_rel[query]
        return safe_divide(_count(query[within], n_q), tables.num_rel.astype(np.float64))
    raise ValueError(f"no formula for measure family {family!r}")
