"""Plain reads the TUI screens need and no other service offers: a pair's texts, the imported runs.

Screens are thin and never call the repository themselves (tests/tui/test_thin_screens.py);
these are the one-line use cases they call instead, from thread workers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labeler.domain import Chunk, Query, RunInfo
    from labeler.storage import Repository


def pair_texts(repository: Repository, query_id: str, chunk_id: str) -> tuple[Query | None, Chunk | None]:
    """The stored query and chunk of a pair; None for either one not imported (e.g. a chunk without text)."""
    return repository.get_query(query_id), repository.get_chunk(chunk_id)


def imported_runs(repository: Repository) -> list[RunInfo]:
    """Every imported run (name, content digest, sizes), in the repository's order."""
    return repository.list_runs()

