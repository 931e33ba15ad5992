"""From a read completion to a stored suggestion: the status, the fields kept, the key masked.

Live judging (client.Judge) and batch collection (batch.ResultLine) both end here, so an answer
means the same thing whichever way it came back.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from typing import Any

from labeler.domain import Suggestion, SuggestionStatus
from labeler.judge.answers.text import is_bare_answer, storable, truncated
from labeler.judge.answers.completion import Answer
from labeler.judge.answers.parse import confidence, expected_grade
from labeler.judge.redact import redact


def answer_fields(answer: Answer) -> tuple[SuggestionStatus, dict[str, Any]]:
    """The status of a final answer and the suggestion fields it fills (refused, unparsed or ok)."""
    if answer.refused:
        return SuggestionStatus.REFUSED, {"reason": answer.refusal or "content filter", "raw_text": answer.text or None}
    if answer.grade is None:
        return SuggestionStatus.UNPARSED, {"raw_text": answer.text}
    return SuggestionStatus.OK, {
        "grade": answer.grade,
        "reason": answer.reason,
        "raw_text": None if is_bare_answer(answer.text) else answer.text,  # else stored twice
        "probabilities": answer.probabilities,
    }


def make_suggestion(
    *,
    query_id: str,
    chunk_id: str,
    model: str,
    prompt_hash: str,
    input_hash: str | None,
    status: SuggestionStatus,
    secrets: Sequence[str],
    tokens_in: int | None = None,
    tokens_out: int | None = None,
    latency_ms: float | None = None,
    **fields: Any,
) -> Suggestion:
    """A Suggestion with reason and raw_text made storable (no lone surrogate, no NUL), scrubbed of the
    secrets (key, URL credentials) and cut to MAX_ANSWER_BYTES, and confidence / expected grade from
    ``probabilities`` (P(grade 0..3), or None). Live and batch answers both end here."""
    for name in ("reason", "raw_text"):
        # Scrubbed before the cut, so a key straddling the cut is masked whole.
        fields[name] = truncated(redact(storable(fields.get(name)), *secrets))
    probabilities = fields.pop("probabilities", None)
    return Suggestion(
        query_id=query_id,
        chunk_id=chunk_id,
        model=model,
        prompt_hash=prompt_hash,
        status=status,
        grade_probs=probabilities,
        confidence=confidence(probabilities),
        expected_grade=expected_grade(probabilities),
        input_hash=input_hash,
        tokens_in=tokens_in,
        tokens_out=tokens_out,
        latency_ms=latency_ms,
        created_at=datetime.now(timezone.utc),
        **fields,
    )
