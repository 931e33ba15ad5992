"""num_rel (trec_eval's): relevant chunks in the qrels per query (retrieved or not), summed; a
judged query missing from the run keeps its count under --complete / -c."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def relevant_judged(r: RankedJudgments) -> np.ndarray:
    """Relevant qrels rows per query index."""
    return r.num_rel.astype(np.float64)


FAMILY = Family(
    name="num_rel",
    order=100,
    values=lambda measure, r: relevant_judged(r),
    spellings=("numrel",),
    parameters=frozenset({"rel"}),
    trec_plain="num_rel",
    count=True,
    help="num_rel",
    trec=(TrecEntry("num_rel", lambda request, r: [relevant_judged(r)], summary="sum", kept_when_missing=True),),
)
