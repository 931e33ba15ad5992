"""One visitor's app process under `labeler serve`: started warm, ended within a bounded time.

Starting: a fresh `python -m labeler tui` spends most of its start importing Textual, the app and
storage; twenty visitors arriving together would pay that twenty times on the same cores. So the
server keeps one warm process that has imported them (labeler.cli.serve.serve_zygote) and forks each app
from it (`AppLauncher`, preloading by default where fork exists); with `--no-preload`, without
fork, or should the warm process be gone, the app starts as textual-serve starts it, and the
visitor sees the same app either way.

textual-serve asks an app to quit and then waits for it with no limit: an app busy in a worker, or
one that never reads the quit, would outlive its tab. Here each app runs in its own process group
(so the shell textual-serve starts it through, and anything the app starts, go with it, and a
Ctrl+C on the server's terminal reaches the server alone), and stopping it is bounded: quit, then,
once the app has been silent for QUIT_GRACE_SECONDS (an app committing the keys typed before its tab
closed draws each pair as it goes, however slowly a loaded machine lets it) or after
MAX_QUIT_SECONDS, SIGTERM to the group, then after TERM_GRACE_SECONDS SIGKILL.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import shlex
import signal
import sys
import time
from asyncio.subprocess import PIPE, Process
from typing import cast

from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from labeler.services.roles import SERVED_KEY_ENV
from labeler.serve.access.boundary import start_failure
from labeler.serve.apps.fork import Zygote, ZygoteError

QUIT_GRACE_SECONDS = 5.0  # a Textual app quits in well under a second when it is not stuck
START_SECONDS = 60.0  # an app that has not announced itself by then is said not to have started
MAX_QUIT_SECONDS = 300.0  # an app still working on its keys this long after its tab closed is ended all the same
TERM_GRACE_SECONDS = 3.0
RESTART_SECONDS = 30.0  # a warm process that died is started again at most this often
# the only variables that differ between two visitors' apps (the judge's key: a coordinator's app only)
PER_VISITOR = ("COLUMNS", "ROWS", SERVED_KEY_ENV)
log = logging.getLogger("labeler.serve")


def can_preload() -> bool:
    """Whether apps can be forked from a warm process here (POSIX fork and descriptor passing)."""
    import socket

    return hasattr(os, "fork") and hasattr(socket, "send_fds") and hasattr(socket, "SOCK_SEQPACKET")


def app_environment(width: int = 80, height: int = 24) -> dict[str, str]:
    """The environment textual-serve gives an app of this size (this process's, plus Textual's driver settings)."""
    service = AppService("", write_bytes=_nothing, write_str=_nothing, close=_nothing, download_manager=DownloadManager())
    return service._build_environment(width=width, height=height)


async def _nothing(*args: object) -> None:
    return None


class AppLauncher:
    """Starts visitors' apps: forked from the warm process when preloading, else as textual-serve does."""

    def __init__(self, preload: bool = True) -> None:
        self.preload = preload and can_preload()
        self.zygote: Zygote | None = None
        self._starting: asyncio.Task[None] | None = None
        self._last_start = -RESTART_SECONDS

    async def start(self) -> None:
        """Start the warm process (when preloading) and wait for it; a failure is logged, and apps start plainly."""
        if self.preload:
            self._restart()
            assert self._starting is not None
            await self._starting

    def _restart(self) -> None:
        if self._starting is not None and not self._starting.done():
            return
        self._last_start = time.monotonic()
        self._starting = asyncio.ensure_future(self._start_zygote())

    async def _start_zygote(self) -> None:
        zygote = Zygote()
        try:
            await zygote.start(app_environment())
        except (ZygoteError, OSError) as exc:
            log.warning("apps start without preloading: the preloaded process failed (%s)", exc)
            return
        old, self.zygote = self.zygote, zygote
        if old is not None:
            await old.close()

    async def open(self, command: str, environment: dict[str, str]) -> Process | None:
        """The app `command` would run, forked from the warm process; None when it must start plainly
        (not preloading, not `python -m labeler ...`, an environment the warm process was not started
        with, or the warm process gone: then it is started again, at most every RESTART_SECONDS)."""
        if not self.preload:
            return None
        if self._starting is not None and not self._starting.done():
            await asyncio.shield(self._starting)  # a visitor arriving while it preloads waits for it
        zygote = self.zygote
        argv = shlex.split(command)
        if argv[:3] != [sys.executable, "-m", "labeler"]:
            return None
        if zygote is None or not zygote.running:
            if time.monotonic() - self._last_start >= RESTART_SECONDS:
                self._restart()
            return None
        if not same_but_size(zygote.environment, environment):
            return None
        try:
            forked = await zygote.fork(argv[3:], environment, os.getcwd())
        except ZygoteError as exc:
            log.warning("an app starts without preloading: %s", exc)
            return None
        return cast(Process, forked)  # the parts of a Process the app service uses (fork.ForkedApp)

    async def close(self) -> None:
        """Stop the warm process (apps already forked are stopped on their own)."""
        if self._starting is not None and not self._starting.done():
            self._starting.cancel()
        if self.zygote is not None:
            await self.zygote.close()
            self.zygote = None


def same_but_size(started_with: dict[str, str], wanted: dict[str, str]) -> bool:
    """Whether an app's environment is the warm process's but for its size (Textual reads the rest when imported)."""
    return {k: v for k, v in started_with.items() if k not in PER_VISITOR} == \
        {k: v for k, v in wanted.items() if k not in PER_VISITOR}


def signal_group(process: Process, signum: int) -> None:
    """Send signum to the process's group (it leads one: started with start_new_session); a group
    that is already gone is fine. Only called before the process is reaped, so its id is still its own."""
    try:
        os.killpg(process.pid, signum)
    except ProcessLookupError:
        pass


async def ended(process: Process, seconds: float) -> bool:
    """Whether the process ends within seconds (waiting for it, and reaping it, if so)."""
    try:
        await asyncio.wait_for(process.wait(), seconds)
    except TimeoutError:
        return False
    return True


async def _collect(stream: asyncio.StreamReader, into: bytearray, limit: int = 1 << 16) -> None:
    """Read stream to its end, keeping its first `limit` bytes in into (an app's error output)."""
    while data := await stream.read(1 << 14):
        if len(into) < limit:
            into += data[: limit - len(into)]


async def _prelude(stdout: asyncio.StreamReader, seconds: float) -> bool:
    """Whether the app announced itself as a Textual app (textual-serve's prelude line) within seconds."""

    async def announced() -> bool:
        for _ in range(10):
            line = await stdout.readline()
            if not line:
                return False
            if line == b"__GANGLION__\n":
                return True
        return False

    try:
        return await asyncio.wait_for(announced(), seconds)
    except TimeoutError:
        return False


async def end_group(process: Process, term_grace: float = TERM_GRACE_SECONDS) -> None:
    """SIGTERM the process's group, wait up to term_grace seconds for the process, then SIGKILL the
    group: whatever of it is left (a grandchild ignoring SIGTERM too) goes with it."""
    if process.returncode is not None:
        return
    signal_group(process, signal.SIGTERM)
    await ended(process, term_grace)
    # Right after the leader ends, its id cannot have been handed out again (ids are allocated in turn).
    signal_group(process, signal.SIGKILL)
    await process.wait()


class AppProcess(AppService):
    """textual-serve's app service with the app in its own process group and a bounded stop."""

    quit_grace: float = QUIT_GRACE_SECONDS
    term_grace: float = TERM_GRACE_SECONDS
    launcher: AppLauncher | None = None  # the server's; None: started as textual-serve starts apps
    judge_key: str | None = None  # the server's judge key, for an app whose role may prefill (else None)

    @property
    def process(self) -> Process | None:
        """The app's process (its group's leader), once started."""
        return self._process

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        """Forked from the warm process, or textual-serve's start in a new session: either way the app
        leads its own process group."""
        environment = self._build_environment(width=width, height=height)
        if self.judge_key:  # this process's user (and root) alone can read another process's environment
            environment[SERVED_KEY_ENV] = self.judge_key
        process = None if self.launcher is None else await self.launcher.open(self.command, environment)
        if process is None:
            process = await asyncio.create_subprocess_shell(
                self.command, stdin=PIPE, stdout=PIPE, stderr=PIPE, env=environment, start_new_session=True
            )
        self._process = process
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def run(self) -> None:
        """Relay the app's output to the tab (textual-serve's packets), then tell the page how it ended.

        An app that never starts (no Textual prelude within START_SECONDS, or it exits first) is said in
        the page with a cause safe to show (`access.boundary.start_failure`) and its error output goes to
        the server's log, masked; textual-serve printed it unmasked to stdout and left the page saying
        "starting the app..." forever. An app that ends, by `q` or not, closes the tab's websocket after
        a `labeler_ended` message, so the page shows the session ended and takes no more keys. Once the
        tab is gone the rest of the output is read and dropped: an app left blocked writing (still
        drawing the keys typed before the drop while it commits them) would be ended with them
        uncommitted, and never reaped."""
        process = self._process
        assert process is not None and process.stdout is not None and process.stderr is not None
        stderr = bytearray()
        reading_stderr = asyncio.ensure_future(_collect(process.stderr, stderr))
        cause: str | None = None
        try:
            if not await _prelude(process.stdout, START_SECONDS):
                cause = await self._failed_start(process, reading_stderr, stderr)
            else:
                await self._relay(process.stdout)
        except (asyncio.IncompleteReadError, ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            await self._tell_ended(cause)
            await asyncio.gather(self._drain(process.stdout), reading_stderr)
        if stderr and cause is None and self.crashed:
            log.warning("an app ended with this error output:\n%s", stderr.decode("utf-8", "replace").rstrip())

    crashed = False  # the app ended without saying so (no exit packet): its error output is logged

    output_at = 0.0  # when the app last wrote (monotonic): an app still drawing is still working

    async def _relay(self, stdout: asyncio.StreamReader) -> None:
        """textual-serve's packet loop: data to the tab, meta and packed packets to their handlers."""
        self.crashed = True
        while True:
            kind = await stdout.readexactly(1)
            self.output_at = time.monotonic()
            size = int.from_bytes(await stdout.readexactly(4), "big")
            payload = await stdout.readexactly(size)
            if kind == b"D":
                await self.on_data(payload)
            elif kind == b"M":
                if b'"exit"' in payload:
                    self.crashed = False
                await self.on_meta(payload)
            elif kind == b"P":
                await self.on_packed(payload)

    async def _drain(self, stdout: asyncio.StreamReader) -> None:
        """Read the rest of the app's output once the tab is gone (an app blocked writing would never
        commit the keys it has), noting that it is still working."""
        while await stdout.read(1 << 16):
            self.output_at = time.monotonic()

    async def _failed_start(self, process: Process, reading_stderr: asyncio.Future[None], stderr: bytearray) -> str:
        """Log why the app did not start (its error output, masked by the server's log formatter) and
        return what the page may be told."""
        if process.returncode is None:
            try:
                await asyncio.wait_for(process.wait(), 1.0)
            except TimeoutError:  # no prelude and still running: stuck
                signal_group(process, signal.SIGKILL)
                await process.wait()
        try:
            await asyncio.wait_for(asyncio.shield(reading_stderr), 2.0)
        except TimeoutError:
            pass
        text = stderr.decode("utf-8", "replace").rstrip()
        log.error("an app could not start (exit status %s)%s", process.returncode, f":\n{text}" if text else "")
        return start_failure(text, process.returncode)

    async def _tell_ended(self, cause: str | None) -> None:
        """The page's notice that this tab's app has ended (with the cause when it never started), then
        the websocket closed; nothing if the tab is gone already."""
        try:
            await self.remote_write_str(json.dumps(["labeler_ended", {"cause": cause}]))
            await self.remote_close()
        except (ConnectionResetError, RuntimeError):
            pass

    async def stop(self) -> None:
        """Ask the app to quit and wait for it while it works: it commits the keys typed before the tab
        closed, however far behind a starved machine left it, and draws each pair as it goes. Once it
        has been silent for quit_grace seconds (stuck), or after MAX_QUIT_SECONDS, end its group
        (end_group). Cancelled meanwhile (the server shutting down), the group is killed at once."""
        process = self._process
        # Not cancelled on a timeout: textual-serve's reader swallows a cancellation and would keep
        # waiting; the reader ends by itself once the group is gone and its output closes.
        quitting = asyncio.ensure_future(self._quit())
        try:
            asked = time.monotonic()
            while not quitting.done():
                await asyncio.wait({quitting}, timeout=min(1.0, self.quit_grace))
                now = time.monotonic()
                if now - max(self.output_at, asked) >= self.quit_grace or now - asked >= MAX_QUIT_SECONDS:
                    break
            if process is not None:
                await end_group(process, self.term_grace)
            await quitting
        except BaseException:
            if process is not None and process.returncode is None:
                signal_group(process, signal.SIGKILL)
            raise

    async def _quit(self) -> None:
        await super().stop()
        if self._process is not None:
            await self._process.wait()
