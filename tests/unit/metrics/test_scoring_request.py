"""The scoring request (labeler.metrics.request): built once from parsed measures, checked when built,
and the only thing the engine and the evaluation services take."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.domain import LabelerError
from labeler.metrics import EvalArrays, evaluate, parse_measure
from labeler.metrics.engine.evaluate import evaluate_runs
from labeler.metrics.measures import DEFAULT_MEASURES, parse_measures
from labeler.metrics.request import ScoringRequest, scoring_request


def _arrays() -> EvalArrays:
    """One query ranked a (grade 2), b (grade 0); c (grade 1) judged but not retrieved."""
    return EvalArrays(["q"], np.zeros(2, dtype=np.int64), np.array([2.0, 1.0]), np.array([2, 1]),
                      np.array([2, 0]), np.zeros(3, dtype=np.int64), np.array([2, 0, 1]))


def test_names_are_parsed_once_into_measures_with_the_options_beside_them() -> None:
    request = scoring_request(["ndcg_cut.10", "P@5", "nDCG@10"], gain="exponential", relevant_grade=2,
                              complete=True, compat=9)
    assert request.measures == (parse_measure("nDCG@10"), parse_measure("P@5"))  # one spelling, one measure
    assert request.names == ["nDCG@10", "P@5"]
    assert (request.gain, request.relevant_grade, request.complete, request.compat) == ("exponential", 2, True, 9)
    assert request.options() == {"gain": "exponential", "relevant_grade": 2, "complete": True}
    assert scoring_request().measures == parse_measures(DEFAULT_MEASURES)
    assert scoring_request([]).measures == parse_measures(DEFAULT_MEASURES)


def test_other_measures_keep_the_options() -> None:
    request = scoring_request(["RR"], relevant_grade=3, compat=9)
    wider = request.with_measures([parse_measure("RR"), parse_measure("Judged@10"), parse_measure("RR")])
    assert wider.names == ["RR", "Judged@10"] and (wider.relevant_grade, wider.compat) == (3, 9)
    with pytest.raises(AttributeError):
        request.gain = "exponential"  # type: ignore[misc]  # frozen


@pytest.mark.parametrize("options, message", [
    ({"gain": "log"}, "unknown gain 'log'; use 'linear' or 'exponential'"),
    ({"relevant_grade": 0}, "relevant grade must be at least 1, got 0"),
    ({"compat": 8}, "unknown trec_eval compatibility 8; use 9 or 10"),
])
def test_a_wrong_option_is_refused_when_the_request_is_built(options: dict[str, object], message: str) -> None:
    with pytest.raises(LabelerError) as refused:
        scoring_request(["nDCG@10"], **options)  # type: ignore[arg-type]
    assert str(refused.value) == message


def test_a_wrong_name_is_the_parsers_one_line_refusal() -> None:
    with pytest.raises(LabelerError, match="unknown measure 'nDCG@ten'"):
        scoring_request(["nDCG@10", "nDCG@ten"])


def test_the_request_holds_parsed_measures_only() -> None:
    with pytest.raises(TypeError, match="scoring_request"):
        ScoringRequest(("nDCG@10",))  # type: ignore[arg-type]


def test_the_engine_takes_the_request_and_nothing_else() -> None:
    request = scoring_request(["nDCG@10", "num_rel"], complete=True)
    assert evaluate(_arrays(), request).means["num_rel"] == 2.0
    assert evaluate_runs(_arrays(), None, request)[0].means == evaluate(_arrays(), request).means
    for loose in (["nDCG@10"], [parse_measure("nDCG@10")], request.measures):
        with pytest.raises(TypeError, match="ScoringRequest"):
            evaluate(_arrays(), loose)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="ScoringRequest"):
            evaluate_runs(_arrays(), None, loose)  # type: ignore[arg-type]
