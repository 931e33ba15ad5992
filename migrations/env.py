"""Alembic environment: uses the caller's connection when given, else LABELER_DB or alembic.ini."""

from __future__ import annotations

import os

from alembic import context

from labeler.storage.engine import database_url, make_engine
# the table models' metadata: importing the schema package declares every table on it
from labeler.storage.schema import metadata

config = context.config
target_metadata = metadata


def _configure(**kwargs: object) -> None:
    # render_as_batch: SQLite cannot ALTER most things, so Alembic rebuilds tables in batches.
    context.configure(
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
        **kwargs,
    )


def _url() -> str:
    db = os.environ.get("LABELER_DB") or config.get_main_option("sqlalchemy.url")
    if not db:
        raise RuntimeError("set LABELER_DB or sqlalchemy.url in alembic.ini")
    return database_url(db)


def run_migrations_offline() -> None:
    """Emit SQL to stdout (alembic upgrade --sql)."""
    _configure(url=_url(), literal_binds=True, dialect_opts={"paramstyle": "named"})
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    """Migrate through the connection labeler.storage passed in, or a fresh engine for devs."""
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure(connection=connection)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = make_engine(_url(), foreign_keys=False, pooled=False)
    try:
        with engine.connect() as conn:
            _configure(connection=conn)
            with context.begin_transaction():
                context.run_migrations()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
