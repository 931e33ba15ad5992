"""relstring (trec_eval's): the grade at each of the first N ranks (default 10), one character per
rank: the digit (``>`` above 9), ``-`` not in the qrels, ``.`` in the pool but unjudged."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.c_numbers import c_long
from labeler.metrics.measures.ranked import RankedJudgments


def relevance_strings(r: RankedJudgments, length: int) -> list[str]:
    """The relstring of every query index."""
    r = r.in_order()
    shown = np.minimum(r.num_ret, length)
    chars = [["-"] * int(n) for n in shown]
    within = r.rank < shown[r.query]
    for q, rank, grade in zip(r.query[within].tolist(), r.rank[within].tolist(), r.grade[within].tolist()):
        chars[q][rank] = ">" if grade > 9 else str(grade) if grade >= 0 else "."
    return ["".join(c) for c in chars]


FAMILY = Family(
    name="relstring",
    trec=(TrecEntry("relstring", lambda request, r: [relevance_strings(r, c_long(request.params[0]))], kind="floats",
                    defaults=(10.0,), summary="text"),),
)
