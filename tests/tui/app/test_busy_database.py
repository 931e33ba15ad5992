"""Pilot tests: a grade whose key was taken is stored however long another writer holds the database.

SQLite's busy timeout used to end the write ("database is locked"), say it was not saved and drop
every key typed after it: under load (a team's apps starved of CPU) keys were lost. Now the write is
run again until the database is free, the screen says the key is kept, and every key typed meanwhile
is applied in order once it is. The busy timeout is cut to 50 ms here so the test waits for nothing
but the lock it holds.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing

import pytest
from sqlalchemy import event

from labeler.domain import Chunk, Pair, Query
from labeler.domain.errors import DatabaseBusy
from labeler.services.labeling.saving import stored
from labeler.storage import open_repository
from tests.storage_fixtures import grades_in_file
from tests.tui.conftest import settle


def short_busy_timeout(app) -> None:
    engine = app.session.repository.engine

    def on_connect(dbapi_connection, _record):
        dbapi_connection.execute("PRAGMA busy_timeout=50")

    event.listen(engine, "connect", on_connect)
    engine.dispose()


async def wait_until(pilot, condition, rounds: int = 2000) -> None:
    for _ in range(rounds):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError("the condition never held")


async def test_grades_typed_while_another_writer_holds_the_database_are_all_stored_in_order(open_app, db_path):
    app = open_app()
    short_busy_timeout(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        label = app.label_screen
        with closing(sqlite3.connect(db_path, isolation_level=None)) as holder:
            holder.execute("BEGIN IMMEDIATE")  # another writer, holding the write lock
            await pilot.press("3", "2", "1")
            await wait_until(pilot, lambda: any("another writer has held the database" in n.message
                                                for n in app._notifications))
            said = next(n.message for n in app._notifications if "another writer" in n.message)
            assert "Saving the last grade" in said and "nothing is lost" in said
            assert label.view.judged == 0 and label.busy
            holder.execute("COMMIT")
        await settle(app, pilot)
        assert label.view.judged == 3 and label.view.chunk_id == "c1-04"
        assert not [n for n in app._notifications if n.severity == "error"]
    assert grades_in_file(db_path) == [("c1-01", 3), ("c1-02", 2), ("c1-03", 1)]


def test_a_busy_write_is_run_again_until_it_is_stored_and_the_waits_are_said():
    attempts, waits = [], []
    times = iter([0.0, 5.0, 10.0, 12.5])

    def write() -> str:
        attempts.append(1)
        if len(attempts) < 4:
            raise DatabaseBusy("db", "the database db is busy: another writer held it too long (database is locked)", "try again")
        return "stored"

    assert stored(write, waits.append, clock=lambda: next(times)) == "stored"
    assert len(attempts) == 4 and waits == [5.0, 10.0, 12.5]


def test_another_error_ends_the_write_at_once():
    def write() -> None:
        raise ValueError("not a lock")

    with pytest.raises(ValueError):
        stored(write, lambda seconds: None)


def test_sqlite_says_a_held_database_is_busy_in_one_domain_error(tmp_path):
    path = tmp_path / "labels.db"
    repository = open_repository(str(path))
    try:
        repository.upsert_queries([Query(id="q1", text="solar panels")])
        repository.upsert_chunks([[Chunk(id="c1", text="chunk")]])
        repository.add_pairs([Pair(query_id="q1", chunk_id="c1", origin="pool", best_rank=1)])
        engine = repository.engine
        event.listen(engine, "connect", lambda dbapi_connection, _record: dbapi_connection.execute("PRAGMA busy_timeout=20"))
        engine.dispose()
        with closing(sqlite3.connect(path, isolation_level=None)) as holder:
            holder.execute("BEGIN IMMEDIATE")
            with pytest.raises(DatabaseBusy) as raised:
                repository.record_judgment("q1", "c1", "alice", 2)
            holder.execute("ROLLBACK")
        assert str(raised.value) == (f"the database {path} is busy: another writer held it too long (database is locked): the last "
                                     "change was NOT saved; try again (labeler status shows what is stored)")
        repository.record_judgment("q1", "c1", "alice", 2)  # nothing half-done is left behind
    finally:
        repository.close()
    assert grades_in_file(path) == [("c1", 2)]


@pytest.mark.postgres
def test_a_postgresql_deadlock_is_said_as_busy_so_the_session_runs_it_again(pg_db):
    import threading

    from sqlalchemy import create_engine

    repository = open_repository(pg_db)
    try:
        repository.upsert_queries([Query(id="q1", text="one"), Query(id="q2", text="two")])
        engine = create_engine(pg_db)
        first_locked, second_locked = threading.Event(), threading.Event()
        errors: list[BaseException] = []

        def lock(mine: str, theirs: str, locked: threading.Event, other: threading.Event) -> None:
            from labeler.storage.driver_errors import translate

            event.listen(engine, "handle_error", translate)
            try:
                with engine.begin() as conn:
                    conn.exec_driver_sql(f"SELECT id FROM query WHERE id = '{mine}' FOR UPDATE")
                    locked.set()
                    other.wait(10)
                    conn.exec_driver_sql(f"SELECT id FROM query WHERE id = '{theirs}' FOR UPDATE")
            except BaseException as error:  # noqa: BLE001 - the test reads which
                errors.append(error)

        threads = [threading.Thread(target=lock, args=("q1", "q2", first_locked, second_locked)),
                   threading.Thread(target=lock, args=("q2", "q1", second_locked, first_locked))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        engine.dispose()
        assert len(errors) == 1 and isinstance(errors[0], DatabaseBusy), errors
        assert "deadlock detected" in str(errors[0])
    finally:
        repository.close()
