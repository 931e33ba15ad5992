"""Ctrl-C during `labeler judge`: the first one stops sending and keeps the answers in flight (they are
paid for), the second one drops them, a third interrupts whatever is left."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType


@contextmanager
def ctrl_c_stops(stop: threading.Event, abandon: threading.Event, say: Callable[[str], None]) -> Iterator[None]:
    """While inside: the first SIGINT sets stop, the second sets abandon (each saying so); a third
    raises KeyboardInterrupt as usual. Where SIGINT is ignored (a job started in the background) or
    this is not the main thread, nothing changes."""
    if threading.current_thread() is not threading.main_thread() or \
            signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        yield
        return

    def second(_signum: int, _frame: FrameType | None) -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        abandon.set()
        say("stopping now: the answers still in flight are dropped")

    def first(_signum: int, _frame: FrameType | None) -> None:
        signal.signal(signal.SIGINT, second)
        stop.set()
        say("stopping: no new request is sent; waiting for the answers already asked for (paid for) to store "
            "them. Ctrl-C again drops them")

    signal.signal(signal.SIGINT, first)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
