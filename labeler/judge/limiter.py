"""Adaptive concurrency for one judge: fewer requests in flight while the server says 429.

Additive increase, multiplicative decrease (as TCP): a 429 halves the allowed in-flight requests
(never below 1) and pauses new requests for the wait the server asked for; every ``limit``
successes in a row raise the limit by one, never above the ceiling (--concurrency). A burst of
429s answering requests sent under the same limit halves it once, not once per answer.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable


class AdaptiveLimiter:
    """Admits requests one by one: ``generation = await acquire()``, then ``release()`` when answered."""

    def __init__(self, ceiling: int, clock: Callable[[], float] = time.monotonic) -> None:
        """Start at the ceiling, the most requests ever in flight."""
        if ceiling < 1:
            raise ValueError("ceiling must be at least 1")
        self.ceiling = ceiling
        self.limit = ceiling
        self._clock = clock
        self._in_flight = 0
        self._generation = 0
        self._successes = 0
        self._resume_at = 0.0
        self._wakeups: list[asyncio.Future[None]] = []
        self._waiting = 0
        self._held_since: float | None = None
        self._held_seconds = 0.0

    @property
    def in_flight(self) -> int:
        """Test seam: lets tests and bench/ watch the limit being held.

        Requests admitted and not yet released."""
        return self._in_flight

    @property
    def held_back_seconds(self) -> float:
        """Wall time so far during which at least one request waited to be admitted."""
        ongoing = self._clock() - self._held_since if self._held_since is not None else 0.0
        return self._held_seconds + ongoing

    async def acquire(self) -> int:
        """Wait for a pause to end and a free slot; return the generation the request is sent under."""
        held = False
        try:
            while True:
                pause = self._resume_at - self._clock()
                if pause <= 0 and self._in_flight < self.limit:
                    self._in_flight += 1
                    return self._generation
                if not held:
                    held = True
                    self._hold()
                if pause > 0:
                    await asyncio.sleep(pause)
                else:
                    wakeup = asyncio.get_running_loop().create_future()
                    self._wakeups.append(wakeup)
                    try:
                        await wakeup
                    finally:
                        if wakeup in self._wakeups:
                            self._wakeups.remove(wakeup)
        finally:
            if held:
                self._unhold()

    def release(self) -> None:
        """A request admitted by acquire() is done (answered, failed or cancelled)."""
        self._in_flight -= 1
        self._wake()

    def succeeded(self) -> None:
        """A request got a usable answer: after ``limit`` of these in a row the limit grows by one."""
        self._successes += 1
        if self.limit < self.ceiling and self._successes >= self.limit:
            self.limit += 1
            self._successes = 0
            self._wake()

    def rate_limited(self, generation: int, pause: float) -> None:
        """A request sent under ``generation`` got a 429: halve the limit once and pause for ``pause`` s."""
        self._successes = 0
        if generation == self._generation:
            self.limit = max(1, self.limit // 2)
            self._generation += 1
        self._resume_at = max(self._resume_at, self._clock() + max(0.0, pause))

    def _wake(self) -> None:
        # Every waiter re-checks; with at most --concurrency waiters this stays cheap.
        wakeups, self._wakeups = self._wakeups, []
        for wakeup in wakeups:
            if not wakeup.done():
                wakeup.set_result(None)

    def _hold(self) -> None:
        self._waiting += 1
        if self._waiting == 1:
            self._held_since = self._clock()

    def _unhold(self) -> None:
        self._waiting -= 1
        if self._waiting == 0 and self._held_since is not None:
            self._held_seconds += self._clock() - self._held_since
            self._held_since = None
