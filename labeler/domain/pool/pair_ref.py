"""A reference to one pool pair: its database id with its (query id, chunk id)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PairRef:
    """A pool pair by id and by (query_id, chunk_id); pair_id is the one QueueEntry.pair_id holds."""

    pair_id: int
    query_id: str
    chunk_id: str
