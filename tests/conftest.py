"""Shared fixtures: every test runs with an isolated HOME, XDG dirs and environment."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

# Property tests explore new examples on a developer's machine and replay a fixed set in CI
# (CI=true), so a CI run is reproducible and a failure found locally is never a CI coin toss.
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

pytest_plugins = ["tests.storage_fixtures", "tests.fake_openai", "tests.postgres", "tests.shared_data"]


@pytest.fixture(autouse=True)
def _isolated_environment(tmp_path_factory, monkeypatch):
    """Keep tests away from the developer's home, keys and LABELER_* settings."""
    home = tmp_path_factory.mktemp("home")
    for name in list(os.environ):
        if name.startswith(("LABELER_", "OPENAI_", "AZURE_OPENAI_")):
            monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    for xdg in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(xdg, str(home / xdg.lower()))
    monkeypatch.setenv("LABELER_ANNOTATOR", "tester")
    # An app created for a caller makes that caller the process's (labeler.services.roles.act_as):
    # each test starts as the database's owner again.
    from labeler.services import roles

    monkeypatch.setattr(roles, "_unbound", roles.OWNER)
    yield
