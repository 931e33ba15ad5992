"""Pilot tests of consistency checks: a re-shown pair is blind, its grade is stored as a repeat,
and the palette's Self-agreement reports it."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from labeler.domain import JudgmentSource
from labeler.services.project import open_repository
from tests.tui.conftest import press, settle, workers_done
from tests.tui.dbs import chunk_id, make_db


def rendered(screen, selector: str) -> str:
    from rich.console import Console

    console = Console(width=80, record=True, color_system=None)
    console.print(screen.query_one(selector, Static).content)
    return console.export_text()


def screen_text(app) -> str:
    """What the label screen's header, side panel and chunk show."""
    label = app.label_screen
    parts = ("#header-bar", "#rubric-short", "#judgment", "#others", "#suggestion")
    return "\n".join(rendered(label, s) for s in parts if label.query_one(s).display)


@pytest.fixture
def checked_db(tmp_path):
    """alice graded q1's first 20 pairs (c1-01: 3 with a note), bob graded c1-01, the LLM suggested 3."""
    path = tmp_path / "consistency.db"
    repository = make_db(path, queries=2, pairs_per_query=25, suggestions={(0, 0): (3, "LLM-REASON-XYZ", 0.9)})
    repository.record_judgment("q1", "c1-01", "alice", 3, note="OLD-NOTE-XYZ")
    repository.record_judgment("q1", "c1-01", "bob", 0, note="BOBS-NOTE")
    for j in range(1, 20):
        repository.record_judgment("q1", chunk_id(0, j), "alice", 1)
    repository.close()
    return path


def build(path, **options):
    from labeler.tui.app import create_app

    return create_app(open_repository(str(path)), "alice", **options)


async def test_a_rechecked_pair_is_blind_and_its_grade_is_stored_as_a_repeat(checked_db):
    app = build(checked_db, consistency=1.0, seed=0)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(app, pilot)
        label = app.label_screen
        assert label.view.chunk_id == "c1-21"
        app.clear_notifications()
        await press(app, pilot, "2")  # the 21st grade: c1-01 is now 20 grades old, and comes back
        view = label.view
        assert view.consistency_check and view.chunk_id == "c1-01"
        shown = screen_text(app)
        for secret in ("OLD-NOTE-XYZ", "LLM-REASON-XYZ", "BOBS-NOTE", "bob", "your grade", "▶"):
            assert secret not in shown, secret
        assert "consistency check" in str(label.query_one("#header-bar").render()), "the check is labelled while shown"
        assert not label.query_one("#suggestion").display and not label.query_one("#others").display
        assert any("Consistency check" in n.message for n in app._notifications)
        await press(app, pilot, "enter")  # the hidden suggestion cannot be accepted either
        assert label.view.chunk_id == "c1-01" and label.view.grade is None
        await press(app, pilot, "1")
        assert label.view.chunk_id == "c1-22" and not label.view.consistency_check
    app.session.repository.close()
    repository = open_repository(str(checked_db))
    history = [(j.grade, j.source, s) for j, s in repository.judgment_history() if (j.annotator, j.chunk_id) == ("alice", "c1-01")]
    repository.close()
    assert history == [(3, JudgmentSource.HUMAN, "superseded"), (1, JudgmentSource.CONSISTENCY, "current")]


async def test_consistency_off_shows_no_check(checked_db):
    app = build(checked_db, seed=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2", "2")
        assert app.label_screen.view.chunk_id == "c1-23" and not app.label_screen.view.consistency_check
    app.session.repository.close()


async def test_palette_self_agreement_shows_the_numbers(checked_db):
    repository = open_repository(str(checked_db))
    repository.record_judgment("q1", "c1-02", "alice", 1, source=JudgmentSource.CONSISTENCY)  # same as before
    repository.record_judgment("q1", "c1-01", "alice", 2, source=JudgmentSource.CONSISTENCY)  # 3 before
    repository.close()
    app = build(checked_db)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        app.clear_notifications()
        await pilot.press("ctrl+p")
        await pilot.press(*"Self-agreement")
        await workers_done(app)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await workers_done(app)
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert any("alice: 2, 50% same" in m and "|diff| 0.50" in m for m in messages), messages
    app.session.repository.close()
