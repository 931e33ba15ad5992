"""Team work: spread the pool over annotators, track their progress, and adjudicate disagreements.

Conventions (pinned by tests/unit/services/team/test_assignment.py):

- A pair is *covered* by an annotator who is assigned it or holds a current own judgment of it
  (human, imported or accepted-LLM; an adjudication is not an independent judgment). Existing
  judgments therefore count towards K, whoever made them.
- ``assign`` walks the pool in queue order and gives each pair the missing ``K - covered``
  annotators among the team, each time choosing the least loaded (fewest pairs covered so far),
  ties by the order the team was given. Deterministic: the same database and team give the
  same assignment; running it again adds nothing. It never removes an assignment.
- An adjudication is stored as a JudgmentSource.ADJUDICATED judgment under the annotator name
  ``adjudicator:NAME``, so that it never supersedes the adjudicator's own independent grade
  of the pair; the qrels export puts it before every aggregation rule.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labeler.domain import Judgment, JudgmentSource, LabelerError, NotFoundError
from labeler.domain.models import INDEPENDENT_SOURCES
from labeler.services.roles import Action, require, require_own_name

if TYPE_CHECKING:
    import numpy as np

    from labeler.storage import Repository

ADJUDICATOR_PREFIX = "adjudicator:"


@dataclass(frozen=True, slots=True)
class AssignReport:
    """What `labeler assign` did: assignments added and each annotator's load afterwards."""

    per_pair: int
    annotators: tuple[str, ...]
    pairs: int
    added: int
    already_covered: int
    load: dict[str, int]


@dataclass(frozen=True, slots=True)
class AnnotatorGrade:
    """One annotator's current grade of a pair (with their note)."""

    annotator: str
    grade: int
    note: str | None
    source: JudgmentSource


@dataclass(frozen=True, slots=True)
class Disagreement:
    """A pair whose independent grades differ: every annotator's grade, and the adjudication if any."""

    query_id: str
    chunk_id: str
    spread: int
    grades: tuple[AnnotatorGrade, ...]
    adjudication: AnnotatorGrade | None = None


def adjudicator_name(adjudicator: str) -> str:
    """The annotator name an adjudication is stored under: ``adjudicator:NAME``."""
    return f"{ADJUDICATOR_PREFIX}{adjudicator}"


def is_adjudicator(annotator: str) -> bool:
    """Whether an annotator name is an adjudication identity, not a person grading independently."""
    return annotator.startswith(ADJUDICATOR_PREFIX)


def _team(repository: Repository, annotators: Sequence[str] | None) -> tuple[str, ...]:
    if annotators is None:
        imported_only = repository.import_only_annotators()
        team = [name for name in repository.annotators() if not is_adjudicator(name) and name not in imported_only]
    else:
        team = []
        for name in annotators:
            name = name.strip()
            if not name:
                continue
            if is_adjudicator(name):
                raise LabelerError(f"{name!r} is an adjudication identity, not an annotator")
            if name not in team:
                team.append(name)
    return tuple(team)


def assign(repository: Repository, per_pair: int, annotators: Sequence[str] | None = None) -> AssignReport:
    """Assign pairs so each pool pair gets per_pair independent judgments, balanced across the team.

    The team is `annotators` (in that order), else every known annotator by name except
    adjudication identities and names that only hold imported qrels. Set-wise: the pool's
    coverage is read as arrays; a pair whose missing annotators leave no choice (as many
    candidates as missing, or fewer) is filled in numpy, and only pairs with a choice walk the
    greedy rule one by one, with the load the earlier forced pairs added (a cumulative sum).
    """
    require(repository, Action.ASSIGN)
    if per_pair < 1:
        raise LabelerError("--per-pair must be at least 1")
    team = _team(repository, annotators)
    if len(team) < per_pair:
        have = ", ".join(team) or "none"
        raise LabelerError(
            f"--per-pair {per_pair} needs at least {per_pair} annotators; have {len(team)} ({have}); "
            "name them with --annotators a,b,c"
        )
    import numpy as np  # here, not at the top: `labeler status` imports this module and not numpy

    coverage = repository.assignment_coverage(team)
    if not coverage.pair_ids.size:
        raise NotFoundError("the pool is empty: `labeler pool` (or import qrels) first")
    missing = per_pair - coverage.holders
    free = ~coverage.team_holds
    candidates = free.sum(axis=1)
    forced = (missing > 0) & (candidates <= missing)
    choosing = np.flatnonzero((missing > 0) & (candidates > missing))
    forced_cells = free & forced[:, None]
    chosen = _choose(coverage.team_holds.sum(axis=0), forced_cells, free, missing, choosing)
    forced_rows, forced_members = np.nonzero(forced_cells)
    rows = np.concatenate([forced_rows, chosen[0]])
    members = np.concatenate([forced_members, chosen[1]])
    added = repository.add_assignment_ids(coverage.pair_ids[rows], members, team)
    load = coverage.team_holds.sum(axis=0) + np.bincount(members, minlength=len(team))
    return AssignReport(
        per_pair, team, int(coverage.pair_ids.size), added, int((missing <= 0).sum()),
        dict(sorted((name, int(n)) for name, n in zip(team, load, strict=True))),
    )


def _choose(
    start_load: np.ndarray, forced: np.ndarray, free: np.ndarray, missing: np.ndarray, choosing: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(rows, members) the greedy rule picks for the pairs with a choice, walked in queue order:
    each gets its missing count of free members, least loaded first (ties by team order), where
    the load counts the pairs covered at the start, the forced pairs before it and earlier picks."""
    import numpy as np

    if not choosing.size:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    # forced assignments each member received before each choosing row (a choosing row has none
    # itself, so the running sum at it counts the rows before), one member's column at a time
    before = np.stack([np.cumsum(forced[:, member], dtype=np.int64)[choosing] for member in range(forced.shape[1])], axis=1)
    picked = [0] * len(start_load)
    rows: list[int] = []
    members: list[int] = []
    for row, forced_before, free_members, want in zip(
        choosing.tolist(), (before + start_load).tolist(), free[choosing].tolist(), missing[choosing].tolist(), strict=True
    ):
        order = sorted(
            (load + picked[member], member)
            for member, (load, is_free) in enumerate(zip(forced_before, free_members, strict=True))
            if is_free
        )
        for _, member in order[:want]:
            picked[member] += 1
            rows.append(row)
            members.append(member)
    return np.array(rows, dtype=np.int64), np.array(members, dtype=np.int64)


def assignment_progress(repository: Repository) -> dict[str, tuple[int, int]]:
    """annotator -> (pairs assigned, of those judged by them), sorted by name."""
    return repository.assignment_progress()


def adjudicate(
    repository: Repository, query_id: str, chunk_id: str, adjudicator: str, grade: int, note: str | None = None
) -> Judgment:
    """Record the adjudicated grade of a pool pair (JudgmentSource.ADJUDICATED, as adjudicator:NAME).

    A later adjudication of the same pair by the same adjudicator supersedes theirs.
    """
    require_own_name(repository, Action.ADJUDICATE, adjudicator)
    adjudicator = adjudicator.strip()
    if not adjudicator or is_adjudicator(adjudicator):
        raise LabelerError(f"give the adjudicator's own name, got {adjudicator!r}")
    if not any(p.chunk_id == chunk_id for p in repository.list_pairs(query_id)):
        raise NotFoundError(f"no pair ({query_id!r}, {chunk_id!r}) in the pool")
    return repository.record_judgment(
        query_id,
        chunk_id,
        adjudicator_name(adjudicator),
        grade,
        note=note,
        source=JudgmentSource.ADJUDICATED,
    )


def disagreements(repository: Repository, min_diff: int = 1, *, include_adjudicated: bool = False) -> list[Disagreement]:
    """The adjudication queue: pairs with two or more independent grades whose max - min >= min_diff.

    Largest spread first, then query and chunk id. Pairs already adjudicated are left out
    unless include_adjudicated. Each annotator's grade and note is listed by annotator name.
    """
    if min_diff < 1:
        raise LabelerError("--min-diff must be at least 1")
    grades: dict[tuple[str, str], list[AnnotatorGrade]] = defaultdict(list)
    adjudications: dict[tuple[str, str], Judgment] = {}
    for judgment in repository.current_judgments():
        key = (judgment.query_id, judgment.chunk_id)
        if judgment.source == JudgmentSource.ADJUDICATED:
            newest = adjudications.get(key)
            if newest is None or (judgment.id or 0) > (newest.id or 0):
                adjudications[key] = judgment
        elif judgment.source in INDEPENDENT_SOURCES:
            grades[key].append(AnnotatorGrade(judgment.annotator, judgment.grade, judgment.note, judgment.source))
    queue: list[Disagreement] = []
    for key, pair_grades in grades.items():
        if len(pair_grades) < 2:
            continue
        spread = max(g.grade for g in pair_grades) - min(g.grade for g in pair_grades)
        adjudication = adjudications.get(key)
        if spread < min_diff or (adjudication is not None and not include_adjudicated):
            continue
        settled = None
        if adjudication is not None:
            settled = AnnotatorGrade(
                adjudication.annotator[len(ADJUDICATOR_PREFIX) :] if is_adjudicator(adjudication.annotator) else adjudication.annotator,
                adjudication.grade,
                adjudication.note,
                adjudication.source,
            )
        queue.append(
            Disagreement(key[0], key[1], spread, tuple(sorted(pair_grades, key=lambda g: g.annotator)), settled)
        )
    queue.sort(key=lambda d: (-d.spread, d.query_id, d.chunk_id))
    return queue


def undo_last_adjudication(repository: Repository, adjudicator: str) -> Judgment | None:
    """Undo this adjudicator's most recent still-effective adjudication (stored as adjudicator:NAME)
    and return it (None: nothing left); repeated calls walk back, the earlier adjudication returns."""
    require_own_name(repository, Action.ADJUDICATE, adjudicator)
    return repository.undo_last(adjudicator_name(adjudicator))
