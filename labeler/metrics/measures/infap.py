"""infAP (trec_eval ``infAP``, Yilmaz and Aslam): AP estimated from the judged chunks.

A negative qrels grade marks a chunk in the pool but left unjudged. For each retrieved relevant
chunk at rank j + 1: 1 / (j + 1) + j / (j + 1) * (judged or pooled above / j) * ((relevant above
+ e) / (judged above + 2e)), e = 0.00001; the first rank scores 1; summed, over R.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide

INFAP_EPSILON = 0.00001  # trec_eval.h: smoothing of infAP's estimate


def inf_ap(r: RankedJudgments) -> np.ndarray:
    """infAP of every query index."""
    r = r.in_order()
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


FAMILY = Family(
    name="infAP",
    order=130,
    values=lambda measure, r: inf_ap(r),
    parameters=frozenset({"rel"}),
    trec_plain="infAP",
    convention=("infAP", "infAP (trec_eval, Yilmaz and Aslam): AP estimated from the judged chunks; "
                "a negative qrels grade marks a pooled chunk left unjudged"),
    help="infAP",
    trec=(TrecEntry("infAP", lambda request, r: [inf_ap(r)]),),
)
