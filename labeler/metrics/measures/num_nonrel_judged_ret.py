"""num_nonrel_judged_ret (trec_eval's): judged nonrelevant chunks retrieved per query, summed."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def nonrelevant_retrieved(r: RankedJudgments) -> np.ndarray:
    """Judged nonrelevant rows (0 <= grade < level) retrieved, per query index."""
    r = r.in_order()
    return r.per_query(r.judged_nonrelevant)


FAMILY = Family(
    name="num_nonrel_judged_ret",
    trec=(TrecEntry("num_nonrel_judged_ret", lambda request, r: [nonrelevant_retrieved(r)], summary="sum"),),
)
