"""The consistency re-show rule: when and which earlier pair a labeling session shows again, blind.

After each grade, with probability `consistency` (drawn from the session's own random.Random,
seedable), one of this annotator's earlier pairs is shown next: a pair whose current judgment is
theirs (a source in CONSISTENCY_SOURCES, never itself a check), made at least CONSISTENCY_MIN_GAP
of their judgments ago, and not re-shown before in this session.
"""

from __future__ import annotations

import random

from labeler.domain import JudgmentSource

CONSISTENCY_MIN_GAP = 20
# Judgments a consistency check may re-show: the annotator's own grading in this tool.
CONSISTENCY_SOURCES = (JudgmentSource.HUMAN, JudgmentSource.LLM_ACCEPTED)
CONSISTENCY_NOTICE = "Consistency check: a pair you graded earlier, shown blind. Grade it as if new."


def draws_check(rng: random.Random, consistency: float) -> bool:
    """Whether this grade is followed by a check: probability consistency; no draw when it is 0."""
    return consistency > 0.0 and rng.random() < consistency
