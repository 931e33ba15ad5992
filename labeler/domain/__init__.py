"""Domain types: frozen dataclasses and enums, standard library only."""

from labeler.domain.errors import (
    DatabaseError,
    InputError,
    LabelerError,
    NotFoundError,
)
from labeler.domain.grades import GRADE_LABELS, GRADE_RUBRIC, Grade
from labeler.domain.models import (
    Chunk,
    Judgment,
    JudgmentSource,
    Pair,
    Query,
    QrelRow,
    RunInfo,
    Suggestion,
    SuggestionStatus,
    UpsertCounts,
)

__all__ = [
    "Chunk",
    "DatabaseError",
    "GRADE_LABELS",
    "GRADE_RUBRIC",
    "Grade",
    "InputError",
    "Judgment",
    "JudgmentSource",
    "LabelerError",
    "NotFoundError",
    "Pair",
    "QrelRow",
    "Query",
    "RunInfo",
    "Suggestion",
    "SuggestionStatus",
    "UpsertCounts",
]
