"""Pilot tests: a pair without query or chunk text can be graded, with one warning per query."""

from __future__ import annotations

import pytest

from labeler.services.project import open_repository
from labeler.tui.screens.label.chunk_view import ChunkView
from tests.tui.conftest import ANNOTATOR, press, settle
from tests.tui.dbs import make_db


@pytest.fixture
def holey_db(tmp_path):
    """q1's chunks c1-01 and c1-02 have no text; q2 has no query text."""
    path = tmp_path / "holey.db"
    make_db(path, chunk_texts={(0, 0): "", (0, 1): "   "}, query_texts={1: ""}).close()
    return path


def warnings(app) -> list[str]:
    return [n.message for n in app._notifications if n.severity == "warning"]


async def test_grading_a_pair_without_text_warns_once_per_query(holey_db):
    from labeler.tui.app import create_app

    repository = open_repository(str(holey_db))
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            assert "no text in the database" in str(app.screen.query_one(ChunkView).body)
            await press(app, pilot, "2")
            assert app.label_screen.view.chunk_id == "c1-02"
            said = warnings(app)
            assert len(said) == 1 and "chunk c1-01 has no text" in said[0]
            assert "labeler import chunks" in said[0]
            app.clear_notifications()
            await press(app, pilot, "1", "0", "0")  # the rest of q1: said already
            assert warnings(app) == []
            assert app.label_screen.view.query.id == "q2"
            assert "no text in the database" in str(app.screen.query_one("#query-text").content)
            await press(app, pilot, "3")
            said = warnings(app)
            assert len(said) == 1 and "query q2 has no text" in said[0] and "labeler import queries" in said[0]
        grades = {j.chunk_id: j.grade for j in repository.current_judgments(ANNOTATOR)}
        assert grades == {"c1-01": 2, "c1-02": 1, "c1-03": 0, "c1-04": 0, "c2-01": 3}
    finally:
        repository.close()
