"""The label queue serves sampled pairs in design order, across queries, through the labeling service."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from labeler.domain.labeling import QueueFilter
from labeler.services.labeling.session import LabelingSession
from labeler.services.estimation.design import sample
from labeler.storage import Repository, open_repository
from tests.projects.sampling_project import MODEL, import_project, write_project


@pytest.fixture
def project(any_db: str, tmp_path: Path) -> Iterator[Repository]:
    """The small sampling project on each backend."""
    import_project(any_db, write_project(tmp_path))
    repo = open_repository(any_db)
    try:
        yield repo
    finally:
        repo.close()


def _grade_all(session: LabelingSession, start_view, limit: int) -> list[tuple[str, str]]:
    """Grade pairs as the label screen does (each grade advances), recording the order served."""
    served = []
    view = start_view
    for _ in range(limit):
        key = (view.query.id, view.chunk_id)
        if key in served:
            break
        served.append(key)
        view = session.grade(1)
    return served


def test_the_session_serves_sampled_pairs_in_design_order_across_queries(project):
    report = sample(project, budget=12, model=MODEL, annotator="ann")
    queries = [q for q, _ in report.chosen]
    assert queries != sorted(queries), "the fixture's design order should interleave queries"
    session = LabelingSession(project, "ann")
    served = _grade_all(session, session.start(), 12)
    assert served == report.chosen


def test_an_extended_budget_continues_in_design_order_after_a_restart(project):
    first = sample(project, budget=5, model=MODEL, annotator="ann")
    session = LabelingSession(project, "ann")
    view = session.start()
    assert _grade_all(session, view, 3) == first.chosen[:3]
    second = sample(project, budget=10, model=MODEL, annotator="ann")
    session = LabelingSession(project, "ann")
    served = _grade_all(session, session.start(), 7)
    assert served == second.chosen[3:10]


def test_a_page_of_assigned_pairs_puts_sampled_pairs_first_in_design_order(project):
    report = sample(project, budget=20, model=MODEL, annotator="ann")
    for query_id in {q for q, _ in report.chosen}:
        page = [entry.chunk_id for entry in project.queue_page(query_id, "ann", assigned=True)]
        assert page == [c for q, c in report.chosen if q == query_id]
    assert project.next_design_pair("ann", QueueFilter.UNJUDGED) == report.chosen[0]
    assert project.next_design_pair("nobody", QueueFilter.UNJUDGED) is None
