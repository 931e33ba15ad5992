"""End-to-end tests' shared teardown."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_terminal_left():
    """Each test's pty children end with it, failed or not (a failed wait used to leave the app running)."""
    yield
    from tests.e2e.test_tui_pty import Terminal

    while Terminal.running:
        Terminal.running.pop().close()
