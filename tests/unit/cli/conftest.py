"""Fixtures the command-line tests share."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.projects.judge_project import judge_db


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A project for `labeler judge`: q1 with chunks c1..c4 and q2 with c5..c6 in the pool (a module's own
    ``db`` fixture overrides it)."""
    return judge_db(tmp_path / "project.db")
