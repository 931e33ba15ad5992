"""Requests paid per judged pair stay at 1.00 over a real `labeler judge` interrupted by Ctrl-C three
times and a disk filled once.

The project lives on a small tmpfs in a private mount namespace kept by a holder process
(``unshare -m``); every run enters it (``nsenter``), so the runs share one disk the test can fill
through /proc/HOLDER/root. The fake OpenAI server (tests/fake_openai.py) counts every request it
receives: each is paid for. Skips where this user cannot make a mount namespace or mount a tmpfs.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from labeler.domain import SuggestionStatus
from labeler.storage import open_repository
from tests.e2e.test_full_disk import can_mount_tmpfs, fill
from tests.e2e.test_tui_pty import labeler_script
from tests.fake_openai import FAKE_KEY, FakeOpenAI, passage_of
from tests.tui.dbs import make_db

pytestmark = [pytest.mark.e2e, pytest.mark.skipif(not can_mount_tmpfs(), reason="cannot mount a tmpfs here")]

MOUNT = "/mnt/labeler-paid-once"
QUERIES, PER_QUERY = 8, 20  # room for three interrupted runs and a fourth with a full set in flight
CONCURRENCY = 8


class Disk:
    """A tmpfs in a mount namespace of its own, holding the project, for as long as the test runs."""

    def __init__(self, source: Path) -> None:
        script = (f'mkdir -p {MOUNT} && mount -t tmpfs -o size=4m tmpfs {MOUNT} && cp "$SRC" {MOUNT}/labels.db '
                  "&& echo ready && exec sleep 3600")
        self.holder = subprocess.Popen(["unshare", "-m", "sh", "-c", script], env={**os.environ, "SRC": str(source)},
                                       stdout=subprocess.PIPE, text=True)
        assert self.holder.stdout is not None and self.holder.stdout.readline().strip() == "ready"
        self.root = Path(f"/proc/{self.holder.pid}/root{MOUNT}")  # the tmpfs, seen from outside

    def judge(self, server: FakeOpenAI) -> subprocess.Popen[str]:
        """`labeler judge` of every pair at concurrency 8, on the project in the tmpfs."""
        env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")} | {"OPENAI_API_KEY": FAKE_KEY}
        return subprocess.Popen(
            ["nsenter", "-t", str(self.holder.pid), "-m", "--", labeler_script(), "--db", f"{MOUNT}/labels.db", "judge",
             "--model", "fake-judge", "--base-url", server.base_url, "--concurrency", str(CONCURRENCY)],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # Ctrl-C as in a terminal

    def close(self) -> None:
        self.holder.kill()
        self.holder.wait(30)


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Disk]:
    source = tmp_path / "labels.db"
    make_db(source, queries=QUERIES, pairs_per_query=PER_QUERY).close()
    held = Disk(source)
    try:
        yield held
    finally:
        held.close()


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as fake:
        fake.scenario.delay_ms = 150
        fake.scenario.grade = lambda body: len(passage_of(body)) % 4
        yield fake


def _wait_for(condition, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def _interrupted(disk: Disk, server: FakeOpenAI, after: int) -> tuple[int, str]:
    """A run that gets Ctrl-C once `after` more requests were sent, with a full set in flight."""
    sent = len(server.chat_requests)
    run = disk.judge(server)
    _wait_for(lambda: len(server.chat_requests) >= sent + after and server.in_flight == CONCURRENCY)
    run.send_signal(signal.SIGINT)
    out, err = run.communicate(timeout=120)
    return run.returncode, err


def test_ctrl_c_three_times_and_a_full_disk_pay_each_pair_once(disk: Disk, server: FakeOpenAI, tmp_path: Path) -> None:
    pairs = QUERIES * PER_QUERY
    for _ in range(3):
        code, err = _interrupted(disk, server, after=20)
        assert code == 130, err
        assert "stopping: no new request is sent" in err and re.search(r"stopped: [\d,]+ suggestions kept", err), err

    sent = len(server.chat_requests)
    run = disk.judge(server)
    _wait_for(lambda: len(server.chat_requests) >= sent + 20 and server.in_flight == CONCURRENCY)
    fill(disk.root / "fill")  # the disk fills while answers arrive
    out, err = run.communicate(timeout=120)
    assert run.returncode == 2, err
    line = err.strip().splitlines()[-1]
    assert line.startswith(f"error: the disk holding the database {MOUNT}/labels.db is full"), err
    journal = re.search(r"they are kept in (\S+\.jsonl), and the next `labeler judge` stores them", line)
    assert journal is not None, line
    kept = disk.root / Path(journal.group(1)).relative_to(MOUNT)
    assert kept.read_bytes().count(b"\n") >= 1 and FAKE_KEY.encode() not in kept.read_bytes()

    (disk.root / "fill").unlink()
    last = disk.judge(server)
    out, err = last.communicate(timeout=300)
    assert last.returncode == 0, err
    assert re.search(r"stored [\d,]+ answers an earlier run paid for and could not store", out), out

    requested = [passage_of(request.body) for request in server.chat_requests]
    assert len(requested) == len(set(requested)) == pairs  # requests paid per judged pair: 1.00
    for name in ("labels.db", "labels.db-wal"):  # read a copy: a path through /proc/PID/root resolves to "/"
        if (disk.root / name).exists():
            shutil.copyfile(disk.root / name, tmp_path / name)
    repository = open_repository(str(tmp_path / "labels.db"))
    try:
        stored = repository.suggestions()
    finally:
        repository.close()
    assert len(stored) == pairs and len({(s.query_id, s.chunk_id) for s in stored}) == pairs
    assert all(s.status is SuggestionStatus.OK for s in stored)
    assert not list(disk.root.glob("labels.db.kept-answers/*"))
