"""Where the app runs out of things to do it says which key or command goes on: the queue emptied
(e, or `labeler eval`; f), nothing graded to evaluate (escape, then r), no runs (the Setup tab or
`labeler import run`); and `?`'s help says, where it opens, that escape closes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.conftest import open_evaluation, press, screen_text, settle
from tests.tui.dbs import make_db


@pytest.fixture
def ungraded_db(tmp_path: Path) -> Path:
    """The demo's queries, chunks and bm25 run, pooled, and nothing graded."""
    from labeler.paths import demo_data_dir
    from labeler.services.importing import import_chunks, import_queries, import_run
    from labeler.services.pooling import pool
    from labeler.services.project import open_repository

    path = tmp_path / "ungraded.db"
    repository = open_repository(str(path))
    try:
        data = demo_data_dir()
        import_queries(repository, data / "queries.jsonl")
        import_chunks(repository, data / "corpus.jsonl")
        import_run(repository, data / "run-bm25.trec")
        pool(repository, 2)
    finally:
        repository.close()
    return path


def app_on(path: Path):
    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    return create_app(open_repository(str(path)), "alice")


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
async def test_the_help_says_where_it_opens_that_escape_closes_it(tmp_path, size):
    app = app_on_db(tmp_path)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        top = screen_text(app).splitlines()[: size[1] // 2]
        assert any("escape closes this help" in line for line in top), "\n".join(top)
        await pilot.press("escape")
        await pilot.pause()
        assert "escape closes this help" not in screen_text(app)


def app_on_db(tmp_path: Path):
    make_db(tmp_path / "small.db", queries=1, pairs_per_query=2).close()
    return app_on(tmp_path / "small.db")


async def test_an_emptied_queue_says_where_to_go_on(tmp_path):
    app = app_on_db(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2")
        await press(app, pilot, "1")
        notice = app.label_screen.view.notice or ""
        assert notice.startswith("Queue empty") and "e scores the runs with your grades (`labeler eval` in a shell)" \
            in notice and "f changes the queue" in notice


async def test_evaluating_before_anything_is_graded_says_how_to_go_on(ungraded_db):
    app = app_on(ungraded_db)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_evaluation(app, pilot)
        message = str(screen.query_one("#summary-message").render())
        assert message.startswith("Nothing to evaluate yet: no pair is graded. escape goes back to grading")
        assert "--qrels" not in message  # a command-line flag is no way on in the app
        assert not [n for n in app._notifications if n.severity == "error"]  # nothing failed
        await pilot.press("escape")
        await settle(app, pilot)
        await press(app, pilot, "2")
        await open_evaluation(app, pilot)
        assert app.screen.state.error is None and app.screen.state.data is not None
