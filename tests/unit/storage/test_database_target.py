"""A --db value is parsed once (storage.engine.database_target) when a repository opens: the checks,
the migration and the engines read the parsed target, never the text again. SQLAlchemy's own URL
parser is watched, not replaced, while the real repository opens on each backend."""

from __future__ import annotations

import pytest
import sqlalchemy.engine.url as sqlalchemy_url

from labeler.domain import DatabaseError
from labeler.storage import open_repository
from labeler.storage.engine import database_target
from tests.watched_calls import calls_of


@pytest.mark.parametrize("read_only", [False, True])
def test_opening_a_repository_parses_its_url_once(any_db: str, read_only: bool) -> None:
    open_repository(any_db).close()  # created and migrated
    with calls_of(sqlalchemy_url._parse_url, "name") as seen:
        repository = open_repository(any_db, read_only=read_only)
        try:
            with repository.session() as session:  # the read-only engine beside a writer's
                session.connection()
        finally:
            repository.close()
    assert len(seen) == 1, seen


def test_a_path_and_a_url_name_the_same_file(tmp_path) -> None:
    path = tmp_path / "labels.db"
    assert database_target(str(path)).path == path.resolve()
    assert database_target(f"sqlite:///{path}").path == path
    assert database_target("postgresql+psycopg://u:secret@host/db").path is None
    assert database_target("postgresql+psycopg://u:secret@host/db").masked == "postgresql+psycopg://u:***@host/db"
    assert database_target("sqlite://").in_memory


@pytest.mark.parametrize("db, message", [
    ("", "--db is empty: give a file path or a SQLAlchemy URL"),
    ("  ", "--db is empty: give a file path or a SQLAlchemy URL"),
    ("postgresql://u@host:port/db", "--db is not a database path or SQLAlchemy URL (ValueError)"),
])
def test_a_value_that_is_no_database_is_one_line(db: str, message: str) -> None:
    with pytest.raises(DatabaseError) as refused:
        open_repository(db)
    assert str(refused.value) == message
