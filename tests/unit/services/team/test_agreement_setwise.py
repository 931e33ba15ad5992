"""`agreement --humans` computed over a grade grid equals the row-by-row report it replaced, on
random data with several annotators, adjudications (left out), undone and superseded rows; both backends."""

from __future__ import annotations

import math
import random

import pytest

from labeler.domain import Judgment, JudgmentSource, Query
from labeler.services.team.agreement import human_agreement
from tests.unit.services.team import agreement_oracle

PEOPLE = ("ann", "bob", "cy", "dee")


def _fill(repository, seed: int) -> None:
    rng = random.Random(seed)
    queries = [f"q{i}" for i in range(12)]
    repository.upsert_queries([Query(q, q) for q in queries])
    for _ in range(2):  # the second import supersedes part of the first
        batch = []
        for q in queries:
            agreeable = rng.random() < 0.15  # some queries hold a single grade value: alpha is nan
            for c in range(rng.randint(1, 12)):
                base = rng.randint(0, 3)
                for who in rng.sample(PEOPLE, rng.randint(1, 4)):
                    grade = base if agreeable or rng.random() < 0.6 else rng.randint(0, 3)
                    source = rng.choice([JudgmentSource.HUMAN, JudgmentSource.IMPORT, JudgmentSource.CONSISTENCY])
                    batch.append(Judgment(q, f"c{c}", who, grade, source=source))
                if rng.random() < 0.2:
                    batch.append(Judgment(q, f"c{c}", "adjudicator:eve", rng.randint(0, 3),
                                          source=JudgmentSource.ADJUDICATED))
        repository.import_judgments(batch)
    repository.record_judgment("q0", "c0", "ann", 3)
    repository.undo_last("ann")


def _same(new, old) -> None:
    """Equal, floats to 1e-12 (summation order may differ in the last bits)."""
    if isinstance(old, float):
        assert (math.isnan(new) and math.isnan(old)) or new == pytest.approx(old, rel=1e-12, abs=1e-12)
    elif isinstance(old, tuple) and hasattr(old, "__dataclass_fields__") is False:
        assert len(new) == len(old)
        for n, o in zip(new, old):
            _same(n, o)
    elif hasattr(old, "__dataclass_fields__"):
        assert type(new) is type(old)
        for name in old.__dataclass_fields__:
            _same(getattr(new, name), getattr(old, name))
    else:
        assert new == old


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_human_agreement_equals_the_row_wise_report(any_repository, seed):
    _fill(any_repository, seed)
    for names in (None, ["ann", "bob"], ["bob", "cy", "dee"]):
        old = agreement_oracle.human_agreement(any_repository, names)
        new = human_agreement(any_repository, names)
        _same(new, old)
        # per-query order is the report's: lowest alpha first, nan last, then percent, then id
        assert [q.query_id for q in new.per_query] == [q.query_id for q in old.per_query]
