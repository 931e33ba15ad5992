"""Where trec_eval 10 is wrong and labeler answers on purpose (docs/TREC_EVAL.md), found by the
binary test (tests/unit/cli/trec_eval/test_trec_eval_binary.py): labeler's answers pinned here, without the binary."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from labeler.cli import main


def _values(capsys: pytest.CaptureFixture[str], tmp_path: Path, qrels: str, run: str, *args: str) -> dict[str, str]:
    (tmp_path / "qrels").write_text(qrels)
    (tmp_path / "run").write_text(run)
    with pytest.raises(SystemExit) as exited:
        main(["trec-eval", "-q", *args, str(tmp_path / "qrels"), str(tmp_path / "run")])
    out = capsys.readouterr().out
    assert exited.value.code == 0
    return {f"{name.strip()} {query}": value for name, query, value in (line.split("\t") for line in out.splitlines())}


RUN = "q1 Q0 a 1 3 t\nq1 Q0 b 2 2 t\nq1 Q0 c 3 1 t\n"


def test_a_query_judged_only_negative_is_answered(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """trec_eval 10 exits 4 here (its grade table is sized by the top grade, -1)."""
    values = _values(capsys, tmp_path, "q1 0 b -1\n", RUN, "-m", "num_ret", "-m", "num_rel", "-m", "map",
                     "-m", "relstring")
    assert values == {"num_ret q1": "3", "num_rel q1": "0", "map q1": "0.0000", "relstring q1": "'-.-'",
                      "num_ret all": "3", "num_rel all": "0", "map all": "0.0000"}


def test_gains_less_than_one_apart_order_the_ideal_by_gain(capsys: pytest.CaptureFixture[str],
                                                           tmp_path: Path) -> None:
    """trec_eval 10 prints 0 (its gain comparator truncates 0.5 - 0 to 0, and the ideal stops at gain 0)."""
    values = _values(capsys, tmp_path, "q1 0 a 1\nq1 0 b 2\nq1 0 c 0\n", RUN, "-m", "ndcg.1=0.5,2=0.7")
    dcg, ideal = 0.5 + 0.7 / math.log2(3), 0.7 + 0.5 / math.log2(3)
    assert values["ndcg_1=0.5,2=0.7 q1"] == f"{dcg / ideal:6.4f}" == "0.9273"


def test_11pt_avg_levels_in_any_order_average_the_same(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """trec_eval 10's walk assumes its 11pt_avg levels ascending: given 0.5,0.2 it prints 1.0000 here.
    Interpolated precision at 1 relevant (level 0.2 of 4) is 1, at 2 (level 0.5) max(2/3, 3/4, 4/5)."""
    qrels = "q1 0 a 1\nq1 0 b 0\nq1 0 c 1\nq1 0 d 1\nq1 0 e 1\n"
    run = "".join(f"q1 Q0 {doc} {rank} {6 - rank} t\n" for rank, doc in enumerate("abcde", start=1))
    given = _values(capsys, tmp_path, qrels, run, "-m", "11pt_avg.0.5,0.2")
    ascending = _values(capsys, tmp_path, qrels, run, "-m", "11pt_avg.0.2,0.5")
    assert given["11pt_avg_0.5,0.2 q1"] == ascending["11pt_avg_0.2,0.5 q1"] == f"{(1 + 0.8) / 2:6.4f}"


def test_nothing_retrieved_under_m0_scores_0_not_nan(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """trec_eval 10 prints -nan (0/0) for iprec_at_recall and 11pt_avg under -M 0."""
    values = _values(capsys, tmp_path, "q1 0 a 1\n", RUN, "-M", "0", "-m", "11pt_avg", "-m", "iprec_at_recall.0.5")
    assert values == {"iprec_at_recall_0.50 q1": "0.0000", "11pt_avg q1": "0.0000",
                      "iprec_at_recall_0.50 all": "0.0000", "11pt_avg all": "0.0000"}
