"""One planted instruction's wording: its language, what it tries, its text and the grade it demands."""

from __future__ import annotations

from dataclasses import dataclass

CATEGORIES = ("claim", "command", "override", "role", "format")
LANGUAGES = ("en", "es", "fr", "de", "zh", "ru")


@dataclass(frozen=True, slots=True)
class Phrasing:
    """A wording planted in a passage: ``{fence}`` becomes a made-up fence token when planted."""

    language: str
    category: str
    text: str
    demands: int = 3  # the grade the planted text asks the judge for

    def __post_init__(self) -> None:
        if self.category not in CATEGORIES:
            raise ValueError(f"unknown category {self.category!r}")
