"""num_ret (trec_eval's): chunks retrieved per query, summed over queries."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def retrieved(r: RankedJudgments) -> np.ndarray:
    """Rows retrieved per query index."""
    return r.num_ret.astype(np.float64)


FAMILY = Family(
    name="num_ret",
    order=90,
    values=lambda measure, r: retrieved(r),
    spellings=("numret",),
    parameters=frozenset({"judged_only"}),
    instead={"rel": "num_rel_ret"},  # ir_measures' NumRet(rel=k): relevant retrieved (trec_eval num_rel_ret)
    trec_plain="num_ret",
    count=True,
    help="num_ret",
    trec=(TrecEntry("num_ret", lambda request, r: [retrieved(r)], summary="sum"),),
)
