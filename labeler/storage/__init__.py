"""Storage: the SQLModel table models (schema), Alembic migrations and the repository (SQLite or PostgreSQL).

Names are imported lazily so that importing labeler.storage (e.g. from the CLI at start-up)
does not load SQLAlchemy until a database is actually used.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the "X as X" form marks each name as re-exported for strict type checkers
    from labeler.storage.engine import database_url as database_url
    from labeler.storage.engine import load_driver as load_driver
    from labeler.storage.repository import Repository as Repository
    from labeler.storage.repository import open_repository as open_repository
    from labeler.storage.revisions import schema_status as schema_status
    from labeler.storage.revisions import upgrade_database as upgrade_database

_EXPORTS = {
    "database_url": "labeler.storage.engine",
    "load_driver": "labeler.storage.engine",
    "Repository": "labeler.storage.repository",
    "open_repository": "labeler.storage.repository",
    "schema_status": "labeler.storage.revisions",
    "upgrade_database": "labeler.storage.revisions",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    """Load an exported name on first use."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'labeler.storage' has no attribute {name!r}")
    return getattr(import_module(module), name)
