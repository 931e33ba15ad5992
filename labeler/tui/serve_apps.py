"""One visitor's app process under `labeler serve`, ended within a bounded time.

textual-serve asks an app to quit and then waits for it with no limit: an app busy in a worker, or
one that never reads the quit, would outlive its tab. Here each app runs in its own process group
(so the shell textual-serve starts it through, and anything the app starts, go with it, and a
Ctrl+C on the server's terminal reaches the server alone), and stopping it is bounded: quit, then
after QUIT_GRACE_SECONDS SIGTERM to the group, then after TERM_GRACE_SECONDS SIGKILL.
"""

from __future__ import annotations

import asyncio
import os
import signal
from asyncio.subprocess import PIPE, Process

from textual_serve.app_service import AppService

QUIT_GRACE_SECONDS = 5.0  # a Textual app quits in well under a second when it is not stuck
TERM_GRACE_SECONDS = 3.0


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

    @property
    def process(self) -> Process | None:
        """The app's process (its group's leader), once started."""
        return self._process

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        """textual-serve's start, in a new session: the app leads its own process group."""
        environment = self._build_environment(width=width, height=height)
        self._process = process = await asyncio.create_subprocess_shell(
            self.command, stdin=PIPE, stdout=PIPE, stderr=PIPE, env=environment, start_new_session=True
        )
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def stop(self) -> None:
        """Ask the app to quit and wait quit_grace seconds for it; then end its group (end_group).
        Cancelled meanwhile (the server shutting down), the group is killed at once."""
        process = self._process
        # Not cancelled on a timeout: textual-serve's reader swallows a cancellation and would keep
        # waiting; the reader ends by itself once the group is gone and its output closes.
        quitting = asyncio.ensure_future(self._quit())
        try:
            await asyncio.wait({quitting}, timeout=self.quit_grace)
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
