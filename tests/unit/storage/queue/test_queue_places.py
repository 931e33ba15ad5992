"""A query's place in the label queue and windows of the query list, counted in SQL, equal what
listing every query gives (the label screen no longer lists them). SQLite and PostgreSQL."""

from __future__ import annotations

import random

import pytest

from labeler.domain import Chunk, Pair, Query
from labeler.services.labeling.session import LabelingSession
from labeler.storage import Repository


def _queue_with_gaps(repository: Repository, rng: random.Random) -> list[str]:
    """Queries imported in a shuffled order, some without pairs, some pairs assigned to ann."""
    ids = [f"q{i:02d}" for i in range(30)]
    rng.shuffle(ids)
    repository.upsert_queries([Query(q, f"text {q}") for q in ids])
    pooled = [q for q in ids if rng.random() < 0.7]
    keys = [(q, f"{q}-c{j}") for q in pooled for j in range(rng.randint(1, 3))]
    repository.upsert_chunks([[Chunk(c, "text") for _, c in keys]])
    repository.add_pairs([Pair(q, c, "pool") for q, c in keys])
    repository.add_assignments([(q, c, "ann") for q, c in keys if rng.random() < 0.4])
    for q, c in keys[::4]:
        repository.record_judgment(q, c, "ann", 1)
    return ids


@pytest.mark.parametrize("assigned", [False, True])
def test_places_and_windows_equal_the_full_listing(any_repository: Repository, assigned: bool) -> None:
    rng = random.Random(7)
    ids = _queue_with_gaps(any_repository, rng)
    listed = any_repository.queue_query_ids("ann", assigned=assigned)
    assert any_repository.queue_query_count("ann", assigned=assigned) == len(listed)
    anchor = None
    for query_id in [*ids, *rng.sample(ids, len(ids))]:  # forwards, backwards and jumps from the last answer
        found = any_repository.queue_query_place("ann", query_id, assigned=assigned, anchor=anchor)
        expected = listed.index(query_id) if query_id in listed else None
        assert (None if found is None else found.place) == expected, query_id
        if anchor is None and found is not None:  # placed from the start: the queue was counted too
            assert found.queue_size == len(listed)
        anchor = found or anchor
    progress = any_repository.query_progress("ann", assigned=assigned)
    for offset, limit in [(0, 5), (3, 7), (len(listed) - 2, 10), (len(listed) + 1, 5)]:
        window = any_repository.query_progress("ann", assigned=assigned, offset=offset, limit=limit)
        assert window == progress[offset : offset + limit]
    assert any_repository.query_progress("ann", assigned=assigned, offset=2) == progress[2:]


def test_the_label_screen_shows_the_query_place_without_listing_the_queries(any_repository: Repository) -> None:
    rng = random.Random(3)
    _queue_with_gaps(any_repository, rng)
    listed = any_repository.queue_query_ids("bob")
    session = LabelingSession(any_repository, "bob")
    view = session.start()
    seen = []
    while view is not None and view.grade is None:
        assert view.query_count == len(listed)
        seen.append((view.query.id, view.query_index))
        view = session.grade(2)
    assert seen and all(listed.index(q) + 1 == index for q, index in seen)
    last = listed[-1]
    assert session.go_to(listed[0]).query_index == 1 and session.go_to(last).query_index == len(listed)
