"""The cyclic garbage collector in an app forked from the warm process, while it starts.

A start allocates the app's whole screen (widgets, styles, the session's first rows): objects that live
as long as the app, which the collector would walk again and again during the start, finding almost
nothing to free. So a forked app starts with the collector off;
once its first pair is drawn, what the start made is frozen (as the warm process froze what it imported:
no later collection walks it, or writes to its pages) and the collector is on again. The garbage the start
itself made is then kept, once per app: a small, bounded amount.

A start that never draws a pair (an error on screen) gets the collector back after COLLECT_AGAIN_SECONDS.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable

COLLECT_AGAIN_SECONDS = 5.0  # as the start gate's hold: a start is over by then, drawn or not


def start_uncollected(seconds: float = COLLECT_AGAIN_SECONDS) -> Callable[[], None]:
    """In a forked app about to start: turn the collector off; the function returned (called once the first
    pair is drawn, or after seconds by itself, whichever is first; later calls do nothing) freezes what the
    start made and turns it on again."""
    gc.disable()
    lock = threading.Lock()
    done = False

    def collect_again() -> None:
        nonlocal done
        with lock:
            if done:
                return
            done = True
        timer.cancel()
        gc.freeze()
        gc.enable()

    timer = threading.Timer(seconds, collect_again)
    timer.daemon = True
    timer.start()
    return collect_again
