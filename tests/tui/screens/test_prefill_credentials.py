"""The prefill dialog never shows a credential OPENAI_BASE_URL carries, and the run still sends it."""

from __future__ import annotations

import base64
import secrets

from textual.widgets import Input

from labeler.tui.screens.prefill import PrefillScreen
from tests.tui.conftest import press, settle
from tests.tui.screens.test_prefill_screen import MODEL, plan_and_start, static_text, stored_suggestions


async def test_the_url_from_the_environment_is_shown_without_its_credential(open_app, db_path, fake_openai,
                                                                            monkeypatch):
    password = secrets.token_urlsafe(16)
    host = fake_openai.base_url.split("://", 1)[1]
    monkeypatch.setenv("OPENAI_BASE_URL", f"http://alice:{password}@{host}")
    monkeypatch.setenv("LABELER_JUDGE_MODEL", MODEL)
    fake_openai.scenario.grade = 2
    async with open_app().run_test(size=(100, 30)) as pilot:
        app = pilot.app
        await settle(app, pilot)
        app.action_llm_prefill()
        await pilot.pause()
        assert isinstance(app.screen, PrefillScreen)
        screen = app.screen
        assert screen.query_one("#prefill-url", Input).value == fake_openai.base_url  # from the environment
        screen.query_one("#prefill-model", Input).focus()
        await plan_and_start(app, pilot)
        assert password not in static_text(screen, "#prefill-key")
        assert fake_openai.base_url in static_text(screen, "#prefill-key")
        await press(app, pilot, "escape")
    basic = "Basic " + base64.b64encode(f"alice:{password}".encode()).decode()
    assert fake_openai.chat_requests and {r.headers.get("authorization") for r in fake_openai.chat_requests} == {basic}
    assert len(stored_suggestions(db_path)) == 4
