"""The database's qrels read as packed columns (storage.repo.grade_columns) equal the row-by-row read
under every policy, on both backends: however the windows cut the ids, with pairs adjudicated
several times out of id order, and falling back to the row-by-row read where it serves better."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

import labeler.storage.repo.grade_columns as grade_columns
from labeler.domain import Judgment, JudgmentSource, Pair, Query
from labeler.domain.models import QRELS_SOURCES
from labeler.services import aggregation
from labeler.services.aggregation import POLICIES, qrels_table
from tests.unit.services.qrels_oracle import aggregate
from tests.unit.services.test_qrels_setwise import _fill

T0 = datetime(2026, 3, 1, 8, 0, 0)


def _rows(repository, policy: str) -> list[tuple[str, str, int]]:
    table = qrels_table(repository, policy).table
    return sorted(zip(*(table.column(name).to_pylist() for name in ("qid", "docid", "grade")), strict=True))


def _expected(repository, policy: str) -> list[tuple[str, str, int]]:
    return [(q.query_id, q.chunk_id, q.grade) for q in aggregate(repository.current_judgments(sources=QRELS_SOURCES),
                                                                  policy)]


def _spy(monkeypatch: pytest.MonkeyPatch, repository) -> list[tuple[int, int]]:
    swept: list[tuple[int, int]] = []
    original = type(repository).pair_texts
    monkeypatch.setattr(type(repository), "pair_texts",
                        lambda self, first, last: swept.append((first, last)) or original(self, first, last))
    return swept


@pytest.mark.parametrize("window", [1, 3, 1 << 21])
@pytest.mark.parametrize("seed", [4, 9])
def test_every_policy_as_the_row_by_row_read(any_repository, monkeypatch, window, seed):
    _fill(any_repository, seed)
    monkeypatch.setattr(grade_columns, "WINDOW", window)
    swept = _spy(monkeypatch, any_repository)
    for policy in [*POLICIES, "annotator:ann"]:
        assert _rows(any_repository, policy) == _expected(any_repository, policy), policy
    assert len(swept) == len(POLICIES) - 1  # latest and annotator:NAME need each pair's newest judgment


def test_the_newest_of_several_adjudications_wins_by_time_then_id(any_repository, monkeypatch):
    any_repository.upsert_queries([Query("q", "q")])
    judgments = [Judgment("q", "c", "ann", 1, created_at=T0)]
    for who, grade, minute in (("adjudicator:eve", 3, 5), ("adjudicator:fay", 0, 9), ("adjudicator:gus", 2, 9)):
        judgments.append(Judgment("q", "c", who, grade, source=JudgmentSource.ADJUDICATED,
                                  created_at=T0 + timedelta(minutes=minute)))
    judgments.append(Judgment("q", "d", "ann", 2, created_at=T0))
    judgments.append(Judgment("q", "d", "adjudicator:eve", 1, source=JudgmentSource.ADJUDICATED,
                              created_at=T0 + timedelta(minutes=1)))
    judgments.append(Judgment("q", "d", "adjudicator:fay", 3, source=JudgmentSource.ADJUDICATED, created_at=T0))
    any_repository.import_judgments(judgments)
    swept = _spy(monkeypatch, any_repository)
    # c: fay and gus share the latest time, gus was stored later; d: eve's is the latest although stored first
    assert _rows(any_repository, "majority") == [("q", "c", 2), ("q", "d", 1)] == _expected(any_repository, "majority")
    assert swept


def test_a_few_judged_pairs_in_a_big_pool_are_read_row_by_row(repository, monkeypatch):
    repository.upsert_queries([Query("q", "q")])
    repository.add_pairs([Pair("q", f"c{n}", "pooled") for n in range(200)])
    repository.import_judgments([Judgment("q", "c7", "ann", 2, created_at=T0),
                                 Judgment("q", "c150", "ann", 1, created_at=T0)])
    swept = _spy(monkeypatch, repository)
    assert _rows(repository, "majority") == [("q", "c150", 1), ("q", "c7", 2)]
    assert swept == []  # 2 judged pairs among 144 ids between them: read by joining the 2
    monkeypatch.setattr(aggregation, "_SWEEP_DENSITY", 100)  # one judged pair in 100 ids is enough
    assert _rows(repository, "majority") == [("q", "c150", 1), ("q", "c7", 2)]
    assert swept  # swept once a sweep is allowed that far


def test_an_id_holding_a_nul_is_read_row_by_row(repository, monkeypatch):
    """No reader stores one (the id rule refuses it): a database written by hand may."""
    _fill(repository, 4)
    with repository.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE pair SET chunk_id = 'a' || char(0) || 'b' WHERE chunk_id = 'a'")
    table = qrels_table(repository, "majority").table
    assert any("\0" in chunk for chunk in table.column("docid").to_pylist())
    assert len(table) == len(_expected(repository, "majority"))
