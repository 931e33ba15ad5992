"""`labeler judge` and `labeler export suggestions` end to end: real SQLite file, real openai client, fake server."""

from __future__ import annotations

import csv
import json
import logging
import os
import re
import signal
import socket
import threading
import time
from pathlib import Path

import pytest

from labeler.domain import Chunk, Pair, Query, SuggestionStatus
from labeler.judge import prompt_hash
from labeler.storage import open_repository
from tests.fake_openai import FAKE_KEY, passage_of
from tests.projects.judge_project import MODEL, suggestions
from tests.projects.tiny_project import main_exit, run_cli


def grade_by_passage(body: dict) -> int:
    return int(re.search(r"passage (\d)", passage_of(body)).group(1)) % 4


def test_dry_run_sends_nothing_and_counts_cached(db, fake_openai, keyed) -> None:
    result = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--dry-run")
    assert "would send 6 requests" in result.output and "cached: 0" in result.output
    tokens = int(re.search(r"about ([\d,]+) prompt tokens", result.output).group(1).replace(",", ""))
    assert tokens > 6 * 100
    assert fake_openai.requests == []

    run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--query", "q2")
    again = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--dry-run")
    assert "would send 4 requests" in again.output and "cached: 2" in again.output
    assert len(fake_openai.chat_requests) == 2


def test_judge_stores_suggestions_and_prints_the_summary(db, fake_openai, keyed) -> None:
    fake_openai.scenario.grade = grade_by_passage
    result = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--concurrency", "2")
    assert "done 6" in result.output and "failed 0" in result.output and "tokens in 720" in result.output
    assert "requests" in result.output and FAKE_KEY not in result.output
    assert fake_openai.max_in_flight <= 2
    stored = suggestions(db)
    assert sorted((s.chunk_id, s.grade) for s in stored) == [(f"c{i}", i % 4) for i in range(1, 7)]
    assert {s.model for s in stored} == {MODEL}
    assert all(r.headers["authorization"] == f"Bearer {FAKE_KEY}" for r in fake_openai.chat_requests)

    cached = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url)
    assert "nothing to send" in cached.output and len(fake_openai.chat_requests) == 6
    forced = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--force", "--limit", "2")
    assert "done 2" in forced.output and len(fake_openai.chat_requests) == 8


def test_options_reach_the_requests(db, fake_openai, keyed, tmp_path, monkeypatch) -> None:
    template = tmp_path / "prompt.txt"
    template.write_text("Rate {passage} for {query} from 0 to 3.", encoding="utf-8")
    monkeypatch.setenv("OPENAI_BASE_URL", fake_openai.base_url)  # the SDK's own variable, no flag
    run_cli(db, "judge", "--model", MODEL, "--prompt", str(template), "--temperature", "0.5",
            "--query", "q1", "--limit", "3", "--filter", "all")
    bodies = [r.body for r in fake_openai.chat_requests]
    # Requests run concurrently, so they reach the server in any order.
    assert sorted(b["messages"][0]["content"] for b in bodies) == [f"Rate passage {i} for what is bm25 from 0 to 3." for i in (1, 2, 3)]
    assert {b["temperature"] for b in bodies} == {0.5}
    assert {s.prompt_hash for s in suggestions(db)} == {prompt_hash(template.read_text(encoding="utf-8"))}


def test_user_errors_are_one_line_and_exit_2(db, fake_openai, capsys, tmp_path, monkeypatch) -> None:
    assert main_exit(db, "judge", "--model", MODEL) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no API key" in err

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    assert main_exit(db, "judge", "--model", MODEL, "--base-url", f"http://127.0.0.1:{port}/v1", "--limit", "1") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "connection error" in err and FAKE_KEY not in err

    assert main_exit(db, "judge", "--model", MODEL, "--prompt", str(tmp_path / "missing.txt")) == 2
    assert "prompt file not found" in capsys.readouterr().err
    assert main_exit(db, "judge", "--model", MODEL, "--query", "q9", "--dry-run") == 2
    assert "unknown query id" in capsys.readouterr().err
    assert suggestions(db) == [] and fake_openai.requests == []


@pytest.fixture
def ctrl_c_raises():
    """SIGINT as a terminal user has it (KeyboardInterrupt): a process started in the background
    by a non-interactive shell inherits SIGINT ignored, and Ctrl-C would then do nothing at all."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def _ctrl_c_while_asking(passage: str, presses: int):
    """A scenario callback: when the request for this passage arrives, Ctrl-C is pressed `presses`
    times (a terminal's SIGINT reaches the main thread; os.kill from this server thread could land
    here instead, and the main thread's event loop would only notice it at its next event)."""
    def press(body: dict) -> bool:
        if passage in passage_of(body):
            for _ in range(presses):
                signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
                time.sleep(0.3)  # the handler runs between two presses, as two key presses apart
            return presses > 1  # dropped: it hangs (until the server stops)
        return False
    return press


def test_ctrl_c_stops_sending_and_stores_the_answer_in_flight(db, fake_openai, keyed, ctrl_c_raises) -> None:
    """The first Ctrl-C: nothing more is sent, the answer already asked for (paid) is awaited and
    stored; it used to be dropped, and the next run paid for it again."""
    fake_openai.scenario.hang = _ctrl_c_while_asking("passage 3", presses=1)
    result = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--concurrency", "1",
                     "--timeout", "5", "--max-retries", "1", code=130)
    assert "stopping: no new request is sent; waiting for the answers already asked for" in result.output
    assert "stopped: 3 suggestions kept" in result.output
    assert [s.chunk_id for s in suggestions(db)] == ["c1", "c2", "c3"]
    assert len(fake_openai.chat_requests) == 3
    again = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url)
    assert "cached: 3" in again.output and len(fake_openai.chat_requests) == 6  # the other three only


def test_ctrl_c_twice_drops_the_answer_in_flight(db, fake_openai, keyed, ctrl_c_raises) -> None:
    fake_openai.scenario.hang = _ctrl_c_while_asking("passage 3", presses=2)
    result = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--concurrency", "1",
                     "--timeout", "5", "--max-retries", "1", code=130)
    assert "stopped: 2 suggestions kept" in result.output
    assert [s.chunk_id for s in suggestions(db)] == ["c1", "c2"]


def test_export_suggestions_in_three_formats_without_the_key(db, fake_openai, keyed, tmp_path) -> None:
    fake_openai.scenario.echo_authorization = True
    fake_openai.scenario.content = lambda body: "no idea" if "passage 2" in passage_of(body) else None
    run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--query", "q1")
    rows_by_format = {}
    for ext in ("csv", "jsonl", "parquet"):
        out = tmp_path / f"suggestions.{ext}"
        result = run_cli(db, "export", "suggestions", str(out))
        assert "wrote 4 suggestions" in result.output
        assert FAKE_KEY.encode() not in out.read_bytes() and FAKE_KEY[3:].encode() not in out.read_bytes()
        if ext == "csv":
            rows = list(csv.DictReader(out.open(encoding="utf-8")))
        elif ext == "jsonl":
            rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        else:
            import pyarrow.parquet as pq

            rows = pq.read_table(out).to_pylist()
        rows_by_format[ext] = rows
    jsonl = rows_by_format["jsonl"]
    assert list(jsonl[0]) == [
        "query_id", "chunk_id", "model", "status", "grade", "reason", "raw_text", "confidence", "expected_grade",
        "prob_0", "prob_1", "prob_2", "prob_3", "prompt_hash", "input_hash", "tokens_in", "tokens_out",
        "latency_ms", "created_at", "suggestion_id",
    ]
    by_chunk = {row["chunk_id"]: row for row in jsonl}
    ok, unparsed = by_chunk["c1"], by_chunk["c2"]
    assert (ok["status"], ok["grade"], ok["model"], ok["prompt_hash"]) == ("ok", 2, MODEL, prompt_hash())
    assert ok["prob_2"] == pytest.approx(0.8 / 0.95) and ok["confidence"] == pytest.approx(0.8 / 0.95)
    assert ok["tokens_in"] == 120 and ok["latency_ms"] > 0 and ok["created_at"] and ok["input_hash"]
    assert "Bearer" in ok["reason"]  # the server echoed the header; it arrives masked
    assert (unparsed["status"], unparsed["grade"], unparsed["raw_text"], unparsed["prob_0"]) == ("unparsed", None, "no idea", None)
    for ext in ("csv", "parquet"):
        assert [r["chunk_id"] for r in rows_by_format[ext]] == [r["chunk_id"] for r in jsonl]
        assert [str(r["grade"] if r["grade"] is not None else "") for r in rows_by_format[ext]] == [
            str(r["grade"] if r["grade"] is not None else "") for r in jsonl
        ]


def test_export_suggestions_with_none_is_a_user_error(db, capsys, tmp_path) -> None:
    assert main_exit(db, "export", "suggestions", str(tmp_path / "s.csv")) == 2
    assert "no suggestions yet" in capsys.readouterr().err


def test_llm_qrels_after_a_prefill_hold_only_ok_grades(db, fake_openai, keyed, tmp_path) -> None:
    fake_openai.scenario.grade = grade_by_passage
    fake_openai.scenario.content = lambda body: "grade: high" if "passage 4" in passage_of(body) else None
    run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url)
    assert {s.chunk_id: s.status for s in suggestions(db)}["c4"] is SuggestionStatus.UNPARSED
    out = tmp_path / "llm.txt"
    run_cli(db, "export", "qrels", "--source", "llm", "--out", str(out))
    assert out.read_text().splitlines() == ["q1 0 c1 1", "q1 0 c2 2", "q1 0 c3 3", "q2 0 c5 1", "q2 0 c6 2"]
    assert json.loads(out.with_name("llm.meta.json").read_text())["source"] == "llm"


@pytest.fixture
def db200(tmp_path: Path) -> Path:
    """200 pool pairs over 10 queries."""
    path = tmp_path / "big.db"
    repository = open_repository(str(path))
    try:
        repository.upsert_queries([Query(f"q{q}", f"query {q}") for q in range(10)])
        repository.upsert_chunks([[Chunk(f"c{i}", f"passage {i}") for i in range(200)]])
        repository.add_pairs([Pair(f"q{i % 10}", f"c{i}", "pool", i // 10 + 1) for i in range(200)])
    finally:
        repository.close()
    return path


def test_judge_rides_out_23_percent_429_and_500_and_says_so(db200, fake_openai, keyed, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    fake_openai.scenario.fault_rate = 0.23
    fake_openai.scenario.fault_seed = 3
    fake_openai.scenario.retry_after_ms = 10
    fake_openai.scenario.echo_authorization = True
    started = time.perf_counter()
    result = run_cli(db200, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--backoff-base", "0.02")
    assert time.perf_counter() - started < 20
    retries = len(fake_openai.chat_requests) - 200
    assert retries == fake_openai.faults_injected > 20
    assert re.search(rf"^200 judged · 0 failed · {retries} retries · rate limiter held back \d+\.\d s$", result.output, re.M)
    assert [s.status for s in suggestions(db200)] == [SuggestionStatus.OK] * 200
    assert FAKE_KEY not in result.output and FAKE_KEY not in caplog.text and FAKE_KEY[3:] not in caplog.text


def test_max_retries_reaches_the_judge(db, fake_openai, keyed, capsys) -> None:
    fake_openai.scenario.always_status = 503
    code = main_exit(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--max-retries", "1", "--limit", "2")
    assert code == 2  # every pair failed
    captured = capsys.readouterr()
    assert "2 judged · 2 failed · 2 retries" in captured.out
    assert "every request failed (2 of 2 pairs): HTTP 503" in captured.err
    assert len(fake_openai.chat_requests) == 4


def test_a_rejected_key_fails_fast_with_one_clear_line(db, fake_openai, keyed, capsys) -> None:
    fake_openai.scenario.always_status = 401
    fake_openai.scenario.error_message = "Incorrect API key provided"
    fake_openai.scenario.echo_authorization = True
    assert main_exit(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--concurrency", "1") == 2
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1
    assert "the first request failed, nothing stored: HTTP 401: Incorrect API key provided" in captured.err
    assert FAKE_KEY not in captured.err + captured.out and FAKE_KEY[3:] not in captured.err + captured.out
    assert len(fake_openai.chat_requests) == 1 and suggestions(db) == []
