"""Comparison service: eval's numbers, paired tests and Holm as metrics computes them, per-query
rows and sorting, and drill-down tables whose DCG is the engine's nDCG on random data."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics.request import scoring_request
from labeler.dataio.qrels.files import QrelsTable
from labeler.dataio.runs.table import RunTable
from labeler.domain import LabelerError, NotFoundError, Query
from labeler.metrics.stats.significance import bootstrap_ci, holm, paired_t_test, randomization_test, t_ci
from labeler.services.evaluation.comparison import compare_runs
from labeler.services.evaluation.drilldown import QrelsIndex, RankedRun, drill_down, holes
from labeler.services.evaluation.scoring import evaluate_run


def _run_table(rows: list[tuple[str, str, float]], name: str) -> RunTable:
    return RunTable.from_rows(rows, name=name)


def _random_collection(seed: int, n_runs: int = 3, n_queries: int = 25):
    """Runs with ties (scores on a coarse grid), unjudged chunks, negative and zero grades, queries
    missing on either side, shuffled rows."""
    rng = np.random.default_rng(seed)
    qrels_rows = []
    for q in range(n_queries):
        if q % 11 == 5:
            continue  # a query only the runs have
        for d in rng.choice(40, size=int(rng.integers(1, 15)), replace=False):
            qrels_rows.append((f"q{q:02d}", f"c{d:03d}", int(rng.choice([-1, 0, 0, 1, 2, 3]))))
    qrels_rows.append(("qonly", "c001", 2))  # judged, never retrieved
    runs = []
    for r in range(n_runs):
        rows = []
        for q in range(n_queries):
            if q % 7 == r:
                continue  # each run misses a few queries, not the same ones
            for d in rng.choice(40, size=int(rng.integers(1, 25)), replace=False):
                rows.append((f"q{q:02d}", f"c{d:03d}", float(rng.integers(0, 6)) / 2))
        order = rng.permutation(len(rows))
        runs.append(_run_table([rows[i] for i in order], name=f"run{r}"))
    return runs, QrelsTable.from_rows(qrels_rows)


@pytest.mark.parametrize("gain", ["linear", "exponential"])
@pytest.mark.parametrize("k", [3, 10, None])
def test_drill_down_dcg_is_the_engine_ndcg_on_every_query(gain, k):
    runs, qrels = _random_collection(seed=7 if k else 8)
    index = QrelsIndex(qrels)
    measure = "nDCG" if k is None else f"nDCG@{k}"
    checked = 0
    for run in runs:
        ranked = RankedRun(run)
        result = evaluate_run(run, qrels, scoring_request([measure], gain=gain)).result
        for qid, value in zip(result.query_ids, result.per_query[measure].tolist()):
            table = drill_down(ranked, index, qid, k, gain)
            assert table.ndcg == pytest.approx(value, abs=1e-12), (run.name, qid)
            assert table.dcg == pytest.approx(sum(e.discounted_gain for e in table.ranked), abs=1e-12)
            assert table.idcg == pytest.approx(sum(e.discounted_gain for e in table.ideal), abs=1e-12)
            checked += 1
    assert checked > 50


def test_drill_down_rows_follow_trec_eval_order_and_mark_unjudged():
    run = _run_table([("q", "a", 1.0), ("q", "b", 2.0), ("q", "c", 2.0), ("q", "d", 0.5), ("q", "e", 0.1)], "r")
    qrels = QrelsTable.from_rows([("q", "a", 2), ("q", "c", 1), ("q", "e", -1), ("q", "z", 3), ("q", "y", 0)])
    table = drill_down(run, qrels, "q", k=4, gain="exponential")
    # ties by chunk id descending: c before b
    assert [e.chunk_id for e in table.ranked] == ["c", "b", "a", "d"]
    assert [e.grade for e in table.ranked] == [1, None, 2, None]
    assert [e.tied for e in table.ranked] == [True, True, False, False]
    assert [e.gain for e in table.ranked] == [1.0, 0.0, 3.0, 0.0]
    assert table.ranked[2].discount == pytest.approx(2.0)
    assert table.ranked[2].running_dcg == pytest.approx(1.0 + 3.0 / 2.0)
    # ideal: positive gains only, best first: z (7), a (3), c (1)
    assert [(e.chunk_id, e.gain) for e in table.ideal] == [("z", 7.0), ("a", 3.0), ("c", 1.0)]
    assert table.idcg == pytest.approx(7.0 + 3.0 / np.log2(3) + 1.0 / 2.0)
    assert table.ndcg == pytest.approx(table.dcg / table.idcg)
    assert len(table.ranked) == 4 and len(table.ideal) == 3
    assert table.holes == ["b", "d"] == holes(run, qrels, "q", k=4)
    assert holes(run, qrels, "q", k=1) == []
    assert holes(run, qrels, "absent", k=10) == []


def test_drill_down_of_a_query_without_judgments_scores_zero():
    run = _run_table([("q", "a", 1.0)], "r")
    table = drill_down(run, QrelsTable.from_rows([("other", "a", 1)]), "q", k=10)
    assert table.ideal == [] and table.idcg == 0.0 and table.ndcg == 0.0 and table.holes == ["a"]


def test_means_and_per_query_values_are_evals():
    runs, qrels = _random_collection(seed=3)
    measures = ["nDCG@10", "AP", "P@5", "num_rel_ret", "Judged@10"]
    comparison = compare_runs(runs, qrels, scoring_request(measures, gain="exponential", complete=True))
    for run, summary in zip(runs, comparison.runs):
        expected = evaluate_run(run, qrels, scoring_request(measures, gain="exponential", complete=True)).result
        got = summary.evaluation.result
        assert got.query_ids == expected.query_ids
        assert got.means == expected.means
        assert got.ties == expected.ties
        for name in measures:
            assert summary.summaries[name].mean == expected.means[name]
            np.testing.assert_array_equal(got.per_query[name], expected.per_query[name])
            for row in comparison.queries:
                value = row.value(run.name, name)
                if row.query_id in expected.query_ids:
                    assert value == float(expected.per_query[name][expected.query_ids.index(row.query_id)])
                else:
                    assert value is None
    assert comparison.runs[0].summaries["num_rel_ret"].ci_low is None  # totals get no interval


@pytest.mark.parametrize(("test", "ci"), [("randomization", "bootstrap"), ("t", "t")])
def test_paired_tests_intervals_and_holm_are_the_metrics_functions(test, ci):
    runs, qrels = _random_collection(seed=11, n_runs=3)
    comparison = compare_runs(runs, qrels, scoring_request(["nDCG@10", "RR"]), baseline="run1", test=test, ci=ci)
    assert comparison.baseline == "run1" and comparison.run("run1").differences == {}
    base = comparison.run("run1").evaluation.result
    for name in ("nDCG@10", "RR"):
        raw = []
        for other in ("run0", "run2"):
            result = comparison.run(other).evaluation.result
            shared = [q for q in result.query_ids if q in base.query_ids]
            assert 0 < len(shared) < len(result.query_ids)  # the pairing really drops queries
            a = np.array([base.per_query[name][base.query_ids.index(q)] for q in shared])
            b = np.array([result.per_query[name][result.query_ids.index(q)] for q in shared])
            expected = randomization_test(a, b) if test == "randomization" else paired_t_test(a, b)
            got = comparison.run(other).differences[name]
            assert got.p_value == expected.p_value and got.n_queries == len(shared)
            assert got.mean_difference == pytest.approx(float(np.mean(b - a)), abs=1e-15)
            raw.append(expected.p_value)
            values = result.per_query[name]
            interval = bootstrap_ci(values) if ci == "bootstrap" else t_ci(values)
            summary = comparison.run(other).summaries[name]
            assert (summary.ci_low, summary.ci_high) == interval
        adjusted = holm(raw)
        assert [comparison.run(o).differences[name].p_holm for o in ("run0", "run2")] == adjusted


def test_marks_follow_holm_adjusted_p_and_the_sign():
    rows_base, rows_good, rows_bad = [], [], []
    qrels_rows = []
    for q in range(30):
        qid = f"q{q:02d}"
        qrels_rows += [(qid, "rel", 2), (qid, "junk", 0)]
        rows_base += [(qid, "junk", 2.0), (qid, "rel", 1.0 if q % 3 else 3.0)]
        rows_good += [(qid, "rel", 2.0), (qid, "junk", 1.0)]
        rows_bad += [(qid, "junk", 2.0), (qid, "rel", 1.0)]
    runs = [_run_table(rows_base, "base"), _run_table(rows_good, "good"), _run_table(rows_bad, "bad")]
    comparison = compare_runs(runs, QrelsTable.from_rows(qrels_rows), scoring_request(["nDCG@10"]))
    assert comparison.baseline == "base"  # the first run by default
    good, bad = comparison.run("good").differences["nDCG@10"], comparison.run("bad").differences["nDCG@10"]
    assert good.mark == "win" and good.mean_difference > 0 and good.p_holm < 0.05
    assert bad.mark == "loss" and bad.mean_difference < 0 and bad.p_holm < 0.05
    strict = compare_runs(runs, QrelsTable.from_rows(qrels_rows), scoring_request(["nDCG@10"]), alpha=1e-6)
    assert strict.run("good").differences["nDCG@10"].mark == "none"


def test_per_query_rows_sort_by_gap_difference_and_filter(repository):
    runs, qrels = _random_collection(seed=5, n_runs=2)
    repository.upsert_queries([Query("q03", "Heat PUMPS in winter"), Query("q04", "batteries")])
    comparison = compare_runs(runs, qrels, scoring_request(["RR", "nDCG@5"]), repository=repository)
    assert comparison.gap_measure == "nDCG@5" and comparison.judged_k == 5
    gap = comparison.sorted_queries("gap", run="run1", descending=True)
    values = [row.gap("run1") for row in gap]
    present = [v for v in values if v is not None]
    assert present == sorted(present, reverse=True) and values[len(present):] == [None] * (len(values) - len(present))
    assert all(row.gap("run1") == 1.0 - row.value("run1", "nDCG@5") for row in gap[: len(present)])
    diff = comparison.sorted_queries("difference", measure="RR")  # default run: the non-baseline one
    numbers = [r.difference("run1", "RR") for r in diff if r.difference("run1", "RR") is not None]
    assert numbers == sorted(numbers)
    assert [r.query_id for r in comparison.sorted_queries(text_filter="pumps")] == ["q03"]
    assert comparison.sorted_queries("relevant", descending=True)[0].num_rel == max(r.num_rel for r in comparison.queries)
    row = next(r for r in comparison.queries if r.query_id == "q03")
    assert row.text == "Heat PUMPS in winter"
    assert row.judged["run0"] == row.value("run0", "Judged@5")
    assert comparison.win_loss("run1", "RR") == sorted(comparison.win_loss("run1", "RR"), key=lambda x: -x[1])
    with pytest.raises(LabelerError, match="unknown sort key"):
        comparison.sorted_queries("nonsense")


def test_bad_choices_are_one_line_errors():
    runs, qrels = _random_collection(seed=1, n_runs=2)
    with pytest.raises(NotFoundError, match="baseline 'x'"):
        compare_runs(runs, qrels, scoring_request(None), baseline="x")
    with pytest.raises(LabelerError, match="share a name"):
        compare_runs([runs[0], runs[0]], qrels, scoring_request(None))
    with pytest.raises(LabelerError, match="unknown test"):
        compare_runs(runs, qrels, scoring_request(None), test="wilcoxon")
