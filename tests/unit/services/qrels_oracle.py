"""The row-by-row aggregation labeler used before the set-wise one (services.aggregation): the test
oracle the new code must equal exactly. One Python object per judgment; never used by labeler."""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from datetime import datetime

from labeler.domain import Judgment, JudgmentSource, LabelerError
from labeler.services.aggregation import AggregatedQrel, validate_policy


def _round_half_up(value: float) -> int:
    return int(value + 0.5) if value >= 0 else -int(-value + 0.5)


def combine_grades(grades: Sequence[int], policy: str) -> int:
    """One grade from several, by rule (majority ties to the median rounded half up)."""
    if not grades:
        raise ValueError("no grades to combine")
    if policy == "max":
        return max(grades)
    if policy == "min":
        return min(grades)
    if policy == "median":
        return _round_half_up(statistics.median(grades))
    if policy == "mean-round":
        return _round_half_up(statistics.fmean(grades))
    if policy in ("majority", "adjudicated"):
        counts = Counter(grades).most_common()
        top = [grade for grade, count in counts if count == counts[0][1]]
        if len(top) == 1:
            return top[0]
        return _round_half_up(statistics.median(grades))
    raise LabelerError(f"unknown aggregation policy {policy!r}")


def majority_is_tied(grades: Sequence[int]) -> bool:
    """True when two or more different grades share the top count."""
    counts = Counter(grades).most_common()
    return len(counts) > 1 and counts[0][1] == counts[1][1]


def _made_at(judgment: Judgment) -> tuple[bool, datetime | int, int]:
    return (judgment.created_at is not None, judgment.created_at or 0, judgment.id or 0)


def aggregate(judgments: Iterable[Judgment], policy: str = "majority") -> list[AggregatedQrel]:
    """Current judgments to one grade per pair, sorted by query then chunk (the old definition)."""
    validate_policy(policy)
    by_pair: dict[tuple[str, str], list[Judgment]] = defaultdict(list)
    only = policy.split(":", 1)[1] if policy.startswith("annotator:") else None
    for judgment in judgments:
        if only is not None and judgment.annotator != only:
            continue
        by_pair[(judgment.query_id, judgment.chunk_id)].append(judgment)
    result: list[AggregatedQrel] = []
    for (query_id, chunk_id), pair_judgments in sorted(by_pair.items()):
        adjudicated = [j for j in pair_judgments if j.source == JudgmentSource.ADJUDICATED]
        if adjudicated and only is None:
            newest = max(adjudicated, key=_made_at)
            result.append(AggregatedQrel(query_id, chunk_id, newest.grade, len(pair_judgments), True))
            continue
        if policy == "latest" or only is not None:
            grade = max(pair_judgments, key=_made_at).grade
        else:
            grade = combine_grades([j.grade for j in pair_judgments], policy)
        grades = [j.grade for j in pair_judgments]
        tie = policy in ("majority", "adjudicated") and majority_is_tied(grades)
        result.append(AggregatedQrel(query_id, chunk_id, grade, len(pair_judgments), tie_broken=tie))
    return result
