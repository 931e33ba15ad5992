"""ndcg_rel (trec_eval's): nDCG at each relevant chunk's rank, averaged over the relevant chunks.

A relevant chunk not retrieved counts the full-ranking nDCG. Gains as `-m ndcg_rel.0=0,1=1`.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.gain_walk import GainWalk, walk_for
from labeler.metrics.measures.ranked import safe_divide


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


FAMILY = Family(name="ndcg_rel", trec=(TrecEntry("ndcg_rel", lambda request, r: [ndcg_rel(walk_for(request.gains(), r))],
                                                 kind="gains"),))
