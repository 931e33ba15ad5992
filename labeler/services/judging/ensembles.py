"""`labeler suggestions combine`: an ensemble of LLM judges stored as one more model's suggestions.

The members' newest ok suggestions are read in bulk (Repository.model_grades), aligned on the
union of their pairs and combined in numpy (metrics.grades.ensemble states the rules, ties and
probabilities); the result is stored through the same set-wise import as `labeler import
suggestions`, in one transaction: status ok, grade, grade_probs, expected_grade (sum g P(g)),
confidence (max P(g)), reason `ensemble of a,b,c (rule)` and prompt_hash `ensemble:<sha256>` of the
sorted members, the rule and each member's prompt hashes. So the ensemble's name works wherever a
model's does (agreement, export qrels --source llm, eval --estimate llm|hybrid).

A pair only some members graded is combined from those present, unless require_all (then it is
left out). Running the same combination again stores nothing new; after members gain or change
grades it adds a newer suggestion for the pairs whose ensemble grade, probabilities or reason changed
(readers take the newest); a pair whose ensemble answer is unchanged keeps its row, prompt_hash
included, even when a member's prompt hashes changed. A name that holds another model's suggestions, or ensemble grades of pairs this combination
does not cover, is refused rather than mixed.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labeler.domain import LabelerError, NotFoundError, Suggestion, SuggestionStatus

if TYPE_CHECKING:
    from labeler.storage import Repository

ENSEMBLE_PROMPT_PREFIX = "ensemble:"
"""prompt_hash of an ensemble's suggestion: this prefix and a hex sha256 of its definition."""


@dataclass(frozen=True, slots=True)
class EnsembleResult:
    """What combining did: pairs stored, how many lacked a member's grade (combined from those
    present) or were left out (require_all), how many carry the members' mean probabilities, and the
    import's added / updated / unchanged counts."""

    name: str
    members: tuple[str, ...]
    rule: str
    prompt_hash: str
    pairs: int
    partial: int
    left_out: int
    from_member_probs: int
    added: int
    updated: int
    unchanged: int


def ensemble_reason(members: Sequence[str], rule: str, require_all: bool = False) -> str:
    """The reason every suggestion of the ensemble carries: `ensemble of a,b,c (rule)`, members sorted
    (as in the prompt hash) so that --models b,a after a,b stores nothing new."""
    return f"ensemble of {','.join(sorted(members))} ({rule}{', pairs every member graded' if require_all else ''})"


def ensemble_prompt_hash(members: Sequence[str], rule: str, prompt_hashes: dict[str, list[str]]) -> str:
    """`ensemble:` and the sha256 of the sorted members, the rule and each member's sorted prompt hashes."""
    definition = {"members": sorted(members), "rule": rule, "prompt_hashes": {m: sorted(prompt_hashes[m]) for m in sorted(members)}}
    digest = hashlib.sha256(json.dumps(definition, sort_keys=True).encode("utf-8")).hexdigest()
    return f"{ENSEMBLE_PROMPT_PREFIX}{digest}"


def _check_request(repository: Repository, members: Sequence[str], rule: str, name: str) -> None:
    """One-line errors for an unknown rule, fewer than two members, or a target name that is a member
    or holds a model's own suggestions."""
    from labeler.metrics.grades.ensemble import RULES

    if rule not in RULES:
        raise LabelerError(f"unknown rule {rule!r}; use one of {', '.join(RULES)}")
    if not name.strip():
        raise LabelerError("--as needs a name for the ensemble")
    if len(set(members)) < 2 or len(set(members)) != len(members):
        raise LabelerError("--models needs two or more different models, comma-separated (e.g. --models a,b,c)")
    if name in members:
        raise LabelerError(f"--as {name!r} is one of the members: give the ensemble its own name")
    foreign = [h for h in repository.model_prompt_hashes(name) if not h.startswith(ENSEMBLE_PROMPT_PREFIX)]
    if foreign:
        raise LabelerError(f"{name!r} holds a model's own suggestions, not an ensemble's: choose another --as name")


def combine_suggestions(
    repository: Repository, members: Sequence[str], rule: str, name: str, *, require_all: bool = False
) -> EnsembleResult:
    """Combine the members' newest ok suggestions by rule and store them as suggestions of `name`, all or nothing."""
    import numpy as np

    from labeler.metrics.grades.ensemble import MISSING, align_pairs, combine_votes
    from labeler.metrics.grades.model import GRADE_VALUES

    members = tuple(members)
    _check_request(repository, members, rule, name)
    grades_of = [repository.model_grades(member) for member in members]
    missing = [member for member, grades in zip(members, grades_of) if not grades.n_pairs]
    if missing:
        known = ", ".join(summary.model for summary in repository.suggestion_models() if summary.ok) or "none yet"
        raise NotFoundError(f"no ok suggestions of {', '.join(missing)} (models with ok suggestions: {known})")
    aligned = align_pairs([(g.query_ids, g.chunk_ids) for g in grades_of])
    votes = np.full((aligned.n_pairs, len(members)), MISSING, dtype=np.int64)
    probs = np.full((aligned.n_pairs, len(members), 4), np.nan)
    for column, (grades, rows) in enumerate(zip(grades_of, aligned.rows)):
        votes[rows, column] = grades.grades
        probs[rows, column] = grades.probs
    complete = (votes != MISSING).all(axis=1)
    kept = complete if require_all else np.ones(aligned.n_pairs, dtype=bool)
    if not kept.any():
        raise LabelerError(f"no pair was graded by every one of {', '.join(members)}: drop --require-all")
    kept_rows = np.flatnonzero(kept).tolist()
    query_ids = [aligned.query_ids[row] for row in kept_rows]
    chunk_ids = [aligned.chunk_ids[row] for row in kept_rows]
    _check_no_stale_pairs(repository, name, query_ids, chunk_ids)
    combined = combine_votes(votes[kept], probs[kept], rule)
    prompt_hash = ensemble_prompt_hash(members, rule, {m: repository.model_prompt_hashes(m) for m in members})
    reason = ensemble_reason(members, rule, require_all)
    suggestions = [
        Suggestion(
            query_id, chunk_id, name, prompt_hash, SuggestionStatus.OK, grade=grade,
            reason=reason, grade_probs=(p[0], p[1], p[2], p[3]), confidence=top, expected_grade=mean,
        )
        for query_id, chunk_id, grade, p, top, mean in zip(
            query_ids, chunk_ids, combined.grades.tolist(), combined.probs.tolist(), combined.probs.max(axis=1).tolist(),
            (combined.probs @ GRADE_VALUES).tolist(),
        )
    ]
    counts = repository.import_suggestions(suggestions, origin="ensemble")
    return EnsembleResult(
        name, members, rule, prompt_hash, len(suggestions), int((kept & ~complete).sum()), int((~kept).sum()),
        int(combined.from_member_probs.sum()), counts.added, counts.updated, counts.unchanged,
    )


def _check_no_stale_pairs(repository: Repository, name: str, query_ids: list[str], chunk_ids: list[str]) -> None:
    """Refuse when `name` already holds ensemble grades of pairs other than these (the pairs this
    combination grades): they would stay beside the new ones as if this combination had made them."""
    from labeler.metrics.grades.ensemble import align_pairs

    held = repository.model_grades(name)
    if not held.n_pairs:
        return
    stale = align_pairs([(held.query_ids, held.chunk_ids), (query_ids, chunk_ids)]).n_pairs - len(query_ids)
    if stale:
        raise LabelerError(
            f"{name!r} already holds ensemble grades of {stale:,} pairs this combination does not cover "
            "(other members, or --require-all): choose another --as name"
        )
