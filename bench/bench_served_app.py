"""One served app's CPU, alone: its start from the warm process and each grade after, optionally profiled.

    python bench/bench_served_app.py                       # 150 grades, one every 0.1 s
    python bench/bench_served_app.py --profile /tmp/app.prof --keys 300
    python bench/bench_served_app.py --plain               # a fresh `python -m labeler` start, no warm process
    python bench/bench_served_app.py --phases /tmp/app     # CPU per step of a frame, to /tmp/app.phases
    python bench/bench_served_app.py --idle 10             # also its CPU per second with nothing typed, 10 s
    python bench/bench_served_app.py --postgres URL        # the project in a fresh database on that server

What `labeler serve` does for a visitor, without the server: a process started with the apps'
environment preloads and warms up as the warm process does (labeler.cli.serve.serve_zygote: the imports,
then labeler.serve.apps.warm), forks, and the child runs `labeler --annotator=NAME tui
--role=annotator --served` on Textual's web driver (the environment textual-serve gives an app)
over pipes; the parent speaks the driver's packets as
the server does, presses a grade every --interval seconds once the label screen shows, waits for
each counter ("you judged k/T") before the next key, and reads the child's CPU from /proc:
- start: CPU from the fork to the first screen (the warm-up's work the child need not do again);
- per grade: CPU over the grades, divided by the keys (the key's handling, the write, the drawing,
  the output's encoding), and the bytes of screen updates the app sent per grade;
- the database is checked after: one row per key, the k-th on the k-th pair.
The app alone is measured: the server's relay and the database's backends are bench_serve_load.py's.
With --profile, the child runs under cProfile from the fork, on the CPU clock (the main thread:
Textual's loop; the session's worker thread is not in it), and the file is written when it quits;
with --phases, PHASES are timed instead (Textual's reflow, rendering, output; the label screen's
show; the session's grade in its thread).
"""

from __future__ import annotations

import argparse
import os
import re
import select
import statistics
import subprocess
import sys
import time
from pathlib import Path
from collections.abc import Callable
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve_load_backends import Database  # noqa: E402

WORK = ROOT / "bench" / "data" / "served-app"
ANNOTATOR = "annotator00"
WIDTH, HEIGHT = 100, 30
CHILD_FLAG = "BENCH_SERVED_APP_CHILD"
FIRST_KEYS = 10  # the first grades' CPU is given apart: what the app loads on first use (the detector...)


def cpu_seconds(pid: int) -> float:
    """user + system CPU seconds of pid so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def packet(kind: bytes, payload: bytes) -> bytes:
    """One packet of textual-serve's stdin protocol."""
    return kind + len(payload).to_bytes(4, "big") + payload


class Reader:
    """The app's stdout: the prelude line, then D/M/P packets; keeps the data's tail to find counters."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = b""
        self.prelude = False
        self.screen = b""
        self.received = 0  # bytes of screen data so far

    def pump(self, timeout: float) -> bool:
        """Read what is there within timeout; False at the end of the output."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        data = os.read(self.fd, 1 << 16)
        if not data:
            return False
        self.buffer += data
        if not self.prelude:
            if b"__GANGLION__\n" not in self.buffer:
                return True
            self.buffer = self.buffer.split(b"__GANGLION__\n", 1)[1]
            self.prelude = True
        while len(self.buffer) >= 5:
            size = int.from_bytes(self.buffer[1:5], "big")
            if len(self.buffer) < 5 + size:
                break
            kind, payload, self.buffer = self.buffer[:1], self.buffer[5:5 + size], self.buffer[5 + size:]
            if kind == b"D":
                self.screen = (self.screen + payload)[-200_000:]
                self.received += len(payload)
        return True


def seen_counter(screen: bytes, total: int) -> int:
    """The highest 'k/total' counter in the output so far (-1: none)."""
    found = re.findall(rb"(?<![\d,])([\d,]+)/" + f"{total:,}".encode() + rb"(?![\d,])", screen)
    return max((int(value.replace(b",", b"")) for value in found), default=-1)


def child_environment() -> dict[str, str]:
    """The environment textual-serve gives an app of WIDTH x HEIGHT, as `labeler serve` builds it."""
    from labeler.serve.apps.processes import app_environment

    return app_environment(WIDTH, HEIGHT)


def run_child(db: str, profile: str | None, plain: bool) -> tuple[int, int, int]:
    """Start the app (forked after a warm-up here, or plainly); (pid, its stdin, its stdout)."""
    argv = [f"--annotator={ANNOTATOR}", "tui", "--role=annotator", "--served"]
    env = {**child_environment(), "LABELER_DB": db}
    if plain:
        command = [sys.executable, *(["-m", "cProfile", "-o", profile] if profile else []), "-m", "labeler", *argv]
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                   cwd=ROOT, start_new_session=True)
        assert process.stdin is not None and process.stdout is not None
        return process.pid, process.stdin.fileno(), process.stdout.fileno()
    # the warm process's preload, in a process started with the apps' environment (Textual reads it when imported)
    stdin_read, stdin_write = os.pipe()
    stdout_read, stdout_write = os.pipe()
    warm = subprocess.Popen([sys.executable, __file__, "--child", db, profile or "", *argv],
                            stdin=stdin_read, stdout=stdout_write, env={**env, CHILD_FLAG: "1"},
                            cwd=ROOT, start_new_session=True)
    os.close(stdin_read)
    os.close(stdout_write)
    return warm.pid, stdin_write, stdout_read


def warm_then_app(db: str, profile: str, argv: list[str]) -> None:
    """In the child process: preload and warm up as labeler.cli.serve.serve_zygote does, then fork the app
    (the parent waits for it, so the pid the bench watches is the app's for CPU only after the fork)."""
    import gc

    from labeler.runtime import tune

    tune()
    import labeler.cli.app  # noqa: F401
    from labeler.serve.apps.warm import warm_up

    warm_up(db)
    gc.collect()
    gc.freeze()
    # the CPU the warm-up took is this process's; the app's is counted from the fork on
    before = cpu_seconds(os.getpid())
    pid = os.fork()
    if pid:
        _, status = os.waitpid(pid, 0)
        os._exit(os.waitstatus_to_exitcode(status))
    Path(WORK / "warm-cpu").write_text(str(before))
    os.setsid()
    sys.argv = ["labeler", *argv]
    from labeler.cli import main

    if profile.endswith(".start"):  # the start alone, fork to first pair drawn
        import cProfile

        record_start(WORK / "start", cProfile.Profile(time.thread_time), profile)
        main()
        sys.exit(0)
    if profile.endswith(".phases"):  # the start's phases also, to FILE.start-phases once the first pair is drawn
        record_start(WORK / "start", phases=(time_phases(profile), profile.removesuffix(".phases") + ".start-phases"))
        main()
        sys.exit(0)
    record_start(WORK / "start")
    if not profile:
        main()
        sys.exit(0)
    import cProfile

    profiler = cProfile.Profile(time.thread_time)
    try:
        profiler.runcall(main)
    except SystemExit:
        pass
    finally:
        profiler.dump_stats(profile)


def record_start(path: Path, profiler: Any = None, profile: str = "",
                 phases: tuple[Callable[[str], None], str] | None = None) -> None:
    """In the forked app: write the CPU (every thread, the kernel's exact clock, not 10 ms ticks) and the minor
    page faults at each step from the fork to the first pair drawn (as labeler serve's start gate counts a
    start), one line each: step, CPU seconds, system CPU seconds, faults; with a profiler, profile the main
    thread over the same span, its stats to profile."""
    import resource

    from labeler.tui.app import LabelerApp

    steps: list[str] = []

    def step(name: str) -> None:
        usage = resource.getrusage(resource.RUSAGE_SELF)
        steps.append(f"{name} {time.process_time()} {usage.ru_stime} {usage.ru_minflt}\n")

    init, mount, shown = LabelerApp.__init__, LabelerApp.on_mount, LabelerApp.on_pair_shown

    def traced_init(self: LabelerApp, *args: object, **kwargs: object) -> None:
        step("built")
        init(self, *args, **kwargs)  # type: ignore[arg-type]

    def traced_mount(self: LabelerApp) -> None:
        step("mount")
        mount(self)

    def traced_shown(self: LabelerApp, message: object) -> None:
        if not any(line.startswith("shown") for line in steps):
            step("shown")
        shown(self, message)  # type: ignore[arg-type]

    try:  # as the start gate's hook does in the tree under test (labeler.serve.apps.gate.hold_until_drawn)
        from labeler.serve.apps.collector import start_uncollected
    except ImportError:  # a tree from before it
        collect_again = None
    else:
        collect_again = start_uncollected()

    def drawn() -> None:
        step("drawn")
        if collect_again is not None:
            collect_again()
        path.write_text("".join(steps))
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(profile)
        if phases is not None:
            phases[0](phases[1])

    LabelerApp.__init__, LabelerApp.on_mount, LabelerApp.on_pair_shown = traced_init, traced_mount, traced_shown  # type: ignore[method-assign]
    LabelerApp.first_pair_drawn = drawn
    step("fork")
    if profiler is not None:
        profiler.enable()


PHASES = {  # Textual's steps of a frame and the app's own, each in the CPU of the thread running it (nested ones
    # included in their callers)
    "layout": ("textual.screen", "Screen", "_refresh_layout"),
    "reflow": ("textual._compositor", "Compositor", "reflow"),
    "render update": ("textual._compositor", "Compositor", "render_update"),
    "widget content": ("textual.widget", "Widget", "_render_content"),
    "display (encode, write)": ("textual.app", "App", "_display"),
    "styles": ("textual.css.stylesheet", "Stylesheet", "apply"),
    "css parse": ("textual.css.stylesheet", "Stylesheet", "parse"),
    "app compose": ("labeler.tui.screens.label.screen", "LabelScreen", "compose"),
    "label screen show": ("labeler.tui.screens.label.screen", "LabelScreen", "show"),
    "session grade (worker thread)": ("labeler.services.labeling.session", "LabelingSession", "grade"),
    "session start (worker thread)": ("labeler.services.labeling.session", "LabelingSession", "start"),
    "first pair's suspects (worker thread)": ("labeler.services.labeling.session", "LabelingSession", "read_suspects"),
    "screen update timer": ("textual.screen", "Screen", "_on_timer_update"),
    "compositor refresh": ("textual.screen", "Screen", "_compositor_refresh"),
    "screen resized": ("textual.screen", "Screen", "_screen_resized"),
    "screen resume": ("textual.screen", "Screen", "_on_screen_resume"),
    "compose": ("textual.widget", "Widget", "_compose"),
    "open the project (cli)": ("labeler.cli.context", "AppContext", "repository"),
    "session init": ("labeler.services.labeling.session", "LabelingSession", "__init__"),
    "SQL compiled (cache misses)": ("sqlalchemy.sql.compiler", "SQLCompiler", "__init__"),
    "suspects verdicts": ("labeler.services.labeling.suspects_ahead", "SuspectVerdicts", "of"),
    "input thread (parse keys)": ("textual.drivers.web_driver", "WebDriver", "run_input_thread"),
}


def time_phases(path: str) -> Callable[[str], None]:
    """Wrap each of PHASES to add up its CPU time on the thread that runs it; written to path at exit, and by
    the function returned (to the path it is given) when called."""
    import atexit
    import importlib

    totals: dict[str, float] = {name: 0.0 for name in PHASES}
    calls: dict[str, int] = {name: 0 for name in PHASES}
    for name, (module, owner, attribute) in PHASES.items():
        cls = getattr(importlib.import_module(module), owner)
        original = getattr(cls, attribute)

        def timed(*args: object, _original=original, _name=name, **kwargs: object) -> object:
            started = time.thread_time()
            try:
                return _original(*args, **kwargs)
            finally:
                totals[_name] += time.thread_time() - started
                calls[_name] += 1

        setattr(cls, attribute, timed)
    def write(to: str) -> None:
        Path(to).write_text("".join(f"{name}\t{totals[name]:.4f}\t{calls[name]}\n" for name in PHASES))

    atexit.register(write, path)
    return write


def start_steps(path: Path) -> dict[str, float]:
    """The forked app's start by steps (record_start): CPU ms of each from the one before, the whole start's
    CPU, system CPU and minor faults (empty for a plain start)."""
    if not path.exists():
        return {}
    rows = [line.split() for line in path.read_text().splitlines()]
    figures = {f"{name} ms": (float(cpu) - float(before[1])) * 1000 for (name, cpu, *_), before in zip(rows[1:], rows)}
    last, first = rows[-1], rows[0]
    return {**figures, "start CPU to drawn ms": (float(last[1]) - float(first[1])) * 1000,
            "start system ms": (float(last[2]) - float(first[2])) * 1000,
            "start minor faults": float(last[3]) - float(first[3])}


def app_pid(pid: int, plain: bool) -> int:
    """The app's process: the forked child of the warm process (or the plain one itself)."""
    if plain:
        return pid
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        except OSError:
            children = []
        if children:
            return int(children[0])
        time.sleep(0.01)
    raise SystemExit("the warm process forked no app within 120 s")


def idle_cpu(app: int, reader: Reader, seconds: float) -> float:
    """The app's CPU per second over seconds with nothing typed (its output read all along)."""
    before, until = cpu_seconds(app), time.monotonic() + seconds
    while time.monotonic() < until:
        reader.pump(max(0.0, until - time.monotonic()))
    return (cpu_seconds(app) - before) / seconds


def measure(keys: int, interval: float, profile: str | None, plain: bool, idle: float,
            postgres: str | None = None) -> dict[str, float]:
    """One app: start, then keys grades; CPU figures and the key -> counter times (and, on PostgreSQL,
    the CPU of the backends that served it)."""
    WORK.mkdir(parents=True, exist_ok=True)
    (WORK / "warm-cpu").unlink(missing_ok=True)
    (WORK / "start").unlink(missing_ok=True)
    if postgres:
        database, total = Database.postgres(postgres, keys + 40)
    else:
        database, total = Database.sqlite(WORK / "app.db", keys + 40)
    started = time.monotonic()
    pid, stdin, stdout = run_child(database.db, profile, plain)
    reader = Reader(stdout)
    app = -1
    try:
        while seen_counter(reader.screen, total) < 0:
            if not reader.pump(1.0) or time.monotonic() - started > 180:
                raise SystemExit("no label screen within 180 s")
            if app < 0 and (plain or (WORK / "warm-cpu").exists()):
                app = app_pid(pid, plain)
                forked_at = time.monotonic()
        first_screen = time.monotonic() - forked_at
        start_cpu = cpu_seconds(app)
        os.write(stdin, packet(b"M", b'{"type": "focus"}'))
        idle_before = idle_cpu(app, reader, idle) if idle else 0.0
        latencies = []
        cpu_at = [cpu_seconds(app)]
        bytes_at = [reader.received]
        database.sample_cpu()
        backend_at = [database.cpu]
        for key in range(keys):
            if key == min(FIRST_KEYS, keys // 2):
                database.sample_cpu()
                backend_at.append(database.cpu)
            sent, received = time.monotonic(), reader.received
            os.write(stdin, packet(b"D", str(key % 4).encode()))
            # all the data since the key: a frame redrawing the whole screen may follow the counter's
            while seen_counter(reader.screen[-(reader.received - received + 100):], total) < key + 1:
                if not reader.pump(5.0) or time.monotonic() - sent > 30:
                    raise SystemExit(f"key {key + 1}: no counter within 30 s")
            latencies.append(time.monotonic() - sent)
            time.sleep(max(0.0, interval - (time.monotonic() - sent)))
            cpu_at.append(cpu_seconds(app))
            bytes_at.append(reader.received)
        database.sample_cpu()
        backend_at.append(database.cpu)
        idle_after = idle_cpu(app, reader, idle) if idle else 0.0
        os.write(stdin, packet(b"D", b"q"))
        while reader.pump(5.0):
            pass
    finally:
        os.close(stdin)
    os.waitpid(pid, 0)
    stored, lost = database.stored_exactly_once({ANNOTATOR: [key % 4 for key in range(keys)]})
    database.remove()
    latencies.sort()
    early = min(FIRST_KEYS, keys // 2)
    steps = start_steps(WORK / "start")
    return {"first screen s": first_screen, "start CPU s": start_cpu, **steps,
            f"first {early} grades' CPU s": cpu_at[early] - cpu_at[0],
            "CPU per grade after ms": (cpu_at[-1] - cpu_at[early]) / (keys - early) * 1000,
            "CPU per grade ms": (cpu_at[-1] - cpu_at[0]) / keys * 1000,
            "bytes per grade after": (bytes_at[-1] - bytes_at[early]) / (keys - early),
            **({"database CPU per grade after ms": (backend_at[-1] - backend_at[-2]) / (keys - early) * 1000}
               if postgres else {}),
            "key->counter median ms": statistics.median(latencies) * 1000,
            "key->counter p95 ms": latencies[int(0.95 * (len(latencies) - 1))] * 1000,
            "lost": float(lost), "stored ok": float(stored.startswith("ok")),
            **({"idle before ms/s": idle_before * 1000,
                "idle after ms/s": idle_after * 1000} if idle else {})}


def main() -> None:
    """Run the measure (or, re-run as the warm process, be it)."""
    if len(sys.argv) > 1 and sys.argv[1] == "--child" and os.environ.get(CHILD_FLAG):
        os.environ.pop(CHILD_FLAG)
        warm_then_app(sys.argv[2], sys.argv[3], sys.argv[4:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=150)
    parser.add_argument("--interval", type=float, default=0.1, help="seconds from one key to the next (at least the counter's wait)")
    parser.add_argument("--profile", metavar="FILE", default=None, help="run the app under cProfile, stats to FILE")
    parser.add_argument("--profile-start", metavar="FILE", default=None,
                        help="run the app's start alone (fork to first pair drawn) under cProfile, stats to FILE.start")
    parser.add_argument("--phases", metavar="FILE", default=None,
                        help="time Textual's frame steps in the app (CPU per step, to FILE.phases) instead of profiling")
    parser.add_argument("--plain", action="store_true", help="start the app as `python -m labeler` would, no warm process")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--postgres", metavar="URL", default=None,
                        help="the project in a fresh database on this PostgreSQL server (dropped after)")
    parser.add_argument("--idle", type=float, default=0.0, metavar="SECONDS",
                        help="also measure the app's CPU per second with nothing typed, for SECONDS before and after the grades")
    args = parser.parse_args()
    if args.phases:
        args.profile = args.phases + ".phases"
    if args.profile_start:
        args.profile = args.profile_start + ".start"
    for _ in range(args.runs):
        figures = measure(args.keys, args.interval, args.profile, args.plain, args.idle, args.postgres)
        print(f"load {os.getloadavg()[0]:.1f} | " + " | ".join(f"{name} {value:.2f}" for name, value in figures.items()),
              flush=True)


if __name__ == "__main__":
    main()
