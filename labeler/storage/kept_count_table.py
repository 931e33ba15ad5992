"""The kept_count table (one row per count kept by the writers; storage.kept_counts says which).

Its own module so that the modules keeping counts (kept_counts, kept_assignments) can share the
table without importing each other.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, String, Table

from labeler.storage.tables import metadata

__all__ = ["kept_count_t"]

# One count kept by the writers (see the module docstring for the names).
kept_count_t = Table(
    "kept_count",
    metadata,
    Column("name", String, primary_key=True),
    Column("n", BigInteger, nullable=False),
)
