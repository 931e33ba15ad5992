"""P@k (trec_eval ``P``) and trec_eval's ``relative_P``.

P@k = relevant chunks in the top k / k, dividing by k even when fewer than k were retrieved.
relative_P@k = relevant chunks in the top k / min(k, R), R the query's relevant chunks; 0 when R = 0.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, Measure, RatioForm, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.trec_defaults import CUTOFFS


def precision(r: RankedJudgments, k: int) -> np.ndarray:
    """P@k of every query index."""
    query, rank, _ = r.relevant_rows()
    return r.count(query[rank < k]) / k


def relative_precision(r: RankedJudgments, k: int) -> np.ndarray:
    """Relevant in the top k over min(k, R); 0 when R = 0."""
    r = r.in_order()
    found = r.per_query(r.relevant & (r.rank < k))
    return safe_divide(found, np.minimum(r.num_rel, k).astype(np.float64))


def _ratio_form(measure: Measure) -> RatioForm | None:
    assert measure.cutoff is not None
    return None if measure.judged_only else RatioForm("precision", measure.cutoff, measure.rel)


FAMILY = Family(
    name="P",
    order=20,
    values=lambda measure, r: precision(r, measure.cutoff or 0),
    spellings=("precision",),
    cutoff="required",
    parameters=frozenset({"rel", "judged_only"}),
    trec_cut="P",
    help="P@k",
    trec_example="P_5",
    trec=(
        TrecEntry("P", lambda request, r: [precision(r, int(k)) for k in request.params], kind="cut",
                  defaults=CUTOFFS),
        TrecEntry("relative_P", lambda request, r: [relative_precision(r, int(k)) for k in request.params],
                  kind="cut", defaults=CUTOFFS),
    ),
    ratio_form=_ratio_form,
)
