"""Migration 0006: base URLs stored with a credential by labeler before it are rewritten without it."""

from __future__ import annotations

import secrets
import sqlite3
from pathlib import Path

from labeler.storage.schema import run_alembic


def test_upgrade_removes_credentials_from_stored_batch_urls(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    password, key, token = secrets.token_hex(12), secrets.token_hex(12), secrets.token_hex(12)
    run_alembic(str(db), "upgrade", "0005")
    urls = [f"https://alice:{password}@llm.example/v1", f"http://127.0.0.1:8000/v1?api_key={key}&region=eu",
            "https://api.openai.com/v1", None, f"https://llm.example/v1?token={token}"]
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
                      None, "https://llm.example/v1"]
    on_disk = db.read_bytes() + (Path(f"{db}-wal").read_bytes() if Path(f"{db}-wal").exists() else b"")
    for secret in (password, key, token):  # a shorter row leaves its old tail in the page unless zeroed
        assert secret.encode() not in on_disk
