"""Pilot tests: grading keys commit to the database before the next pair is shown; a grade, skip or
accept key is stored on the pair it was typed for, never on the pair something else moved the shared
session to between the key and its job; keys typed ahead still each land on the next pair."""

from __future__ import annotations

import threading

from labeler.domain import JudgmentSource
from labeler.services.project import open_repository
from labeler.tui.app import create_app
from tests.tui.conftest import ANNOTATOR, press, settle
from tests.tui.dbs import make_db


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


# --- a key names its pair -------------------------------------------------------------------


def graded(repository) -> dict[tuple[str, str], int]:
    return {(j.query_id, j.chunk_id): j.grade for j in repository.current_judgments(ANNOTATOR)}


def said(app) -> list[str]:
    return [n.message for n in app._notifications]


async def typed_while(app, pilot, keys, move=None) -> None:
    """Press keys while the session's lock is held, so their jobs queue up behind it (as behind a slow
    write); then move(session) there, as another view sharing the session would; then let them run."""
    session = app.session
    with session.lock:
        await pilot.press(*keys)
        if move is not None:
            move(session)
    await settle(app, pilot)


async def test_a_grade_is_refused_when_the_session_moved_between_its_key_and_its_job(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        label, repository = app.label_screen, app.session.repository
        assert label.view.chunk_id == "c1-01"
        # typed for c1-01; another view sharing the session moves it before the key's job runs
        await typed_while(app, pilot, "2", lambda session: session.go_to("q2"))
        # old code: the 2 was stored on (q2, c2-01), a pair the annotator never saw
        assert graded(repository) == {}
        assert any("not saved: that key was for query 'q1', chunk 'c1-01'" in m and "'q2'" in m for m in said(app))
        # the pair the key was for is on screen again, and the session is on it: the key again grades it
        assert label.view.chunk_id == "c1-01" and app.session.pair == ("q1", "c1-01")
        await press(app, pilot, "2")
        assert graded(repository) == {("q1", "c1-01"): 2}
        assert label.view.chunk_id == "c1-02"


async def test_keys_typed_ahead_each_land_on_the_next_pair(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await typed_while(app, pilot, "321")  # all three queued before the first has run
        assert graded(app.session.repository) == {("q1", "c1-01"): 3, ("q1", "c1-02"): 2, ("q1", "c1-03"): 1}
        assert app.label_screen.view.chunk_id == "c1-04"


async def test_keys_typed_after_a_refused_key_are_dropped(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        # the 1 and the skip were meant for c1-02, c1-03
        await typed_while(app, pilot, "31s", lambda session: session.go_to("q3"))
        repository = app.session.repository
        assert graded(repository) == {}
        assert repository.skipped(ANNOTATOR) == set()
        assert any("2 keys typed after it were dropped" in m for m in said(app))
        assert app.label_screen.view.chunk_id == "c1-01"


async def test_a_skip_is_refused_when_the_session_moved(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await typed_while(app, pilot, "s", lambda session: session.go_to("q2", "c2-03"))
        # old code: (q2, c2-03) was skipped
        assert app.session.repository.skipped(ANNOTATOR) == set()
        assert app.label_screen.view.chunk_id == "c1-01"
        await press(app, pilot, "s")
        assert app.session.repository.skipped(ANNOTATOR) == {("q1", "c1-01")}


async def test_an_accepted_suggestion_is_refused_when_the_session_moved(tmp_path):
    path = tmp_path / "two.db"
    make_db(path, suggestions={(0, 1): (2, "why", 0.8), (1, 0): (0, "no", 0.5)}).close()
    repository = open_repository(str(path))
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            await press(app, pilot, "right")  # c1-02, which has a suggestion of 2
            assert app.label_screen.view.chunk_id == "c1-02"
            await typed_while(app, pilot, ["enter"], lambda session: session.go_to("q2", "c2-01"))  # suggested 0
            # old code: (q2, c2-01) got the 0 the annotator never accepted
            assert graded(repository) == {}
            assert app.label_screen.view.chunk_id == "c1-02"
            await press(app, pilot, "enter")
            assert graded(repository) == {("q1", "c1-02"): 2}
    finally:
        repository.close()


async def test_grades_run_on_one_session_thread_and_start_no_worker(open_app, db_path, monkeypatch):
    """Every job of the label screen runs on the one thread the screen keeps, in turn: a grade starts
    no Textual worker (its task and state messages were the UI thread's cost at every key)."""
    from textual.worker_manager import WorkerManager

    app = open_app()
    workers: list[str] = []
    add = WorkerManager.add_worker
    monkeypatch.setattr(WorkerManager, "add_worker",
                        lambda self, worker, **kwargs: (workers.append(worker.group), add(self, worker, **kwargs))[1])
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        threads: set[int] = set()
        grade = screen.session.grade

        def graded_where(*args, **kwargs):
            threads.add(threading.get_ident())
            return grade(*args, **kwargs)

        monkeypatch.setattr(screen.session, "grade", graded_where)
        workers.clear()
        await pilot.press("1", "2", "3", "0", "1", "2")  # typed ahead: queued, run in turn
        await settle(app, pilot)
        assert screen.view.chunk_id == "c2-03"
        assert workers == []
        assert len(threads) == 1 and threading.get_ident() not in threads
    assert [j.grade for j in sorted(current(db_path).values(), key=lambda j: j.id)] == [1, 2, 3, 0, 1, 2]
