"""A clock tests move by hand: the labeling session's time source, between keystrokes."""

from __future__ import annotations


class FakeClock:
    """Returns ``now``, which a test sets."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now
