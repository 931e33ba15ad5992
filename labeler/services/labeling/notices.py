"""What a labeling session says to the annotator beyond the pair itself: the one-line notices."""

from __future__ import annotations

from labeler.domain import Chunk, Query, Suggestion, SuggestionStatus
from labeler.domain.labeling import QueueEntry, QueueFilter

FILTER_EMPTY_NOTICE = "No pairs match this filter: nothing to grade (f changes the filter)."


def missing_text_warning(query: Query | None, chunk: Chunk | None, entry: QueueEntry) -> str | None:
    """The pair just graded had no query text or no chunk text: what is missing and the import
    that fills it in; None when both texts are there."""
    no_query = query is None or not query.text.strip()
    no_chunk = chunk is None or not chunk.text.strip()
    if not (no_query or no_chunk):
        return None
    what = [f"query {entry.query_id} has no text"] if no_query else []
    what += [f"chunk {entry.chunk_id} has no text"] if no_chunk else []
    fill = " and ".join(
        (["`labeler import queries FILE`"] if no_query else []) + (["`labeler import chunks FILE`"] if no_chunk else [])
    )
    return f"Saved, but {' and '.join(what)} in the database: {fill} fills it. (Said once per query.)"


def revealed_suggestion_words(suggestion: Suggestion, grade: int) -> str:
    """'saved 2 · LLM said 3': what a suggestion hidden by blind mode was, once the grade is saved."""
    if suggestion.status is SuggestionStatus.OK and suggestion.grade is not None:
        return f"saved {grade} · LLM said {suggestion.grade}"
    return f"saved {grade} · LLM gave no grade ({suggestion.status.value})"


def queue_empty_notice(queue_filter: QueueFilter, skipped: int) -> str:
    """Nothing left in the queue under this filter (and, in the unjudged queue, how many were skipped),
    and where to go on: the evaluation (e, or `labeler eval` in a shell) or another filter (f)."""
    notice = f"Queue empty: no more pairs in {queue_filter.label!r}."
    if queue_filter is QueueFilter.UNJUDGED and skipped:
        notice += f" {skipped} skipped: press f to review them."
    return notice + " e scores the runs with your grades (`labeler eval` in a shell); f changes the queue."
