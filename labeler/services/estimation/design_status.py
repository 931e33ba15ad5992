"""How far the newest sampling design has been graded, for `labeler status` (no numpy, no metrics:
status stays quick to start)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from labeler.domain.pool.sampling import SampleDesign

if TYPE_CHECKING:
    from labeler.storage.repository import Repository


@dataclass(frozen=True)
class DesignStatus:
    """The newest design and how far its order has been graded (``labeler status``)."""

    design: SampleDesign
    chosen: int
    graded_chosen: int
    graded_in_order: int


def design_status(repository: "Repository") -> DesignStatus | None:
    """The newest design, how many pairs its budget chose, how many of those are graded, and how
    long the graded prefix of its order is (the grades a hybrid estimate can use), counted in SQL."""
    design = repository.newest_design()
    if design is None:
        return None
    total, graded_chosen, in_order = repository.design_progress(design.id, design.budget)
    return DesignStatus(design, min(design.budget, total), graded_chosen, in_order)
