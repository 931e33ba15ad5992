"""`labeler eval --estimate human|llm|hybrid`: the JSON shape, value ± half-width, worst-case bounds
without a design, refusals, and the same numbers from files and from the database."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from labeler.dataio.estimation.design_files import write_design
from labeler.dataio.estimation.pool_arrays import build_pool
from labeler.dataio.runs.reader import read_run
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import ratio_measure
from labeler.services.evaluation.scoring import read_qrels_file
from tests.unit.estimate_data import FIELDS, eval_json, run_cli, sample_with_design


def test_human_is_the_default_and_every_run_carries_estimates_without_intervals(collection, capsys):
    document = eval_json(capsys, "bm25.run", "dense.run", "--qrels", "full.txt", "-m", "nDCG@10", "-m", "AP")
    assert document["estimate"] == {"mode": "human", "method": "human", "confidence": None, "baseline": "bm25",
                                    "llm": None, "design": None, "notes": []}
    bm25, dense = document["runs"]
    assert set(bm25) >= {"name", "means", "per_query", "estimates", "vs_baseline"}
    assert bm25["vs_baseline"] == {}
    for run in (bm25, dense):
        for measure in ("nDCG@10", "AP"):
            assert run["estimates"][measure] == {"value": run["means"][measure], "ci_low": None, "ci_high": None,
                                                 "method": "human", "human_judgments": 240}
    difference = dense["vs_baseline"]["nDCG@10"]
    assert set(difference) == FIELDS and difference["ci_low"] is None
    assert difference["value"] == pytest.approx(dense["means"]["nDCG@10"] - bm25["means"]["nDCG@10"])


def test_llm_scores_with_a_human_grade_where_one_exists_else_the_models(collection, capsys):
    merged = {}
    for name in ("llm.txt", "some.txt"):  # a human grade always wins
        for line in (collection / name).read_text().splitlines():
            merged[tuple(line.split()[::2][:2])] = line
    (collection / "merged.txt").write_text("\n".join(merged.values()) + "\n")
    expected = eval_json(capsys, "dense.run", "--qrels", "merged.txt", "-m", "nDCG@10", "-m", "RR")
    document = eval_json(capsys, "dense.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt", "--estimate", "llm",
                     "-m", "nDCG@10", "-m", "RR")
    [run], [want] = document["runs"], expected["runs"]
    assert run["means"] == want["means"]
    assert run["estimates"]["RR"] == {"value": want["means"]["RR"], "ci_low": None, "ci_high": None,
                                      "method": "llm", "human_judgments": 60}
    assert document["estimate"]["llm"] == "llm.txt"


def test_hybrid_with_a_design_gives_intervals_and_paired_differences(collection, capsys):
    sample_with_design(collection, budget=60)
    document = eval_json(capsys, "bm25.run", "dense.run", "--qrels", "sample.txt", "--llm-qrels", "llm.txt",
                     "--design", "sample.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10", "-m", "P@5")
    assert document["estimate"]["method"] == "hybrid" and document["estimate"]["confidence"] == 0.95
    assert "60 pairs graded in design order (pool: 240 pairs)" in document["estimate"]["design"]
    bm25, dense = document["runs"]
    for run in (bm25, dense):
        for measure in ("nDCG@10", "P@5"):
            estimate = run["estimates"][measure]
            assert set(estimate) == FIELDS and estimate["method"] == "hybrid"
            assert estimate["ci_low"] < estimate["value"] < estimate["ci_high"]
            assert estimate["human_judgments"] == 60
    difference = dense["vs_baseline"]["nDCG@10"]
    assert difference["method"] == "hybrid" and difference["ci_low"] < difference["value"] < difference["ci_high"]
    assert difference["value"] == pytest.approx(dense["estimates"]["nDCG@10"]["value"]
                                                - bm25["estimates"]["nDCG@10"]["value"])


def test_hybrid_with_every_pair_graded_is_the_human_value_with_no_width(collection, capsys):
    sample_with_design(collection, budget=240)
    human = eval_json(capsys, "bm25.run", "--qrels", "full.txt", "-m", "nDCG@10")
    document = eval_json(capsys, "bm25.run", "--qrels", "full.txt", "--llm-qrels", "llm.txt", "--design",
                     "sample.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10")
    estimate = document["runs"][0]["estimates"]["nDCG@10"]
    assert estimate["value"] == pytest.approx(human["runs"][0]["means"]["nDCG@10"], abs=1e-12)


def test_hybrid_with_every_pair_graded_has_no_width(collection, capsys):
    sample_with_design(collection, budget=240)
    document = eval_json(capsys, "bm25.run", "--qrels", "full.txt", "--llm-qrels", "llm.txt", "--design",
                     "sample.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10")
    estimate = document["runs"][0]["estimates"]["nDCG@10"]
    assert estimate["ci_low"] == pytest.approx(estimate["value"]) == pytest.approx(estimate["ci_high"])


def test_hybrid_table_shows_value_plus_minus_half_width_and_says_how(collection, capsys):
    sample_with_design(collection, budget=80)
    code, out, err = run_cli(capsys, "eval", "bm25.run", "dense.run", "--qrels", "sample.txt", "--llm-qrels", "llm.txt",
                          "--design", "sample.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10",
                          "--confidence", "0.9")
    assert code == 0, err
    flat = " ".join(out.split())
    assert " ± " in out and "✓ settled: the interval excludes 0" in out
    assert "against the baseline bm25" in flat
    # docs/ESTIMATES.md quotes this table's words as it prints them (it said "(settled)" where a ✓ is)
    docs = " ".join((Path(__file__).parents[4] / "docs" / "ESTIMATES.md").read_text().split())
    table_words = docs.split("Table and trec (`hybrid`):")[1].split("Reports spell it out")[0]
    assert "(settled)" not in table_words and "(✓ settled: the interval excludes 0):" in table_words
    marked = re.search(r"`([+-]\d\.\d{4} ± \d\.\d{4}) ✓`", table_words)
    assert marked and re.search(r"[+-]\d\.\d{4} ± \d\.\d{4}", out) and "settled)" not in out
    assert "estimate: hybrid" in flat and "intervals: 90%" in flat and "design: sequential Poisson sample" in flat
    code, out, err = run_cli(capsys, "eval", "bm25.run", "dense.run", "--qrels", "sample.txt", "--llm-qrels",
                          "llm.txt", "--design", "sample.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10",
                          "--format", "trec")
    assert code == 0, err
    rows = out.splitlines()
    assert rows[0].split("\t") == ["runid                 ", "all", "bm25"]
    assert rows[1].startswith("ndcg_cut_10           \tall\t0.") and " ± 0." in rows[1]
    assert "estimate: hybrid" in err


def test_without_a_design_hybrid_says_its_bounds_are_worst_case(collection, capsys):
    document = eval_json(capsys, "bm25.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt", "--estimate", "hybrid",
                     "-m", "nDCG@10")
    assert document["estimate"]["method"] == "worst-case"
    assert document["estimate"]["design"] == "none (worst-case bounds)"
    assert any("worst case over every grade the ungraded pairs could have" in n for n in document["estimate"]["notes"])
    estimate = document["runs"][0]["estimates"]["nDCG@10"]
    assert estimate["method"] == "worst-case" and estimate["ci_low"] <= estimate["value"] <= estimate["ci_high"]
    code, out, _ = run_cli(capsys, "eval", "bm25.run", "dense.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt",
                        "--estimate", "hybrid", "-m", "nDCG@10")
    assert code == 0 and "note: no sampling design is known" in " ".join(out.split())


def test_hybrid_refuses_ap_alone_and_reports_it_without_interval_beside_ndcg(collection, capsys):
    code, out, err = run_cli(capsys, "eval", "bm25.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt",
                          "--estimate", "hybrid", "-m", "AP")
    assert code == 2 and out == ""
    assert err.strip().count("\n") == 0 and "hybrid estimates cover nDCG@k, P@k and R@k; not AP" in err
    document = eval_json(capsys, "bm25.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt", "--estimate", "hybrid",
                     "-m", "nDCG@10", "-m", "AP")
    ap = document["runs"][0]["estimates"]["AP"]
    assert ap == {"value": document["runs"][0]["means"]["AP"], "ci_low": None, "ci_high": None, "method": "llm",
                  "human_judgments": 60}
    assert any(note.startswith("AP: no hybrid estimate") for note in document["estimate"]["notes"])


def test_hybrid_defaults_to_the_default_measures_it_can_estimate(collection, capsys):
    document = eval_json(capsys, "bm25.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt", "--estimate", "hybrid")
    assert [m["name"] for m in document["measures"]] == ["nDCG@10", "nDCG@5", "nDCG@3", "R@100"]


@pytest.mark.parametrize("args, message", [
    (("--llm-qrels", "llm.txt"), "go with --estimate llm or --estimate hybrid"),
    (("--estimate", "llm", "--design", "x.tsv"), "--design goes with --estimate hybrid"),
    (("--estimate", "hybrid", "--llm-qrels", "llm.txt", "--confidence", "1.5"), "--confidence must be between 0 and 1"),
    (("--estimate", "hybrid", "--llm-qrels", "llm.txt", "--gain", "exponential"), "linear gain"),
    (("--estimate", "hybrid", "--llm-qrels", "llm.txt", "--baseline", "nope"), "baseline 'nope' is not among"),
])
def test_options_that_do_not_go_together_are_one_line_errors(collection, capsys, args, message):
    code, out, err = run_cli(capsys, "eval", "bm25.run", "--qrels", "some.txt", "-m", "nDCG@10", *args)
    assert code == 2 and message in err and err.strip().count("\n") == 0


def test_a_design_drawn_over_another_pool_is_refused(collection, capsys):
    sample_with_design(collection, budget=40)
    lines = (collection / "sample.design.tsv").read_text().splitlines()
    (collection / "short.design.tsv").write_text("\n".join(lines[:-1]) + "\n")
    code, _, err = run_cli(capsys, "eval", "bm25.run", "--qrels", "sample.txt", "--llm-qrels", "llm.txt",
                        "--design", "short.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10")
    assert code == 2 and "1 of the pairs the LLM graded are not in this design" in err and "drawn over another pool" in err
    (collection / "bad.design.tsv").write_text(lines[0] + "\n" + lines[1].rsplit("\t", 1)[0] + "\t7\n")
    code, _, err = run_cli(capsys, "eval", "bm25.run", "--qrels", "sample.txt", "--llm-qrels", "llm.txt",
                        "--design", "bad.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10")
    assert code == 2 and "bad.design.tsv:2: uniform must be strictly between 0 and 1, not 7" in err


def test_the_database_gives_the_files_numbers(collection, capsys):
    for args in (("import", "run", "bm25.run"), ("import", "run", "dense.run"),
                 ("import", "qrels", "some.txt", "--annotator", "alice"),
                 ("import", "suggestions", "llm.txt", "--model", "gpt")):
        code, _, err = run_cli(capsys, "--db", "t.db", *args)
        assert code == 0, err
    for mode in ("llm", "hybrid"):
        from_files = eval_json(capsys, "bm25.run", "dense.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt",
                           "--estimate", mode, "-m", "nDCG@10")
        code, out, err = run_cli(capsys, "--db", "t.db", "eval", "bm25", "dense", "--estimate", mode, "--model", "gpt",
                              "-m", "nDCG@10", "--format", "json")
        assert code == 0, err
        from_db = json.loads(out)
        assert [r["estimates"] for r in from_db["runs"]] == [r["estimates"] for r in from_files["runs"]]
        assert [r["vs_baseline"] for r in from_db["runs"]] == [r["vs_baseline"] for r in from_files["runs"]]
    # no design in the database yet (wired when labeler sample lands): worst-case bounds, said so
    assert from_db["estimate"]["method"] == "worst-case" and from_db["estimate"]["llm"] == "model gpt"
    code, _, err = run_cli(capsys, "--db", "t.db", "eval", "bm25", "--estimate", "hybrid", "--model", "nobody",
                        "-m", "nDCG@10")
    assert code == 2 and "no suggestions by model 'nobody' (models with suggestions: gpt)" in err


DL21_RUNS = ("NLE_P_v1", "TUW_DR_Base", "WLUPassage", "Fast_Forward_3", "TUW_TAS-B_768")


def test_trec_dl_2021_end_to_end_from_files(tmp_path, monkeypatch, capsys, dl21):
    """UMBRELA GPT-4 grades on every pair, humans on 10% of the pool chosen by the default design."""
    monkeypatch.chdir(tmp_path)
    runs = [str(dl21 / "runs" / f"{name}.run") for name in DL21_RUNS]
    pool = build_pool(read_qrels_file(str(dl21 / "qrels.umbrela-gpt4.txt")), [read_run(r) for r in runs], 10)
    measure = ratio_measure("nDCG@10")
    assert measure is not None
    sizes = design_sizes(pool.pool, measure)
    uniform = np.random.default_rng(11).random(pool.pool.size)
    budget = pool.pool.size // 10
    chosen = sequential_poisson(sizes, uniform, budget).order
    qid, docid = pool.qid.to_pylist(), pool.docid.to_pylist()
    write_design(tmp_path / "s.design.tsv", qid, docid, sizes.tolist(), uniform.tolist())
    human = {tuple(line.split()[::2][:2]): line for line in (dl21 / "qrels.human.txt").read_text().splitlines()}
    (tmp_path / "sample.txt").write_text("".join(human[qid[i], docid[i]] + "\n" for i in chosen))
    truth = eval_json(capsys, *runs, "--qrels", str(dl21 / "qrels.human.txt"), "-m", "nDCG@10")
    document = eval_json(capsys, *runs, "--qrels", "sample.txt", "--llm-qrels", str(dl21 / "qrels.umbrela-gpt4.txt"),
                     "--design", "s.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10")
    assert document["estimate"]["method"] == "hybrid"
    errors, halves = [], []
    for run, true in zip(document["runs"], truth["runs"]):
        estimate = run["estimates"]["nDCG@10"]
        assert estimate["human_judgments"] == budget
        errors.append(abs(estimate["value"] - true["means"]["nDCG@10"]))
        halves.append((estimate["ci_high"] - estimate["ci_low"]) / 2)
    print(f"DL21 10%: errors {np.round(errors, 3)}, half-widths {np.round(halves, 3)}")
    assert max(halves) < 0.1 and float(np.mean(errors)) < 0.06  # the LLM alone is off by 0.142 per run


def test_a_design_file_applies_to_the_database_pool_too(collection, capsys):
    sample_with_design(collection, budget=60)
    for args in (("import", "run", "bm25.run"), ("import", "run", "dense.run"),
                 ("import", "qrels", "sample.txt", "--annotator", "alice"),
                 ("import", "suggestions", "llm.txt", "--model", "gpt")):
        code, _, err = run_cli(capsys, "--db", "t.db", *args)
        assert code == 0, err
    from_files = eval_json(capsys, "bm25.run", "dense.run", "--qrels", "sample.txt", "--llm-qrels", "llm.txt",
                           "--design", "sample.design.tsv", "--estimate", "hybrid", "-m", "nDCG@10")
    code, out, err = run_cli(capsys, "--db", "t.db", "eval", "bm25", "dense", "--estimate", "hybrid",
                             "--design", "sample.design.tsv", "-m", "nDCG@10", "--format", "json")
    assert code == 0, err
    from_db = json.loads(out)
    assert from_db["estimate"]["method"] == "hybrid" and from_db["estimate"]["llm"] == "model gpt"  # the only model
    assert [r["estimates"] for r in from_db["runs"]] == [r["estimates"] for r in from_files["runs"]]
