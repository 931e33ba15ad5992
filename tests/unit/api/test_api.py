"""The Python front door gives the numbers `labeler eval` prints, for files, DataFrames and db=."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

import labeler
from labeler.metrics.request import scoring_request
from labeler.cli import cli
from labeler.domain import LabelerError

MEASURES = ["nDCG@10", "nDCG", "P@5", "R@100", "RR", "AP", "R-Prec", "Judged@10", "num_rel_ret", "num_ret"]
RUN_NAMES = ("bm25", "dense", "hybrid")


def _data(seed: int = 7) -> tuple[list[tuple[str, str, int]], dict[str, list[tuple[str, str, float]]]]:
    """Qrels with grades 0-3 and three runs with ties (scores on a coarse grid), some queries unjudged."""
    rng = random.Random(seed)
    qrels = []
    for q in range(1, 13):
        for d in rng.sample(range(40), 8):
            qrels.append((f"q{q:02d}", f"d{d:03d}", rng.randint(0, 3)))
    runs = {}
    for name in RUN_NAMES:
        rows = []
        for q in range(1, 15):  # q13, q14 have no qrels
            if name == "dense" and q == 3:
                continue  # a judged query missing from one run (matters with complete=True)
            for d in rng.sample(range(40), 15):
                rows.append((f"q{q:02d}", f"d{d:03d}", rng.randint(0, 6) / 2))
        runs[name] = rows
    return qrels, runs


@pytest.fixture(scope="module")
def data() -> tuple[list[tuple[str, str, int]], dict[str, list[tuple[str, str, float]]]]:
    return _data()


@pytest.fixture
def files(tmp_path: Path, data) -> dict[str, str]:
    qrels, runs = data
    paths = {"qrels": str(tmp_path / "qrels.txt")}
    (tmp_path / "qrels.txt").write_text("".join(f"{q} 0 {d} {g}\n" for q, d, g in qrels), encoding="utf-8")
    for name, rows in runs.items():
        path = tmp_path / f"{name}.trec"
        path.write_text("".join(f"{q} Q0 {d} {i} {s} {name}\n" for i, (q, d, s) in enumerate(rows, 1)),
                        encoding="utf-8")
        paths[name] = str(path)
    return paths


@pytest.fixture
def db(tmp_path: Path, files: dict[str, str]) -> str:
    path = str(tmp_path / "project.db")
    with labeler.open(path, create=True) as project:
        project.import_qrels(files["qrels"], annotator="alice")
        for name in RUN_NAMES:
            project.import_run(files[name], name=name)
    return path


def _cli_json(*args: str) -> dict:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def _measure_args() -> list[str]:
    return [arg for m in MEASURES for arg in ("-m", m)]


def _assert_same(frame: pd.DataFrame, document: dict, per_query: bool) -> None:
    """Every number of the CLI's JSON equals the DataFrame's to 1e-12 (null there is NaN here)."""
    def close(ours: float, theirs: float | None) -> bool:
        return math.isnan(ours) if theirs is None else abs(ours - theirs) <= 1e-12

    assert list(frame["run"].unique()) == [run["name"] for run in document["runs"]]
    if not per_query:
        assert list(frame.columns) == ["run", *MEASURES]
        for run, (_, row) in zip(document["runs"], frame.iterrows()):
            for measure in MEASURES:
                assert close(row[measure], run["means"][measure]), (run["name"], measure)
        return
    assert list(frame.columns) == ["run", "qid", *MEASURES]
    for run in document["runs"]:
        ours = frame[frame["run"] == run["name"]]
        assert list(ours["qid"]) == list(run["per_query"])
        for (_, row), values in zip(ours.iterrows(), run["per_query"].values()):
            for measure in MEASURES:
                assert close(row[measure], values[measure]), (run["name"], row["qid"], measure)


@pytest.mark.parametrize("per_query", [False, True])
@pytest.mark.parametrize("options", [
    {},
    {"gain": "exponential", "relevant_grade": 2, "complete": True},
])
def test_files_give_the_cli_numbers(files, per_query, options):
    flags = []
    if options:
        flags = ["--gain", "exponential", "--relevant-grade", "2", "--complete"]
    document = _cli_json("eval", *[files[n] for n in RUN_NAMES], "--qrels", files["qrels"],
                         *_measure_args(), *flags, "--format", "json")
    frame = labeler.evaluate([files[n] for n in RUN_NAMES], qrels=files["qrels"], measures=MEASURES,
                             per_query=per_query, **options)
    _assert_same(frame, document, per_query)
    assert frame.attrs["conventions"] == document["conventions"]
    assert frame.attrs["queries"] == {run["name"]: run["queries"] for run in document["runs"]}


@pytest.mark.parametrize("per_query", [False, True])
def test_dataframes_give_the_cli_numbers(files, data, per_query):
    qrels, runs = data
    document = _cli_json("eval", *[files[n] for n in RUN_NAMES], "--qrels", files["qrels"],
                         *_measure_args(), "--format", "json")
    frames = {name: pd.DataFrame(rows, columns=["qid", "docid", "score"]) for name, rows in runs.items()}
    # the other spelling of the columns, and qrels with a relevance column
    frames["dense"] = frames["dense"].rename(columns={"qid": "query_id", "docid": "chunk_id"})
    qrels_frame = pd.DataFrame(qrels, columns=["qid", "docid", "relevance"])
    frame = labeler.evaluate(frames, qrels=qrels_frame, measures=MEASURES, per_query=per_query)
    _assert_same(frame, document, per_query)


def test_database_runs_and_qrels_give_the_cli_numbers(db):
    document = _cli_json("--db", db, "eval", *RUN_NAMES, *_measure_args(), "--per-query", "--format", "json")
    _assert_same(labeler.evaluate(list(RUN_NAMES), db=db, measures=MEASURES), document, False)
    with labeler.open(db) as project:
        _assert_same(project.evaluate(list(RUN_NAMES), measures=MEASURES, per_query=True), document, True)


def test_default_measures_and_a_single_run(files):
    document = _cli_json("eval", files["bm25"], "--qrels", files["qrels"], "--format", "json")
    frame = labeler.evaluate(files["bm25"], qrels=files["qrels"])
    assert list(frame.columns) == ["run", *[m["name"] for m in document["measures"]]]
    assert frame.loc[0, "nDCG@10"] == pytest.approx(document["runs"][0]["means"]["nDCG@10"], abs=1e-12)


def test_compare_is_the_comparison_service(files):
    from labeler.services.evaluation.comparison import compare_runs
    from labeler.services.evaluation.scoring import load_run, read_qrels_file

    measures = ["nDCG@10", "RR", "num_rel_ret"]
    frame = labeler.compare([files[n] for n in RUN_NAMES], qrels=files["qrels"], measures=measures,
                            baseline="dense")
    expected = compare_runs([load_run(files[n]) for n in RUN_NAMES], read_qrels_file(files["qrels"]),
                            scoring_request(measures), baseline="dense")
    assert len(frame) == len(RUN_NAMES) * len(measures)
    assert frame.attrs["baseline"] == "dense"
    rows = frame.set_index(["run", "measure"])
    for summary in expected.runs:
        for name in measures:
            row = rows.loc[(summary.name, name)]
            mean = summary.summaries[name]
            assert row["mean"] == mean.mean
            assert (math.isnan(row["ci_low"]) if mean.ci_low is None else row["ci_low"] == mean.ci_low)
            difference = summary.differences.get(name)
            if difference is None:
                assert math.isnan(row["p_value"]) and pd.isna(row["mark"])
            else:
                assert (row["difference"], row["p_value"], row["p_holm"], row["mark"]) == (
                    difference.mean_difference, difference.p_value, difference.p_holm, difference.mark)
    eval_means = labeler.evaluate([files[n] for n in RUN_NAMES], qrels=files["qrels"], measures=measures)
    for _, row in eval_means.iterrows():
        for name in measures:
            assert rows.loc[(row["run"], name), "mean"] == row[name]


def test_project_reads_status_runs_and_qrels(db, files):
    with labeler.open(db) as project:
        status = project.status()
        assert status.runs == 3 and status.per_annotator == {"alice": status.judged_pairs}
        assert [run.name for run in project.runs()] == sorted(RUN_NAMES)
        qrels = project.qrels()
    assert list(qrels.columns) == ["qid", "docid", "grade"]
    in_file = sorted(tuple(line.split()[i] for i in (0, 2, 3))
                     for line in Path(files["qrels"]).read_text().splitlines())
    assert sorted(zip(qrels["qid"], qrels["docid"], qrels["grade"].astype(str))) == in_file


def test_an_unknown_run_name_lists_the_imported_runs(db):
    with pytest.raises(LabelerError, match=r"splade: neither a run file nor an imported run \(imported runs: bm25, dense, hybrid\)"):
        labeler.evaluate(["bm25", "splade"], db=db)


def test_a_run_name_without_a_database_says_so(files):
    with pytest.raises(LabelerError, match="bm25: no such run file: pass db="):
        labeler.evaluate("bm25", qrels=files["qrels"])
    with pytest.raises(LabelerError, match="no qrels given: pass db="):
        labeler.evaluate(files["bm25"])


def test_missing_columns_are_named(files):
    run = pd.DataFrame({"qid": ["q01"], "doc": ["d001"], "score": [1.0]})
    with pytest.raises(LabelerError, match=r"run 'run': no docid column: expected one of docid, .*; the columns are qid, doc, score"):
        labeler.evaluate(run, qrels=files["qrels"])
    qrels = pd.DataFrame({"qid": ["q01"], "docid": ["d001"]})
    with pytest.raises(LabelerError, match="qrels: no grade column: expected one of grade, relevance"):
        labeler.evaluate(files["bm25"], qrels=qrels)


def test_bad_frame_values_are_refused():
    qrels = pd.DataFrame({"qid": ["q1"], "docid": ["d1"], "grade": [1]})
    twice = pd.DataFrame({"qid": ["q1", "q1"], "docid": ["d1", "d1"], "score": [1.0, 2.0]})
    with pytest.raises(LabelerError, match="run 'run', row 1: chunk 'd1' appears twice for query 'q1'"):
        labeler.evaluate(twice, qrels=qrels)
    missing = pd.DataFrame({"qid": ["q1", "q1"], "docid": ["d1", "d2"], "score": [1.0, float("nan")]})
    with pytest.raises(LabelerError, match="run 'run', row 1: missing score"):
        labeler.evaluate(missing, qrels=qrels)
    with pytest.raises(LabelerError, match="run 'run', row 0: score inf is not finite"):
        labeler.evaluate(missing.assign(score=[float("inf"), 1.0]), qrels=qrels)
    float_ids = pd.DataFrame({"qid": [1.0], "docid": ["d1"], "score": [1.0]})
    with pytest.raises(LabelerError, match="floating-point"):
        labeler.evaluate(float_ids, qrels=qrels)
    with pytest.raises(LabelerError, match="integer grades"):
        labeler.evaluate(twice.head(1), qrels=qrels.assign(grade=[0.5]))


def test_integer_ids_and_dict_qrels_match_text_ids():
    run = pd.DataFrame({"qid": [1, 1, 2], "docid": [10, 11, 10], "score": [2.0, 1.0, 1.0]})
    by_int = labeler.evaluate(run, qrels={"1": {"11": 1}, "2": {"10": 2}}, measures=["RR"])
    assert list(by_int["RR"]) == [0.75]


def test_a_database_without_judgments_says_so(tmp_path, files):
    db = str(tmp_path / "empty.db")
    with labeler.open(db, create=True) as project:
        project.import_run(files["bm25"], name="bm25")
    with pytest.raises(LabelerError, match="no judgments in the database yet"):
        labeler.evaluate("bm25", db=db)
    with pytest.raises(LabelerError, match="no labeler database at"):
        labeler.evaluate("bm25", db=str(tmp_path / "missing.db"))


def test_dir_shows_only_the_public_api():
    """dir(labeler) listed Any, TYPE_CHECKING and annotations (this module's own imports) beside the API."""
    import labeler.cli  # noqa: F401  (a subpackage imported puts its name in the namespace)

    assert dir(labeler) == sorted(labeler.__all__) == ["Project", "__version__", "compare", "evaluate", "open"]
    assert all(callable(getattr(labeler, name)) for name in ("Project", "compare", "evaluate", "open"))
