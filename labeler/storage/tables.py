"""SQLModel tables: the database schema, changed only through Alembic revisions in migrations/."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    CheckConstraint,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    Table,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import registry
from sqlmodel import Field, SQLModel

# Named constraints make Alembic batch migrations on SQLite and drift checks deterministic.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# Our own registry keeps labeler's tables out of SQLModel's global metadata.
metadata = MetaData(naming_convention=NAMING_CONVENTION)

JUDGMENT_STATUSES = ("current", "superseded", "undone")
SUGGESTION_STATUSES = ("ok", "unparsed", "refused", "error")


class Base(SQLModel, registry=registry(metadata=metadata)):
    """Base class of every labeler table (shares the naming-convention metadata)."""


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class QueryRow(Base, table=True):
    """A query; ordinal is its position in the first import (list order)."""

    __tablename__ = "query"

    id: str = Field(sa_column=Column(String, primary_key=True))
    text: str = Field(sa_column=Column(Text, nullable=False))
    description: str | None = Field(default=None, sa_column=Column(Text))
    narrative: str | None = Field(default=None, sa_column=Column(Text))
    meta: dict[str, Any] = Field(default_factory=dict, sa_column=Column("metadata", JSON, nullable=False))
    ordinal: int = Field(sa_column=Column(Integer, nullable=False))


class ChunkRow(Base, table=True):
    """A passage or chunk of a document."""

    __tablename__ = "chunk"

    id: str = Field(sa_column=Column(String, primary_key=True))
    text: str = Field(sa_column=Column(Text, nullable=False))
    title: str | None = Field(default=None, sa_column=Column(Text))
    doc_id: str | None = Field(default=None, sa_column=Column(String))
    position: int | None = Field(default=None, sa_column=Column(Integer))
    meta: dict[str, Any] = Field(default_factory=dict, sa_column=Column("metadata", JSON, nullable=False))


class AnnotatorRow(Base, table=True):
    """A person (or an import source) that grades pairs."""

    __tablename__ = "annotator"

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    name: str = Field(sa_column=Column(String, nullable=False, unique=True))


class RunRow(Base, table=True):
    """An imported retriever run; data holds the run as opaque bytes (Arrow IPC from dataio)."""

    __tablename__ = "run"

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    name: str = Field(sa_column=Column(String, nullable=False, unique=True))
    path: str | None = Field(default=None, sa_column=Column(Text))
    tag: str | None = Field(default=None, sa_column=Column(String))
    sha256: str = Field(sa_column=Column(String(64), nullable=False))
    n_rows: int = Field(sa_column=Column(Integer, nullable=False))
    n_queries: int = Field(sa_column=Column(Integer, nullable=False))
    imported_at: datetime = Field(sa_column=Column(DateTime, nullable=False))
    data: bytes = Field(sa_column=Column(LargeBinary, nullable=False))


class RunEntryRow(Base, table=True):
    """One line of a run; no foreign keys to query/chunk because runs may mention unknown ids."""

    __tablename__ = "run_entry"
    __table_args__ = (Index("ix_run_entry_run_id_query_id", "run_id", "query_id"),)

    # A surrogate key keeps the table a plain rowid table on SQLite (fast appends).
    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    run_id: int = Field(
        sa_column=Column(Integer, ForeignKey("run.id", ondelete="CASCADE"), nullable=False)
    )
    query_id: str = Field(sa_column=Column(String, nullable=False))
    chunk_id: str = Field(sa_column=Column(String, nullable=False))
    score: float = Field(sa_column=Column(Float, nullable=False))
    rank: int | None = Field(default=None, sa_column=Column(Integer))


class PairRow(Base, table=True):
    """A query-chunk pair in the judging pool; chunk_id has no foreign key (text may come later)."""

    __tablename__ = "pair"
    __table_args__ = (UniqueConstraint("query_id", "chunk_id"),)

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    query_id: str = Field(
        sa_column=Column(String, ForeignKey("query.id", ondelete="CASCADE"), nullable=False)
    )
    chunk_id: str = Field(sa_column=Column(String, nullable=False, index=True))
    origin: str = Field(sa_column=Column(String, nullable=False))
    best_rank: int | None = Field(default=None, sa_column=Column(Integer))
    created_at: datetime = Field(sa_column=Column(DateTime, nullable=False))


class PairRunRow(Base, table=True):
    """Which runs brought a pair into the pool, and at which rank."""

    __tablename__ = "pair_run"

    pair_id: int = Field(
        sa_column=Column(Integer, ForeignKey("pair.id", ondelete="CASCADE"), primary_key=True)
    )
    run_id: int = Field(
        sa_column=Column(
            Integer, ForeignKey("run.id", ondelete="CASCADE"), primary_key=True, index=True
        )
    )
    rank: int | None = Field(default=None, sa_column=Column(Integer))


class JudgmentRow(Base, table=True):
    """One grade by one annotator at one moment; history is kept through status and supersedes_id."""

    __tablename__ = "judgment"
    __table_args__ = (
        CheckConstraint("grade BETWEEN 0 AND 3", name="grade_range"),
        CheckConstraint(_in("status", JUDGMENT_STATUSES), name="status_valid"),
        # At most one current judgment per annotator per pair; partial indexes work on both backends.
        Index(
            "uq_judgment_current",
            "pair_id",
            "annotator_id",
            unique=True,
            sqlite_where=text("status = 'current'"),
            postgresql_where=text("status = 'current'"),
        ),
        Index("ix_judgment_annotator_id_status", "annotator_id", "status"),
        # The label screen's pace figure reads an annotator's newest timed judgments: without this,
        # an annotator with millions of imported (untimed) rows made it walk all of them (10 s at 5 M).
        Index(
            "ix_judgment_timed",
            "annotator_id",
            "id",
            sqlite_where=text("seconds_spent IS NOT NULL"),
            postgresql_where=text("seconds_spent IS NOT NULL"),
        ),
    )

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    pair_id: int = Field(
        sa_column=Column(Integer, ForeignKey("pair.id", ondelete="CASCADE"), nullable=False)
    )
    annotator_id: int = Field(
        sa_column=Column(Integer, ForeignKey("annotator.id"), nullable=False)
    )
    grade: int = Field(sa_column=Column(Integer, nullable=False))
    note: str | None = Field(default=None, sa_column=Column(Text))
    seconds_spent: float | None = Field(default=None, sa_column=Column(Float))
    source: str = Field(sa_column=Column(String, nullable=False))
    created_at: datetime = Field(sa_column=Column(DateTime, nullable=False))
    status: str = Field(sa_column=Column(String, nullable=False))
    supersedes_id: int | None = Field(
        # indexed: no backend indexes a foreign key itself, and deleting a judgment checks it
        default=None, sa_column=Column(Integer, ForeignKey("judgment.id"), index=True)
    )


class SkipRow(Base, table=True):
    """A pair an annotator chose to skip for now in the label screen."""

    __tablename__ = "skip"

    pair_id: int = Field(
        sa_column=Column(Integer, ForeignKey("pair.id", ondelete="CASCADE"), primary_key=True)
    )
    annotator_id: int = Field(
        sa_column=Column(Integer, ForeignKey("annotator.id"), primary_key=True)
    )
    created_at: datetime = Field(sa_column=Column(DateTime, nullable=False))


class SuggestionRow(Base, table=True):
    """An LLM judge's answer for one pair; only status 'ok' carries a grade."""

    __tablename__ = "suggestion"
    __table_args__ = (
        CheckConstraint("grade IS NULL OR grade BETWEEN 0 AND 3", name="grade_range"),
        CheckConstraint(_in("status", SUGGESTION_STATUSES), name="status_valid"),
        Index("ix_suggestion_lookup", "pair_id", "model", "prompt_hash", "input_hash"),
    )

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    pair_id: int = Field(
        sa_column=Column(Integer, ForeignKey("pair.id", ondelete="CASCADE"), nullable=False)
    )
    model: str = Field(sa_column=Column(String, nullable=False))
    prompt_hash: str = Field(sa_column=Column(String, nullable=False))
    input_hash: str | None = Field(default=None, sa_column=Column(String))
    status: str = Field(sa_column=Column(String, nullable=False))
    grade: int | None = Field(default=None, sa_column=Column(Integer))
    reason: str | None = Field(default=None, sa_column=Column(Text))
    raw_text: str | None = Field(default=None, sa_column=Column(Text))
    confidence: float | None = Field(default=None, sa_column=Column(Float))
    expected_grade: float | None = Field(default=None, sa_column=Column(Float))
    grade_probs: list[float] | None = Field(default=None, sa_column=Column(JSON))
    tokens_in: int | None = Field(default=None, sa_column=Column(Integer))
    tokens_out: int | None = Field(default=None, sa_column=Column(Integer))
    latency_ms: float | None = Field(default=None, sa_column=Column(Float))
    created_at: datetime = Field(sa_column=Column(DateTime, nullable=False))


class LabelingSessionRow(Base, table=True):
    """A stretch of labeling by one annotator (for time-spent reports)."""

    __tablename__ = "labeling_session"

    id: int | None = Field(default=None, sa_column=Column(Integer, primary_key=True))
    annotator_id: int = Field(
        sa_column=Column(Integer, ForeignKey("annotator.id"), nullable=False)
    )
    started_at: datetime = Field(sa_column=Column(DateTime, nullable=False))
    ended_at: datetime | None = Field(default=None, sa_column=Column(DateTime))


def table_of(model: type[SQLModel]) -> Table:
    """The Core Table behind a table=True model (SQLModel sets __table__ without declaring it)."""
    table = model.__dict__["__table__"]
    assert isinstance(table, Table), f"{model.__name__} is not a table=True model"
    return table


# Core Table objects, used by the repository for bulk statements.
query_t = table_of(QueryRow)
chunk_t = table_of(ChunkRow)
annotator_t = table_of(AnnotatorRow)
run_t = table_of(RunRow)
run_entry_t = table_of(RunEntryRow)
pair_t = table_of(PairRow)
pair_run_t = table_of(PairRunRow)
judgment_t = table_of(JudgmentRow)
skip_t = table_of(SkipRow)
suggestion_t = table_of(SuggestionRow)
labeling_session_t = table_of(LabelingSessionRow)
