"""Imported retriever runs, and the per-line rows older databases hold of them."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Float, Index, Integer, LargeBinary, String, Text
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["Run", "RunEntry", "run_entry_t", "run_t"]


class Run(TableModel, table=True):
    """An imported retriever run: its name, where it came from, and the whole run as one blob
    (evaluation and pooling read the blob; nothing reads it row by row)."""

    __tablename__ = "run"

    id: int | None = Field(default=None, sa_type=Integer, primary_key=True, description="Surrogate key.")
    name: str = Field(sa_type=String, unique=True,
                      description="The run's name in labeler (`labeler eval NAME`): unique.")
    path: str | None = Field(default=None, sa_type=Text, description="The file it was imported from, as given.")
    tag: str | None = Field(default=None, sa_type=String,
                            description="The run tag (a TREC run file's last column), if the file has one.")
    sha256: str = Field(sa_type=String(64), description="SHA-256 of the file imported (hex): re-imports are no-ops.")
    n_rows: int = Field(sa_type=Integer, description="Lines in the run (query, chunk, score rows).")
    n_queries: int = Field(sa_type=Integer, description="Distinct queries in the run.")
    imported_at: datetime = Field(sa_type=DateTime, description="When it was imported (UTC, stored without a zone).")
    data: bytes = Field(sa_type=LargeBinary,
                        description="The run itself: compressed Arrow IPC (dataio.runs.table), read whole.")


class RunEntry(TableModel, table=True):
    """One line of a run, a table only older databases fill (nothing writes it; the rows go when
    their run is replaced or deleted). No foreign keys to query or chunk: runs may mention ids the
    database does not know."""

    __tablename__ = "run_entry"
    __table_args__ = (Index("ix_run_entry_run_id_query_id", "run_id", "query_id"),)

    # a surrogate key keeps the table a plain rowid table on SQLite (fast appends)
    id: int | None = Field(default=None, sa_type=Integer, primary_key=True, description="Surrogate key.")
    run_id: int = Field(sa_type=Integer, foreign_key="run.id", ondelete="CASCADE", description="The run (run.id).")
    query_id: str = Field(sa_type=String, description="The line's query id.")
    chunk_id: str = Field(sa_type=String, description="The line's chunk id.")
    score: float = Field(sa_type=Float, description="The line's score.")
    rank: int | None = Field(default=None, sa_type=Integer,
                             description="The line's rank column (ignored by scoring, as by trec_eval).")


run_t = table_of(Run)
run_entry_t = table_of(RunEntry)
