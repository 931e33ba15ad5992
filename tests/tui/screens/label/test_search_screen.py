"""The search screen on the demo: a query found by its words comes first, opens that query, and
chunk snippets in the list are cut between words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import OptionList

from labeler.services.project import open_repository
from tests.tui.conftest import search_for, settle


def corpus_words() -> set[str]:
    """Every whole word of the demo corpus's titles and texts (and the — that joins a title to a text)."""
    from labeler.services.demo import demo_data_dir

    rows = [json.loads(line) for line in (demo_data_dir() / "corpus.jsonl").read_text().splitlines() if line]
    return {"—"} | {w for row in rows for w in f"{row.get('title') or ''} {row['text']}".split()}


@pytest.fixture
def demo_app(tmp_path):
    """The app on a fresh demo database (closed afterwards)."""
    from labeler.services.demo import build_demo
    from labeler.tui.app import create_app

    path = Path(tmp_path) / "demo.db"
    build_demo(path).close()
    repository = open_repository(str(path))
    yield create_app(repository, "alice")
    repository.close()


async def test_a_query_hit_leads_the_list_and_opens_that_query(demo_app):
    app = demo_app
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(app, pilot)
        await search_for(app, pilot, "sourdough starter")
        options = app.screen.query_one(OptionList)
        prompts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert prompts[0].startswith("query q04  why does my sourdough not rise — ")
        chunks = [p for p in prompts if p.startswith("chunk")]
        assert chunks and all(set(p.split("  ", 1)[1].strip("…").split()) <= corpus_words() for p in chunks), prompts
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.label_screen.view.query.id == "q04"
