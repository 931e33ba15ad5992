"""A project's engine opened before a fork and adopted by the app forked after (storage.forked): its first read
compiles nothing again, no connection crosses the fork, and whatever changed since is opened afresh."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import traceback
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import create_engine, event
from sqlalchemy.engine.interfaces import CacheStats
from sqlalchemy.pool import NullPool

from labeler.domain import DatabaseError
from labeler.services.demo import tiny_project
from labeler.services.roles import Caller, Role, act_as
from labeler.services.labeling.session import READ_AHEAD_ANNOTATOR, LabelingSession, read_first_pair_ahead
from labeler.storage import open_repository
from labeler.storage.engine import _WRITERS, adopted_project, database_url
from labeler.storage.forked import _PID, _kept, _writes_in, keep_for_forks, reads_only


@pytest.fixture(autouse=True)
def nothing_kept() -> Any:
    """Each test starts and ends with no engine kept for forks."""
    _kept.clear()
    yield
    for kept in _kept:
        kept.engine.dispose()
    _kept.clear()


def in_child(body: Callable[[], Any]) -> Any:
    """body's value (JSON), computed in a forked child of this process; its traceback fails the test."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            out = {"value": body()}
        except BaseException:  # noqa: BLE001 - reported to the parent, which fails the test
            out = {"error": traceback.format_exc()}
        os.write(write, json.dumps(out).encode())
        os._exit(0)
    os.close(write)
    data = b""
    while chunk := os.read(read, 1 << 16):
        data += chunk
    os.close(read)
    os.waitpid(pid, 0)
    out = json.loads(data)
    assert "error" not in out, out.get("error")
    return out["value"]


def kept_project(db: str) -> str:
    """db opened as the warm process opens it: its first read run, its engine kept; the project's id."""
    repository = open_repository(db, create=False, migrate=False)
    assert read_first_pair_ahead(repository)
    project_id = adopted_project(repository.engine)
    assert project_id is not None
    keep_for_forks(repository.engine)
    return project_id


def first_read(db: str) -> dict[str, Any]:
    """In a forked app: open db and run its first read (its role's grants, its session's start); what it
    compiled, which process opened each connection it used, and whether it adopted the kept engine."""
    kept = [item.engine for item in _kept]
    repository = open_repository(db, create=False)
    engine = repository.engine
    identity = _WRITERS[engine][1]
    watched = identity is None or identity._unpin is not None  # its own descriptor of the file (see _PINNED)
    compiled: list[str] = []
    opened_by: list[int] = []
    event.listen(engine, "before_cursor_execute",
                 lambda conn, cursor, statement, parameters, context, many: compiled.append(statement)
                 if context is not None and context.cache_hit is CacheStats.CACHE_MISS else None)
    # the process that opened each connection, as the kept engine marks it at every connect
    event.listen(engine, "checkout", lambda dbapi, record, proxy: opened_by.append(record.info.get(_PID, -1)))
    act_as(repository, Caller("alice", Role("annotator")))  # as create_app binds a served app's repository
    session = LabelingSession(repository, "alice")
    view = session.start()
    session.read_suspects()
    first = list(compiled)
    session.grade(2)  # stored on the pair shown, in the project the app opened
    repository.close()
    return {"compiled": first, "watched": watched, "opened_by": opened_by, "pid": os.getpid(),
            "adopted": engine in kept,
            "project": adopted_project(engine), "pair": None if view is None else view.chunk_id}


@pytest.fixture
def project(tmp_path) -> str:
    """A tiny SQLite project (one query, three pooled pairs)."""
    db = str(tmp_path / "labeler.db")
    with tiny_project(db):
        pass
    return db


@pytest.fixture
def any_project(any_db: str) -> str:
    """A tiny project on each backend."""
    with tiny_project(any_db):
        pass
    return any_db


def test_a_forked_app_compiles_nothing_for_its_first_read(any_project) -> None:
    kept_project(any_project)
    child = in_child(lambda: first_read(any_project))
    assert child["adopted"] and child["watched"]
    assert child["compiled"] == []
    assert child["opened_by"] and set(child["opened_by"]) == {child["pid"]}  # every connection the child's own


def test_without_a_kept_engine_the_first_read_compiles(any_project) -> None:
    child = in_child(lambda: first_read(any_project))
    assert not child["adopted"] and len(child["compiled"]) >= 5  # what the kept engine saves


def test_another_project_in_the_database_before_the_fork_is_opened_afresh(any_project) -> None:
    kept_id = kept_project(any_project)
    another = uuid.uuid4().hex
    engine = create_engine(database_url(any_project), poolclass=NullPool)
    try:
        with engine.begin() as conn:  # as a restore of another project into the database would
            conn.exec_driver_sql(f"UPDATE project SET id = '{another}'")
    finally:
        engine.dispose()
    child = in_child(lambda: first_read(any_project))
    assert not child["adopted"] and child["project"] == another != kept_id


def test_the_parent_keeps_no_connection_and_never_adopts_its_own(project) -> None:
    kept_project(project)
    engine = _kept[0].engine
    assert engine.pool.checkedin() == 0 and engine.pool.checkedout() == 0
    assert _WRITERS[engine][1]._unpin is None  # nor a descriptor of the file
    repository = open_repository(project, create=False)  # the keeping process opens afresh
    try:
        assert repository.engine is not engine
    finally:
        repository.close()


def test_a_connection_opened_before_the_fork_is_never_handed_out(project) -> None:
    kept_project(project)
    engine = _kept[0].engine
    with engine.connect() as conn:  # against the rule: a connection pooled in the parent at the fork
        parent_connection = id(conn.connection.dbapi_connection)

    def child() -> list[bool]:
        used = []
        for _ in range(2):
            with engine.connect() as conn:
                used.append(id(conn.connection.dbapi_connection) == parent_connection)
                conn.exec_driver_sql("SELECT 1").all()
        return used

    assert in_child(child) == [False, False]


def test_a_project_replaced_before_the_fork_is_opened_afresh(project, tmp_path) -> None:
    other = str(tmp_path / "other.db")
    with tiny_project(other):
        pass
    kept_id = kept_project(project)
    shutil.copyfile(other, project)  # in place: the same inode, another project
    for suffix in ("-wal", "-shm"):
        if os.path.exists(project + suffix):
            os.unlink(project + suffix)
    child = in_child(lambda: first_read(project))
    assert not child["adopted"] and child["project"] != kept_id
    assert _stored(project) == [("c0", 2)]


def test_a_project_moved_over_before_the_fork_is_opened_afresh(project, tmp_path) -> None:
    other = str(tmp_path / "other.db")
    with tiny_project(other):
        pass
    kept_id = kept_project(project)
    os.replace(other, project)
    child = in_child(lambda: first_read(project))
    assert not child["adopted"] and child["project"] != kept_id
    assert _stored(project) == [("c0", 2)]


def test_a_schema_changed_before_the_fork_is_refused_as_a_fresh_open_refuses_it(project) -> None:
    kept_project(project)
    with sqlite3.connect(project) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")

    def child() -> str:
        try:
            open_repository(project, create=False)
        except DatabaseError as error:
            return str(error)
        return "opened"

    assert "newer than this labeler knows" in in_child(child)


def test_the_read_ahead_writes_nothing(project) -> None:
    repository = open_repository(project, create=False)
    try:
        assert read_first_pair_ahead(repository)
        with repository.engine.connect() as conn:
            names = conn.exec_driver_sql("SELECT name FROM annotator").scalars().all()
        assert READ_AHEAD_ANNOTATOR not in names
        with reads_only(repository.engine), pytest.raises(DatabaseError, match="writes"):
            repository.record_grade("q", "c0", "alice", 2)
        assert _stored(project) == []
    finally:
        repository.close()


def _stored(db: str) -> list[tuple[str, int]]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT chunk_id, grade FROM judgment JOIN pair ON pair.id = judgment.pair_id").fetchall()
    return [(str(chunk), int(grade)) for chunk, grade in rows]


def test_the_read_ahead_refuses_a_write_dressed_as_a_read(project) -> None:
    """A statement whose first word is a read's but which writes (``WITH ... INSERT`` as text) is refused
    too; a read that only mentions a write inside a string or a quoted name is not."""
    repository = open_repository(project, create=False)
    try:
        with reads_only(repository.engine), repository.engine.connect() as conn:
            with pytest.raises(DatabaseError, match="writes"):
                conn.exec_driver_sql("WITH one AS (SELECT 'x' AS name) INSERT INTO annotator (name) SELECT name FROM one")
            assert conn.exec_driver_sql("SELECT 'insert into annotator' AS \"delete\"").scalar() == "insert into annotator"
        assert not _writes_in("SELECT id FROM kept_count WHERE name = 'pairs' FOR UPDATE NOWAIT")
        assert not _writes_in("SELECT replace(name, 'a', 'b') FROM annotator -- then DELETE nothing\n")
        assert not _writes_in("SELECT /* insert into x */ 1, $body$ drop table y $body$")
        for writes in ("with gone as (delete from annotator returning name) select name from gone",
                       "SELECT name INTO copied FROM annotator", "SELECT nextval('pair_id_seq')",
                       "WITH x AS (SELECT 1) REPLACE INTO annotator (name) VALUES ('y')"):
            assert _writes_in(writes), writes
        with repository.engine.connect() as conn:
            assert "x" not in conn.exec_driver_sql("SELECT name FROM annotator").scalars().all()
    finally:
        repository.close()
