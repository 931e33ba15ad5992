"""Fixtures unit tests in several folders share."""

from __future__ import annotations

import pytest

from tests.fake_openai import FAKE_KEY
from tests.unit.estimate_data import write_collection
from tests.projects.judge_project import prefill_pool


@pytest.fixture
def keyed(monkeypatch):
    """OPENAI_API_KEY set to the fake server's key."""
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)


@pytest.fixture
def pool(repository):
    """The prefill pool (tests.projects.judge_project): three queries, seven pool pairs with chunk text, c7 without text."""
    return prefill_pool(repository)


@pytest.fixture
def collection(tmp_path, monkeypatch):
    """The --estimate tests' collection (tests.unit.estimate_data), written to the working directory."""
    monkeypatch.chdir(tmp_path)
    return write_collection(tmp_path)
