"""Values without a known design: the imputed point value and the worst-case bounds around it."""

from __future__ import annotations

import numpy as np

from labeler.metrics.hybrid.pool import Pool, Sample, grade_counts, numerators, safe_ratio
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure


def imputed_estimate(pool: Pool, sample: Sample, measure: RatioMeasure) -> np.ndarray:
    """Human grades where there are any, the calibrated LLM prediction m_d elsewhere (no design weights).

    The graded pairs are taken as known (pi = 1), so the prediction is the estimator's own (cells of
    LLM grade and run votes, refined by each query's graded pairs) and no correction applies: the
    point value shown when the human grades were not drawn by a known design, or before any of a
    design's pairs is graded. It comes with ``worst_case_bounds``, never with an interval that would
    need the design.
    """
    from labeler.metrics.hybrid.estimator import point_estimate

    return point_estimate(pool, Sample(grade=sample.grade, pi=np.ones(pool.size)), measure)


def worst_case_bounds(pool: Pool, sample: Sample, measure: RatioMeasure) -> tuple[np.ndarray, np.ndarray]:
    """Bounds that assume nothing about the pairs without a human grade (no known design).

    Every ungraded pair may have any grade 0..3: the numerator is smallest with them all 0 and
    largest with them all 3; the denominator smallest with them all 0 (the counts of the graded
    pairs) and largest with them all 3. low = N_min / Psi_max and high = N_max / Psi_min, per
    query, clipped to [0, 1], averaged: an outer bound of every value the truth can take.
    """
    taken = sample.taken
    top_grade = np.where(taken, sample.grade, GRADES - 1)
    low_grade = np.where(taken, sample.grade, 0)
    known = grade_counts(pool.query[taken], pool.n_queries, np.eye(GRADES)[sample.grade[taken]])
    most = grade_counts(pool.query, pool.n_queries, np.eye(GRADES)[top_grade])
    low = safe_ratio(numerators(pool, measure, measure.gain(low_grade)), measure.denominator(most, gradient=False)[0])
    high_denominator = measure.denominator(known, gradient=False)[0]
    high_numerator = numerators(pool, measure, measure.gain(top_grade))
    high = np.where((high_denominator <= 0) & (high_numerator > 0), 1.0, safe_ratio(high_numerator, high_denominator))
    return low.mean(axis=1), high.mean(axis=1)
