"""R@k (trec_eval ``recall``): relevant chunks in the top k / the query's relevant chunks (R);
a query with nothing relevant scores 0."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, Measure, RatioForm, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.trec_defaults import CUTOFFS


def recall(r: RankedJudgments, k: int) -> np.ndarray:
    """R@k of every query index."""
    query, rank, _ = r.relevant_rows()
    return safe_divide(r.count(query[rank < k]), r.num_rel.astype(np.float64))


def _ratio_form(measure: Measure) -> RatioForm | None:
    assert measure.cutoff is not None
    return None if measure.judged_only else RatioForm("recall", measure.cutoff, measure.rel)


FAMILY = Family(
    name="R",
    order=30,
    values=lambda measure, r: recall(r, measure.cutoff or 0),
    spellings=("recall",),
    cutoff="required",
    parameters=frozenset({"rel", "judged_only"}),
    trec_cut="recall",
    help="R@k",
    trec_example="recall_100",
    trec=(TrecEntry("recall", lambda request, r: [recall(r, int(k)) for k in request.params], kind="cut",
                    defaults=CUTOFFS),),
    ratio_form=_ratio_form,
)
