"""Bulk reads and writes on the DBAPI cursor of a SQLAlchemy connection (its transaction, its lock).

For hundreds of thousands of rows SQLAlchemy's per-row work (Row objects, parameter
processing) costs more than the database: these helpers hand plain tuples to the driver
(executemany on SQLite, COPY on PostgreSQL) and read plain tuples back in batches. SQLAlchemy
never sees these calls, so each goes through driver_errors.driver_call_errors: a full disk or a
lost server is the same one-line error as anywhere else.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from typing import Any, TypeVar, cast

from sqlalchemy import ClauseElement, Connection, Table
from sqlalchemy.sql.compiler import SQLCompiler

from labeler.storage.driver_errors import driver_call_errors

T = TypeVar("T")

# Bound parameters per IN (...) list; far below SQLite's and PostgreSQL's limits.
IN_BATCH = 500


def batched(items: Iterable[T], size: int = IN_BATCH) -> Iterator[list[T]]:
    """Consecutive lists of at most size items."""
    iterator = iter(items)
    while batch := list(islice(iterator, size)):
        yield batch

BATCH_ROWS = 50_000


def _driver(conn: Connection) -> Any:
    driver = conn.connection.driver_connection
    assert driver is not None, "a connection in use always holds its DBAPI connection"
    return driver


def compiled_sql(conn: Connection, statement: ClauseElement) -> tuple[str, Any]:
    """The statement as the driver's SQL and parameters (positional or named, as its paramstyle wants)."""
    compiled = cast(SQLCompiler, statement.compile(dialect=conn.dialect, compile_kwargs={"render_postcompile": True}))
    params: Any = compiled.params
    if compiled.positiontup is not None:
        params = tuple(params[name] for name in compiled.positiontup)
    return str(compiled), params


def driver_rows(conn: Connection, statement: ClauseElement) -> Iterator[list[tuple[Any, ...]]]:
    """The statement's rows as lists of plain DBAPI tuples, BATCH_ROWS at a time.

    Straight from the driver's cursor (a server-side one on PostgreSQL): no Row objects and no
    result processing, so select only ids, strings and numbers this way.
    """
    sql, params = compiled_sql(conn, statement)
    driver = _driver(conn)
    cursor = driver.cursor(name="labeler_bulk") if conn.dialect.name == "postgresql" else driver.cursor()
    try:
        with driver_call_errors(conn):
            cursor.execute(sql, params)
            batch = cursor.fetchmany(BATCH_ROWS)
        while batch:
            yield batch
            with driver_call_errors(conn):
                batch = cursor.fetchmany(BATCH_ROWS)
    finally:
        cursor.close()


def insert_rows(conn: Connection, table: Table | str, columns: Sequence[str], rows: Iterable[tuple[Any, ...]]) -> int:
    """Insert plain tuples (values in the stored form) into the columns of table (or the table of that
    name); returns how many.

    PostgreSQL: one COPY (several times faster than INSERT); SQLite: executemany in batches.
    """
    cursor = _driver(conn).cursor()
    names = ", ".join(columns)
    name = table if isinstance(table, str) else table.name
    written = 0
    try:
        with driver_call_errors(conn):
            if conn.dialect.name == "postgresql":
                with cursor.copy(f"COPY {name} ({names}) FROM STDIN") as copy:
                    for row in rows:
                        copy.write_row(row)
                        written += 1
                return written
            sql = f"INSERT INTO {name} ({names}) VALUES ({', '.join('?' * len(columns))})"
            iterator = iter(rows)
            while batch := list(islice(iterator, BATCH_ROWS)):
                cursor.executemany(sql, batch)
                written += len(batch)
            return written
    finally:
        cursor.close()


def execute_many(conn: Connection, statement: ClauseElement, rows: Iterable[dict[str, Any]]) -> None:
    """Run one statement (with bindparam()s) for each row of parameters on the driver's cursor."""
    compiled = cast(SQLCompiler, statement.compile(dialect=conn.dialect))
    order = compiled.positiontup
    # values given in the statement itself (e.g. .values(status=...)) are parameters too
    fixed = {name: value for name, value in compiled.params.items() if value is not None}
    cursor = _driver(conn).cursor()
    iterator = iter(rows)
    try:
        with driver_call_errors(conn):
            while batch := list(islice(iterator, BATCH_ROWS)):
                full = [{**fixed, **row} for row in batch] if fixed else batch
                params: list[Any] = full if order is None else [tuple(row[name] for name in order) for row in full]
                cursor.executemany(str(compiled), params)
    finally:
        cursor.close()
