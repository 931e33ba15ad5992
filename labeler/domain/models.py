"""Frozen records passed between layers; storage returns these, never table objects."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Mapping


class JudgmentSource(StrEnum):
    """Where a judgment came from: a person grading, a qrels import, an accepted LLM suggestion,
    an adjudication, or a blind consistency re-grade. Every one of them is a human-side grade;
    LLM suggestions live apart (Suggestion) until a person accepts one."""

    HUMAN = "human"
    IMPORT = "import"
    LLM_ACCEPTED = "llm-accepted"
    ADJUDICATED = "adjudicated"
    CONSISTENCY = "consistency-check"


QRELS_SOURCES: frozenset[JudgmentSource] = frozenset(JudgmentSource)
"""Judgments that make human qrels (adjudicated ones win over the aggregation rule)."""

INDEPENDENT_SOURCES: frozenset[JudgmentSource] = QRELS_SOURCES - {JudgmentSource.ADJUDICATED}
"""An annotator's own grades: what agreement between annotators and assignment coverage count."""

UNAIDED_SOURCES: frozenset[JudgmentSource] = INDEPENDENT_SOURCES - {JudgmentSource.LLM_ACCEPTED}
"""Grades made without taking the LLM's word: what human-versus-LLM agreement compares."""


class SuggestionStatus(StrEnum):
    """Outcome of asking the LLM judge about one pair; only OK carries a grade."""

    OK = "ok"
    UNPARSED = "unparsed"
    REFUSED = "refused"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class Query:
    """A search query (TREC topic); description and narrative are optional guidance."""

    id: str
    text: str
    description: str | None = None
    narrative: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Chunk:
    """A passage or chunk of a document; extra input columns are kept in metadata."""

    id: str
    text: str
    title: str | None = None
    doc_id: str | None = None
    position: int | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Pair:
    """A query-chunk pair in the judging pool, with the best rank any run gave it and why it is there."""

    query_id: str
    chunk_id: str
    origin: str
    best_rank: int | None = None
    runs: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class QrelRow:
    """One line of a qrels file: any integer grade (trec_eval accepts negatives)."""

    query_id: str
    chunk_id: str
    grade: int
    line: int | None = None


@dataclass(frozen=True, slots=True)
class Judgment:
    """One annotator's grade of one pair at one moment; history is kept, later rows supersede."""

    query_id: str
    chunk_id: str
    annotator: str
    grade: int
    source: JudgmentSource = JudgmentSource.HUMAN
    note: str | None = None
    seconds_spent: float | None = None
    created_at: datetime | None = None
    id: int | None = None


@dataclass(frozen=True, slots=True)
class Suggestion:
    """An LLM judge's answer for one pair; kept apart from human judgments."""

    query_id: str
    chunk_id: str
    model: str
    prompt_hash: str
    status: SuggestionStatus
    grade: int | None = None
    reason: str | None = None
    raw_text: str | None = None
    confidence: float | None = None
    expected_grade: float | None = None
    grade_probs: tuple[float, float, float, float] | None = None
    input_hash: str | None = None
    tokens_in: int | None = None
    tokens_out: int | None = None
    latency_ms: float | None = None
    created_at: datetime | None = None
    id: int | None = None


@dataclass(frozen=True, slots=True)
class RunInfo:
    """An imported retriever run (its rows live in storage, not here)."""

    name: str
    sha256: str
    n_rows: int
    n_queries: int
    path: str | None = None
    tag: str | None = None
    imported_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class UpsertCounts:
    """What an import did: rows added, rows changed, rows already present and identical, and the
    pairs it added to the pool (a qrels import creates the pairs it grades that were not there)."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    pairs_added: int = 0
