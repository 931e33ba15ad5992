"""What the label screen shows about the pair on screen: PairView and other annotators' grades."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from labeler.domain import Chunk, Judgment, Query, Suggestion
from labeler.domain.labeling import QueueEntry, QueueFilter
from labeler.domain.suspects import SuspectFlag


@dataclass(frozen=True, slots=True)
class OtherGrade:
    """Another annotator's current grade of the pair on screen (shown only after grading it)."""

    annotator: str
    grade: int
    note: str | None
    source: str


@dataclass(frozen=True, slots=True)
class PairView:
    """Everything the label screen shows about the pair on screen."""

    query: Query
    chunk_id: str
    chunk: Chunk | None
    best_rank: int | None
    grade: int | None
    note: str | None
    note_pending: bool
    skipped: bool
    suggestion: Suggestion | None
    suggestion_hidden: bool
    query_index: int
    query_count: int
    pair_index: int
    pair_count: int
    query_judged: int
    judged: int
    total: int
    queue_filter: QueueFilter
    blind: bool
    seconds_per_pair: float | None
    seconds_left: float | None
    notice: str | None = None  # a routine confirmation of the last action
    warning: str | None = None  # something the annotator should not miss (shown longer, as a warning)
    other_grades: tuple[OtherGrade, ...] = ()
    consistency_check: bool = False
    match_index: int = 0  # position among the query's pairs matching the filter (0: not one of them)
    match_count: int = 0  # how many of the query's pairs match the filter
    filter_empty: bool = False  # no pair matches the filter: the screen shows an empty state, not this pair
    query_pairs: tuple[QueueEntry, ...] = ()  # the query's pairs in queue order, this one at pair_index - 1
    # what may fool an LLM judge in this pair (services.judging.suspects): shown, never hidden, and the
    # pair is graded as any other; None: not read yet (LabelingSession.read_suspects reads it)
    suspects: tuple[SuspectFlag, ...] | None = ()


def other_grades_from(judgments: Iterable[Judgment]) -> tuple[OtherGrade, ...]:
    """Other annotators' current judgments of a pair, as the screen shows them (in the given order)."""
    return tuple(OtherGrade(j.annotator, j.grade, j.note, str(j.source)) for j in judgments)
