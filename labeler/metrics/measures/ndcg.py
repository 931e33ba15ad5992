"""nDCG (trec_eval ``ndcg``, ``ndcg_cut``): discounted cumulative gain over the ideal ranking's.

nDCG@k = DCG@k / IDCG@k, DCG@k = sum over the top k of gain / log2(rank + 1) (rank from 1);
gain = grade (linear, trec_eval's) or 2^grade - 1 (--gain exponential) or ``gains={grade: gain}``
(trec_eval ``ndcg.0=0,1=1,2=3``); grades <= 0 and unjudged chunks gain 0; IDCG@k from every judged
chunk of the query (retrieved or not), best first, cut at the same k; IDCG = 0 scores 0.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, Measure, RatioForm, TrecEntry, TrecRequest
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.trec_defaults import CUTOFFS


def ndcg(r: RankedJudgments, k: int | None) -> np.ndarray:
    """nDCG@k (k None: the whole ranking) of every query index, under r's gain."""
    return safe_divide(r.dcg(k), r.tables.idcg(k))


def _ratio_form(measure: Measure) -> RatioForm | None:
    if measure.cutoff is None or measure.gains is not None or measure.judged_only:
        return None
    return RatioForm("ndcg", measure.cutoff)


def _gains(request: TrecRequest, r: RankedJudgments) -> RankedJudgments:
    return r.with_settings(r.level, request.gains() or "linear")


FAMILY = Family(
    name="nDCG",
    order=10,
    values=lambda measure, r: ndcg(r, measure.cutoff),
    spellings=("ndcg_cut",),
    cut_spellings=("ndcg_cut",),
    cutoff="optional",
    parameters=frozenset({"gains", "judged_only"}),
    trec_plain="ndcg",
    trec_cut="ndcg_cut",
    in_trec_eval=lambda measure: measure.gains is None or measure.cutoff is None,
    help="nDCG@k, nDCG",
    parameter_help="gains={0:0,1:1,2:3} (nDCG)",
    trec_example="ndcg_cut_10",
    trec=(
        TrecEntry("ndcg", lambda request, r: [ndcg(_gains(request, r), None)], kind="gains"),
        TrecEntry("ndcg_cut", lambda request, r: [ndcg(r, int(k)) for k in request.params], kind="cut",
                  defaults=CUTOFFS),
    ),
    ratio_form=_ratio_form,
)
