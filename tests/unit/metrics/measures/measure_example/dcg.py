"""DCG (not normalised): the gain of the top k over log2(rank + 1), rank from 1.

The worked example of docs/ARCHITECTURE.md ("adding a measure"): this file, dropped into
labeler/metrics/measures/, is all labeler needs to parse ``DCG@10``, score it in `labeler eval`,
the Python API, reports and the app, print it as ``dcg_cut_10`` and list it in every help text.
tests/unit/metrics/measures/test_metrics_registry.py loads it from here as if it were there.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, Measure
from labeler.metrics.measures.ranked import RankedJudgments, gains_of


def dcg(r: RankedJudgments, k: int | None) -> np.ndarray:
    """DCG@k (k None: the whole ranking) of every query index, under r's gain."""
    within = slice(None) if k is None else r.rank < k
    return r.count(r.query[within], gains_of(r.grade[within], r.gain) / np.log2(r.rank[within] + 2.0))


def _values(measure: Measure, r: RankedJudgments) -> np.ndarray:
    return dcg(r, measure.cutoff)


FAMILY = Family(
    name="DCG",
    order=15,  # listed after nDCG
    values=_values,
    spellings=("dcg_cut",),
    cut_spellings=("dcg_cut",),
    cutoff="optional",
    parameters=frozenset({"gains", "judged_only"}),
    trec_plain="dcg",  # trec_eval has no DCG: labeler prints it in trec_eval's style
    trec_cut="dcg_cut",
    in_trec_eval=lambda measure: False,
    help="DCG@k",
)
