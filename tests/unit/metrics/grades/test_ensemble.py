"""Ensembles of LLM judges (metrics.grades.ensemble): rules, ties, missing members and probabilities, by hand."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics.grades.ensemble import MISSING, align_pairs, combine_votes

M = MISSING
NO = [np.nan] * 4


def _combine(votes: list[list[int]], rule: str, probs: list[list[list[float]]] | None = None):
    votes_array = np.array(votes, dtype=np.int64)
    probs_array = np.full(votes_array.shape + (4,), np.nan) if probs is None else np.array(probs, dtype=np.float64)
    return combine_votes(votes_array, probs_array, rule)


@pytest.mark.parametrize(
    ("votes", "expected"),
    [
        ([2, 2, 3], 2),
        ([1, 3, M], 2),  # a tie: the median of 1 and 3
        ([0, 1, M], 1),  # a tie: (0 + 1) / 2 rounded half up
        ([0, 1, 2], 1),  # a three-way tie: the median vote
        ([3, M, M], 3),  # the only member present decides
        ([0, 0, 3], 0),
    ],
)
def test_majority_takes_the_most_frequent_vote_and_ties_go_to_the_median_rounded_half_up(votes, expected):
    assert _combine([votes], "majority").grades.tolist() == [expected]


def test_majority_of_four_tied_grades_is_the_median_rounded_half_up():
    assert _combine([[0, 3, 1, 2], [0, 0, 3, 3], [1, 1, 2, 2]], "majority").grades.tolist() == [2, 2, 2]


@pytest.mark.parametrize(
    ("votes", "expected"),
    [([0, 1, M], 1), ([1, 2, M], 2), ([0, 0, 1], 0), ([1, 2, 3], 2), ([1, 2, 2], 2), ([0, 1, 1], 1), ([0, 0, 2], 1)],
)
def test_mean_rounds_half_up(votes, expected):
    # 0.5 -> 1, 1.5 -> 2, 1/3 -> 0, 2 -> 2, 5/3 -> 2, 2/3 -> 1, 2/3 -> 1
    assert _combine([votes], "mean").grades.tolist() == [expected]


@pytest.mark.parametrize(
    ("votes", "expected"),
    [([0, 3, M, M], 2), ([0, 1, 3, M], 1), ([0, 0, 2, 3], 1), ([3, 3, 0, 0], 2), ([2, M, M, M], 2), ([0, 1, 1, 3], 1)],
)
def test_median_takes_the_middle_vote_and_the_two_middle_votes_mean_rounded_half_up(votes, expected):
    assert _combine([votes], "median").grades.tolist() == [expected]


def test_binary_judges_combine_and_their_probabilities_are_the_vote_shares():
    result = _combine([[0, 1, 1], [0, 0, 1], [1, M, 0]], "majority")
    assert result.grades.tolist() == [1, 0, 1]  # the last: a 0-1 tie between two members goes to 1 (half up)
    assert result.votes.tolist() == [3, 3, 2]
    assert result.probs.tolist() == [[1 / 3, 2 / 3, 0, 0], [2 / 3, 1 / 3, 0, 0], [0.5, 0.5, 0, 0]]
    assert not result.from_member_probs.any()


def test_probabilities_are_the_members_mean_only_where_every_member_present_gave_them():
    p_a, p_b, p_c = [0.1, 0.2, 0.3, 0.4], [0.0, 0.0, 0.5, 0.5], [1.0, 0.0, 0.0, 0.0]
    result = _combine(
        [[3, 2, 0], [3, 2, M], [3, 2, 0]],
        "majority",
        [[p_a, p_b, p_c], [p_a, p_b, NO], [p_a, p_b, NO]],  # row 2: the third member is absent, its NaN row does not count
    )
    assert result.grades.tolist() == [2, 3, 2]  # row 1: 3-2 tie -> (2 + 3 + 1) // 2 = 3
    assert result.from_member_probs.tolist() == [True, True, False]
    np.testing.assert_allclose(result.probs[0], [1.1 / 3, 0.2 / 3, 0.8 / 3, 0.9 / 3])
    np.testing.assert_allclose(result.probs[1], [0.05, 0.1, 0.4, 0.45])
    np.testing.assert_allclose(result.probs[2], [1 / 3, 0, 1 / 3, 1 / 3])  # member 3 voted without probabilities
    np.testing.assert_allclose(result.probs.sum(axis=1), 1.0)


def test_random_votes_match_a_row_by_row_definition():
    rng = np.random.default_rng(7)
    votes = rng.integers(-1, 4, size=(500, 5))
    votes[votes[:, 0] == M, 0] = 2  # every pair has at least one vote
    for rule in ("majority", "mean", "median"):
        grades = _combine(votes.tolist(), rule).grades.tolist()
        for row, grade in zip(votes.tolist(), grades):
            present = sorted(v for v in row if v != M)
            n = len(present)
            median = (present[(n - 1) // 2] + present[n // 2] + 1) // 2
            if rule == "mean":
                assert grade == int(np.floor(sum(present) / n + 0.5))
            elif rule == "median":
                assert grade == median
            else:
                top = max(present.count(g) for g in range(4))
                winners = [g for g in range(4) if present.count(g) == top]
                assert grade == (winners[0] if len(winners) == 1 else median)


def test_an_unknown_rule_and_a_pair_without_votes_are_refused():
    with pytest.raises(ValueError, match="unknown ensemble rule"):
        _combine([[1, 2]], "vote")
    with pytest.raises(ValueError, match="without any"):
        _combine([[M, M]], "mean")


def test_align_pairs_takes_the_union_in_code_point_order_and_says_where_each_row_went():
    aligned = align_pairs([(["q1", "q1", "Q"], ["b", "a", "z"]), (["q1", "q2"], ["a", "a"]), ([], [])])
    assert list(zip(aligned.query_ids, aligned.chunk_ids)) == [("Q", "z"), ("q1", "a"), ("q1", "b"), ("q2", "a")]
    assert [rows.tolist() for rows in aligned.rows] == [[2, 1, 0], [1, 3], []]
    assert aligned.in_every_set().tolist() == [False, False, False, False]
    assert align_pairs([(["q"], ["c"]), (["q"], ["c"])]).in_every_set().tolist() == [True]
    assert align_pairs([([], []), ([], [])]).n_pairs == 0


def test_align_pairs_with_one_very_long_id_stays_small_and_orders_as_with_short_ones():
    """One hostile 5,000-character chunk id among 20,000 short ones: fixed-width strings would make
    every row 20 kB (400 MB); the alignment is the same, in a few MB."""
    import tracemalloc

    queries = [f"q{i % 50}" for i in range(20_000)]
    chunks = [f"d{i}" for i in range(20_000)]
    chunks[7] = "é" * 5_000
    tracemalloc.start()
    try:
        aligned = align_pairs([(queries, chunks), (queries[:10], chunks[:10])])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 50 * 2**20, f"peak {peak / 2**20:.0f} MiB"
    expected = sorted(set(zip(queries, chunks)))
    assert list(zip(aligned.query_ids, aligned.chunk_ids)) == expected
    assert aligned.in_every_set().sum() == 10
    assert [aligned.chunk_ids[row] for row in aligned.rows[0][:10]] == chunks[:10]
