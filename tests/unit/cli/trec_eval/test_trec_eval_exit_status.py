"""`labeler trec-eval` exits as trec_eval 10 exits (issue 23 item 14), and says what it refuses.

Each refusal class below has labeler's status; where trec_eval 10 refuses the same input, its
status is the same, and with LABELER_TREC_EVAL set the binary is run on the same files to prove it.
Where labeler refuses what trec_eval reads (docs/TREC_EVAL.md: a bare CR, a decimal comma, a bad
-l or -D value), the status is the one trec_eval gives that kind of refusal.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.cli_main import run_main

QRELS = "q1 0 a 1\nq1 0 b 0\n"
RUN = "q1 Q0 a 1 2.0 x\nq1 Q0 b 2 1.0 y\n"
FILES = {
    "qrels": QRELS, "run": RUN, "dup.qrels": "q1 0 a 1\nq1 0 a 2\n", "other.qrels": "q2 0 a 1\n",
    "three.qrels": "q1 a 1\n", "five.run": "q1 Q0 a 1 2.0\n", "empty.run": "", "mac.qrels": "q1 0 a 1\rq1 0 b 0\r",
    "mac.run": "q1 Q0 a 1 2.0 x\rq1 Q0 b 2 1.0 y\r", "comma.run": "q1 Q0 a 1 2,5 x\n", "bad.z": "q1 map x\n",
}
BINARY = os.environ.get("LABELER_TREC_EVAL", "")

# (arguments, labeler's status, whether trec_eval 10 exits the same on them)
CASES: dict[str, tuple[list[str], int, bool]] = {
    "answer": (["-m", "map", "qrels", "run"], 0, True),
    "help": (["-h"], 0, True),
    "version": (["-v"], 0, True),
    "unknown measure": (["-m", "nosuch", "qrels", "run"], 1, True),
    "unknown option": (["-X", "qrels", "run"], 1, True),
    "one file": (["qrels"], 1, True),
    "three files": (["qrels", "run", "run"], 1, True),
    "bad -l value": (["-l", "x", "qrels", "run"], 1, False),  # trec_eval's atol reads 0
    "bad -D value": (["-D", "x.q1", "qrels", "run"], 1, False),  # trec_eval's atol reads 0
    "missing qrels": (["missing.qrels", "run"], 2, True),
    "missing run": (["qrels", "missing.run"], 2, True),
    "empty run": (["qrels", "empty.run"], 2, True),
    "five-field run line": (["qrels", "five.run"], 2, True),
    "three-field qrels line": (["three.qrels", "run"], 2, True),
    "qrels with bare CR line ends": (["mac.qrels", "run"], 2, True),
    "run with bare CR line ends": (["qrels", "mac.run"], 2, False),  # trec_eval: one line, exit 0
    "decimal comma": (["qrels", "comma.run"], 2, False),  # trec_eval's atof reads 2
    "illegal -R": (["-R", "nosuch", "qrels", "run"], 2, True),
    "illegal -T": (["-T", "nosuch", "qrels", "run"], 2, True),
    "bad measure parameters": (["-m", "P.x", "qrels", "run"], 2, True),
    "duplicate cutoffs": (["-m", "P.5,10,5", "qrels", "run"], 2, True),
    "duplicate recall levels": (["-m", "iprec_at_recall.0.5,0.50", "qrels", "run"], 2, True),
    "pair judged twice": (["-m", "map", "dup.qrels", "run"], 4, True),
    "judged query missing (strict)": (["--strict-trec-eval", "other.qrels", "run"], 4, False),
    # trec_eval exits 4 first (judged q2 is missing from the run); labeler skips it, then has nothing
    "nothing shared": (["other.qrels", "run"], 7, False),
    "nothing shared, one query": (["-D", "1.q9", "qrels", "run"], 7, True),
    "bad -Z file": (["-Z", "bad.z", "qrels", "run"], 255, True),
    "missing -Z file": (["-Z", "missing.z", "qrels", "run"], 255, True),
}


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name, text in FILES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _labeler(args: list[str]) -> tuple[int, str, str]:
    return run_main(["trec-eval", *args])


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_refusal_exits_with_trec_evals_status(folder: Path, case: str) -> None:
    args, status, same = CASES[case]
    code, _, err = _labeler(args)
    assert code == status, err
    if status not in (0, 1):
        assert err.startswith("error: ") or err.startswith("trec_eval: "), err
        assert len(err.strip().splitlines()) == 1, err
    if BINARY and same:
        theirs = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=60, cwd=folder)
        assert theirs.returncode == status, (theirs.returncode, theirs.stderr)


def test_labelers_own_commands_keep_exit_2(folder: Path) -> None:
    """Only trec-eval mirrors trec_eval: `labeler eval` refuses a duplicate pair with exit 2."""
    code, _, err = run_main(["eval", "--qrels", "dup.qrels", "run"])
    assert code == 2 and "graded twice" in err


def test_a_pair_graded_twice_says_both_grades_and_what_trec_eval_does(folder: Path) -> None:
    code, _, err = _labeler(["-m", "map", "dup.qrels", "run"])
    assert (code, err) == (4, "error: dup.qrels:2: chunk 'a' is graded twice for query 'q1': 2 here, 1 on line 1; "
                              "trec_eval 10 refuses such qrels too (form_res_rels: duplicate docs)\n")


@pytest.mark.parametrize("command", [["eval", "--qrels", "dup.qrels", "run"],
                                     ["--db", "x.db", "import", "qrels", "dup.qrels"]])
def test_a_pair_graded_twice_names_both_grades_and_the_way_out(folder: Path, command: list[str]) -> None:
    code, _, err = run_main(command)
    assert (code, err) == (2, "error: dup.qrels:2: chunk 'a' is graded twice for query 'q1': 2 here, 1 on line 1; "
                              "keep one with --on-duplicate last|max|min\n")


def test_llm_grades_name_both_grades_without_a_flag_they_do_not_take(folder: Path) -> None:
    code, _, err = run_main(["--db", "x.db", "import", "suggestions", "dup.qrels", "--model", "m"])
    assert (code, err) == (2, "error: dup.qrels:2: chunk 'a' is graded twice for query 'q1': 2 here, 1 on line 1\n")


@pytest.mark.parametrize(("name", "text", "message"), [
    ("commas", "q1 Q0 a 1 2,5 x\n", "score '2,5' is not a number (a comma as the decimal mark? write 2.5)"),
    ("commas.qrels", "q1 0 a 1,5\n", "grade '1,5' is not an integer (a comma as the decimal mark? grades are integers)"),
])
def test_a_decimal_comma_is_named_as_one(folder: Path, name: str, text: str, message: str) -> None:
    """A run without an extension whose line holds `2,5` was read as CSV: `no qid column: ...`."""
    (folder / name).write_text(text)
    args = ["qrels", name] if "qrels" not in name else [name, "run"]
    code, _, err = _labeler(args)
    assert (code, err) == (2, f"error: {name}:1: {message}\n")
    code, _, err = run_main(["eval", "--qrels", *(["qrels", name] if "qrels" not in name else [name, "run"])])
    assert (code, err) == (2, f"error: {name}:1: {message}\n")
