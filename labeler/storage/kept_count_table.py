"""The kept_count table (one row per count kept by the writers; storage.kept_counts says which).

Its own module so that the modules keeping counts (kept_counts, kept_assignments) can share the
table without importing each other.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, String
from sqlmodel import Field

from labeler.storage.tables import Base, table_of

__all__ = ["KeptCountRow", "kept_count_t"]


class KeptCountRow(Base, table=True):
    """One count kept by the writers (see the module docstring for the names)."""

    __tablename__ = "kept_count"

    name: str = Field(sa_column=Column(String, primary_key=True))
    n: int = Field(sa_column=Column(BigInteger, nullable=False))


kept_count_t = table_of(KeptCountRow)
