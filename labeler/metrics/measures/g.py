"""G (trec_eval's): gain over a discount that charges the ideal ranking's cost so far.

Each retrieved chunk with a gain adds gain / log2(2 + ideal cost up to its rank - gain so far);
the total is divided by the ideal total gain. Gains as `-m G.0=0,1=1,2=3` (default: the grade).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.gain_walk import GainWalk, cumulative, walk_for
from labeler.metrics.measures.ranked import safe_divide


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
    ideal_total = cumulative(walk.ideal_gain)
    best = ideal_total[walk.ideal_start + walk.n_ideal] - ideal_total[walk.ideal_start]
    return safe_divide(total, best)


FAMILY = Family(name="G", trec=(TrecEntry("G", lambda request, r: [g_measure(walk_for(request.gains(), r))],
                                          kind="gains"),))
