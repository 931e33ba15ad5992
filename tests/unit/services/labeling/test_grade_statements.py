"""A grade's round trips, counted on the real engine (SQLAlchemy's before_cursor_execute) on both backends:
the write is one transaction of a few statements, the progress comes back from the write itself, and the
kept counts it moves stay what a recount finds."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event

from labeler.domain import Chunk, JudgmentSource, Pair, Query
from labeler.services.labeling.session import LabelingSession

# SQLite: BEGIN IMMEDIATE, the state read, the insert, the counts' upsert; PostgreSQL: the annotator's
# and the kept counts' row locks, the state read, the insert and the counts' upsert in one statement.
# The next pair's chunk comes with the state read. (13 and 15 before; then 5 and 7; then 5 and 5.)
MOST_PER_GRADE = {"sqlite": 4, "postgresql": 4}


def _project(repository, queries: int = 2, pairs: int = 6) -> None:
    repository.upsert_queries([Query(id=f"q{i}", text=f"query {i}") for i in range(queries)])
    repository.upsert_chunks([[Chunk(id=f"c{i}-{j}", text=f"chunk {i} {j}") for i in range(queries) for j in range(pairs)]])
    repository.add_pairs([Pair(f"q{i}", f"c{i}-{j}", "pool", j + 1) for i in range(queries) for j in range(pairs)])


@contextmanager
def _statements(repository) -> Iterator[list[str]]:
    seen: list[str] = []

    def record(conn, cursor, statement, parameters, context, executemany) -> None:
        seen.append(" ".join(statement.split()))

    event.listen(repository.engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(repository.engine, "before_cursor_execute", record)


def _chunk_reads(statements: list[str]) -> list[str]:
    """The reads of one chunk by its id (the detector's read-ahead of several, IN (...), aside)."""
    return [s for s in statements if s.startswith("SELECT chunk.id") and " IN (" not in s]


def test_a_grade_is_a_few_statements_and_reads_no_progress(any_repository) -> None:
    repository = any_repository
    _project(repository)
    session = LabelingSession(repository, "ann")
    session.start()
    session.grade(1)  # the annotator's row exists from here on, as in a session that has graded
    for grade in (2, 3, 0):
        with _statements(repository) as seen:
            view = session.grade(grade)
        assert len(seen) <= MOST_PER_GRADE[repository.engine.dialect.name], seen
        # main's progress read after the write: the annotator's id again, then their kept count and the pool's
        progress_reads = [s for s in seen if s.startswith("SELECT kept_count.name, kept_count.n")
                          or (s.startswith("SELECT annotator.id FROM annotator") and "FOR UPDATE" not in s)]
        assert not progress_reads, seen
    assert (view.judged, view.total) == (4, 12)


def test_progress_after_a_grade_counts_another_tabs_grades(any_repository) -> None:
    repository = any_repository
    _project(repository)
    first, second = LabelingSession(repository, "ann"), LabelingSession(repository, "ann")
    first.start()
    second.start()
    first.grade(1)
    second.go_to("q1")
    second.grade(2)
    second.grade(2)
    assert first.grade(3).judged == 4  # its own two and the other tab's two


def test_regrades_skips_and_assigned_grades_keep_the_counts_a_recount_finds(any_repository) -> None:
    repository = any_repository
    _project(repository)
    repository.add_assignments([("q0", "c0-0", "bob"), ("q0", "c0-1", "bob")])
    repository.skip("q0", "c0-2", "ann")
    for grade in (1, 2):
        repository.record_grade("q0", "c0-2", "ann", grade)  # a skipped pair, then a regrade
    repository.record_grade("q0", "c0-0", "bob", 3)
    repository.record_grade("q0", "c0-0", "bob", 1, source=JudgmentSource.ADJUDICATED)
    repository.record_grade("q0", "c0-0", "ann", 2)
    _, progress = repository.record_grade("q1", "new-chunk", "cyd", 0)  # a new annotator and a new pair
    assert progress == (1, 13)
    assert not repository.skipped("ann")
    assert repository.assignment_progress()["bob"] == (2, 0)  # an adjudication is not bob's own grade
    assert repository.recount() == {}


def test_postgres_reads_between_grades_keep_the_grades_statements_prepared(pg_db) -> None:
    """psycopg forgets every statement it prepared at a ROLLBACK: the label session's reads between
    grades (a chunk the grade did not read, a new page) end in none, so the server runs a grade's statements prepared
    instead of parsing and planning each one again at every grade."""
    from labeler.services.project import open_repository

    repository = open_repository(pg_db)
    try:
        _project(repository, pairs=12)
        session = LabelingSession(repository, "ann")
        session.start()
        for grade in range(8):
            session.grade(grade % 4)
        with repository.engine.connect() as conn:
            prepared = conn.exec_driver_sql("SELECT statement FROM pg_prepared_statements").scalars().all()
        assert any("INSERT INTO judgment" in s for s in prepared), prepared
        assert any("chunk AS ahead" in s for s in prepared), prepared  # the state read, the next chunk with it
    finally:
        repository.close()


def test_the_next_pairs_chunk_comes_with_the_grade_as_the_database_holds_it(any_repository) -> None:
    """The chunk shown after a grade is read in the grade's own transaction (no read of its own), as
    committed then: a chunk imported again with another text since the page was loaded shows its new text."""
    repository = any_repository
    _project(repository)
    session = LabelingSession(repository, "ann")
    session.start()
    session.grade(1)
    repository.upsert_chunks([[Chunk(id="c0-2", text="imported again", title="new title")]])
    with _statements(repository) as seen:
        view = session.grade(2)
    assert (view.chunk_id, view.chunk.text, view.chunk.title) == ("c0-2", "imported again", "new title")
    assert not _chunk_reads(seen), seen  # no read of its own
    view = session.grade(3)
    assert (view.chunk_id, view.chunk.text) == ("c0-3", "chunk 0 3")


def test_a_move_the_grade_did_not_foresee_reads_its_own_chunk(any_repository) -> None:
    """The last pair of a page: the next page's first chunk is read by the move (the grade named none)."""
    repository = any_repository
    _project(repository, pairs=2)
    session = LabelingSession(repository, "ann")
    session.start()
    session.grade(1)
    with _statements(repository) as seen:
        view = session.grade(2)
    assert (view.query.id, view.chunk_id, view.chunk.text) == ("q1", "c1-0", "chunk 1 0")
    assert _chunk_reads(seen), seen
