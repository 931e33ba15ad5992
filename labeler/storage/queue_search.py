"""Searching the label queue: queries, then pool chunks, whose text contains a string (bounded)."""

from __future__ import annotations

from sqlalchemy import Connection, func, or_, select

from labeler.domain.labeling import SearchHit
from labeler.storage.tables import chunk_t, pair_t, query_t

# Search results are bounded: the screen shows a short list, never a scan's worth.
SEARCH_LIMIT = 50
SNIPPET_CHARS = 80


def _like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _snippet(text: str, needle: str) -> str:
    at = text.lower().find(needle.lower())
    start = max(0, at - SNIPPET_CHARS // 3) if at >= 0 else 0
    piece = text[start : start + SNIPPET_CHARS].replace("\n", " ")
    return ("..." if start else "") + piece


def search(conn: Connection, text: str, limit: int = SEARCH_LIMIT) -> list[SearchHit]:
    """Queries whose id or text contains text, then pool pairs whose chunk text or title does
    (case-insensitive LIKE, wildcards in text taken literally), at most limit hits in all."""
    text = text.strip()
    if not text:
        return []
    pattern = _like_pattern(text.lower())
    hits: list[SearchHit] = []
    query_rows = conn.execute(
        select(query_t.c.id, query_t.c.text)
        .where(
            or_(
                func.lower(query_t.c.text).like(pattern, escape="\\"),
                func.lower(query_t.c.id).like(pattern, escape="\\"),
            )
        )
        .order_by(query_t.c.ordinal)
        .limit(limit)
    )
    hits.extend(SearchHit(query_id, None, _snippet(query_text, text)) for query_id, query_text in query_rows)
    room = limit - len(hits)
    if room > 0:
        chunk_rows = conn.execute(
            select(pair_t.c.query_id, chunk_t.c.id, chunk_t.c.text)
            .join(chunk_t, chunk_t.c.id == pair_t.c.chunk_id)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .where(
                or_(
                    func.lower(chunk_t.c.text).like(pattern, escape="\\"),
                    func.lower(func.coalesce(chunk_t.c.title, "")).like(pattern, escape="\\"),
                )
            )
            .order_by(query_t.c.ordinal, pair_t.c.best_rank.is_(None), pair_t.c.best_rank, pair_t.c.chunk_id)
            .limit(room)
        )
        hits.extend(SearchHit(q, c, _snippet(chunk_text, text)) for q, c, chunk_text in chunk_rows)
    return hits
