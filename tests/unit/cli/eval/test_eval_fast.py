"""`labeler eval` on files before click (labeler.launch.eval): it calls the function the click command
calls, so both front doors print the same stdout and stderr and exit with the same status, errors
included; or it declines before any work, printing nothing, and click runs the command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from labeler.cli import main
from labeler.launch.eval import fast_eval

QRELS = "q1 0 d1 2\nq1 0 d2 0\nq1 0 d4 1\nq1 0 d7 3\nq2 0 a 1\nq2 0 b 0\nq3 0 x 1\n"
BM25 = "q1 Q0 d1 1 3.0 bm25\nq1 Q0 d3 2 2.0 bm25\nq1 Q0 d4 3 2.0 bm25\nq1 Q0 d2 4 0.5 bm25\nq2 Q0 c 1 1.0 bm25\n"
DENSE = "q1 Q0 d7 1 0.9 dense\nq1 Q0 d1 2 0.8 dense\nq2 Q0 a 1 0.7 dense\nq3 Q0 y 1 0.1 dense\n"
ROOT = Path(__file__).resolve().parents[4]

# answered before click: output formats, measures, options in every spelling click takes, and user errors
ANSWERED = [
    ["bm25.trec", "--qrels", "qrels.txt"],
    ["bm25.trec", "dense.trec", "--qrels=qrels.txt", "--per-query"],
    ["--qrels", "qrels.txt", "-m", "nDCG@10", "-mP@5", "--measure", "AP", "--measure=RR", "bm25.trec", "dense.trec"],
    ["bm25.trec", "dense.trec", "--qrels", "qrels.txt", "--format", "csv", "--per-query"],
    ["bm25.trec", "dense.trec", "--qrels", "qrels.txt", "--format", "trec", "-m", "ndcg_cut.10", "-m", "map"],
    ["bm25.trec", "dense.trec", "--qrels", "qrels.txt", "--format", "json"],
    ["bm25.trec", "--qrels", "qrels.txt", "--gain", "exponential", "--relevant-grade", "2", "--complete",
     "--compat", "9", "--format=trec"],
    ["bm25.trec", "--qrels", "qrels.txt", "--relevant-grade", "007", "--on-duplicate", "max", "--format", "csv"],
    ["bm25.trec", "--qrels", "qrels.txt", "--format", "table", "--format", "csv"],
    ["bm25.trec", "--qrels", "qrels.txt", "-m", "no_such_measure"],  # error: the parser's one line
    ["bm25.trec", "--qrels", "qrels.txt", "-m", "nDCG@10", "-m", "RR@x"],
    ["bm25.trec", "--qrels", "missing.txt"],  # error: no such qrels file
    ["bm25.trec", "--qrels", "bad_qrels.txt"],  # error: a line that is no qrels line
    ["bm25.trec", "bad.trec", "--qrels", "qrels.txt", "--format", "csv"],  # the first run printed, then the error
    ["bm25.trec", "--qrels", "duplicate_qrels.txt"],  # error with --on-duplicate's hint
]
# declined: click's own parsing, a database, the estimators, or a value click would refuse or read otherwise
DECLINED = [
    [], ["--help"], ["-h"], ["bm25.trec"], ["bm25.trec", "--qrels"], ["bm25.trec", "--qrels", "qrels.txt", "--"],
    ["bm25.trec", "--qrels", "qrels.txt", "-m"], ["bm25.trec", "--qrels", "qrels.txt", "-m", "-q"],
    ["bm25.trec", "--qrels", "qrels.txt", "--format", "xml"], ["bm25.trec", "--qrels", "qrels.txt", "--gain", "exp"],
    ["bm25.trec", "--qrels", "qrels.txt", "--relevant-grade", "0"],
    ["bm25.trec", "--qrels", "qrels.txt", "--relevant-grade", "x"],
    ["bm25.trec", "--qrels", "qrels.txt", "--relevant-grade", "1" * 19],
    ["bm25.trec", "--qrels", "qrels.txt", "--compat", "8"], ["bm25.trec", "--qrels", "qrels.txt", "--complete=1"],
    ["bm25.trec", "--qrels", "qrels.txt", "--estimate", "llm"], ["bm25.trec", "--qrels", "qrels.txt", "--baseline", "x"],
    ["bm25.trec", "--qrels", "qrels.txt", "--aggregate", "max"], ["bm25.trec", "--qrels", "qrels.txt", "--db", "x.db"],
    ["bm25.trec", "--qrels", "qrels.txt", "--on-duplicate", "first"], ["bm25.trec", "--qrels", "qrels.txt", "-"],
    ["bm25", "--qrels", "qrels.txt"],  # an imported run's name: the database's
    ["bm25.trec", "--qrels", "folder"],  # click's Path(dir_okay=False) refuses a folder
]


@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("LABELER_DB", raising=False)
    (tmp_path / "qrels.txt").write_text(QRELS, encoding="utf-8")
    (tmp_path / "bm25.trec").write_text(BM25, encoding="utf-8")
    (tmp_path / "dense.trec").write_text(DENSE, encoding="utf-8")
    (tmp_path / "bad_qrels.txt").write_text("q1 0 d1\n", encoding="utf-8")
    (tmp_path / "duplicate_qrels.txt").write_text("q1 0 d1 2\nq1 0 d1 1\n", encoding="utf-8")
    (tmp_path / "bad.trec").write_text("q1 Q0 d1 1 high bad\n", encoding="utf-8")
    (tmp_path / "folder").mkdir()
    return tmp_path


def _click(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exited:
        main(["eval", *args])
    captured = capsys.readouterr()
    return int(exited.value.code or 0), captured.out, captured.err


@pytest.mark.parametrize("args", ANSWERED, ids=" ".join)
def test_the_fast_path_prints_what_the_click_command_prints(files: Path, capsys: pytest.CaptureFixture[str],
                                                            args: list[str]) -> None:
    status = fast_eval(args)
    fast = capsys.readouterr()
    assert status is not None, "answered before click"
    assert (status, fast.out, fast.err) == _click(capsys, args)


def test_errors_are_the_commands_one_line_and_status(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert fast_eval(["bm25.trec", "--qrels", "missing.txt"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "missing.txt" in err
    assert fast_eval(["bm25.trec", "bad.trec", "--qrels", "qrels.txt", "--format", "csv"]) == 2
    printed = capsys.readouterr()
    assert "bm25,all,nDCG@10," in printed.out and printed.err.startswith("error: ")


@pytest.mark.parametrize("args", DECLINED, ids=lambda args: " ".join(args) or "nothing")
def test_anything_else_is_left_to_click_before_any_work(files: Path, capsys: pytest.CaptureFixture[str],
                                                        args: list[str]) -> None:
    assert fast_eval(args) is None
    assert capsys.readouterr() == ("", "")


def _both_doors(args: list[str], cwd: Path, env: dict[str, str]) -> tuple[subprocess.CompletedProcess[str], ...]:
    """`labeler eval ARGS` through the console entry (labeler.launch) and through labeler.cli.main."""
    full_env = {**os.environ, "PYTHONPATH": str(ROOT), **env}
    entry = [sys.executable, "-c", "from labeler.launch import main; main()", "eval", *args]
    click_door = [sys.executable, "-c", "from labeler.cli import main; main()", "eval", *args]
    return tuple(subprocess.run(command, cwd=cwd, env=full_env, capture_output=True, text=True, check=False)
                 for command in (entry, click_door))


@pytest.mark.parametrize(("args", "env"), [
    (["bm25.trec", "dense.trec", "--qrels", "qrels.txt", "--per-query"], {}),
    (["bm25.trec", "dense.trec", "--qrels", "qrels.txt", "--per-query"], {"FORCE_COLOR": "1"}),  # rich's path
    (["bm25.trec", "dense.trec", "--qrels", "qrels.txt", "--format", "trec"], {}),
    (["bm25.trec", "--qrels", "missing.txt"], {}),
    (["bm25.trec", "--qrels", "qrels.txt", "-m", "nDCG@1O"], {}),
    (["bm25.trec", "--qrels", "qrels.txt", "--relevant-grade", "0"], {}),  # declined: click's refusal either way
], ids=["table", "table-rich", "trec", "missing-qrels", "bad-measure", "click-refuses"])
def test_the_console_entry_and_click_write_the_same_bytes(files: Path, args: list[str], env: dict[str, str]) -> None:
    entry, click_door = _both_doors(args, files, env)
    assert (entry.returncode, entry.stdout, entry.stderr) == (click_door.returncode, click_door.stdout,
                                                               click_door.stderr)
    assert entry.stdout or entry.stderr


@pytest.mark.parametrize("command", ["eval", "trec-eval"])
def test_a_fast_exit_still_flushes_and_runs_the_exit_handlers(files: Path, tmp_path_factory: pytest.TempPathFactory,
                                                              command: str) -> None:
    """`python -m labeler` leaves without the interpreter's teardown when a fast path answered, but
    after the exit handlers: the copy of a run read from a pipe (/dev/stdin) is removed as before."""
    scratch = tmp_path_factory.mktemp("scratch")
    args = (["eval", "/dev/stdin", "--qrels", "qrels.txt", "--format", "trec"] if command == "eval"
            else ["trec-eval", "-q", "qrels.txt", "/dev/stdin"])
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(scratch)}
    fast = subprocess.run([sys.executable, "-m", "labeler", *args], cwd=files, env=env, input=BM25,
                          capture_output=True, text=True, check=False)
    full = subprocess.run([sys.executable, "-c", "from labeler.cli import main; main()", *args], cwd=files, env=env,
                          input=BM25, capture_output=True, text=True, check=False)
    assert (fast.returncode, fast.stdout, fast.stderr) == (full.returncode, full.stdout, full.stderr)
    assert "ndcg_cut_10" in fast.stdout or "map" in fast.stdout
    assert list(scratch.iterdir()) == []  # both spooled /dev/stdin and removed the copy at exit


def test_a_stream_that_is_not_utf8_is_left_to_click(files: Path, capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """click re-wraps an ASCII stdout to write UTF-8; the fast path does not, so it declines."""
    import io

    ascii_out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    monkeypatch.setattr(sys, "stdout", ascii_out)
    assert fast_eval(["bm25.trec", "--qrels", "qrels.txt"]) is None
    assert ascii_out.buffer.getvalue() == b""  # type: ignore[attr-defined]
