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
