"""A query's page, read at every query the label screen reaches, is built and compiled once per process
(assigned or not), whoever reads it and whichever query; its rows are each pair's state. SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from labeler.domain import Chunk, Pair, Query
from labeler.storage import Repository
from labeler.storage.queue import statements


@pytest.fixture
def built(monkeypatch) -> list[bool]:
    """One entry per page statement built (the Core of its disagreement column is built with it)."""
    calls: list[bool] = []
    real = statements.disagreement

    def counted():
        calls.append(True)
        return real()

    monkeypatch.setattr(statements, "disagreement", counted)
    return calls


def test_pages_are_built_once_and_hold_each_pairs_state(any_repository: Repository, built: list[bool]) -> None:
    repository = any_repository
    repository.upsert_queries([Query(f"q{i}", f"text {i}") for i in range(3)])
    repository.upsert_chunks([[Chunk(f"c{i}-{j}", "text") for i in range(3) for j in range(3)]])
    repository.add_pairs([Pair(f"q{i}", f"c{i}-{j}", "pool", j + 1) for i in range(3) for j in range(3)])
    repository.add_assignments([("q1", "c1-2", "bob")])
    repository.record_judgment("q1", "c1-0", "ann", 3, note="sure")
    repository.record_judgment("q1", "c1-0", "bob", 0)
    repository.skip("q1", "c1-1", "ann")
    for _ in range(2):
        pages = {(who, q): repository.queue_page(q, who, assigned=who == "bob")
                 for who in ("ann", "bob", "nobody") for q in ("q0", "q1", "q2")}
    assert len(built) <= 2  # once per variant (assigned or not) in this process, not once per page
    ann = pages[("ann", "q1")]
    assert [(e.chunk_id, e.grade, e.note, e.skipped, e.disagreement) for e in ann] == [
        ("c1-0", 3, "sure", False, True), ("c1-1", None, None, True, False), ("c1-2", None, None, False, False)]
    assert [e.chunk_id for e in pages[("bob", "q1")]] == ["c1-2"] and pages[("bob", "q0")] == []
    assert [(e.chunk_id, e.grade, e.skipped) for e in pages[("nobody", "q1")]] == [
        ("c1-0", None, False), ("c1-1", None, False), ("c1-2", None, False)]
