"""What trec_eval's G, ndcg_rel and Rndcg walk: the run's ranking beside the ideal one.

trec_eval (m_G.c, m_ndcg_rel.c, m_Rndcg.c) steps through the run and the ideal ranking (every
judged document of the query, highest gain first) together. Each step's state is a prefix sum,
so here every quantity is a prefix of either list: DCG of the run's first n ranks and IDCG of
the ideal's first n, looked up with cumulative sums per query. Gains: the grade, or a GainTable.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.metrics.measures.ranked import GainTable, QueryTables, RankedJudgments, gains_of


def cumulative(values: np.ndarray) -> np.ndarray:
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
        return cls(r, row_gain, row_start, cumulative(row_gain / np.log2(r.rank + 2.0)),
                   cumulative(row_gain), tables.ideal_gain, ideal_start, n_ideal,
                   cumulative(tables.ideal_gain / np.log2(tables.ideal_rank + 2.0)),
                   cumulative(np.maximum(tables.ideal_gain - 1.0, 0.0)))

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


def walk_for(request_gains: GainTable, r: RankedJudgments) -> GainWalk:
    """The walk of r's rows under the request's gains (none given: each grade gains its value);
    built once per rows and gains (G, ndcg_rel and Rndcg walk the same lists)."""
    gain: str | GainTable = request_gains or "linear"
    variant = r.with_settings(r.level, gain)
    ordered = variant.in_order()
    key = ("gain walk", gain)
    walk = ordered.cache.get(key)
    if not isinstance(walk, GainWalk):
        walk = ordered.cache[key] = GainWalk.build(ordered, variant.tables, gain)
    return walk
