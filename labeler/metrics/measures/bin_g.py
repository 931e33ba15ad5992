"""binG (trec_eval's): binary gain over a rank discount that skips the relevant chunks above.

binG = sum over retrieved relevant chunks of 1 / log2(2 + rank - relevant above), over R.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide


def binary_g(r: RankedJudgments) -> np.ndarray:
    """binG of every query index."""
    r = r.in_order()
    relevant = r.relevant
    weights = 1.0 / np.log2(2.0 + r.rank[relevant] - r.before(relevant)[relevant])
    return safe_divide(r.per_query(relevant, weights), r.num_rel.astype(np.float64))


FAMILY = Family(name="binG", trec=(TrecEntry("binG", lambda request, r: [binary_g(r)]),))
