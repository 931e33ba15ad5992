"""The served side of `bench_serve_load.py --trace FILE`: timestamps of each app's start, in every process.

bench_serve_load.py puts this folder first on the server's PYTHONPATH with SERVE_TRACE=FILE set; Python then
imports this module at the start of the server, of the warm process and (inherited through the fork) of each
app, and it wraps a few functions of labeler as they are imported. Each event is one line appended to FILE:

    MONOTONIC PID PROCESS_CPU MINOR_FAULTS EVENT DETAIL

on one clock for every process (CLOCK_MONOTONIC), with the process's CPU (every thread) and its minor page
faults so far (a forked app copies each page of the warm process it writes to). Events, in a start's order:
server.ws (the websocket handler runs; DETAIL the annotator), server.fork_asked, zygote.fork (the warm
process forks), child.born, server.forked (DETAIL the annotator and pid), child.wait (the child waits on the
start gate; DETAIL the annotator), gate.let_go (the warm process writes to a child's go pipe), child.go,
child.app (the LabelerApp is built: command line parsed, project opened), child.mount, child.pair_shown,
child.frame (Textual writes a frame; DETAIL its kind), child.drawn (the gate's slot is freed),
gate.done (the warm process sees it), server.prelude, server.counter (the first output of the app that holds
"judged", relayed to the tab). The bench adds the client's: client.connect, client.open, client.frame (the
first), client.first_screen. Nothing is traced unless SERVE_TRACE is set.
"""

from __future__ import annotations

import importlib.abc
import os
import sys
import time
from collections.abc import Callable
from typing import Any

TRACE = os.environ.get("SERVE_TRACE")


def event(what: str, detail: str = "") -> None:
    """One line of the trace (one write, O_APPEND: lines of concurrent processes never mix)."""
    if not TRACE:
        return
    try:
        faults = open("/proc/self/stat").read().rsplit(")", 1)[1].split()[7]
    except OSError:
        faults = "-"
    line = f"{time.monotonic():.6f} {os.getpid()} {time.process_time():.4f} {faults} {what} {detail}".rstrip() + "\n"
    fd = os.open(TRACE, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        os.write(fd, line.encode("utf-8", "replace"))
    finally:
        os.close(fd)


def _gate(module: Any) -> None:
    gate = module.StartGate
    admit, done = gate.admit, gate.done

    def traced_admit(self: Any, now: float) -> None:
        before = {id(turn) for turn in self.starting}
        admit(self, now)
        for turn in self.starting:
            if id(turn) not in before:
                event("gate.let_go", f"starting={len(self.starting)} waiting={len(self.waiting)}")

    def traced_done(self: Any, turn: Any) -> None:
        event("gate.done")
        done(self, turn)

    gate.admit, gate.done = traced_admit, traced_done
    wait_turn, hold_until_drawn = module.wait_turn, module.hold_until_drawn

    def traced_wait(go_read: int, *args: Any) -> None:
        event("child.wait", next((arg.split("=", 1)[1] for arg in sys.argv if arg.startswith("--annotator=")), ""))
        wait_turn(go_read, *args)
        event("child.go")

    def traced_hold(done_write: int) -> None:
        hold_until_drawn(done_write)
        from labeler.tui.app import LabelerApp

        hook = LabelerApp.first_pair_drawn

        def drawn() -> None:
            event("child.drawn")
            if hook is not None:
                hook()

        LabelerApp.first_pair_drawn = drawn

    module.wait_turn, module.hold_until_drawn = traced_wait, traced_hold


def _fork(module: Any) -> None:
    zygote = module.Zygote
    fork = zygote.fork

    async def traced_fork(self: Any, argv: list[str], environment: dict[str, str], cwd: str) -> Any:
        annotator = next((arg.split("=", 1)[1] for arg in argv if arg.startswith("--annotator=")), "")
        event("server.fork_asked", annotator)
        app = await fork(self, argv, environment, cwd)
        event("server.forked", f"{annotator} pid={app.pid}")
        return app

    zygote.fork = traced_fork


def _server(module: Any) -> None:
    server = module.LabelerServer
    handle = server.handle_websocket

    async def traced_handle(self: Any, request: Any) -> Any:
        event("server.ws", module._REQUEST_MEMBER.get().name)
        return await handle(self, request)

    server.handle_websocket = traced_handle


def _processes(module: Any) -> None:
    prelude = module._prelude

    async def traced_prelude(stdout: Any, seconds: float) -> bool:
        announced = await prelude(stdout, seconds)
        event("server.prelude")
        return announced

    module._prelude = traced_prelude
    service = module.AppProcess
    on_data = service.on_data

    async def traced_on_data(self: Any, payload: bytes) -> None:
        if not getattr(self, "_traced_counter", False) and b"judged" in payload:
            self._traced_counter = True
            event("server.counter", f"pid={self.process.pid if self.process else 0} bytes={len(payload)}")
        await on_data(self, payload)

    service.on_data = traced_on_data


def _app(module: Any) -> None:
    app = module.LabelerApp
    init, mount, pair_shown = app.__init__, app.on_mount, app.on_pair_shown

    def traced_init(self: Any, *args: Any, **kwargs: Any) -> None:
        event("child.app")
        init(self, *args, **kwargs)

    def traced_mount(self: Any) -> None:
        event("child.mount")
        mount(self)

    def traced_pair_shown(self: Any, message: Any) -> None:
        event("child.pair_shown")
        pair_shown(self, message)

    app.__init__, app.on_mount, app.on_pair_shown = traced_init, traced_mount, traced_pair_shown
    from textual.app import App

    display = App._display

    def traced_display(self: Any, screen: Any, renderable: Any) -> None:
        if renderable is not None and not self._batch_count and not self.is_headless:
            event("child.frame", type(renderable).__name__)
        display(self, screen, renderable)

    App._display = traced_display  # type: ignore[method-assign]


WRAP: dict[str, Callable[[Any], None]] = {
    "labeler.serve.apps.gate": _gate, "labeler.serve.apps.fork": _fork, "labeler.serve.server": _server,
    "labeler.serve.apps.processes": _processes, "labeler.tui.app": _app,
}


class _Wrapper(importlib.abc.MetaPathFinder):
    """Finds each module of WRAP as the other finders do, and wraps its functions once it has run."""

    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        if name not in WRAP:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        loader = spec.loader
        exec_module = loader.exec_module

        def traced_exec(module: Any) -> None:
            exec_module(module)
            WRAP[name](module)

        loader.exec_module = traced_exec
        return spec


if TRACE:
    sys.meta_path.insert(0, _Wrapper())
    os.register_at_fork(before=lambda: event("zygote.fork"), after_in_child=lambda: event("child.born"))
