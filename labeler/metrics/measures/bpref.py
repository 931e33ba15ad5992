"""bpref (trec_eval ``bpref``, ``gm_bpref``): judged nonrelevant chunks ranked above each relevant one.

bpref = sum over retrieved relevant chunks of 1 - min(nonrelevant above, R) / min(N, R), over R
(R relevant, N judged nonrelevant in the qrels); unjudged chunks are left out. gm_bpref is the
geometric mean over queries of max(bpref, 0.00001).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide


def bpref(r: RankedJudgments) -> np.ndarray:
    """bpref of every query index."""
    r = r.in_order()
    relevant = r.relevant
    above = r.before(r.judged_nonrelevant)[relevant].astype(np.float64)
    query = r.query[relevant]
    big_r = r.num_rel[query].astype(np.float64)
    scale = np.minimum(r.num_nonrel[query], r.num_rel[query]).astype(np.float64)
    term = np.ones(len(query))
    some = above > 0
    term[some] = 1.0 - np.minimum(above[some], big_r[some]) / scale[some]
    return safe_divide(r.per_query(relevant, term), r.num_rel.astype(np.float64))


FAMILY = Family(
    name="bpref",
    order=120,
    values=lambda measure, r: bpref(r),
    parameters=frozenset({"rel"}),
    trec_plain="bpref",
    convention=("bpref", "bpref (trec_eval): judged nonrelevant chunks ranked above each relevant one, "
                "over min(R, N); unjudged chunks are left out"),
    help="bpref",
    trec=(
        TrecEntry("bpref", lambda request, r: [bpref(r)]),
        TrecEntry("gm_bpref", lambda request, r: [bpref(r)], summary="geometric"),
    ),
)
