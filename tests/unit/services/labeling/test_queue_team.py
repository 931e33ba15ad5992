"""The label queue for a team: assigned pairs only, and independence (others' grades only after grading).

Runs on SQLite and, when a server can be started, PostgreSQL (the any_repository fixture).
"""

from __future__ import annotations

from labeler.domain import Chunk, Pair, Query
from labeler.domain.labeling import QueueFilter
from labeler.services.labeling.session import LabelingSession
from labeler.services.labeling.pair_view import OtherGrade


def build(repository) -> None:
    """q1..q3, each pooling c<i>-1..c<i>-3 at ranks 1..3."""
    repository.upsert_queries([Query(f"q{i}", f"query {i}") for i in (1, 2, 3)])
    repository.upsert_chunks([[Chunk(f"c{i}-{j}", f"chunk {i} {j}") for i in (1, 2, 3) for j in (1, 2, 3)]])
    repository.add_pairs([Pair(f"q{i}", f"c{i}-{j}", "pool", j) for i in (1, 2, 3) for j in (1, 2, 3)])


def walk(session: LabelingSession) -> list[tuple[str, str]]:
    """Every pair the session shows by grading 1 until the queue says it is empty."""
    seen = []
    view = session.start()
    while view is not None and view.grade is None:
        seen.append((view.query.id, view.chunk_id))
        view = session.grade(1)
    return seen


def test_an_annotator_with_assignments_walks_only_those(any_repository):
    build(any_repository)
    any_repository.add_assignments([("q1", "c1-2", "ann"), ("q3", "c3-1", "ann"), ("q3", "c3-3", "ann"), ("q2", "c2-1", "bob")])
    session = LabelingSession(any_repository, "ann")
    view = session.start()
    assert session.assigned_only
    assert (view.query.id, view.chunk_id, view.judged, view.total, view.query_count) == ("q1", "c1-2", 0, 3, 2)
    assert [(p.query_id, p.judged, p.total) for p in session.query_progress()] == [("q1", 0, 1), ("q3", 0, 2)]
    assert walk(session) == [("q1", "c1-2"), ("q3", "c3-1"), ("q3", "c3-3")]
    # the all-pairs filter stays within the assignment too (walking back from the last pair)
    session.set_filter(QueueFilter.ALL)
    seen = {(session.view().query.id, session.view().chunk_id)}
    for _ in range(5):
        view = session.previous()
        seen.add((view.query.id, view.chunk_id))
    assert seen == {("q1", "c1-2"), ("q3", "c3-1"), ("q3", "c3-3")}
    assert session.view().judged == 3


def test_without_assignments_the_queue_is_the_whole_pool(any_repository):
    build(any_repository)
    any_repository.add_assignments([("q2", "c2-1", "bob")])  # someone else's
    session = LabelingSession(any_repository, "ann")
    assert session.start().total == 9 and not session.assigned_only
    assert len(walk(session)) == 9


def test_other_grades_are_shown_only_after_grading(any_repository):
    build(any_repository)
    any_repository.record_judgment("q1", "c1-1", "bob", 3, note="bob's reason")
    any_repository.record_judgment("q1", "c1-1", "carol", 0)
    session = LabelingSession(any_repository, "ann")
    view = session.start()
    assert (view.chunk_id, view.grade, view.other_grades) == ("c1-1", None, ())
    session.grade(2)
    view = session.previous()
    assert view.chunk_id == "c1-1" and view.grade == 2
    assert view.other_grades == (OtherGrade("bob", 3, "bob's reason", "human"), OtherGrade("carol", 0, None, "human"))
    session.undo()
    assert session.view().other_grades == ()


def test_disagreement_filter_only_holds_pairs_this_annotator_graded(any_repository):
    build(any_repository)
    any_repository.record_judgment("q1", "c1-1", "bob", 3)
    any_repository.record_judgment("q1", "c1-1", "carol", 0)  # bob and carol disagree; ann has not graded
    any_repository.record_judgment("q2", "c2-2", "bob", 3)
    any_repository.record_judgment("q2", "c2-2", "ann", 1)  # ann graded and disagrees with bob
    entries = [e for q in ("q1", "q2", "q3") for e in any_repository.queue_page(q, "ann")]
    assert [e.chunk_id for e in entries if e.matches(QueueFilter.DISAGREEMENT)] == ["c2-2"]
    assert any_repository.next_queue_query("ann", QueueFilter.DISAGREEMENT) == "q2"
    # a new annotator (not in the database yet) sees no disagreement at all
    assert any_repository.next_queue_query("newcomer", QueueFilter.DISAGREEMENT) is None
    assert any_repository.other_grades("q2", "c2-2", "newcomer")[0].annotator == "ann"
