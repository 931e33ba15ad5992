"""The label session's detector verdicts, read with the next pairs of the page (services.labeling.suspects_ahead):
the same flags as pair by pair, in one detector call per page, and never stale when a chunk's text changes."""

from __future__ import annotations

import json
import os

import pytest
from sqlalchemy import event

from labeler.domain import Chunk, Pair, Query
from labeler.domain.labeling import QueueFilter
from labeler.services.judging.suspects import pair_flags, read_pool_ahead
from labeler.services.labeling.session import LabelingSession
from labeler.services.labeling.suspects_ahead import READ_AHEAD
from tests.projects.suspects_project import (
    CHUNKS,
    FLAGGED,
    POOL,
    QUERIES,
    count_detector_calls,
    suspects_pool,
)


@pytest.fixture
def project(repository):
    return suspects_pool(repository)


@pytest.fixture
def detector_calls(monkeypatch) -> list[int]:
    """The number of pairs of each call to the detector."""
    return count_detector_calls(monkeypatch)


def walk(session: LabelingSession, pairs: int) -> list[tuple[tuple[str, str], tuple[str, ...] | None]]:
    """(pair, reasons of its flags) of each pair shown, grading each to reach the next."""
    view = session.read_suspects()
    seen = []
    for _ in range(pairs):
        flags = None if view.suspects is None else tuple(str(flag.reason) for flag in view.suspects)
        seen.append(((view.query.id, view.chunk_id), flags))
        view = session.grade(1)
    return seen


def test_each_pair_shows_the_flags_it_has_alone_in_one_detector_call_per_page(project, detector_calls):
    session = LabelingSession(project, "ann", queue_filter=QueueFilter.ALL)
    session.start()
    seen = walk(session, len(POOL))
    # pair by pair this was one call per pair with text (7); read ahead, one per query's page
    assert detector_calls == [3, 2, 2]
    assert [pair for pair, _ in seen] == POOL
    chunks = {chunk.id: chunk for chunk in CHUNKS}
    queries = {query.id: query for query in QUERIES}
    for (query_id, chunk_id), reasons in seen:
        alone = pair_flags(queries[query_id], chunks[chunk_id]) if chunks[chunk_id].text.strip() else ()
        assert reasons == tuple(str(flag.reason) for flag in alone)
        assert bool(reasons) == ((query_id, chunk_id) in FLAGGED)


def test_a_long_page_is_read_READ_AHEAD_pairs_at_a_time(repository, detector_calls):
    pairs = 2 * READ_AHEAD + 3
    repository.upsert_queries([Query("q", "heat pumps in winter")])
    repository.upsert_chunks([[Chunk(f"c{i}", f"Heat pumps, part {i}, keep a house warm.") for i in range(pairs)]])
    repository.add_pairs([Pair("q", f"c{i}", "pool", i + 1) for i in range(pairs)])
    session = LabelingSession(repository, "ann")
    session.start()
    assert [flags for _, flags in walk(session, pairs)] == [()] * pairs
    assert detector_calls == [READ_AHEAD + 1, READ_AHEAD + 1, 1]


def test_a_chunk_imported_again_after_it_was_read_ahead_is_judged_on_its_new_text(project, detector_calls):
    session = LabelingSession(project, "ann")
    session.start()
    view = session.read_suspects()
    assert (view.chunk_id, view.suspects) == ("c1", ())  # a1 (flagged) and a3 were read ahead with it
    clean = next(chunk for chunk in CHUNKS if chunk.id == "c3").text
    project.upsert_chunks([[Chunk("a1", clean)]])  # another import: a1's text is clean now
    view = session.grade(2)
    assert (view.chunk_id, view.suspects) == ("a1", ())
    view = session.grade(2)
    assert view.chunk_id == "a3" and [str(flag.reason) for flag in view.suspects or ()] == ["stuffing"]
    assert detector_calls == [3, 1]  # a1 read again on its new text; a3's verdict from the first call


def test_pairs_whose_verdicts_the_process_keeps_are_not_read_again(project, detector_calls):
    read_pool_ahead(project)
    assert detector_calls == [len(POOL) - 1]
    session = LabelingSession(project, "ann", queue_filter=QueueFilter.ALL)
    session.start()
    statements: list[str] = []

    def sent(conn, cursor, sql, *rest):
        statements.append(" ".join(sql.split()))

    event.listen(project.engine, "before_cursor_execute", sent)
    try:
        seen = walk(session, len(POOL))
    finally:
        event.remove(project.engine, "before_cursor_execute", sent)
    assert detector_calls == [len(POOL) - 1]  # the session read none: 0 calls per grade
    assert {pair for pair, reasons in seen if reasons} == set(FLAGGED)
    assert [sql for sql in statements if "FROM chunk WHERE chunk.id IN" in sql] == []  # no chunk fetched ahead


def test_an_app_forked_after_the_pool_was_read_ahead_reads_no_verdict(project, detector_calls):
    read_pool_ahead(project)
    readable, writable = os.pipe()
    pid = os.fork()
    if pid == 0:  # the forked app: walk the pool, say how many pairs the detector read
        code = 1
        try:
            os.close(readable)
            session = LabelingSession(project, "ann", queue_filter=QueueFilter.ALL)
            session.start()
            seen = walk(session, len(POOL))
            flagged = sorted(f"{q}/{c}" for (q, c), reasons in seen if reasons)
            os.write(writable, json.dumps([detector_calls, flagged]).encode())
            code = 0
        finally:
            os._exit(code)
    os.close(writable)
    with os.fdopen(readable, "rb") as told:
        calls, flagged = json.loads(told.read())
    assert os.waitpid(pid, 0)[1] == 0
    assert calls == [len(POOL) - 1]  # only the parent's read before the fork
    assert flagged == sorted(f"{q}/{c}" for q, c in FLAGGED)
