"""open_repository: creates, migrates, and refuses foreign or newer databases without touching them."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from labeler.domain import DatabaseError, Query
from labeler.storage import database_url, open_repository, schema_status, upgrade_database
from labeler.storage.revisions import head_revision


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _siblings(path: Path) -> set[str]:
    return {p.name for p in path.parent.iterdir()}


def test_database_url_makes_paths_absolute_and_passes_urls_through(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert database_url("x.db") == f"sqlite:///{tmp_path / 'x.db'}"
    assert database_url("postgresql+psycopg://u:p@h/db") == "postgresql+psycopg://u:p@h/db"


def test_missing_file_is_created_at_head(db_path):
    assert schema_status(db_path) == (None, head_revision())
    repo = open_repository(db_path)
    try:
        assert Path(db_path).exists()
        assert repo.dialect == "sqlite"
        assert repo.url == database_url(db_path)
        assert schema_status(db_path) == (head_revision(), head_revision())
    finally:
        repo.close()


def test_url_masks_password():
    from labeler.storage.engine import database_target

    assert database_target("postgresql+psycopg://me:secret@db/labels").masked == "postgresql+psycopg://me:***@db/labels"


def test_every_connection_gets_the_pragmas(repository):
    with repository._engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 5000
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL: grades survive a power cut


def test_grade_check_constraint_holds_at_the_database_level(repository):
    repository.upsert_queries([Query("q1", "t")])
    repository.record_judgment("q1", "c1", "ann", 2)
    with pytest.raises(IntegrityError), repository._engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO judgment (pair_id, annotator_id, grade, source, created_at, status) "
                "SELECT pair_id, annotator_id, 5, 'human', created_at, 'superseded' FROM judgment"
            )
        )


def test_foreign_keys_are_enforced(repository):
    with pytest.raises(IntegrityError), repository._engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO pair (query_id, chunk_id, origin, created_at) "
                "VALUES ('no-such-query', 'c', 'manual', CURRENT_TIMESTAMP)"
            )
        )


def test_not_sqlite_file_is_refused_and_unchanged(tmp_path):
    path = tmp_path / "notes.db"
    path.write_bytes(b"just some text, not a database\n" * 10)
    before = _digest(path)
    with pytest.raises(DatabaseError, match="not a SQLite database"):
        open_repository(str(path))
    assert _digest(path) == before
    assert _siblings(path) == {"notes.db"}


def test_foreign_sqlite_database_is_refused_and_unchanged(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    conn.execute("INSERT INTO invoices (total) VALUES (9.5)")
    conn.commit()
    conn.close()
    before = _digest(path)
    with pytest.raises(DatabaseError, match="not a labeler database"):
        open_repository(str(path))
    with pytest.raises(DatabaseError, match="not a labeler database"):
        upgrade_database(str(path))
    assert _digest(path) == before
    assert _siblings(path) == {"other.db"}


def test_newer_schema_is_refused_and_unchanged(db_path):
    open_repository(db_path).close()
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA journal_mode=DELETE")  # fold the WAL back so the file alone is the database
    conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    conn.commit()
    conn.close()
    path = Path(db_path)
    before = _digest(path)
    with pytest.raises(DatabaseError, match="newer than this labeler knows"):
        open_repository(db_path)
    assert _digest(path) == before
    assert _siblings(path) == {path.name}


def test_migrate_false_refuses_missing_database(db_path):
    with pytest.raises(DatabaseError, match="no labeler database"):
        open_repository(db_path, migrate=False)
    assert not Path(db_path).exists()


def test_importing_the_package_does_not_load_sqlalchemy():
    import subprocess
    import sys

    code = "import sys, labeler.storage; print('sqlalchemy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
