"""`labeler trec-eval`: trec_eval's flags, nicknames, stdin, refusals and version semantics."""

from __future__ import annotations

import io
import sys

from tests.unit.cli.trec_eval.tiny_trec import RUN
from tests.unit.cli.trec_eval.tiny_trec import trec_eval_cli as _cli


def _names(lines: list[str]) -> list[str]:
    return [line.split("\t")[0].strip() for line in lines]


def test_default_is_official_with_runid_and_num_q(files, capsys):
    code, lines, err = _cli(capsys, "qrels", "run")
    assert code == 0, err
    assert lines[0] == "runid                 \tall\tt"
    assert lines[1] == "num_q                 \tall\t2"  # q3 has qrels but no run lines
    assert _names(lines)[2:8] == ["num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec"]
    assert "P_1000" in _names(lines) and all("\tall\t" in line for line in lines)


def test_bare_measure_takes_default_cutoffs_and_order_is_trec_evals(files, capsys):
    code, lines, _ = _cli(capsys, "-m", "ndcg_cut.10", "-m", "P", "-m", "map", "qrels", "run")
    assert code == 0
    assert _names(lines) == ["map", *[f"P_{k}" for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)],
                             "ndcg_cut_10"]
    code, lines, _ = _cli(capsys, "-m", "P.10,5", "qrels", "run")
    assert _names(lines) == ["P_5", "P_10"]


def test_per_query_lines_then_all_and_n_drops_the_summary(files, capsys):
    code, lines, _ = _cli(capsys, "-q", "-m", "recip_rank", "-m", "num_ret", "qrels", "run")
    assert code == 0
    assert lines == ["num_ret               \tq1\t3", "recip_rank            \tq1\t1.0000",
                     "num_ret               \tq2\t2", "recip_rank            \tq2\t1.0000",
                     "num_ret               \tall\t5", "recip_rank            \tall\t1.0000"]
    code, lines, _ = _cli(capsys, "-q", "-n", "-m", "recip_rank", "qrels", "run")
    assert [line.split("\t")[1] for line in lines] == ["q1", "q2"]


def test_compat_9_rounds_scores_to_float32(files, capsys):
    """The issue's example: 1.00000001 and 1.0 tie as floats, "b" wins the tie (docid descending)."""
    _, lines, _ = _cli(capsys, "-q", "-m", "recip_rank", "qrels", "run")
    assert lines[0].endswith("\tq1\t1.0000")
    _, lines, _ = _cli(capsys, "-q", "-m", "recip_rank", "--compat", "9", "qrels", "run")
    assert lines[0].endswith("\tq1\t0.5000")


def test_complete_counts_missing_queries_and_strict_refuses_them(files, capsys):
    code, lines, _ = _cli(capsys, "-c", "-q", "-m", "num_rel", "-m", "map", "qrels", "run")
    assert code == 0 and "num_rel               \tq3\t1" in lines and "map                   \tq3\t0.0000" in lines
    code, lines, err = _cli(capsys, "--strict-trec-eval", "-m", "map", "qrels", "run")
    assert code == 4 and "q3" in err and lines == []
    assert _cli(capsys, "--strict-trec-eval", "-c", "-m", "map", "qrels", "run")[0] == 0


def test_level_max_docs_and_judged_only(files, capsys):
    _, lines, _ = _cli(capsys, "-l2", "-q", "-m", "num_rel", "qrels", "run")
    assert lines[0] == "num_rel               \tq1\t1"
    _, lines, _ = _cli(capsys, "-M", "1", "-q", "-m", "num_ret", "qrels", "run")
    assert [line.split("\t")[2] for line in lines] == ["1", "1", "2"]
    _, lines, _ = _cli(capsys, "-J", "-q", "-m", "num_ret", "qrels", "run")
    assert [line.split("\t")[2] for line in lines] == ["3", "1", "4"]  # z is not judged


def test_set_nickname_and_utility_with_collection_size(files, capsys):
    _, lines, _ = _cli(capsys, "-m", "set", "qrels", "run")
    assert _names(lines) == ["runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P",
                             "set_relative_P", "set_recall", "set_map", "set_F"]
    _, lines, _ = _cli(capsys, "-N", "100", "-m", "utility.0,0,0,1", "qrels", "run")
    # N + rel_ret - ret - rel: 100 + 2 - 3 - 2 = 97 for q1, 100 + 1 - 2 - 1 = 98 for q2
    assert lines == ["utility_0,0,0,1       \tall\t97.5000"]


def test_run_from_stdin(files, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(RUN.encode())))
    code, lines, _ = _cli(capsys, "-m", "num_ret", "qrels", "-")
    assert code == 0 and lines == ["num_ret               \tall\t5"]


def test_unknown_measure_and_bad_parameters_are_one_line_errors(files, capsys):
    code, _, err = _cli(capsys, "-m", "nonsense", "qrels", "run")  # trec_eval: illegal measure, exit 1
    assert code == 1 and "nonsense" in err and len(err.strip().splitlines()) == 1
    code, _, err = _cli(capsys, "-m", "P.0", "qrels", "run")  # trec_eval: Cannot initialize measure, exit 2
    assert code == 2 and "P.0" in err


def test_strict_refusal_escapes_the_query_id_it_names(tmp_path, capsys):
    """The missing query's id comes from the user's qrels: it reaches the terminal through the sink."""
    (tmp_path / "qrels").write_text("q1 0 d1 1\nq\x1b[31mX 0 d2 1\n")
    (tmp_path / "run").write_text("q1 Q0 d1 1 1.0 r\n")
    code, _, err = _cli(capsys, "--strict-trec-eval", "-m", "map", str(tmp_path / "qrels"), str(tmp_path / "run"))
    assert code == 4 and "\x1b" not in err and "q\\x1b[31mX" in err
