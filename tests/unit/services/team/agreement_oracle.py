"""The row-by-row `agreement --humans` labeler used before the set-wise one: the test oracle.
One dict entry per judgment; never used by labeler itself."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from itertools import combinations

import numpy as np

from labeler.domain import LabelerError
from labeler.services.team.agreement import (
    GRADES,
    HUMAN_SOURCES,
    FleissSummary,
    HumanAgreement,
    PairwiseAgreement,
    QueryAgreement,
    _confusion,
    _nan_last,
)


def _share_agreeing(grades: Sequence[int]) -> float:
    m = len(grades)
    return sum(n * (n - 1) for n in Counter(grades).values()) / (m * (m - 1))


def _alpha(rows: list[dict[str, int]], raters: Sequence[str]) -> float:
    from labeler.metrics.stats.agreement import krippendorff_alpha

    matrix = np.full((len(raters), len(rows)), np.nan)
    for j, row in enumerate(rows):
        for i, name in enumerate(raters):
            if name in row:
                matrix[i, j] = row[name]
    return krippendorff_alpha(matrix, "ordinal")


def human_agreement(repository, annotators: Sequence[str] | None = None) -> HumanAgreement:
    """Agreement among annotators (all, or the named ones) on the pairs two or more of them judged."""
    from labeler.metrics.stats.agreement import cohen_kappa, fleiss_kappa, percent_agreement

    wanted = set(annotators) if annotators else None
    if wanted is not None and len(wanted) < 2:
        raise LabelerError("agreement among humans needs at least two annotators")
    by_pair: dict[tuple[str, str], dict[str, int]] = defaultdict(dict)
    for judgment in repository.current_judgments(sources=HUMAN_SOURCES):
        if wanted is None or judgment.annotator in wanted:
            by_pair[(judgment.query_id, judgment.chunk_id)][judgment.annotator] = judgment.grade
    shared = {key: grades for key, grades in sorted(by_pair.items()) if len(grades) >= 2}
    if not shared:
        raise LabelerError("no pair has been judged by two annotators yet (see `labeler assign`)")
    raters = tuple(sorted({name for grades in shared.values() for name in grades}))
    rows = list(shared.values())

    pairwise = []
    for first, second in combinations(raters, 2):
        both = [(g[first], g[second]) for g in rows if first in g and second in g]
        if not both:
            continue
        a, b = [x for x, _ in both], [y for _, y in both]
        pairwise.append(
            PairwiseAgreement(
                first,
                second,
                len(both),
                cohen_kappa(a, b),
                cohen_kappa(a, b, weights="quadratic"),
                percent_agreement(a, b),
                _confusion(a, b),
            )
        )

    sizes = Counter(len(g) for g in rows)
    m = max(sizes, key=lambda size: (sizes[size], size))
    table = [[list(g.values()).count(grade) for grade in GRADES] for g in rows if len(g) == m]
    fleiss = FleissSummary(m, len(table), fleiss_kappa(table))

    by_query: dict[str, list[dict[str, int]]] = defaultdict(list)
    for (query_id, _), grades in shared.items():
        by_query[query_id].append(grades)
    per_query = [
        QueryAgreement(
            query_id,
            len(query_rows),
            _alpha(query_rows, raters),
            sum(_share_agreeing(list(g.values())) for g in query_rows) / len(query_rows),
        )
        for query_id, query_rows in by_query.items()
    ]
    per_query.sort(key=lambda q: (_nan_last(q.alpha_ordinal), q.percent, q.query_id))
    return HumanAgreement(
        annotators=raters,
        items=len(rows),
        judgments=sum(len(g) for g in rows),
        percent=sum(_share_agreeing(list(g.values())) for g in rows) / len(rows),
        alpha_ordinal=_alpha(rows, raters),
        fleiss=fleiss,
        pairwise=tuple(pairwise),
        per_query=tuple(per_query),
    )


