"""A sampling design as stored: which pairs humans grade, in which order (``labeler sample``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class DesignSpec:
    """What defines a design: the model whose grades set the sizes, the measure, the strategy, the seed."""

    model: str
    measure: str
    strategy: str
    seed: int
    mix: float
    depth: int


@dataclass(frozen=True, slots=True)
class SampleDesign:
    """A stored design: its spec, the largest budget asked so far, and when it was made and extended."""

    id: int
    spec: DesignSpec
    budget: int
    pairs: int
    created_at: datetime
    updated_at: datetime

