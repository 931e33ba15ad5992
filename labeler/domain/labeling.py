"""The label queue as the labeling service sees it: filters, queue entries, per-query progress."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class QueueFilter(StrEnum):
    """Which pairs the label queue walks through; `f` cycles them in this order.

    unjudged: not graded by this annotator and not skipped by them; all: every pair;
    suggested: has an LLM suggestion with a grade; disagreement: a pair this annotator has
    graded (never one they have not, so as not to hint at others' grades) whose current
    judgments of different annotators differ, or one differs from the newest graded LLM
    suggestion, unless the pair has been adjudicated (adjudications are not counted as grades);
    skipped: skipped by this annotator and not graded since.
    """

    UNJUDGED = "unjudged"
    ALL = "all"
    SUGGESTED = "suggested"
    DISAGREEMENT = "disagreement"
    SKIPPED = "skipped"

    @property
    def label(self) -> str:
        """Words for the screen."""
        return _FILTER_LABELS[self]

    def following(self) -> "QueueFilter":
        """The next filter in the cycle."""
        members = list(QueueFilter)
        return members[(members.index(self) + 1) % len(members)]


_FILTER_LABELS = {
    QueueFilter.UNJUDGED: "unjudged",
    QueueFilter.ALL: "all pairs",
    QueueFilter.SUGGESTED: "has LLM suggestion",
    QueueFilter.DISAGREEMENT: "disagreements",
    QueueFilter.SKIPPED: "skipped",
}


@dataclass(frozen=True, slots=True)
class QueueEntry:
    """One pair of a query's page in queue order, with what this annotator has done to it."""

    pair_id: int
    query_id: str
    chunk_id: str
    best_rank: int | None
    grade: int | None = None
    note: str | None = None
    skipped: bool = False
    suggested: bool = False
    disagreement: bool = False

    def matches(self, queue_filter: QueueFilter) -> bool:
        """Whether the pair belongs to the queue under this filter (same rules as the SQL)."""
        if queue_filter is QueueFilter.ALL:
            return True
        if queue_filter is QueueFilter.UNJUDGED:
            return self.grade is None and not self.skipped
        if queue_filter is QueueFilter.SUGGESTED:
            return self.suggested
        if queue_filter is QueueFilter.DISAGREEMENT:
            return self.disagreement
        return self.skipped and self.grade is None


@dataclass(frozen=True, slots=True)
class QueryProgress:
    """A query with how many of its pool pairs this annotator has graded."""

    query_id: str
    text: str
    judged: int
    total: int


@dataclass(frozen=True, slots=True)
class SearchHit:
    """A search result: a query (chunk_id None) or a pair whose chunk text matched."""

    query_id: str
    chunk_id: str | None
    snippet: str
