"""End to end: `labeler serve` with its apps forked from the warm process (the default) and with
--no-preload, in a real subprocess, driven over its websocket as the page drives it."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import os
import re
import secrets
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import aiohttp
import pytest

from tests.chromium import end_process
from tests.tui.dbs import make_db

pytestmark = pytest.mark.e2e

ALICE = secrets.token_urlsafe(18)  # made per run: no credential-shaped literal in the repository
SERVER_KEY = secrets.token_hex(20)
LAUNCHERS = {"preload": [], "plain": ["--no-preload"]}
BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_serve_load.py"


class Server:
    """`labeler serve` on a free port over a 3-query database, alice's token only."""

    def __init__(self, root: Path, launcher: str, **environment: str) -> None:
        self.db = root / "served.db"
        make_db(self.db, queries=3, pairs_per_query=4).close()
        tokens = root / "tokens.txt"
        tokens.write_text(f"alice={ALICE}\n", encoding="utf-8")
        tokens.chmod(0o600)
        self.out = root / "serve.out"
        env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
        env["OPENAI_API_KEY"] = SERVER_KEY
        env.update(environment)
        with self.out.open("w") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "labeler", "--db", str(self.db), "serve", "--tokens", str(tokens), "--port", "0",
                 *LAUNCHERS[launcher]], stdout=out, stderr=subprocess.STDOUT, env=env, cwd=root)
        deadline = time.monotonic() + 60
        while not (match := re.search(r"labeler serve: (http://[^/\s]+)/", self.out.read_text())):
            assert self.process.poll() is None and time.monotonic() < deadline, self.out.read_text()
            time.sleep(0.1)
        self.websocket = match.group(1).replace("http", "ws", 1) + "/ws?width=100&height=30"

    def stop(self) -> None:
        end_process(self.process, timeout=20)

    def grades(self) -> list[int]:
        with closing(sqlite3.connect(f"file:{self.db}?mode=ro", uri=True)) as connection:
            return [grade for (grade,) in connection.execute("SELECT grade FROM judgment ORDER BY id")]


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int(entry.joinpath("stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, IndexError, ValueError):
                continue
    return found


async def first_screen(tab: aiohttp.ClientWebSocketResponse, judged: bytes = b"0/12") -> None:
    seen = b""
    while judged not in seen:  # "you judged 0/12"
        message = await tab.receive(timeout=60)
        assert message.type == aiohttp.WSMsgType.BINARY, message
        seen = seen[-64:] + message.data


@pytest.mark.parametrize("launcher", LAUNCHERS)
async def test_keys_typed_just_before_the_tab_drops_are_all_stored(tmp_path, launcher):
    server = Server(tmp_path, launcher)
    try:
        async with aiohttp.ClientSession() as http:
            tab = await http.ws_connect(server.websocket, headers={"Cookie": f"labeler_token={ALICE}"})
            await first_screen(tab)
            for key in "2130":
                await tab.send_json(["stdin", key])
            await tab.close()  # at once: the app gets the keys, then the quit
        deadline = time.monotonic() + 20
        while server.grades() != [2, 1, 3, 0] and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        assert server.grades() == [2, 1, 3, 0]
    finally:
        server.stop()


async def test_the_warm_process_forks_the_apps_holds_no_secret_and_goes_with_the_server(tmp_path):
    server = Server(tmp_path, "preload")
    try:
        (warm,) = children(server.process.pid)
        assert b"labeler.cli.serve.serve_zygote" in Path(f"/proc/{warm}/cmdline").read_bytes()
        async with aiohttp.ClientSession() as http:
            tabs = [await http.ws_connect(server.websocket, headers={"Cookie": f"labeler_token={ALICE}"})
                    for _ in range(2)]
            for tab in tabs:
                await first_screen(tab)
            apps = children(warm)
            assert len(apps) == 2 and children(server.process.pid) == [warm]  # forked, no fresh interpreter
            for pid in (warm, *apps):
                exposed = Path(f"/proc/{pid}/cmdline").read_bytes() + Path(f"/proc/{pid}/environ").read_bytes()
                assert ALICE.encode() not in exposed and SERVER_KEY.encode() not in exposed
            server.process.terminate()
            server.process.wait(timeout=20)
    finally:
        server.stop()
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{pid}").exists() for pid in (warm, *apps)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in (warm, *apps) if Path(f"/proc/{pid}").exists()]


@pytest.mark.parametrize("launcher", LAUNCHERS)
async def test_sessions_that_end_leave_no_warning_in_the_log(tmp_path, launcher):
    """The log printed "RuntimeWarning: coroutine ... was never awaited" after sessions ended (a key or the
    second quit textual-serve sends, read as an app ended); every warning is shown here, even those Python
    hides by default (an unclosed socket a forked app inherited from the warm process)."""
    server = Server(tmp_path, launcher, PYTHONWARNINGS="default")
    try:
        async with aiohttp.ClientSession() as http:
            for keys in ("21", "q", "3"):  # a tab closed after grading, one left with q, one closed at once
                tab = await http.ws_connect(server.websocket, headers={"Cookie": f"labeler_token={ALICE}"})
                await first_screen(tab, b"/12")
                for key in keys:
                    await tab.send_json(["stdin", key])
                await asyncio.sleep(1.0)
                await tab.close()
            await asyncio.sleep(2.0)
        server.process.terminate()
        server.process.wait(timeout=30)
    finally:
        server.stop()
    log = server.out.read_text()
    assert "Warning" not in log and "never awaited" not in log and "Traceback" not in log, log


def test_the_load_benchmark_short_run_stores_every_grade_exactly_once_both_ways(tmp_path, monkeypatch):
    """bench/bench_serve_load.py --short: 4 clients together, a grade every 0.5 s for 4 s, each launcher."""
    spec = importlib.util.spec_from_file_location("bench_serve_load", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "bench_serve_load", bench)  # its dataclasses look their module up
    spec.loader.exec_module(bench)
    outcomes = bench.main(["--short", "--work", str(tmp_path)])
    assert [outcome.launcher for outcome in outcomes] == ["preload", "plain"]
    for outcome in outcomes:
        assert outcome.stored == "ok: 32 grades", outcome.stored
        assert all(client.first_screen is not None and client.unanswered == 0 for client in outcome.clients)
        assert len(outcome.memory) == 4


def gone_within(pids: list[int], seconds: float) -> list[int]:
    """Those of pids still running (not a zombie) after seconds at most."""
    from labeler.serve.apps.fork import alive

    deadline = time.monotonic() + seconds
    while [pid for pid in pids if alive(pid)] and time.monotonic() < deadline:
        time.sleep(0.05)
    return [pid for pid in pids if alive(pid)]


def test_a_server_killed_while_the_warm_process_preloads_takes_it_along_at_once(tmp_path):
    db = tmp_path / "served.db"
    make_db(db, queries=2, pairs_per_query=3).close()
    tokens = tmp_path / "tokens.txt"
    tokens.write_text(f"alice={ALICE}\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
    server = subprocess.Popen([sys.executable, "-m", "labeler", "--db", str(db), "serve", "--tokens", str(tokens),
                               "--port", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=tmp_path)
    try:
        deadline = time.monotonic() + 60
        while not (warm := children(server.pid)):
            assert server.poll() is None and time.monotonic() < deadline
            time.sleep(0.01)
        server.kill()  # SIGKILL while it imports and warms up: no hang-up it could read yet
        server.wait(timeout=20)
        # it would otherwise live on until its warm-up ended (seconds), then find the server gone
        assert gone_within(warm, 1.0) == []
    finally:
        end_process(server, timeout=20)
        for pid in warm:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, 9)


async def test_a_server_killed_outright_takes_the_warm_process_and_its_apps_along(tmp_path):
    server = Server(tmp_path, "preload")
    try:
        (warm,) = children(server.process.pid)
        async with aiohttp.ClientSession() as http:
            tab = await http.ws_connect(server.websocket, headers={"Cookie": f"labeler_token={ALICE}"})
            await first_screen(tab)
            await tab.send_json(["stdin", "2"])
            # the key through the server to the app, and stored: a key still in the server's buffers dies
            # with it when it is killed outright (under load the kill came first, and nothing was stored)
            deadline = time.monotonic() + 20
            while server.grades() != [2] and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
            apps = children(warm)
            server.process.kill()
            server.process.wait(timeout=20)
            assert gone_within([warm, *apps], 10.0) == []
    finally:
        server.stop()
    assert server.grades() == [2]  # the app's grade outlives the server, the warm process and the app
