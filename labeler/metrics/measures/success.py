"""Success@k (trec_eval ``success``): 1 when a relevant chunk is in the top k, else 0."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def success(r: RankedJudgments, k: int) -> np.ndarray:
    """Success@k of every query index."""
    r = r.in_order()
    return (r.per_query(r.relevant & (r.rank < k)) > 0).astype(np.float64)


FAMILY = Family(
    name="Success",
    order=140,
    values=lambda measure, r: success(r, measure.cutoff or 0),
    cutoff="required",
    parameters=frozenset({"rel", "judged_only"}),
    trec_cut="success",
    help="Success@k",
    trec_example="success_5",
    trec=(TrecEntry("success", lambda request, r: [success(r, int(k)) for k in request.params], kind="cut",
                    defaults=(1.0, 5.0, 10.0)),),
)
