"""Migration 0006: base URLs stored with a credential by labeler before it are rewritten without it."""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, event

from labeler.storage.revisions import run_alembic


def _secure_delete_off(dbapi_connection: Any, _record: Any) -> None:
    dbapi_connection.execute("PRAGMA secure_delete = OFF")


@pytest.fixture
def secure_delete_off() -> Iterator[None]:
    """Every new SQLAlchemy connection starts with secure_delete OFF, SQLite's own default (some builds,
    this machine's among them, default to ON): the migration must not rely on the build."""
    event.listen(Engine, "connect", _secure_delete_off)
    try:
        yield
    finally:
        event.remove(Engine, "connect", _secure_delete_off)


def test_upgrade_removes_credentials_from_stored_batch_urls(tmp_path: Path, secure_delete_off: None) -> None:
    db = tmp_path / "old.db"
    # Long secrets (a JWT, a SAS signature): a row shorter by more than the secret's offset in it
    # leaves part of the secret in the freed space unless SQLite zeroes it (secure_delete).
    password, key, token = secrets.token_hex(64), secrets.token_hex(64), secrets.token_hex(64)
    run_alembic(str(db), "upgrade", "0005")
    urls = [f"https://alice:{password}@llm.example/v1", f"http://127.0.0.1:8000/v1?api_key={key}&region=eu",
            "https://api.openai.com/v1", None, f"https://llm.example/v1?token={token}",
            "https://API.Example.com/v1?q=a%20b#frag"]  # no credential: kept as it is
    with sqlite3.connect(db) as conn:
        conn.executemany(
            "INSERT INTO batch_job (provider_id, model, prompt_hash, base_url, input_file_id, status, pairs,"
            " created_at) VALUES (?, 'm', 'h', ?, 'file-1', 'pending', 1, '2026-11-24 12:00:00')",
            [(f"batch_{i}", url) for i, url in enumerate(urls)])
    conn.close()
    run_alembic(str(db), "upgrade", "head")
    with sqlite3.connect(db) as conn:
        stored = [row[0] for row in conn.execute("SELECT base_url FROM batch_job ORDER BY provider_id")]
    conn.close()
    assert stored == ["https://llm.example/v1", "http://127.0.0.1:8000/v1?region=eu", "https://api.openai.com/v1",
                      None, "https://llm.example/v1", "https://API.Example.com/v1?q=a%20b#frag"]
    on_disk = db.read_bytes() + (Path(f"{db}-wal").read_bytes() if Path(f"{db}-wal").exists() else b"")
    # A shorter row goes into the tail of the old one's freed space, so its head (part of a secret)
    # stays in the page unless zeroed: look for every 12-character piece, not only the whole secret.
    for secret in (password, key, token):
        pieces = {secret[start:start + 12].encode() for start in range(len(secret) - 11)}
        assert not [piece for piece in pieces if piece in on_disk]
