"""Opening a project database (migrated on open)."""

from __future__ import annotations


def open_repository(db: str, *, create: bool = True):
    """Open the database named by a path or SQLAlchemy URL, applying migrations; with
    create=False a missing SQLite file is an error instead of a new empty project."""
    from labeler.storage import open_repository as _open

    return _open(db, create=create)
