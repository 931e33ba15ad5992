"""`labeler.open(db).session()` changes no file and no row by any statement: the doors around the read-only
connection, each tried on the real backend (storage/no_writes.py).

SQLite opened ``mode=ro`` still let ``ATTACH '<same file>' AS w; UPDATE w.query ...`` change the project,
and ATTACH of a new file and ``VACUUM INTO`` write files; PostgreSQL's session characteristics were
undone by ``COMMIT; BEGIN READ WRITE; UPDATE ...; COMMIT``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from sqlmodel import func, select

import labeler
from labeler.domain import DatabaseError
from labeler.api.project import Project
from labeler.storage import open_repository
from labeler.storage.no_writes import first_word
from labeler.storage.schema import Judgment, Query as QueryRow
from tests.unit.api.test_api_session import READ_ONLY, fill_project, project_db  # noqa: F401 - the fixture

HIJACK = "UPDATE query SET text = 'hijacked'"


def _files(folder: Path) -> dict[str, str]:
    """Every file in folder and its contents' hash."""
    return {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in sorted(folder.iterdir())}


def _unchanged(project: Project) -> None:
    """The project as a fresh session reads it: nothing the attempts did shows."""
    with project.session() as session:
        assert session.exec(select(QueryRow.text).where(QueryRow.id == "q1")).one() == "what is a heron"
        assert session.exec(select(func.count()).select_from(Judgment)).one() == 4
        assert session.exec(select(func.count()).select_from(QueryRow)).one() == 2


def _refused(project: Project, statements: list[str], *, refusal: type[Exception] = DatabaseError,
             options: dict[str, str] | None = None) -> None:
    """The statements, one by one on a session's connection: one of them is refused, nothing changes."""
    with project.session() as session:
        connection = session.connection(execution_options=options) if options else session.connection()
        with pytest.raises(refusal) as refused:
            for statement in statements:
                connection.exec_driver_sql(statement)
        if refusal is DatabaseError:
            assert READ_ONLY in str(refused.value)
        session.rollback()
    _unchanged(project)


SQLITE_WRITES = {
    "attach the same file": ["ATTACH DATABASE '{db}' AS w", "UPDATE w.query SET text = 'hijacked'", "COMMIT"],
    "attach a new file": ["ATTACH DATABASE '{folder}/new.db' AS n", "CREATE TABLE n.t (x)"],
    "vacuum into": ["VACUUM INTO '{folder}/copy.db'"],
    "vacuum": ["VACUUM"],
    "pragma query_only off": ["PRAGMA query_only=0", HIJACK],
    "pragma user_version": ["PRAGMA user_version=7"],
    "pragma journal_mode": ["PRAGMA journal_mode=DELETE"],
    "pragma wal_checkpoint": ["PRAGMA wal_checkpoint(TRUNCATE)"],
    "schema table": ["PRAGMA writable_schema=ON", "UPDATE sqlite_master SET sql = 'x' WHERE name = 'query'"],
    "temporary table": ["CREATE TEMP TABLE scratch (x)"],
    "analyze": ["ANALYZE"],
    "reindex": ["REINDEX"],
    "load_extension": ["SELECT load_extension('x')"],
    "begin immediate, then update": ["BEGIN IMMEDIATE", HIJACK, "COMMIT"],
    "update": [HIJACK],
    "delete": ["DELETE FROM judgment"],
    "drop": ["DROP TABLE judgment"],
}


@pytest.mark.parametrize("case", sorted(SQLITE_WRITES))
def test_sqlite_no_statement_writes_a_file_or_a_row(tmp_path, case):
    db = tmp_path / "project" / "labels.db"
    db.parent.mkdir()
    fill_project(open_repository(str(db)))
    with labeler.open(db) as project:
        with project.session() as session:  # the writer's -wal and -shm exist before the attempts
            session.exec(select(func.count()).select_from(QueryRow)).one()
        before = _files(db.parent)
        statements = [s.format(db=db, folder=db.parent) for s in SQLITE_WRITES[case]]
        _refused(project, statements)
        assert _files(db.parent) == before  # no new file, no byte changed


def test_sqlite_takes_one_statement_at_a_time_as_postgresql_does(tmp_path):
    """The issue's PostgreSQL string on SQLite: the driver runs one statement per call, and the
    write behind it would meet the authorizer anyway."""
    db = tmp_path / "labels.db"
    fill_project(open_repository(str(db)))
    with labeler.open(db) as project:
        _refused(project, ["COMMIT; BEGIN; UPDATE query SET text = 'hijacked'; COMMIT"], refusal=DBAPIError)


def test_sqlite_reads_that_look_like_pragmas_still_work(tmp_path):
    db = tmp_path / "labels.db"
    fill_project(open_repository(str(db)))
    with labeler.open(db) as project, project.session() as session:
        connection = session.connection()
        assert "grade" in {row[1] for row in connection.exec_driver_sql("PRAGMA table_info(judgment)")}
        assert "text" in {row[0] for row in connection.exec_driver_sql("SELECT name FROM pragma_table_info('query')")}
        assert connection.exec_driver_sql("PRAGMA query_only").scalar() == 1
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert connection.exec_driver_sql("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3) "
                                          "SELECT sum(i) FROM n").scalar() == 6
        with session.begin_nested():  # a savepoint is a read's business too
            assert session.exec(select(func.count()).select_from(Judgment)).one() == 4


def test_sqlite_the_drivers_own_cursor_meets_the_same_authorizer(tmp_path):
    """Below SQLAlchemy, the sqlite3 connection itself refuses ATTACH (the authorizer is SQLite's)."""
    import sqlite3

    db = tmp_path / "labels.db"
    fill_project(open_repository(str(db)))
    with labeler.open(db) as project, project.session() as session:
        driver = session.connection().connection.driver_connection
        with pytest.raises(sqlite3.DatabaseError, match="not authorized"):
            driver.execute(f"ATTACH DATABASE '{db}' AS w")
        with pytest.raises(sqlite3.DatabaseError):
            driver.execute(f"VACUUM INTO '{tmp_path / 'copy.db'}'")
    assert not (tmp_path / "copy.db").exists()


POSTGRES_WRITES = {
    "commit, begin read write in one string": ["COMMIT; BEGIN READ WRITE; UPDATE query SET text = 'hijacked'; COMMIT"],
    "a read, then writes in one string": ["SELECT 1; COMMIT; BEGIN READ WRITE; UPDATE query SET text = 'hijacked'; COMMIT"],
    "commit, then begin read write": ["COMMIT", "BEGIN READ WRITE", HIJACK, "COMMIT"],
    "set transaction read write": ["SET TRANSACTION READ WRITE", HIJACK],
    "set session characteristics": ["SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE", "COMMIT", HIJACK],
    "set the default off": ["SET default_transaction_read_only = off"],
    "reset all": ["RESET ALL"],
    "a commented commit": ["/* a /* nested */ comment */ -- and a line\n COMMIT"],
    "do block": ["DO $$ BEGIN UPDATE query SET text = 'hijacked'; END $$"],
    "update": [HIJACK],
    "a writing cte": ["WITH changed AS (UPDATE query SET text = 'hijacked' RETURNING 1) SELECT count(*) FROM changed"],
    "select for update": ["SELECT text FROM query FOR UPDATE"],
    "nextval": ["SELECT nextval(pg_get_serial_sequence('judgment', 'id'))"],
    "copy": ["COPY query TO STDOUT"],
    "prepare and execute": ["PREPARE hijack AS UPDATE query SET text = 'hijacked'"],
}


@pytest.fixture
def pg_project(pg_db: str) -> str:
    """project_db's contents on PostgreSQL."""
    fill_project(open_repository(pg_db))
    return pg_db


@pytest.mark.postgres
@pytest.mark.parametrize("case", sorted(POSTGRES_WRITES))
def test_postgres_no_statement_writes_a_row(pg_project, case):
    with labeler.open(pg_project) as project:
        _refused(project, POSTGRES_WRITES[case])


@pytest.mark.postgres
def test_postgres_defaults_turned_off_by_a_function_leave_the_next_transaction_read_only(pg_project):
    """set_config() inside a SELECT changes the session's default for later transactions; the driver
    begins each one READ ONLY explicitly, so the next write still meets a read-only transaction."""
    with labeler.open(pg_project) as project:
        with project.session() as session:
            session.connection().exec_driver_sql("SELECT set_config('default_transaction_read_only', 'off', false)")
            session.rollback()
            with pytest.raises(DatabaseError, match=READ_ONLY):
                session.connection().exec_driver_sql(
                    "WITH changed AS (UPDATE query SET text = 'hijacked' RETURNING 1) SELECT count(*) FROM changed")
            session.rollback()
            with pytest.raises(DBAPIError, match="read-write mode must be set before any query"):
                session.connection().exec_driver_sql("SELECT set_config('transaction_read_only', 'off', true)")
        _unchanged(project)


@pytest.mark.postgres
def test_postgres_autocommit_is_refused(pg_project):
    """In autocommit there is no BEGIN READ ONLY to lean on: the connection refuses to run at all."""
    with labeler.open(pg_project) as project:
        _refused(project, ["SELECT 1"], options={"isolation_level": "AUTOCOMMIT"})


def test_the_first_word_skips_blanks_comments_and_parentheses():
    assert first_word("  -- note\n/* a /* b */ c */ ( (select 1))") == "SELECT"
    assert first_word("\tcommit") == "COMMIT"
    assert first_word("/* unterminated") == ""
    assert first_word("") == ""


def test_a_session_query_still_reads(project_db):
    with labeler.open(project_db) as project, project.session() as session:
        assert session.exec(text("SELECT count(*) FROM judgment")).scalar() == 4  # type: ignore[call-overload]
