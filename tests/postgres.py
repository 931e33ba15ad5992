"""Pytest plugin: the same tests on SQLite and on a real PostgreSQL server.

The server comes from LABELER_TEST_PG_URL (``.ci/run`` starts a throwaway one through
``.ci/postgres.sh``). Each PostgreSQL test gets a fresh schema of its own, selected through
the connection's search_path and dropped afterwards, so tests never see each other's rows.
Without the variable the PostgreSQL cases skip with a message saying how to run them.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from labeler.storage import Repository, open_repository

# Read at import: the autouse environment fixture removes LABELER_* variables before each test.
PG_URL = os.environ.get("LABELER_TEST_PG_URL") or None
PG_SKIP_REASON = "set LABELER_TEST_PG_URL (the CI script starts a server)"

BACKENDS = (
    "sqlite",
    pytest.param("postgresql", marks=pytest.mark.postgres),
)


@contextmanager
def fresh_pg_schema(base_url: str) -> Iterator[str]:
    """A URL on base_url's database whose connections use a new empty schema; dropped on exit."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.pool import NullPool

    schema = f"t_{uuid.uuid4().hex[:16]}"
    admin = create_engine(base_url, poolclass=NullPool)
    try:
        with admin.begin() as conn:
            conn.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
        url = make_url(base_url).update_query_dict({"options": f"-csearch_path={schema}"})
        try:
            yield url.render_as_string(hide_password=False)
        finally:
            with admin.begin() as conn:
                conn.exec_driver_sql(f'DROP SCHEMA "{schema}" CASCADE')
    finally:
        admin.dispose()


class DroppableDatabase:
    """A whole PostgreSQL database of its own (not a schema): ``drop()`` drops it under whoever is
    connected (``WITH (FORCE)``, PostgreSQL 13+), as an operator might while labeler runs."""

    def __init__(self, admin: Any, url: str, name: str) -> None:
        from sqlalchemy.engine import make_url

        self._admin, self.url, self.name = admin, url, name
        self.shown = make_url(url).render_as_string(hide_password=True)  # as labeler prints it

    def drop(self) -> None:
        """DROP DATABASE ... WITH (FORCE): the server ends every connection to it."""
        with self._admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


@pytest.fixture
def droppable_pg() -> Iterator[DroppableDatabase]:
    """A fresh PostgreSQL database on the test server, dropped afterwards (skips without one)."""
    if PG_URL is None:
        pytest.skip(PG_SKIP_REASON)
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.pool import NullPool

    name = f"labeler_drop_{uuid.uuid4().hex[:12]}"
    admin = create_engine(PG_URL, poolclass=NullPool, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    database = DroppableDatabase(admin, make_url(PG_URL).set(database=name).render_as_string(hide_password=False), name)
    try:
        yield database
    finally:
        database.drop()
        admin.dispose()


@pytest.fixture
def pg_db() -> Iterator[str]:
    """A SQLAlchemy URL of an empty PostgreSQL schema (skips without LABELER_TEST_PG_URL)."""
    if PG_URL is None:
        pytest.skip(PG_SKIP_REASON)
    with fresh_pg_schema(PG_URL) as url:
        yield url


@pytest.fixture(params=BACKENDS)
def any_db(request, tmp_path) -> Iterator[str]:
    """An empty database on each backend: a SQLite file path, then a PostgreSQL URL."""
    if request.param == "sqlite":
        yield str(tmp_path / "labeler.db")
        return
    yield request.getfixturevalue("pg_db")


@pytest.fixture
def any_repository(any_db: str) -> Iterator[Repository]:
    """A Repository on a freshly migrated database of each backend, closed afterwards."""
    repo = open_repository(any_db)
    try:
        yield repo
    finally:
        repo.close()
