"""Repository methods for queries and chunks (upserts keep ids stable, report what changed)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import Connection, bindparam, func, insert, select, update

from labeler.domain import Chunk, Query, UpsertCounts
from labeler.storage.counts.kept import Deltas, lock_counts
from labeler.storage.prepared import Prepared
from labeler.storage.repo.base import RepositoryBase, batched
from labeler.storage.schema import chunk_t, query_t

_QUERY_FIELDS = ("text", "description", "narrative", "metadata")
_CHUNK_FIELDS = ("text", "title", "doc_id", "position", "metadata")


def _plain(metadata: Mapping[str, Any]) -> dict[str, Any]:
    """Metadata as it will read back from a JSON column (tuples become lists, keys strings)."""
    plain: dict[str, Any] = json.loads(json.dumps(dict(metadata)))
    return plain


def _query_values(query: Query) -> dict[str, Any]:
    return {
        "id": query.id,
        "text": query.text,
        "description": query.description,
        "narrative": query.narrative,
        "metadata": _plain(query.metadata),
    }


def _chunk_values(chunk: Chunk) -> dict[str, Any]:
    return {
        "id": chunk.id,
        "text": chunk.text,
        "title": chunk.title,
        "doc_id": chunk.doc_id,
        "position": chunk.position,
        "metadata": _plain(chunk.metadata),
    }


def _to_query(row: Any) -> Query:
    return Query(
        id=row.id,
        text=row.text,
        description=row.description,
        narrative=row.narrative,
        metadata=row.metadata or {},
    )


def chunk_columns(table: Any = chunk_t) -> tuple[Any, ...]:
    """The columns a Chunk is read from, in chunk_from_values' order (of chunk_t or an alias of it)."""
    return (table.c.id, table.c.text, table.c.title, table.c.doc_id, table.c.position, table.c["metadata"])


def chunk_from_values(values: Sequence[Any]) -> Chunk:
    """The Chunk of chunk_columns' values, in order (on SQLite the metadata arrives as its JSON text)."""
    chunk_id, text, title, doc_id, position, meta = values
    meta = json.loads(meta) if isinstance(meta, (str, bytes)) else meta
    return Chunk(id=chunk_id, text=text, title=title, doc_id=doc_id, position=position, metadata=meta or {})


_CHUNK = Prepared(lambda: select(*chunk_columns()).where(chunk_t.c.id == bindparam("id")))


def _to_chunk(row: Any) -> Chunk:
    return Chunk(
        id=row.id,
        text=row.text,
        title=row.title,
        doc_id=row.doc_id,
        position=row.position,
        metadata=row.metadata or {},
    )


def _update_statement(table: Any, fields: Sequence[str]) -> Any:
    return (
        update(table)
        .where(table.c.id == bindparam("b_id"))
        .values({name: bindparam(f"b_{name}") for name in fields})
    )


def _update_params(values: dict[str, Any], fields: Sequence[str]) -> dict[str, Any]:
    return {"b_id": values["id"], **{f"b_{name}": values[name] for name in fields}}


def _sorted_out(incoming: Iterable[dict[str, Any]], existing: Mapping[str, Any], fields: Sequence[str],
                ) -> tuple[list[dict[str, Any]], list[dict[str, Any]], int]:
    """Incoming rows against the stored ones (by id): the new rows in order, the update parameters of the
    changed ones (_update_statement's), and how many are unchanged in every one of fields."""
    new_rows, changed_rows = [], []
    unchanged = 0
    for values in incoming:
        old = existing.get(values["id"])
        if old is None:
            new_rows.append(values)
        elif all(getattr(old, name) == values[name] for name in fields):
            unchanged += 1
        else:
            changed_rows.append(_update_params(values, fields))
    return new_rows, changed_rows, unchanged


class CorpusMethods(RepositoryBase):
    """Queries and chunks."""

    def upsert_queries(self, queries: Iterable[Query]) -> UpsertCounts:
        """Insert new queries, update changed ones; ordinal keeps the first-import order."""
        incoming: dict[str, dict[str, Any]] = {}
        for query in queries:
            incoming[query.id] = _query_values(query)
        added = updated = unchanged = 0
        with self._engine.begin() as conn:
            existing = {row.id: row for row in conn.execute(select(query_t))}
            next_ordinal = (conn.execute(select(func.max(query_t.c.ordinal))).scalar() or 0) + 1
            new, changed_rows, unchanged = _sorted_out(incoming.values(), existing, _QUERY_FIELDS)
            new_rows = [{**values, "ordinal": next_ordinal + place} for place, values in enumerate(new)]
            if new_rows:
                conn.execute(insert(query_t), new_rows)
            if changed_rows:
                conn.execute(_update_statement(query_t, _QUERY_FIELDS), changed_rows)
            added, updated = len(new_rows), len(changed_rows)
        return UpsertCounts(added=added, updated=updated, unchanged=unchanged)

    def upsert_chunks(
        self,
        batches: Iterable[Sequence[Chunk]],
        on_progress: Callable[[int], None] | None = None,
    ) -> UpsertCounts:
        """Insert or update chunks from all batches in one transaction (all or nothing)."""
        added = updated = unchanged = 0
        done = 0
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            lock_counts(conn)
            deltas = Deltas()
            for batch in batches:
                a, u, n = self._upsert_chunk_batch(conn, batch, deltas)
                added, updated, unchanged = added + a, updated + u, unchanged + n
                done += len(batch)
                if on_progress is not None:
                    on_progress(done)
            deltas.apply(conn)
        return UpsertCounts(added=added, updated=updated, unchanged=unchanged)

    @staticmethod
    def _upsert_chunk_batch(conn: Connection, batch: Sequence[Chunk], deltas: Deltas) -> tuple[int, int, int]:
        incoming = {chunk.id: _chunk_values(chunk) for chunk in batch}
        existing: dict[str, Any] = {}
        for ids in batched(incoming):
            existing.update(
                {row.id: row for row in conn.execute(select(chunk_t).where(chunk_t.c.id.in_(ids)))}
            )
        new_rows, changed_rows, unchanged = _sorted_out(incoming.values(), existing, _CHUNK_FIELDS)
        if new_rows:
            conn.execute(insert(chunk_t), new_rows)
            deltas.chunks_added(conn, [row["id"] for row in new_rows])
        if changed_rows:
            conn.execute(_update_statement(chunk_t, _CHUNK_FIELDS), changed_rows)
        return len(new_rows), len(changed_rows), unchanged

    def list_queries(self) -> list[Query]:
        """All queries in import order."""
        with self._engine.connect() as conn:
            rows = conn.execute(select(query_t).order_by(query_t.c.ordinal))
            return [_to_query(row) for row in rows]

    def get_query(self, query_id: str) -> Query | None:
        """One query, or None."""
        with self._read() as conn:
            row = conn.execute(select(query_t).where(query_t.c.id == query_id)).first()
        return None if row is None else _to_query(row)

    def query_ids(self) -> set[str]:
        """Ids of all queries."""
        with self._engine.connect() as conn:
            return set(conn.execute(select(query_t.c.id)).scalars())

    def get_chunk(self, chunk_id: str) -> Chunk | None:
        """One chunk, or None (read at every move of the label screen: compiled once, storage.prepared)."""
        with self._read() as conn:
            row: Any = _CHUNK(conn, id=chunk_id).first()
        return None if row is None else chunk_from_values(row)

    def get_chunks(self, chunk_ids: Iterable[str]) -> dict[str, Chunk]:
        """The chunks among chunk_ids that exist, by id."""
        found: dict[str, Chunk] = {}
        with self._read() as conn:
            for ids in batched(set(chunk_ids)):
                for row in conn.execute(select(chunk_t).where(chunk_t.c.id.in_(ids))):
                    found[row.id] = _to_chunk(row)
        return found

    def existing_chunk_ids(self, chunk_ids: Iterable[str]) -> set[str]:
        """The subset of chunk_ids that have chunk text stored."""
        found: set[str] = set()
        with self._engine.connect() as conn:
            for ids in batched(set(chunk_ids)):
                found.update(conn.execute(select(chunk_t.c.id).where(chunk_t.c.id.in_(ids))).scalars())
        return found
