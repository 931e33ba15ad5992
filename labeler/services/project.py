"""Opening a project database (migrated on open)."""

from __future__ import annotations


def open_repository(db: str):
    """Open the database named by a path or SQLAlchemy URL, applying migrations."""
    from labeler.storage import open_repository as _open

    return _open(db)
