"""The DDL a database holds, written as sorted text lines that two databases can be compared by.

SQLite: every column, constraint and index as SQLite stores it (the CREATE statements in
sqlite_master, cut into their clauses). PostgreSQL: the catalogue's own renderings (format_type,
pg_get_constraintdef, pg_get_indexdef, column defaults and comments), with the test's schema name
taken out. Both list tables in name order and each table's parts in a fixed order, so the text of
two databases with the same schema is the same whatever order their migrations built it in.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from labeler.storage.engine import database_url, sqlite_path


def _clauses(body: str) -> list[str]:
    """The top-level comma-separated clauses of a CREATE TABLE body (commas inside brackets stay)."""
    parts, depth, current = [], 0, []
    for char in body:
        if char == "," and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        depth += (char == "(") - (char == ")")
        current.append(char)
    parts.append("".join(current))
    return [" ".join(part.split()) for part in parts if part.strip()]


def _sqlite_lines(connection: sqlite3.Connection) -> list[str]:
    rows = connection.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    lines: list[str] = []
    for kind, name, table, sql in rows:
        if kind == "table":
            body = sql[sql.index("(") + 1 : sql.rindex(")")]
            clauses = _clauses(body)
            columns = [c for c in clauses if not c.upper().startswith(("CONSTRAINT", "PRIMARY KEY", "UNIQUE",
                                                                       "FOREIGN KEY", "CHECK"))]
            constraints = sorted(c for c in clauses if c not in columns)
            lines += [f"{table} column {c}" for c in columns]
            lines += [f"{table} constraint {c}" for c in constraints]
        else:
            lines.append(f"{table} {kind} {' '.join(sql.split())}")
    return sorted(lines, key=_order)


def _order(line: str) -> tuple[str, int, str]:
    """A table's lines together: its columns in their stored order, then constraints and indexes sorted."""
    table, part, _ = line.split(" ", 2)
    rank = {"column": 0, "constraint": 1}.get(part, 2)
    return table, rank, "" if rank == 0 else line


PG_COLUMNS = """
SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
       pg_get_expr(d.adbin, d.adrelid), col_description(c.oid, a.attnum)
FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY c.relname, a.attnum
"""
PG_CONSTRAINTS = """
SELECT c.relname, k.conname, pg_get_constraintdef(k.oid)
FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = current_schema() ORDER BY c.relname, k.conname
"""
PG_INDEXES = """
SELECT c.relname, pg_get_indexdef(i.indexrelid)
FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = current_schema() ORDER BY c.relname, 2
"""
PG_TABLES = """
SELECT c.relname, c.relkind, obj_description(c.oid, 'pg_class')
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'S') ORDER BY c.relname
"""


def _pg_lines(url: str) -> list[str]:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            schema = conn.execute(text("SELECT current_schema()")).scalar_one()
            rows: dict[str, list[Any]] = {
                "column": conn.execute(text(PG_COLUMNS)).all(),
                "constraint": conn.execute(text(PG_CONSTRAINTS)).all(),
                "index": conn.execute(text(PG_INDEXES)).all(),
                "relation": conn.execute(text(PG_TABLES)).all(),
            }
    finally:
        engine.dispose()
    lines = []
    for table, column, type_, not_null, default, comment in rows["column"]:
        lines.append(f"{table} column {column} {type_}{' NOT NULL' if not_null else ''}"
                     f"{f' DEFAULT {default}' if default else ''}{f' COMMENT {comment!r}' if comment else ''}")
    lines += [f"{table} constraint {name} {definition}" for table, name, definition in rows["constraint"]]
    lines += [f"{table} index {definition}" for table, definition in rows["index"]]
    lines += [f"{name} relation {'table' if kind == 'r' else 'sequence'}{f' COMMENT {comment!r}' if comment else ''}"
              for name, kind, comment in rows["relation"]]
    lines = [re.sub(rf'\b"?{re.escape(schema)}"?\.', "", line) for line in lines]
    return sorted(lines, key=_order)


def schema_lines(db: str) -> list[str]:
    """The DDL of db (a SQLite path or a SQLAlchemy URL), one clause a line, in a fixed order."""
    path = sqlite_path(database_url(db))
    if path is None:
        return _pg_lines(database_url(db))
    connection = sqlite3.connect(path)
    try:
        return _sqlite_lines(connection)
    finally:
        connection.close()
