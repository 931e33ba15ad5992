"""Search on both backends over the demo data: queries found by their words, snippets cut between words."""

from __future__ import annotations

import re

import pytest

from labeler.services.demo import demo_data_dir
from labeler.services.importing import import_chunks, import_queries, import_run
from labeler.services.pooling import pool


@pytest.fixture
def demo(any_repository):
    """The demo's queries, corpus, runs and pool (no seed grades: search does not read them)."""
    data = demo_data_dir()
    import_queries(any_repository, data / "queries.jsonl")
    import_chunks(any_repository, data / "corpus.jsonl")
    for run_file in sorted(data.glob("run-*.trec")):
        import_run(any_repository, run_file)
    pool(any_repository, 10)
    return any_repository


def whole_words(snippet: str, source: str) -> bool:
    """Every word of the snippet (ellipses aside) is a whole word of the source text."""
    words = set(source.split())
    return all(word in words for word in snippet.strip("…").split())


def test_a_query_is_found_by_words_spread_over_its_text_and_guidance(demo):
    hits = demo.search("Sourdough starter")
    queries = [h for h in hits if h.chunk_id is None]
    assert [h.query_id for h in queries] == ["q04"]
    assert hits[0] is queries[0]  # queries come before chunks
    assert queries[0].snippet.startswith("why does my sourdough not rise — ")
    assert "starter" in queries[0].snippet
    chunks = [h for h in hits if h.chunk_id is not None]
    assert chunks and all("starter" in h.snippet.lower() or "sourdough" in h.snippet.lower() for h in chunks), chunks


def test_every_word_must_match_and_wildcards_are_literal(demo):
    assert demo.search("sourdough nonexistentword") == []
    assert demo.search("   ") == []
    percent = demo.search("%")
    assert percent and all("%" in h.snippet for h in percent)  # a literal percent sign, not "anything"
    assert [h.query_id for h in demo.search("q04") if h.chunk_id is None] == ["q04"]


def test_snippets_start_and_end_on_word_boundaries(demo):
    hits = [h for h in demo.search("sourdough") if h.chunk_id]
    assert len(hits) >= 3
    for hit in hits:
        chunk = demo.get_chunk(hit.chunk_id)
        text = " ".join(chunk.text.split())
        shown = hit.snippet
        assert re.search("sourdough", shown, re.I), hit
        if "sourdough" not in text.lower():  # found by its title: the title leads, then the text's opening
            title, shown = shown.split(" — ", 1)
            assert title == chunk.title and not shown.startswith("…"), hit
        assert whole_words(shown, text), hit
        assert shown.startswith("…") == (not text.startswith(shown.strip("…"))), hit
        assert shown.endswith("…") == (not text.endswith(shown.strip("…"))), hit
    assert any(h.snippet.startswith("…") for h in hits) and any(h.snippet.endswith("…") for h in hits)
