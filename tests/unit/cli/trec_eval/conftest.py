"""Fixtures the `labeler trec-eval` tests share."""

from __future__ import annotations

import pytest

from tests.unit.cli.trec_eval.tiny_trec import QRELS, RUN


@pytest.fixture
def files(tmp_path, monkeypatch):
    """The working directory holds files `qrels` and `run` (tiny_trec's)."""
    monkeypatch.chdir(tmp_path)
    for name, text in (("qrels", QRELS), ("run", RUN)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path
