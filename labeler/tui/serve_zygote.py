"""The warm process `labeler serve` forks visitors' apps from: Textual, the app, storage and the
database drivers imported once, so a visitor's app starts without paying for the imports again.

Run as `python -m labeler.tui.serve_zygote FD` by labeler.tui.serve_launcher, FD being one end of a
SOCK_SEQPACKET socket pair. Requests come in as one JSON message (the app's argv after `-m labeler`,
its environment, its working directory) with three file descriptors attached (the app's stdin,
stdout and stderr); each is answered with the child's pid, and every child's end with its exit
status. A child is what `python -m labeler ARGV` would be: its own session and process group, the
three descriptors as fds 0-2, the request's environment, the command line run by labeler.launch and
the interpreter's normal exit.

Importing is half of an app's start; the other half is Textual's first styling, layout and
drawing, and SQLAlchemy's first statements, which fill caches that every later app in the same
process reuses. So before serving, this process also runs the app once, headless, on a throwaway
SQLite database (one grade included), and its children start with those caches warm.

Fork safety: before any fork this process has one thread, no event loop and no database connection
(the warm-up's loop is closed, its workers done, its database closed and deleted; each app opens
its own connection after the fork, SQLite or PostgreSQL); it refuses to serve (says so and exits)
if a thread is left running. Textual reads its TEXTUAL_*
variables when imported, so this process is started with the environment every app gets (only
COLUMNS and ROWS differ per visitor, and Textual reads those when the app starts).
"""

from __future__ import annotations

import gc
import json
import os
import selectors
import signal
import socket
import sys
import threading
import time
import tempfile
import traceback
from pathlib import Path
from typing import Any, NoReturn

MAX_REQUEST_BYTES = 1 << 20
STDIO_FDS = 3
# What `labeler tui` imports on its way to the first screen (the rest it imports, it imports fast).
PRELOAD = (
    "labeler.launch",
    "labeler.cli",
    "labeler.cli.app",
    "labeler.domain.labeling",
    "labeler.services.project",
    "labeler.tui.app",
    "labeler.tui.keymap",
    "textual.drivers.web_driver",
    "sqlalchemy.dialects.sqlite.pysqlite",
)
OPTIONAL_PRELOAD = ("sqlalchemy.dialects.postgresql.psycopg", "psycopg")  # PostgreSQL, where installed


def preload() -> None:
    """Import what an app needs to start; a missing optional driver is fine."""
    import importlib

    for name in PRELOAD:
        importlib.import_module(name)
    for name in OPTIONAL_PRELOAD:
        try:
            importlib.import_module(name)
        except ImportError:
            pass


def warm_up(seconds: float = 60.0) -> None:
    """Run the app once, headless, to its first screen and one grade, on a throwaway database."""
    import asyncio

    from labeler.domain import Chunk, Pair, Query
    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    with tempfile.TemporaryDirectory(prefix="labeler-warm-up-") as folder:
        repository = open_repository(str(Path(folder) / "warm-up.db"))
        try:
            repository.upsert_queries([Query(id="q", text="warm-up query", description="what a good answer says")])
            repository.upsert_chunks([[Chunk(id=f"c{j}", text="a warm-up chunk " * 20, title="t", doc_id="d")
                                       for j in range(3)]])
            repository.add_pairs(Pair("q", f"c{j}", "pool", best_rank=j + 1) for j in range(3))
            app = create_app(repository, "warm-up")

            async def drive() -> None:
                async with app.run_test(size=(100, 30)) as pilot:
                    for key in ("", "1"):
                        if key:
                            await pilot.press(key)
                        deadline = time.monotonic() + seconds
                        while time.monotonic() < deadline:
                            await app.workers.wait_for_complete()
                            await pilot.pause(0)
                            label = app.label_screen
                            if label is not None and label.view is not None and not label.busy:
                                break

            asyncio.run(drive())
        finally:
            repository.close()


def send(control: socket.socket, message: dict[str, Any]) -> None:
    """One reply to the server (a datagram: never split, never merged with another)."""
    control.send(json.dumps(message).encode("utf-8"))


def serve(control: socket.socket) -> tuple[dict[str, Any], list[int]] | None:
    """Fork a child per request until the server hangs up (then None); in a child, return its
    request and descriptors, with this loop's state (selector, wakeup pipe, handlers) undone."""
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_read, False)
    os.set_blocking(wake_write, False)
    signal.signal(signal.SIGCHLD, lambda signum, frame: None)
    signal.set_wakeup_fd(wake_write)
    selector = selectors.DefaultSelector()
    selector.register(control, selectors.EVENT_READ)
    selector.register(wake_read, selectors.EVENT_READ)
    while True:
        for key, _ in selector.select():
            if key.fileobj is control:
                message, fds, _, _ = socket.recv_fds(control, MAX_REQUEST_BYTES, STDIO_FDS)
                if not message:
                    return None  # the server is gone
                request = json.loads(message)
                if len(fds) != STDIO_FDS:
                    for fd in fds:
                        os.close(fd)
                    send(control, {"id": request.get("id"), "error": f"{len(fds)} descriptors, not {STDIO_FDS}"})
                    continue
                pid = os.fork()
                if pid == 0:
                    signal.set_wakeup_fd(-1)
                    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                    selector.close()
                    for fd in (wake_read, wake_write, control.fileno()):
                        os.close(fd)
                    return request, fds
                for fd in fds:
                    os.close(fd)
                send(control, {"id": request["id"], "pid": pid})
            else:
                try:
                    while os.read(wake_read, 512):
                        pass
                except BlockingIOError:
                    pass
                reap(control)


def reap(control: socket.socket) -> None:
    """Collect every child that has ended and tell the server how each ended."""
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        send(control, {"exited": pid, "status": os.waitstatus_to_exitcode(status)})


def become_app(request: dict[str, Any], fds: list[int]) -> NoReturn:
    """In the child: take the visitor's descriptors and environment, and run `labeler ARGV` to its exit."""
    os.setsid()  # its own session and process group, as textual-serve's start gives it under labeler serve
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
    for fd in fds:
        if fd > 2:
            os.close(fd)
    os.environ.clear()
    os.environ.update(request["env"])
    os.chdir(request["cwd"])
    # the preloaded objects stay frozen: a collection in the app never walks (and so copies) their pages
    sys.argv = [sys.argv[0], *request["argv"]]
    from labeler.launch import main

    main()
    sys.exit(0)


def main() -> None:
    """Preload, check it is safe to fork, then serve the server's requests until it hangs up."""
    from labeler.runtime import tune

    tune()  # as labeler.launch tunes every command's process, before the imports
    control = socket.socket(fileno=int(sys.argv[1]))
    try:
        preload()
        warm_up()
    except Exception:
        send(control, {"error": "preloading failed: " + traceback.format_exc(limit=3)})
        sys.exit(1)
    if threading.active_count() != 1:
        names = ", ".join(thread.name for thread in threading.enumerate())
        send(control, {"error": f"not safe to fork: importing left threads running ({names})"})
        sys.exit(1)
    gc.collect()
    gc.freeze()  # what the imports made is shared with every child: no collection touches (and copies) it
    send(control, {"ready": os.getpid()})
    child = serve(control)
    if child is None:
        sys.exit(0)
    become_app(*child)


if __name__ == "__main__":
    main()
