"""Importing LLM grades made elsewhere as suggestions of a named model, exactly as `labeler judge`
stores its own (status ok, grade, and with probabilities grade_probs, expected_grade, confidence).

Re-importing: a pair whose grade, probabilities and reason equal the model's newest ok suggestion
is left alone, so the same file twice changes nothing; an updated file adds a newer suggestion
for each pair it changes (which then wins: readers take the newest ok suggestion per pair), and
pairs it no longer lists keep what they had. Nothing is ever deleted. Each stored row's
prompt_hash is `imported:<sha256 of the file>`, telling imported suggestions from judged ones
and naming the file each came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from labeler.domain import LabelerError, Suggestion, SuggestionStatus
from labeler.services.roles import Action, require

if TYPE_CHECKING:
    from labeler.storage import Repository

IMPORTED_PROMPT_PREFIX = "imported:"
"""prompt_hash of an imported suggestion: this prefix and the hex sha256 of the file's bytes."""

IMPORTED_ORIGIN = "imported-suggestions"
"""origin of a pair first created by importing suggestions."""


@dataclass(frozen=True, slots=True)
class SuggestionImport:
    """What importing a file of LLM grades did (pairs counted once each)."""

    model: str
    prompt_hash: str
    pairs: int
    with_probabilities: int
    added: int
    updated: int
    unchanged: int
    pairs_created: int

    @property
    def changed(self) -> bool:
        """Whether the import stored anything."""
        return bool(self.added or self.updated)


def imported_prompt_hash(sha256: str) -> str:
    """The prompt_hash imported suggestions carry: `imported:` and the file's hex sha256."""
    return f"{IMPORTED_PROMPT_PREFIX}{sha256}"


def import_suggestions(
    repository: Repository, path: str | Path, *, model: str, format: str | None = None, strict: bool = False
) -> SuggestionImport:
    """Import a file of LLM grades (see dataio.suggestions.files) as ok suggestions of `model`, all
    or nothing. Queries the database lacks become placeholder queries, as `import qrels` makes
    them (with strict=True the first is an error naming its line); chunk ids need no chunk row
    (pairs name chunks whose text may come later)."""
    require(repository, Action.IMPORT)
    from labeler.dataio.runs.table import file_sha256
    from labeler.dataio.suggestions.files import read_suggestion_file
    from labeler.metrics.grades.model import GRADE_VALUES
    from labeler.services.importing import _check_known_queries

    if not model.strip():
        raise LabelerError("--model needs a name: the model whose grades these are")
    path = Path(path)
    grades_file = read_suggestion_file(path, format=format)
    _check_known_queries(repository, path, grades_file.unit, list(zip(grades_file.query_ids, grades_file.lines)), strict)
    prompt_hash = imported_prompt_hash(file_sha256(path))
    # as the judge derives them (judge.answers.parse.confidence, expected_grade), for every row at once
    confidences = grades_file.probs.max(axis=1).tolist()
    expected = (grades_file.probs @ GRADE_VALUES).tolist()
    suggestions: list[Suggestion] = []
    with_probabilities = 0
    for query_id, chunk_id, grade, row, top, mean, reason in zip(
        grades_file.query_ids, grades_file.chunk_ids, grades_file.grades.tolist(), grades_file.probs.tolist(),
        confidences, expected, grades_file.reasons,
    ):
        given = row[0] == row[0]  # NaN: the file gave no probabilities for this pair
        with_probabilities += given
        suggestions.append(
            Suggestion(
                query_id, chunk_id, model, prompt_hash, SuggestionStatus.OK, grade=grade, reason=reason,
                grade_probs=(row[0], row[1], row[2], row[3]) if given else None,
                confidence=top if given else None, expected_grade=mean if given else None,
            )
        )
    placeholders = () if strict else sorted(set(grades_file.query_ids))
    counts = repository.import_suggestions(suggestions, origin=IMPORTED_ORIGIN, placeholder_queries=placeholders)
    return SuggestionImport(
        model, prompt_hash, len(suggestions), with_probabilities, counts.added, counts.updated, counts.unchanged, counts.pairs_created
    )
