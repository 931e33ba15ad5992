"""HybridResult.order: the ranking scores' order, moved only as far as every settled difference needs.

The ranking scores (metrics.hybrid.ranking) may pull two runs past each other towards the LLM's line;
a difference whose confidence sequence excludes 0 is never overturned by that: the order a user reads
agrees with every "settled" comparison the same result shows.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from labeler.metrics.hybrid import HybridEstimate
from labeler.metrics.hybrid.ranking import order_respecting
from labeler.services.estimation.hybrid import HYBRID, HybridResult, Interval

NAMES = ["a", "b", "c", "d"]


def result(scores: list[float], *, grades: int = 400) -> HybridResult:
    """Four runs: a and b far apart (settled), b, c and d close (not settled); ranking ``scores``."""
    rng = np.random.default_rng(0)
    value = np.array([0.70, 0.50, 0.49, 0.48])
    common = rng.normal(0, 0.02, (20, 1))
    replicates = value + common + rng.normal(0, 0.004, (20, 4))
    source = HybridEstimate("nDCG@10", value, replicates, grades)
    values = {"nDCG@10": [Interval(float(v), float(v) - 0.05, float(v) + 0.05, HYBRID, grades) for v in value]}
    return HybridResult(NAMES, 0.95, HYBRID, values, "test design", [], {"nDCG@10": source}, 4000,
                        ranking={"nDCG@10": scores})


def test_the_matrix_agrees_with_each_difference() -> None:
    found = result([0.7, 0.5, 0.49, 0.48])
    above = found.settled_above("nDCG@10")
    for i, j in itertools.permutations(range(4), 2):
        difference = found.difference("nDCG@10", NAMES[i], NAMES[j])
        assert above[i, j] == (difference.ci_low is not None and difference.ci_low > 0), (i, j)
    assert above[0, 1:].all() and not above[1:, 1:].any()


def test_a_settled_difference_is_never_overturned_by_the_scores() -> None:
    """The scores put b first; a is settled above b, c and d, so a still leads; among the unsettled rest the
    scores decide."""
    assert result([0.40, 0.80, 0.45, 0.60]).order("nDCG@10") == ["a", "b", "d", "c"]


def test_before_differences_can_settle_the_scores_alone_decide() -> None:
    assert result([0.40, 0.80, 0.45, 0.60], grades=20).order("nDCG@10") == ["b", "d", "c", "a"]


def test_a_cycle_is_refused() -> None:
    with pytest.raises(ValueError, match="cycle"):
        order_respecting(np.zeros(2), np.array([[False, True], [True, False]]))


def test_runs_nothing_tells_apart_are_tied_not_ordered_by_their_index() -> None:
    """Identical runs get the same score (the same estimate, covariance and LLM value): they are shown as one
    tied group, in the line and in JSON's order_groups, while the flat order still names every run once."""
    from labeler.services.estimation.results import order_sentence

    found = result([0.40, 0.80, 0.60, 0.60], grades=20)
    assert found.order_groups("nDCG@10") == [["b"], ["c", "d"], ["a"]]
    assert found.order("nDCG@10") == ["b", "c", "d", "a"]
    assert order_sentence("nDCG@10", found.order_groups("nDCG@10")) == "order by nDCG@10: b > c = d > a"
    from labeler.services.estimation.results import TIE_WORDS, Estimates

    def lines(groups: list[list[str]]) -> list[str]:
        return Estimates("hybrid", HYBRID, 0.95, None, ["nDCG@10"], [], design="d", orders={"nDCG@10": groups}).sentences()

    assert TIE_WORDS in lines(found.order_groups("nDCG@10")) and TIE_WORDS not in lines([["b"], ["c"], ["a"]])
    assert order_sentence("M", [["a"], ["b", "c", "d"]] + [[f"r{i}"] for i in range(8)]) == (
        "order by M: a > b = c = d > r0 > r1 > r2 > r3 > ... (4 more)")
    assert order_sentence("M", [[f"r{i}" for i in range(10)]]) == (
        "order by M: r0 = r1 = r2 = r3 = r4 = r5 = r6 = r7 > ... (2 more)")


def test_tied_groups_only_join_equal_scores_in_a_row() -> None:
    from labeler.metrics.hybrid.ranking import tied_groups

    assert tied_groups([2, 0, 1, 3], np.array([0.5, 0.5, 0.9, 0.5])) == [[2], [0, 1, 3]]
    assert tied_groups([0, 1, 2], np.array([0.5, 0.4, 0.5])) == [[0], [1], [2]]  # equal but not in a row
    assert tied_groups([], np.array([])) == []
