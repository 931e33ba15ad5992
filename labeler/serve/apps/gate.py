"""The start gate: apps forked from the warm process build their first screen at most K at a time.

A forked app's start is CPU (Textual styling and laying out a fresh screen, the first statements); a
team arriving together would start every app at once, and an app already on screen would then share
the CPUs with every starter, its key's few milliseconds of work sliced across rounds of all of them.
Starting at most K at a time (K: the CPUs this process may run on) ends the last start no later,
while a key of a started app competes with at most K starters.

The warm process (labeler.cli.serve.serve_zygote) holds the gate: each child it forks gets a turn,
two pipes. The child waits on the first (`go`) before it builds its app; the warm process writes to
it when a slot is free, in the order the children came. The child holds the second's write end
(`done`) until its first pair is drawn (`LabelerApp.first_pair_drawn`) and then closes it; the
kernel closes it too when the child dies however it dies, so a crashed start frees its slot. Nothing
can hang: a child waiting WAIT_SECONDS goes anyway, a slot held HOLD_SECONDS is counted free, and
a child whose warm process is gone reads the end of `go` and goes. No file is left behind.
"""

from __future__ import annotations

import os
import select
import selectors
import time
from collections import deque
from dataclasses import dataclass, field

WAIT_SECONDS = 5.0  # a child waiting this long for its turn starts anyway
HOLD_SECONDS = 5.0  # a start not done after this long no longer holds its slot


def cpus() -> int:
    """How many starts run at once: the CPUs this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


@dataclass(eq=False)
class Turn:
    """One child's place at the gate: its two pipes, and when it queued and was let go (monotonic)."""

    go_read: int
    go_write: int
    done_read: int
    done_write: int
    queued: float = field(default_factory=time.monotonic)
    let_go: float | None = None


class StartGate:
    """The warm process's side: the children waiting for a slot (in order) and those holding one."""

    def __init__(self, slots: int, selector: selectors.BaseSelector | None = None,
                 wait_seconds: float = WAIT_SECONDS, hold_seconds: float = HOLD_SECONDS) -> None:
        self.slots = slots
        self.selector = selector  # watches each done end (its data: the Turn), so the loop calls done()
        self.wait_seconds = wait_seconds
        self.hold_seconds = hold_seconds
        self.waiting: deque[Turn] = deque()
        self.starting: list[Turn] = []

    def new_turn(self) -> Turn:
        """The pipes of the child about to be forked."""
        go_read, go_write = os.pipe()
        done_read, done_write = os.pipe()
        return Turn(go_read, go_write, done_read, done_write)

    def child_side(self, turn: Turn) -> tuple[int, int]:
        """In the forked child: close every end of the gate it inherited but its own two; (go, done)."""
        for other in (*self.waiting, *self.starting):
            os.close(other.go_write)
            os.close(other.done_read)
        os.close(turn.go_write)
        os.close(turn.done_read)
        return turn.go_read, turn.done_write

    def forked(self, turn: Turn) -> None:
        """In the warm process, once the child is forked: keep its ends, let it go if a slot is free."""
        os.close(turn.go_read)
        os.close(turn.done_write)
        if self.selector is not None:
            self.selector.register(turn.done_read, selectors.EVENT_READ, turn)
        self.waiting.append(turn)
        self.admit(time.monotonic())

    def admit(self, now: float) -> None:
        """Free the slots held too long, then let waiting children go: in order while a slot is free,
        and any that waited too long."""
        held_too_long = [turn for turn in self.starting if turn.let_go is not None and now - turn.let_go >= self.hold_seconds]
        for turn in held_too_long:
            self.starting.remove(turn)
            self._close(turn)
        while self.waiting and (len(self.starting) < self.slots or now - self.waiting[0].queued >= self.wait_seconds):
            turn = self.waiting.popleft()
            turn.let_go = now
            try:
                os.write(turn.go_write, b"g")
            except OSError:  # gone already (its end closed); its done end says so too
                pass
            self.starting.append(turn)

    def done(self, turn: Turn) -> None:
        """This child drew its first pair or ended (its done end is readable: closed): its slot or place
        is free. A turn already let go of (held too long) is nothing more to do."""
        for queue in (self.starting, self.waiting):
            if turn in queue:
                queue.remove(turn)
                self._close(turn)
                self.admit(time.monotonic())
                return

    def timeout(self, now: float) -> float | None:
        """Seconds until the next wait or hold runs out (None: nothing to time)."""
        times = [turn.let_go + self.hold_seconds for turn in self.starting if turn.let_go is not None]
        if self.waiting:  # the first in line waited longest
            times.append(self.waiting[0].queued + self.wait_seconds)
        return max(0.0, min(times) - now) if times else None

    def _close(self, turn: Turn) -> None:
        if self.selector is not None:
            self.selector.unregister(turn.done_read)
        os.close(turn.go_write)
        os.close(turn.done_read)


def wait_turn(go_read: int, seconds: float = WAIT_SECONDS + 1.0) -> None:
    """In the child: wait until the warm process lets it go (or is gone, or seconds pass)."""
    try:
        readable, _, _ = select.select([go_read], [], [], seconds)
        if readable:
            os.read(go_read, 1)
    finally:
        os.close(go_read)


def hold_until_drawn(done_write: int) -> None:
    """In the child: keep the slot until the app's first pair is drawn, then free it; the cyclic collector
    stays off until then (labeler.serve.apps.collector)."""
    from labeler.serve.apps.collector import start_uncollected
    from labeler.tui.app import LabelerApp

    collect_again = start_uncollected()

    def drawn() -> None:
        os.close(done_write)
        collect_again()

    LabelerApp.first_pair_drawn = drawn
