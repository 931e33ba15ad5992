"""The pool list's titles (Repository.pooled_chunk_heads, services.labeling.browsing.pooled_chunk_heads) on both
backends: one query over a query's pooled pairs, a title else the start of the text."""

from __future__ import annotations

from labeler.domain import Chunk, Pair, Query
from labeler.services.labeling.browsing import POOL_HEAD_WIDTH, pooled_chunk_heads

LONG_TEXT = "First words of a long chunk without a title, " + "and then a great deal more text " * 20


def fill(repository) -> None:
    repository.upsert_queries([Query(id="q1", text="heat pumps"), Query(id="q2", text="solar")])
    repository.upsert_chunks([[
        Chunk(id="titled", text="Body text.", title="A Title\nOver Two Lines"),
        Chunk(id="untitled", text=LONG_TEXT),
        Chunk(id="blank", text="   "),
        Chunk(id="other", text="Pooled for q2 only.", title="Other"),
    ]])
    repository.add_pairs([
        Pair(query_id="q1", chunk_id="titled", origin="pool", best_rank=2),
        Pair(query_id="q1", chunk_id="untitled", origin="pool", best_rank=1),
        Pair(query_id="q1", chunk_id="blank", origin="pool", best_rank=3),
        Pair(query_id="q1", chunk_id="no-text-yet", origin="pool", best_rank=4),  # chunk not imported
        Pair(query_id="q2", chunk_id="other", origin="pool", best_rank=1),
    ])


def test_heads_of_a_querys_pool_in_one_read(any_repository):
    fill(any_repository)
    heads = any_repository.pooled_chunk_heads("q1", chars=30)
    assert heads == {
        "titled": "A Title\nOver Two Lines",
        "untitled": LONG_TEXT[:30],
        "blank": "   ",
        "no-text-yet": None,
    }
    assert any_repository.pooled_chunk_heads("q2") == {"other": "Other"}
    assert any_repository.pooled_chunk_heads("q9") == {}


def test_the_service_cuts_heads_at_a_word_and_drops_empty_ones(any_repository):
    fill(any_repository)
    heads = pooled_chunk_heads(any_repository, "q1")
    assert set(heads) == {"titled", "untitled"}
    assert heads["titled"] == "A Title Over Two Lines"
    assert heads["untitled"].startswith("First words of a long chunk") and heads["untitled"].endswith(" …")
    assert len(heads["untitled"]) <= POOL_HEAD_WIDTH
