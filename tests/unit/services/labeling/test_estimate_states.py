"""What `eval --estimate hybrid` and reports say in each state of a sample: nothing graded yet, partly
graded; one value per run in a hybrid report; tables that never cut a number short."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from labeler.storage import open_repository
from tests.projects.sampling_project import MODEL, import_project, run_cli, write_project


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A SQLite project with two runs, the model's grades of 60 pairs and a design of 20 of them."""
    path = tmp_path / "labeler.db"
    import_project(path, write_project(tmp_path))
    run_cli(path, "sample", "--budget", "20", "--model", MODEL, "--annotator", "ann")
    return path


def _eval(db: Path, *args: str) -> dict:
    result = run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "-m", "nDCG@10",
                     "--format", "json", *args)
    return json.loads(result.output)


def _grade_in_order(db: Path, count: int) -> None:
    """The annotator grades the first ``count`` sampled pairs of the design's order (grade 2 each)."""
    from labeler.services.labeling.session import LabelingSession

    repo = open_repository(str(db))
    try:
        session = LabelingSession(repo, "ann")
        session.start()
        for _ in range(count):
            session.grade(2)
    finally:
        repo.close()


def test_with_nothing_graded_the_values_are_the_llms_alone_and_say_so(db):
    document = _eval(db)
    estimate = document["estimate"]
    assert estimate["method"] == "llm"
    assert estimate["design"] == "sequential Poisson sample: 0 of its 20 pairs graded in order (pool: 60 pairs)"
    assert any(note.startswith("0 of 20 sampled pairs graded: grade them first") for note in estimate["notes"])
    llm = json.loads(run_cli(db, "eval", "bm25", "dense", "--estimate", "llm", "--model", MODEL, "-m", "nDCG@10",
                             "--format", "json").output)
    for run, alone in zip(document["runs"], llm["runs"]):
        fields = run["estimates"]["nDCG@10"]
        assert fields["ci_low"] is None and fields["ci_high"] is None and fields["method"] == "llm"
        assert fields["value"] == pytest.approx(alone["means"]["nDCG@10"])  # every query judged and retrieved
    table = run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "-m", "nDCG@10").output
    flat = " ".join(table.split())
    assert "inf" not in table and "±" not in table
    assert "estimate: llm - hybrid, waiting for human grades" in flat
    assert "note: 0 of 20 sampled pairs graded: grade them first" in flat


def test_partly_graded_says_how_many_of_the_sample_are_in(db):
    _grade_in_order(db, 7)  # fewer than MINIMUM_GRADES
    document = _eval(db)
    assert document["estimate"]["method"] == "hybrid"
    assert document["estimate"]["design"] == "sequential Poisson sample: 7 of its 20 pairs graded in order (pool: 60 pairs)"
    assert all(run["estimates"]["nDCG@10"]["human_judgments"] == 7 for run in document["runs"])
    dense = document["runs"][1]
    difference = dense["vs_baseline"]["nDCG@10"]
    assert difference["anytime_valid"] is True
    assert difference["ci_low"] is None  # fewer than 40 graded: a difference is not settled yet
    assert any("settled only from 40 graded pairs" in note for note in document["estimate"]["notes"])


def _ten_runs(db: Path, tmp_path: Path) -> list[str]:
    rng = np.random.default_rng(4)
    names = []
    for r in range(10):
        lines = [f"q{q} Q0 c{q}_{c:02d} {k + 1} {20 - k} r{r}" for q in range(1, 6)
                 for k, c in enumerate(rng.permutation(12)[:10])]
        path = tmp_path / f"run_with_a_long_name_{r}.trec"
        path.write_text("\n".join(lines) + "\n")
        run_cli(db, "import", "run", str(path), "--name", path.stem)
        names.append(path.stem)
    return names


def test_tables_never_cut_a_number_piped_or_at_80_columns(db, tmp_path, monkeypatch):
    names = _ten_runs(db, tmp_path)
    _grade_in_order(db, 20)
    numbers = re.compile(r"\d\.\d{4}")
    piped = run_cli(db, "eval", *names, "--estimate", "hybrid", "--model", MODEL, "-m", "nDCG@10", "-m", "P@5").output
    assert "…" not in piped and len(numbers.findall(piped)) >= 2 * 10 * 2
    monkeypatch.setenv("TTY_COMPATIBLE", "1")
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("NO_COLOR", "1")
    narrow = run_cli(db, "eval", *names, "--estimate", "hybrid", "--model", MODEL, "-m", "nDCG@10", "-m", "P@5").output
    plain = re.sub(r"\x1b\[[0-9;]*m", "", narrow)
    assert "…" not in plain and max(len(line) for line in plain.splitlines()) <= 80
    assert len(numbers.findall(plain)) >= 2 * 10 * 2
    human = run_cli(db, "eval", *names, "--qrels", str(tmp_path / "llm.txt"), "-m", "nDCG@10").output
    assert "…" not in re.sub(r"\x1b\[[0-9;]*m", "", human)


def test_a_hybrid_report_gives_each_run_one_value_per_measure(db, tmp_path):
    _grade_in_order(db, 20)
    out = tmp_path / "report.md"
    run_cli(db, "report", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "-m", "nDCG@10",
            "--out", str(out), "--out", str(tmp_path / "report.html"), "--out", str(tmp_path / "report.csv"))
    text = out.read_text()
    assert text.count("## Summary") == 1 and "## Estimates" not in text
    summary = text.split("## Summary")[1].split("\n## ")[0]
    assert "±" in summary and "[" not in summary  # the estimates, not a bootstrap interval over LLM-filled grades
    page = (tmp_path / "report.html").read_text()
    assert page.count("<h2>Summary</h2>") == 1 and 'id="summary"' not in page and 'id="estimates"' in page
    rows = (tmp_path / "report.csv").read_text().splitlines()
    assert not any(",all,nDCG@10,mean," in row for row in rows)
    assert sum(",all,nDCG@10,estimate_value," in row for row in rows) == 2
