"""A forked app starts with the cyclic collector off; its first pair drawn freezes what the start made and
turns the collector on again (or the time runs out)."""

from __future__ import annotations

import gc
import threading

import pytest

from labeler.serve.apps.collector import start_uncollected


@pytest.fixture
def collector():
    """The collector as it was before the test, restored after (nothing left frozen)."""
    enabled, frozen = gc.isenabled(), gc.get_freeze_count()
    yield frozen
    gc.unfreeze()
    if frozen:  # the process had frozen objects of its own: freeze them again (a best effort)
        gc.freeze()
    if enabled:
        gc.enable()
    else:
        gc.disable()


def test_the_collector_is_off_until_the_start_is_done_then_the_start_is_frozen(collector) -> None:
    gc.enable()
    collect_again = start_uncollected(seconds=60)
    assert not gc.isenabled()
    made = [[] for _ in range(1000)]  # what the start makes
    collect_again()
    assert gc.isenabled()
    assert gc.get_freeze_count() >= collector + len(made)
    gc.disable()
    collect_again()  # a second call does nothing
    assert not gc.isenabled()


def test_a_start_that_draws_no_pair_gets_its_collector_back_after_the_time(collector) -> None:
    gc.enable()
    before = threading.active_count()
    start_uncollected(seconds=0.05)
    assert not gc.isenabled()
    for _ in range(200):
        if gc.isenabled():
            break
        threading.Event().wait(0.01)
    assert gc.isenabled()
    for _ in range(200):  # the timer's thread has ended
        if threading.active_count() == before:
            break
        threading.Event().wait(0.01)
    assert threading.active_count() == before
