"""The server's side of the warm process visitors' apps are forked from (labeler.cli.serve.serve_zygote).

`Zygote.start` launches `python -m labeler.cli.serve.serve_zygote` in its own session with the environment
every app gets, and waits until it has imported everything; `Zygote.fork` makes three pipes, sends
the app's ends with the request, and returns a `ForkedApp`: the parts of asyncio's Process that the
app service uses (pid, stdin, stdout, stderr, returncode, wait), the exit status coming from the
zygote, which reaps its children. Should the zygote die, its apps' ends are watched in /proc instead.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import sys
from asyncio.subprocess import DEVNULL, Process
from pathlib import Path
from typing import Any

READY_SECONDS = 60.0  # the imports, on a loaded machine
FORK_SECONDS = 10.0
GONE_POLL_SECONDS = 0.2
MAX_REPLY_BYTES = 1 << 16


class ZygoteError(Exception):
    """The zygote could not start, refused to serve, or is gone."""


class ForkedApp:
    """One app forked by the zygote, shaped as asyncio's Process is where textual-serve looks."""

    def __init__(self, pid: int, stdin: asyncio.StreamWriter, stdout: asyncio.StreamReader,
                 stderr: asyncio.StreamReader) -> None:
        self.pid = pid
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self.returncode: int | None = None
        self._ended = asyncio.Event()

    def ended(self, status: int) -> None:
        """Record the app's exit status (the zygote reaped it) and close the pipe into it."""
        if self.returncode is None:
            self.returncode = status
            self.stdin.close()
            self._ended.set()

    async def wait(self) -> int:
        """Wait for the app to end; its exit status."""
        await self._ended.wait()
        assert self.returncode is not None
        return self.returncode

    async def watch_without_zygote(self) -> None:
        """The zygote is gone: the app (now init's child) is ended once /proc no longer shows it alive."""
        while self.returncode is None:
            if not alive(self.pid):
                self.ended(-1)
                return
            await asyncio.sleep(GONE_POLL_SECONDS)


def alive(pid: int) -> bool:
    """Whether pid is a running (not ended, not a zombie) process."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return state not in ("Z", "X")


class Zygote:
    """The warm process apps are forked from, and the requests and replies to and from it."""

    def __init__(self) -> None:
        self.process: Process | None = None
        self._control: socket.socket | None = None
        self._ready: asyncio.Future[int] | None = None
        self._forks: dict[int, asyncio.Future[int]] = {}
        self._apps: dict[int, ForkedApp] = {}
        self._next_id = 0
        self.environment: dict[str, str] = {}

    @property
    def running(self) -> bool:
        """Whether it is up and answering."""
        return self._control is not None and self._ready is not None and self._ready.done() \
            and not self._ready.cancelled() and self._ready.exception() is None

    async def start(self, environment: dict[str, str], ready_seconds: float = READY_SECONDS) -> None:
        """Launch it with the apps' environment and wait until it has preloaded; ZygoteError if it cannot."""
        loop = asyncio.get_running_loop()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        ours.setblocking(False)
        self.environment = dict(environment)
        self._ready = loop.create_future()
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "labeler.cli.serve.serve_zygote", str(theirs.fileno()), str(os.getpid()),
                stdin=DEVNULL, stdout=DEVNULL,
                env=environment, pass_fds=(theirs.fileno(),), start_new_session=True)
        finally:
            theirs.close()
        self._control = ours
        loop.add_reader(ours.fileno(), self._read_replies)
        try:
            await asyncio.wait_for(asyncio.shield(self._ready), ready_seconds)
        except TimeoutError:
            await self.close()
            raise ZygoteError(f"it did not get ready within {ready_seconds:.0f} s") from None
        except ZygoteError:
            await self.close()
            raise

    def _read_replies(self) -> None:
        control = self._control
        assert control is not None
        while True:
            try:
                data = control.recv(MAX_REPLY_BYTES)
            except BlockingIOError:
                return
            except OSError:
                data = b""
            if not data:
                self._lost(ZygoteError("it ended"))
                return
            self._on_reply(json.loads(data))

    def _on_reply(self, reply: dict[str, Any]) -> None:
        assert self._ready is not None
        if "ready" in reply:
            self._ready.set_result(int(reply["ready"]))
        elif "exited" in reply:
            app = self._apps.pop(int(reply["exited"]), None)
            if app is not None:
                app.ended(int(reply["status"]))
        elif "pid" in reply:
            future = self._forks.pop(int(reply["id"]), None)
            if future is not None and not future.done():
                future.set_result(int(reply["pid"]))
        elif "error" in reply:
            error = ZygoteError(str(reply["error"]))
            future = self._forks.pop(int(reply["id"]), None) if reply.get("id") is not None else None
            if future is not None:
                if not future.done():
                    future.set_exception(error)
            else:
                self._lost(error)

    def _lost(self, error: ZygoteError) -> None:
        """It is gone (or refused to serve): every waiting request fails, every app it forked is watched."""
        control, self._control = self._control, None
        if control is not None:
            asyncio.get_running_loop().remove_reader(control.fileno())
            control.close()
        if self._ready is not None and not self._ready.done():
            self._ready.set_exception(error)
            self._ready.exception()  # retrieved: start() raises it, or nobody waits for it
        for future in self._forks.values():
            if not future.done():
                future.set_exception(error)
        self._forks.clear()
        for app in self._apps.values():
            asyncio.ensure_future(app.watch_without_zygote())
        self._apps.clear()

    async def fork(self, argv: list[str], environment: dict[str, str], cwd: str) -> ForkedApp:
        """A new app running `labeler ARGV` with this environment and working directory; ZygoteError if
        the zygote is not there or does not answer within FORK_SECONDS."""
        control = self._control
        if control is None or not self.running:
            raise ZygoteError("it is not running")
        loop = asyncio.get_running_loop()
        stdin_read, stdin_write = os.pipe()
        stdout_read, stdout_write = os.pipe()
        stderr_read, stderr_write = os.pipe()
        theirs = (stdin_read, stdout_write, stderr_write)
        ours = [stdin_write, stdout_read, stderr_read]
        self._next_id += 1
        request_id = self._next_id
        forked = loop.create_future()
        self._forks[request_id] = forked
        request = json.dumps({"id": request_id, "argv": argv, "env": environment, "cwd": cwd}).encode("utf-8")
        try:
            try:
                socket.send_fds(control, [request], list(theirs))
            finally:
                for fd in theirs:
                    os.close(fd)
            pid = await asyncio.wait_for(forked, FORK_SECONDS)
        except BaseException as exc:
            self._forks.pop(request_id, None)
            for fd in ours:
                os.close(fd)
            if isinstance(exc, (OSError, TimeoutError)):
                raise ZygoteError(f"no app from it ({exc or 'no answer'})") from None
            raise
        stdout = asyncio.StreamReader(loop=loop)
        stderr = asyncio.StreamReader(loop=loop)
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdout), open(stdout_read, "rb", 0))
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stderr), open(stderr_read, "rb", 0))
        transport, protocol = await loop.connect_write_pipe(asyncio.streams.FlowControlMixin, open(stdin_write, "wb", 0))
        app = ForkedApp(pid, asyncio.StreamWriter(transport, protocol, None, loop), stdout, stderr)
        if self._control is None:  # the zygote went while the pipes were being connected
            asyncio.ensure_future(app.watch_without_zygote())
        else:
            self._apps[pid] = app
        return app

    async def close(self, seconds: float = 6.0) -> None:
        """Hang up: it ends any app of its still running (SIGTERM, SIGKILL 3 s later; the server stops
        its apps before, so normally none) and exits; SIGKILL it after `seconds`."""
        if self._control is not None:
            self._lost(ZygoteError("it was closed"))
        process = self.process
        if process is None or process.returncode is not None:
            return
        try:
            await asyncio.wait_for(process.wait(), seconds)
        except TimeoutError:
            process.kill()
            await process.wait()
