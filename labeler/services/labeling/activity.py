"""Time spent on a pair and the annotator's pace, as the label screen reports them.

Time spent (ActivityClock): the gaps between consecutive input events while a pair is on
screen, each gap capped at IDLE_CAP_SECONDS, so a long pause counts as two minutes at most.
Pace: the median of the annotator's last PACE_SAMPLES timed judgments, none below MIN_PACE_SAMPLES.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Collection

IDLE_CAP_SECONDS = 120.0
PACE_SAMPLES = 50
MIN_PACE_SAMPLES = 3


class ActivityClock:
    """Seconds of attention: gaps between input events, each capped at IDLE_CAP_SECONDS."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, idle_cap: float = IDLE_CAP_SECONDS) -> None:
        self._clock = clock
        self._idle_cap = idle_cap
        self._last = clock()
        self._spent = 0.0

    def touch(self) -> None:
        """Count the gap since the last event (at most idle_cap) and restart it."""
        now = self._clock()
        self._spent += min(max(now - self._last, 0.0), self._idle_cap)
        self._last = now

    def restart(self) -> None:
        """A new pair is on screen: forget what was counted."""
        self._last = self._clock()
        self._spent = 0.0

    def take(self) -> float:
        """The seconds counted on this pair up to now; counting restarts from zero."""
        self.touch()
        spent, self._spent = self._spent, 0.0
        return round(spent, 3)


def median_pace(seconds_spent: Collection[float]) -> float | None:
    """Median seconds per judgment of these samples (None: fewer than MIN_PACE_SAMPLES)."""
    if len(seconds_spent) < MIN_PACE_SAMPLES:
        return None
    return statistics.median(seconds_spent)
