"""Pilot tests: LLM prefill from the app against a real HTTP server speaking the OpenAI API."""

from __future__ import annotations

import asyncio
import threading

from textual.widgets import Button, Input, ProgressBar, Select, Static

from labeler.services.project import open_repository
from labeler.tui.screens.prefill import PrefillScreen
from tests.fake_openai import FAKE_KEY, passage_of
from tests.tui.conftest import press, settle, workers_done

MODEL = "fake-judge"


def stored_suggestions(db_path, model: str = MODEL):
    repository = open_repository(str(db_path))
    try:
        return [(s.query_id, s.chunk_id, s.grade) for s in repository.suggestions(model=model)]
    finally:
        repository.close()


def static_text(screen, selector: str) -> str:
    """What a Static shows, rendered to plain text."""
    from rich.console import Console

    console = Console(width=100, record=True, color_system=None)
    console.print(screen.query_one(selector, Static).content)
    return console.export_text()


async def plan_and_start(app, pilot) -> None:
    """Enter in the focused field plans; enter again (on Start) sends; both waited for."""
    for _ in ("plans", "starts"):
        await pilot.press("enter")
        await workers_done(app)
        await pilot.pause()


async def open_prefill(app, pilot, fake, *, scope: str | None = None, pair_filter: str | None = None, concurrency=None):
    """Open the dialog from the command action, point it at the fake server, and plan."""
    app.action_llm_prefill()
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, PrefillScreen)
    assert screen.query_one("#prefill-model", Input).value == MODEL  # from LABELER_JUDGE_MODEL
    screen.query_one("#prefill-url", Input).value = fake.base_url
    if concurrency is not None:
        screen.query_one("#prefill-concurrency", Input).value = str(concurrency)
    if scope is not None:
        screen.query_one("#prefill-scope", Select).value = scope
    if pair_filter is not None:
        screen.query_one("#prefill-filter", Select).value = pair_filter
    await pilot.pause()
    screen.query_one("#prefill-model", Input).focus()
    await pilot.press("enter")  # enter in a field plans
    await workers_done(app)
    await pilot.pause()
    return screen


async def test_plan_run_and_new_suggestions_on_the_label_screen(open_app, db_path, fake_openai, monkeypatch):
    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    fake_openai.scenario.grade = 3
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        label = app.screen
        assert label.view.chunk_id == "c1-01" and label.view.suggestion is None
        screen = await open_prefill(app, pilot, fake_openai)
        # current query only (q1, 4 pairs), nothing answered by this model yet; nothing sent while planning
        assert screen.plan is not None and screen.plan.requests == 4 and screen.plan.cached == 0
        assert "requests to send" in static_text(screen, "#prefill-plan")
        assert fake_openai.chat_requests == []
        assert FAKE_KEY not in static_text(screen, "#prefill-key")
        assert not screen.query_one("#prefill-start", Button).disabled
        await pilot.press("enter")  # Start has the focus
        await workers_done(app)
        await pilot.pause()
        assert screen.summary is not None and screen.summary.done == 4 and not screen.summary.cancelled
        assert screen.query_one("#prefill-progress", ProgressBar).progress == 4
        shown = static_text(screen, "#prefill-summary")
        assert "done" in shown and "wall time" in shown
        # the judge's headline: judged, failed, retries (none against a healthy server), time held back
        assert screen.summary.headline in shown
        assert "4 judged · 0 failed · 0 retries · rate limiter held back " in shown
        assert len(fake_openai.chat_requests) == 4
        await pilot.press("escape")  # closes; the label screen reloads its pair
        await settle(app, pilot)
        assert app.screen is label
        assert label.view.chunk_id == "c1-01"
        assert label.view.suggestion is not None and label.view.suggestion.model == MODEL
        assert label.view.suggestion.grade == 3
        assert static_text(label, "#suggestion").startswith("3 perfectly answers")
        # a second plan of the same pairs is all cached
        screen = await open_prefill(app, pilot, fake_openai)
        assert screen.plan.requests == 0 and screen.plan.cached == 4
        assert screen.query_one("#prefill-start", Button).disabled
        await pilot.press("escape")
        await settle(app, pilot)
    assert sorted(stored_suggestions(db_path)) == [("q1", f"c1-0{j}", 3) for j in range(1, 5)]


async def test_cancel_stores_the_answer_in_flight(open_app, db_path, fake_openai, monkeypatch):
    """The answer asked for when Cancel is pressed is paid for: it is awaited and stored."""
    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    reached, answer = threading.Event(), threading.Event()

    def third_waits(body: dict) -> str | None:
        if "\nChunk 3 about" in passage_of(body):
            reached.set()
            answer.wait(30)  # until the test has pressed Cancel
        return None

    fake_openai.scenario.content = third_waits
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = await open_prefill(app, pilot, fake_openai, scope="all", pair_filter="all", concurrency=1)
        await pilot.press("enter")
        assert await asyncio.to_thread(reached.wait, 10)
        await pilot.press("escape")
        answer.set()
        await workers_done(app)
        await pilot.pause()
        assert screen.summary.cancelled and screen.summary.stored == 3
    assert len(stored_suggestions(db_path)) == 3 == len(fake_openai.chat_requests)


async def test_cancel_keeps_every_suggestion_received(open_app, db_path, fake_openai, monkeypatch):
    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    # the third pair of the queue (q1, c1-03) hangs until cancelled
    fake_openai.scenario.hang = lambda body: "\nChunk 3 about" in passage_of(body)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = await open_prefill(app, pilot, fake_openai, scope="all", pair_filter="all", concurrency=1)
        assert screen.plan.requests == 12
        await pilot.press("enter")
        assert await asyncio.to_thread(fake_openai.hang_started.wait, 10)
        assert screen.running
        await pilot.press("escape")  # cancels, does not close: waits for the answer in flight...
        assert str(screen.query_one("#prefill-cancel", Button).label) == "Stopping (again: drop)"
        await pilot.press("escape")  # ...until pressed again: the hung answer is dropped
        await workers_done(app)
        await pilot.pause()
        assert isinstance(app.screen, PrefillScreen)
        assert screen.summary.cancelled and screen.summary.stored == 2
        assert "Cancelled" in static_text(screen, "#prefill-summary")
        await pilot.press("escape")
        await settle(app, pilot)
        assert app.screen is app.label_screen
    assert stored_suggestions(db_path) == [("q1", "c1-01", 2), ("q1", "c1-02", 2)]


async def test_a_dead_endpoint_is_reported_in_the_dialog(open_app, db_path, monkeypatch):
    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)

        class Closed:
            base_url = "http://127.0.0.1:9/v1"  # discard port: nothing listens

        screen = await open_prefill(app, pilot, Closed)
        await pilot.press("enter")
        await workers_done(app)
        await pilot.pause()
        assert "stopped" in static_text(screen, "#prefill-summary")
        await press(app, pilot, "escape")
    assert stored_suggestions(db_path) == []


async def test_start_without_a_plan_plans_first_and_the_form_is_remembered(open_app, db_path, fake_openai, monkeypatch):
    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        app.action_llm_prefill()
        await pilot.pause()
        screen = app.screen
        start = screen.query_one("#prefill-start", Button)
        assert not start.disabled  # reachable with tab before any plan
        screen.query_one("#prefill-url", Input).value = fake_openai.base_url
        screen.query_one("#prefill-scope", Select).value = "all"
        start.focus()
        await pilot.press("enter")  # plans; sends nothing
        await workers_done(app)
        await pilot.pause()
        assert screen.plan is not None and screen.plan.requests == 12 and fake_openai.chat_requests == []
        assert "requests to send" in static_text(screen, "#prefill-plan")
        await pilot.press("escape")  # closed without running
        await settle(app, pilot)
        app.action_llm_prefill()
        await pilot.pause()
        again = app.screen
        assert isinstance(again, PrefillScreen) and again is not screen
        assert again.query_one("#prefill-url", Input).value == fake_openai.base_url
        assert again.query_one("#prefill-scope", Select).value == "all"
        assert again.query_one("#prefill-model", Input).value == MODEL
        await pilot.press("escape")
        await settle(app, pilot)
    assert stored_suggestions(db_path) == []


async def test_closing_after_a_run_says_the_summary_on_the_label_screen(open_app, db_path, fake_openai, monkeypatch):
    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    fake_openai.scenario.grade = 1
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = await open_prefill(app, pilot, fake_openai)
        await pilot.press("enter")  # Start has the focus
        await workers_done(app)
        await pilot.pause()
        assert screen.summary.done == 4
        await pilot.press("escape")
        await settle(app, pilot)
        assert app.screen is app.label_screen
        said = [(n.title, n.message) for n in app._notifications]
        assert ("LLM prefill", "Finished: 4 suggestions with a grade, 0 cached.") in said


async def test_pairs_waiting_in_a_pending_batch_job_are_not_planned_again(open_app, db_path, fake_openai, monkeypatch):
    """A prefill from the app after `labeler judge --batch` holds back the pairs the job will answer,
    as the command line's live run does: they would be paid for twice."""
    from labeler.domain.batches import BatchRequest
    from labeler.judge import prompt_hash

    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    repository = open_repository(str(db_path))
    try:
        rows = [row for batch in repository.pool_pair_batches(unjudged=False, without_ok_suggestion=False,
                                                               query_ids=None) for row in batch][:3]
        repository.add_batch_job(provider_id="batch_1", model=MODEL, prompt_hash=prompt_hash(None),
                                 base_url=fake_openai.base_url, input_file_id="file-1", status="in_progress",
                                 requests=[BatchRequest(f"r{i}", query_id, chunk_id, "h")
                                           for i, (_, query_id, chunk_id) in enumerate(rows)])
    finally:
        repository.close()
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = await open_prefill(app, pilot, fake_openai, scope="all")
        assert screen.plan is not None and screen.plan.requests == 12 - 3
        assert "held back (in a pending batch job)" in static_text(screen, "#prefill-plan") and screen.plan.pending == 3
        await pilot.press("escape")
        await settle(app, pilot)


def test_the_apps_closing_line_counts_the_answers_stored_from_a_journal() -> None:
    from labeler.services.judging.prefill import PrefillSummary
    from labeler.tui.screens.prefill import summary_words

    summary = PrefillSummary(model="fake-judge", prompt_hash="h", done=4, kept_from_before=3)
    assert summary_words(summary) == ("Finished: 4 suggestions with a grade, 0 cached, 3 answers an earlier run paid "
                                      "for stored first.")
