"""Writes that cannot reach the database are one domain error each, never "saved".

The SQLite file deleted or replaced while a command runs (SQLite would go on writing to the file
it opened), a full disk (SQLITE_FULL, simulated with PRAGMA max_page_count; a real full tmpfs in
tests/e2e/test_full_disk.py), a PostgreSQL database dropped under a running labeler.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from contextlib import closing, contextmanager

import pytest
from sqlalchemy import Engine, event
from sqlalchemy.pool import Pool

from labeler.cli import main
from labeler.domain import Chunk, Query
from labeler.domain.errors import DatabaseFileLost, DatabaseGoneError, DiskFullError
from labeler.storage import open_repository
from tests.storage_fixtures import grades_in_file


def small_project(path):
    """A migrated database with one query and three chunks; the repository is left open."""
    repository = open_repository(str(path))
    repository.upsert_queries([Query(id="q1", text="solar panels")])
    repository.upsert_chunks([[Chunk(id=f"c{i}", text=f"chunk {i}") for i in range(1, 4)]])
    return repository


def test_a_deleted_file_raises_at_the_next_commit_and_leaves_no_empty_file(tmp_path):
    path = tmp_path / "labels.db"
    repository = small_project(path)
    try:
        repository.record_judgment("q1", "c1", "alice", 3)
        os.remove(path)
        with pytest.raises(DatabaseFileLost) as raised:
            repository.record_judgment("q1", "c2", "alice", 2)
        assert str(raised.value) == (
            f"the database file {path} was deleted or replaced while labeler was running: the last change was NOT saved; "
            "restore the file (or point --db at the right one) and run labeler again"
        )
        # once lost, always lost: no second look, no new connection creating an empty database there
        repository.engine.dispose()
        with pytest.raises(DatabaseFileLost):
            repository.record_judgment("q1", "c3", "alice", 1)
        assert not path.exists()
    finally:
        repository.close()


def test_a_file_replaced_by_mv_gets_nothing_not_even_the_old_write_ahead_log(tmp_path):
    path, other = tmp_path / "labels.db", tmp_path / "other.db"
    repository = small_project(path)
    shutil.copyfile(path, other)  # a copy before any grade: same schema, same pages
    try:
        repository.record_judgment("q1", "c1", "alice", 3)  # committed to labels.db's -wal
        os.replace(other, path)
        with pytest.raises(DatabaseFileLost):
            repository.record_judgment("q1", "c2", "alice", 2)
        # the -wal at the path held labels.db's frames; read with the new file they would have
        # grafted c1's grade onto it (or worse, onto a different database)
        assert grades_in_file(path) == []
    finally:
        repository.close()


def test_a_file_moved_aside_keeps_every_grade_committed_before(tmp_path):
    path, aside = tmp_path / "labels.db", tmp_path / "aside.db"
    repository = small_project(path)
    try:
        repository.record_judgment("q1", "c1", "alice", 3)
        repository.record_judgment("q1", "c2", "alice", 1)
        os.rename(path, aside)  # the -wal stays behind under the old name
        with pytest.raises(DatabaseFileLost):
            repository.record_judgment("q1", "c3", "alice", 2)
        assert grades_in_file(aside) == [("c1", 3), ("c2", 1)]
    finally:
        repository.close()


def test_the_file_left_alone_commits_as_before(tmp_path):
    path = tmp_path / "labels.db"
    repository = small_project(path)
    try:
        for chunk, grade in (("c1", 3), ("c2", 1), ("c3", 0)):
            repository.record_judgment("q1", chunk, "alice", grade)
        repository.engine.dispose()  # new connections to the same file are fine
        repository.record_judgment("q1", "c1", "alice", 2)
    finally:
        repository.close()
    assert grades_in_file(path) == [("c1", 2), ("c2", 1), ("c3", 0)]


@contextmanager
def on_every_engine(event_name: str, listener):
    """A SQLAlchemy listener on every engine this process makes meanwhile (the CLI opens its own)."""
    target = Pool if event_name == "connect" else Engine
    event.listen(target, event_name, listener)
    try:
        yield
    finally:
        event.remove(target, event_name, listener)


def write_chunks(path, n: int) -> None:
    path.write_text("".join(f'{{"_id": "d{i}", "text": "passage number {i} about solar panels"}}\n' for i in range(n)))


def test_an_import_whose_database_vanishes_midway_says_so_instead_of_imported(tmp_path, capsys):
    db = tmp_path / "labels.db"
    small_project(db).close()
    chunks = tmp_path / "corpus.jsonl"
    write_chunks(chunks, 5000)

    def delete_on_first_chunk_insert(_conn, _cursor, statement, *_args):
        if statement.lstrip().upper().startswith("INSERT INTO CHUNK") and db.exists():
            os.remove(db)  # the user's rm, while the import is writing

    with on_every_engine("before_cursor_execute", delete_on_first_chunk_insert), pytest.raises(SystemExit) as exited:
        main(["--db", str(db), "import", "chunks", str(chunks)])
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    assert "chunks:" not in out and "added" not in out
    assert err.strip().splitlines()[-1] == (
        f"error: the database file {db} was deleted or replaced while labeler was running: the last change was NOT saved; "
        "restore the file (or point --db at the right one) and run labeler again"
    )
    assert not db.exists()


@contextmanager
def pages_capped(count: int):
    """Every SQLite connection opened meanwhile may grow its file to count pages: a full disk."""

    def cap(dbapi_connection, _record):
        if isinstance(dbapi_connection, sqlite3.Connection):
            dbapi_connection.execute(f"PRAGMA max_page_count={count}")

    with on_every_engine("connect", cap):
        yield


def page_count(path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("PRAGMA page_count").fetchone()[0])


def test_a_full_disk_is_one_domain_error_and_nothing_is_written(tmp_path):
    path = tmp_path / "labels.db"
    small_project(path).close()
    full = page_count(path)
    with pages_capped(full):
        repository = open_repository(str(path))
        try:
            with pytest.raises(DiskFullError) as raised:
                repository.upsert_chunks([[Chunk(id=f"x{i}", text="word " * 200) for i in range(200)]])
        finally:
            repository.close()
    assert str(raised.value) == (
        f"the disk holding the database {path} is full (database or disk is full): the last change was NOT saved; "
        "free some space, then try again"
    )
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT count(*) FROM chunk").fetchone()[0] == 3


def test_a_full_disk_under_an_import_is_one_line_from_the_cli(tmp_path, capsys):
    db = tmp_path / "labels.db"
    small_project(db).close()
    chunks = tmp_path / "corpus.jsonl"
    write_chunks(chunks, 3000)
    with pages_capped(page_count(db)), pytest.raises(SystemExit) as exited:
        main(["--db", str(db), "import", "chunks", str(chunks)])
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    assert "added" not in out
    lines = err.strip().splitlines()
    assert lines[-1] == (
        f"error: the disk holding the database {db} is full (database or disk is full): the last change was NOT saved; "
        "free some space, then try again"
    )
    assert "Traceback" not in err and "sqlalchemy" not in err.lower()


def _import_file(kind: str, folder) -> list[str]:
    """The `labeler import` arguments of a file of this kind big enough to need new pages."""
    path = folder / f"{kind}.txt"
    if kind == "queries":
        path.write_text("".join(f"n{i}\tsolar panels on roof number {i}\n" for i in range(4000)))
    elif kind == "chunks":
        path = folder / "corpus.jsonl"
        write_chunks(path, 3000)
    elif kind == "run":
        path.write_text("".join(f"q1 Q0 d{i} {i + 1} {10000 - i} tag\n" for i in range(20000)))
    else:  # qrels and suggestions: TREC qrels lines
        path.write_text("".join(f"q1 0 d{i} {i % 4}\n" for i in range(20000)))
    return [kind, str(path), *(["--model", "m"] if kind == "suggestions" else [])]


@pytest.mark.parametrize("kind", ["queries", "chunks", "run", "qrels", "suggestions"])
def test_a_full_disk_under_every_import_kind_is_one_line_from_the_cli(tmp_path, capsys, kind):
    """Imports write through the driver's own cursor (storage.bulk: executemany, COPY), which
    SQLAlchemy's error translation never saw: `import qrels` printed sqlite3.OperationalError's traceback."""
    db = tmp_path / "labels.db"
    small_project(db).close()
    arguments = _import_file(kind, tmp_path)
    before = grades_in_file(db) if kind == "qrels" else None
    with pages_capped(page_count(db)), pytest.raises(SystemExit) as exited:
        main(["--db", str(db), "import", *arguments])
    out, err = capsys.readouterr()
    assert exited.value.code == 2, err
    assert err.strip().splitlines() == [
        f"error: the disk holding the database {db} is full (database or disk is full): the last change was NOT saved; "
        "free some space, then try again"
    ]
    assert "added" not in out and "imported" not in out
    if before is not None:
        assert grades_in_file(db) == before  # rolled back whole


@pytest.mark.postgres
def test_a_postgresql_database_dropped_under_a_writer_is_a_clean_error(droppable_pg):
    repository = open_repository(droppable_pg.url)
    try:
        repository.upsert_queries([Query(id="q1", text="solar panels")])
        repository.upsert_chunks([[Chunk(id="c1", text="chunk 1"), Chunk(id="c2", text="chunk 2")]])
        repository.record_judgment("q1", "c1", "alice", 3)
        droppable_pg.drop()
        # the server closed this labeler's connection: the grade in flight is not saved
        with pytest.raises(DatabaseGoneError) as lost:
            repository.record_judgment("q1", "c2", "alice", 2)
        assert str(lost.value).startswith(f"the connection to the database {droppable_pg.shown} was lost (")
        assert ": the last change was NOT saved; try again once the server is back" in str(lost.value)
        # and the next write finds the database gone
        with pytest.raises(DatabaseGoneError) as gone:
            repository.record_judgment("q1", "c2", "alice", 2)
        assert str(gone.value).startswith(f"the database {droppable_pg.shown} does not exist (dropped while labeler was running?)")
        assert "NOT saved" in str(gone.value) and "\n" not in str(gone.value)
    finally:
        repository.close()
