"""trec_eval's graded measures that walk the ideal ranking beside the run: G, ndcg_rel, Rndcg.

trec_eval (m_G.c, m_ndcg_rel.c, m_Rndcg.c) steps through the run and the ideal ranking (every
judged document of the query, highest gain first) together. Each step's state is a prefix sum,
so here every quantity is a prefix of either list: DCG of the run's first n ranks and IDCG of
the ideal's first n, looked up with cumulative sums per query. Gains: the grade, or a GainTable.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.metrics.measures.judged import GainTable, QueryTables, gains_of, safe_divide
from labeler.metrics.measures.trec_formulas import RankedJudgments


def _cumulative(values: np.ndarray) -> np.ndarray:
    """cum[n] = sum of the first n values (cum[0] = 0)."""
    return np.concatenate([[0.0], np.cumsum(values, dtype=np.float64)])


def _segments(sorted_group: np.ndarray, n_groups: int) -> tuple[np.ndarray, np.ndarray]:
    count = np.bincount(sorted_group, minlength=n_groups)
    return np.cumsum(count) - count, count



@dataclass(frozen=True)
class GainWalk:
    """Prefix sums over a run's judged rows and over the ideal ranking of every query."""

    r: RankedJudgments
    gain: np.ndarray  # gain of each judged row (sorted by query, rank)
    row_start: np.ndarray  # first judged row of each query
    dcg: np.ndarray  # cumulative gain / log2(rank + 2) over judged rows
    gains: np.ndarray  # cumulative gain over judged rows
    ideal_gain: np.ndarray  # ideal gains, query by query, best first
    ideal_start: np.ndarray
    n_ideal: np.ndarray  # documents with a positive gain, per query
    idcg: np.ndarray  # cumulative ideal gain / log2(position + 2)
    excess: np.ndarray  # cumulative max(ideal gain - 1, 0): G's cost above one per rank

    @classmethod
    def build(cls, r: RankedJudgments, tables: QueryTables, gain: str | GainTable) -> GainWalk:
        """Lay out both lists for ``gain`` (grades, or a custom table; ``tables`` built with it)."""
        row_gain = gains_of(r.grade, gain)
        row_start, _ = _segments(r.query, r.n_queries)
        ideal_start, n_ideal = _segments(tables.ideal_query, r.n_queries)
        return cls(r, row_gain, row_start, _cumulative(row_gain / np.log2(r.rank + 2.0)),
                   _cumulative(row_gain), tables.ideal_gain, ideal_start, n_ideal,
                   _cumulative(tables.ideal_gain / np.log2(tables.ideal_rank + 2.0)),
                   _cumulative(np.maximum(tables.ideal_gain - 1.0, 0.0)))

    def idcg_at(self, query: np.ndarray, n: np.ndarray) -> np.ndarray:
        """IDCG of the first n ideal positions of each query (n capped at its ideal length)."""
        start = self.ideal_start[query]
        prefix: np.ndarray = self.idcg[start + np.minimum(n, self.n_ideal[query])] - self.idcg[start]
        return prefix

    def dcg_at(self, query: np.ndarray, n: np.ndarray) -> np.ndarray:
        """DCG of the run's first n ranks of each query."""
        r = self.r
        width = np.int64(max(int(r.num_ret.max(initial=0)), int(np.max(n, initial=0))) + 1)
        key = r.query * width + r.rank
        end = np.searchsorted(key, query * width + np.minimum(n, width - 1))
        prefix: np.ndarray = self.dcg[end] - self.dcg[self.row_start[query]]
        return prefix


def g_measure(walk: GainWalk) -> np.ndarray:
    """G: each gain over log2(2 + ideal cost so far - gain so far), summed, over the ideal total."""
    r, rows = walk.r, np.flatnonzero(walk.gain != 0)
    query, rank = r.query[rows], r.rank[rows]
    start = walk.ideal_start[query]
    reached = np.minimum(rank + 1, walk.n_ideal[query])
    cost = (rank + 1.0) + walk.excess[start + reached] - walk.excess[start]
    so_far = walk.gains[rows + 1] - walk.gains[walk.row_start[query]]
    terms = walk.gain[rows] / np.log2(2.0 + cost - so_far)
    total = np.bincount(query, weights=terms, minlength=r.n_queries)
    ideal_total = _cumulative(walk.ideal_gain)
    best = ideal_total[walk.ideal_start + walk.n_ideal] - ideal_total[walk.ideal_start]
    return safe_divide(total, best)


def ndcg_rel(walk: GainWalk) -> np.ndarray:
    """ndcg_rel: nDCG at each relevant document (at its rank, ideal cut at the same depth),
    the relevant documents not retrieved scoring the full-depth nDCG; averaged over them."""
    r, rows = walk.r, np.flatnonzero(walk.gain > 0)
    query, rank = r.query[rows], r.rank[rows]
    at_row = (walk.dcg[rows + 1] - walk.dcg[walk.row_start[query]]) / walk.idcg_at(query, rank + 1)
    total = np.bincount(query, weights=at_row, minlength=r.n_queries)
    everything = np.arange(r.n_queries)
    full = safe_divide(walk.dcg_at(everything, r.num_ret), walk.idcg_at(everything, walk.n_ideal))
    found = np.bincount(query, minlength=r.n_queries)
    total = total + (walk.n_ideal - found) * full
    value = safe_divide(total, walk.n_ideal.astype(np.float64))
    value[total <= 0] = 0.0
    return value


def r_ndcg(walk: GainWalk) -> np.ndarray:
    """Rndcg: mean of nDCG at each depth where the ideal gain drops (and at the ideal's end),
    plus the full-ranking nDCG when the run goes more than one rank past the ideal."""
    r = walk.r
    ideal_query = np.repeat(np.arange(r.n_queries), walk.n_ideal)
    position = np.arange(len(walk.ideal_gain)) - walk.ideal_start[ideal_query]
    changes = np.zeros(len(walk.ideal_gain), dtype=bool)
    changes[1:] = walk.ideal_gain[1:] != walk.ideal_gain[:-1]
    changes &= position > 0
    has_ideal = np.flatnonzero(walk.n_ideal > 0)
    query = np.concatenate([ideal_query[changes], has_ideal])
    depth = np.concatenate([position[changes], walk.n_ideal[has_ideal]])
    terms = walk.dcg_at(query, np.minimum(depth, r.num_ret[query])) / walk.idcg_at(query, depth)
    total = np.bincount(query, weights=terms, minlength=r.n_queries)
    count = np.bincount(query, minlength=r.n_queries).astype(np.float64)
    beyond = r.num_ret > walk.n_ideal + 1
    everything = np.arange(r.n_queries)
    full = safe_divide(walk.dcg_at(everything, r.num_ret), walk.idcg_at(everything, walk.n_ideal))
    total, count = total + beyond * full, count + beyond
    value = safe_divide(total, count)
    value[r.num_rel == 0] = 0.0
    return value
