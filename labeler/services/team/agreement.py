"""Agreement reports: annotators with each other (--humans), and humans with the LLM judge.

Conventions (pinned by tests/unit/services/team/test_agreement_service.py):

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
- With suspects=True each model's report has a suspects section (services.team.suspect_agreement):
  the same comparison on the pairs the detector flags and on the clean ones.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, is_dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

import numpy as np

from labeler.domain import LabelerError, SuggestionStatus
from labeler.domain.models import INDEPENDENT_SOURCES, UNAIDED_SOURCES

HUMAN_SOURCES = INDEPENDENT_SOURCES
VERSUS_LLM_SOURCES = UNAIDED_SOURCES
GRADES = (0, 1, 2, 3)
BINARY_THRESHOLD = 2

if TYPE_CHECKING:
    from labeler.services.judging.system_ranking import SystemRanking
    from labeler.services.team.suspect_agreement import SuspectAgreement

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
    system_ranking: SystemRanking | None = None  # services.judging.system_ranking, when asked for and two runs exist
    suspects: SuspectAgreement | None = None  # flagged against clean pairs, when asked for


def _confusion(a: Sequence[int] | np.ndarray, b: Sequence[int] | np.ndarray) -> Confusion:
    from labeler.metrics.stats.agreement import confusion_matrix

    return tuple(tuple(int(v) for v in row) for row in confusion_matrix(a, b, GRADES))


def _shares_agreeing(counts: np.ndarray) -> np.ndarray:
    """Per item (row of grade counts), the share of agreeing rater pairs: sum n_c (n_c - 1) / (m (m - 1))."""
    m = counts.sum(axis=1)
    shares: np.ndarray = (counts * (counts - 1)).sum(axis=1) / (m * (m - 1))
    return shares


def _nan_last(value: float) -> tuple[bool, float]:
    return (math.isnan(value), 0.0 if math.isnan(value) else value)


def _pairwise(names: Sequence[str], grid: np.ndarray) -> list[PairwiseAgreement]:
    """Every two annotators (in name order) on the items both judged."""
    from labeler.metrics.stats.agreement import cohen_kappa, percent_agreement

    result = []
    for first, second in combinations(range(len(names)), 2):
        both = (grid[:, first] >= 0) & (grid[:, second] >= 0)
        if not both.any():
            continue
        a, b = grid[both, first].astype(np.int64), grid[both, second].astype(np.int64)
        result.append(
            PairwiseAgreement(
                names[first],
                names[second],
                int(both.sum()),
                cohen_kappa(a, b),
                cohen_kappa(a, b, weights="quadratic"),
                percent_agreement(a, b),
                _confusion(a, b),
            )
        )
    return result


def _per_query(query_ids: Sequence[str], codes: np.ndarray, counts: np.ndarray) -> list[QueryAgreement]:
    """Alpha and percent agreement per query; rows are grouped by query (codes ascending)."""
    from labeler.metrics.stats.agreement import krippendorff_alpha_counts

    starts = np.flatnonzero(np.r_[True, codes[1:] != codes[:-1]])
    ends = np.r_[starts[1:], codes.size]
    shares = _shares_agreeing(counts)
    result = [
        QueryAgreement(
            query_ids[int(codes[start])],
            int(end - start),
            krippendorff_alpha_counts(counts[start:end], GRADES),
            float(shares[start:end].sum()) / int(end - start),
        )
        for start, end in zip(starts.tolist(), ends.tolist(), strict=True)
    ]
    result.sort(key=lambda q: (_nan_last(q.alpha_ordinal), q.percent, q.query_id))
    return result


def human_agreement(repository: Any, annotators: Sequence[str] | None = None) -> HumanAgreement:
    """Agreement among annotators (all, or the named ones) on the pairs two or more of them judged.

    Computed over a pairs x annotators grid of grades read in bulk (no object per judgment). It shows
    everyone's grades: the caller's role must allow seeing the agreement.
    """
    from labeler.metrics.stats.agreement import fleiss_kappa, krippendorff_alpha_counts
    from labeler.services.roles import Action, require

    require(repository, Action.SEE_AGREEMENT)

    wanted = set(annotators) if annotators else None
    if wanted is not None and len(wanted) < 2:
        raise LabelerError("agreement among humans needs at least two annotators")
    grid = repository.grade_grid(HUMAN_SOURCES, wanted)
    judged = grid.grades >= 0
    shared = judged.sum(axis=1) >= 2
    if not shared.any():
        raise LabelerError("no pair has been judged by two annotators yet (see `labeler assign`)")
    grades = grid.grades[shared]
    present = (grades >= 0).any(axis=0)
    grades = grades[:, present]
    raters = tuple(name for name, keep in zip(grid.annotators, present.tolist(), strict=True) if keep)
    counts = np.stack([(grades == grade).sum(axis=1) for grade in GRADES], axis=1).astype(np.int64)
    sizes = counts.sum(axis=1)
    size_counts = np.bincount(sizes)
    m = int(max(np.flatnonzero(size_counts), key=lambda size: (size_counts[size], size)))
    table = counts[sizes == m]
    return HumanAgreement(
        annotators=raters,
        items=int(grades.shape[0]),
        judgments=int(sizes.sum()),
        percent=float(_shares_agreeing(counts).mean()),
        alpha_ordinal=krippendorff_alpha_counts(counts, GRADES),
        fleiss=FleissSummary(m, int(table.shape[0]), fleiss_kappa(table)),
        pairwise=tuple(_pairwise(raters, grades)),
        per_query=tuple(_per_query(grid.query_ids, grid.query_codes[shared], counts)),
    )


def _versus(name: str, human: list[int], llm: list[int]) -> GraderVersusLlm:
    from labeler.metrics.stats.agreement import cohen_kappa, mean_signed_difference, percent_agreement

    return GraderVersusLlm(
        name,
        len(human),
        percent_agreement(human, llm),
        cohen_kappa(human, llm),
        cohen_kappa(human, llm, weights="quadratic"),
        mean_signed_difference(human, llm),
    )


def llm_agreement(
    repository: Any, model: str | None = None, annotators: Sequence[str] | None = None, *, suspects: bool = False
) -> list[LlmAgreement]:
    """Human judgments against each model's newest ok suggestion of the same pairs, one report per model
    (with suspects: and its suspects section, the detector read over every pair compared, once;
    the caller's role must allow seeing the agreement)."""
    from labeler.metrics.stats.agreement import (
        binary_kappa,
        cohen_kappa,
        mean_signed_difference,
        percent_agreement,
    )
    from labeler.services.roles import Action, require

    require(repository, Action.SEE_AGREEMENT)

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
    reasons: dict[tuple[str, str], Any] = {}
    if suspects:
        from labeler.services.judging.suspects import flagged_pairs

        compared = {(j.query_id, j.chunk_id) for j in judgments if any((j.query_id, j.chunk_id) in s for s in newest.values())}
        reasons = flagged_pairs(repository, pairs=sorted(compared)).reasons()
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
        per_annotator: defaultdict[str, tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
        per_query: defaultdict[str, tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
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
                suspects=_suspects_section(items, reasons) if suspects else None,
            )
        )
    if not reports:
        which = f" of model {model!r}" if model else ""
        raise LabelerError(f"no pair has both a human judgment and an ok LLM suggestion{which} yet")
    return reports


def _suspects_section(items: list[Any], reasons: dict[tuple[str, str], Any]) -> SuspectAgreement:
    from labeler.services.team.suspect_agreement import suspect_agreement

    return suspect_agreement([h for _, _, h, _, _ in items], [s for _, _, _, s, _ in items],
                             [key for *_, key in items], reasons)


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
