"""`labeler trec-eval`'s less common trec_eval flags: -v, -D N.qid, -R, -T, -o and -Z."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tests.unit.test_cli_trec_eval import _cli, files  # noqa: F401 (files is a fixture)

ORACLE = Path(__file__).resolve().parents[2] / ".." / "shared" / "oracle" / "trec_eval-10.0" / "trec_eval-test"


def _values(lines: list[str]) -> dict[tuple[str, str], str]:
    return {(name.strip(), qid): value for name, qid, value in (line.split("\t") for line in lines)}


def test_version_goes_to_stderr_and_exits_0(files, capsys):
    code, out, err = _cli(capsys, "-v", "qrels", "run")
    assert code == 0 and out == [] and err.startswith("trec_eval version 10.0 ")
    code, out, err = _cli(capsys, "--version")
    assert code == 0 and "trec_eval version 10.0" in err


@pytest.mark.skipif(not ORACLE.is_dir(), reason="trec_eval 10.0 oracle not present")
@pytest.mark.parametrize("qid", ["301", "302", "303"])
def test_debug_query_evaluates_that_query_alone_as_trec_eval_does(capsys, qid):
    qrels, run = str(ORACLE / "qrels.test"), str(ORACLE / "results.test")
    code, lines, err = _cli(capsys, "-D", f"0.{qid}", "-q", "-m", "all_trec", qrels, run)
    assert code == 0, err
    oracle = (ORACLE / "qrels.test+results.test.default.out").read_text().splitlines()
    assert [line for line in lines if f"\t{qid}\t" in line] == [line for line in oracle if f"\t{qid}\t" in line]
    summary = _values([line for line in lines if "\tall\t" in line])
    assert summary[("num_q", "all")] == "1"
    per_query = _values(lines)
    assert summary[("map", "all")] == per_query[("map", qid)]


def test_debug_level_alone_changes_nothing_and_bad_levels_are_refused(files, capsys):
    _, plain, _ = _cli(capsys, "-q", "qrels", "run")
    code, lines, err = _cli(capsys, "-D", "3", "-q", "qrels", "run")
    assert code == 0 and lines == plain, err
    code, _, err = _cli(capsys, "-D", "x.q1", "qrels", "run")
    assert code == 2 and "expected a debug level" in err
    code, _, err = _cli(capsys, "-D", "1.q9", "qrels", "run")  # trec_eval exits 7: nothing to average
    assert code == 2 and "no queries" in err


def test_formats_other_than_trec_evals_defaults_are_refused_in_one_line(files, capsys):
    _, plain, _ = _cli(capsys, "qrels", "run")
    code, lines, _ = _cli(capsys, "-R", "qrels", "-T", "trec_results", "-o", "qrels", "run")
    assert code == 0 and lines == plain
    for flag, value, said in (("-R", "qrels_jg", "not implemented"), ("-R", "xml", "illegal rel_format"),
                              ("-T", "json", "illegal retrieval results format")):
        code, _, err = _cli(capsys, flag, value, "qrels", "run")
        assert code == 2 and said in err and err.count("\n") == 1, err


def test_zscores_replace_every_value_before_averaging(files, capsys):
    (files / "z").write_text("q1 map 0.5 0.25\nq1 P_5 0.4 0\nq2 map 0.25 0.5\nq2 P_5 0.3 0\n"
                             "q1 gm_map 0.5 0.5\nq2 gm_map 0.5 0.25\nq1 num_ret 1 2\n", encoding="utf-8")
    measures = ["-m", "map", "-m", "P.5", "-m", "gm_map", "-m", "num_ret"]
    _, raw_lines, _ = _cli(capsys, "-q", *measures, "qrels", "run")
    code, lines, err = _cli(capsys, "-q", "-Z", "z", *measures, "qrels", "run")
    assert code == 0, err
    raw, z = _values(raw_lines), _values(lines)
    map1, map2 = float(raw[("map", "q1")]), float(raw[("map", "q2")])
    assert float(z[("map", "q1")]) == pytest.approx((map1 - 0.5) / 0.25, abs=1e-4)
    assert float(z[("map", "q2")]) == pytest.approx((map2 - 0.25) / 0.5, abs=1e-4)
    assert float(z[("map", "all")]) == pytest.approx(((map1 - 0.5) / 0.25 + (map2 - 0.25) / 0.5) / 2, abs=1e-4)
    assert z[("P_5", "q1")] == "0.0000"  # stddev 0, the value is the mean
    assert z[("P_5", "q2")] == "-1000000.0000"  # stddev 0 and the value is not the mean: trec_eval's marker
    assert z[("num_ret", "q1")] == "1" and z[("num_ret", "q2")] == "-1000000"  # no line for q2
    assert z[("num_ret", "all")] == "-999999"  # counts are summed
    logs = [math.log(max((map1 - 0.5) / 0.5, 1e-5)), math.log(max((map2 - 0.5) / 0.25, 1e-5))]
    assert float(z[("gm_map", "all")]) == pytest.approx(math.exp(sum(logs) / 2), abs=1e-4)


def test_zscore_file_errors_name_the_line(files, capsys):
    (files / "z").write_text("q1 map 0.5 0.25\nq1 P_5 0.1\n", encoding="utf-8")
    code, _, err = _cli(capsys, "-Z", "z", "qrels", "run")
    assert code == 2 and "z:2: expected 4 fields" in err
    (files / "z").write_text("q1 map mean 0.25\n", encoding="utf-8")
    code, _, err = _cli(capsys, "-Z", "z", "qrels", "run")
    assert code == 2 and "z:1: mean and stddev must be numbers" in err
    code, _, err = _cli(capsys, "-Z", "missing", "qrels", "run")
    assert code == 2 and "missing: cannot read the Zmean file" in err
