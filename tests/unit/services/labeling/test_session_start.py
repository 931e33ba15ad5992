"""A session's start (what a served app's first screen waits for) builds its pair's view once."""

from __future__ import annotations

from labeler.services.labeling.session import LabelingSession
from tests.tui.dbs import make_db


def test_the_start_builds_the_view_of_its_pair_once(tmp_path, monkeypatch):
    repository = make_db(tmp_path / "s.db")
    try:
        session = LabelingSession(repository, "ann")
        built = []
        view = session.view

        def counted(notice=None):
            built.append(notice)
            return view(notice)

        monkeypatch.setattr(session, "view", counted)
        shown = session.start()
        # before: the pair's view (its progress, place and detector verdicts) was built, dropped and built again
        assert built == [None]
        assert shown is not None and (shown.query.id, shown.chunk_id) == ("q1", "c1-01")
        assert shown == session.view()
    finally:
        repository.close()
