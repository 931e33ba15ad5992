"""Queries and chunks: idempotent upserts, import order, one transaction for all chunk batches."""

from __future__ import annotations

import pytest

from labeler.domain import Chunk, Query, UpsertCounts


def test_upsert_queries_insert_unchanged_update_and_keep_first_order(repository):
    first = repository.upsert_queries([Query("q2", "two"), Query("q1", "one", metadata={"k": (1, 2)})])
    assert first == UpsertCounts(added=2)
    again = repository.upsert_queries(
        [Query("q1", "one", metadata={"k": (1, 2)}), Query("q2", "TWO", narrative="n"), Query("q0", "zero")]
    )
    assert again == UpsertCounts(added=1, updated=1, unchanged=1)
    assert [q.id for q in repository.list_queries()] == ["q2", "q1", "q0"]
    assert repository.get_query("q2") == Query("q2", "TWO", narrative="n")
    assert repository.get_query("q1").metadata == {"k": [1, 2]}
    assert repository.get_query("nope") is None
    assert repository.query_ids() == {"q0", "q1", "q2"}


def test_upsert_chunks_counts_and_progress(repository):
    progress: list[int] = []
    counts = repository.upsert_chunks(
        [[Chunk("c1", "one"), Chunk("c2", "two", title="T", doc_id="d", position=2)], [Chunk("c3", "x")]],
        on_progress=progress.append,
    )
    assert counts == UpsertCounts(added=3)
    assert progress == [2, 3]
    counts = repository.upsert_chunks([[Chunk("c1", "one"), Chunk("c3", "changed", metadata={"a": 1})]])
    assert counts == UpsertCounts(updated=1, unchanged=1)
    assert repository.get_chunk("c3") == Chunk("c3", "changed", metadata={"a": 1})
    assert repository.get_chunk("c2") == Chunk("c2", "two", title="T", doc_id="d", position=2)
    assert repository.get_chunk("zz") is None
    assert set(repository.get_chunks(["c1", "c2", "zz"])) == {"c1", "c2"}
    assert repository.existing_chunk_ids(["c1", "zz", "c3"]) == {"c1", "c3"}


def test_upsert_chunks_is_all_or_nothing(repository):
    def batches():
        yield [Chunk("c1", "one")]
        raise RuntimeError("reader failed half-way")

    with pytest.raises(RuntimeError):
        repository.upsert_chunks(batches())
    assert repository.existing_chunk_ids(["c1"]) == set()


def test_upsert_chunks_many_ids_beyond_one_in_list(repository):
    chunks = [Chunk(f"c{i}", f"text {i}") for i in range(2_500)]
    assert repository.upsert_chunks([chunks[:1_200], chunks[1_200:]]).added == 2_500
    assert repository.upsert_chunks([chunks]).unchanged == 2_500
    assert len(repository.get_chunks(c.id for c in chunks)) == 2_500
