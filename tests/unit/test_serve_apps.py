"""Ending a visitor's app under `labeler serve` within a bounded time: real child processes that ignore
the quit (and SIGTERM), stopped through the same service class the server uses."""

from __future__ import annotations

import asyncio
import os
import shlex
import sys
import time

import pytest
from textual_serve.download_manager import DownloadManager

from labeler.tui.serve_apps import AppProcess

# An "app" that announces itself as textual-serve expects, ignores the quit it is sent (it never reads
# stdin) and, with IGNORE_TERM, SIGTERM too; it starts a grandchild that would outlive a lone kill.
APP = """
import signal, subprocess, sys, time
if sys.argv[1] == "ignore-term":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
sys.stdout.write("__GANGLION__\\n"); sys.stdout.flush()
time.sleep(60)
"""


async def _nothing(*args: object) -> None:
    return None


def _alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.parametrize("mode", ["ignore-quit", "ignore-term"])
async def test_an_app_that_ignores_quit_is_ended_with_its_whole_group_in_bounded_time(mode: str) -> None:
    command = shlex.join([sys.executable, "-c", APP, mode])
    service = AppProcess(command, write_bytes=_nothing, write_str=_nothing, close=_nothing,
                         download_manager=DownloadManager())
    service.quit_grace, service.term_grace = 0.5, 0.5
    await service.start(80, 24)
    process = service.process
    assert process is not None
    await asyncio.sleep(0.5)  # the app has started its grandchild
    started = time.monotonic()
    await asyncio.wait_for(service.stop(), 10)  # textual-serve's own stop waits for ever here
    assert time.monotonic() - started < 3
    assert process.returncode is not None
    deadline = time.monotonic() + 5
    while _alive(process.pid) and time.monotonic() < deadline:  # the grandchild is reparented, then reaped
        await asyncio.sleep(0.05)
    assert not _alive(process.pid), "a process of the app's group outlived the tab"


async def test_a_stop_cancelled_midway_kills_the_group_at_once() -> None:
    command = shlex.join([sys.executable, "-c", APP, "ignore-term"])
    service = AppProcess(command, write_bytes=_nothing, write_str=_nothing, close=_nothing,
                         download_manager=DownloadManager())
    await service.start(80, 24)  # the default graces: seconds
    process = service.process
    assert process is not None
    await asyncio.sleep(0.5)
    stopping = asyncio.create_task(service.stop())
    await asyncio.sleep(0.2)
    stopping.cancel()  # as the server's shutdown cancels a tab's handler
    with pytest.raises(asyncio.CancelledError):
        await stopping
    assert await asyncio.wait_for(process.wait(), 5) is not None


# An "app" still drawing after its tab is gone (as it does committing keys typed before the drop):
# more output than the pipe holds, then it ends by itself.
DRAWING_APP = """
import sys
out = sys.stdout.buffer
out.write(b"__GANGLION__\\n")
frame = b"x" * 65536
for _ in range(64):
    out.write(b"D" + len(frame).to_bytes(4, "big") + frame)
out.flush()
"""


async def _tab_gone(data: bytes) -> None:
    raise ConnectionResetError("Cannot write to closing transport")  # aiohttp's, once the tab closed


async def test_an_app_still_drawing_after_its_tab_closed_is_not_blocked_on_its_output() -> None:
    command = shlex.join([sys.executable, "-c", DRAWING_APP])
    service = AppProcess(command, write_bytes=_tab_gone, write_str=_nothing, close=_nothing,
                         download_manager=DownloadManager())
    service.quit_grace = 5
    await service.start(80, 24)
    process = service.process
    assert process is not None
    await asyncio.wait_for(service.stop(), 20)
    assert process.returncode == 0, "the app was ended while blocked writing, not left to finish"
