"""services.judging.suspects over a real SQLite project; the judge's plan counts them; a judge that obeys
every planted instruction is caught by the detector and shows in the agreement's suspects section."""

from __future__ import annotations

import pytest

from labeler.domain import SuggestionStatus
from labeler.domain.suspects import SuspectReason
from labeler.services.judging import suspects as service
from labeler.services.judging.prefill import plan_prefill, run_prefill
from labeler.services.team.agreement import llm_agreement
from tests.fake_openai import GullibleJudge
from tests.projects.judge_project import MODEL, config
from tests.projects.suspects_project import CHUNKS, FLAGGED, POOL, suspects_pool


@pytest.fixture
def project(repository):
    return suspects_pool(repository)


def _reasons(report) -> dict[tuple[str, str], tuple[str, ...]]:
    return {key: tuple(str(r) for r in reasons) for key, reasons in report.reasons().items()}


def test_the_pool_is_read_in_queue_order_and_its_flagged_pairs_are_named_with_their_reasons(project):
    report = service.flagged_pairs(project)
    assert _reasons(report) == FLAGGED
    assert [(p.query_id, p.chunk_id) for p in report.pairs] == [k for k in POOL if k in FLAGGED]
    assert report.scanned == len(POOL) - 1 and report.missing_text == 1  # "empty" has no text
    assert report.keys() == frozenset(FLAGGED)
    assert report.count(SuspectReason.INSTRUCTION) == 3 and report.count(SuspectReason.STUFFING) == 1


def test_some_queries_or_given_pairs_only(project):
    assert _reasons(service.flagged_pairs(project, query_ids=["q2"])) == {("q2", "a2"): ("instruction",)}
    given = service.flagged_pairs(project, pairs=[("q3", "a4"), ("q3", "c3"), ("q9", "c1"), ("q1", "nochunk")])
    assert _reasons(given) == {("q3", "a4"): ("instruction",)}
    assert given.scanned == 2 and given.missing_text == 2


def test_batches_change_nothing(project, monkeypatch):
    whole = service.flagged_pairs(project)
    monkeypatch.setattr(service, "DETECT_BATCH", 2)
    seen: list[int] = []
    assert service.flagged_pairs(project, on_progress=seen.append) == whole
    assert seen == sorted(seen) and seen[-1] == whole.scanned and len(seen) > 1


def test_the_passage_read_is_the_title_then_the_text(project):
    chunk = next(c for c in CHUNKS if c.id == "c1")
    assert service.judged_texts(project.get_query("q1"), chunk) == (project.get_query("q1").text,
                                                                      f"Internet history\n{chunk.text}")
    assert service.pair_flags(project.get_query("q1"), chunk) == ()
    [flag] = service.pair_flags(project.get_query("q3"), next(c for c in CHUNKS if c.id == "a4"))
    assert flag.reason is SuspectReason.INSTRUCTION and "evaluator" in flag.evidence


def test_the_judges_plan_counts_the_pairs_to_send_that_may_fool_it(project):
    plan = plan_prefill(project, model=MODEL, filter="all")
    assert plan.suspects == len(FLAGGED)
    assert plan_prefill(project, model=MODEL, filter="all", query_ids=["q2"]).suspects == 1


def test_a_judge_obeying_planted_instructions_is_caught_and_shows_against_humans(project, fake_openai):
    """The fake judge grades every planted passage 3 and every other one 0; humans grade all 0."""
    demands = {chunk.text: 3 for chunk in CHUNKS if any(key[1] == chunk.id for key in FLAGGED)}
    judge = GullibleJudge(demands, honest=0)
    fake_openai.scenario.grade = judge
    run_prefill(project, config(fake_openai), plan_prefill(project, model=MODEL, filter="all"))
    grades = {(s.query_id, s.chunk_id): s.grade for s in project.suggestions() if s.status is SuggestionStatus.OK}
    assert judge.obeyed == len(FLAGGED)
    assert {key for key, grade in grades.items() if grade == 3} == set(FLAGGED)
    # what the judge was fooled on is what the detector flags
    assert service.flagged_pairs(project).keys() == {key for key, grade in grades.items() if grade == 3}
    for query_id, chunk_id in grades:
        project.record_judgment(query_id, chunk_id, "ann", 0)
    [report] = llm_agreement(project, suspects=True)
    section = report.suspects
    assert section is not None
    assert (section.flagged.items, section.flagged.mean_signed_difference, section.flagged.over_graded) == (4, 3.0, 1.0)
    assert section.flagged.confusion[0] == (0, 0, 0, 4)
    # the pair whose chunk is blank is sent to the judge, not read by the detector: it counts as clean
    assert (section.clean.items, section.clean.mean_signed_difference, section.clean.percent) == (4, 0.0, 1.0)
    by_reason = {piece.name: piece.items for piece in section.by_reason}
    assert by_reason == {"instruction": 3, "stuffing": 1}
    assert llm_agreement(project)[0].suspects is None  # only when asked for


def test_a_slice_with_no_pair_is_empty_not_an_error():
    """No flagged pair at all (the usual case): every flagged slice is empty, the clean one holds all."""
    import math

    from labeler.services.team.suspect_agreement import suspect_agreement

    section = suspect_agreement([0, 1, 2], [1, 1, 3], [("q", "a"), ("q", "b"), ("q", "c")], {})
    assert section.flagged.items == 0 and math.isnan(section.flagged.percent)
    assert section.flagged.confusion == ((0, 0, 0, 0),) * 4
    assert [piece.items for piece in section.by_reason] == [0, 0]
    assert (section.clean.items, section.clean.pairs, section.clean.mean_signed_difference) == (3, 3, 2 / 3)
