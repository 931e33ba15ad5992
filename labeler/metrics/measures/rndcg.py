"""Rndcg (trec_eval's): nDCG averaged over the depths where the ideal gain drops.

Gains as `-m Rndcg.0=0,1=1` (default: the grade).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.gain_walk import GainWalk, walk_for
from labeler.metrics.measures.ranked import safe_divide


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


FAMILY = Family(name="Rndcg", trec=(TrecEntry("Rndcg", lambda request, r: [r_ndcg(walk_for(request.gains(), r))],
                                              kind="gains"),))
