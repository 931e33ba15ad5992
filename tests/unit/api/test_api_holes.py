"""labeler.evaluate and labeler.compare carry each run's holes (attrs) and warn of an under-judged run."""

from __future__ import annotations

import warnings

import pytest

import labeler
from labeler.domain.errors import HolesWarning
from tests.projects.holes_project import MODEL, build, write_files
from tests.unit.cli.eval.test_cli_holes import _hand_share


def test_evaluate_warns_of_a_run_with_holes_and_carries_its_counts(tmp_path):
    files = write_files(tmp_path)
    runs, qrels = [str(files["old.run"]), str(files["new.run"])], str(files["human.txt"])
    with pytest.warns(HolesWarning, match=r"run new: 8 of its 20 top-5 pairs \(40%\) have no human grade"):
        frame = labeler.evaluate(runs, qrels, ["nDCG@5"])
    assert list(frame.columns) == ["run", "nDCG@5"]  # the columns are as before
    assert frame.attrs["holes"]["new"]["holes"] == [
        {"k": 5, "pairs": 20, "judged": 12, "unjudged": 8, "judged_share": 0.6, "llm_graded": None}]
    assert frame.attrs["holes"]["old"]["warning"] is None and len(frame.attrs["warnings"]) == 1
    with pytest.warns(HolesWarning):
        compared = labeler.compare(runs, qrels, ["nDCG@5"])
    assert compared.attrs["holes"] == frame.attrs["holes"]
    with warnings.catch_warnings():
        warnings.simplefilter("error", HolesWarning)  # a fully judged run: not a word
        alone = labeler.evaluate([runs[0]], qrels, ["nDCG@5"])
    assert alone.attrs["warnings"] == []


def test_evaluate_with_llm_grades_says_which_share_rests_on_them(tmp_path):
    db = tmp_path / "labeler.db"
    build(db, tmp_path)
    with pytest.warns(HolesWarning, match="the LLM's grades stand in for them"):
        frame = labeler.evaluate(["old", "new"], measures=["nDCG@5"], db=db, estimate="llm", model=MODEL)
    assert frame.attrs["holes"]["new"]["llm_share"]["nDCG@5"] == pytest.approx(_hand_share(), abs=1e-4)
    assert frame.attrs["holes"]["new"]["holes"][0]["llm_graded"] == 8

