"""labeler.evaluate(estimate=...): the numbers `labeler eval --estimate` prints, as columns and attrs."""

from __future__ import annotations

import json
import math

import pytest

import labeler
from labeler.domain import LabelerError
from tests.unit.estimate_data import eval_json, sample_with_design


def test_hybrid_columns_and_attrs_are_the_clieval_json(collection, capsys):  # noqa: F811
    sample_with_design(collection, budget=60)
    options = ("--qrels", "sample.txt", "--llm-qrels", "llm.txt", "--design", "sample.design.tsv")
    document = eval_json(capsys, "bm25.run", "dense.run", *options, "--estimate", "hybrid", "-m", "nDCG@10", "-m", "AP",
                     "--baseline", "dense")
    frame = labeler.evaluate(["bm25.run", "dense.run"], qrels="sample.txt", measures=["nDCG@10", "AP"],
                             estimate="hybrid", llm_qrels="llm.txt", design="sample.design.tsv", baseline="dense")
    assert list(frame.columns) == ["run", "nDCG@10", "nDCG@10 ci_low", "nDCG@10 ci_high", "AP", "AP ci_low", "AP ci_high"]
    for row, run in zip(frame.itertuples(index=False), document["runs"]):
        ndcg = run["estimates"]["nDCG@10"]
        assert (row[1], row[2], row[3]) == (ndcg["value"], ndcg["ci_low"], ndcg["ci_high"])
        assert row[4] == run["estimates"]["AP"]["value"] and math.isnan(row[5])
    assert frame.attrs["estimate"] == document["estimate"]
    assert json.loads(json.dumps(frame.attrs["estimates"])) == {
        run["name"]: {"estimates": run["estimates"], "vs_baseline": run["vs_baseline"]} for run in document["runs"]}


def test_human_and_llm_keep_todays_columns(collection, capsys):  # noqa: F811
    frame = labeler.evaluate("bm25.run", qrels="some.txt", measures=["nDCG@10"])
    assert list(frame.columns) == ["run", "nDCG@10"] and frame.attrs["estimate"]["method"] == "human"
    llm = labeler.evaluate("bm25.run", qrels="some.txt", measures=["nDCG@10"], estimate="llm", llm_qrels="llm.txt")
    document = eval_json(capsys, "bm25.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt", "--estimate", "llm",
                     "-m", "nDCG@10")
    assert llm["nDCG@10"].tolist() == [document["runs"][0]["means"]["nDCG@10"]]


def test_hybrid_per_query_and_ap_alone_are_refused(collection):  # noqa: F811
    with pytest.raises(LabelerError, match="per run, not per query"):
        labeler.evaluate("bm25.run", qrels="some.txt", estimate="hybrid", llm_qrels="llm.txt", per_query=True)
    with pytest.raises(LabelerError, match="not AP"):
        labeler.evaluate("bm25.run", qrels="some.txt", measures=["AP"], estimate="hybrid", llm_qrels="llm.txt")


def test_decide_gives_the_clis_decisions(collection, capsys):  # noqa: F811
    sample_with_design(collection, budget=60)
    options = ("--qrels", "sample.txt", "--llm-qrels", "llm.txt", "--design", "sample.design.tsv")
    document = eval_json(capsys, "bm25.run", "dense.run", *options, "--estimate", "hybrid", "-m", "nDCG@10",
                         "--decide", "top-1")
    frame = labeler.evaluate(["bm25.run", "dense.run"], qrels="sample.txt", measures=["nDCG@10"], estimate="hybrid",
                             llm_qrels="llm.txt", design="sample.design.tsv", decide=1)
    [decision] = frame.attrs["estimate"]["decisions"]
    assert frame.attrs["estimate"]["decisions"] == document["estimate"]["decisions"]
    assert decision["k"] == 1 and decision["comparisons"] == 1 and decision["human_judgments"] == 60
    with pytest.raises(LabelerError, match="--decide goes with --estimate hybrid"):
        labeler.evaluate("bm25.run", qrels="some.txt", decide=2)
