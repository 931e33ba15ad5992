"""The duplicate check of grouped runs sorts a query's rows at a time: a repeat is still found
when small queries share a piece, and a file with interleaved queries takes the global sort."""

from __future__ import annotations

import numpy as np

from labeler.dataio.records.duplicates import duplicate_row


def test_repeats_are_found_among_small_queries_sharing_a_piece() -> None:
    query = np.repeat(np.arange(5_000, dtype=np.int32), 3)
    doc = np.tile(np.array([3, 1, 2], dtype=np.int64), 5_000)
    assert duplicate_row(query, doc) is None
    doc[3 * 4_321 + 2] = 3  # query 4321 now lists chunk 3 twice
    assert duplicate_row(query, doc) == 3 * 4_321 + 2
    # the same chunk in two different queries is no repeat
    assert duplicate_row(query, np.zeros(len(query), dtype=np.int64) + np.arange(len(query)) % 3) is None


def test_a_query_split_over_two_stretches_is_checked_as_a_whole() -> None:
    query = np.array([0, 0, 1, 1, 0], dtype=np.int32)
    doc = np.array([1, 2, 1, 2, 1], dtype=np.int64)
    assert duplicate_row(query, doc) == 4
