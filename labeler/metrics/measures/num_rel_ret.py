"""num_rel_ret (trec_eval's): relevant chunks retrieved per query, summed over queries."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def relevant_retrieved(r: RankedJudgments) -> np.ndarray:
    """Relevant retrieved rows per query index."""
    query, _, _ = r.relevant_rows()
    return r.count(query)


FAMILY = Family(
    name="num_rel_ret",
    order=110,
    values=lambda measure, r: relevant_retrieved(r),
    spellings=("numrelret",),
    parameters=frozenset({"rel", "judged_only"}),
    trec_plain="num_rel_ret",
    count=True,
    help="num_rel_ret",
    trec=(TrecEntry("num_rel_ret", lambda request, r: [relevant_retrieved(r)], summary="sum"),),
)
