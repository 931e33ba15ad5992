"""Plain reads the TUI screens need and no other service offers: a pair's texts, the imported runs.

Screens are thin and never call the repository themselves (tests/tui/app/test_thin_screens.py);
these are the one-line use cases they call instead, from thread workers.
"""

from __future__ import annotations

import textwrap
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



POOL_HEAD_WIDTH = 60


def pooled_chunk_heads(repository: Repository, query_id: str) -> dict[str, str]:
    """Each pooled chunk of the query that has text -> its title, else the start of its text cut at a
    word (one repository query): what the label screen's pool list shows beside the chunk id."""
    heads = repository.pooled_chunk_heads(query_id)
    return {chunk_id: textwrap.shorten(head, width=POOL_HEAD_WIDTH, placeholder=" …")
            for chunk_id, head in heads.items() if head and head.strip()}
