"""Searching the label queue: queries, then pool chunks, holding every word of the search (bounded).

A search is split into words; a query matches when each word occurs in its id, text, description or
narrative (so "sourdough starter" finds the query about sourdough whose guidance mentions starters),
a chunk when each word occurs in its text or title. Both are one set-wise SELECT on either backend.
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, Connection, and_, func, or_, select

from labeler.domain.labeling import SearchHit
from labeler.storage.queue.snippets import SNIPPET_CHARS, snippet
from labeler.storage.queue.order import queue_order
from labeler.storage.schema import chunk_t, pair_t, query_t

# Search results are bounded: the screen shows a short list, never a scan's worth.
SEARCH_LIMIT = 50


def _like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _every_word_in(words: list[str], columns: list[ColumnElement[str]]) -> ColumnElement[bool]:
    """Each word (case-insensitive, wildcards literal) occurs in at least one of the columns."""
    lowered = [func.lower(func.coalesce(column, "")) for column in columns]
    return and_(*(or_(*(c.like(_like_pattern(w), escape="\\") for c in lowered)) for w in words))


def _query_snippet(words: list[str], text: str, description: str | None, narrative: str | None) -> str:
    """The query's text; when some word is only in its guidance, the guidance around that word too."""
    shown = snippet(text, words)
    missing = [w for w in words if w not in text.lower()]
    guidance = next((g for g in (description, narrative) if g and any(w in g.lower() for w in missing)), None)
    if guidance is None:
        return shown
    return f"{shown} — {snippet(guidance, missing, SNIPPET_CHARS // 2)}"


def _chunk_snippet(words: list[str], text: str, title: str | None) -> str:
    """The chunk's text around the match; led by its title when only the title matched."""
    shown = snippet(text, words)
    if title and not any(w in text.lower() for w in words):
        return f"{snippet(title, words, SNIPPET_CHARS // 2)} — {shown}"
    return shown


def search(conn: Connection, text: str, limit: int = SEARCH_LIMIT) -> list[SearchHit]:
    """Queries holding every word of text (id, text, description, narrative), then pool pairs whose
    chunk text or title does (case-insensitive, wildcards taken literally), at most limit hits in all."""
    words = list(dict.fromkeys(text.lower().split()))
    if not words:
        return []
    hits: list[SearchHit] = []
    query_rows = conn.execute(
        select(query_t.c.id, query_t.c.text, query_t.c.description, query_t.c.narrative)
        .where(_every_word_in(words, [query_t.c.id, query_t.c.text, query_t.c.description, query_t.c.narrative]))
        .order_by(query_t.c.ordinal)
        .limit(limit)
    )
    hits.extend(SearchHit(q, None, _query_snippet(words, t, d, n)) for q, t, d, n in query_rows)
    room = limit - len(hits)
    if room > 0:
        chunk_rows = conn.execute(
            select(pair_t.c.query_id, chunk_t.c.id, chunk_t.c.text, chunk_t.c.title)
            .join(chunk_t, chunk_t.c.id == pair_t.c.chunk_id)
            .join(query_t, query_t.c.id == pair_t.c.query_id)
            .where(_every_word_in(words, [chunk_t.c.text, chunk_t.c.title]))
            .order_by(*queue_order())
            .limit(room)
        )
        hits.extend(SearchHit(q, c, _chunk_snippet(words, t, title)) for q, c, t, title in chunk_rows)
    return hits
