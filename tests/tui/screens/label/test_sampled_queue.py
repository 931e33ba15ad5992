"""Pilot test: the label screen serves the pairs `labeler sample` chose in design order, across queries."""

from __future__ import annotations

import pytest

from labeler.services.project import open_repository
from labeler.services.estimation.design import sample
from tests.projects.sampling_project import MODEL, import_project, write_project
from tests.tui.conftest import ANNOTATOR, press, settle


@pytest.fixture
def sampled_db(tmp_path):
    """The sampling project with 8 pairs chosen for the test annotator; returns (path, chosen order)."""
    path = tmp_path / "sampled.db"
    import_project(path, write_project(tmp_path))
    repository = open_repository(str(path))
    try:
        chosen = sample(repository, budget=8, model=MODEL, annotator=ANNOTATOR).chosen
    finally:
        repository.close()
    return path, chosen


async def test_grading_on_the_label_screen_follows_the_design_order(sampled_db):
    from labeler.tui.app import create_app

    path, chosen = sampled_db
    repository = open_repository(str(path))
    try:
        app = create_app(repository, ANNOTATOR)
        async with app.run_test(size=(120, 36)) as pilot:
            await settle(app, pilot)
            served = []
            for _ in chosen:
                view = app.label_screen.view
                served.append((view.query.id, view.chunk_id))
                await press(app, pilot, "2")
            assert served == chosen
    finally:
        repository.close()
