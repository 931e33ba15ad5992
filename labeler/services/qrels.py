"""Turning many annotators' judgments into one grade per pair (the qrels policy).

Which label wins: a human judgment over an LLM suggestion, always; among humans, the
aggregation policy named here. An adjudicated judgment, where one exists, beats every rule.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Iterable, Sequence

from labeler.domain import Judgment, JudgmentSource, LabelerError
from labeler.domain.models import QRELS_SOURCES

POLICIES: tuple[str, ...] = ("adjudicated", "majority", "median", "max", "min", "mean-round", "latest")
DEFAULT_POLICY = "majority"


@dataclass(frozen=True, slots=True)
class AggregatedQrel:
    """One pair's grade after aggregation, with how many judgments stood behind it."""

    query_id: str
    chunk_id: str
    grade: int
    n_judgments: int
    adjudicated: bool = False
    tie_broken: bool = False


def validate_policy(policy: str) -> str:
    """Return the policy if known (a rule, or annotator:NAME), else a one-line error."""
    if policy in POLICIES or (policy.startswith("annotator:") and len(policy) > len("annotator:")):
        return policy
    raise LabelerError(f"unknown aggregation policy {policy!r}; use one of {', '.join(POLICIES)} or annotator:NAME")


def _round_half_up(value: float) -> int:
    return int(value + 0.5) if value >= 0 else -int(-value + 0.5)


def combine_grades(grades: Sequence[int], policy: str) -> int:
    """One grade from several, by rule.

    majority (and adjudicated, which is majority where no adjudication exists): the most
    frequent grade; a tie between grades goes to the median of all grades, rounded half up. median: the median, rounded half up. mean-round: the mean,
    rounded half up. max / min: as named.
    """
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
    """True when two or more different grades share the top count (the majority rule's tie)."""
    counts = Counter(grades).most_common()
    return len(counts) > 1 and counts[0][1] == counts[1][1]


def aggregate(judgments: Iterable[Judgment], policy: str = DEFAULT_POLICY) -> list[AggregatedQrel]:
    """Current judgments (one per pair and annotator) to one grade per pair, sorted by query then chunk.

    `latest` takes the most recently made judgment; `annotator:NAME` keeps only that
    annotator's own grades (adjudications included only if they are that annotator's). For
    every other rule an adjudicated judgment wins. A majority tie broken by the median is
    flagged (tie_broken) so exports can say how many grades the tie rule decided.
    """
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


def _made_at(judgment: Judgment):
    return (judgment.created_at is not None, judgment.created_at or 0, judgment.id or 0)


def human_qrels(repository, policy: str = DEFAULT_POLICY) -> list[AggregatedQrel]:
    """The database's human-side qrels: every current non-LLM judgment, aggregated by policy."""
    return aggregate(repository.current_judgments(sources=QRELS_SOURCES), policy)
