"""`labeler trec-eval`'s less common trec_eval flags: -v, -D N.qid, -R, -T, -o and -Z."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tests.shared_data import shared_path
from tests.unit.cli.trec_eval.tiny_trec import trec_eval_cli as _cli

ORACLE = shared_path("oracle", "trec_eval-10.0", "trec_eval-test")


def _values(lines: list[str]) -> dict[tuple[str, str], str]:
    return {(name.strip(), qid): value for name, qid, value in (line.split("\t") for line in lines)}


def test_version_goes_to_stderr_and_exits_0(files, capsys):
    code, out, err = _cli(capsys, "-v", "qrels", "run")
    assert code == 0 and out == [] and err.startswith("trec_eval version 10.0 ")
    code, out, err = _cli(capsys, "--version")
    assert code == 0 and "trec_eval version 10.0" in err


@pytest.mark.parametrize("qid", ["301", "302", "303"])
def test_debug_query_evaluates_that_query_alone_as_trec_eval_does(capsys, qid, trec_eval_oracle):
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
    code, _, err = _cli(capsys, "-D", "x.q1", "qrels", "run")  # trec_eval's atol reads 0; refused as usage
    assert code == 1 and "expected a debug level" in err
    code, _, err = _cli(capsys, "-D", "1.q9", "qrels", "run")  # trec_eval exits 7: nothing to average
    assert code == 7 and "no queries" in err


def test_formats_other_than_trec_evals_defaults_are_refused_in_one_line(files, capsys):
    _, plain, _ = _cli(capsys, "qrels", "run")
    code, lines, _ = _cli(capsys, "-R", "qrels", "-T", "trec_results", "-o", "qrels", "run")
    assert code == 0 and lines == plain
    for flag, value, said in (("-R", "prefs", "not implemented"), ("-R", "qrels_prefs", "not implemented"),
                              ("-R", "xml", "illegal rel_format"), ("-T", "json", "illegal retrieval results format")):
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
    assert float(z[("Zmap", "q1")]) == pytest.approx((map1 - 0.5) / 0.25, abs=1e-4)  # trec_eval's Z prefix
    assert float(z[("Zmap", "q2")]) == pytest.approx((map2 - 0.25) / 0.5, abs=1e-4)
    assert float(z[("Zmap", "all")]) == pytest.approx(((map1 - 0.5) / 0.25 + (map2 - 0.25) / 0.5) / 2, abs=1e-4)
    assert z[("ZP_5", "q1")] == "0.0000"  # stddev 0, the value is the mean
    assert z[("ZP_5", "q2")] == "-1000000.0000"  # stddev 0 and the value is not the mean: trec_eval's marker
    # counts print as decimals under -Z, and are summed; q2 has no num_ret line
    assert z[("Znum_ret", "q1")] == "1.0000" and z[("Znum_ret", "q2")] == "-1000000.0000"
    assert z[("Znum_ret", "all")] == "-999999.0000"
    logs = [math.log(max((map1 - 0.5) / 0.5, 1e-5)), math.log(max((map2 - 0.5) / 0.25, 1e-5))]
    assert float(z[("Zgm_map", "all")]) == pytest.approx(math.exp(sum(logs) / 2), abs=1e-4)


def test_zscore_file_errors_name_the_line(files, capsys):
    (files / "z").write_text("q1 map 0.5 0.25\nq1 P_5 0.1\n", encoding="utf-8")
    code, _, err = _cli(capsys, "-Z", "z", "qrels", "run")  # 255: trec_eval's main returns -1 there
    assert code == 255 and "z:2: expected 4 fields" in err
    (files / "z").write_text("q1 map mean 0.25\n", encoding="utf-8")
    code, _, err = _cli(capsys, "-Z", "z", "qrels", "run")
    assert code == 255 and "z:1: mean and stddev must be numbers" in err
    code, _, err = _cli(capsys, "-Z", "missing", "qrels", "run")
    assert code == 255 and "missing: cannot read the Zmean file" in err


GOLDEN = Path(__file__).resolve().parent / "trec_eval_flags_golden"
JG = Path("jg")
GENERATED = ORACLE.parent / "generated"
# golden printout -> (qrels, run, flags): made by trec_eval_flags_golden/make_golden.sh with
# trec_eval built from its source (the 10.0 release's commit); `no303` is results.test without 303
GOLDEN_CASES: dict[str, tuple[Path, Path | None, list[str]]] = {
    "test.Z.out": (ORACLE / "qrels.test", ORACLE / "results.test", ["-Z", "test.z"]),
    "test.no303.cZ.out": (ORACLE / "qrels.test", None, ["-c", "-Z", "test.z"]),
    "test.D302.out": (ORACLE / "qrels.test", ORACLE / "results.test", ["-D", "0.302"]),
    "test.no303.cD303.out": (ORACLE / "qrels.test", None, ["-c", "-D", "0.303"]),
    **{f"{case}.Z.out": (GENERATED / f"{case}.qrels", GENERATED / f"{case}.run", ["-Z", f"{case}.z"])
       for case in ("case000", "case017")},
    **{f"{case}.J_l2_Z.out": (GENERATED / f"{case}.qrels", GENERATED / f"{case}.run",
                              ["-J", "-l", "2", "-Z", f"{case}.z"]) for case in ("case000", "case017")},
    # -R qrels_jg (judgment groups): `jg` is the qrels_jg file _judgment_groups makes
    **{out: (JG, ORACLE / "results.test", ["-R", "qrels_jg", "-m", "qrels_jg", *flags]) for out, flags in (
        ("jg.out", []), ("jgl2.out", ["-l", "2"]), ("jgJ.out", ["-J"]), ("jgM10.out", ["-M", "10"]),
        ("jgZjgz.out", ["-Z", "jg.z"]))},
    "jg.no303.c.out": (JG, None, ["-R", "qrels_jg", "-m", "qrels_jg", "-c"]),
    # measure parameters, as in trec_eval's own quicktest: cutoff 23.4 read as 23, relstring_20
    "test.meas_params.out": (ORACLE / "qrels.test", ORACLE / "results.test", [
        "-miprec_at_recall..10,.20,.25,.75,.50", "-m", "P.5,7,3", "-m", "recall.20,2000", "-m",
        "Rprec_mult.5.0,0.2,0.35", "-mutility.2,-1,0,0", "-m", "11pt_avg..25,.5,.75", "-mndcg.1=3,2=9,4=4.5",
        "-mndcg_cut.10,20,23.4", "-msuccess.2,5,20"]),
    "rel_level.relstring20.out": (ORACLE / "qrels.rel_level", ORACLE / "results.test",
                                  ["-m", "all_trec", "-mrelstring.20", "-l", "2"]),
}


def _judgment_groups(path: Path) -> None:
    """Three judgment groups from qrels.test, as make_golden.sh's awk makes them: every line in
    group 0, two lines in three in group 1 with the grade flipped, every other 302 line in group 2
    one grade up."""
    out = []
    for number, line in enumerate((ORACLE / "qrels.test").read_text().splitlines(), start=1):
        qid, _, doc, grade = line.split()
        out.append(f"{qid} 0 {doc} {grade}\n")
        if number % 3:
            out.append(f"{qid} 1 {doc} {0 if int(grade) > 0 else 1}\n")
        if qid == "302" and number % 2 == 0:
            out.append(f"{qid} 2 {doc} {int(grade) + 1}\n")
    path.write_text("".join(out))


def _fields(line: str) -> tuple[str, str, str]:
    name, qid, value = line.split("\t")
    return name.strip(), qid, value.strip()


@pytest.mark.parametrize("out", sorted(GOLDEN_CASES))
def test_zscore_and_debug_query_print_what_trec_eval_prints(out, tmp_path, monkeypatch, capsys, trec_eval_oracle):
    qrels, run, flags = GOLDEN_CASES[out]
    if run is None:
        run = tmp_path / "results.no303"
        lines = (ORACLE / "results.test").read_text().splitlines(keepends=True)
        run.write_text("".join(line for line in lines if line.split()[0] != "303"))
    if qrels == JG:
        qrels = tmp_path / "qrels.jg"
        _judgment_groups(qrels)
    monkeypatch.chdir(GOLDEN)
    measures = [] if any(flag.startswith("-m") for flag in flags) else ["-m", "all_trec"]
    code, lines, err = _cli(capsys, "-q", *measures, *flags, str(qrels), str(run))
    assert code == 0, err
    expected = (GOLDEN / out).read_text().splitlines()
    assert [_fields(line)[:2] for line in lines] == [_fields(line)[:2] for line in expected]
    # -J leaving a query nothing: trec_eval's 0/0 (-nan) and its NaN mean, labeler's 0 (on purpose)
    nan_names = {_fields(line)[0] for line in expected if "nan" in line}
    for got, want in zip(lines, expected):
        name, qid, value = _fields(want)
        if name in nan_names and ("nan" in value or qid == "all"):
            continue
        if out == "test.no303.cD303.out" and qid == "all":
            continue  # trec_eval's fault: -c -D averages the one query over all 3 (below)
        if name.endswith("num_rel") and qid == "all" and "-c" in flags:
            # trec_eval's fault: with -c (only) its num_rel `all` recounts the qrels' grades > 0,
            # ignoring -l and -Z; labeler sums the per-query lines (test_trec_eval_golden.py)
            continue
        mine = _fields(got)[2]
        if value.startswith("'") or name == "runid":
            assert mine == value, (name, qid)
        else:
            assert float(mine) == pytest.approx(float(value), abs=1.01e-4, rel=1e-9), (name, qid)


def test_debug_query_with_complete_averages_that_query_alone(tmp_path, capsys, trec_eval_oracle):
    """trec_eval 10 with -c -D 0.303 evaluates 303 alone but divides by every query of the qrels
    (num_q 3, map = map(303) / 3): labeler prints num_q 1 and 303's own values, on purpose."""
    run = tmp_path / "results.no303"
    lines = (ORACLE / "results.test").read_text().splitlines(keepends=True)
    run.write_text("".join(line for line in lines if line.split()[0] != "303"))
    code, lines, err = _cli(capsys, "-q", "-c", "-D", "0.303", "-m", "map", "-m", "num_rel", "-m", "num_q",
                            str(ORACLE / "qrels.test"), str(run))
    assert code == 0, err
    values = _values(lines)
    assert values[("num_q", "all")] == "1" and values[("map", "all")] == values[("map", "303")] == "0.0000"
    assert values[("num_rel", "all")] == values[("num_rel", "303")] != "0"


def test_judgment_groups_take_only_their_measures_and_say_so(files, capsys):
    (files / "jg").write_text("q1 alice a 1\nq1 bob a 0\nq1 bob b 1\n# a comment\nq2 alice x 1\n", encoding="utf-8")
    code, lines, err = _cli(capsys, "-q", "-R", "qrels_jg", "-m", "map_avgjg", "-m", "P_avgjg.1", "jg", "run")
    assert code == 0, err
    values = _values(lines)
    # q1: alice has a at rank 1 (AP 1); bob has b at rank 2 (AP 0.5): mean 0.75
    assert values[("map_avgjg", "q1")] == "0.7500" and values[("P_avgjg_1", "q1")] == "0.5000"
    assert values[("map_avgjg", "q2")] == "1.0000"  # one group: x at rank 1
    code, _, err = _cli(capsys, "-R", "qrels_jg", "-m", "ndcg", "jg", "run")
    assert code == 2 and "cannot be computed with -R qrels_jg" in err
    (files / "bad").write_text("q1 alice a\n", encoding="utf-8")
    code, _, err = _cli(capsys, "-R", "qrels_jg", "bad", "run")
    assert code == 2 and "bad:1: expected 4 fields" in err
