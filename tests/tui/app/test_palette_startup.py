"""The command palette reads the query list (for its "Go to query" hits) off the UI thread each time it
opens. Keys typed while that read is still under way (a loaded machine, a big project, a quick typist)
must not cost the palette its own commands: the role's commands are there from the first key, the
queries join the hits once read."""

from __future__ import annotations

import threading

from textual.command import CommandList, CommandPalette

from tests.tui.conftest import settle, workers_done


def _slow_query_list(app, monkeypatch) -> threading.Event:
    """The session's query list held back until the returned event is set (a slow database read)."""
    gate = threading.Event()
    read = app.session.query_progress

    def held_back(*args, **kwargs):
        gate.wait(30)
        return read(*args, **kwargs)

    monkeypatch.setattr(app.session, "query_progress", held_back)
    return gate


async def _shown(app, pilot, needle: str) -> list[str]:
    """The palette's listed prompts once one holds needle (bounded: every worker waited for, no sleep)."""
    assert isinstance(app.screen, CommandPalette)
    prompts: list[str] = []
    for _ in range(100):
        await workers_done(app)
        await pilot.pause()
        listed = app.screen.query_one(CommandList)
        prompts = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        if any(needle in prompt for prompt in prompts):
            break
    return prompts


async def test_keys_typed_while_the_palette_reads_the_queries_keep_its_commands(open_app, monkeypatch):
    app = open_app()  # the owner's app: a coordinator, who may prefill
    gate = _slow_query_list(app, monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+p", *"Run LLM")  # typed before the query list is read
        gate.set()
        prompts = await _shown(app, pilot, "Run LLM prefill")
        assert any("Run LLM prefill" in prompt for prompt in prompts), prompts


async def test_the_queries_join_the_palette_once_read(open_app, monkeypatch):
    app = open_app()
    gate = _slow_query_list(app, monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+p", *"Go to query q2")
        gate.set()
        prompts = await _shown(app, pilot, "Go to query q2:")
        assert any(prompt.startswith("Go to query q2:") for prompt in prompts), prompts
