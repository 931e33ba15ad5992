"""A visitor's app under `labeler serve`, through the same service class the server uses: ended within a
bounded time when it ignores the quit (and SIGTERM) or falls silent, left to finish while it still works
after its tab closed; an app that never starts is said to the page in one line safe to show, its
traceback only in the server's log (masked)."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import shlex
import sys
import time

import pytest
from textual_serve.download_manager import DownloadManager

from labeler.serve.server import LOG_FORMAT
from labeler.serve.apps.processes import AppProcess
from labeler.serve.access.boundary import MaskingFormatter, start_failure

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


class Tab:
    """What the app service sends a browser tab."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.data = b""
        self.closed = False

    async def write_bytes(self, data: bytes) -> bool:
        self.data += data
        return True

    async def write_str(self, text: str) -> bool:
        self.texts.append(text)
        return True

    async def close(self) -> None:
        self.closed = True


async def run_app(command: str) -> Tab:
    tab = Tab()
    service = AppProcess(command, write_bytes=tab.write_bytes, write_str=tab.write_str, close=tab.close,
                         download_manager=DownloadManager())
    await service.start(80, 24)
    assert service._task is not None
    await service._task
    return tab


async def test_a_crash_before_the_app_starts_is_said_without_its_traceback_which_the_log_keeps_masked(caplog):
    secret = "token=s3cr3t-s3cr3t-s3cr3t"
    command = shlex.join([sys.executable, "-c", f"raise RuntimeError({secret!r})"])
    with caplog.at_level(logging.ERROR, logger="labeler.serve"):
        tab = await run_app(command)
    assert tab.closed
    assert [json.loads(text) for text in tab.texts] == [
        ["labeler_ended", {"cause": "the app could not start (exit status 1); the server's log says why"}]]
    (record,) = [r for r in caplog.records if r.name == "labeler.serve"]
    logged = MaskingFormatter(LOG_FORMAT).format(record)
    assert logged.startswith("labeler serve: ERROR labeler.serve: an app could not start (exit status 1):\nTraceback")
    assert "RuntimeError" in logged and "s3cr3t" not in logged


async def test_labelers_own_one_line_error_is_shown_with_credentials_masked():
    command = shlex.join([sys.executable, "-c", "import sys; sys.stderr.write('error: cannot reach "
                                                "postgresql://bob:***@db/x?token=abc\\x1b[31m\\n'); sys.exit(2)"])
    tab = await run_app(command)
    (text,) = tab.texts
    assert json.loads(text)[1]["cause"] == "the app could not start: cannot reach postgresql://bob:***@db/x?token=***"


def test_the_page_is_told_only_a_short_line():
    long = "error: " + "x" * 5000
    assert len(start_failure(long, 2)) < 400
    assert start_failure("", None) == "the app could not start; the server's log says why"


WORKING_APP = r"""
import sys, time
out = sys.stdout.buffer
out.write(b"__GANGLION__\n"); out.flush()
end = time.monotonic() + float(sys.argv[1])
while time.monotonic() < end:  # an app committing the keys it was sent, one pair drawn at a time
    out.write(b"D" + (3).to_bytes(4, "big") + b"abc"); out.flush()
    time.sleep(0.2)
"""


async def stop_soon_after_start(seconds_of_work: float, *, stuck: bool = False) -> tuple[int | None, float]:
    tab = Tab()
    code = WORKING_APP if not stuck else "import sys, time; sys.stdout.write('__GANGLION__\\n'); sys.stdout.flush(); time.sleep(60)"
    service = AppProcess(shlex.join([sys.executable, "-c", code, str(seconds_of_work)]), write_bytes=tab.write_bytes,
                         write_str=tab.write_str, close=tab.close, download_manager=DownloadManager())
    service.quit_grace, service.term_grace = 1.0, 0.5
    await service.start(80, 24)
    await asyncio.sleep(0.3)
    started = time.monotonic()
    await service.stop()  # the tab closed
    assert service.process is not None
    return service.process.returncode, time.monotonic() - started


async def test_an_app_still_working_after_its_tab_closed_is_left_to_finish():
    status, waited = await stop_soon_after_start(3.0)
    assert status == 0 and waited >= 2.0  # not ended after quit_grace: it was still drawing


async def test_an_app_silent_after_its_tab_closed_is_ended_soon():
    status, waited = await stop_soon_after_start(0.0, stuck=True)
    assert status is not None and status < 0 and waited < 5.0
