"""Pilot tests: the adjudication queue records ADJUDICATED judgments and its count drops."""

from __future__ import annotations

import sqlite3
import threading

from textual.widgets import Static

from labeler.domain import JudgmentSource
from labeler.services.team.assignment import disagreements
from labeler.services.project import open_repository
from labeler.storage.engine import database_url, make_engine
from labeler.storage.repository import Repository
from labeler.tui.app import create_app
from labeler.tui.screens.adjudicate import AdjudicationScreen
from tests.tui.conftest import ANNOTATOR, settle, workers_done

HOSTILE_NOTE = "[bold red]not markup[/] \x1b[31m"


def fill(db_path) -> None:
    """bob and carol disagree on three pairs (spreads 3, 2, 1) and agree on one."""
    repository = open_repository(str(db_path))
    try:
        for chunk, bob, carol in (("c1-01", 0, 3), ("c1-02", 1, 3), ("c1-03", 2, 1), ("c1-04", 2, 2)):
            repository.record_judgment("q1", chunk, "bob", bob, note=HOSTILE_NOTE if chunk == "c1-01" else None)
            repository.record_judgment("q1", chunk, "carol", carol, note=f"carol on {chunk}")
    finally:
        repository.close()


def rendered(screen, selector: str) -> str:
    from rich.console import Console

    console = Console(width=120, record=True, color_system=None)
    console.print(screen.query_one(selector, Static).content)
    return console.export_text()


async def loaded(app, pilot) -> None:
    await workers_done(app)
    await pilot.pause()


async def test_grades_record_adjudications_and_the_count_drops(open_app, db_path):
    fill(db_path)
    app = open_app()
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(app, pilot)
        await pilot.press("D")
        await loaded(app, pilot)
        screen = app.screen
        assert isinstance(screen, AdjudicationScreen)
        assert screen.remaining == 3
        assert "3 disagreements left" in rendered(screen, "#adjudicate-header")
        # largest spread first: every annotator's grade and note side by side, notes shown literally
        assert (screen.current.query_id, screen.current.chunk_id) == ("q1", "c1-01")
        grades = rendered(screen, "#adjudicate-grades")
        assert "bob" in grades and "carol" in grades and "carol on c1-01" in grades
        assert "[bold red]not markup[/]" in grades and "\\x1b[31m" in grades
        assert "Chunk 1 about" in rendered(screen, "#adjudicate-chunk-text")
        await pilot.press("2")
        await loaded(app, pilot)
        assert screen.remaining == 2
        assert (screen.current.query_id, screen.current.chunk_id) == ("q1", "c1-02")
        assert "2 disagreements left" in rendered(screen, "#adjudicate-header")
        # raising the minimum difference to 2 leaves only c1-02 (spread 2)
        await pilot.press("plus")
        await loaded(app, pilot)
        assert screen.min_diff == 2 and screen.remaining == 1
        assert "1 disagreement left" in rendered(screen, "#adjudicate-header")  # issue 15, 10: not "1 disagreements"
        await pilot.press("3")
        await loaded(app, pilot)
        assert screen.remaining == 0
        assert "No pair has independent grades" in rendered(screen, "#adjudicate-empty")
        # minus: back to 1, c1-03 (spread 1) remains
        await pilot.press("minus")
        await loaded(app, pilot)
        assert screen.remaining == 1 and screen.current.chunk_id == "c1-03"
        await pilot.press("escape")
        await settle(app, pilot)
        assert app.screen is app.label_screen
    repository = open_repository(str(db_path))
    try:
        adjudicated = {
            j.chunk_id: (j.grade, j.annotator)
            for j in repository.current_judgments(sources=[JudgmentSource.ADJUDICATED])
        }
        assert adjudicated == {"c1-01": (2, f"adjudicator:{ANNOTATOR}"), "c1-02": (3, f"adjudicator:{ANNOTATOR}")}
        # the annotators' own grades are untouched
        assert {j.grade for j in repository.current_judgments("bob") if j.chunk_id == "c1-01"} == {0}
        assert [d.chunk_id for d in disagreements(repository, 1)] == ["c1-03"]
    finally:
        repository.close()


async def test_empty_queue_at_80_columns(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.action_open_adjudication()
        await loaded(app, pilot)
        assert app.screen.remaining == 0
        await pilot.press("0")  # nothing to adjudicate: nothing happens
        await loaded(app, pilot)
        assert "0 disagreements left" in rendered(app.screen, "#adjudicate-header")


class ReloadTrouble(Repository):
    """The real repository, except that once armed, the next read of the current judgments (the
    reload after an adjudication) first waits for `release`, then fails when `fail` is set."""

    def __init__(self, engine) -> None:
        super().__init__(engine)
        self.armed = False
        self.fail = False
        self.release = threading.Event()

    def current_judgments(self, *args, **kwargs):
        if self.armed:
            self.armed = False
            assert self.release.wait(10), "the test never released the reload"
            if self.fail:
                raise sqlite3.OperationalError("disk I/O error")
        return super().current_judgments(*args, **kwargs)


def troubled(db_path) -> ReloadTrouble:
    fill(db_path)
    return ReloadTrouble(make_engine(database_url(str(db_path))))


async def open_adjudication(app, pilot) -> AdjudicationScreen:
    await settle(app, pilot)
    app.action_open_adjudication()
    await loaded(app, pilot)
    assert isinstance(app.screen, AdjudicationScreen)
    return app.screen


async def test_a_failed_reload_after_an_adjudication_says_it_was_recorded(db_path):
    repository = troubled(db_path)
    repository.fail = True
    repository.release.set()
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(120, 36)) as pilot:
            screen = await open_adjudication(app, pilot)
            assert screen.current.chunk_id == "c1-01"
            repository.armed = True
            await pilot.press("2")
            await loaded(app, pilot)
            messages = [(n.title, n.message) for n in app._notifications]
            assert ("adjudicated", "q1 / c1-01: 2") in messages
            assert not any(title == "not done" for title, _ in messages)
            assert any("disk I/O error" in message for _, message in messages)
            assert screen.recorded == 1 and not screen.loading
            # the list is read again on the next move: c1-01 has left it
            await pilot.press("j")
            await loaded(app, pilot)
            assert [item.chunk_id for item in screen.items] == ["c1-02", "c1-03"]
        adjudicated = repository.current_judgments(sources=[JudgmentSource.ADJUDICATED])
        assert [(j.chunk_id, j.grade) for j in adjudicated] == [("c1-01", 2)]
    finally:
        repository.close()


async def test_the_minimum_difference_waits_while_the_list_is_loading(db_path):
    repository = troubled(db_path)
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(120, 36)) as pilot:
            screen = await open_adjudication(app, pilot)
            repository.armed = True
            await pilot.press("2")  # recorded; the reload now waits for release
            await pilot.press("plus", "3")  # ignored while loading: no change, no second adjudication
            assert screen.loading
            repository.release.set()
            await loaded(app, pilot)
            await loaded(app, pilot)
            assert screen.min_diff == 1 and "differ by ≥ 1" in rendered(screen, "#adjudicate-diff")
            assert [item.chunk_id for item in screen.items] == ["c1-02", "c1-03"]
            assert screen.recorded == 1
        adjudicated = repository.current_judgments(sources=[JudgmentSource.ADJUDICATED])
        assert [(j.chunk_id, j.grade) for j in adjudicated] == [("c1-01", 2)]
    finally:
        repository.close()


async def test_d_changes_the_threshold_visibly_and_the_next_digit_still_adjudicates(open_app, db_path):
    fill(db_path)
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_adjudication(app, pilot)
        await pilot.press("d")
        await loaded(app, pilot)
        assert app.focused is None
        assert screen.min_diff == 2 and screen.remaining == 2
        assert "differ by ≥ 2" in rendered(screen, "#adjudicate-header")
        assert "differ by ≥ 2" in rendered(screen, "#adjudicate-diff")
        await pilot.press("2")  # a grade, never text in a field
        await loaded(app, pilot)
        assert screen.recorded == 1 and screen.remaining == 1
        await pilot.press("d", "d")  # 3, then back to 1
        await loaded(app, pilot)
        assert screen.min_diff == 1 and "differ by ≥ 1" in rendered(screen, "#adjudicate-header")
    repository = open_repository(str(db_path))
    try:
        adjudicated = repository.current_judgments(sources=[JudgmentSource.ADJUDICATED])
        assert [(j.chunk_id, j.grade) for j in adjudicated] == [("c1-01", 2)]
    finally:
        repository.close()


async def test_adjudicating_a_pair_you_graded_yourself_warns(open_app, db_path):
    fill(db_path)
    repository = open_repository(str(db_path))
    repository.record_judgment("q1", "c1-01", ANNOTATOR, 1)
    repository.close()
    app = open_app()
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await open_adjudication(app, pilot)
        assert screen.current.chunk_id == "c1-01"
        assert "(you)" in rendered(screen, "#adjudicate-grades")
        await pilot.press("2")
        await loaded(app, pilot)
        warnings = [n.message for n in app._notifications if n.severity == "warning"]
        assert any("You graded this pair yourself (1)" in message for message in warnings)
        await pilot.press("2")  # c1-02: alice did not grade it, no warning
        await loaded(app, pilot)
        routine = [n.message for n in app._notifications if n.severity == "information"]
        assert routine == ["q1 / c1-02: 2"]


async def test_u_undoes_the_last_adjudication_and_shows_that_pair_again(open_app, db_path):
    fill(db_path)
    app = open_app()
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await open_adjudication(app, pilot)
        await pilot.press("2")
        await loaded(app, pilot)
        await pilot.press("3")
        await loaded(app, pilot)
        assert screen.remaining == 1 and screen.recorded == 2
        await pilot.press("u")
        await loaded(app, pilot)
        assert screen.remaining == 2 and screen.current.chunk_id == "c1-02" and screen.recorded == 1
        assert any("Undid adjudication q1 / c1-02: 3" == n.message for n in app._notifications)
        await pilot.press("u")
        await loaded(app, pilot)
        await pilot.press("u")
        await loaded(app, pilot)
        assert screen.remaining == 3 and screen.current.chunk_id == "c1-01"
        assert any("No adjudication of yours to undo." == n.message for n in app._notifications)
    repository = open_repository(str(db_path))
    try:
        assert repository.current_judgments(sources=[JudgmentSource.ADJUDICATED]) == []
    finally:
        repository.close()
