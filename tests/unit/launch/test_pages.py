"""A big `labeler trec-eval` or `eval` restarts itself once on glibc's huge-page malloc (labeler.launch.pages):
only for those two on big files, never over a GLIBC_TUNABLES the user set or with the runtime knob
left out, and the output is the same either way."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from labeler import runtime
from labeler.launch import pages

ON_HUGE_PAGES = pages._glibc_with_hugetlb() and pages._kernel_gives_huge_pages()


def _sparse(path: Path, size: int) -> str:
    """A file of ``size`` bytes that takes no disk (only its size is looked at)."""
    with open(path, "wb") as handle:
        handle.truncate(size)
    return str(path)


@pytest.mark.skipif(not ON_HUGE_PAGES, reason="needs glibc 2.35+ and transparent huge pages")
def test_only_a_big_trec_eval_without_a_tunable_of_the_users_restarts(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The decision: the files' size, the command, the user's GLIBC_TUNABLES and the knob."""
    big = _sparse(tmp_path / "qrels", pages.BIG_INPUT // 2)
    run = _sparse(tmp_path / "run", pages.BIG_INPUT // 2)
    small = _sparse(tmp_path / "small", pages.BIG_INPUT // 2 - 1)
    clean = {key: value for key, value in os.environ.items() if key != "GLIBC_TUNABLES"}
    assert pages.wanted(["labeler", "trec-eval", "-q", "-m", "all_trec", big, run], clean)
    assert not pages.wanted(["labeler", "trec-eval", "-q", big, small], clean)  # one byte short
    assert pages.wanted(["labeler", "eval", run, "--qrels", big], clean)  # eval on the same files too
    assert pages.wanted(["labeler", "eval", run, f"--qrels={big}"], clean)  # the value joined to its option
    assert not pages.wanted(["labeler", "eval", run, f"--qrels={small}"], clean)
    assert not pages.wanted(["labeler", "import", "run", big], clean)  # not another command
    assert not pages.wanted(["labeler", "trec-eval", big, run], {**clean, "GLIBC_TUNABLES": ""})
    assert not pages.wanted(["labeler", "trec-eval", big, str(tmp_path / "missing")], clean)
    monkeypatch.setattr(runtime, "KEPT", tuple(k for k in runtime.KNOBS if k != runtime.HUGE_PAGES))
    assert not pages.wanted(["labeler", "trec-eval", big, run], clean)


def _big_inputs(tmp_path: Path) -> tuple[str, str]:
    """A qrels and a run of BIG_INPUT bytes together, long chunk ids as in MS MARCO v2."""
    queries = 200
    docs = pages.BIG_INPUT // (queries * 70) + 1  # a qrels line and a run line: about 78 bytes
    with open(tmp_path / "qrels", "w") as qrels, open(tmp_path / "run", "w") as run:
        for query in range(queries):
            for doc in range(docs):
                qrels.write(f"q{query} 0 msmarco_passage_{doc:08d} {doc % 4}\n")
                run.write(f"q{query} Q0 msmarco_passage_{doc * 7 % docs:08d} {doc + 1} {docs - doc} tag\n")
    assert os.path.getsize(tmp_path / "qrels") + os.path.getsize(tmp_path / "run") >= pages.BIG_INPUT
    return str(tmp_path / "qrels"), str(tmp_path / "run")


@pytest.mark.skipif(not ON_HUGE_PAGES, reason="needs glibc 2.35+ and transparent huge pages")
def test_a_big_trec_eval_restarts_once_and_prints_the_same(tmp_path: Path) -> None:
    """`-X importtime` rides along the restart (the same interpreter flags): the entry module is
    imported twice when the process restarted, once when the user's GLIBC_TUNABLES stops it."""
    qrels, run = _big_inputs(tmp_path)
    clean = {key: value for key, value in os.environ.items() if key != "GLIBC_TUNABLES"}
    command = [sys.executable, "-X", "importtime", "-m", "labeler", "trec-eval", "-q", "-m", "all_trec", qrels, run]
    restarted = subprocess.run(command, capture_output=True, text=True, env=clean, check=True)
    kept = subprocess.run(command, capture_output=True, text=True, env={**clean, "GLIBC_TUNABLES": ""}, check=True)
    assert [line.endswith("| labeler.launch") for line in restarted.stderr.splitlines()].count(True) == 2
    assert [line.endswith("| labeler.launch") for line in kept.stderr.splitlines()].count(True) == 1
    assert restarted.stdout == kept.stdout and "map" in restarted.stdout


def test_a_process_that_goes_on_never_restarts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """labeler.launch.main (a caller's process, a test runner's) never restarts: only console does."""
    from labeler import launch

    calls: list[list[str]] = []
    monkeypatch.setattr(pages, "restart_with_huge_pages", calls.append)
    (tmp_path / "qrels").write_text("q1 0 a 1\n")
    (tmp_path / "run").write_text("q1 Q0 a 1 1.5 t\n")
    monkeypatch.setattr(sys, "argv", ["labeler", "trec-eval", str(tmp_path / "qrels"), str(tmp_path / "run")])
    with pytest.raises(SystemExit) as exited:
        launch.main()
    assert exited.value.code in (0, None) and "map" in capsys.readouterr().out
    assert calls == []
