"""A database replaced under a running labeler by another project is refused before the next write.

The SQLite file overwritten in place (`cp other.db labeler.db` keeps the inode, so the file check of
device and inode sees nothing) and another project restored into the same PostgreSQL schema: the
project id read when the repository opened is compared in each write transaction, and on SQLite
the file header's application_id is read from the file itself (SQLite's page cache would show the
old file's project row).
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import textwrap
from contextlib import closing
from pathlib import Path

import pytest
from labeler.domain.errors import DatabaseFileLost, ProjectReplaced
from labeler.storage import open_repository
from labeler.storage.project_identity import header_id, read_project_id
from tests.storage_fixtures import grades_in_file, restore_another_project, small_project


def header_of(path) -> int:
    with open(path, "rb") as handle:
        handle.seek(68)
        return int.from_bytes(handle.read(4), "big", signed=True)


def test_every_new_project_gets_its_own_id_and_its_file_header_says_it(tmp_path):
    one, two = open_repository(str(tmp_path / "one.db")), open_repository(str(tmp_path / "two.db"))
    try:
        ids = read_project_id(one.engine), read_project_id(two.engine)
    finally:
        one.close()
        two.close()
    assert ids[0] and ids[1] and ids[0] != ids[1] and len(ids[0]) == 32
    assert header_of(tmp_path / "one.db") == header_id(ids[0]) != 0


def test_a_file_overwritten_in_place_by_another_project_is_refused_and_gets_no_grade(tmp_path):
    path, other = tmp_path / "labels.db", tmp_path / "other.db"
    small_project(str(other), reverse=True).close()
    with closing(sqlite3.connect(other)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    copied = other.read_bytes()
    repository = small_project(str(path))
    try:
        repository.record_judgment("q1", "c1", "alice", 3)
        inode = path.stat().st_ino
        shutil.copyfile(other, path)
        assert path.stat().st_ino == inode
        with pytest.raises(DatabaseFileLost) as raised:
            repository.record_judgment("q1", "c2", "alice", 2)
        assert "was deleted or replaced while labeler was running: the last change was NOT saved" in str(raised.value)
        with pytest.raises(DatabaseFileLost):  # once lost, always lost, reads included
            repository.current_judgments()
        repository.engine.dispose()  # closing its connections checkpoints nothing into the new file
        assert path.read_bytes() == copied
    finally:
        repository.close()


def test_at_exit_the_old_files_write_ahead_log_is_set_aside_and_the_copied_file_reads_as_copied(tmp_path):
    path, other = tmp_path / "labels.db", tmp_path / "other.db"
    small_project(str(other), reverse=True).close()
    small_project(str(path)).close()
    # another process grades, finds the file overwritten, and exits (its -wal holds its grade)
    script = textwrap.dedent(f"""
        import shutil
        from labeler.storage import open_repository
        from labeler.domain.errors import DatabaseFileLost
        repository = open_repository({str(path)!r})
        repository.record_judgment("q1", "c1", "alice", 3)
        shutil.copyfile({str(other)!r}, {str(path)!r})
        try:
            repository.record_judgment("q1", "c2", "alice", 2)
        except DatabaseFileLost:
            print("lost")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "lost", done.stderr
    assert not Path(f"{path}-shm").exists()
    aside = list(tmp_path.glob("labels.db-wal.overwritten-*"))
    assert len(aside) == 1 and aside[0].stat().st_size > 0
    # the file at the path is the other project, whole: its pairs, no grade, an intact file
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("SELECT id, chunk_id FROM pair ORDER BY id").fetchall() == [(1, "c3"), (2, "c2"), (3, "c1")]
    assert grades_in_file(path) == []
    reopened = open_repository(str(path))
    try:
        assert read_project_id(reopened.engine) == read_project_id(open_repository(str(other), read_only=True).engine)
    finally:
        reopened.close()


def test_a_project_row_changed_under_a_writer_is_refused_on_sqlite_too(tmp_path):
    # the header check cannot see a project row rewritten through SQL: the commit's read does
    path = tmp_path / "labels.db"
    repository = small_project(str(path))
    try:
        with closing(sqlite3.connect(path)) as conn:
            conn.execute("UPDATE project SET id = 'someone else'")
            conn.commit()
        with pytest.raises(ProjectReplaced) as raised:
            repository.record_judgment("q1", "c2", "alice", 2)
        assert str(raised.value) == (
            f"the database {path} now holds another project than the one labeler opened: the last change was NOT "
            "saved; point --db at the project's database (or restore it) and run labeler again"
        )
        assert grades_in_file(path) == []
    finally:
        repository.close()


def test_an_upgrade_gives_an_existing_project_an_id_and_its_header(tmp_path):
    from labeler.storage.revisions import run_alembic

    path = tmp_path / "old.db"
    run_alembic(str(path), "upgrade", "0007")
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("INSERT INTO query (id, text, metadata, ordinal) VALUES ('q1', 'x', '{}', 1)")
        conn.commit()
    repository = open_repository(str(path))  # migrates to the head
    try:
        project_id = read_project_id(repository.engine)
        assert project_id is not None
        repository.record_judgment("q1", "c1", "alice", 2)  # the header check passes on the upgraded file
    finally:
        repository.close()
    assert header_of(path) == header_id(project_id)


@pytest.mark.postgres
def test_another_project_restored_into_the_same_postgresql_schema_is_refused(pg_db):
    repository = small_project(pg_db)
    try:
        repository.record_judgment("q1", "c1", "alice", 3)
        restore_another_project(pg_db)  # every table dropped and made again, with other pair ids
        with pytest.raises(ProjectReplaced) as raised:
            repository.record_judgment("q1", "c2", "alice", 2)
        assert "now holds another project than the one labeler opened: the last change was NOT saved" in str(raised.value)
        with pytest.raises(ProjectReplaced):
            repository.record_judgment("q1", "c3", "alice", 1)
    finally:
        repository.close()
    check = open_repository(pg_db, read_only=True)
    try:
        assert check.current_judgments() == []
    finally:
        check.close()


def test_reading_the_header_keeps_this_processs_sqlite_locks_so_another_process_never_deletes_the_wal(tmp_path):
    """The header is read from the file itself; a descriptor of the database file opened and closed for
    that would release every POSIX lock this process holds on it, SQLite's SHARED lock included, and
    another process's last close would then checkpoint and delete the -wal and -shm under a connection
    of ours (a later "disk I/O error" in a served app). The watched file's descriptor stays open."""
    from sqlalchemy import text

    from labeler.storage.engine import adopt_project, make_engine

    db = tmp_path / "locks.db"
    small_project(str(db)).close()
    engine = make_engine(f"sqlite:///{db}")
    try:
        project_id = read_project_id(engine)
        assert project_id is not None
        adopt_project(engine, project_id)  # from now on the header is read at each transaction
        with engine.connect() as connection:
            connection.execute(text("SELECT count(*) FROM query")).scalar()
            connection.commit()  # each transaction's start and commit read the header; the connection idles
            other = "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('SELECT 1 FROM query'); c.close()"
            subprocess.run([sys.executable, "-c", other, str(db)], check=True, timeout=60)
            assert Path(f"{db}-wal").exists() and Path(f"{db}-shm").exists()
            connection.execute(text("UPDATE query SET text = 'still ours' WHERE id = 'q1'"))
            connection.commit()
    finally:
        engine.dispose()
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("SELECT text FROM query WHERE id = 'q1'").fetchone() == ("still ours",)
