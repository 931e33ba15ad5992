"""Pilot tests: grading keys commit to the database before the next pair is shown."""

from __future__ import annotations

from labeler.domain import JudgmentSource
from labeler.services.project import open_repository
from tests.tui.conftest import ANNOTATOR, press, settle


def current(db_path):
    repository = open_repository(str(db_path))
    try:
        return {(j.query_id, j.chunk_id): j for j in repository.current_judgments(ANNOTATOR)}
    finally:
        repository.close()


async def test_opens_on_first_unjudged_pair_and_grades_with_digits(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert screen.view.query.id == "q1" and screen.view.chunk_id == "c1-01"
        await press(app, pilot, "3")
        assert screen.view.chunk_id == "c1-02"
        await press(app, pilot, "0", "1", "2")
        assert screen.view.query.id == "q2" and screen.view.chunk_id == "c2-01"
    grades = {key: j.grade for key, j in current(db_path).items()}
    assert grades == {("q1", "c1-01"): 3, ("q1", "c1-02"): 0, ("q1", "c1-03"): 1, ("q1", "c1-04"): 2}
    assert all(j.source is JudgmentSource.HUMAN for j in current(db_path).values())
