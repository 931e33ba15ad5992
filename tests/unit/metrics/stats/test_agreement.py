"""Agreement statistics against textbook examples, identities and the krippendorff package."""

from __future__ import annotations

import math
import warnings

import krippendorff
import numpy as np
import pytest

from labeler.metrics.stats.agreement import (
    binary_kappa,
    cohen_kappa,
    confusion_matrix,
    fleiss_kappa,
    krippendorff_alpha,
    mean_signed_difference,
    percent_agreement,
)

nan = math.nan


def _from_table(table: list[list[int]]) -> tuple[list[int], list[int]]:
    """Expand a confusion table (rows a, columns b, categories 0..k-1) into two grade lists."""
    a: list[int] = []
    b: list[int] = []
    for i, row in enumerate(table):
        for j, count in enumerate(row):
            a += [i] * count
            b += [j] * count
    return a, b


# --- Cohen's kappa ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("table", "expected"),
    [
        # Wikipedia "Cohen's kappa", 50 grant proposals: p_o = 0.7, p_e = 0.5 -> 0.4
        ([[15, 10], [5, 20]], 0.4),
        # Wikipedia, same 60% agreement, different marginals: p_e = 0.54 -> 0.1304
        ([[15, 25], [15, 45]], 0.06 / 0.46),
        # ... and p_e = 0.46 -> 0.2593
        ([[35, 5], [35, 25]], 0.14 / 0.54),
    ],
)
def test_cohen_kappa_wikipedia_examples(table: list[list[int]], expected: float) -> None:
    a, b = _from_table(table)
    assert cohen_kappa(a, b, categories=(0, 1)) == pytest.approx(expected, abs=1e-12)


def test_weighted_kappa_hand_computed() -> None:
    # a = 0 0 1 2 2, b = 0 1 1 1 2; row totals 2 1 2, column totals 1 3 1, N = 5.
    # unweighted: p_o = 3/5, p_e = (2*1 + 1*3 + 2*1)/25 = 7/25 -> (15 - 7)/(25 - 7) = 4/9
    # linear: observed sum |i-j| = 2 (per item 2/5); expected sum r_i c_j |i-j| / N^2 = 22/25
    #   -> 1 - (2/5)/(22/25) = 6/11
    # quadratic: observed 2/5; expected 30/25 -> 1 - (2/5)/(30/25) = 2/3
    a, b = [0, 0, 1, 2, 2], [0, 1, 1, 1, 2]
    cats = (0, 1, 2)
    assert cohen_kappa(a, b, categories=cats) == pytest.approx(4 / 9, abs=1e-12)
    assert cohen_kappa(a, b, weights="linear", categories=cats) == pytest.approx(6 / 11, abs=1e-12)
    assert cohen_kappa(a, b, weights="quadratic", categories=cats) == pytest.approx(2 / 3, abs=1e-12)
    # an unused fourth category changes nothing
    assert cohen_kappa(a, b, weights="quadratic") == pytest.approx(2 / 3, abs=1e-12)


@pytest.mark.parametrize("weights", [None, "linear", "quadratic"])
def test_cohen_kappa_equals_pairwise_definition(weights: str | None) -> None:
    # kappa_w = 1 - mean_i w(a_i, b_i) / mean_{i,j} w(a_i, b_j): the chance term pairs every
    # grade of a with every grade of b, which is what the outer product of the marginals does.
    rng = np.random.default_rng(11)
    for _ in range(20):
        a = rng.integers(0, 4, 60)
        b = np.clip(a + rng.integers(-1, 2, 60), 0, 3)
        w = {
            None: lambda x, y: (x != y).astype(float),
            "linear": lambda x, y: np.abs(x - y).astype(float),
            "quadratic": lambda x, y: (x - y).astype(float) ** 2,
        }[weights]
        expected = 1 - w(a, b).mean() / w(a[:, None], b[None, :]).mean()
        assert cohen_kappa(a, b, weights=weights) == pytest.approx(expected, abs=1e-12)


def test_quadratic_kappa_equals_covariance_identity() -> None:
    # kappa_q = 2 cov(a, b) / (var a + var b + (mean a - mean b)^2), population moments
    rng = np.random.default_rng(5)
    a = rng.integers(0, 4, 200)
    b = np.clip(a + rng.integers(-2, 2, 200), 0, 3)
    cov = np.mean((a - a.mean()) * (b - b.mean()))
    identity = 2 * cov / (a.var() + b.var() + (a.mean() - b.mean()) ** 2)
    assert cohen_kappa(a, b, weights="quadratic") == pytest.approx(identity, abs=1e-12)


def test_cohen_kappa_edge_cases() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert math.isnan(cohen_kappa([2, 2, 2], [2, 2, 2]))  # chance agreement is already 1
        assert math.isnan(cohen_kappa([2, None], [None, 1]))  # no item judged by both
    assert cohen_kappa([2, 2, 2, 2], [0, 1, 2, 3]) == 0.0  # a constant rater agrees by chance only
    assert cohen_kappa([0, 0], [1, 1]) == 0.0  # both constant, never agreeing
    assert cohen_kappa([0, 1, 2, 3], [0, 1, 2, 3], weights="linear") == 1.0
    assert cohen_kappa([0, 3], [3, 0], categories=(0, 3)) == -1.0
    with pytest.raises(ValueError, match="empty"):
        cohen_kappa([], [])
    with pytest.raises(ValueError, match="same items"):
        cohen_kappa([1, 2], [1])
    with pytest.raises(ValueError, match="not one of the categories"):
        cohen_kappa([1, 4], [1, 2])
    with pytest.raises(ValueError, match="unknown weights"):
        cohen_kappa([1, 2], [1, 2], weights="cubic")  # type: ignore[arg-type]


def test_missing_grades_are_skipped_pairwise() -> None:
    a = [0, 1, None, 3, 2, np.nan]
    b = [0, None, 2, 3, 1, 1]
    # judged by both: (0, 0), (3, 3), (2, 1)
    assert confusion_matrix(a, b).tolist() == [
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 1, 0, 0],
        [0, 0, 0, 1],
    ]
    assert percent_agreement(a, b) == pytest.approx(2 / 3)
    assert mean_signed_difference(a, b) == pytest.approx(-1 / 3)
    assert cohen_kappa(a, b) == pytest.approx(cohen_kappa([0, 3, 2], [0, 3, 1]))


def test_confusion_matrix_rows_are_a() -> None:
    matrix = confusion_matrix([0, 0, 3, 2, 2], [1, 0, 3, 3, 3])
    assert matrix.dtype == np.int64
    assert matrix[0, 1] == 1 and matrix[2, 3] == 2 and matrix[3, 3] == 1 and matrix.sum() == 5
    assert confusion_matrix([1, 2], [1, 2], categories=(2, 1)).tolist() == [[1, 0], [0, 1]]


def test_binary_kappa_hand_computed() -> None:
    # relevant at >= 2: a = 1 1 0 0 1 1, b = 1 1 0 0 0 1 -> p_o = 5/6, p_e = 4/6*3/6 + 2/6*3/6 = 1/2
    a, b = [3, 2, 1, 0, 2, 3], [2, 3, 0, 0, 1, 3]
    assert binary_kappa(a, b) == pytest.approx(2 / 3, abs=1e-12)
    # relevant at >= 1: a = 1 1 1 0 1 1 (5 yes), b = 1 1 0 0 1 1 (4 yes): p_o = 5/6,
    # p_e = 5/6*4/6 + 1/6*2/6 = 22/36 -> (30 - 22)/(36 - 22) = 4/7
    assert binary_kappa(a, b, threshold=1) == pytest.approx(4 / 7, abs=1e-12)
    # the only item judged by both is relevant for both: chance agreement is 1, kappa undefined
    assert math.isnan(binary_kappa([3, None], [2, 0]))


def test_percent_agreement_and_signed_difference() -> None:
    human = [0, 1, 2, 3, 2]
    llm = [1, 1, 3, 3, 2]  # the LLM grades one higher twice
    assert percent_agreement(human, llm) == pytest.approx(3 / 5)
    assert mean_signed_difference(human, llm) == pytest.approx(2 / 5)  # b - a: lenient LLM > 0
    assert mean_signed_difference(llm, human) == pytest.approx(-2 / 5)
    assert math.isnan(percent_agreement([None], [1]))
    with pytest.raises(ValueError, match="empty"):
        percent_agreement([], [])


# --- Fleiss' kappa ---------------------------------------------------------------------------

# Wikipedia "Fleiss' kappa" worked example (after Fleiss 1971): 10 items, 14 raters, 5 categories.
WIKIPEDIA_FLEISS = np.array(
    [
        [0, 0, 0, 0, 14],
        [0, 2, 6, 4, 2],
        [0, 0, 3, 5, 6],
        [0, 3, 9, 2, 0],
        [2, 2, 8, 1, 1],
        [7, 7, 0, 0, 0],
        [3, 2, 6, 3, 0],
        [2, 5, 3, 2, 2],
        [6, 5, 2, 1, 0],
        [0, 2, 2, 3, 7],
    ]
)


def test_fleiss_kappa_wikipedia_example() -> None:
    # P-bar = 0.378, P-e = 0.213, kappa = 0.210 (rounded on the page)
    assert fleiss_kappa(WIKIPEDIA_FLEISS) == pytest.approx(0.20993070442195522, abs=1e-12)
    assert round(fleiss_kappa(WIKIPEDIA_FLEISS), 3) == 0.210


def test_fleiss_kappa_two_raters_is_scotts_pi() -> None:
    # With two raters Fleiss' kappa is Scott's pi: (p_o - p_e) / (1 - p_e), p_e from pooled shares.
    a = np.array([0, 1, 2, 2, 3, 1, 0, 2])
    b = np.array([0, 2, 2, 1, 3, 1, 1, 2])
    counts = np.zeros((8, 4), dtype=int)
    np.add.at(counts, (np.arange(8), a), 1)
    np.add.at(counts, (np.arange(8), b), 1)
    pooled = np.bincount(np.concatenate([a, b]), minlength=4) / 16
    p_o, p_e = np.mean(a == b), float((pooled**2).sum())
    assert fleiss_kappa(counts) == pytest.approx((p_o - p_e) / (1 - p_e), abs=1e-12)


def test_fleiss_kappa_edge_cases() -> None:
    assert fleiss_kappa(np.array([[3, 0], [0, 3]])) == 1.0
    assert math.isnan(fleiss_kappa(np.array([[3, 0], [3, 0]])))  # one category only
    with pytest.raises(ValueError, match="same number of raters"):
        fleiss_kappa(np.array([[3, 0], [1, 1]]))
    with pytest.raises(ValueError, match="at least two raters"):
        fleiss_kappa(np.array([[1, 0], [0, 1]]))
    with pytest.raises(ValueError, match="empty"):
        fleiss_kappa(np.zeros((0, 4)))


# --- Krippendorff's alpha --------------------------------------------------------------------

# Krippendorff (2011), "Computing Krippendorff's alpha-reliability", example C: 4 observers,
# 12 units, values 1..5, missing judgments: nominal 0.743, ordinal 0.815, interval 0.849.
KRIPPENDORFF_2011 = np.array(
    [
        [1, 2, 3, 3, 2, 1, 4, 1, 2, nan, nan, nan],
        [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, nan, 3],
        [nan, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, nan],
        [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, nan],
    ]
)


@pytest.mark.parametrize(("level", "published"), [("nominal", 0.743), ("ordinal", 0.815), ("interval", 0.849)])
def test_krippendorff_alpha_published_example(level: str, published: float) -> None:
    assert round(krippendorff_alpha(KRIPPENDORFF_2011, level), 3) == published  # type: ignore[arg-type]


@pytest.mark.parametrize("level", ["nominal", "ordinal", "interval"])
def test_krippendorff_alpha_matches_package_on_random_data(level: str) -> None:
    rng = np.random.default_rng(2024)
    compared = 0
    for _ in range(150):
        raters, items = int(rng.integers(2, 7)), int(rng.integers(3, 60))
        truth = rng.integers(0, 4, items)
        noise = rng.integers(-1, 2, (raters, items)) * (rng.random((raters, items)) < 0.4)
        data = np.clip(truth + noise, 0, 3).astype(float)
        data[rng.random(data.shape) < rng.uniform(0, 0.5)] = np.nan
        judged_per_item = (~np.isnan(data)).sum(axis=0)
        values = np.unique(data[~np.isnan(data)])
        if values.size < 2 or (judged_per_item < 2).all():
            continue  # the package raises there; covered by the edge-case test
        expected = krippendorff.alpha(reliability_data=data, level_of_measurement=level)
        assert krippendorff_alpha(data, level) == pytest.approx(expected, abs=1e-9)  # type: ignore[arg-type]
        compared += 1
    assert compared > 100


def test_krippendorff_alpha_edge_cases() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert math.isnan(krippendorff_alpha(np.array([[2.0, 2.0], [2.0, 2.0]])))  # one value
        assert math.isnan(krippendorff_alpha(np.array([[1.0, nan], [nan, 2.0]])))  # no item twice
        # two values, but the pairable ones are all equal: no expected disagreement
        assert math.isnan(krippendorff_alpha(np.array([[1.0, 3.0], [1.0, nan]])))
    assert krippendorff_alpha(np.array([[0.0, 1.0, 3.0], [0.0, 1.0, 3.0]])) == 1.0
    with pytest.raises(ValueError, match="empty"):
        krippendorff_alpha(np.zeros((0, 0)))
    with pytest.raises(ValueError, match="raters x items"):
        krippendorff_alpha(np.array([1.0, 2.0]))
    with pytest.raises(ValueError, match="unknown level"):
        krippendorff_alpha(np.array([[1.0, 2.0], [1.0, 2.0]]), "ratio")  # type: ignore[arg-type]
