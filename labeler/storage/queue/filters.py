"""The label queue's filters as SQL conditions on pair_t (correlated by the enclosing statement).

Independence: the disagreement filter only matches pairs this annotator has graded, so it never
hints at other annotators' grades before they grade a pair themselves. An adjudicated pair is no
longer a disagreement, and adjudications never count as an annotator's grade.
Status comparisons use inline literals so that SQLite can use the partial index
``uq_judgment_current (pair_id, annotator_id) WHERE status='current'``.
An annotator id of None (never judged or skipped anything) matches no judgment, skip or assignment.
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, and_, distinct, exists, false, func, literal_column, or_, select, true

from labeler.domain import JudgmentSource
from labeler.domain.labeling import QueueFilter
from labeler.storage.schema import assignment_t, judgment_t, pair_t, skip_t, suggestion_t

CURRENT: ColumnElement[str] = literal_column("'current'")
ADJUDICATED: ColumnElement[str] = literal_column(f"'{JudgmentSource.ADJUDICATED.value}'")
SUGGESTION_OK: ColumnElement[str] = literal_column("'ok'")
NO_ANNOTATOR = -1  # matches no row: ids are positive


def annotator_value(aid: int | None) -> int:
    """The id to compare with: NO_ANNOTATOR for an annotator not in the database."""
    return NO_ANNOTATOR if aid is None else aid


def judged_by(aid: int) -> ColumnElement[bool]:
    """The annotator has a current judgment of the pair."""
    j = judgment_t.alias("j_mine")
    return exists().where(and_(j.c.pair_id == pair_t.c.id, j.c.annotator_id == aid, j.c.status == CURRENT))


def skipped_by(aid: int) -> ColumnElement[bool]:
    """The annotator skipped the pair."""
    return exists().where(and_(skip_t.c.pair_id == pair_t.c.id, skip_t.c.annotator_id == aid))


def has_ok_suggestion() -> ColumnElement[bool]:
    """The pair has an LLM suggestion with status ok."""
    s = suggestion_t.alias("s_any")
    return exists().where(and_(s.c.pair_id == pair_t.c.id, s.c.status == SUGGESTION_OK))


def assigned_to(aid: int) -> ColumnElement[bool]:
    """The pair is assigned to the annotator."""
    return exists().where(and_(assignment_t.c.pair_id == pair_t.c.id, assignment_t.c.annotator_id == aid))


def in_queue(aid: int | None, assigned: bool) -> ColumnElement[bool]:
    """Pairs this annotator's queue holds: their assigned pairs when assigned, else every pool pair."""
    return assigned_to(annotator_value(aid)) if assigned else true()


def disagreement() -> ColumnElement[bool]:
    """Current grades of different annotators differ, or one differs from the newest ok suggestion;
    never on an adjudicated pair (the adjudication settled it), and adjudications are not grades here."""
    j = judgment_t.alias("j_all")
    distinct_grades = (
        select(func.count(distinct(j.c.grade)))
        .where(and_(j.c.pair_id == pair_t.c.id, j.c.status == CURRENT, j.c.source != ADJUDICATED))
        .scalar_subquery()
    )
    j_adj = judgment_t.alias("j_adj")
    adjudicated = exists().where(
        and_(j_adj.c.pair_id == pair_t.c.id, j_adj.c.status == CURRENT, j_adj.c.source == ADJUDICATED)
    )
    j2 = judgment_t.alias("j_llm")
    s2 = suggestion_t.alias("s_llm")
    s_new = suggestion_t.alias("s_new")
    # Correlated on j_llm (the immediately enclosing SELECT), which auto-correlation handles.
    newest_ok = (
        select(func.max(s_new.c.id))
        .where(and_(s_new.c.pair_id == j2.c.pair_id, s_new.c.status == SUGGESTION_OK))
        .scalar_subquery()
    )
    with_llm = exists().where(
        and_(
            j2.c.pair_id == pair_t.c.id,
            j2.c.status == CURRENT,
            j2.c.source != ADJUDICATED,
            s2.c.id == newest_ok,
            s2.c.grade != j2.c.grade,
        )
    )
    return and_(~adjudicated, or_(distinct_grades > 1, with_llm))


def filter_predicate(queue_filter: QueueFilter, aid: int | None, assigned: bool = False) -> ColumnElement[bool]:
    """SQL condition on pair_t for the filter (within the assigned pairs when assigned); the same
    rules as QueueEntry.matches on the entries a queue page holds."""
    if assigned:
        return and_(in_queue(aid, True), filter_predicate(queue_filter, aid))
    aid = annotator_value(aid)
    if queue_filter is QueueFilter.ALL:
        return true()
    if queue_filter is QueueFilter.UNJUDGED:
        return and_(~judged_by(aid), ~skipped_by(aid))
    if queue_filter is QueueFilter.SUGGESTED:
        return has_ok_suggestion()
    if queue_filter is QueueFilter.DISAGREEMENT:
        return and_(judged_by(aid), disagreement())
    if queue_filter is QueueFilter.SKIPPED:
        return and_(skipped_by(aid), ~judged_by(aid))
    return false()
