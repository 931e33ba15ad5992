"""Repository methods for LLM suggestions (kept apart from human judgments)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, and_, insert, select

from labeler.domain import Suggestion, SuggestionStatus
from labeler.storage.repo.base import aware, batched, naive_utc
from labeler.storage.repo.judging.claims import release_in
from labeler.storage.repo.judging.suggestion_sets import SuggestionSetMethods
from labeler.storage.schema import pair_t, suggestion_t

_SUGGESTION_SELECT = select(suggestion_t, pair_t.c.query_id, pair_t.c.chunk_id).join(
    pair_t, pair_t.c.id == suggestion_t.c.pair_id
)


def _four_probabilities(stored: Sequence[float]) -> tuple[float, float, float, float]:
    """The stored JSON list of P(grade 0..3) as the domain's 4-tuple."""
    p0, p1, p2, p3 = (float(p) for p in stored)
    return p0, p1, p2, p3


def _to_suggestion(row: Any) -> Suggestion:
    probs = row.grade_probs
    return Suggestion(
        query_id=row.query_id,
        chunk_id=row.chunk_id,
        model=row.model,
        prompt_hash=row.prompt_hash,
        status=SuggestionStatus(row.status),
        grade=row.grade,
        reason=row.reason,
        raw_text=row.raw_text,
        confidence=row.confidence,
        expected_grade=row.expected_grade,
        grade_probs=None if probs is None else _four_probabilities(probs),
        input_hash=row.input_hash,
        tokens_in=row.tokens_in,
        tokens_out=row.tokens_out,
        latency_ms=row.latency_ms,
        created_at=aware(row.created_at),
        id=row.id,
    )


# One statement object for every batch, so SQLAlchemy compiles it once (its cache keys on it).
_INSERT_SUGGESTION = insert(suggestion_t)


def _suggestion_values(suggestion: Suggestion, pair_id: int) -> dict[str, Any]:
    """The suggestion row's column values (created_at naive UTC, now when unset)."""
    return {
        "pair_id": pair_id,
        "model": suggestion.model,
        "prompt_hash": suggestion.prompt_hash,
        "input_hash": suggestion.input_hash,
        "status": str(suggestion.status),
        "grade": suggestion.grade,
        "reason": suggestion.reason,
        "raw_text": suggestion.raw_text,
        "confidence": suggestion.confidence,
        "expected_grade": suggestion.expected_grade,
        "grade_probs": None if suggestion.grade_probs is None else list(suggestion.grade_probs),
        "tokens_in": suggestion.tokens_in,
        "tokens_out": suggestion.tokens_out,
        "latency_ms": suggestion.latency_ms,
        "created_at": naive_utc(suggestion.created_at),
    }


class SuggestionMethods(SuggestionSetMethods):
    """LLM suggestions (the set-wise import and reads come from SuggestionSetMethods)."""

    def add_suggestion(self, suggestion: Suggestion) -> Suggestion:
        """Test seam: tests store one suggestion at a time; the product writes them in bulk.

        Store one suggestion (creating the pair with origin 'suggestion' if missing); commits."""
        key = (suggestion.query_id, suggestion.chunk_id)
        with self._engine.begin() as conn:
            # the pair almost always exists (prefill works on the pool): one indexed lookup
            pair_id = self._pair_id(conn, *key) or self._ensure_pairs(conn, [key], "suggestion")[key]
            values = _suggestion_values(suggestion, pair_id)
            suggestion_id = conn.execute(insert(suggestion_t).values(values).returning(suggestion_t.c.id)).scalar_one()
        return dataclasses.replace(suggestion, id=suggestion_id, created_at=aware(values["created_at"]))

    def add_suggestions(self, suggestions: Sequence[Suggestion], *, release_claims_of: str | None = None) -> int:
        """Store a batch of suggestions in one transaction (one executemany, one commit); returns how many.

        Creates missing pairs with origin 'suggestion', as add_suggestion does. All or nothing.
        release_claims_of: drop that holder's claims on these pairs in the same transaction (repo_claims).
        """
        if not suggestions:
            return 0
        with self._engine.begin() as conn:
            pair_ids = self._insert_suggestions(conn, suggestions)
            if release_claims_of is not None:
                release_in(conn, release_claims_of, pair_ids.values())
        return len(suggestions)

    def add_kept_suggestions(self, suggestions: Sequence[Suggestion]) -> tuple[int, list[Suggestion]]:
        """Store, once, suggestions an earlier run kept aside (services.judging.journal), in one
        transaction: one already stored (same pair, model, prompt and created_at: a run that stored
        them and stopped before it removed its journal) is skipped, and those whose pair this database
        lacks are returned unstored (answers paid for another project's pool). Returns (stored, those)."""
        with self._engine.begin() as conn:
            ids = self._pair_ids_for_queries(conn, {s.query_id for s in suggestions})
            unknown = [s for s in suggestions if (s.query_id, s.chunk_id) not in ids]
            known = [s for s in suggestions if (s.query_id, s.chunk_id) in ids]
            stored: set[tuple[int, str, str, Any]] = set()
            for batch in batched(sorted({ids[(s.query_id, s.chunk_id)] for s in known})):
                stored.update(tuple(row) for row in conn.execute(
                    select(suggestion_t.c.pair_id, suggestion_t.c.model, suggestion_t.c.prompt_hash,
                           suggestion_t.c.created_at).where(suggestion_t.c.pair_id.in_(batch))))
            fresh = [s for s in known
                     if (ids[(s.query_id, s.chunk_id)], s.model, s.prompt_hash, naive_utc(s.created_at)) not in stored]
            if fresh:
                conn.execute(_INSERT_SUGGESTION, [_suggestion_values(s, ids[(s.query_id, s.chunk_id)]) for s in fresh])
        return len(fresh), unknown

    def _insert_suggestions(self, conn: Connection, suggestions: Sequence[Suggestion]) -> dict[tuple[str, str], int]:
        """Insert suggestions in the caller's transaction (one executemany), creating missing pairs;
        returns their pairs' ids."""
        if not suggestions:
            return {}
        pair_ids = self._ensure_pairs(conn, {(s.query_id, s.chunk_id) for s in suggestions}, "suggestion")
        conn.execute(
            _INSERT_SUGGESTION,
            [_suggestion_values(s, pair_ids[(s.query_id, s.chunk_id)]) for s in suggestions],
        )
        return pair_ids

    def find_suggestion(
        self, query_id: str, chunk_id: str, model: str, prompt_hash: str, input_hash: str | None
    ) -> Suggestion | None:
        """Test seam: lets tests read one stored suggestion back by its key.

        The newest suggestion for exactly this pair, model, prompt and input (a cache lookup)."""
        hash_match = (
            suggestion_t.c.input_hash.is_(None) if input_hash is None else suggestion_t.c.input_hash == input_hash
        )
        statement = (
            _SUGGESTION_SELECT.where(
                and_(
                    pair_t.c.query_id == query_id,
                    pair_t.c.chunk_id == chunk_id,
                    suggestion_t.c.model == model,
                    suggestion_t.c.prompt_hash == prompt_hash,
                    hash_match,
                )
            )
            .order_by(suggestion_t.c.id.desc())
            .limit(1)
        )
        with self._engine.connect() as conn:
            row = conn.execute(statement).first()
        return None if row is None else _to_suggestion(row)

    def suggestions(
        self, model: str | None = None, status: SuggestionStatus | None = None
    ) -> list[Suggestion]:
        """All suggestions, oldest first, optionally of one model and/or status."""
        statement = _SUGGESTION_SELECT.order_by(suggestion_t.c.id)
        if model is not None:
            statement = statement.where(suggestion_t.c.model == model)
        if status is not None:
            statement = statement.where(suggestion_t.c.status == str(status))
        with self._engine.connect() as conn:
            return [_to_suggestion(row) for row in conn.execute(statement)]

    def latest_suggestions(self, query_id: str) -> dict[str, Suggestion]:
        """chunk_id -> the newest suggestion (any model) for the query's pairs."""
        statement = _SUGGESTION_SELECT.where(pair_t.c.query_id == query_id).order_by(suggestion_t.c.id)
        with self._read() as conn:
            # Ordered oldest first, so later rows overwrite earlier ones.
            return {row.chunk_id: _to_suggestion(row) for row in conn.execute(statement)}
