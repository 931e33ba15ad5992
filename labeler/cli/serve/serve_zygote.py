"""The warm process `labeler serve` forks visitors' apps from, so that an app starts without paying
again for what every app's start costs: the imports, and the first styling, layout, drawing and
SQL statements (labeler.serve.apps.warm runs the app once, headless, to fill those caches).

Run as `python -m labeler.cli.serve.serve_zygote FD SERVER_PID` by labeler.serve.apps.fork, FD being one end
of a SOCK_SEQPACKET socket pair. It ends with the server: when the server hangs up, and (Linux's
parent-death signal) the moment the server dies, even killed while this process is still preloading. Requests come in as one JSON message (the app's argv after `-m labeler`,
its environment, its working directory) with three file descriptors attached (the app's stdin,
stdout and stderr); each is answered with the child's pid, and every child's end with its exit
status (this process reaps them). A child is what `python -m labeler ARGV` would be: its own
session and process group, the three descriptors as fds 0-2, the request's environment, the
command line run by labeler.cli.main and the interpreter's normal exit.

Fork safety: before any fork this process has one thread, no event loop and no open database
connection (the warm-up's loop is closed, its workers done, its throwaway database closed and deleted;
the project's engine it keeps for the apps has an empty pool, labeler.storage.forked; each app opens its
own connections after the fork, SQLite or PostgreSQL); it refuses to serve (says so
and exits) if a thread is left running. Textual reads its TEXTUAL_* variables when imported, so
this process is started with the environment every app gets (only COLUMNS and ROWS differ per
visitor, and Textual reads those when the app starts).
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
import traceback
from typing import Any, NoReturn

from labeler.serve.apps.gate import StartGate, Turn, cpus

MAX_REQUEST_BYTES = 1 << 20
STDIO_FDS = 3
PR_SET_PDEATHSIG = 1  # linux/prctl.h


def send(control: socket.socket, message: dict[str, Any]) -> None:
    """One reply to the server (a datagram: never split, never merged with another)."""
    control.send(json.dumps(message).encode("utf-8"))


def serve(control: socket.socket) -> tuple[dict[str, Any], list[int], tuple[int, int]] | None:
    """Fork a child per request until the server hangs up (then None); in a child, return its
    request, descriptors and start-gate ends (labeler.serve.apps.gate), with this loop's state
    (selector, wakeup pipe, handlers, the other children's gate ends) undone."""
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_read, False)
    os.set_blocking(wake_write, False)
    for signum in (signal.SIGCHLD, signal.SIGTERM):  # each wakes the loop below (set_wakeup_fd)
        signal.signal(signum, lambda signum, frame: None)
    signal.set_wakeup_fd(wake_write)
    selector = selectors.DefaultSelector()
    selector.register(control, selectors.EVENT_READ)
    selector.register(wake_read, selectors.EVENT_READ)
    gate = StartGate(cpus(), selector)
    children: set[int] = set()
    while True:
        for key, _ in selector.select(gate.timeout(time.monotonic())):
            if isinstance(key.data, Turn):
                gate.done(key.data)
            elif key.fileobj is control:
                message, fds, _, _ = socket.recv_fds(control, MAX_REQUEST_BYTES, STDIO_FDS)
                if not message:
                    end_children(children)  # the server is gone: its apps have no tab left to serve
                    return None
                request = json.loads(message)
                if len(fds) != STDIO_FDS:
                    for fd in fds:
                        os.close(fd)
                    send(control, {"id": request.get("id"), "error": f"{len(fds)} descriptors, not {STDIO_FDS}"})
                    continue
                led_read, led_write = os.pipe()
                turn = gate.new_turn()
                pid = os.fork()
                if pid == 0:
                    # its own session and process group first: the server may signal the group as soon
                    # as it has the pid, and the pid is sent only once this end is closed
                    os.setsid()
                    os.close(led_write)
                    os.close(led_read)
                    signal.set_wakeup_fd(-1)
                    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                    signal.signal(signal.SIGTERM, signal.SIG_DFL)
                    selector.close()
                    # detached, so the socket object the child inherits never closes that number again
                    # (by then another file's, the app's own) nor is reported unclosed at exit
                    for fd in (wake_read, wake_write, control.detach()):
                        os.close(fd)
                    return request, fds, gate.child_side(turn)
                os.close(led_write)
                os.read(led_read, 1)  # the end of the pipe: the child leads its group (or is gone)
                os.close(led_read)
                for fd in fds:
                    os.close(fd)
                children.add(pid)
                gate.forked(turn)
                send(control, {"id": request["id"], "pid": pid})
            else:
                if signal.SIGTERM in woken_by(wake_read):  # the server died (parent-death signal) or asked
                    end_children(children)
                    return None
                reap(control, children)
        gate.admit(time.monotonic())  # waits and holds that ran out


def woken_by(wake_read: int) -> set[int]:
    """The signals that woke the loop (set_wakeup_fd writes each one's number)."""
    found: set[int] = set()
    try:
        while data := os.read(wake_read, 512):
            found.update(data)
    except BlockingIOError:
        pass
    return found


def die_with(server_pid: int) -> None:
    """Ask Linux to send this process SIGTERM when the server that started it dies, however it dies
    (SIGKILL included): before serving, that ends it at once; while serving, its apps with it. Where
    there is no prctl, the server's end of the socket closing still ends it once it serves."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != server_pid:  # it died before the request took effect
        os.kill(os.getpid(), signal.SIGTERM)


def reap(control: socket.socket, children: set[int]) -> None:
    """Collect every child that has ended and tell the server how each ended."""
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        children.discard(pid)
        send(control, {"exited": pid, "status": os.waitstatus_to_exitcode(status)})


def end_children(children: set[int], grace: float = 3.0) -> None:
    """SIGTERM every child's group (an app then commits the keys it has, and quits), SIGKILL what is
    left after grace seconds, and reap them all. A server that stopped normally left none running."""
    for pid in children:
        signal_group(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while children and time.monotonic() < deadline:
        children -= reaped()
        time.sleep(0.05)
    for pid in children:
        signal_group(pid, signal.SIGKILL)
    while children:
        try:
            pid, _ = os.waitpid(-1, 0)
        except ChildProcessError:
            return
        children.discard(pid)


def reaped() -> set[int]:
    """The children that have ended, collected."""
    done: set[int] = set()
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return done
        if pid == 0:
            return done
        done.add(pid)


def signal_group(pid: int, signum: int) -> None:
    """Signal the child's process group (it leads one); gone already is fine."""
    try:
        os.killpg(pid, signum)
    except ProcessLookupError:
        pass


def become_app(request: dict[str, Any], fds: list[int], gate: tuple[int, int]) -> NoReturn:
    """In the child (already leading its own session and process group, as textual-serve's start under
    labeler serve gives an app): take the visitor's descriptors and environment, wait for its turn at
    the start gate, and run `labeler ARGV`, freeing the gate's slot once its first pair is drawn."""
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
    from labeler.cli import main
    from labeler.serve.apps.gate import hold_until_drawn, wait_turn

    go, done = gate
    wait_turn(go)
    hold_until_drawn(done)

    main()
    sys.exit(0)


def main() -> None:
    """Preload, check it is safe to fork, then serve the server's requests until it hangs up."""
    if len(sys.argv) > 2:
        die_with(int(sys.argv[2]))
    from labeler.runtime import tune

    tune()  # as labeler.launch tunes every command's process, before the imports
    control = socket.socket(fileno=int(sys.argv[1]))
    try:
        import labeler.cli.app  # noqa: F401  (the tui command a child runs)
        from labeler.serve.apps.warm import warm_up

        warm_up(os.environ.get("LABELER_DB"))
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
        control.close()
        sys.exit(0)
    become_app(*child)


if __name__ == "__main__":
    main()
