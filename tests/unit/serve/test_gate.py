"""The start gate (labeler.serve.apps.gate): real forked children wait for a slot, at most K start at
once, in the order they came; a slot is freed when its starter draws its first pair, dies (even
SIGKILLed) or holds it too long; a child waiting too long, or whose warm process is gone, goes anyway."""

from __future__ import annotations

import os
import selectors
import signal
import time
from collections.abc import Iterator

import pytest

from labeler.serve.apps.gate import StartGate, Turn, cpus, hold_until_drawn, wait_turn

HOLD = 30.0  # what the children below would hold their slot for, unless told otherwise


class Warm:
    """The warm process's side of the gate, run by the test: fork children, watch their done ends."""

    def __init__(self, slots: int, wait_seconds: float = 60.0, hold_seconds: float = 60.0) -> None:
        self.selector = selectors.DefaultSelector()
        self.gate = StartGate(slots, self.selector, wait_seconds=wait_seconds, hold_seconds=hold_seconds)
        self.started_read, self.started_write = os.pipe()  # each child writes its number once let go
        os.set_blocking(self.started_read, False)
        self.selector.register(self.started_read, selectors.EVENT_READ)
        self.pids: list[int] = []
        self.started: list[int] = []

    def fork(self, hold: float = HOLD) -> int:
        """A child that waits for its turn, says so, then holds its slot for `hold` seconds (0: frees it at once)."""
        number = len(self.pids)
        turn = self.gate.new_turn()
        pid = os.fork()
        if pid == 0:  # pragma: no cover  (the child)
            try:
                go, done = self.gate.child_side(turn)
                wait_turn(go, 120)
                os.write(self.started_write, bytes([number]))
                if hold:
                    time.sleep(hold)
                os.close(done)
                time.sleep(HOLD)
            finally:
                os._exit(0)
        self.gate.forked(turn)
        self.pids.append(pid)
        return pid

    def run(self, seconds: float, until: int | None = None) -> list[int]:
        """Run the loop for up to seconds (or until `until` children have started); the children started so far."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and (until is None or len(self.started) < until):
            timeout = self.gate.timeout(time.monotonic())
            remaining = deadline - time.monotonic()
            for key, _ in self.selector.select(remaining if timeout is None else min(timeout, remaining)):
                if isinstance(key.data, Turn):
                    self.gate.done(key.data)
                elif key.fd == self.started_read:
                    self.started.extend(os.read(self.started_read, 64))
            self.gate.admit(time.monotonic())
        return self.started

    def close(self) -> None:
        for pid in self.pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for pid in self.pids:
            os.waitpid(pid, 0)
        self.selector.close()
        os.close(self.started_read)
        os.close(self.started_write)


@pytest.fixture
def warm() -> Iterator[list[Warm]]:
    made: list[Warm] = []
    yield made
    for one in made:
        one.close()


def test_at_most_k_start_at_once_in_the_order_they_came(warm) -> None:
    gate = Warm(slots=2)
    warm.append(gate)
    for _ in range(5):
        gate.fork()
    assert sorted(gate.run(10, until=2)) == [0, 1]  # let go together: which says so first is the scheduler's
    assert sorted(gate.run(1.0)) == [0, 1], "a third started while two held their slots"
    assert len(gate.gate.starting) == 2 and len(gate.gate.waiting) == 3


def test_a_killed_starter_frees_its_slot_for_the_next(warm) -> None:
    gate = Warm(slots=2)
    warm.append(gate)
    for _ in range(4):
        gate.fork()
    assert sorted(gate.run(10, until=2)) == [0, 1]  # let go together: which says so first is the scheduler's
    os.kill(gate.pids[0], signal.SIGKILL)  # it never draws its first pair: the kernel closes its done end
    assert gate.run(10, until=3)[2] == 2
    assert len(gate.run(0.5)) == 3, "one death freed one slot"


def test_a_start_that_is_drawn_frees_its_slot(warm) -> None:
    gate = Warm(slots=1)
    warm.append(gate)
    gate.fork(hold=0)  # draws at once
    gate.fork()
    gate.fork()
    assert gate.run(10, until=2) == [0, 1]
    assert gate.run(0.5) == [0, 1]


def test_a_child_waiting_too_long_goes_anyway(warm) -> None:
    gate = Warm(slots=1, wait_seconds=2.0)
    warm.append(gate)
    for _ in range(3):
        gate.fork()
    assert gate.run(10, until=1) == [0]
    assert gate.run(0.5) == [0], "its wait has not run out"
    started = gate.run(10, until=3)  # both waits run out together: which says so first is the scheduler's
    assert started[0] == 0 and sorted(started) == [0, 1, 2]


def test_a_slot_held_too_long_is_freed(warm) -> None:
    gate = Warm(slots=1, hold_seconds=2.0)
    warm.append(gate)
    gate.fork()
    gate.fork()
    assert gate.run(10, until=1) == [0]
    assert gate.run(0.5) == [0], "its hold has not run out"
    assert gate.run(10, until=2) == [0, 1]


def test_a_child_whose_warm_process_is_gone_goes_at_once() -> None:
    go_read, go_write = os.pipe()
    os.close(go_write)  # the warm process died: the kernel closed its end
    began = time.monotonic()
    wait_turn(go_read, 30)
    assert time.monotonic() - began < 5
    with pytest.raises(OSError):
        os.fstat(go_read)  # closed: the app keeps no end of the gate but its done end


def test_the_gate_leaves_no_descriptor_open(warm) -> None:
    before = set(os.listdir("/proc/self/fd"))
    gate = StartGate(1, selectors.DefaultSelector())
    turns = [gate.new_turn() for _ in range(3)]
    for turn in turns:
        gate.forked(turn)  # (no child: the test closes the child's ends as a child would)
    for turn in list(gate.waiting) + list(gate.starting):
        gate.done(turn)
    assert not gate.waiting and not gate.starting
    gate.selector.close()
    assert set(os.listdir("/proc/self/fd")) == before


def test_slots_are_the_cpus_this_process_may_use() -> None:
    assert cpus() == len(os.sched_getaffinity(0))


def test_the_first_pair_drawn_frees_the_slot(tmp_path) -> None:
    """The app's hook (LabelerApp.first_pair_drawn) closes the done end once its first pair is on
    screen, not before, and once per process."""
    import asyncio

    from labeler.services.demo import tiny_project
    from labeler.tui.app import LabelerApp, create_app

    done_read, done_write = os.pipe()
    os.set_blocking(done_read, False)
    closed_when: list[bool] = []

    import gc

    collecting, frozen = gc.isenabled(), gc.get_freeze_count()
    collector_on_while_starting: list[bool] = []

    async def run() -> None:
        hold_until_drawn(done_write)
        collector_on_while_starting.append(gc.isenabled())
        with tiny_project(tmp_path / "gate.db") as project:
            app = create_app(project, "gate")
            async with app.run_test(size=(100, 30)) as pilot:
                for _ in range(1000):
                    label = app.label_screen
                    shown = label is not None and label.view is not None
                    try:
                        assert os.read(done_read, 1) == b"", "the end is closed, never written to"
                    except BlockingIOError:
                        await pilot.pause(0.01)
                        continue
                    closed_when.append(shown)
                    return

    try:
        asyncio.run(run())
        collector_on_after, frozen_after = gc.isenabled(), gc.get_freeze_count()
    finally:
        hook, LabelerApp.first_pair_drawn = LabelerApp.first_pair_drawn, None
        os.close(done_read)
        gc.unfreeze()
        if frozen:
            gc.freeze()
        (gc.enable if collecting else gc.disable)()
    assert closed_when == [True]
    assert hook is None, "called once, then gone"
    # the collector was off while the app started, and the start's objects are frozen once it drew its pair
    assert collector_on_while_starting == [False]
    assert collector_on_after and frozen_after > frozen
