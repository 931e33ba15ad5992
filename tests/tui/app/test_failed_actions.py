"""Pilot tests: a session action that fails (a locked database) drops the keys typed after it,
so a grade typed ahead never lands on a pair the annotator did not mean."""

from __future__ import annotations

import sqlite3
import threading

from textual.worker import WorkerCancelled

from labeler.storage.engine import database_url, make_engine
from labeler.storage.repository import Repository
from labeler.tui.app import create_app
from tests.tui.conftest import ANNOTATOR, press, settle, workers_done
from tests.tui.dbs import make_db


class LockedOnce(Repository):
    """The real repository, except that the first record_grade_reading (what a grade key writes) waits for `release`,
    then fails the way SQLite does when another process holds the write lock past the busy timeout."""

    def __init__(self, engine) -> None:
        super().__init__(engine)
        self.release = threading.Event()
        self.failed = False

    def record_grade_reading(self, *args, **kwargs):
        if not self.failed:
            self.failed = True
            assert self.release.wait(10), "the test never released the failing grade"
            raise sqlite3.OperationalError("database is locked \x1b[31m")
        return super().record_grade_reading(*args, **kwargs)


def over_test_db(repository_class, tmp_path):
    """A repository of this (broken) class over a fresh test database."""
    path = tmp_path / "labels.db"
    make_db(path).close()
    return repository_class(make_engine(database_url(str(path))))


def locked_once(tmp_path) -> LockedOnce:
    return over_test_db(LockedOnce, tmp_path)


def graded(repository) -> dict[tuple[str, str], int]:
    return {(j.query_id, j.chunk_id): j.grade for j in repository.current_judgments(ANNOTATOR)}


async def test_a_failed_grade_drops_the_grades_typed_after_it(tmp_path):
    repository = locked_once(tmp_path)
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            label = app.label_screen
            assert label.view.chunk_id == "c1-01"
            await pilot.press("3")  # its job now waits inside record_grade_reading
            await pilot.press("1")  # typed ahead, meant for c1-02
            assert label.busy
            repository.release.set()
            await settle(app, pilot)
            # the 1 meant for the next pair did not grade c1-01, and c1-01 stays on screen
            assert graded(repository) == {}
            assert label.view.chunk_id == "c1-01"
            messages = [n.message for n in app._notifications]
            assert any("database is locked \\x1b[31m" in m for m in messages)  # an escape shown, not sent
            assert not any("\x1b" in m for m in messages)
            assert any("1 key typed after it was dropped" in m for m in messages)
            # the database is usable again: grading goes on from the pair on screen
            await press(app, pilot, "2", "1")
            assert graded(repository) == {("q1", "c1-01"): 2, ("q1", "c1-02"): 1}
    finally:
        repository.close()


async def test_a_quit_typed_after_a_failed_grade_still_quits(tmp_path):
    repository = locked_once(tmp_path)
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            await pilot.press("3")
            await pilot.press("1", "q")
            repository.release.set()
            try:
                await workers_done(app)
            except WorkerCancelled:
                pass  # the quit went through: exiting cancels the app's remaining workers
            await pilot.pause()
            await pilot.pause()
            assert app.return_code == 0  # exit() was called: the quit survived the dropped grade
        assert graded(repository) == {}
    finally:
        repository.close()


def test_self_agreement_names_show_escapes_literally():
    from labeler.services.team.consistency import SelfAgreement
    from labeler.tui.app import self_agreement_text

    text = self_agreement_text([SelfAgreement("eve\x1b]0;x\x07", 3, 1.0, 1.0, 0.0)])
    assert "eve\\x1b]0;x\\x07: 3" in text and "\x1b" not in text


class BrokenReads(Repository):
    """The real repository, except that search and the per-query counts fail."""

    def search(self, *args, **kwargs):
        raise sqlite3.OperationalError("database disk image is malformed")

    def query_progress(self, *args, **kwargs):
        raise sqlite3.OperationalError("database disk image is malformed")


async def test_failed_search_and_query_list_are_said_and_the_app_keeps_running(tmp_path):
    from labeler.tui.screens.label.queries import QueryListScreen
    from labeler.tui.screens.label.search import SearchScreen

    repository = over_test_db(BrokenReads, tmp_path)
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            await pilot.press("slash", *"solar", "enter")
            await workers_done(app)
            await pilot.pause()
            assert isinstance(app.screen, SearchScreen) and app.is_running
            await pilot.press("escape", "g")
            await workers_done(app)
            await pilot.pause()
            assert isinstance(app.screen, QueryListScreen) and app.is_running
            titles = [n.title for n in app._notifications]
            assert "search failed" in titles and "queries not read" in titles
            await press(app, pilot, "escape", "2")
            assert graded(repository) == {("q1", "c1-01"): 2}
    finally:
        repository.close()


class BrokenRuns(Repository):
    """The real repository, except that listing the runs fails in a way no screen expects."""

    def list_runs(self, *args, **kwargs):
        raise RuntimeError("the run table went away \x1b[31m")


async def test_an_unexpected_worker_error_is_said_and_the_session_goes_on(tmp_path):
    from labeler.tui.screens.evaluate.screen import EvaluationScreen

    repository = over_test_db(BrokenRuns, tmp_path)
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            await pilot.press("e")
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, EvaluationScreen) and app.is_running and not screen.busy
            said = [(n.title, n.message) for n in app._notifications if n.severity == "error"]
            assert ("not computed", "RuntimeError: the run table went away \\x1b[31m") in said
            assert "RuntimeError: the run table went away" in str(screen.query_one("#summary-message").render())
            await press(app, pilot, "escape", "2")
            assert graded(repository) == {("q1", "c1-01"): 2}
    finally:
        repository.close()


def test_every_tui_worker_reports_its_errors_instead_of_ending_the_app():
    """A bare @work exits the app on an exception (losing the session); thread_worker never does."""
    import ast
    from pathlib import Path

    import labeler.tui

    bare = []
    for path in sorted(Path(labeler.tui.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for decorator in node.decorator_list:
                    target = decorator.func if isinstance(decorator, ast.Call) else decorator
                    if getattr(target, "id", getattr(target, "attr", None)) == "work":
                        bare.append(f"{path.name}:{node.lineno} {node.name}")
    assert bare == []
