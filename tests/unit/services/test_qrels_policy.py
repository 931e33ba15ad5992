"""Aggregation rules that turn several annotators' grades into one qrels grade."""

from datetime import datetime, timedelta

import pytest

import numpy as np

from labeler.domain import Judgment, JudgmentSource, LabelerError
from labeler.metrics.grades.counts import combine_counts
from labeler.services.aggregation import validate_policy
from tests.unit.services.qrels_oracle import aggregate, combine_grades

T0 = datetime(2026, 1, 1, 12, 0, 0)


@pytest.mark.parametrize(
    ("grades", "policy", "expected"),
    [
        ([2, 2, 3], "majority", 2),
        ([1, 3], "majority", 2),  # tie -> median 2.0
        ([0, 1], "majority", 1),  # tie -> median 0.5 rounds half up
        ([0, 3, 3, 1], "median", 2),  # median 2.0
        ([0, 1], "median", 1),
        ([0, 1, 1], "mean-round", 1),  # 0.667
        ([1, 2], "mean-round", 2),  # 1.5 rounds half up
        ([0, 3, 1], "max", 3),
        ([0, 3, 1], "min", 0),
        ([1, 3], "adjudicated", 2),  # no adjudication: majority rule
    ],
)
def test_combine_grades(grades, policy, expected):
    assert combine_grades(grades, policy) == expected
    # the set-wise rule, on the same grades' counts
    assert combine_counts(np.bincount(grades, minlength=4)[None, :], policy).tolist() == [expected]


def _j(q, c, who, grade, minutes, source=JudgmentSource.HUMAN, id_=None):
    return Judgment(q, c, who, grade, source=source, created_at=T0 + timedelta(minutes=minutes), id=id_)


def test_aggregate_latest_and_annotator_and_adjudicated():
    judgments = [
        _j("q1", "c1", "ann", 3, 1),
        _j("q1", "c1", "bob", 1, 5),
        _j("q1", "c2", "ann", 0, 2),
        _j("q2", "c9", "bob", 2, 3),
        _j("q2", "c9", "ann", 0, 4),
        _j("q2", "c9", "judge", 1, 0, JudgmentSource.ADJUDICATED),
    ]
    latest = {(a.query_id, a.chunk_id): a.grade for a in aggregate(judgments, "latest")}
    assert latest == {("q1", "c1"): 1, ("q1", "c2"): 0, ("q2", "c9"): 1}  # adjudication beats the rule
    only_ann = aggregate(judgments, "annotator:ann")  # ann's own grades, never someone's adjudication
    assert [(a.query_id, a.chunk_id, a.grade) for a in only_ann] == [("q1", "c1", 3), ("q1", "c2", 0), ("q2", "c9", 0)]
    majority = aggregate(judgments, "majority")
    assert majority[0].n_judgments == 2 and majority[0].grade == 2 and majority[0].tie_broken  # 3 vs 1 -> median 2
    assert not majority[1].tie_broken
    assert majority[2].adjudicated


def test_unknown_policy_is_a_user_error():
    with pytest.raises(LabelerError, match="unknown aggregation policy"):
        validate_policy("vote")


def test_source_sets_follow_the_enum():
    from labeler.domain.models import INDEPENDENT_SOURCES, QRELS_SOURCES, UNAIDED_SOURCES

    assert QRELS_SOURCES == set(JudgmentSource)  # every judgment is human-side; LLM suggestions live apart
    assert JudgmentSource.ADJUDICATED not in INDEPENDENT_SOURCES
    assert JudgmentSource.CONSISTENCY in INDEPENDENT_SOURCES and JudgmentSource.CONSISTENCY in UNAIDED_SOURCES
    assert JudgmentSource.LLM_ACCEPTED not in UNAIDED_SOURCES
