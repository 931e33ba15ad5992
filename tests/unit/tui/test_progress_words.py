"""The label screen's time left reads as an estimate (issue 15, item 6): 'about', in coarse steps."""

from __future__ import annotations

import pytest

from labeler.tui.screens.label.progress_line import duration


@pytest.mark.parametrize(("seconds", "words"), [
    (20, "under a minute"), (61, "1 min"), (7 * 60 + 20, "7 min"), (12 * 60, "10 min"), (13 * 60, "15 min"),
    (18 * 60 + 40, "20 min"), (59 * 60, "55 min"), (62 * 60, "1h 00m"), (83 * 60, "1h 30m"), (3 * 3600 + 50 * 60, "3h 45m"),
])
def test_time_left_in_coarse_steps(seconds: float, words: str) -> None:
    assert duration(seconds) == words


def test_nearby_paces_say_the_same_thing() -> None:
    # 18 and 21.5 minutes are the same estimate: the figure does not jump with every grade
    assert duration(18 * 60) == duration(21.5 * 60) == "20 min"
