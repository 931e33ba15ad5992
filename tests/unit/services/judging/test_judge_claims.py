"""Concurrent `labeler judge` runs of one model and prompt send each pair once: a pair being judged
is claimed (a lease renewed while its run lives), other runs skip it, a run that ends (Ctrl-C too)
releases its claims and a run killed outright leaves them to expire. Real processes, the real fake
server, a real SQLite file and the real PostgreSQL."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from labeler.domain import Chunk, Pair, Query
from labeler.storage import open_repository
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture
from tests.fake_openai import FAKE_KEY

ROOT = Path(__file__).resolve().parents[4]
MODEL = "fake-judge"


def make_pool(db: str, pairs: int) -> None:
    repository = open_repository(db)
    try:
        repository.upsert_queries([Query("q1", "what is bm25")])
        repository.upsert_chunks([[Chunk(f"c{n}", f"passage {n}") for n in range(pairs)]])
        repository.add_pairs([Pair("q1", f"c{n}", "pool", n + 1) for n in range(pairs)])
    finally:
        repository.close()


def judge_process(db: str, server, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "labeler", "--db", db, "judge", "--model", MODEL, "--base-url", server.base_url,
         *extra],
        env=dict(os.environ, PYTHONPATH=str(ROOT), OPENAI_API_KEY=FAKE_KEY), cwd=ROOT,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # Ctrl-C as in a terminal, even when the tests run from a shell that started them in the background
        # (which ignores SIGINT, and a child inherits that)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def finished(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=180)
    return process.returncode, out, err


def interrupt_twice(process: subprocess.Popen[str]) -> str:
    """Ctrl-C twice, as a user facing a server that never answers: the first stops sending and waits for
    the answers in flight (paid for), the second, once the first was taken, drops them. What the run
    said on stderr until the first was taken."""
    process.send_signal(signal.SIGINT)
    said: list[str] = []
    stderr = process.stderr
    assert stderr is not None

    def until_taken() -> None:
        for line in stderr:
            said.append(line)
            if "Ctrl-C again drops them" in line:
                return

    reader = threading.Thread(target=until_taken, daemon=True)
    reader.start()
    reader.join(60)  # a run that never says it took the first gets the second anyway (the test then fails)
    process.send_signal(signal.SIGINT)
    return "".join(said)


def stored_pairs(db: str) -> Counter[str]:
    repository = open_repository(db)
    try:
        return Counter(s.chunk_id for s in repository.suggestions())
    finally:
        repository.close()


def claims_left(db: str) -> int:
    from sqlalchemy import func, select

    from labeler.storage.schema import judge_claim_t

    repository = open_repository(db)
    try:
        with repository.engine.connect() as conn:
            return int(conn.execute(select(func.count()).select_from(judge_claim_t)).scalar_one())
    finally:
        repository.close()


def test_concurrent_runs_send_and_store_each_pair_once(any_db, fake_openai) -> None:
    pairs, runs = 60, 4
    make_pool(any_db, pairs)
    fake_openai.scenario.delay_ms = 40  # each run would take about a second alone: they overlap
    processes = [judge_process(any_db, fake_openai, "--limit", str(pairs), "--concurrency", "4") for _ in range(runs)]
    outcomes = [finished(process) for process in processes]
    assert all(code == 0 for code, _, _ in outcomes), outcomes
    assert all("Traceback" not in err for _, _, err in outcomes), outcomes
    assert stored_pairs(any_db) == Counter({f"c{n}": 1 for n in range(pairs)})
    assert len(fake_openai.chat_requests) == pairs  # paid once
    said = "".join(out for _, out, _ in outcomes)
    assert "left to another run of this model and prompt" in said, said
    assert claims_left(any_db) == 0  # every run released what it held


def _settled_count(fake_openai, quiet: float = 0.5, bound: float = 3.0) -> int:
    """The requests the server has received once none came for `quiet` seconds (at most `bound`)."""
    deadline = time.monotonic() + bound
    count, since = len(fake_openai.chat_requests), time.monotonic()
    while time.monotonic() - since < quiet and time.monotonic() < deadline:
        time.sleep(0.05)
        if len(fake_openai.chat_requests) != count:
            count, since = len(fake_openai.chat_requests), time.monotonic()
    return count


def test_a_killed_runs_pairs_are_skipped_until_its_lease_ends_then_judged(any_db, fake_openai) -> None:
    pairs, lease = 20, 8.0
    make_pool(any_db, pairs)
    fake_openai.scenario.hang = True
    holder = judge_process(any_db, fake_openai, "--lease-seconds", str(lease), "--concurrency", "4")
    assert fake_openai.hang_started.wait(60), "the first run never sent a request"
    holder.send_signal(signal.SIGKILL)
    holder.wait(30)
    killed_at = time.monotonic()
    fake_openai.scenario.hang = False
    sent_before = _settled_count(fake_openai)  # requests the dead run had already written still arrive

    code, out, err = finished(judge_process(any_db, fake_openai))
    assert time.monotonic() - killed_at < lease, "the second run started too late to see the lease"
    assert code == 0, (out, err)
    assert f"left to another run of this model and prompt: {pairs} pairs it was judging" in out
    assert len(fake_openai.chat_requests) == sent_before and stored_pairs(any_db) == Counter()

    time.sleep(max(0.0, killed_at + lease + 0.5 - time.monotonic()))  # the dead run's lease runs out
    code, out, err = finished(judge_process(any_db, fake_openai))
    assert code == 0, (out, err)
    assert "done 20" in out and "left to another run" not in out
    assert stored_pairs(any_db) == Counter({f"c{n}": 1 for n in range(pairs)})


def test_ctrl_c_releases_the_claims_at_once(tmp_path, fake_openai) -> None:
    db = str(tmp_path / "project.db")
    make_pool(db, 12)
    fake_openai.scenario.hang = True
    holder = judge_process(db, fake_openai, "--lease-seconds", "600")
    assert fake_openai.hang_started.wait(60)
    said = interrupt_twice(holder)
    code, _, err = finished(holder)
    assert code == 130 and "Traceback" not in said + err, said + err
    assert claims_left(db) == 0
    fake_openai.scenario.hang = False
    code, out, err = finished(judge_process(db, fake_openai))
    assert code == 0 and "done 12" in out, (out, err)


def test_a_batch_submission_leaves_out_pairs_a_live_run_is_judging(tmp_path, fake_batch) -> None:
    db = str(tmp_path / "project.db")
    make_pool(db, 12)
    fake_batch.scenario.hang = True
    live = judge_process(db, fake_batch, "--lease-seconds", "600")
    try:
        assert fake_batch.hang_started.wait(60)
        batch = judge_process(db, fake_batch, "--batch")
        code, out, err = finished(batch)
        assert code == 0, (out, err)
        assert "claimed by another run: 12" in out and "nothing to send" in out
        assert fake_batch.jobs == {}
    finally:
        interrupt_twice(live)
        finished(live)
    code, out, err = finished(judge_process(db, fake_batch, "--batch"))
    assert code == 0 and "submitted 12 requests" in out, (out, err)
    assert claims_left(db) == 0  # released once the job was recorded
