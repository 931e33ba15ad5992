"""Pilot tests: the database file deleted or replaced under the running app. SQLite keeps writing
to the file it opened (an unlinked inode, or the one a `mv` moved aside), so without a check every
grade would be "saved" where nobody will ever read it. The app must say the grade was not saved,
never advance as if it were, stop taking grades and still quit. A full disk and a PostgreSQL
database dropped under the app are said as well, and grading goes on once they are back."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from contextlib import closing

import pytest

from labeler.domain import Pair
from labeler.domain.errors import DatabaseFileLost
from labeler.services.project import open_repository
from labeler.tui.app import create_app
from tests.storage_fixtures import grades_in_file, restore_another_project, small_project
from tests.tui.conftest import press, settle

LOST_WORDS = "was deleted or replaced while labeler was running: the last grade was NOT saved"


def error_messages(app) -> list[str]:
    return [n.message for n in app._notifications if n.severity == "error"]


async def grade_after_the_file_is_gone(open_app, db_path, make_it_gone) -> None:
    """Grade two pairs, make the file go (the callable), press three more grades; check the app."""
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "3", "2")
        label = app.label_screen
        assert label.view.chunk_id == "c1-03" and label.view.judged == 2
        make_it_gone()
        await press(app, pilot, "1")
        await press(app, pilot, "0", "2")
        # nothing advanced: the pair the failed grade was for is still on screen, the counter unchanged
        assert label.view.chunk_id == "c1-03"
        assert label.view.grade is None
        assert label.view.judged == 2
        errors = error_messages(app)
        assert len(errors) == 1, errors
        assert f"the database file {db_path} {LOST_WORDS}" in errors[0]
        assert "q quits" in errors[0]
        assert label.stopped is not None
        assert isinstance(app.database_lost, DatabaseFileLost)
        # the later keys were refused, said once as a warning, and graded nothing
        warnings = [n.message for n in app._notifications if n.severity == "warning"]
        assert any("Grading is stopped" in w for w in warnings), warnings
        assert "NOT SAVED" in str(app.screen.query_one("#header-bar").render())
        await pilot.press("q")
        await pilot.pause()
    assert isinstance(app.database_lost, DatabaseFileLost)


async def test_a_deleted_database_file_is_said_and_no_grade_is_shown_saved(open_app, db_path):
    await grade_after_the_file_is_gone(open_app, db_path, lambda: os.remove(db_path))
    assert not db_path.exists()  # nothing recreated an empty file at the path either


async def test_a_database_file_replaced_by_mv_is_said_and_the_new_file_is_untouched(open_app, db_path, tmp_path):
    other = tmp_path / "other.db"
    shutil.copyfile(db_path, other)  # another labeler database, before any grade

    await grade_after_the_file_is_gone(open_app, db_path, lambda: os.replace(other, db_path))
    assert grades_in_file(db_path) == []  # the file now at the path got none of the grades


def another_project(path, like) -> None:
    """A project of its own at path holding the same queries, chunks and pairs as the file like, the
    pairs added in the opposite order (so every pair id names another pair than in like)."""
    from labeler.domain import Chunk as DomainChunk

    source = open_repository(str(like), read_only=True)
    try:
        queries = source.list_queries()
        pairs = [(p.query_id, p.chunk_id, p.best_rank) for p in source.list_pairs()]
        chunks = [source.get_chunk(chunk) for _, chunk, _ in pairs]
    finally:
        source.close()
    other = open_repository(str(path))
    try:
        other.upsert_queries(queries)
        other.upsert_chunks([[DomainChunk(id=c.id, text=c.text, title=c.title, doc_id=c.doc_id) for c in chunks]])
        other.add_pairs([Pair(query_id=q, chunk_id=c, origin="pool", best_rank=rank) for q, c, rank in reversed(pairs)])
    finally:
        other.close()
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def main_file_alone(path, tmp_path):
    """A copy of the SQLite file at path without its -wal and -shm: what its own pages hold."""
    alone = tmp_path / "alone.db"
    shutil.copyfile(path, alone)
    return alone


async def test_a_database_file_overwritten_in_place_by_another_project_is_said_and_gets_no_grade(open_app, db_path, tmp_path):
    # cp keeps the inode: only the file's content says it is another project now
    other = tmp_path / "other.db"
    another_project(other, db_path)
    before = other.read_bytes()
    inode = db_path.stat().st_ino

    await grade_after_the_file_is_gone(open_app, db_path, lambda: shutil.copyfile(other, db_path))
    assert db_path.stat().st_ino == inode
    # nothing of this app's reached the file copied in: its own pages are as copied, not one grade
    # misfiled onto its pairs (the old file's -wal stays beside it until the process ends)
    alone = main_file_alone(db_path, tmp_path)
    assert alone.read_bytes() == before
    assert grades_in_file(alone) == []


async def test_grading_goes_on_when_the_file_is_still_there(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "3", "2", "1")
        assert app.label_screen.stopped is None and app.database_lost is None
        assert error_messages(app) == []
    assert grades_in_file(db_path) == [("c1-01", 3), ("c1-02", 2), ("c1-03", 1)]


async def test_a_full_disk_says_the_grade_was_not_saved_and_grading_resumes_once_there_is_room(open_app, db_path):
    from sqlalchemy import event

    with closing(sqlite3.connect(db_path)) as conn:
        full = conn.execute("PRAGMA page_count").fetchone()[0]

    disk_full = True

    def cap(dbapi_connection, _record):  # the file may not grow: SQLite's "database or disk is full"
        if disk_full:
            dbapi_connection.execute(f"PRAGMA max_page_count={full}")

    app = open_app()
    engine = app.session.repository.engine
    event.listen(engine, "connect", cap)
    engine.dispose()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        label = app.label_screen
        # a long note needs overflow pages: the grade that carries it must grow the file
        label.show(label.session.set_note("a long note " * 1000))
        await press(app, pilot, "3")
        assert label.view.chunk_id == "c1-01" and label.view.grade is None and label.view.judged == 0
        assert error_messages(app) == [
            f"the disk holding the database {db_path} is full (database or disk is full): the last grade was NOT saved; "
            "free some space, then try again"
        ]
        assert label.stopped is None  # a full disk can be freed: the screen keeps taking grades
        # space freed: new connections may grow the file again
        disk_full = False
        engine.dispose()
        await press(app, pilot, "3")
        assert label.view.chunk_id == "c1-02" and label.view.judged == 1
    assert grades_in_file(db_path) == [("c1-01", 3)]


@contextlib.asynccontextmanager
async def graded_once(repository):
    """The app over small_project's repository, c1 graded 3: (app, pilot, label screen), c2 on screen."""
    app = create_app(repository, "alice")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "3")
        label = app.label_screen
        assert label.view.chunk_id == "c2" and label.view.judged == 1
        yield app, pilot, label


@pytest.mark.postgres
async def test_a_postgresql_database_dropped_under_the_app_is_said_and_no_grade_is_shown_saved(droppable_pg):
    repository = small_project(droppable_pg.url)
    try:
        async with graded_once(repository) as (app, pilot, label):
            droppable_pg.drop()
            await press(app, pilot, "2")
            assert label.view.chunk_id == "c2" and label.view.judged == 1  # not advanced: not saved
            await press(app, pilot, "2")
            assert label.view.chunk_id == "c2" and label.view.judged == 1
            errors = error_messages(app)
            assert errors[0].startswith(f"the connection to the database {droppable_pg.shown} was lost (")
            assert "the last grade was NOT saved; try again once the server is back" in errors[0]
            assert errors[1].startswith(f"the database {droppable_pg.shown} does not exist (dropped while labeler was running?)")
            assert "the last grade was NOT saved" in errors[1]
            assert label.stopped is None  # a server can come back: the screen keeps taking grades
    finally:
        repository.close()


@pytest.mark.postgres
async def test_another_project_restored_into_the_postgresql_database_stops_grading(pg_db):
    repository = small_project(pg_db)
    try:
        async with graded_once(repository) as (app, pilot, label):
            restore_another_project(pg_db)
            await press(app, pilot, "2")
            await press(app, pilot, "1")
            assert label.view.chunk_id == "c2" and label.view.judged == 1  # not advanced: not saved
            errors = error_messages(app)
            assert len(errors) == 1, errors
            assert "now holds another project than the one labeler opened: the last grade was NOT saved" in errors[0]
            assert label.stopped is not None
            assert "PROJECT REPLACED: NOT SAVED" in str(app.screen.query_one("#header-bar").render())
    finally:
        repository.close()
    check = open_repository(pg_db, read_only=True)
    try:
        assert check.current_judgments() == []  # the other project got none of the grades
    finally:
        check.close()
