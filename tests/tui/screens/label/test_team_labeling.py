"""Pilot tests for a team: another annotator's grade is hidden until you grade; assignments limit the queue."""

from __future__ import annotations

from textual.widgets import Static

from labeler.domain.labeling import QueueFilter
from labeler.services.project import open_repository
from tests.tui.conftest import press, settle


def rendered(screen, selector: str) -> str:
    from rich.console import Console

    console = Console(width=60, record=True, color_system=None)
    console.print(screen.query_one(selector, Static).content)
    return console.export_text()


def screen_text(app) -> str:
    """Everything the label screen's side panel and header show."""
    label = app.label_screen
    return "\n".join(rendered(label, s) for s in ("#judgment", "#others", "#suggestion", "#header-bar"))


def with_repository(db_path, work) -> None:
    repository = open_repository(str(db_path))
    try:
        work(repository)
    finally:
        repository.close()


async def test_another_annotators_grade_is_hidden_until_graded(open_app, db_path):
    def fill(repository) -> None:
        repository.record_judgment("q1", "c1-01", "bob", 3, note="BOBS-NOTE")
        repository.record_judgment("q1", "c1-01", "carol", 0)  # bob and carol disagree

    with_repository(db_path, fill)
    app = open_app()
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(app, pilot)
        label = app.label_screen
        assert label.view.chunk_id == "c1-01" and label.view.grade is None
        others = label.query_one("#others", Static)
        assert not others.display and label.view.other_grades == ()
        assert "bob" not in screen_text(app) and "BOBS-NOTE" not in screen_text(app)
        # the disagreement filter does not reveal that bob and carol disagree on it either
        label.set_filter(QueueFilter.DISAGREEMENT)
        await settle(app, pilot)
        assert label.view.chunk_id == "c1-01" and "No pairs match" in (label.view.notice or "")
        label.set_filter(QueueFilter.UNJUDGED)
        await settle(app, pilot)
        await press(app, pilot, "1")  # grade it: the queue moves on
        assert label.view.chunk_id == "c1-02" and not others.display
        await press(app, pilot, "left")  # back to review it
        assert label.view.chunk_id == "c1-01" and label.view.grade == 1
        assert others.display
        shown = rendered(label, "#others")
        assert "bob" in shown and "3" in shown and "BOBS-NOTE" in shown and "carol" in shown
        # now it is a disagreement of hers
        label.set_filter(QueueFilter.DISAGREEMENT)
        await settle(app, pilot)
        assert label.view.chunk_id == "c1-01" and label.view.queue_filter is QueueFilter.DISAGREEMENT
        assert "No pairs match" not in (label.view.notice or "")
        await press(app, pilot, "u")  # undo her grade: bob's is hidden again
        assert label.view.chunk_id == "c1-01" and label.view.grade is None and not others.display


async def test_assignments_limit_the_queue(open_app, db_path):
    with_repository(
        db_path, lambda r: r.add_assignments([("q1", "c1-03", "alice"), ("q3", "c3-02", "alice"), ("q2", "c2-01", "bob")])
    )
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        label = app.label_screen
        assert (label.view.query.id, label.view.chunk_id, label.view.total) == ("q1", "c1-03", 2)
        assert label.view.query_count == 2
        await press(app, pilot, "2")
        assert (label.view.query.id, label.view.chunk_id) == ("q3", "c3-02")
        await press(app, pilot, "0")
        assert "Queue empty" in (label.view.notice or "")
        assert (label.view.judged, label.view.total) == (2, 2)

    def check(repository) -> None:
        graded = sorted((j.query_id, j.chunk_id) for j in repository.current_judgments("alice"))
        assert graded == [("q1", "c1-03"), ("q3", "c3-02")]

    with_repository(db_path, check)
