"""Batch jobs' stored base URLs without credentials: labeler before 0006 stored `--base-url` as
given, so `https://user:secret@host/v1` or a `?api_key=` URL put a credential on disk. Each stored
URL becomes judge.endpoint.safe_url's form, the form labeler now stores; `judge --collect` takes the
credential again from `--base-url` or OPENAI_BASE_URL (judge.endpoint.reconnect_url).

On SQLite, secure_delete is switched on for the migration's connection first: an UPDATE that
shortens a row otherwise leaves the freed bytes (part of a long credential) in the page, and
SQLite's own default is off (some builds default to on). Page images holding the old row that sit
in the WAL leave it at the checkpoint when the last connection closes. On PostgreSQL the old row
versions stay in the table's file until VACUUM reclaims them.

No schema change; downgrade leaves the URLs as they are (a removed credential does not come back).

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24 21:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from labeler.judge.endpoint import safe_url, url_secrets

revision: str = '0006'
down_revision: str | None = '0005'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision: rewrite every stored base URL that holds a credential (a few rows)."""
    bind = op.get_bind()
    if bind.dialect.name == "sqlite":
        bind.execute(sa.text("PRAGMA secure_delete = ON"))  # zero the bytes the shorter rows free
    rows = bind.execute(sa.text("SELECT id, base_url FROM batch_job WHERE base_url IS NOT NULL")).all()
    # only rows holding a credential: safe_url also normalises (host case, query encoding), which
    # rows without one need not go through
    changed = [{"id": row_id, "url": safe_url(url)} for row_id, url in rows if url_secrets(url)]
    if changed:
        bind.execute(sa.text("UPDATE batch_job SET base_url = :url WHERE id = :id"), changed)


def downgrade() -> None:
    """Revert this revision: nothing to undo."""
