"""`labeler trec-eval` against a real trec_eval 10 binary, line for line, on seeded random cases.

    LABELER_TREC_EVAL=/path/to/trec_eval pytest tests/unit/cli/trec_eval/test_trec_eval_binary.py
    LABELER_TREC_EVAL_CASES=2000 LABELER_TREC_EVAL_SEED=5000 ...     # more cases, other seeds

Each seed is one case (tests/trec_eval_random.py), scored under every option set below by trec_eval
and by both of labeler's paths: the fast path (labeler.launch.trec_eval, in process, and now and
then through the installed `labeler` entry point) and the full click command (the run read from
stdin, which the fast path leaves to it). Lines must match: names, queries and order exactly,
numbers within 1e-4 (both sides print 4 decimals). Only the documented differences
(docs/TREC_EVAL.md) are allowed, each exactly: trec_eval 10's refusal of a judged query missing
from the run without -c (labeler answers, and its lines must be trec_eval's for the qrels of the
run's queries; --strict-trec-eval refuses too), num_rel's `all` line under -c -l N (labeler sums its
per-query lines), -nan where -J or -M 0 leaves a query nothing retrieved or Rndcg is 0/0 at -l 0
(labeler prints 0.0000 there, and its `all` line is the mean of its per-query lines), and
trec_eval's exit 4 or crash on a query whose every grade is negative (the rest of the case is then
compared without such queries), and a file with bare CR line ends, which trec_eval reads as one
line (a run: its first six fields) and labeler refuses on every path (exit 2). The cases mix blanks
between fields and give runs several tags (tests/trec_eval_random.py).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from labeler.dataio.eval_input import small_files as run_small
from labeler.launch.trec_eval import fast_trec_eval
from tests.cli_main import run_main
from tests.trec_eval_random import Case, make_case

BINARY = os.environ.get("LABELER_TREC_EVAL", "")
CASES = int(os.environ.get("LABELER_TREC_EVAL_CASES", "40"))
FIRST_SEED = int(os.environ.get("LABELER_TREC_EVAL_SEED", "0"))
ENTRY_POINT_EVERY = 8  # one option set of every 8th case also runs through the installed `labeler`

ALL = ["-q", "-m", "all_trec"]
OPTION_SETS: dict[str, list[str]] = {
    "default": ALL,
    "c": [*ALL, "-c"],
    "l2": [*ALL, "-l", "2"],
    "M10": [*ALL, "-M", "10"],
    "J": [*ALL, "-J"],
    "c_l2": [*ALL, "-c", "-l", "2"],
    "N1000": [*ALL, "-N", "1000"],
    "n": [*ALL, "-n"],
    "gains": ["-q", "-m", "ndcg.0=0,1=1,2=3,3=7", "-m", "ndcg_cut.5,10"],
    "official": ["-m", "official"],
    "P5_10": ["-q", "-m", "P.5,10"],
    "P": ["-q", "-m", "P"],
    "repeated": ["-q", "-m", "P.5", "-m", "P.10", "-m", "ndcg_cut", "-m", "ndcg_cut.3", "-m", "official"],
    "l0": [*ALL, "-l", "0"],
    "c_l0": [*ALL, "-c", "-l", "0"],
    "M0": [*ALL, "-M", "0"],
}
REFUSAL_EXIT = 4  # trec_eval 10: a judged query missing from the run (without -c)


@pytest.fixture(scope="module")
def trec_eval_binary() -> str:
    """The binary LABELER_TREC_EVAL names, checked to be trec_eval 10.x."""
    if not BINARY:
        pytest.skip("LABELER_TREC_EVAL is not set: no trec_eval 10 binary to compare labeler trec-eval with")
    try:
        version = subprocess.run([BINARY, "-v"], capture_output=True, text=True, timeout=30)
    except OSError as exc:
        pytest.fail(f"LABELER_TREC_EVAL={BINARY!r} cannot be run: {exc}")
    said = version.stdout + version.stderr
    if version.returncode != 0 or not re.search(r"^trec_eval version 10\.", said, re.MULTILINE):
        pytest.fail(f"LABELER_TREC_EVAL={BINARY!r} is not trec_eval 10.x: exit {version.returncode}, {said!r}")
    return BINARY


@pytest.mark.parametrize("seed", range(FIRST_SEED, FIRST_SEED + CASES))
def test_labeler_prints_what_trec_eval_10_prints(trec_eval_binary: str, tmp_path: Path, seed: int) -> None:
    case = make_case(seed)
    qrels, run = tmp_path / "qrels", tmp_path / "run"
    qrels.write_bytes(case.qrels.encode())
    run.write_bytes(case.run.encode())
    if case.bare_cr:
        problems = _bare_cr(trec_eval_binary, case, qrels, run)
        assert not problems, _report(case, qrels, run, problems)
        return
    problems: list[str] = []
    for index, (name, options) in enumerate(OPTION_SETS.items()):
        entry_point = seed % ENTRY_POINT_EVERY == 0 and index == (seed // ENTRY_POINT_EVERY) % len(OPTION_SETS)
        found = _check(trec_eval_binary, options, qrels, run, case.run, big=seed % 3 == 1,
                       strict=name == "default", entry_point=entry_point)
        problems += [f"[{name}] {p}" for p in found]
    assert not problems, _report(case, qrels, run, problems)


def _check(binary: str, options: list[str], qrels: Path, run: Path, run_text: str, big: bool, strict: bool,
           entry_point: bool) -> list[str]:
    """What differs under one option set between trec_eval and labeler's paths (see the module docstring)."""
    files = [str(qrels), str(run)]
    theirs = subprocess.run([binary, *options, *files], capture_output=True, text=True, timeout=60)
    kept = None
    if theirs.returncode != 0 and _negative_only_fault(theirs):
        kept = without_negative_only_queries(qrels.read_bytes().decode())
        if kept:  # trec_eval's fault (docs/TREC_EVAL.md): the rest is compared without them
            judged = qrels.with_name(qrels.name + ".judged")
            judged.write_text(kept)
            return [f"(negative-only queries dropped) {p}"
                    for p in _check(binary, options, judged, run, run_text, big, strict, entry_point)]
    fast = _fast(options, files, big=big)
    full = _full([*options, str(qrels), "-"], run_text)
    if fast is None:  # these files are plain: a decline would leave the fast path untested
        problems = [] if full[0] != 0 else ["the fast path declined a case the full command answered"]
    else:
        problems = [] if fast == full[1] else ["the fast path and the full command differ"]
    if kept == "":  # no query left to compare with trec_eval: labeler still answers
        return problems + ([] if full[0] == 0 else [f"labeler exited {full[0]}: {full[2].strip()}"])
    if theirs.returncode != 0:
        problems += _refusal(theirs, options, files, full)
        if problems or full[0] != 0:
            return problems
        # labeler skips the judged queries missing from the run (as trec_eval 9 did): the rest must be
        # what trec_eval 10 prints for the qrels of the run's queries
        in_run = qrels.with_name(qrels.name + ".in_run")
        in_run.write_text(_qrels_of_run_queries(qrels.read_bytes().decode(), run_text))
        again = subprocess.run([binary, *options, str(in_run), str(run)], capture_output=True, text=True, timeout=60)
        if again.returncode != 0:
            return [] if _negative_only_fault(again) else [f"trec_eval on the run's queries exited {again.returncode}"]
        return [f"(judged queries missing from the run dropped) {p}"
                for p in compare_lines(again.stdout, full[1], options)]
    if full[0] != 0:
        return problems + [f"labeler exited {full[0]}: {full[2].strip()}"]
    problems += compare_lines(theirs.stdout, full[1], options)
    if strict:  # trec_eval accepted it: so must --strict-trec-eval, with the same lines
        strict_run = _full(["--strict-trec-eval", *options, *files], None)
        if strict_run[:2] != full[:2]:
            problems.append(f"--strict-trec-eval answered otherwise: exit {strict_run[0]} {strict_run[2]!r}")
    if entry_point:
        problems += _entry_point(options, files, full[1])
    return problems


def _bare_cr(binary: str, case: Case, qrels: Path, run: Path) -> list[str]:
    """Documented: labeler refuses bare CR line ends on every path (exit 2, naming them); trec_eval
    reads a run with them as one line (num_ret at most 1 under -c) and refuses such qrels of two
    lines or more (Malformed line, exit 2)."""
    files, problems = [str(qrels), str(run)], []
    for big in (False, True):
        if _fast([*ALL, *files], [], big=big) is not None:
            problems.append(f"the fast path (big={big}) answered a file with bare CR line ends")
    code, _, err = _full([*ALL, *files], None)
    if code != 2 or "a carriage return without a line feed (bare CR line ends?)" not in err:
        problems.append(f"labeler did not refuse bare CR line ends: exit {code}, {err.strip()!r}")
    theirs = subprocess.run([binary, "-c", "-m", "num_ret", *files], capture_output=True, text=True, timeout=60)
    if case.bare_cr == "run" and theirs.returncode == 0 and int(theirs.stdout.split()[-1]) > 1:  # 0: a run-only query
        problems.append(f"trec_eval read a run with bare CR line ends otherwise than as one line: {theirs.stdout!r}")
    if case.bare_cr == "qrels" and case.qrels.count("\r") > 1 and theirs.returncode != 2:
        problems.append(f"trec_eval took qrels with bare CR line ends: exit {theirs.returncode}")
    return problems


def _qrels_of_run_queries(qrels: str, run: str) -> str:
    """The qrels lines of the queries the run lists (comment lines are not queries)."""
    queries = {fields[0] for fields in (line.split() for line in run.split("\n")) if fields and fields[0][0] != "#"}
    return "".join(line + "\n" for line in qrels.split("\n") if line.split() and line.split()[0] in queries)


def _negative_only_fault(theirs: subprocess.CompletedProcess[str]) -> bool:
    """trec_eval 10's fault on a query whose every grade is negative (docs/TREC_EVAL.md): exit 4
    "Can't calculate measure" when it comes before any other query's grades were counted, a crash after."""
    return ((theirs.returncode == REFUSAL_EXIT and "Can't calculate measure" in theirs.stderr)
            or theirs.returncode == -signal.SIGSEGV)


def without_negative_only_queries(qrels: str) -> str | None:
    """The qrels without the queries whose every grade is negative, or None if there are none."""
    best: dict[str, int] = {}
    lines = [line for line in qrels.split("\n") if line.split()]  # lines end at LF only, as trec_eval's
    for line in lines:
        query, _, _, grade = line.split()
        best[query] = max(best.get(query, -(1 << 62)), int(grade))
    if all(grade >= 0 for grade in best.values()):
        return None
    return "".join(line + "\n" for line in lines if best[line.split()[0]] >= 0)


def compare_lines(theirs: str, ours: str, options: list[str]) -> list[str]:
    """What differs between trec_eval's printout and labeler's, beyond the documented differences."""
    mine = [line.split("\t") for line in ours.splitlines()]
    expected = [line.split("\t") for line in theirs.splitlines()]
    keys, expected_keys = [(n, q) for n, q, _ in mine], [(n, q) for n, q, _ in expected]
    if keys != expected_keys:
        at = next((i for i, (a, b) in enumerate(zip(keys, expected_keys)) if a != b), min(len(keys), len(expected_keys)))
        return [f"lines differ from line {at + 1}: labeler {keys[at:at + 3]}, trec_eval {expected_keys[at:at + 3]}"
                f" ({len(keys)} lines against {len(expected_keys)})"]
    problems = []
    per_query = {(n.strip(), q): v for n, q, v in mine}
    for (name, qid, value), (_, _, expected_value) in zip(mine, expected):
        name = name.strip()
        if name == "num_rel" and qid == "all" and "-c" in options and "-l" in options:
            # documented: with -c trec_eval's `all` num_rel recounts grades > 0, ignoring -l; labeler's
            # sums its per-query lines (under -l alone both do, and must agree)
            total = sum(int(v) for (n, q), v in per_query.items() if n == "num_rel" and q != "all")
            ok = int(value) == total
        elif "nan" in expected_value and _documented_nan(name, options):
            # documented: trec_eval's 0/0 (a query -J or -M 0 leaves nothing retrieved; Rndcg at -l 0);
            # labeler scores the query 0, and its `all` is the mean of its per-query lines
            if qid != "all":
                ok = value == "0.0000"
            else:
                values = [float(v) for (n, q), v in per_query.items() if n == name and q != "all"]
                ok = bool(values) and abs(float(value) - sum(values) / len(values)) <= 1e-4
        elif value.startswith("'") or name == "runid" or "." not in expected_value:
            ok = value == expected_value
        else:
            ok = "nan" not in value and abs(float(value) - float(expected_value)) <= 1e-4 + 1e-9
        if not ok:
            problems.append(f"{name} {qid}: labeler {value}, trec_eval {expected_value}")
    return problems


def _documented_nan(name: str, options: list[str]) -> bool:
    """Whether trec_eval's -nan on this measure under these options is a documented 0/0 (docs/TREC_EVAL.md)."""
    value_of = {flag: value for flag, value in zip(options, options[1:]) if flag in ("-M", "-l")}
    left_empty = "-J" in options or value_of.get("-M") == "0"
    return ((left_empty and name.startswith(("iprec_at_recall", "11pt_avg")))
            or (value_of.get("-l") == "0" and name == "Rndcg"))


def _refusal(theirs: subprocess.CompletedProcess[str], options: list[str], files: list[str],
             full: tuple[int, str, str]) -> list[str]:
    """trec_eval refused: only the documented refusal is expected, labeler answers it, and
    --strict-trec-eval refuses it too."""
    if theirs.returncode != REFUSAL_EXIT or "-c" in options or "not found" not in theirs.stderr:
        return [f"trec_eval refused otherwise (exit {theirs.returncode}): {theirs.stderr.strip()!r}"]
    problems = [] if full[0] == 0 or _nothing_shared(full) else [f"labeler refused too (exit {full[0]}): {full[2]}"]
    strict = _full(["--strict-trec-eval", *options, *files], None)
    if strict[0] != REFUSAL_EXIT and not _nothing_shared(strict):
        problems.append(f"--strict-trec-eval exited {strict[0]} where trec_eval refused: {theirs.stderr.strip()!r}")
    return problems


def _nothing_shared(labeler: tuple[int, str, str]) -> bool:
    """labeler's refusal (exit 7, as trec_eval's) of a run that shares no query with the qrels: what
    trec_eval 10 does there too (exit 7, or 4 for the first query of the qrels missing from the run)."""
    return labeler[0] == 7 and "no queries with both results and relevance info" in labeler[2]


def _fast(options: list[str], files: list[str], big: bool) -> str | None:
    """The fast path's printout, or None when it declined; ``big`` makes it read the run as it
    reads a big one (a byte range at a time)."""
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(out):
        if big:
            patch.setattr(run_small, "SMALL_BYTES", 0)
        answered = fast_trec_eval([*options, *files])
    return out.getvalue() if answered else None


def _full(args: list[str], stdin: str | None) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of the full click command, in process."""
    return run_main(["trec-eval", *args], stdin)


def _entry_point(options: list[str], files: list[str], expected: str) -> list[str]:
    """The installed console entry prints the same, answered before click is imported (the fast path)."""
    entry = Path(sys.executable).parent / "labeler"
    if not entry.is_file():
        return [f"no console entry at {entry}: labeler is not installed in this interpreter"]
    done = subprocess.run([sys.executable, "-X", "importtime", str(entry), "trec-eval", *options, *files],
                          capture_output=True, text=True, timeout=60)
    problems = [] if done.stdout == expected else ["the `labeler` entry point printed otherwise"]
    if done.returncode != 0 or re.search(r"\|\s+click$", done.stderr, re.MULTILINE):
        problems.append(f"the `labeler` entry point did not answer by the fast path (exit {done.returncode})")
    return problems


def _report(case: Case, qrels: Path, run: Path, problems: list[str]) -> str:
    """The failure message: the seed, how to rerun it, the files and what differed."""
    head = "\n".join(problems[:40]) + (f"\n... {len(problems) - 40} more" if len(problems) > 40 else "")
    return (f"{case.summary}\nrerun: LABELER_TREC_EVAL_SEED={case.seed} LABELER_TREC_EVAL_CASES=1; "
            f"files: {qrels} {run}\n{head}\n--- qrels (first 30 lines)\n{_first(case.qrels)}"
            f"--- run (first 30 lines)\n{_first(case.run)}")


def _first(text: str, lines: int = 30) -> str:
    return "".join(text.splitlines(keepends=True)[:lines])
