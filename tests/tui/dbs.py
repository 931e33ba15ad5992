"""Small labeler databases for TUI and labeling-service tests, built through the real repository."""

from __future__ import annotations

import atexit
import hashlib
import shutil
import sqlite3
import tempfile
from contextlib import closing
from pathlib import Path

from labeler.domain import Chunk, Pair, Query, Suggestion, SuggestionStatus

WORDS = ("solar", "panel", "battery", "storage", "winter", "efficiency", "roof", "inverter", "grid", "heat")


def query_id(i: int) -> str:
    """Id of the i-th test query (import order)."""
    return f"q{i + 1}"


def chunk_id(i: int, j: int) -> str:
    """Id of the j-th pooled chunk of the i-th query (rank j + 1)."""
    return f"c{i + 1}-{j + 1:02d}"


def make_db(
    path: Path,
    *,
    queries: int = 3,
    pairs_per_query: int = 4,
    suggestions: dict[tuple[int, int], tuple[int, str, float]] | None = None,
    chunk_texts: dict[tuple[int, int], str] | None = None,
    query_texts: dict[int, str] | None = None,
):
    """A migrated SQLite database with queries q1..qN, each pooling chunks cI-01.. at ranks 1..M,
    opened (the caller closes it).

    suggestions maps (query index, chunk index) to (grade, reason, confidence) of an ok LLM suggestion.
    Each distinct database is built once per test process through the real repository and copied
    for every caller (a file copy is cheap; migrating and filling one is not).
    """
    from labeler.services.project import open_repository

    contents = (queries, pairs_per_query, sorted((suggestions or {}).items()), sorted((chunk_texts or {}).items()),
                sorted((query_texts or {}).items()))
    template = _template_dir() / (hashlib.sha256(repr(contents).encode()).hexdigest() + ".db")
    if not template.exists():
        building = template.with_suffix(".building")
        _fill(building, queries, pairs_per_query, suggestions, chunk_texts, query_texts)
        building.rename(template)
    shutil.copyfile(template, path)
    return open_repository(str(path))


_TEMPLATES: list[Path] = []


def _template_dir() -> Path:
    if not _TEMPLATES:
        _TEMPLATES.append(Path(tempfile.mkdtemp(prefix="labeler-test-dbs-")))
        atexit.register(shutil.rmtree, _TEMPLATES[0], True)
    return _TEMPLATES[0]


def _fill(path: Path, queries: int, pairs_per_query: int, suggestions, chunk_texts, query_texts) -> None:
    """Build one database through the real repository, then fold its write-ahead log into the file."""
    from labeler.services.project import open_repository

    repository = open_repository(str(path))
    repository.upsert_queries(
        [
            Query(
                id=query_id(i),
                text=(query_texts or {}).get(i, f"{WORDS[i % len(WORDS)]} panels in winter"),
                description=f"Description of query {i + 1}: what a good answer says about {WORDS[i % len(WORDS)]}.",
                narrative="Relevant chunks explain the mechanism; marketing text is not relevant.",
            )
            for i in range(queries)
        ]
    )
    chunks = [
        Chunk(
            id=chunk_id(i, j),
            text=(chunk_texts or {}).get((i, j), f"Chunk {j + 1} about {WORDS[(i + j) % len(WORDS)]} panels. " * 3),
            title=f"Title {i + 1}.{j + 1}",
            doc_id=f"doc{i + 1}",
            position=j,
        )
        for i in range(queries)
        for j in range(pairs_per_query)
    ]
    repository.upsert_chunks([chunks])
    repository.add_pairs(
        Pair(query_id=query_id(i), chunk_id=chunk_id(i, j), origin="pool", best_rank=j + 1)
        for i in range(queries)
        for j in range(pairs_per_query)
    )
    for (i, j), (grade, reason, confidence) in (suggestions or {}).items():
        repository.add_suggestion(
            Suggestion(
                query_id=query_id(i),
                chunk_id=chunk_id(i, j),
                model="test-model",
                prompt_hash="p1",
                status=SuggestionStatus.OK,
                grade=grade,
                reason=reason,
                confidence=confidence,
            )
        )
    repository.close()
    with closing(sqlite3.connect(path)) as connection:  # the copy is one self-contained file
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
