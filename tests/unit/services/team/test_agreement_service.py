"""Agreement reports from a database: which judgments count, and values worked out by hand.

Humans: ann, bob and cat grade query qa's four pairs; ann and bob grade qb's three pairs.
Expected values are written as the formulas of a textbook calculation; Krippendorff's alpha
is checked against the `krippendorff` package.
"""

from __future__ import annotations

import json
import math

import krippendorff
import numpy as np
import pytest

from labeler.domain import Chunk, JudgmentSource, LabelerError, Pair, Query, Suggestion, SuggestionStatus
from labeler.metrics.stats.agreement import binary_kappa, cohen_kappa
from labeler.services.team.agreement import human_agreement, llm_agreement, to_jsonable
from labeler.services.team.assignment import adjudicate

QA = ["a0", "a1", "a2", "a3"]
QB = ["b0", "b1", "b2"]
GRADES = {
    "ann": {"a0": 0, "a1": 1, "a2": 2, "a3": 3, "b0": 0, "b1": 3, "b2": 1},
    "bob": {"a0": 0, "a1": 1, "a2": 2, "a3": 2, "b0": 3, "b1": 0, "b2": 2},
    "cat": {"a0": 0, "a1": 1, "a2": 3, "a3": 3},
}


def _key(chunk: str) -> tuple[str, str]:
    return ("qa" if chunk.startswith("a") else "qb", chunk)


@pytest.fixture
def team_db(any_repository):
    repo = any_repository
    repo.upsert_queries([Query("qa", "query a"), Query("qb", "query b")])
    chunks = QA + QB + ["b3"]
    repo.upsert_chunks([[Chunk(c, f"text {c}") for c in chunks]])
    repo.add_pairs([Pair(*_key(c), "pool") for c in chunks])
    repo.record_judgment("qa", "a1", "ann", 3)  # superseded below: only current grades count
    for annotator, grades in GRADES.items():
        for chunk, grade in grades.items():
            # cat accepted the LLM's suggestion on a0: still cat's grade among humans.
            source = JudgmentSource.LLM_ACCEPTED if (annotator, chunk) == ("cat", "a0") else JudgmentSource.HUMAN
            repo.record_judgment(*_key(chunk), annotator, grade, source=source)
    repo.record_judgment("qb", "b3", "ann", 2)  # judged once: no agreement to measure
    adjudicate(repo, "qb", "b0", "boss", 2)  # adjudications are not measured
    return repo


def _kappa_by_hand(a: list[int], b: list[int]) -> float:
    n = len(a)
    observed = sum(x == y for x, y in zip(a, b)) / n
    chance = sum(a.count(g) * b.count(g) for g in range(4)) / n**2
    return (observed - chance) / (1 - chance)


def test_pairwise_kappa_confusion_and_percent(team_db):
    report = human_agreement(team_db)
    assert report.annotators == ("ann", "bob", "cat")
    assert (report.items, report.judgments) == (7, 4 * 3 + 3 * 2)
    by_names = {(p.first, p.second): p for p in report.pairwise}
    ann_bob = by_names[("ann", "bob")]
    a = [GRADES["ann"][c] for c in QA + QB]
    b = [GRADES["bob"][c] for c in QA + QB]
    assert ann_bob.items == 7
    # p_o = 3/7, p_e = (2*2 + 2*1 + 1*3 + 2*1) / 49 = 11/49: kappa = (21 - 11) / (49 - 11)
    assert ann_bob.kappa == pytest.approx(10 / 38) == pytest.approx(_kappa_by_hand(a, b))
    assert ann_bob.kappa_quadratic == pytest.approx(cohen_kappa(a, b, weights="quadratic"))
    assert ann_bob.percent == pytest.approx(3 / 7)
    assert ann_bob.confusion == ((1, 0, 0, 1), (0, 1, 1, 0), (0, 0, 1, 0), (1, 0, 1, 0))
    ann_cat = by_names[("ann", "cat")]
    assert (ann_cat.items, ann_cat.kappa) == (4, pytest.approx(2 / 3))  # (3/4 - 1/4) / (1 - 1/4)


def test_fleiss_uses_the_most_common_number_of_raters(team_db):
    fleiss = human_agreement(team_db).fleiss
    # qa's four pairs have three raters: P_i = 1, 1, 1/3, 1/3; every grade has share 1/4.
    assert (fleiss.raters, fleiss.items) == (3, 4)
    assert fleiss.kappa == pytest.approx((2 / 3 - 1 / 4) / (1 - 1 / 4))


def test_alpha_overall_and_per_query_match_the_krippendorff_package(team_db):
    report = human_agreement(team_db)
    items = QA + QB
    matrix = np.array([[GRADES[r].get(c, np.nan) for c in items] for r in ("ann", "bob", "cat")], dtype=float)
    assert report.alpha_ordinal == pytest.approx(
        krippendorff.alpha(reliability_data=matrix, level_of_measurement="ordinal")
    )
    per_query = {q.query_id: q for q in report.per_query}
    assert per_query["qa"].alpha_ordinal == pytest.approx(
        krippendorff.alpha(reliability_data=matrix[:, :4], level_of_measurement="ordinal")
    )
    assert per_query["qb"].alpha_ordinal == pytest.approx(
        krippendorff.alpha(reliability_data=matrix[:2, 4:], level_of_measurement="ordinal")
    )
    # low agreement first
    assert [q.query_id for q in report.per_query] == ["qb", "qa"]
    assert (per_query["qb"].items, per_query["qb"].percent) == (3, 0.0)
    # a0, a1 unanimous; a2, a3 two of three agree: 1 agreeing pair of 3 each
    assert per_query["qa"].percent == pytest.approx((1 + 1 + 1 / 3 + 1 / 3) / 4)
    assert report.percent == pytest.approx((1 + 1 + 1 / 3 + 1 / 3) / 7)


def test_named_annotators_only_and_no_shared_pairs_is_a_user_error(team_db):
    report = human_agreement(team_db, ["ann", "cat"])
    assert report.annotators == ("ann", "cat") and report.items == 4
    assert [(p.first, p.second) for p in report.pairwise] == [("ann", "cat")]
    with pytest.raises(LabelerError, match="two annotators"):
        human_agreement(team_db, ["ann"])
    with pytest.raises(LabelerError, match="no pair has been judged by two"):
        human_agreement(team_db, ["cat", "nobody"])


def _suggest(repo, chunk: str, grade: int | None, model: str = "m1", status=SuggestionStatus.OK) -> None:
    repo.add_suggestion(Suggestion(*_key(chunk), model=model, prompt_hash="p", status=status, grade=grade))


@pytest.fixture
def llm_db(team_db):
    _suggest(team_db, "a0", 3)  # older: the newest ok suggestion of a model counts
    for chunk, grade in {"a0": 0, "a1": 2, "a2": 2, "a3": 3, "b0": 3}.items():
        _suggest(team_db, chunk, grade)
    _suggest(team_db, "b1", None, status=SuggestionStatus.UNPARSED)
    _suggest(team_db, "a0", 1, model="m2")
    return team_db


def test_humans_against_each_model(llm_db):
    m1, m2 = llm_agreement(llm_db)
    assert (m1.model, m2.model) == ("m1", "m2")
    # (human, llm): ann on a0..a3,b0; bob on a0..a3,b0; cat on a1..a3 (cat's a0 was an accepted suggestion)
    human = [0, 1, 2, 3, 0] + [0, 1, 2, 2, 3] + [1, 3, 3]
    llm = [0, 2, 2, 3, 3] + [0, 2, 2, 3, 3] + [2, 2, 3]
    assert (m1.items, m1.pairs) == (13, 5)
    assert m1.percent == pytest.approx(7 / 13)
    assert m1.mean_signed_difference == pytest.approx((4 + 2 + 0) / 13)  # lenient judge: positive
    assert m1.kappa == pytest.approx(_kappa_by_hand(human, llm))
    assert m1.kappa_quadratic == pytest.approx(cohen_kappa(human, llm, weights="quadratic"))
    assert m1.kappa_binary == pytest.approx(binary_kappa(human, llm, 2))
    assert sum(map(sum, m1.confusion)) == 13 and m1.confusion[0] == (2, 0, 0, 1)
    assert [(a.name, a.items, a.percent) for a in m1.per_annotator] == [
        ("ann", 5, pytest.approx(3 / 5)),
        ("bob", 5, pytest.approx(3 / 5)),
        ("cat", 3, pytest.approx(1 / 3)),
    ]
    assert [(q.name, q.items, q.percent) for q in m1.per_query] == [
        ("qb", 2, 0.5),
        ("qa", 11, pytest.approx(6 / 11)),
    ]
    assert (m2.items, m2.percent, m2.mean_signed_difference) == (2, 0.0, 1.0)


def test_model_and_annotator_filters(llm_db):
    assert [r.model for r in llm_agreement(llm_db, model="m2")] == ["m2"]
    only_cat = llm_agreement(llm_db, annotators=["cat"])
    assert [(r.model, r.items) for r in only_cat] == [("m1", 3)]
    with pytest.raises(LabelerError, match="model 'm3'"):
        llm_agreement(llm_db, model="m3")


def test_reports_become_json_with_null_for_undefined_values(llm_db):
    data = json.loads(json.dumps(to_jsonable(llm_agreement(llm_db, model="m2"))))
    assert data[0]["model"] == "m2" and data[0]["confusion"][0] == [0, 2, 0, 0]
    # both below grade 2 everywhere: chance agreement is perfect and binary kappa undefined
    assert data[0]["kappa_binary"] is None and math.isnan(llm_agreement(llm_db, model="m2")[0].kappa_binary)
    assert data[0]["kappa"] == 0.0
    human = json.loads(json.dumps(to_jsonable(human_agreement(llm_db))))
    assert human["fleiss"]["raters"] == 3 and len(human["pairwise"]) == 3
