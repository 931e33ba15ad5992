"""A project's writer engine opened once in a process that forks apps, adopted by each app forked after.

SQLAlchemy compiles each statement once per engine (its compiled cache is keyed by the engine's dialect)
and initialises an engine's dialect at its first connection, so an app that makes its own engine pays for
both again, and for inspecting the file before. A process that forks many apps on one project (labeler
serve's warm process) opens the project once, runs an app's first read there, and hands the engine to
`keep_for_forks`, which empties its pool and closes the descriptor the file's identity keeps: no
connection or descriptor of the project is open when it forks, none ever crosses a fork.
An app forked after it finds the engine in `open_repository` (`adopt_after_fork`): the pool the parent
had is dropped untouched (SQLAlchemy's pattern for a forked process, ``dispose(close=False)``), a
connection made in another process is never handed out (`_refuse_foreign`), and what a project opened
afresh would check is checked again for this app: on SQLite the file at the path is still the one opened
(inode and header: a project replaced meanwhile is opened afresh) and still writable; the schema still at
this labeler's head; the database still holding the project id read then (on PostgreSQL, another
project restored into it); a server that still lets this role write. Anything else opens afresh, which
says what is wrong as it always does. An engine is adopted once, by a process other than the one that
kept it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, event, exc

from labeler.domain import DatabaseError
from labeler.storage.engine import DatabaseTarget, adopted_project, let_go_of_file, writer_checks

_PID = "labeler_pid"  # a pooled connection's record: the process that opened it

# first words of the statements a read may run (the drivers begin their transactions themselves)
_READS = ("SELECT", "WITH")
# a write's words (REPLACE and MERGE only before INTO: replace() is a function); INTO also catches SELECT ... INTO
_WRITE_WORD = re.compile(r"\b(INSERT|UPDATE|DELETE|INTO|CREATE|DROP|ALTER|TRUNCATE|GRANT|REVOKE|COMMENT|VACUUM"
                         r"|REINDEX|COPY)\b|\b(NEXTVAL|SETVAL|SET_CONFIG)\s*\(", re.IGNORECASE)
_ROW_LOCK = re.compile(r"\bFOR\s+(NO\s+KEY\s+)?UPDATE\b", re.IGNORECASE)  # a lock a read may take writes nothing
# what names no statement: string literals, quoted names, dollar-quoted bodies and comments
_QUOTED = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|\$([A-Za-z_]*)\$.*?\$\1\$|--[^\n]*|/\*.*?\*/", re.DOTALL)


@dataclass
class _Kept:
    engine: Engine
    project_id: str
    pid: int  # the process that kept it, which never adopts it


_kept: list[_Kept] = []


def keep_for_forks(engine: Engine) -> None:
    """In a process about to fork apps: keep a repository's writer engine for the apps forked after, its pool
    emptied now (every connection closed before any fork)."""
    project_id = adopted_project(engine)
    if project_id is None:  # not a writer's engine: nothing an app would adopt
        engine.dispose()
        return
    if not event.contains(engine, "connect", _mark_pid):
        event.listen(engine, "connect", _mark_pid)
        event.listen(engine, "checkout", _refuse_foreign)
    engine.dispose()
    let_go_of_file(engine)  # no descriptor of the project's file either
    _kept.append(_Kept(engine, project_id, os.getpid()))


def adopt_after_fork(target: DatabaseTarget) -> Engine | None:
    """In a forked app opening target as a writer: the engine its parent kept for target, checked again for
    this app (see the module's docstring), or None (then it opens the project afresh)."""
    found = next((kept for kept in _kept if kept.engine.url == target.url and kept.pid != os.getpid()), None)
    if found is None:
        return None
    _kept.remove(found)
    engine = found.engine
    engine.dispose(close=False)  # the parent's pool (empty) is dropped, never closed from here
    try:
        if still_the_project(engine, found.project_id):
            return engine
    except (DatabaseError, exc.SQLAlchemyError):  # opened afresh, which says it
        pass
    engine.dispose()
    return None


def still_the_project(engine: Engine, project_id: str) -> bool:
    """Whether engine's database is still, for this process, the writable project project_id at this
    labeler's schema head, in the file first opened (SQLite): one connection, a few one-row reads."""
    from labeler.storage.access import read_only_reason
    from labeler.storage.project_identity import project_id_in
    from labeler.storage.revisions import head_revision, revision_in

    if not writer_checks(engine):
        return False
    with engine.connect() as conn:  # the readers a fresh open uses, on one connection
        return (read_only_reason(conn) is None and revision_in(conn) == head_revision()
                and project_id_in(conn) == project_id)


@contextmanager
def reads_only(engine: Engine) -> Iterator[None]:
    """A block in which engine runs reads only: any other statement raises DatabaseError before it runs."""
    event.listen(engine, "before_cursor_execute", _refuse_writes)
    try:
        yield
    finally:
        event.remove(engine, "before_cursor_execute", _refuse_writes)


def _refuse_writes(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool) -> None:
    if not statement.lstrip().upper().startswith(_READS) or _writes_in(statement) or (
            context is not None and (context.isinsert or context.isupdate or context.isdelete)):
        raise DatabaseError("a read ahead ran a statement that writes; nothing was written")


def _writes_in(statement: str) -> bool:
    """Whether a statement names a write outside its string literals, quoted names and comments: ``WITH ...
    INSERT`` written as text reads as a read by its first word, and SQLAlchemy's flags see only its own
    constructs. Words, not a parser: a read whose text names a write is refused too (the read ahead is a
    saving, so a refusal costs only time)."""
    return _WRITE_WORD.search(_ROW_LOCK.sub(" ", _QUOTED.sub(" ", statement))) is not None


def _mark_pid(dbapi_connection: Any, record: Any) -> None:
    record.info[_PID] = os.getpid()


def _refuse_foreign(dbapi_connection: Any, record: Any, proxy: Any) -> None:
    """SQLAlchemy's pool ``checkout`` event: a connection another process opened is dropped (never used,
    never closed from here) and the pool makes a new one."""
    if record.info.get(_PID, os.getpid()) != os.getpid():
        record.dbapi_connection = proxy.dbapi_connection = None
        raise exc.DisconnectionError(f"a connection opened by process {record.info[_PID]}, not this one")
