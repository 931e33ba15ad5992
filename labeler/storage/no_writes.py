"""Read-only connections that refuse every statement that could write, not only the obvious ones.

A read-only engine (open_repository(read_only=True), and the engine behind
``labeler.open(db).session()``) must change no file and no row, whatever SQL it is handed.

SQLite: the file is opened ``mode=ro``, but ``ATTACH`` opens the file it names read-write (the same
file under another name, or a new one it creates), and ``VACUUM INTO`` writes a new file through
such an attach; ``PRAGMA query_only`` stops neither. So every connection also gets
``PRAGMA query_only=1`` and an authorizer (sqlite3's ``set_authorizer``, consulted as each statement
is prepared) that allows reads only: SELECT, reading columns and functions (not
``load_extension``), transactions and savepoints, and pragmas that only report. ATTACH, DETACH,
pragma writes, CREATE / DROP / ALTER (temporary objects too), INSERT / UPDATE / DELETE, ANALYZE,
REINDEX and VACUUM are refused before anything runs.

PostgreSQL: ``SET SESSION CHARACTERISTICS ... READ ONLY`` alone is undone by ``COMMIT; BEGIN READ
WRITE; ...``. So the driver begins every transaction ``READ ONLY`` explicitly (psycopg's
``read_only``: ``BEGIN READ ONLY``, whatever the session's defaults say), a statement that is not a
read (its first word not SELECT, WITH, VALUES, TABLE, SHOW or EXPLAIN, or SAVEPOINT / RELEASE /
ROLLBACK) is refused before it is sent, so no SET, BEGIN, COMMIT or DO can make a transaction
read-write, autocommit is refused, and with psycopg every statement is sent as a prepared one, which
the server parses as exactly one statement (other drivers: a statement holding a ``;`` before its
end is refused), so nothing can ride behind an allowed first word. Writes inside an allowed
statement (``WITH d AS (DELETE ...) SELECT``, ``SELECT nextval(...)``) meet the READ ONLY
transaction, and ``set_config('transaction_read_only', 'off', ...)`` comes after the statement's
snapshot, which PostgreSQL refuses.

Limits, stated: this binds every statement sent through SQLAlchemy (the session, its connection,
``exec_driver_sql``) and, on SQLite, everything run on the connection. Code that takes the driver's
own connection out of the session and reconfigures it (``set_authorizer(None)``, psycopg's
``read_only = False`` or ``autocommit``), or opens a connection of its own with the same file or
credentials, can write, as it could without labeler. On a PostgreSQL server, an extension that opens
its own connections (dblink) or a superuser's server-side file functions are the server's to
forbid: a role granted SELECT only is the guard no client can undo (docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

from sqlalchemy import Engine, event
from sqlalchemy.engine import ExceptionContext

from labeler.storage.access import read_only_error

WHY = "a read-only connection runs only statements that read"

# SQLite authorizer action codes a reader needs
_READING_ACTIONS = frozenset({
    sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE,
    sqlite3.SQLITE_TRANSACTION, sqlite3.SQLITE_SAVEPOINT,
})
# pragmas that report on a table or the database when given an argument
_REPORTING_PRAGMAS = frozenset({
    "table_info", "table_xinfo", "table_list", "index_info", "index_xinfo", "index_list", "foreign_key_list",
    "foreign_key_check", "integrity_check", "quick_check",
})
# pragmas that act even without an argument
_ACTING_PRAGMAS = frozenset({"wal_checkpoint", "optimize", "incremental_vacuum", "shrink_memory"})

_SQLITE_REFUSALS = ("not authorized", "authorization denied", "attempt to write a readonly database")
_PG_READ_ONLY_TRANSACTION = "25006"  # read_only_sql_transaction
_PG_SEVERAL_STATEMENTS = "cannot insert multiple commands into a prepared statement"


def _authorize(action: int, first: str | None, second: str | None, _database: str | None, _trigger: str | None) -> int:
    """sqlite3's authorizer: SQLITE_OK for what only reads, SQLITE_DENY for anything else."""
    if action == sqlite3.SQLITE_PRAGMA:
        name = (first or "").lower()
        reads = name in _REPORTING_PRAGMAS or (second is None and name not in _ACTING_PRAGMAS)
        return sqlite3.SQLITE_OK if reads else sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_FUNCTION:
        return sqlite3.SQLITE_DENY if (second or "").lower() == "load_extension" else sqlite3.SQLITE_OK
    if action == sqlite3.SQLITE_UPDATE and first in ("sqlite_master", "sqlite_temp_master"):
        # SQLite's own bookkeeping as a table-valued pragma (pragma_table_info) is first read; a
        # statement of the user's cannot change the schema table (writable_schema is a pragma setting)
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_OK if action in _READING_ACTIONS else sqlite3.SQLITE_DENY


def forbid_sqlite_writes(connection: sqlite3.Connection) -> None:
    """PRAGMA query_only and the reading-only authorizer on a new connection (after its own pragmas)."""
    connection.execute("PRAGMA query_only=1")
    connection.set_authorizer(_authorize)


# what a statement's first word may be (comments and opening parentheses skipped)
_READING_WORDS = frozenset({"SELECT", "WITH", "VALUES", "TABLE", "SHOW", "EXPLAIN", "SAVEPOINT", "RELEASE", "ROLLBACK"})
_BLANKS = re.compile(r"(?:\s+|--[^\n]*(?:\n|$)|\()+")
_WORD = re.compile(r"[A-Za-z_]+")


def first_word(statement: str) -> str:
    """The statement's first keyword in capitals, after blanks, comments and "(" ("" when none)."""
    at = 0
    while True:
        blanks = _BLANKS.match(statement, at)
        if blanks is not None and blanks.end() > at:
            at = blanks.end()
            continue
        if statement.startswith("/*", at):  # nested, as PostgreSQL's are
            depth, at = 1, at + 2
            while depth and at < len(statement):
                if statement.startswith("/*", at):
                    depth, at = depth + 1, at + 2
                elif statement.startswith("*/", at):
                    depth, at = depth - 1, at + 2
                else:
                    at += 1
            continue
        word = _WORD.match(statement, at)
        return word.group().upper() if word is not None else ""


def refuse_postgres_writes(engine: Engine) -> None:
    """Make every connection of this PostgreSQL engine unable to write (see the module docstring)."""
    one_statement_by_server = engine.dialect.driver == "psycopg"
    dialect: Any = engine.dialect  # PostgreSQL's dialects have set_readonly (psycopg: read_only = True)

    @event.listens_for(engine, "connect")
    def read_only_transactions(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        finally:
            cursor.close()
        dbapi_connection.commit()  # the pool rolls back on check-in, which would undo the SET
        dialect.set_readonly(dbapi_connection, True)  # BEGIN READ ONLY, whatever the defaults

    @event.listens_for(engine, "handle_error")
    def server_refusal(context: ExceptionContext) -> None:
        error = context.original_exception
        where = engine.url.render_as_string(hide_password=True)
        if getattr(error, "sqlstate", None) == _PG_READ_ONLY_TRANSACTION:
            raise read_only_error(where, f"{WHY}: PostgreSQL refused a write in the READ ONLY transaction")
        if _PG_SEVERAL_STATEMENTS in str(error):
            raise read_only_error(where, f"{WHY}, one at a time: the server refused several in one string")

    @event.listens_for(engine, "before_cursor_execute")
    def only_reads(conn: Any, _cursor: Any, statement: str, _parameters: Any, _context: Any, _many: bool) -> None:
        where = engine.url.render_as_string(hide_password=True)
        if getattr(conn.connection.dbapi_connection, "autocommit", False):
            raise read_only_error(where, f"{WHY}, each in a READ ONLY transaction: not in autocommit")
        word = first_word(statement)
        if word not in _READING_WORDS:
            raise read_only_error(where, f"{WHY} (SELECT, WITH, VALUES, TABLE, SHOW, EXPLAIN): not {word or 'this'}")
        if not one_statement_by_server and ";" in statement.strip().rstrip(";"):
            raise read_only_error(where, f"{WHY}, one at a time: this one holds a ';' (pass values as parameters)")


def sqlite_refusal(context: ExceptionContext) -> None:
    """A read-only SQLite engine's handle_error: the authorizer's refusal as the read-only line."""
    error = context.original_exception
    if isinstance(error, sqlite3.DatabaseError) and str(error).startswith(_SQLITE_REFUSALS):
        where = str(context.engine.url.database) if context.engine is not None else "the database"
        raise read_only_error(where, f"{WHY}: no ATTACH, VACUUM, pragma setting or change of any table")
