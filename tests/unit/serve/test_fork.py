"""Visitors' apps forked from the warm, preloaded process (labeler.cli.serve.serve_zygote): real apps on a
real database, started through the same service class and launcher `labeler serve` uses, on both
backends; stopped in bounded time when stuck; reaped; and started plainly when preloading is off,
unavailable, or the warm process is gone."""

from __future__ import annotations

import asyncio
import os
from contextlib import asynccontextmanager
import re
import signal
import time
from pathlib import Path

import pytest
from textual_serve.download_manager import DownloadManager

from labeler.domain import Chunk, Pair, Query
from labeler.serve.server import annotator_command
from labeler.serve.apps.processes import AppLauncher, AppProcess, app_environment, same_but_size
from labeler.serve.apps.fork import ForkedApp
from tests.postgres import BACKENDS
from tests.tui.dbs import make_db

PAIRS = 12  # 3 queries of 4: "you judged k/12" is the counter a grade moves


def fill(url: str) -> None:
    """3 queries of 4 pooled pairs on a migrated database (a PostgreSQL schema, or a SQLite file)."""
    from labeler.services.project import open_repository

    repository = open_repository(url)
    try:
        repository.upsert_queries([Query(id=f"q{i}", text=f"query {i}") for i in range(3)])
        repository.upsert_chunks([[Chunk(id=f"c{i}-{j}", text=f"chunk {i} {j}") for i in range(3) for j in range(4)]])
        repository.add_pairs(Pair(f"q{i}", f"c{i}-{j}", "pool", best_rank=j + 1) for i in range(3) for j in range(4))
    finally:
        repository.close()


@pytest.fixture
def project(request, tmp_path, monkeypatch) -> str:
    """A filled database, named in LABELER_DB as `labeler serve` names it for its apps."""
    backend = getattr(request, "param", "sqlite")
    if backend == "sqlite":
        make_db(tmp_path / "served.db", queries=3, pairs_per_query=4).close()
        url = str(tmp_path / "served.db")
    else:
        url = request.getfixturevalue("pg_db")
        fill(url)
    monkeypatch.setenv("LABELER_DB", url)
    monkeypatch.delenv("LABELER_ANNOTATOR", raising=False)
    return url


class Tab:
    """One visitor's app through AppProcess, as labeler serve's websocket handler drives it."""

    def __init__(self, annotator: str, launcher: AppLauncher | None) -> None:
        self.output = bytearray()
        self.closed = asyncio.Event()
        self.service = AppProcess(annotator_command(annotator), write_bytes=self._write, write_str=self._ignore,
                                  close=self._close, download_manager=DownloadManager())
        self.service.launcher = launcher

    async def _write(self, data: bytes) -> None:
        self.output += data

    async def _ignore(self, data: str) -> None:
        return None

    async def _close(self) -> None:
        self.closed.set()

    @property
    def process(self):
        process = self.service.process
        assert process is not None
        return process

    async def judged(self, count: int, timeout: float = 60) -> None:
        """Wait until the screen shows `you judged count/PAIRS`."""
        deadline = time.monotonic() + timeout
        pattern = re.compile(rb"(?<!\d)%d/%d(?!\d)" % (count, PAIRS))
        while not pattern.search(bytes(self.output)):
            assert time.monotonic() < deadline, bytes(self.output[-400:])
            await asyncio.sleep(0.05)

    async def grade(self, key: str) -> None:
        await self.service.send_bytes(key.encode())


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def process_stats() -> dict[int, list[str]]:
    """pid: the fields of /proc/PID/stat after the command name, for every process."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                found[int(entry.name)] = entry.joinpath("stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
    return found


def children_of(pid: int) -> list[tuple[int, str]]:
    """(pid, state) of every process whose parent is pid."""
    return [(child, fields[0]) for child, fields in process_stats().items() if int(fields[1]) == pid]


def group_cpu_seconds(pgid: int) -> float:
    """User + system CPU seconds of every live process in the group."""
    ticks = sum(int(fields[11]) + int(fields[12]) for fields in process_stats().values() if int(fields[2]) == pgid)
    return ticks / os.sysconf("SC_CLK_TCK")


def grades(url: str) -> list[tuple[str, int]]:
    """(annotator, grade) of every judgment row, in the order made."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.pool import NullPool

    engine = create_engine(url if "://" in url else f"sqlite:///{url}", poolclass=NullPool)
    try:
        with engine.connect() as connection:
            return [tuple(row) for row in connection.execute(text(
                "SELECT annotator.name, judgment.grade FROM judgment JOIN annotator ON annotator.id = judgment.annotator_id "
                "ORDER BY judgment.id"))]
    finally:
        engine.dispose()


@asynccontextmanager
async def launched(preload: bool = True):
    """The launcher labeler serve makes, started, and closed (with the warm process) after the block."""
    launcher = AppLauncher(preload=preload)
    await launcher.start()
    try:
        yield launcher
    finally:
        await launcher.close()


async def opened(annotator: str, launcher: AppLauncher, size: tuple[int, int] = (80, 24)) -> Tab:
    """A tab whose app is up and showing its first pair."""
    tab = Tab(annotator, launcher)
    await tab.service.start(*size)
    await tab.judged(0)
    return tab


@pytest.mark.parametrize("project", BACKENDS, indirect=True)
async def test_apps_forked_from_the_warm_process_grade_on_their_own_connections_and_are_reaped(project):
    async with launched() as launcher:
        zygote = launcher.zygote
        assert zygote is not None and zygote.process is not None
        held = [os.readlink(fd) for fd in Path(f"/proc/{zygote.process.pid}/fd").iterdir()]
        assert not [path for path in held if ".db" in path or "warm-up" in path], held  # nothing a child could share
        alice, bob = await asyncio.gather(opened("alice", launcher), opened("bob", launcher, (100, 30)))
        for tab in (alice, bob):
            assert isinstance(tab.process, ForkedApp)
            assert parent_of(tab.process.pid) == zygote.process.pid  # forked, not a fresh interpreter
            assert os.getpgid(tab.process.pid) == tab.process.pid  # its own group, as the plain start gives
        for key in "213":
            await alice.grade(key)
        await bob.grade("0")
        await alice.judged(3)
        await bob.judged(1)
        await asyncio.wait_for(asyncio.gather(alice.service.stop(), bob.service.stop()), 20)
        assert alice.process.returncode == 0 and bob.process.returncode == 0  # quit, as asked
        assert sorted(grades(project)) == [("alice", 1), ("alice", 2), ("alice", 3), ("bob", 0)]
        assert children_of(zygote.process.pid) == []  # reaped: no zombie left under the warm process
    assert launcher.zygote is None


async def test_a_stuck_forked_app_is_ended_with_its_group_in_bounded_time(project):
    async with launched() as launcher:
        tab = await opened("alice", launcher)
        tab.service.quit_grace, tab.service.term_grace = 0.5, 0.5
        os.kill(tab.process.pid, signal.SIGSTOP)  # reads no quit, handles no SIGTERM
        started = time.monotonic()
        await asyncio.wait_for(tab.service.stop(), 10)
        assert time.monotonic() - started < 4
        assert tab.process.returncode == -signal.SIGKILL
        assert launcher.zygote is not None and launcher.zygote.process is not None
        assert children_of(launcher.zygote.process.pid) == []


async def test_apps_left_running_when_the_server_hangs_up_are_ended_by_the_warm_process(project):
    async with launched() as launcher:
        tab = await opened("alice", launcher)
        await tab.grade("3")
        await tab.judged(1)
    # the launcher closed (the server gone without stopping its apps: killed, say)
    await asyncio.wait_for(tab.process.wait(), 10)  # ended (SIGTERM from the warm process), seen through /proc
    assert grades(project) == [("alice", 3)]


async def test_without_preloading_each_app_is_a_fresh_process_as_textual_serve_starts_it(project):
    async with launched(preload=False) as launcher:
        assert launcher.zygote is None
        tab = await opened("alice", launcher)
        assert isinstance(tab.process, asyncio.subprocess.Process)
        await tab.grade("2")
        await tab.judged(1)
        await asyncio.wait_for(tab.service.stop(), 20)
    assert grades(project) == [("alice", 2)]


async def test_where_fork_is_missing_apps_start_plainly(project, monkeypatch):
    monkeypatch.delattr(os, "fork")
    async with launched() as launcher:
        assert not launcher.preload
        assert launcher.zygote is None


async def test_a_dead_warm_process_leaves_its_apps_stoppable_and_the_next_starts_plainly(project):
    async with launched() as launcher:
        forked = await opened("alice", launcher)
        zygote = launcher.zygote
        assert zygote is not None and zygote.process is not None
        zygote.process.kill()
        await zygote.process.wait()
        await asyncio.sleep(0.2)  # the server reads the end of its socket
        assert not zygote.running
        plain = await opened("bob", launcher)
        assert isinstance(plain.process, asyncio.subprocess.Process)
        await forked.grade("1")
        await forked.judged(1)  # the forked app runs on without the process it came from
        await asyncio.wait_for(asyncio.gather(forked.service.stop(), plain.service.stop()), 20)
        assert forked.process.returncode is not None  # seen ending through /proc, with nobody to report it
    assert grades(project) == [("alice", 1)]


async def test_an_environment_the_warm_process_was_not_started_with_starts_the_app_plainly(project, monkeypatch):
    base = app_environment(80, 24)
    assert same_but_size(base, app_environment(132, 40))
    monkeypatch.setenv("LABELER_BLIND", "1")  # any difference but the size: the warm process is not used
    assert not same_but_size(base, app_environment(80, 24))
    async with launched() as launcher:
        monkeypatch.setenv("LABELER_BLIND", "0")
        tab = await opened("alice", launcher)
        assert isinstance(tab.process, asyncio.subprocess.Process)
        await asyncio.wait_for(tab.service.stop(), 20)


async def test_a_forked_app_starts_on_a_fraction_of_the_cpu_a_fresh_one_needs(project):
    """The point of preloading, measured as CPU (not wall) seconds to the first screen: robust on a busy machine."""
    spent = {}
    for preload in (True, False):
        async with launched(preload) as launcher:
            tab = await opened("alice", launcher)
            spent[preload] = group_cpu_seconds(tab.process.pid)
            await asyncio.wait_for(tab.service.stop(), 20)
    assert spent[True] < spent[False] / 3, spent  # 0.14-0.19 s against 1.05-1.15 s here
