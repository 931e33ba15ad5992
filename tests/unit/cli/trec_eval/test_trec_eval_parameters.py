"""`labeler trec-eval -m name.PARAMS` reads odd parameters as trec_eval 10 does (meas_init.c): atol's
saturation, duplicate and non-positive cutoffs refused in its words, NaN and infinite recall levels
and its 9-byte names for them; never a numpy warning. Where trec_eval's own sort or walk goes wrong
(docs/TREC_EVAL.md), labeler's answers are pinned below instead.

GOLDEN holds trec_eval 10.0's own printouts of these cases (recorded from the binary); with
LABELER_TREC_EVAL set, random parameter lists are also compared with the binary on random cases
(LABELER_TREC_EVAL_PARAMETER_CASES=N for more).
"""

from __future__ import annotations

import math
import os
import random
import subprocess
import warnings
from pathlib import Path

import pytest

from labeler.metrics.measures.c_numbers import LONG_MAX, LONG_MIN, atof, atol, compare_doubles, glibc_qsort
from tests.cli_main import run_main

QRELS = "q1 0 d1 1\nq1 0 d2 0\nq1 0 d3 2\nq1 0 d9 1\nq2 0 d1 0\nq2 0 d4 3\n"
RUN = "q1 Q0 d1 1 3.0 r\nq1 Q0 d2 2 2.0 r\nq1 Q0 d3 3 1.0 r\nq1 Q0 d5 4 0.5 r\nq2 Q0 d4 1 2.0 r\nq2 Q0 d1 2 1.0 r\n"


def _lines(name: str, values: list[str]) -> str:
    return "".join(f"{name:<22}\t{query}\t{value}\n" for query, value in zip(("q1", "q2", "all"), values))


# trec_eval 10.0 -q -m PARAMS on QRELS and RUN: its stdout, or (exit status, its first stderr line)
GOLDEN: dict[str, str | tuple[int, str]] = {
    "iprec_at_recall.1e400": _lines("iprec_at_recall_inf", ["1.0000"] * 3),
    "iprec_at_recall.nan": _lines("iprec_at_recall_nan", ["1.0000"] * 3),
    "iprec_at_recall.-nan": _lines("iprec_at_recall_-nan", ["1.0000"] * 3),
    "P.99999999999999999999999": _lines("P_9223372036854775807", ["0.0000"] * 3),
    "relstring.1e400": "relstring_1e400       \tq1\t''\nrelstring_1e400       \tq2\t''\n",
    "set_F.1e400": _lines("set_F_1e400", ["  -nan"] * 3),
    "iprec_at_recall.1e308": _lines("iprec_at_recall_10000000", ["1.0000"] * 3),  # the name cut to 9 bytes
    "11pt_avg.0.1,0.5": _lines("11pt_avg_0.1,0.5", ["0.8333", "1.0000", "0.9167"]),
    "P.5,5": (2, "duplicate cutoffs detected"),
    "P.5,10,5": (2, "duplicate cutoffs detected"),
    "ndcg_cut.10,5,10": (2, "duplicate cutoffs detected"),
    "iprec_at_recall.0.5,0.5": (2, "duplicate cutoffs detected"),
    "Rprec_mult.0.25,0.250": (2, "duplicate cutoffs detected"),
    "P.-99999999999999999999999": (2, "Negative cutoff detected"),
    "P.0": (2, "Negative cutoff detected"),
    "P.٥": (2, "cutoff '٥' is not an integer"),  # atol reads ASCII digits only (trec_eval: Negative cutoff)
}


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "qrels").write_text(QRELS)
    (tmp_path / "run").write_text(RUN)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("measure", sorted(GOLDEN))
def test_odd_parameters_print_what_trec_eval_10_prints(folder: Path, measure: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a numpy RuntimeWarning fails the test
        code, out, err = run_main(["trec-eval", "-q", "-m", measure, "qrels", "run"])
    expected = GOLDEN[measure]
    if isinstance(expected, str):
        assert (code, out, err) == (0, expected, "")
        return
    status, reason = expected
    assert code == status, err
    assert err.startswith("error: ") and reason in err and len(err.splitlines()) == 1, err
    if "detected" not in reason:
        return
    assert err == f"error: trec_eval measure {measure}: bad parameters ({reason})\n"


def test_the_brief_cases_through_the_installed_entry_point(folder: Path) -> None:
    """The console script takes the fast path (labeler.launch.trec_eval): the same parse, no warning."""
    import shutil
    import sys

    script = shutil.which("labeler") or str(Path(sys.executable).with_name("labeler"))
    for measure in ("iprec_at_recall.1e400", "iprec_at_recall.nan", "P.99999999999999999999999", "P.5,5"):
        done = subprocess.run([script, "trec-eval", "-q", "-m", measure, "qrels", "run"], capture_output=True,
                              text=True, timeout=60, env={**os.environ, "PYTHONWARNINGS": "error"})
        expected = GOLDEN[measure]
        if isinstance(expected, str):
            assert (done.returncode, done.stdout, done.stderr) == (0, expected, "")
        else:
            assert (done.returncode, done.stdout) == (2, "") and expected[1] in done.stderr


def test_where_trec_eval_sorts_or_walks_wrongly_labeler_scores_each_parameter(folder: Path) -> None:
    """trec_eval's comp_long cuts a difference to an int (4294967301 - 5 is 0 as an int), so it keeps
    P.4294967301,5 in that order and walks it as if ascending; a level whose count is no long (NaN,
    1e308) stops its walk over iprec_at_recall's and Rprec_mult's other levels, which then all take
    the value it ends with (here 1.0000 and 0.0000). labeler sorts cutoffs by value and scores each
    level on its own, as for 11pt_avg's levels out of order (docs/TREC_EVAL.md)."""
    code, out, _ = run_main(["trec-eval", "-m", "P.4294967301,5", "qrels", "run"])
    assert (code, out) == (0, "P_5                   \tall\t0.3000\nP_4294967301          \tall\t0.0000\n")
    code, out, _ = run_main(["trec-eval", "-q", "-m", "iprec_at_recall.1e308,0.5", "qrels", "run"])
    assert code == 0 and out.splitlines()[:2] == ["iprec_at_recall_0.50  \tq1\t0.6667",
                                                  "iprec_at_recall_10000000\tq1\t1.0000"]
    code, out, _ = run_main(["trec-eval", "-q", "-m", "Rprec_mult.0.5,nan,0.2", "qrels", "run"])
    assert code == 0 and out.splitlines()[:3] == [  # (long)(0.5 * 3 + 0.9) = 2: P@2 = 1/2
        "Rprec_mult_0.50       \tq1\t0.5000", "Rprec_mult_nan        \tq1\t0.0000", "Rprec_mult_0.20       \tq1\t1.0000"]


def test_atol_atof_and_the_level_sort_are_glibcs() -> None:
    assert atol("99999999999999999999999") == LONG_MAX and atol("-99999999999999999999999") == LONG_MIN
    assert atol("  +12abc") == 12 and atol("23.4") == 23
    for text in ("٥", "x"):
        with pytest.raises(ValueError):
            atol(text)
    assert math.isinf(atof("1e400")) and math.isnan(atof("nan")) and atof(" -0.5") == -0.5
    for text in ("1_0", "٠.٥", "0x10", "0.5x"):  # float() reads the first two; atof reads 0x10 and 0.5x otherwise
        with pytest.raises(ValueError):
            atof(text)
    ordered = glibc_qsort([0.5, math.nan, 0.2], compare_doubles)  # NaN compares equal: the merge keeps the order
    assert ordered[0] == 0.5 and math.isnan(ordered[1]) and ordered[2] == 0.2
    assert glibc_qsort([1.0, 0.3, 0.7, 0.1], compare_doubles) == [0.1, 0.3, 0.7, 1.0]


BINARY = os.environ.get("LABELER_TREC_EVAL", "")
PARAMETER_CASES = int(os.environ.get("LABELER_TREC_EVAL_PARAMETER_CASES", "40"))
LEVELS = ["0", "0.1", "0.25", "0.5", "0.75", "1", "1.5", "2", "nan", "-nan", "inf", "-inf", "1e400", "1e308", "-0.5",
          "3e18", "1e19"]
CUTOFFS = ["1", "2", "3", "5", "10", "99999999999999999999999", "4294967297", "2147483648", "9223372036854775807",
           "-4294967291", "0"]


def _documented_difference(name: str, measure: str) -> bool:
    """Whether trec_eval's sort or walk goes wrong on these parameters (the test above pins labeler's)."""
    given = measure.partition(".")[2].split(",")
    if name in ("P", "ndcg_cut", "recall", "success"):
        values = [int(v) for v in given]
        return any(abs(a - b) >= 2**31 for a in values for b in values)
    levels = [float(v) for v in given]
    special = any(not math.isfinite(v) or abs(v) >= 1e17 for v in levels)
    return len(levels) > 1 and (special or (name == "11pt_avg" and levels != sorted(levels)))


@pytest.mark.skipif(not BINARY, reason="LABELER_TREC_EVAL is not set: no trec_eval 10 binary to compare with")
@pytest.mark.parametrize("seed", range(PARAMETER_CASES))
def test_random_parameter_lists_against_the_binary(folder: Path, tmp_path: Path, seed: int) -> None:
    """Each seed: a random list of odd parameters for one measure. trec_eval refuses it: labeler refuses
    with its reason; both take it: every line the same on a random case under -c, -J, -M or -l
    (tests/unit/cli/trec_eval/test_trec_eval_binary.py), unless it is a documented difference."""
    from tests.trec_eval_random import make_case
    from tests.unit.cli.trec_eval.test_trec_eval_binary import _check

    rng = random.Random(seed)
    name = rng.choice(["iprec_at_recall", "Rprec_mult", "11pt_avg", "P", "ndcg_cut", "recall", "success"])
    pool = CUTOFFS if name in ("P", "ndcg_cut", "recall", "success") else LEVELS
    measure = f"{name}." + ",".join(rng.choice(pool) for _ in range(rng.randint(1, 4)))
    theirs = subprocess.run([BINARY, "-m", measure, "qrels", "run"], capture_output=True, text=True, timeout=60)
    code, _, err = run_main(["trec-eval", "-m", measure, "qrels", "run"])
    if theirs.returncode == 2:  # its reason, or either one where its sort put another cutoff first
        reasons = ({"Negative cutoff detected", "duplicate cutoffs detected"} if _documented_difference(name, measure)
                   else {theirs.stderr.splitlines()[0].removeprefix("trec_eval: ")})
        assert code == 2 and any(reason in err for reason in reasons), (measure, err)
        return
    if code == 2:  # only where trec_eval's sort lets a 0 or a negative cutoff through
        assert "Negative cutoff detected" in err and _documented_difference(name, measure), (measure, err)
        return
    if _documented_difference(name, measure):
        return
    case = make_case(rng.randrange(10**6))
    if case.bare_cr:
        return
    qrels, run = tmp_path / "case.qrels", tmp_path / "case.run"
    qrels.write_text(case.qrels)
    run.write_text(case.run)
    options = ["-q", *rng.choice([[], ["-c"], ["-J"], ["-M", "3"], ["-l", "2"]]), "-m", measure]
    assert not _check(BINARY, options, qrels, run, case.run, big=False, strict=False, entry_point=False), measure
