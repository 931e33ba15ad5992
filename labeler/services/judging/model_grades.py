"""A model's grades as stored: the newest ok suggestion per pair, what estimates and reports read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labeler.domain.errors import NotFoundError

if TYPE_CHECKING:
    from labeler.metrics.grades.model import ModelGrades
    from labeler.storage.repository import Repository


def grades_of_model(repository: Repository, model: str) -> "ModelGrades":
    """The model's newest ok suggestion per pair; NotFoundError naming the known models when it has none."""
    grades = repository.model_grades(model)
    if not len(grades.grades):
        known = ", ".join(summary.model for summary in repository.suggestion_models()) or "none yet"
        raise NotFoundError(f"no suggestions by model {model!r} (models with suggestions: {known}); "
                            "run labeler judge, or labeler import suggestions FILE --model NAME")
    return grades
