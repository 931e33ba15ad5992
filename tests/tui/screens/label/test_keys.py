"""Pilot tests for every key of the label screen, checked against what the repository holds."""

from __future__ import annotations

from labeler.domain import JudgmentSource
from labeler.domain.labeling import QueueFilter
from labeler.services.project import open_repository
from labeler.tui.screens.help import HelpScreen
from labeler.tui.screens.label.note import NoteScreen
from labeler.tui.screens.label.queries import QueryListScreen
from tests.tui.conftest import ANNOTATOR, press, search_for, settle, workers_done


def repo_state(db_path):
    """(current judgments by pair, judgment history rows, skipped pairs) of the annotator."""
    repository = open_repository(str(db_path))
    try:
        current = {(j.query_id, j.chunk_id): j for j in repository.current_judgments(ANNOTATOR)}
        history = [(j.query_id, j.chunk_id, j.grade, status) for j, status in repository.judgment_history()]
        return current, history, repository.skipped(ANNOTATOR)
    finally:
        repository.close()


def where(app):
    view = app.label_screen.view
    return view.query.id, view.chunk_id


async def test_enter_accepts_the_llm_suggestion_as_llm_accepted(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "enter")  # c1-01 has no suggestion: nothing recorded
        assert where(app) == ("q1", "c1-01")
        await press(app, pilot, "right")
        assert where(app) == ("q1", "c1-02")
        await press(app, pilot, "enter")
        assert where(app) == ("q1", "c1-03")
    current, _, _ = repo_state(db_path)
    assert list(current) == [("q1", "c1-02")]
    assert current[("q1", "c1-02")].grade == 2
    assert current[("q1", "c1-02")].source is JudgmentSource.LLM_ACCEPTED


async def test_arrows_and_j_k_move_across_queries(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "right", "j", "j")
        assert where(app) == ("q1", "c1-04")
        await press(app, pilot, "right")
        assert where(app) == ("q2", "c2-01")
        await press(app, pilot, "left")
        assert where(app) == ("q1", "c1-04")
        await press(app, pilot, "k", "k", "k", "k")
        assert where(app) == ("q1", "c1-01")
        assert "Start of the queue" in (app.label_screen.view.notice or "")


async def test_grade_then_step_back_and_regrade_keeps_history(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "1", "left")
        assert where(app) == ("q1", "c1-01") and app.label_screen.view.grade == 1
        await press(app, pilot, "3")
        assert where(app) == ("q1", "c1-02")
    current, history, _ = repo_state(db_path)
    assert current[("q1", "c1-01")].grade == 3
    assert [(g, s) for q, c, g, s in history if c == "c1-01"] == [(1, "superseded"), (3, "current")]


async def test_skip_then_skipped_filter_then_undo_unskips(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "s")
        assert where(app) == ("q1", "c1-02")
        assert repo_state(db_path)[2] == {("q1", "c1-01")}
        await press(app, pilot, "f", "f", "f", "f")
        assert app.label_screen.view.queue_filter is QueueFilter.SKIPPED
        assert where(app) == ("q1", "c1-01")
        await press(app, pilot, "f")
        assert app.label_screen.view.queue_filter is QueueFilter.UNJUDGED
        await press(app, pilot, "u")
        assert where(app) == ("q1", "c1-01")
    assert repo_state(db_path)[2] == set()


async def test_undo_walks_back_across_queries_and_keeps_history(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "0", "1", "2", "3", "2")
        assert where(app) == ("q2", "c2-02")
        await press(app, pilot, "u")
        assert where(app) == ("q2", "c2-01") and app.label_screen.view.grade is None
        await press(app, pilot, "u")
        assert where(app) == ("q1", "c1-04") and app.label_screen.view.grade is None
        assert app.label_screen.view.judged == 3
    current, history, _ = repo_state(db_path)
    assert set(current) == {("q1", "c1-01"), ("q1", "c1-02"), ("q1", "c1-03")}
    assert ("q2", "c2-01", 2, "undone") in history and ("q1", "c1-04", 3, "undone") in history


async def test_undo_after_restart_uses_the_stored_history(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2", "2")
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        assert where(app) == ("q1", "c1-03")
        await press(app, pilot, "u")
        assert where(app) == ("q1", "c1-02")
    assert set(repo_state(db_path)[0]) == {("q1", "c1-01")}


async def test_note_before_grading_is_saved_with_the_grade_and_edits_after(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("n")
        assert isinstance(app.screen, NoteScreen)
        await pilot.press(*"[b]odd[/b]", "enter")
        await settle(app, pilot)
        assert app.label_screen.view.note == "[b]odd[/b]" and app.label_screen.view.note_pending
        await press(app, pilot, "1")
        assert repo_state(db_path)[0][("q1", "c1-01")].note == "[b]odd[/b]"
        await press(app, pilot, "left", "n")
        await pilot.press("ctrl+u", *"changed", "enter")  # ctrl+u clears the input line
        await settle(app, pilot)
        await pilot.press("n", "escape")  # escape leaves the note alone
        await settle(app, pilot)
    current, _, _ = repo_state(db_path)
    assert current[("q1", "c1-01")].note == "changed"
    assert current[("q1", "c1-01")].grade == 1


async def test_seconds_spent_are_recorded_per_judgment(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "down", "up", "1", "2")
    current, _, _ = repo_state(db_path)
    seconds = [j.seconds_spent for j in current.values()]
    assert len(seconds) == 2 and all(s is not None and 0 <= s < 120 for s in seconds)


async def test_search_jumps_to_the_chosen_query(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await search_for(app, pilot, "battery")
        await pilot.press("enter")
        await settle(app, pilot)
        assert where(app)[0] == "q3"


async def test_blind_mode_hides_the_suggestion_until_graded(open_app, db_path):
    app = open_app(blind=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "right")
        view = app.label_screen.view
        assert view.blind and view.suggestion is not None and view.suggestion_hidden
        await press(app, pilot, "enter")  # refused: blind mode asks for your own grade first
        assert where(app) == ("q1", "c1-02")
        await press(app, pilot, "b")
        assert not app.label_screen.view.blind and not app.label_screen.view.suggestion_hidden
    assert repo_state(db_path)[0] == {}


async def test_query_list_shows_counts_and_jumps(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "1", "g")
        assert isinstance(app.screen, QueryListScreen)
        await workers_done(app)
        await pilot.pause()
        table = app.screen.query_one("#query-table")
        assert table.row_count == 3
        assert str(table.get_row_at(0)[2]) == "1/4"
        await pilot.press("down", "down", "enter")
        await settle(app, pilot)
        assert where(app) == ("q3", "c3-01")


async def test_help_screen_lists_keys_and_closes(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert app.screen is app.label_screen


async def test_keys_can_be_rebound_by_binding_id(open_app, db_path):
    app = open_app(keymap={"labeler.grade_0": "z", "labeler.next": "x"})
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "0")  # no longer bound
        assert where(app) == ("q1", "c1-01")
        await press(app, pilot, "z", "x")
        assert where(app) == ("q1", "c1-03")
    assert {k: j.grade for k, j in repo_state(db_path)[0].items()} == {("q1", "c1-01"): 0}


async def test_q_quits_after_typed_ahead_grades_are_committed(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("3", "2", "1", "q")
        await settle(app, pilot)  # every queued job, not only the workers running now: one starts the next
    assert app.return_code == 0
    assert {k[1]: j.grade for k, j in repo_state(db_path)[0].items()} == {"c1-01": 3, "c1-02": 2, "c1-03": 1}


async def test_ctrl_q_quits(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0


async def test_palette_switches_filter_and_exports_qrels(open_app, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2")
        await pilot.press("ctrl+p")
        await pilot.press(*"Queue filter: all")
        await workers_done(app)
        await pilot.pause()
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.label_screen.view.queue_filter is QueueFilter.ALL
        await pilot.press("ctrl+p")
        await pilot.press(*"Export qrels")
        await workers_done(app)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await workers_done(app)
        await pilot.pause()
    qrels = (tmp_path / "exports" / "qrels.txt").read_text().split("\n")
    assert "q1 0 c1-01 2" in qrels
