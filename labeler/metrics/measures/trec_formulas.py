"""trec_eval's measures beyond the core ones, as numpy over the judged rows of a ranking.

trec_eval sorts each query's ranking and walks it document by document (m_<measure>.c). Only
rows found in the qrels can change a value, so every formula here works on those rows, sorted
by (query, rank), plus per-query counts: no per-row work over the whole run. trec_eval's
classes of a retrieved document (form_res_rels.c): not in the qrels ("nonpool"), in the qrels
with a negative grade ("unjudged in pool"), judged nonrelevant (0 <= grade < level), relevant
(grade >= level).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.metrics.arrays import UNJUDGED
from labeler.metrics.measures.judged import JudgedPlacement, QueryTables, rank_within_groups, safe_divide

__all__ = ["UNJUDGED", "RankedJudgments", "MIN_GEO_MEAN", "INFAP_EPSILON"]

MIN_GEO_MEAN = 0.00001  # trec_eval.h: floor of a query's value in gm_map and gm_bpref
INFAP_EPSILON = 0.00001  # trec_eval.h: smoothing of infAP's estimate


@dataclass(frozen=True)
class RankedJudgments:
    """The rows of one ranking that are in the qrels, sorted by (query, rank), and per-query counts.

    ``rank`` is 0-based; ``grade`` may be negative (in the pool but unjudged). Per-query arrays
    are indexed by query index: ``num_ret`` retrieved, ``num_rel`` relevant in the qrels,
    ``num_nonrel`` judged nonrelevant in the qrels.
    """

    n_queries: int
    query: np.ndarray
    rank: np.ndarray
    grade: np.ndarray
    level: int
    num_ret: np.ndarray
    num_rel: np.ndarray
    num_nonrel: np.ndarray
    max_grade: np.ndarray  # highest qrels grade >= 0 of each query (0 when none)

    @classmethod
    def build(cls, placed: JudgedPlacement, tables: QueryTables,
              max_grade: np.ndarray | None = None) -> RankedJudgments:
        """Sort the judged rows of a placement by (query, rank); counts come from ``tables``.
        ``max_grade`` (only rbp needs it) defaults to 0 for every query."""
        keep = placed.grade != UNJUDGED
        query, rank, grade = placed.query[keep], placed.rank[keep], placed.grade[keep]
        order = np.lexsort((rank, query))
        top = np.zeros(tables.n_queries, dtype=np.int64) if max_grade is None else max_grade
        return cls(tables.n_queries, query[order], rank[order], grade[order], placed.relevant_grade,
                   tables.num_ret, tables.num_rel, tables.num_nonrel, top)

    @property
    def relevant(self) -> np.ndarray:
        """Mask of relevant rows (grade >= level)."""
        return self.grade >= self.level

    @property
    def judged_nonrelevant(self) -> np.ndarray:
        """Mask of judged nonrelevant rows (0 <= grade < level)."""
        return (self.grade >= 0) & (self.grade < self.level)

    def before(self, mask: np.ndarray) -> np.ndarray:
        """For every row, how many earlier rows of its query satisfy ``mask``."""
        counts: np.ndarray = (np.cumsum(mask) - mask).astype(np.int64)
        first = np.arange(len(counts)) - rank_within_groups(self.query)  # each query's first row
        within: np.ndarray = counts - counts[first]
        return within

    def per_query(self, mask: np.ndarray | slice, weights: np.ndarray | None = None) -> np.ndarray:
        """Sum of ``weights`` (or count) of the selected rows, per query index."""
        counted: np.ndarray = np.bincount(self.query[mask], weights=weights, minlength=self.n_queries)
        return counted.astype(np.float64)

    def num_rel_ret(self) -> np.ndarray:
        """Relevant retrieved rows per query."""
        return self.per_query(self.relevant)



def bpref(r: RankedJudgments) -> np.ndarray:
    """bpref: per relevant row, 1 - min(nonrelevant above, R) / min(N, R); summed, over R."""
    relevant = r.relevant
    above = r.before(r.judged_nonrelevant)[relevant].astype(np.float64)
    query = r.query[relevant]
    big_r = r.num_rel[query].astype(np.float64)
    scale = np.minimum(r.num_nonrel[query], r.num_rel[query]).astype(np.float64)
    term = np.ones(len(query))
    some = above > 0
    term[some] = 1.0 - np.minimum(above[some], big_r[some]) / scale[some]
    return safe_divide(r.per_query(relevant, term), r.num_rel.astype(np.float64))


def inf_ap(r: RankedJudgments) -> np.ndarray:
    """infAP (Yilmaz and Aslam): precision above each relevant row estimated from judged rows."""
    relevant = r.relevant
    rel_above = r.before(relevant)[relevant].astype(np.float64)
    nonrel_above = r.before(r.judged_nonrelevant)[relevant].astype(np.float64)
    pool_above = r.before(r.grade < 0)[relevant].astype(np.float64)
    j = r.rank[relevant].astype(np.float64)
    safe_j = np.maximum(j, 1.0)
    term = (1.0 / (j + 1.0) + (j / (j + 1.0)) * ((rel_above + nonrel_above + pool_above) / safe_j)
            * ((rel_above + INFAP_EPSILON) / (rel_above + nonrel_above + 2 * INFAP_EPSILON)))
    term[j == 0] = 1.0
    return safe_divide(r.per_query(relevant, term), r.num_rel.astype(np.float64))


def geometric_log(values: np.ndarray) -> np.ndarray:
    """log(max(value, MIN_GEO_MEAN)): what gm_map and gm_bpref average before exponentiating."""
    logged: np.ndarray = np.log(np.maximum(values, MIN_GEO_MEAN))
    return logged


def success(r: RankedJudgments, k: int) -> np.ndarray:
    """1 when a relevant row is in the top k, else 0."""
    return (r.per_query(r.relevant & (r.rank < k)) > 0).astype(np.float64)


def relative_precision(r: RankedJudgments, k: int) -> np.ndarray:
    """Relevant in the top k over min(k, R); 0 when R = 0."""
    found = r.per_query(r.relevant & (r.rank < k))
    return safe_divide(found, np.minimum(r.num_rel, k).astype(np.float64))


def unjudged_at(r: RankedJudgments, k: int) -> np.ndarray:
    """Rows in the top k that are not judged (not in the qrels, or a negative grade), over k."""
    judged = r.per_query((r.grade >= 0) & (r.rank < k))
    unjudged: np.ndarray = np.minimum(r.num_ret, k) - judged
    return unjudged / float(k)


def set_measures(r: RankedJudgments, beta: float = 1.0) -> dict[str, np.ndarray]:
    """Unranked measures: set_P, set_recall, set_relative_P, set_map, set_F (beta), utility."""
    rel_ret = r.num_rel_ret()
    ret, rel = r.num_ret.astype(np.float64), r.num_rel.astype(np.float64)
    precision, recall = safe_divide(rel_ret, ret), safe_divide(rel_ret, rel)
    f = safe_divide((beta + 1.0) * precision * recall, beta * precision + recall)
    f[rel_ret == 0] = 0.0
    return {
        "set_P": precision,
        "set_recall": recall,
        "set_relative_P": safe_divide(rel_ret, np.minimum(ret, rel) * (rel > 0)),
        "set_map": safe_divide(rel_ret * rel_ret, ret * rel),
        "set_F": f,
    }


def utility(r: RankedJudgments, coefficients: tuple[float, float, float, float],
            documents_in_collection: int) -> np.ndarray:
    """a * rel_ret + b * nonrel_ret + c * rel_missed + d * nonrel_not_retrieved (trec_eval -N)."""
    a, b, c, d = coefficients
    rel_ret = r.num_rel_ret()
    ret, rel = r.num_ret.astype(np.float64), r.num_rel.astype(np.float64)
    value: np.ndarray = a * rel_ret + b * (ret - rel_ret) + c * (rel - rel_ret)
    if d:
        value = value + d * (documents_in_collection + rel_ret - ret - rel)
    return value


def num_nonrel_judged_ret(r: RankedJudgments) -> np.ndarray:
    """Judged nonrelevant rows retrieved."""
    return r.per_query(r.judged_nonrelevant)


def binary_g(r: RankedJudgments) -> np.ndarray:
    """binG: sum over relevant rows of 1 / log2(2 + rank - relevant above), over R."""
    relevant = r.relevant
    weights = 1.0 / np.log2(2.0 + r.rank[relevant] - r.before(relevant)[relevant])
    return safe_divide(r.per_query(relevant, weights), r.num_rel.astype(np.float64))


def interpolated_precision(r: RankedJudgments, levels: tuple[float, ...],
                           compat: int = 10) -> list[np.ndarray]:
    """iprec_at_recall: at each recall level, the best precision at or beyond it (per query).

    The level becomes a count of relevant rows: lround(level * R) in trec_eval 10, (long)(level
    * R + 0.9) in 9.x (``compat=9``); a count beyond the relevant retrieved scores 0, and a
    count of 0 takes the best precision anywhere in the ranking.
    """
    relevant = r.relevant
    query, rank = r.query[relevant], r.rank[relevant]
    nth = r.before(relevant)[relevant] + 1  # 1-based index of the relevant row in its query
    precision = nth / (rank + 1.0)
    best_after = suffix_max_within_groups(precision, query)  # best precision from each row on
    rel_ret = np.bincount(query, minlength=r.n_queries)
    first = np.cumsum(rel_ret) - rel_ret  # position of each query's first relevant row
    out = []
    for level in levels:
        wanted = np.floor(level * r.num_rel + (0.9 if compat == 9 else 0.5)).astype(np.int64)
        reachable = (wanted <= rel_ret) & (rel_ret > 0)
        at = first + np.maximum(wanted, 1) - 1
        value = np.zeros(r.n_queries, dtype=np.float64)
        value[reachable] = best_after[at[reachable]]
        out.append(value)
    return out


def suffix_max_within_groups(values: np.ndarray, group: np.ndarray) -> np.ndarray:
    """For each element, the largest value from it to the end of its run of equal ``group``
    (input grouped). Only comparisons, so every result is one of the values exactly (a value
    compared with a -Z stddev-0 mean must be trec_eval's own double): doubling steps, log2 of
    the longest group of them."""
    best = values.astype(np.float64, copy=True)
    step = 1
    while step < len(best):
        later = np.full(len(best), -np.inf)
        same = group[step:] == group[:-step]
        later[:-step][same] = best[step:][same]
        if not same.any():
            break
        np.maximum(best, later, out=best)
        step *= 2
    return best


def precision_at_r_multiples(r: RankedJudgments, multiples: tuple[float, ...]) -> list[np.ndarray]:
    """Rprec_mult: precision at (long)(m * R + 0.9) documents for each multiple m."""
    relevant = r.relevant
    out = []
    for multiple in multiples:
        cutoff = np.floor(multiple * r.num_rel + 0.9).astype(np.int64)
        found = r.per_query(relevant & (r.rank < cutoff[r.query]))
        out.append(safe_divide(found, cutoff.astype(np.float64)))
    return out


def relevance_strings(r: RankedJudgments, length: int) -> list[str]:
    """relstring: the grade of each of the first ``length`` ranks as one character per rank:
    the digit (``>`` above 9), ``-`` not in the qrels, ``.`` in the pool but unjudged."""
    shown = np.minimum(r.num_ret, length)
    chars = [["-"] * int(n) for n in shown]
    within = r.rank < shown[r.query]
    for q, rank, grade in zip(r.query[within].tolist(), r.rank[within].tolist(), r.grade[within].tolist()):
        chars[q][rank] = ">" if grade > 9 else str(grade) if grade >= 0 else "."
    return ["".join(c) for c in chars]


def rank_biased_precision(r: RankedJudgments, p: float) -> np.ndarray:
    """rbp (Moffat and Zobel): (1 - p) * sum of gain * p^rank; trec_eval divides each grade by
    the query's highest qrels grade when that exceeds 1, so gains lie in [0, 1]."""
    top = np.maximum(r.max_grade, 1).astype(np.float64)
    gains = np.maximum(r.grade, 0) / top[r.query]
    return (1.0 - p) * r.per_query(slice(None), gains * np.power(p, r.rank))


def rbp_residual(r: RankedJudgments, p: float) -> np.ndarray:
    """rbp_resid: the most rbp could still gain if every unjudged row and every row beyond the
    ranking were fully relevant (p^num_ret + (1 - p) * sum of p^rank over unjudged rows)."""
    judged = r.grade >= 0
    ret = r.num_ret.astype(np.float64)
    all_weights = (1.0 - np.power(p, ret)) / (1.0 - p)
    unjudged_weight = all_weights - r.per_query(judged, np.power(p, r.rank[judged]))
    value: np.ndarray = np.power(p, ret) + (1.0 - p) * unjudged_weight
    value[ret - r.per_query(judged) <= 0] = 0.0
    return value


def top_grades(n_queries: int, qrels_query: np.ndarray, qrels_grade: np.ndarray) -> np.ndarray:
    """Highest qrels grade >= 0 of each query (0 when it has none): rbp's gain scale."""
    top = np.zeros(n_queries, dtype=np.int64)
    np.maximum.at(top, np.asarray(qrels_query, dtype=np.int64), np.maximum(qrels_grade, 0))
    return top
