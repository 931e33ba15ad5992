"""RR (trec_eval ``recip_rank``): 1 / rank of the first relevant chunk, 0 when none is retrieved.

RR@k counts it only within the top k (no trec_eval counterpart: trec_eval's recip_rank takes no
cutoff; equals ir_measures' RR@k); labeler prints it as ``recip_rank_cut_k``.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def reciprocal_rank(r: RankedJudgments, k: int | None) -> np.ndarray:
    """RR (k None) or RR@k of every query index."""
    query, rank, before = r.relevant_rows()
    first = before == 0
    within = first if k is None else first & (rank < k)
    return r.count(query[within], 1.0 / (rank[within] + 1.0))


FAMILY = Family(
    name="RR",
    order=40,
    values=lambda measure, r: reciprocal_rank(r, measure.cutoff),
    spellings=("mrr", "recip_rank", "recip_rank_cut"),
    cut_spellings=("recip_rank_cut",),
    cutoff="optional",
    parameters=frozenset({"rel", "judged_only"}),
    trec_plain="recip_rank",
    trec_cut="recip_rank_cut",
    in_trec_eval=lambda measure: measure.cutoff is None,
    help="RR, RR@k",
    trec_example="recip_rank",
    trec=(TrecEntry("recip_rank", lambda request, r: [reciprocal_rank(r, None)]),),
)
