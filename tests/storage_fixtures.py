"""Pytest plugin: a real SQLite database file in tmp_path, migrated by Alembic."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing

import pytest

from labeler.storage import Repository, open_repository


@pytest.fixture
def db_path(tmp_path) -> str:
    """Path (str) of a not-yet-created SQLite database file."""
    return str(tmp_path / "labeler.db")


@pytest.fixture
def repository(db_path: str) -> Iterator[Repository]:
    """A Repository on a freshly migrated database at db_path, closed afterwards."""
    repo = open_repository(db_path)
    try:
        yield repo
    finally:
        repo.close()


def grades_in_file(path) -> list[tuple[str, int]]:
    """(chunk id, grade) of the current judgments in the SQLite file at path, read by a fresh
    connection outside labeler (its -wal included): what is really on disk."""
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute(
            "SELECT p.chunk_id, j.grade FROM judgment j JOIN pair p ON p.id = j.pair_id "
            "WHERE j.status = 'current' ORDER BY p.chunk_id"
        ).fetchall()


def small_project(url: str, *, reverse: bool = False) -> Repository:
    """A project with one query and three pooled chunks c1..c3 (pairs added in reverse order when asked,
    so their ids name other chunks than in a project made in order); the repository is left open."""
    from labeler.domain import Chunk, Pair, Query

    repository = open_repository(url)
    repository.upsert_queries([Query(id="q1", text="solar panels")])
    repository.upsert_chunks([[Chunk(id=f"c{i}", text=f"chunk {i}") for i in range(1, 4)]])
    order = [3, 2, 1] if reverse else [1, 2, 3]
    repository.add_pairs([Pair(query_id="q1", chunk_id=f"c{i}", origin="pool", best_rank=i) for i in order])
    return repository


def restore_another_project(pg_url: str) -> None:
    """What restoring another project's dump into the PostgreSQL schema of pg_url does: every table dropped
    and made again, holding a project of its own (small_project's pairs in reverse order)."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.pool import NullPool

    admin = create_engine(pg_url, poolclass=NullPool)
    try:
        with admin.begin() as conn:
            schema = conn.execute(text("SELECT current_schema()")).scalar_one()
            conn.exec_driver_sql(f'DROP SCHEMA "{schema}" CASCADE')
            conn.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
    finally:
        admin.dispose()
    small_project(pg_url, reverse=True).close()
