"""The database schema as SQLAlchemy Core tables, changed only through Alembic revisions in migrations/.

Plain Core (no SQLModel/pydantic classes, no ORM): every query goes through these Table objects, and
declaring them this way keeps sqlmodel, pydantic and sqlalchemy.orm out of every start path (the label
screen and `labeler status` open in well under a second; tests/unit/test_start_imports.py holds it).
"""

from __future__ import annotations

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
    String,
    Table,
    Text,
    UniqueConstraint,
    text,
)

# Named constraints make Alembic batch migrations on SQLite and drift checks deterministic.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# labeler's own metadata (every table module declares on it; migrations/env.py compares against it).
metadata = MetaData(naming_convention=NAMING_CONVENTION)

JUDGMENT_STATUSES = ("current", "superseded", "undone")
SUGGESTION_STATUSES = ("ok", "unparsed", "refused", "error")


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def _pair_fk() -> ForeignKey:
    return ForeignKey("pair.id", ondelete="CASCADE")


def _partial_index(name: str, *columns: str, where: str, unique: bool = False) -> Index:
    """An index over the rows matching where, the same on both backends (SQLite and PostgreSQL both
    have partial indexes)."""
    return Index(name, *columns, unique=unique, sqlite_where=text(where), postgresql_where=text(where))


# A query; ordinal is its position in the first import (list order).
query_t = Table(
    "query",
    metadata,
    Column("id", String, primary_key=True),
    Column("text", Text, nullable=False),
    Column("description", Text),
    Column("narrative", Text),
    Column("metadata", JSON, nullable=False),
    Column("ordinal", Integer, nullable=False),
)

# A passage or chunk of a document.
chunk_t = Table(
    "chunk",
    metadata,
    Column("id", String, primary_key=True),
    Column("text", Text, nullable=False),
    Column("title", Text),
    Column("doc_id", String),
    Column("position", Integer),
    Column("metadata", JSON, nullable=False),
)

# A person (or an import source) that grades pairs.
annotator_t = Table(
    "annotator",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String, nullable=False, unique=True),
)

# An imported retriever run; data holds the run as opaque bytes (Arrow IPC from dataio).
run_t = Table(
    "run",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String, nullable=False, unique=True),
    Column("path", Text),
    Column("tag", String),
    Column("sha256", String(64), nullable=False),
    Column("n_rows", Integer, nullable=False),
    Column("n_queries", Integer, nullable=False),
    Column("imported_at", DateTime, nullable=False),
    Column("data", LargeBinary, nullable=False),
)

# One line of a run; no foreign keys to query/chunk because runs may mention unknown ids.
run_entry_t = Table(
    "run_entry",
    metadata,
    # A surrogate key keeps the table a plain rowid table on SQLite (fast appends).
    Column("id", Integer, primary_key=True),
    Column("run_id", Integer, ForeignKey("run.id", ondelete="CASCADE"), nullable=False),
    Column("query_id", String, nullable=False),
    Column("chunk_id", String, nullable=False),
    Column("score", Float, nullable=False),
    Column("rank", Integer),
    Index("ix_run_entry_run_id_query_id", "run_id", "query_id"),
)

# A query-chunk pair in the judging pool; chunk_id has no foreign key (text may come later).
pair_t = Table(
    "pair",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("query_id", String, ForeignKey("query.id", ondelete="CASCADE"), nullable=False),
    Column("chunk_id", String, nullable=False, index=True),
    Column("origin", String, nullable=False),
    Column("best_rank", Integer),
    Column("created_at", DateTime, nullable=False),
    UniqueConstraint("query_id", "chunk_id"),
)

# Which runs brought a pair into the pool, and at which rank.
pair_run_t = Table(
    "pair_run",
    metadata,
    Column("pair_id", Integer, _pair_fk(), primary_key=True),
    Column("run_id", Integer, ForeignKey("run.id", ondelete="CASCADE"), primary_key=True, index=True),
    Column("rank", Integer),
)

# One grade by one annotator at one moment; history is kept through status and supersedes_id.
judgment_t = Table(
    "judgment",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("pair_id", Integer, _pair_fk(), nullable=False),
    Column("annotator_id", Integer, ForeignKey("annotator.id"), nullable=False),
    Column("grade", Integer, nullable=False),
    Column("note", Text),
    Column("seconds_spent", Float),
    Column("source", String, nullable=False),
    Column("created_at", DateTime, nullable=False),
    Column("status", String, nullable=False),
    # indexed: no backend indexes a foreign key itself, and deleting a judgment checks it
    Column("supersedes_id", Integer, ForeignKey("judgment.id"), index=True),
    CheckConstraint("grade BETWEEN 0 AND 3", name="grade_range"),
    CheckConstraint(_in("status", JUDGMENT_STATUSES), name="status_valid"),
    # At most one current judgment per annotator per pair.
    _partial_index("uq_judgment_current", "pair_id", "annotator_id", unique=True, where="status = 'current'"),
    Index("ix_judgment_annotator_id_status", "annotator_id", "status"),
    # The label screen's pace figure reads an annotator's newest timed judgments: without this,
    # an annotator with millions of imported (untimed) rows made it walk all of them (10 s at 5 M).
    _partial_index("ix_judgment_timed", "annotator_id", "id", where="seconds_spent IS NOT NULL"),
)

# A pair an annotator chose to skip for now in the label screen.
skip_t = Table(
    "skip",
    metadata,
    Column("pair_id", Integer, _pair_fk(), primary_key=True),
    Column("annotator_id", Integer, ForeignKey("annotator.id"), primary_key=True),
    Column("created_at", DateTime, nullable=False),
)

# An LLM judge's answer for one pair; only status 'ok' carries a grade.
suggestion_t = Table(
    "suggestion",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("pair_id", Integer, _pair_fk(), nullable=False),
    Column("model", String, nullable=False),
    Column("prompt_hash", String, nullable=False),
    Column("input_hash", String),
    Column("status", String, nullable=False),
    Column("grade", Integer),
    Column("reason", Text),
    Column("raw_text", Text),
    Column("confidence", Float),
    Column("expected_grade", Float),
    Column("grade_probs", JSON),
    Column("tokens_in", Integer),
    Column("tokens_out", Integer),
    Column("latency_ms", Float),
    Column("created_at", DateTime, nullable=False),
    CheckConstraint("grade IS NULL OR grade BETWEEN 0 AND 3", name="grade_range"),
    CheckConstraint(_in("status", SUGGESTION_STATUSES), name="status_valid"),
    Index("ix_suggestion_lookup", "pair_id", "model", "prompt_hash", "input_hash"),
)

# A stretch of labeling by one annotator (for time-spent reports).
labeling_session_t = Table(
    "labeling_session",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("annotator_id", Integer, ForeignKey("annotator.id"), nullable=False),
    Column("started_at", DateTime, nullable=False),
    Column("ended_at", DateTime),
)
