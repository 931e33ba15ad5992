"""Which measures hybrid estimation corrects is the measure registry's to say: every spelling eval reads
is estimable exactly when its canonical name is, with the registry's kind and depth."""

from __future__ import annotations

import pytest

from labeler.domain.errors import LabelerError
from labeler.metrics.hybrid.measures import ratio_measure
from labeler.metrics.measures import families, parse_measure


@pytest.mark.parametrize(("spelling", "canonical"), [
    ("nDCG@10", "nDCG@10"), ("ndcg_cut.10", "nDCG@10"), ("ndcg_cut_10", "nDCG@10"), ("nDCG@010", "nDCG@10"),
    ("P@5", "P@5"), ("P_5", "P@5"), ("R@100", "R@100"), ("recall.100", "R@100"), ("recall_100", "R@100"),
])
def test_every_spelling_of_an_estimable_measure_is_its_canonical_ratio_measure(spelling, canonical):
    assert parse_measure(spelling).name == canonical
    assert ratio_measure(spelling) == ratio_measure(canonical)
    assert ratio_measure(spelling).name == canonical


@pytest.mark.parametrize("name", ["AP", "RR@10", "nDCG", "bpref", "nDCG(judged_only=True)@10",
                                  "nDCG(gains={0:0,1:1,2:3,3:7})@10", "P(judged_only=True)@5"])
def test_measures_of_another_form_have_none(name):
    assert ratio_measure(name) is None


@pytest.mark.parametrize(("name", "says"), [("nDCG@0", "cutoff must be a positive integer"),
                                            (f"nDCG@{10**20}", "cutoff must be at most"), ("junk", "junk")])
def test_a_name_the_registry_refuses_is_its_one_line_error(name, says):
    with pytest.raises(LabelerError, match=says):
        ratio_measure(name)


def test_a_measure_s_own_threshold_is_estimated_only_when_asked_for():
    assert ratio_measure("P(rel=2)@10") is None  # the estimation counts grade >= 1: not this measure
    assert ratio_measure("P(rel=2)@10", relevant_grade=2).relevant_grade == 2


def test_the_families_with_a_ratio_form_are_ndcg_precision_and_recall():
    assert sorted(f.name for f in families() if f.ratio_form is not None) == ["P", "R", "nDCG"]
