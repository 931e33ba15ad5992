"""Statements a hot path runs at every call, compiled once per dialect.

Building a Core statement, generating its cache key and processing its parameters costs
SQLAlchemy more CPU than SQLite spends running a one-row statement, and a grade runs about ten.
`Prepared` builds its statement once, compiles it once per dialect to the driver's SQL, and runs it
with `exec_driver_sql`: in the caller's transaction, with the engine's events (the project and
file checks) and driver-error translation, without the per-call building. Parameters go to the
driver as given: pass values in their stored form (`repo.base.stored_value` for datetimes on
SQLite), and keep IN lists out of these statements.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from sqlalchemy import Connection, CursorResult
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler


class Prepared:
    """One statement (built by `build`, named bind parameters) compiled once per dialect."""

    def __init__(self, build: Callable[[], ClauseElement]) -> None:
        self._build = build
        self._compiled: dict[str, tuple[str, tuple[str, ...], bool, dict[str, Any]]] = {}

    def sql(self, conn: Connection) -> tuple[str, tuple[str, ...], bool, dict[str, Any]]:
        """For conn's dialect: the driver's SQL, its parameters' names (in order), whether they go by
        position, and the values the statement holds itself (its literals, bound as parameters)."""
        found = self._compiled.get(conn.dialect.name)
        if found is None:
            compiled = cast(SQLCompiler, self._build().compile(dialect=conn.dialect))
            literals = {name: bind.value for name, bind in compiled.binds.items() if not bind.required}
            positional = compiled.positiontup is not None
            names = tuple(compiled.positiontup) if compiled.positiontup is not None else tuple(compiled.binds)
            found = self._compiled[conn.dialect.name] = (str(compiled), names, positional, literals)
        return found

    def __call__(self, conn: Connection, **params: Any) -> CursorResult[Any]:
        """Run it in conn's transaction with these parameters (by name; a missing one is a KeyError)."""
        sql, names, positional, literals = self.sql(conn)
        values = literals | params if literals else params
        if positional:
            return conn.exec_driver_sql(sql, tuple(values[name] for name in names))
        return conn.exec_driver_sql(sql, {name: values[name] for name in names})
