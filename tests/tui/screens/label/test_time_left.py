"""The remaining-time estimate on the label screen (issue 15, item 6): a median pace over a sliding
window of recent grades, so a few slow grades do not make it jump, and the same count as the bar."""

from __future__ import annotations

import pytest

from labeler.services.labeling.activity import PACE_SAMPLES
from labeler.services.labeling.session import LabelingSession
from labeler.tui.app import LabelerApp
from labeler.tui.screens.label.progress_line import ProgressLine, bar_cells, shown_fraction
from tests.tui.conftest import settle
from tests.tui.dbs import make_db
from tests.fake_clock import FakeClock  # the session's clock, moved between keystrokes

FAST, SLOW = 6.0, 100.0


@pytest.fixture
def big_repository(tmp_path):
    """120 pairs: enough for a window of PACE_SAMPLES grades to slide."""
    repository = make_db(tmp_path / "pace.db", queries=4, pairs_per_query=30)
    yield repository
    repository.close()


def shown(app: LabelerApp) -> tuple[str, int, int]:
    """(the time-left words, the bar's progress, the bar's total) as drawn."""
    line = app.screen.query_one(ProgressLine)
    assert line.time_left.plain in line.line_text
    return line.time_left.plain, line.judged, line.total


async def grade_at(app: LabelerApp, pilot, clock: FakeClock, seconds: float) -> tuple[str, int, int]:
    """Spend seconds on the pair on screen, grade it, and read what the screen says then."""
    clock.now += seconds
    await pilot.press("1")
    await settle(app, pilot)
    view = app.label_screen.view
    # the estimate's count is the bar's: pairs left = total - judged, times the pace; the bar draws
    # judged/total (it is updated only when what it draws changes)
    words, progress, total = shown(app)
    line = app.screen.query_one(ProgressLine)
    cells = bar_cells(line.size.width, line.position, line.time_left)
    assert shown_fraction(cells, progress, total) == shown_fraction(cells, view.judged, view.total)
    if view.seconds_per_pair is not None:
        assert view.seconds_left == pytest.approx(view.seconds_per_pair * (view.total - view.judged))
    return words, view.judged, view.total


async def test_a_few_slow_grades_do_not_move_the_estimate_and_a_new_pace_does(big_repository):
    clock = FakeClock()
    session = LabelingSession(big_repository, "ann", clock=clock)
    app = LabelerApp(session)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(app, pilot)
        assert shown(app)[0] == "-- left"  # no timed grades yet
        for _ in range(20):
            words, _, _ = await grade_at(app, pilot, clock, FAST)
        before = words
        assert before.startswith("about ") and "at 6s/pair" in before, before
        # three slow grades in a row (the coffee was cold): a mean pace would jump from ~10 to ~25 min
        after_slow = [(await grade_at(app, pilot, clock, SLOW))[0] for _ in range(3)]
        for words in after_slow:
            assert "at 6s/pair" in words, after_slow
        minutes = [words.split()[1] for words in [before, *after_slow]]
        assert len(set(minutes)) <= 2, f"the estimate jumped: {[before, *after_slow]}"
        # a lasting change of pace: once the slow grades are most of the window, the estimate follows
        for _ in range(PACE_SAMPLES // 2 + 1):
            words, _, _ = await grade_at(app, pilot, clock, SLOW)
        assert f"at {SLOW:.0f}s/pair" in words, words
        assert session.seconds_per_pair() == SLOW


@pytest.mark.parametrize(("pace", "words"), [(0.1, "under a minute left"), (10.0, "about 20 min left")])
async def test_the_estimate_is_drawn_whole_at_80_columns(tmp_path, pace, words):
    repository = make_db(tmp_path / "few.db", queries=3, pairs_per_query=40)
    try:
        clock = FakeClock()
        app = LabelerApp(LabelingSession(repository, "ann", clock=clock))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            for _ in range(3):
                clock.now += pace
                await pilot.press("1")
                await settle(app, pilot)
            line = app.screen.query_one(ProgressLine)
            assert line.time_left.plain == words
            assert line.line_text.endswith(f"  {words}") and len(line.line_text) == 78  # whole, inside the padding
    finally:
        repository.close()
