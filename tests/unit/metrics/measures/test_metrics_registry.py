"""The measure registry (labeler.metrics.measures): one module per family, found by the registry;
everything that lists or computes measures reads it, and adding a family is adding its module."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from labeler.metrics.measures import MEASURE_HELP, families, parse_measure
from labeler.metrics.measures.base import trec_entries
from labeler.metrics.trec_eval.table import NICKNAMES, NOT_YET, ORDER, TABLE, parse_trec_measures

EXAMPLE = Path(__file__).parent / "measure_example"


def test_every_trec_eval_measure_is_computed_by_one_family() -> None:
    entries = trec_entries()
    assert NOT_YET == frozenset()
    assert set(entries) == set(ORDER) - {"runid"}
    assert list(TABLE) == list(ORDER)
    for members in NICKNAMES.values():
        assert set(members) <= set(ORDER)


@pytest.mark.parametrize("family", families(), ids=lambda f: f.name)
def test_each_family_parses_by_every_spelling_and_prints_back(family) -> None:
    at = {"none": "", "optional": "@10", "required": "@10", "level": "@0.5"}[family.cutoff]
    for spelling in family.all_spellings:
        measure = parse_measure(f"{spelling}{at if family.needs_cutoff(spelling) else ''}")
        assert measure.family == family.name or measure.family in family.instead.values(), spelling
    measure = parse_measure(family.name + at)
    assert parse_measure(measure.name) == measure
    if measure.in_trec_eval:
        assert parse_measure(measure.trec_name) == measure
    assert family.help.split(",")[0].split("@")[0].split("(")[0] == family.name  # help names the family


def test_the_help_lists_every_family_in_order() -> None:
    listed = MEASURE_HELP.split(", with ")[0]
    names = [re.split(r"[@(]", form.strip())[0] for form in listed.split(", ")]
    assert list(dict.fromkeys(names)) == [f.name for f in families()]


def test_trec_eval_defaults_expand_to_printed_names() -> None:
    requests = parse_trec_measures(["P", "iprec_at_recall", "ndcg.0=0,1=1", "utility.1,2,3,4"])
    assert [r.name for r in requests] == ["iprec_at_recall", "P", "utility", "ndcg"]
    assert requests[1].printed_names()[:2] == ["P_5", "P_10"]
    assert requests[0].printed_names()[1] == "iprec_at_recall_0.10"


ADDED = """
import sys
import labeler.metrics.measures as measures
measures.__path__.append(sys.argv[1])  # as if dcg.py were in labeler/metrics/measures/
import numpy as np
from labeler.metrics import EvalArrays, UNJUDGED, evaluate, parse_measure
from labeler.metrics.measures import MEASURE_HELP
from labeler.metrics.request import ScoringRequest
measure = parse_measure("dcg_cut.2")
assert measure.name == "DCG@2" and measure.trec_name == "dcg_cut_2", measure
assert "nDCG@k, nDCG, DCG@k, P@k" in MEASURE_HELP, MEASURE_HELP
# one query, ranked a (grade 2), b (unjudged), c (grade 1)
arrays = EvalArrays(["q"], np.zeros(3, dtype=np.int64), np.array([3.0, 2.0, 1.0]), np.array([3, 2, 1]),
                    np.array([2, UNJUDGED, 1]), np.zeros(2, dtype=np.int64), np.array([2, 1]))
result = evaluate(arrays, ScoringRequest((measure, parse_measure("DCG"))))
assert result.means == {"DCG@2": 2.0, "DCG": 2.0 + 1.0 / np.log2(4.0)}, result.means
from labeler.cli import main
main(["eval", "--qrels", sys.argv[2], "-m", "DCG@10", "--format", "trec", sys.argv[3]])
"""


def test_a_family_is_added_by_its_module_alone(tmp_path: Path) -> None:
    """The worked example of docs/ARCHITECTURE.md: dcg.py, and nothing else, adds DCG everywhere."""
    (tmp_path / "qrels").write_text("q1 0 a 2\nq1 0 c 1\n")
    (tmp_path / "run").write_text("q1 Q0 a 1 3.0 t\nq1 Q0 b 2 2.0 t\nq1 Q0 c 3 1.0 t\n")
    done = subprocess.run([sys.executable, "-c", ADDED, str(EXAMPLE), str(tmp_path / "qrels"), str(tmp_path / "run")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "dcg_cut_10            \tall\t2.5000"


def test_the_example_is_not_a_family_of_labeler_itself() -> None:
    assert "DCG" not in {f.name for f in families()}


@pytest.mark.parametrize(("name", "form"), [
    ("nDCG@10", ("ndcg", 10, 1)), ("ndcg_cut.20", ("ndcg", 20, 1)), ("P@5", ("precision", 5, 1)),
    ("P(rel=2)@5", ("precision", 5, 2)), ("R@100", ("recall", 100, 1)),
    ("AP", None), ("RR@10", None), ("nDCG", None), ("nDCG(gains={0:0,1:1})@10", None),
    ("nDCG(judged_only=True)@10", None), ("bpref", None),
])
def test_the_ratio_form_hook_names_what_hybrid_estimation_can_correct(name: str, form) -> None:
    """metrics.measures.ratio_form: the hook the hybrid name parser can call instead of its regex."""
    from labeler.metrics.measures import parse_measure, ratio_form

    found = ratio_form(parse_measure(name), relevant_grade=1)
    assert (None if found is None else (found.kind, found.depth, found.relevant_grade)) == form
