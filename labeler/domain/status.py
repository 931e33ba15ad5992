"""What a labeler database holds, counted (for `labeler status` and the home screen)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class StatusCounts:
    """Row counts; judged_pairs are pairs with at least one current judgment by anyone."""

    queries: int = 0
    chunks: int = 0
    runs: int = 0
    pairs: int = 0
    judged_pairs: int = 0
    unjudged_pairs: int = 0
    pairs_missing_chunk_text: int = 0
    suggestions: int = 0
    per_annotator: dict[str, int] = field(default_factory=dict)
