"""Counting the real calls of a function while real code runs: the function is watched through the
profiler hook (every binding of its name, every thread), never replaced by a mock."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def calls_of(function: Callable[..., Any], argument: str) -> Iterator[list[Any]]:
    """The value of ``argument`` in each call of ``function`` made meanwhile, in call order."""
    seen: list[Any] = []
    code = function.__code__

    def watch(frame: Any, event: str, _arg: Any) -> None:
        if event == "call" and frame.f_code is code:
            seen.append(frame.f_locals.get(argument))

    sys.setprofile(watch)
    threading.setprofile(watch)
    try:
        yield seen
    finally:
        sys.setprofile(None)
        threading.setprofile(None)  # type: ignore[arg-type]
