"""Repository methods for LLM suggestions in bulk: importing a model's grades set-wise, reading
them back as arrays, and the models the database holds.

No Python object per suggestion passes through SQLAlchemy here: rows go to the driver as plain
tuples (COPY / executemany) and come back in batches of plain tuples.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, and_, case, func, select

from labeler.domain import Suggestion, SuggestionStatus
from labeler.storage.bulk import driver_rows, insert_rows
from labeler.storage.repo.base import RepositoryBase, aware, batched, stored_value, utcnow
from labeler.storage.schema import pair_t, suggestion_t

if TYPE_CHECKING:  # numpy loads on the first bulk read, not with every repository (start-up time)
    import numpy as np

    from labeler.metrics.grades.model import ModelGrades

OK = str(SuggestionStatus.OK)

_INSERT_COLUMNS = (
    "pair_id", "model", "prompt_hash", "input_hash", "status", "grade", "reason", "raw_text",
    "confidence", "expected_grade", "grade_probs", "tokens_in", "tokens_out", "latency_ms", "created_at",
)

# What makes two ok suggestions of a model for a pair the same: an import adds none when they match.
_Content = tuple[int | None, tuple[float, ...] | None, str | None]


@dataclass(frozen=True, slots=True)
class SuggestionImportCounts:
    """What importing suggestions did, per pair: added (the model had no ok suggestion for it),
    updated (a newer one now differs from the old), unchanged (the newest already said the same),
    and how many of the pairs were created by the import."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    pairs_created: int = 0


@dataclass(frozen=True, slots=True)
class ModelSummary:
    """One model's suggestions: rows of every status, ok rows, pairs with an ok one, the newest time."""

    model: str
    suggestions: int
    ok: int
    pairs: int
    last_at: datetime | None


def _stored_probs(value: Any) -> tuple[float, ...] | None:
    """grade_probs as the driver returns it (JSON text on SQLite, a list on PostgreSQL) as a tuple."""
    if isinstance(value, str):
        if len(value) > 2 and value[0] == "[" and value[-1] == "]" and "[" not in value[1:]:
            # a flat array of numbers, as every writer stores it: split, far faster than json.loads
            return tuple(float(p) for p in value[1:-1].split(","))
        value = json.loads(value)
    return None if value is None else tuple(float(p) for p in value)


def _probs_json(probs: tuple[float, ...]) -> str:
    """Finite floats as a JSON array (repr of a float is valid JSON and reads back exactly)."""
    return "[" + ", ".join(repr(p) for p in probs) + "]"


def _probs_matrix(stored: list[Any]) -> np.ndarray:
    """Stored grade_probs values as a float64 (n, 4) array, NaN rows for none; JSON texts (SQLite)
    of flat arrays are parsed all at once by numpy, anything else value by value."""
    import numpy as np

    matrix = np.full((len(stored), 4), np.nan)
    given = [index for index, value in enumerate(stored) if value is not None and value != "null"]
    values = [stored[index] for index in given]
    if values and all(isinstance(value, str) and value[:1] == "[" and "[" not in value[1:] for value in values):
        flat = np.array(",".join(value[1:-1] for value in values).split(","), dtype=np.float64)
        if flat.size == 4 * len(values):
            matrix[given] = flat.reshape(-1, 4)
            return matrix
    for index, value in zip(given, values):
        row = _stored_probs(value)
        if row is not None:
            matrix[index] = row
    return matrix


class SuggestionSetMethods(RepositoryBase):
    """Suggestions read and written set-wise."""

    def import_suggestions(
        self, suggestions: Sequence[Suggestion], *, origin: str = "imported-suggestions", placeholder_queries: Sequence[str] = ()
    ) -> SuggestionImportCounts:
        """Store ok suggestions made elsewhere in one transaction, at most one per (pair, model).

        A suggestion whose grade, probabilities and reason equal the model's newest ok suggestion
        for the pair is not stored again (unchanged), so importing the same grades twice adds
        nothing; otherwise it is inserted and becomes the newest (added or updated). Older
        suggestions stay. Missing pairs are created with `origin`; each id in placeholder_queries
        the database lacks becomes a placeholder query first (other unknown queries: NotFoundError).
        """
        by_key = {(s.query_id, s.chunk_id, s.model): s for s in suggestions}
        by_query: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
        for key in by_key:
            by_query[key[0]].append(key)
        added = updated = unchanged = created = 0
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            self._add_placeholder_queries(conn, placeholder_queries)
            now = stored_value(conn, suggestion_t.c.created_at, utcnow())
            # a few hundred queries at a time, so memory holds their pairs, not the whole pool
            for queries in batched(sorted(by_query)):
                keys = [key for query_id in queries for key in by_query[query_id]]
                existing = self._pair_ids_for_queries(conn, queries)
                wanted = {(q, c) for q, c, _ in keys}
                created += len(wanted - existing.keys())
                pair_ids = self._ensure_pairs(conn, wanted, origin) if wanted - existing.keys() else existing
                newest = self._newest_ok_content(conn, queries, {m for _, _, m in keys})
                rows: list[tuple[Any, ...]] = []
                for key in keys:
                    suggestion = by_key[key]
                    pair_id = pair_ids[(key[0], key[1])]
                    before = newest.get((pair_id, key[2]))
                    probs = None if suggestion.grade_probs is None else tuple(float(p) for p in suggestion.grade_probs)
                    if before == (suggestion.grade, probs, suggestion.reason):
                        unchanged += 1
                        continue
                    added += before is None
                    updated += before is not None
                    rows.append(_insert_row(pair_id, suggestion, probs, now))
                insert_rows(conn, suggestion_t, _INSERT_COLUMNS, rows)
        return SuggestionImportCounts(added, updated, unchanged, created)

    def model_grades(self, model: str) -> ModelGrades:
        """The model's newest ok suggestion for every pair it graded, as arrays (see ModelGrades):
        grades 0..3 and P(grade 0..3) (NaN rows where the suggestion had none)."""
        import numpy as np

        from labeler.metrics.grades.model import ModelGrades

        newest = (
            select(func.max(suggestion_t.c.id).label("id"))
            .where(and_(suggestion_t.c.model == model, suggestion_t.c.status == OK))
            .group_by(suggestion_t.c.pair_id)
            .subquery()
        )
        statement = (
            select(pair_t.c.query_id, pair_t.c.chunk_id, suggestion_t.c.grade, suggestion_t.c.grade_probs)
            .select_from(suggestion_t.join(newest, newest.c.id == suggestion_t.c.id).join(pair_t, pair_t.c.id == suggestion_t.c.pair_id))
        )
        query_ids: list[str] = []
        chunk_ids: list[str] = []
        grades: list[int] = []
        stored: list[Any] = []
        with self._engine.connect() as conn:
            for batch in driver_rows(conn, statement):
                columns = list(zip(*batch))
                query_ids += columns[0]
                chunk_ids += columns[1]
                grades += columns[2]
                stored += columns[3]
        return ModelGrades.from_columns(query_ids, chunk_ids, np.asarray(grades, dtype=np.int64), _probs_matrix(stored))

    def suggestion_models(self) -> list[ModelSummary]:
        """Every model with suggestions, by name: how many rows, how many ok, how many pairs it graded."""
        is_ok = suggestion_t.c.status == OK
        statement = (
            select(
                suggestion_t.c.model,
                func.count(),
                func.count(case((is_ok, 1))),
                func.count(func.distinct(case((is_ok, suggestion_t.c.pair_id)))),
                func.max(suggestion_t.c.created_at),
            )
            .group_by(suggestion_t.c.model)
            .order_by(suggestion_t.c.model)
        )
        with self._engine.connect() as conn:
            return [
                ModelSummary(model, int(total), int(ok), int(pairs), aware(last))
                for model, total, ok, pairs, last in conn.execute(statement)
            ]

    def model_prompt_hashes(self, model: str) -> list[str]:
        """The distinct prompt hashes of the model's ok suggestions, sorted (what an ensemble's hash names)."""
        statement = (
            select(suggestion_t.c.prompt_hash)
            .where(and_(suggestion_t.c.model == model, suggestion_t.c.status == OK))
            .group_by(suggestion_t.c.prompt_hash)
        )
        with self._engine.connect() as conn:
            return sorted(str(prompt_hash) for (prompt_hash,) in conn.execute(statement))

    @staticmethod
    def _newest_ok_content(conn: Connection, query_ids: Sequence[str], models: set[str]) -> dict[tuple[int, str], _Content]:
        """(pair_id, model) -> (grade, probabilities, reason) of the newest ok suggestion, for these queries' pairs."""
        statement = (
            select(suggestion_t.c.pair_id, suggestion_t.c.model, suggestion_t.c.grade, suggestion_t.c.grade_probs, suggestion_t.c.reason)
            .join(pair_t, pair_t.c.id == suggestion_t.c.pair_id)
            .where(and_(pair_t.c.query_id.in_(sorted(query_ids)), suggestion_t.c.model.in_(sorted(models)), suggestion_t.c.status == OK))
            .order_by(suggestion_t.c.id)
        )
        newest: dict[tuple[int, str], _Content] = {}
        for batch in driver_rows(conn, statement):
            # oldest first: a later row overwrites an earlier one
            newest.update({(pair_id, model): (grade, _stored_probs(probs), reason) for pair_id, model, grade, probs, reason in batch})
        return newest


def _insert_row(pair_id: int, suggestion: Suggestion, probs: tuple[float, ...] | None, now: Any) -> tuple[Any, ...]:
    """The suggestion as a plain tuple in _INSERT_COLUMNS order, values in their stored form."""
    return (
        pair_id, suggestion.model, suggestion.prompt_hash, suggestion.input_hash, str(suggestion.status), suggestion.grade,
        suggestion.reason, suggestion.raw_text, suggestion.confidence, suggestion.expected_grade,
        None if probs is None else _probs_json(probs), suggestion.tokens_in, suggestion.tokens_out,
        suggestion.latency_ms, now,
    )
