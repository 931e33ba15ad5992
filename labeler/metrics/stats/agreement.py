"""Agreement between graders: Cohen's and Fleiss' kappa, Krippendorff's alpha, raw agreement.

Conventions (pinned by tests/unit/metrics/stats/test_agreement.py):

- Grades are integers from ``categories`` (default 0..3, in that order; weights use the position
  in ``categories``). A missing grade (not judged) is ``None`` or ``nan``.
- Two-grader statistics (Cohen's kappa, confusion matrix, percent agreement, mean signed
  difference) use only the items both graders judged.
- Empty input (no items at all) raises ValueError. A statistic that is undefined on the data
  (no item judged by both, or chance agreement already perfect, e.g. both graders giving the same
  single grade everywhere) is ``nan``, as scikit-learn's ``cohen_kappa_score`` does, without a
  warning.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

import numpy as np

GradeVector = np.ndarray | Sequence[float | int | None]
DEFAULT_CATEGORIES: tuple[int, ...] = (0, 1, 2, 3)


def _grade_vector(grades: GradeVector, name: str) -> np.ndarray:
    values = np.asarray(grades, dtype=np.float64)  # None becomes nan
    if values.ndim != 1:
        raise ValueError(f"grades of {name} must be one-dimensional")
    if values.size == 0:
        raise ValueError(f"no grades: {name} is empty")
    return values


def _category_positions(values: np.ndarray, categories: Sequence[int]) -> np.ndarray:
    """Position of each value in ``categories``; ValueError for a value outside them."""
    cats = np.asarray(categories, dtype=np.float64)
    if cats.ndim != 1 or cats.size < 2 or np.unique(cats).size != cats.size:
        raise ValueError(f"categories must be two or more distinct values, got {list(categories)}")
    matches = values[:, None] == cats[None, :]
    outside = ~matches.any(axis=1)
    if outside.any():
        raise ValueError(
            f"grade {values[outside][0]:g} is not one of the categories {list(categories)}"
        )
    positions: np.ndarray = matches.argmax(axis=1)
    return positions


def _judged_by_both(a: GradeVector, b: GradeVector) -> tuple[np.ndarray, np.ndarray]:
    """The grades of the items both graders judged, as float arrays."""
    first = _grade_vector(a, "a")
    second = _grade_vector(b, "b")
    if first.shape != second.shape:
        raise ValueError(f"paired grades need the same items: {first.size} grades vs {second.size}")
    both = ~(np.isnan(first) | np.isnan(second))
    return first[both], second[both]


def confusion_matrix(
    a: GradeVector, b: GradeVector, categories: Sequence[int] = DEFAULT_CATEGORIES
) -> np.ndarray:
    """Counts of items judged by both: row = a's grade, column = b's grade, in ``categories`` order."""
    first, second = _judged_by_both(a, b)
    k = len(categories)
    rows = _category_positions(first, categories)
    cols = _category_positions(second, categories)
    return np.bincount(rows * k + cols, minlength=k * k).reshape(k, k).astype(np.int64)


def cohen_kappa(
    a: GradeVector,
    b: GradeVector,
    *,
    weights: Literal["linear", "quadratic"] | None = None,
    categories: Sequence[int] = DEFAULT_CATEGORIES,
) -> float:
    """Cohen's kappa of two graders: 1 - sum(w * O) / sum(w * E), as scikit-learn computes it.

    O is the confusion matrix of items judged by both, E the outer product of its row and column
    totals divided by their count; disagreement weights w[i, j] between category positions i, j
    are 0 on the diagonal and 1 elsewhere (unweighted), |i - j| (linear) or (i - j)**2
    (quadratic). Unweighted, this is (p_o - p_e) / (1 - p_e). nan when sum(w * E) = 0.
    """
    observed = confusion_matrix(a, b, categories).astype(np.float64)
    total = observed.sum()
    if total == 0:
        return math.nan
    expected = np.outer(observed.sum(axis=1), observed.sum(axis=0)) / total
    positions = np.arange(len(categories))
    gaps = np.abs(positions[:, None] - positions[None, :]).astype(np.float64)
    if weights is None:
        w = (gaps > 0).astype(np.float64)
    elif weights == "linear":
        w = gaps
    elif weights == "quadratic":
        w = gaps**2
    else:
        raise ValueError(f"unknown weights {weights!r}; use None, 'linear' or 'quadratic'")
    expected_disagreement = float((w * expected).sum())
    if expected_disagreement == 0.0:
        return math.nan
    return 1.0 - float((w * observed).sum()) / expected_disagreement


def binary_kappa(a: GradeVector, b: GradeVector, threshold: int = 2) -> float:
    """Unweighted Cohen's kappa after turning grades into relevant (grade >= threshold) or not."""
    first, second = _judged_by_both(a, b)
    return cohen_kappa(
        (first >= threshold).astype(int), (second >= threshold).astype(int), categories=(0, 1)
    )


def percent_agreement(a: GradeVector, b: GradeVector) -> float:
    """Share of items judged by both that got the same grade (0..1); nan when none was."""
    first, second = _judged_by_both(a, b)
    return float(np.mean(first == second)) if first.size else math.nan


def mean_signed_difference(a: GradeVector, b: GradeVector) -> float:
    """Mean of b - a over items judged by both: positive when b grades higher (LLM leniency when b is the LLM)."""
    first, second = _judged_by_both(a, b)
    return float(np.mean(second - first)) if first.size else math.nan


def fleiss_kappa(counts: np.ndarray) -> float:
    """Fleiss' kappa from an items x categories table of how many raters chose each category.

    Every item must have the same number of raters n >= 2 (use krippendorff_alpha when judgments
    are missing). P_i = (sum_j n_ij^2 - n) / (n (n - 1)), p_j = sum_i n_ij / (N n),
    kappa = (mean(P_i) - sum_j p_j^2) / (1 - sum_j p_j^2); nan when sum_j p_j^2 = 1.
    """
    table = np.asarray(counts, dtype=np.float64)
    if table.ndim != 2:
        raise ValueError("Fleiss' kappa needs an items x categories table of counts")
    if table.shape[0] == 0:
        raise ValueError("no items: the table of counts is empty")
    if (table < 0).any() or not np.array_equal(table, np.round(table)):
        raise ValueError("counts must be non-negative whole numbers")
    raters = table.sum(axis=1)
    if not (raters == raters[0]).all():
        raise ValueError("every item needs the same number of raters for Fleiss' kappa")
    n = raters[0]
    if n < 2:
        raise ValueError("Fleiss' kappa needs at least two raters per item")
    per_item = ((table**2).sum(axis=1) - n) / (n * (n - 1))
    shares = table.sum(axis=0) / table.sum()
    chance = float((shares**2).sum())
    if chance >= 1.0:
        return math.nan
    return (float(per_item.mean()) - chance) / (1.0 - chance)


def _alpha_distances(domain: np.ndarray, pairable: np.ndarray, level: str) -> np.ndarray:
    """Squared distance between every two values of the domain, for the level of measurement."""
    if level == "nominal":
        return 1.0 - np.eye(domain.size)
    if level == "interval":
        squared: np.ndarray = (domain[:, None] - domain[None, :]) ** 2
        return squared
    if level == "ordinal":
        # (sum of n_g for g from c to k, minus (n_c + n_k) / 2) squared, n_g counted in pairable values
        through = np.cumsum(pairable)
        low = np.minimum.outer(np.arange(domain.size), np.arange(domain.size))
        high = np.maximum.outer(np.arange(domain.size), np.arange(domain.size))
        between = through[high] - through[low] + pairable[low]
        ordinal: np.ndarray = (between - (pairable[:, None] + pairable[None, :]) / 2.0) ** 2
        return ordinal
    raise AssertionError(level)


def krippendorff_alpha(
    reliability: np.ndarray,
    level: Literal["ordinal", "nominal", "interval"] = "ordinal",
) -> float:
    """Test seam: the textbook raters x items form, the reference krippendorff_alpha_counts is checked against.

    Krippendorff's alpha from a raters x items matrix with nan where a rater did not judge.

    alpha = 1 - (n - 1) * sum(o * d) / sum(n_c * n_k * d) over the coincidence matrix o (each
    item with m >= 2 judgments adds its ordered value pairs with weight 1 / (m - 1)), n_c its
    totals, n = sum n_c, d the level's squared distance (nominal: different or not; interval:
    (c - k)**2; ordinal: rank-based on n_c). Values are the distinct judged values, sorted.
    Equal to the ``krippendorff`` package's ``alpha``; nan where that one raises or divides by
    zero on data (fewer than two distinct values, or no item judged twice).
    """
    if level not in ("nominal", "ordinal", "interval"):
        raise ValueError(f"unknown level {level!r}; use 'nominal', 'ordinal' or 'interval'")
    data = np.asarray(reliability, dtype=np.float64)
    if data.ndim != 2:
        raise ValueError("Krippendorff's alpha needs a raters x items matrix")
    if data.size == 0:
        raise ValueError("no judgments: the reliability matrix is empty")
    if np.isinf(data).any():
        raise ValueError("judgments must be finite numbers, with nan for missing")
    judged = ~np.isnan(data)
    domain = np.unique(data[judged])
    if domain.size < 2:
        return math.nan
    item_of = np.nonzero(judged)[1]
    value_of = np.searchsorted(domain, data[judged])
    n_items, n_values = data.shape[1], domain.size
    per_item = np.bincount(item_of * n_values + value_of, minlength=n_items * n_values)
    return _alpha_of_counts(per_item.reshape(n_items, n_values).astype(np.float64), domain, level)


def krippendorff_alpha_counts(
    counts: np.ndarray,
    values: Sequence[int] = DEFAULT_CATEGORIES,
    level: Literal["ordinal", "nominal", "interval"] = "ordinal",
) -> float:
    """Krippendorff's alpha from an items x values table of how many judgments gave each value.

    The same statistic as krippendorff_alpha (whose raters x items matrix only matters through
    these counts): values no item received are left out of the domain, as there.
    """
    if level not in ("nominal", "ordinal", "interval"):
        raise ValueError(f"unknown level {level!r}; use 'nominal', 'ordinal' or 'interval'")
    table = np.asarray(counts, dtype=np.float64)
    if table.ndim != 2 or table.shape[1] != len(values):
        raise ValueError("counts must be an items x values table")
    present = table.sum(axis=0) > 0
    domain = np.asarray(values, dtype=np.float64)[present]
    if domain.size < 2:
        return math.nan
    return _alpha_of_counts(table[:, present], domain, level)


def _alpha_of_counts(per_item: np.ndarray, domain: np.ndarray, level: str) -> float:
    """Alpha from per-item value counts (float, items x domain) over a sorted domain of two or more values."""
    judgments = per_item.sum(axis=1)
    pairable_items = judgments >= 2
    if not pairable_items.any():
        return math.nan
    per_item = per_item[pairable_items]
    weighted = per_item / (judgments[pairable_items] - 1.0)[:, None]
    coincidences = weighted.T @ per_item - np.diag(weighted.sum(axis=0))
    pairable = coincidences.sum(axis=0)
    total = pairable.sum()
    distances = _alpha_distances(domain, pairable, level)
    expected = (np.outer(pairable, pairable) - np.diag(pairable)) / (total - 1.0)
    expected_disagreement = float((expected * distances).sum())
    if expected_disagreement == 0.0:
        return math.nan
    return 1.0 - float((coincidences * distances).sum()) / expected_disagreement
