"""Two open sessions of one annotator (two tabs of `labeler serve`, two terminals): each screen's
"you judged" count is the database's, read again on every grade and while idle."""

from __future__ import annotations

from labeler.services.labeling.session import LabelingSession
from labeler.services.project import open_repository
from tests.tui.conftest import ANNOTATOR, press, settle


async def test_you_judged_counts_the_grades_of_another_session_of_the_same_annotator(open_app, db_path):
    app = open_app()
    other_repository = open_repository(str(db_path))
    try:
        other = LabelingSession(other_repository, ANNOTATOR)  # the second tab
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            label = app.label_screen
            assert (label.view.judged, label.view.total) == (0, 12)
            assert other.start() is not None
            other.go_to("q2", "c2-01")  # the other tab grades other pairs
            other.grade(2)
            other.grade(0)
            await press(app, pilot, "1")  # this screen's own grade: 1 of its own, 2 of the other tab
            assert label.view.judged == 3
            assert "you judged 3/12" in label.query_one("#progress-line").line_text

            other.grade(3)  # while this screen is idle
            label.refresh_progress()  # what its timer does
            await settle(app, pilot)
            assert label.view.judged == 4
            assert "you judged 4/12" in label.query_one("#progress-line").line_text

            await press(app, pilot, "u")  # undo here: the count is the database's again
            assert label.view.judged == 3
    finally:
        other_repository.close()
