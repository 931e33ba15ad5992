"""Self-agreement: how an annotator's blind repeat of a pair (a consistency check) matches their earlier grade.

Conventions (pinned by tests/unit/services/team/test_consistency.py):

- A repeat is a judgment row with source consistency-check that was not undone (a later change
  of mind does not erase it: it was the blind answer). Its *first* grade is the grade it
  replaced: the annotator's previous not-undone judgment of the same pair (undo restores
  exactly that row, so skipping undone rows walks the supersede chain).
- Per annotator: n repeats, the share with the same grade, Cohen's kappa with quadratic weights
  between first and repeated grades (metrics.stats.agreement.cohen_kappa; nan when undefined, e.g. one
  grade everywhere), and the mean absolute difference. Annotators without repeats are left out.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labeler.domain import JudgmentSource

if TYPE_CHECKING:
    from labeler.storage import Repository

UNDONE = "undone"


@dataclass(frozen=True, slots=True)
class SelfAgreement:
    """One annotator's consistency checks: n repeats and how well they match the first grades."""

    annotator: str
    n: int
    same: float
    kappa_quadratic: float
    mean_abs_difference: float


def repeated_grades(repository: Repository, annotator: str | None = None) -> dict[str, list[tuple[int, int]]]:
    """(first grade, repeated grade) of every consistency check, per annotator, in the order made."""
    previous: dict[tuple[str, str, str], int] = {}
    pairs: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for judgment, status in repository.judgment_history():
        if status == UNDONE or (annotator is not None and judgment.annotator != annotator):
            continue
        key = (judgment.annotator, judgment.query_id, judgment.chunk_id)
        if judgment.source == JudgmentSource.CONSISTENCY and key in previous:
            pairs[judgment.annotator].append((previous[key], judgment.grade))
        previous[key] = judgment.grade
    return dict(pairs)


def consistency_report(repository: Repository, annotator: str | None = None) -> list[SelfAgreement]:
    """Self-agreement of every annotator with consistency checks (or only annotator), by name; anyone's
    but the caller's own needs a role that may see the agreement."""
    from labeler.metrics.stats.agreement import cohen_kappa
    from labeler.services.roles import Action, caller_of, require

    if annotator is None or annotator != caller_of(repository).name:
        require(repository, Action.SEE_AGREEMENT)

    report = []
    for name, grades in sorted(repeated_grades(repository, annotator).items()):
        first = [a for a, _ in grades]
        repeat = [b for _, b in grades]
        report.append(
            SelfAgreement(
                annotator=name,
                n=len(grades),
                same=sum(a == b for a, b in grades) / len(grades),
                kappa_quadratic=cohen_kappa(first, repeat, weights="quadratic"),
                mean_abs_difference=sum(abs(a - b) for a, b in grades) / len(grades),
            )
        )
    return report
