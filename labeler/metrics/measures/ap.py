"""AP (trec_eval ``map``, ``gm_map``, ``map_cut``): mean of the precision at each relevant chunk.

AP = sum over retrieved relevant chunks of (relevant up to its rank / its rank), over R (all the
query's relevant chunks, retrieved or not); R = 0 scores 0. AP@k (map_cut_k) sums only the top k
and still divides by R, not min(k, R). gm_map is the geometric mean over queries of
max(AP, 0.00001).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.trec_defaults import CUTOFFS


def average_precision(r: RankedJudgments, k: int | None) -> np.ndarray:
    """AP (k None) or AP@k of every query index."""
    query, rank, before = r.relevant_rows()
    within = slice(None) if k is None else rank < k
    precision = (before[within] + 1.0) / (rank[within] + 1.0)
    return safe_divide(r.count(query[within], precision), r.num_rel.astype(np.float64))


FAMILY = Family(
    name="AP",
    order=50,
    values=lambda measure, r: average_precision(r, measure.cutoff),
    spellings=("map", "map_cut"),
    cut_spellings=("map_cut",),
    cutoff="optional",
    parameters=frozenset({"rel", "judged_only"}),
    trec_plain="map",
    trec_cut="map_cut",
    help="AP, AP@k",
    trec_example="map",
    trec=(
        TrecEntry("map", lambda request, r: [average_precision(r, None)]),
        TrecEntry("gm_map", lambda request, r: [average_precision(r, None)], summary="geometric"),
        TrecEntry("map_cut", lambda request, r: [average_precision(r, int(k)) for k in request.params], kind="cut",
                  defaults=CUTOFFS),
    ),
)
