"""Domain types: frozen dataclasses and enums, standard library only.

Names load on first use (PEP 562): importing the package, or one of its modules, costs
nothing beyond that module, which keeps commands such as `labeler trec-eval` quick to start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labeler.domain.lazy import lazy_names

if TYPE_CHECKING:
    from labeler.domain.errors import DatabaseError, InputError, LabelerError, NotFoundError
    from labeler.domain.grades import GRADE_LABELS, GRADE_RUBRIC, Grade
    from labeler.domain.models import Chunk, Judgment, JudgmentSource, Pair, Query, QrelRow, RunInfo, Suggestion, SuggestionStatus, UpsertCounts

_HOME: dict[str, str] = {
    "DatabaseError": "labeler.domain.errors",
    "InputError": "labeler.domain.errors",
    "LabelerError": "labeler.domain.errors",
    "NotFoundError": "labeler.domain.errors",
    "GRADE_LABELS": "labeler.domain.grades",
    "GRADE_RUBRIC": "labeler.domain.grades",
    "Grade": "labeler.domain.grades",
    "Chunk": "labeler.domain.models",
    "Judgment": "labeler.domain.models",
    "JudgmentSource": "labeler.domain.models",
    "Pair": "labeler.domain.models",
    "Query": "labeler.domain.models",
    "QrelRow": "labeler.domain.models",
    "RunInfo": "labeler.domain.models",
    "Suggestion": "labeler.domain.models",
    "SuggestionStatus": "labeler.domain.models",
    "UpsertCounts": "labeler.domain.models",
}

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


__getattr__ = lazy_names(__name__, _HOME)
