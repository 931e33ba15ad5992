"""Agreement reports: annotators with each other (--humans), and humans with the LLM judge.

Conventions (pinned by tests/unit/test_agreement_service.py):

- Among humans, each annotator's current *independent* judgment counts (human, imported or
  accepted-LLM); adjudications are left out, they settle disagreements rather than measure them.
- Against the LLM, only human and imported judgments count (an accepted suggestion is the LLM's
  grade by construction), compared with the newest ``ok`` suggestion of each model for the pair.
  Every (pair, human) judgment is one item, so a pair judged by two people counts twice.
- Percent agreement among several raters of a pair is the share of agreeing rater pairs,
  sum_c n_c (n_c - 1) / (m (m - 1)), averaged over pairs with m >= 2 grades.
- Fleiss' kappa needs the same number of raters per item: it uses the pairs judged by the most
  common number m >= 2 of annotators (the larger m on a tie) and says which m and how many pairs.
- Queries with low agreement come first: humans by Krippendorff's alpha (ordinal) ascending,
  undefined alpha (a single grade value in the query) after every number, then percent agreement;
  against the LLM by percent agreement, then quadratic kappa (nan last).
- The mean signed difference is LLM grade minus human grade: positive means a lenient judge.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, is_dataclass
from itertools import combinations
from typing import Any

from labeler.domain import LabelerError, SuggestionStatus
from labeler.domain.models import INDEPENDENT_SOURCES, UNAIDED_SOURCES

HUMAN_SOURCES = INDEPENDENT_SOURCES
VERSUS_LLM_SOURCES = UNAIDED_SOURCES
GRADES = (0, 1, 2, 3)
BINARY_THRESHOLD = 2

Confusion = tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class PairwiseAgreement:
    """Two annotators on the pairs both judged; confusion rows are first's grades, columns second's."""

    first: str
    second: str
    items: int
    kappa: float
    kappa_quadratic: float
    percent: float
    confusion: Confusion


@dataclass(frozen=True, slots=True)
class QueryAgreement:
    """Agreement among annotators on one query's pairs that have two or more grades."""

    query_id: str
    items: int
    alpha_ordinal: float
    percent: float


@dataclass(frozen=True, slots=True)
class FleissSummary:
    """Fleiss' kappa over the pairs judged by exactly `raters` annotators."""

    raters: int
    items: int
    kappa: float


@dataclass(frozen=True, slots=True)
class HumanAgreement:
    """`labeler agreement --humans`: every statistic over pairs with two or more independent grades."""

    annotators: tuple[str, ...]
    items: int
    judgments: int
    percent: float
    alpha_ordinal: float
    fleiss: FleissSummary | None
    pairwise: tuple[PairwiseAgreement, ...]
    per_query: tuple[QueryAgreement, ...]


@dataclass(frozen=True, slots=True)
class GraderVersusLlm:
    """One annotator (or one query) against the LLM: items, agreement, kappas, LLM minus human."""

    name: str
    items: int
    percent: float
    kappa: float
    kappa_quadratic: float
    mean_signed_difference: float


@dataclass(frozen=True, slots=True)
class LlmAgreement:
    """`labeler agreement`: one model's suggestions against human judgments of the same pairs."""

    model: str
    items: int
    pairs: int
    kappa: float
    kappa_quadratic: float
    kappa_binary: float
    percent: float
    mean_signed_difference: float
    confusion: Confusion
    per_annotator: tuple[GraderVersusLlm, ...]
    per_query: tuple[GraderVersusLlm, ...]


def _confusion(a: Sequence[int], b: Sequence[int]) -> Confusion:
    from labeler.metrics.agreement import confusion_matrix

    return tuple(tuple(int(v) for v in row) for row in confusion_matrix(a, b, GRADES))


def _share_agreeing(grades: Sequence[int]) -> float:
    m = len(grades)
    return sum(n * (n - 1) for n in Counter(grades).values()) / (m * (m - 1))


def _alpha(rows: list[dict[str, int]], raters: Sequence[str]) -> float:
    import numpy as np

    from labeler.metrics.agreement import krippendorff_alpha

    matrix = np.full((len(raters), len(rows)), np.nan)
    for j, row in enumerate(rows):
        for i, name in enumerate(raters):
            if name in row:
                matrix[i, j] = row[name]
    return krippendorff_alpha(matrix, "ordinal")


def _nan_last(value: float) -> tuple[bool, float]:
    return (math.isnan(value), 0.0 if math.isnan(value) else value)


def human_agreement(repository, annotators: Sequence[str] | None = None) -> HumanAgreement:
    """Agreement among annotators (all, or the named ones) on the pairs two or more of them judged."""
    from labeler.metrics.agreement import cohen_kappa, fleiss_kappa, percent_agreement

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


def _versus(name: str, human: list[int], llm: list[int]) -> GraderVersusLlm:
    from labeler.metrics.agreement import cohen_kappa, mean_signed_difference, percent_agreement

    return GraderVersusLlm(
        name,
        len(human),
        percent_agreement(human, llm),
        cohen_kappa(human, llm),
        cohen_kappa(human, llm, weights="quadratic"),
        mean_signed_difference(human, llm),
    )


def llm_agreement(
    repository, model: str | None = None, annotators: Sequence[str] | None = None
) -> list[LlmAgreement]:
    """Human judgments against each model's newest ok suggestion of the same pairs, one report per model."""
    from labeler.metrics.agreement import (
        binary_kappa,
        cohen_kappa,
        mean_signed_difference,
        percent_agreement,
    )

    newest: dict[str, dict[tuple[str, str], Any]] = defaultdict(dict)
    for suggestion in repository.suggestions(model=model, status=SuggestionStatus.OK):
        key = (suggestion.query_id, suggestion.chunk_id)
        previous = newest[suggestion.model].get(key)
        if suggestion.grade is not None and (previous is None or (suggestion.id or 0) > (previous.id or 0)):
            newest[suggestion.model][key] = suggestion
    wanted = set(annotators) if annotators else None
    judgments = [
        j
        for j in repository.current_judgments(sources=VERSUS_LLM_SOURCES)
        if wanted is None or j.annotator in wanted
    ]
    reports = []
    for model_name in sorted(newest):
        suggested = newest[model_name]
        items = [
            (j.query_id, j.annotator, j.grade, suggested[(j.query_id, j.chunk_id)].grade, (j.query_id, j.chunk_id))
            for j in judgments
            if (j.query_id, j.chunk_id) in suggested
        ]
        if not items:
            continue
        human = [h for _, _, h, _, _ in items]
        llm = [s for _, _, _, s, _ in items]
        per_annotator = defaultdict(lambda: ([], []))
        per_query = defaultdict(lambda: ([], []))
        for query_id, annotator, h, s, _ in items:
            per_annotator[annotator][0].append(h)
            per_annotator[annotator][1].append(s)
            per_query[query_id][0].append(h)
            per_query[query_id][1].append(s)
        queries = [_versus(q, h, s) for q, (h, s) in per_query.items()]
        queries.sort(key=lambda q: (q.percent, _nan_last(q.kappa_quadratic), q.name))
        reports.append(
            LlmAgreement(
                model=model_name,
                items=len(items),
                pairs=len({key for *_, key in items}),
                kappa=cohen_kappa(human, llm),
                kappa_quadratic=cohen_kappa(human, llm, weights="quadratic"),
                kappa_binary=binary_kappa(human, llm, BINARY_THRESHOLD),
                percent=percent_agreement(human, llm),
                mean_signed_difference=mean_signed_difference(human, llm),
                confusion=_confusion(human, llm),
                per_annotator=tuple(_versus(a, h, s) for a, (h, s) in sorted(per_annotator.items())),
                per_query=tuple(queries),
            )
        )
    if not reports:
        which = f" of model {model!r}" if model else ""
        raise LabelerError(f"no pair has both a human judgment and an ok LLM suggestion{which} yet")
    return reports


def to_jsonable(value: Any) -> Any:
    """A report as plain JSON data: dataclasses to objects, tuples to lists, nan to null."""
    if is_dataclass(value) and not isinstance(value, type):
        return to_jsonable(asdict(value))
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, float) and math.isnan(value):
        return None
    return value
