"""`labeler judge` when requests fail, through the real CLI in its own process against the fake server:
every failure path is one line on stderr (no traceback, no "Task exception was never retrieved"),
and the exit status follows the documented rule (non-zero when no request was answered)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from labeler.domain import Chunk, Pair, Query, SuggestionStatus
from labeler.storage import open_repository
from tests.fake_openai import FAKE_KEY

ROOT = Path(__file__).resolve().parents[4]
PAIRS = 24


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "project.db"
    repository = open_repository(str(path))
    try:
        repository.upsert_queries([Query("q1", "what is bm25")])
        repository.upsert_chunks([[Chunk(f"c{i}", f"passage {i}") for i in range(PAIRS)]])
        repository.add_pairs([Pair("q1", f"c{i}", "pool", i) for i in range(PAIRS)])
    finally:
        repository.close()
    return path


def judge_process(db: Path, server, *extra: str) -> subprocess.Popen[str]:
    """`labeler judge` in a process of its own, at the default concurrency, quick retries."""
    return subprocess.Popen(
        [sys.executable, "-m", "labeler", "--db", str(db), "judge", "--model", "m", "--base-url", server.base_url,
         "--max-retries", "1", "--backoff-base", "0", *extra],
        env=dict(os.environ, PYTHONPATH=str(ROOT), OPENAI_API_KEY=FAKE_KEY), cwd=ROOT,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # Ctrl-C as in a terminal, even when the tests run from a shell that started them in the background
        # (which ignores SIGINT, and a child inherits that)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def judge(db: Path, server, *extra: str) -> tuple[int, str, str]:
    process = judge_process(db, server, *extra)
    out, err = process.communicate(timeout=120)
    return process.returncode, out, err


def assert_one_line(err: str) -> None:
    assert "Traceback" not in err and "Task exception" not in err and "never retrieved" not in err, err
    assert len([line for line in err.strip().splitlines() if not line.startswith("next: ")]) == 1, err


def statuses(db: Path) -> list[SuggestionStatus]:
    repository = open_repository(str(db))
    try:
        return [s.status for s in repository.suggestions()]
    finally:
        repository.close()


@pytest.mark.parametrize("status", [401, 403, 404])
def test_a_fatal_first_answer_is_one_line_and_exit_2(db, fake_openai, status) -> None:
    fake_openai.scenario.always_status = status
    code, _, err = judge(db, fake_openai)
    assert code == 2
    assert_one_line(err)
    assert f"the first request failed, nothing stored: HTTP {status}" in err
    assert statuses(db) == []


@pytest.mark.parametrize(("kind", "said"), [
    ("429", "HTTP 429"), ("500", "HTTP 500"), ("400", "HTTP 400"), ("hang", "timed out after 0.5 s"),
])
def test_every_request_failing_exits_2_in_one_line(db, fake_openai, kind, said) -> None:
    if kind == "hang":
        fake_openai.scenario.hang = True
    else:
        fake_openai.scenario.always_status = int(kind)
    code, out, err = judge(db, fake_openai, "--timeout", "0.5")
    assert code == 2, (out, err)
    assert_one_line(err)
    assert err.startswith(f"error: every request failed ({PAIRS} of {PAIRS} pairs)") and said in err
    assert "failed 24" in out  # the summary still says what happened
    # the errors are stored (each pair's status says why) and are sent again by the next run
    assert statuses(db) == [SuggestionStatus.ERROR] * PAIRS


def test_some_requests_failing_exits_0_with_a_one_line_warning(db, fake_openai) -> None:
    fake_openai.scenario.fail_first = 6  # at concurrency 1 and no retries: the first 6 pairs fail
    fake_openai.scenario.fail_status = 500
    code, out, err = judge(db, fake_openai, "--concurrency", "1", "--max-retries", "0")
    assert code == 0, (out, err)
    assert_one_line(err)
    assert err.startswith(f"warning: 6 of {PAIRS} pairs failed") and "HTTP 500" in err
    assert "labeler judge" in err  # says how to send them again
    assert statuses(db).count(SuggestionStatus.OK) == PAIRS - 6


def test_ctrl_c_twice_says_so_and_keeps_what_arrived(db, fake_openai) -> None:
    """The first Ctrl-C says it waits for the answers in flight; the second drops the hung ones."""
    fake_openai.scenario.hang = lambda body: "passage 3" in str(body) or "passage 9" in str(body)
    fake_openai.scenario.delay_ms = 50
    process = judge_process(db, fake_openai)
    assert fake_openai.hang_started.wait(60)
    process.send_signal(signal.SIGINT)
    assert process.stderr is not None
    assert process.stderr.readline().startswith("stopping: no new request is sent; waiting for the answers")
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, (out, err)
    assert "Traceback" not in err and "Task exception" not in err and "never retrieved" not in err, err
    lines = err.strip().splitlines()
    assert lines[0] == "stopping now: the answers still in flight are dropped", err
    assert len(lines) == 2 and lines[1].startswith("stopped:") and "suggestions kept" in lines[1], err


def test_ctrl_c_once_stores_every_answer_paid_for(db, fake_openai) -> None:
    fake_openai.scenario.delay_ms = 200
    process = judge_process(db, fake_openai)
    deadline = time.monotonic() + 60
    while len(fake_openai.chat_requests) < 12 and time.monotonic() < deadline:
        time.sleep(0.01)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 2 and lines[0].startswith("stopping:") and "Traceback" not in err, err
    kept = int(lines[1].removeprefix("stopped: ").split()[0].replace(",", ""))
    assert kept == len(statuses(db)) == len(fake_openai.chat_requests) >= 12  # none paid for and dropped
