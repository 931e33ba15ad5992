"""The worked nDCG examples of the articles in ../shared/seeds, reproduced by evaluate().

Each test names its article file. Expected values are written as the article's formula; the
article's rounded figure is checked too, except where its arithmetic is wrong (said below).
"""

from __future__ import annotations

from math import log2

import pytest

from labeler.metrics import evaluate, parse_measure
from labeler.metrics.request import ScoringRequest
from tests.unit.metrics.eval_support import encode


def _ndcg(ranking: list[str], grades: dict[str, int], measure: str, gain: str) -> float:
    """Evaluate one query whose run lists ``ranking`` best first."""
    run = {"q": {chunk: float(len(ranking) - i) for i, chunk in enumerate(ranking)}}
    result = evaluate(encode(run, {"q": grades}), ScoringRequest([parse_measure(measure)], gain=gain))
    return float(result.per_query[parse_measure(measure).name][0])


def test_what_is_ndcg_exponential_example() -> None:
    """000_f0069fcf9a1a890a.txt: A=3 B=2 C=2 D=1 ranked B, A, D, C; gain 2^rel - 1."""
    grades = {"A": 3, "B": 2, "C": 2, "D": 1}
    dcg = 3 / log2(2) + 7 / log2(3) + 1 / log2(4) + 3 / log2(5)  # article: ~9.20
    idcg = 7 / log2(2) + 3 / log2(3) + 3 / log2(4) + 1 / log2(5)  # article: ~10.82
    assert dcg == pytest.approx(9.20, abs=0.01) and idcg == pytest.approx(10.82, abs=0.01)
    for measure in ("nDCG", "nDCG@4", "nDCG@10"):
        value = _ndcg(["B", "A", "D", "C"], grades, measure, "exponential")
        assert value == pytest.approx(dcg / idcg, abs=1e-12)
        assert value == pytest.approx(0.85, abs=0.005)


def test_what_is_ndcg_numpy_snippet_is_linear_gain() -> None:
    """000_f0069fcf9a1a890a.txt, code: actual [3, 2, 3, 0, 1] vs ideal [3, 3, 2, 1, 0].

    The snippet divides raw relevance by log2(i + 1), i.e. linear gain; it prints no number.
    """
    grades = {"a": 3, "b": 2, "c": 3, "d": 0, "e": 1}
    dcg = 3 / log2(2) + 2 / log2(3) + 3 / log2(4) + 0 / log2(5) + 1 / log2(6)
    idcg = 3 / log2(2) + 3 / log2(3) + 2 / log2(4) + 1 / log2(5)
    value = _ndcg(["a", "b", "c", "d", "e"], grades, "nDCG", "linear")
    assert value == pytest.approx(dcg / idcg, abs=1e-12)


def test_obsidian_note_linear_ndcg_at_5() -> None:
    """001_65adf82ff10f50d8.txt: C=1 A=3 E=0 B=2 D=2 in that order, linear gain.

    The note rounds terms before dividing (4.52 / 5.69 = 0.794); the exact value is 0.7954.
    """
    grades = {"A": 3, "B": 2, "C": 1, "D": 2, "E": 0}
    dcg = 1 / log2(2) + 3 / log2(3) + 0 / log2(4) + 2 / log2(5) + 2 / log2(6)
    idcg = 3 / log2(2) + 2 / log2(3) + 2 / log2(4) + 1 / log2(5) + 0 / log2(6)
    assert dcg == pytest.approx(4.52, abs=0.01) and idcg == pytest.approx(5.69, abs=0.01)
    value = _ndcg(["C", "A", "E", "B", "D"], grades, "nDCG@5", "linear")
    assert value == pytest.approx(dcg / idcg, abs=1e-12)
    assert value == pytest.approx(0.7954, abs=1e-4)  # not the note's 0.794


def test_course_chapter_graded_example() -> None:
    """002_c4205b7a01efcbd0.txt: X=4 Y=2 Z=0 W=3 ranked X, Y, Z, W, k=10, linear gain.

    The chapter prints no value. Its code takes the ideal from retrieved documents only; here
    every judged document is retrieved, so the conventions agree.
    """
    grades = {"doc_X": 4, "doc_Y": 2, "doc_Z": 0, "doc_W": 3}
    dcg = 4 / log2(2) + 2 / log2(3) + 0 / log2(4) + 3 / log2(5)
    idcg = 4 / log2(2) + 3 / log2(3) + 2 / log2(4)
    value = _ndcg(["doc_X", "doc_Y", "doc_Z", "doc_W"], grades, "nDCG@10", "linear")
    assert value == pytest.approx(dcg / idcg, abs=1e-12)
    assert value == pytest.approx(0.9508, abs=1e-4)


def test_mehra_bluetooth_headphones_exponential_at_5() -> None:
    """003_a73f739a1c522bf2.txt: Tables 1-5, gain 2^rel - 1, DCG@5 6.31, IDCG@5 14.6, 0.43."""
    grades = {"1": 3, "2": 3, "3": 2, "4": 2, "5": 1, "6": 0, "7": 0}
    returned = ["6", "5", "3", "1", "4", "7", "2"]
    dcg5 = 0 / log2(2) + 1 / log2(3) + 3 / log2(4) + 7 / log2(5) + 3 / log2(6)
    idcg5 = 7 / log2(2) + 7 / log2(3) + 3 / log2(4) + 3 / log2(5) + 1 / log2(6)
    assert dcg5 == pytest.approx(6.31, abs=0.005) and idcg5 == pytest.approx(14.6, abs=0.005)
    value = _ndcg(returned, grades, "nDCG@5", "exponential")
    assert value == pytest.approx(dcg5 / idcg5, abs=1e-12)
    assert value == pytest.approx(0.43, abs=0.005)
    # The whole list (Table 4 rows 6-7 add 0 and 7/log2(8)); the article stops at k=5.
    dcg7 = dcg5 + 0 / log2(7) + 7 / log2(8)
    idcg7 = idcg5  # ideal ranks 6 and 7 hold grade 0
    assert _ndcg(returned, grades, "nDCG", "exponential") == pytest.approx(dcg7 / idcg7, abs=1e-12)


def test_til_concierges_linear_at_5() -> None:
    """004_6bd65ec993f67d4d.txt: A = 3,2,0,0,0 and B = 2,1,3,0,0; ideal 3,2,1,0,0.

    Concierge A never lists the 'okay-ish dhaba' (grade 1), yet it is in the ideal: IDCG
    comes from every judged chunk, as the article does.
    """
    grades = {"biryani": 3, "cafe": 2, "dhaba": 1, "fastfood": 0, "closed": 0, "terrible": 0}
    idcg = 3 / log2(2) + 2 / log2(3) + 1 / log2(4)  # article: 4.76
    dcg_a = 3 / log2(2) + 2 / log2(3)  # article: 4.26
    dcg_b = 2 / log2(2) + 1 / log2(3) + 3 / log2(4)  # article: 4.13
    assert (idcg, dcg_a, dcg_b) == pytest.approx((4.76, 4.26, 4.13), abs=0.005)
    a = _ndcg(["biryani", "cafe", "fastfood", "closed", "terrible"], grades, "nDCG@5", "linear")
    b = _ndcg(["cafe", "dhaba", "biryani", "closed", "terrible"], grades, "nDCG@5", "linear")
    assert a == pytest.approx(dcg_a / idcg, abs=1e-12) and a == pytest.approx(0.895, abs=5e-4)
    assert b == pytest.approx(dcg_b / idcg, abs=1e-12) and b == pytest.approx(0.868, abs=5e-4)


def test_til_rag_retrievers_at_5_and_3() -> None:
    """004_6bd65ec993f67d4d.txt, 'Real-World RAG Evaluation': labels 3, 1, 1, 0, 0.

    The article's Retriever B figures are off: DCG_B = 1 + 3/log2(3) + 1/2 = 3.393 (it says
    3.40), so NDCG_B@5 = NDCG_B@3 = 0.8213 (it says 0.823). Retriever A's figures are right.
    """
    grades = {"chunk_17": 3, "chunk_42": 1, "chunk_08": 1, "chunk_91": 0, "chunk_33": 0}
    retriever_a = ["chunk_17", "chunk_91", "chunk_42", "chunk_08", "chunk_33"]
    retriever_b = ["chunk_42", "chunk_17", "chunk_08", "chunk_91", "chunk_33"]
    idcg = 3 / log2(2) + 1 / log2(3) + 1 / log2(4)  # article: 4.13, same at 3 and 5
    dcg_a5 = 3 / log2(2) + 1 / log2(4) + 1 / log2(5)  # article: 3.93
    dcg_a3 = 3 / log2(2) + 1 / log2(4)  # article: 3.5
    dcg_b = 1 / log2(2) + 3 / log2(3) + 1 / log2(4)  # article: 3.40 (wrong: 3.393)
    assert (idcg, dcg_a5, dcg_a3) == pytest.approx((4.13, 3.93, 3.5), abs=0.005)
    assert dcg_b == pytest.approx(3.393, abs=5e-4)
    assert _ndcg(retriever_a, grades, "nDCG@5", "linear") == pytest.approx(dcg_a5 / idcg, abs=1e-12)
    assert dcg_a5 / idcg == pytest.approx(0.952, abs=5e-4)
    assert _ndcg(retriever_a, grades, "nDCG@3", "linear") == pytest.approx(dcg_a3 / idcg, abs=1e-12)
    assert dcg_a3 / idcg == pytest.approx(0.847, abs=5e-4)
    for measure in ("nDCG@5", "nDCG@3"):
        value = _ndcg(retriever_b, grades, measure, "linear")
        assert value == pytest.approx(dcg_b / idcg, abs=1e-12)
        assert value == pytest.approx(0.8213, abs=1e-4)  # not the article's 0.823
