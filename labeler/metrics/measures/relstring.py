"""relstring (trec_eval's): the grade at each of the first N ranks (default 10), one character per
rank: the digit (``>`` above 9), ``-`` not in the qrels, ``.`` in the pool but unjudged."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.c_numbers import c_long
from labeler.metrics.measures.ranked import RankedJudgments


def relevance_strings(r: RankedJudgments, length: int) -> list[str]:
    """The relstring of every query index, written set-wise into one byte matrix (a NUL past each
    query's shown ranks, which numpy's fixed-width bytes drop)."""
    shown = np.minimum(r.num_ret, length)
    width = max(int(shown.max(initial=0)), 0)
    if width == 0:
        return [""] * len(shown)
    chars = np.zeros((len(shown), width), dtype=np.uint8)
    chars[np.arange(width) < shown[:, None]] = ord("-")
    within = r.rank < shown[r.query]
    grade = r.grade[within]
    chars[r.query[within], r.rank[within]] = np.where(
        grade > 9, ord(">"), np.where(grade >= 0, ord("0") + np.clip(grade, 0, 9), ord(".")))
    return [row.decode("ascii") for row in chars.view(f"S{width}").ravel().tolist()]


FAMILY = Family(
    name="relstring",
    trec=(TrecEntry("relstring", lambda request, r: [relevance_strings(r, c_long(request.params[0]))], kind="floats",
                    defaults=(10.0,), summary="text"),),
)
