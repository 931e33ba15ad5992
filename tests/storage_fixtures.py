"""Pytest plugin: a real SQLite database file in tmp_path, migrated by Alembic."""

from __future__ import annotations

from collections.abc import Iterator

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
