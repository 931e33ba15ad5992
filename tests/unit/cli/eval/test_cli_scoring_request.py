"""A measure name from `labeler eval -m` to the formula is parsed once, at the edge: every front end
builds one ScoringRequest and hands it down whole (docs/ARCHITECTURE.md, "A measure name from `-m`
to the formula"). The parser is watched, not replaced: every call of the real parse_measure, from
any module and any binding of the name, is counted while the real command runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import labeler
from labeler.metrics.measures.parse import parse_measure
from labeler.metrics.request import scoring_request
from labeler.services.evaluation.scoring import evaluate_run, read_qrels_file
from labeler.dataio.runs.reader import read_run
from tests.unit.estimate_data import eval_json, run_cli, sample_with_design
from tests.watched_calls import calls_of

HYBRID = ("--llm-qrels", "llm.txt", "--design", "sample.design.tsv", "--estimate", "hybrid")


@contextmanager
def parsed_names() -> Iterator[Counter[str]]:
    """The names parse_measure is called with meanwhile, counted."""
    counted: Counter[str] = Counter()
    with calls_of(parse_measure, "text") as seen:
        yield counted
    counted.update(seen)


@pytest.mark.parametrize("how", [
    ("--format", "json"),
    ("--format", "table"),
    ("--format", "trec", *HYBRID),
    ("--format", "json", *HYBRID),
    ("--format", "csv", "--llm-qrels", "llm.txt", "--estimate", "llm"),
])
def test_labeler_eval_parses_each_measure_name_once(collection, capsys, how: tuple[str, ...]) -> None:
    sample_with_design(collection, budget=60)
    with parsed_names() as seen:
        code, out, err = run_cli(capsys, "eval", "bm25.run", "dense.run", "--qrels", "sample.txt",
                                 "-m", "ndcg_cut.10", "-m", "P@5", "-m", "R@100", *how)
    assert code == 0, err
    assert "nDCG@10" in out or "ndcg_cut_10" in out
    assert seen == {"ndcg_cut.10": 1, "P@5": 1, "R@100": 1}


def test_the_default_measures_are_parsed_once_too(collection, capsys) -> None:
    with parsed_names() as seen:
        document = eval_json(capsys, "bm25.run", "--qrels", "full.txt")
    assert list(document["runs"][0]["means"]) == ["nDCG@10", "nDCG@5", "nDCG@3", "RR", "R@100", "Judged@10"]
    assert set(seen.values()) == {1}


def test_labeler_report_parses_each_measure_name_once(collection, capsys) -> None:
    sample_with_design(collection, budget=60)
    with parsed_names() as seen:
        code, _out, err = run_cli(capsys, "report", "bm25.run", "dense.run", "--qrels", "sample.txt",
                                  "-m", "nDCG@10", "-m", "P@5", "--out", "report.json", *HYBRID)
    assert code == 0, err
    assert seen == {"nDCG@10": 1, "P@5": 1}


@pytest.mark.parametrize("call", [
    lambda: labeler.evaluate(["bm25.run", "dense.run"], "sample.txt", ["nDCG@10", "P@5"], llm_qrels="llm.txt",
                             design="sample.design.tsv", estimate="hybrid"),
    lambda: labeler.evaluate(["bm25.run"], "full.txt", ["nDCG@10", "P@5"], per_query=True),
    lambda: labeler.compare(["bm25.run", "dense.run"], "full.txt", ["nDCG@10", "P@5"]),
])
def test_the_python_api_parses_each_measure_name_once(collection, call: Callable[[], Any]) -> None:
    sample_with_design(collection, budget=60)
    with parsed_names() as seen:
        frame = call()
    assert len(frame)
    assert seen == {"nDCG@10": 1, "P@5": 1}


def test_the_evaluation_services_take_the_parsed_request_only(collection) -> None:
    run, qrels = read_run("bm25.run"), read_qrels_file("full.txt")
    assert evaluate_run(run, qrels, scoring_request(["nDCG@10"])).result.means["nDCG@10"] > 0
    with pytest.raises(TypeError, match="ScoringRequest"):
        evaluate_run(run, qrels, ["nDCG@10"])  # type: ignore[arg-type]
