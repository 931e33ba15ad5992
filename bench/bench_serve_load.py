"""A team arriving together at `labeler serve`: N websocket clients connect at once over loopback,
each presses a grade every 0.5 s for S seconds, and every grade must be stored exactly once.

    python bench/bench_serve_load.py                          # 20 clients, 60 s, preloaded then plain
    python bench/bench_serve_load.py --launchers preload,plain,preload,plain --seconds 30
    python bench/bench_serve_load.py --short                  # 4 clients, 4 s: the CI-sized run

The goals of issue 32, one command each (docs/BENCHMARKS.md has the figures):

    # a quiet start: the 20th first screen, key -> counter p95
    python bench/bench_serve_load.py --clients 20 --launchers preload
    # under load: 20 annotators beside CPU hogs (load >= 12 on 2 cores), 6 runs, 0 keys lost
    python bench/bench_serve_load.py --clients 20 --hogs 12 --runs 6 --launchers preload
    python bench/bench_serve_load.py --clients 20 --hogs 12 --runs 6 --launchers preload --postgres URL
    # capacity: 40 annotators on PostgreSQL, CPU per grade
    python bench/bench_serve_load.py --clients 40 --launchers preload --postgres URL
    # where the 20th first screen's wall time goes: every start traced step by step, on one clock
    python bench/bench_serve_load.py --clients 20 --launchers preload --seconds 5 --trace /tmp/arrival.trace

(URL: a PostgreSQL server's SQLAlchemy URL, e.g. postgresql+psycopg://postgres@127.0.0.1:5432/postgres;
each run creates a database of its own there and drops it after.)

Each client speaks textual-serve's websocket protocol as the browser page does (`["stdin", key]`
text frames in, the app's terminal output as binary frames out) with its own annotator token, on
a fresh SQLite database of 30-pair queries (bench/data/serve-load/, git-ignored). Per launcher:
- first screen: from the moment all N connect until each sees its label screen ("you judged 0/T");
  the slowest is the figure (the 20th visitor's wait);
- key latency: from sending a grade key until the output shows the counter it moves ("you judged
  k/T"), every key of every client, the burst of starting apps included;
- memory per annotator: each app process's RSS, PSS (shared pages split among their sharers) and
  USS (pages only it holds) from /proc, once every client has its first screen;
- exactly once: after the tabs close and the server stops (SIGTERM), each annotator has one
  judgment row per key pressed, in the order pressed, the k-th on the k-th pair of the queue (the
  pair on screen when it was pressed); keys without a row are counted as lost;
- CPU per grade: the CPU seconds of the server, the warm process, the apps and (PostgreSQL) the
  database's backends, over the keys pressed (starts included): a figure the machine's load does
  not change much, unlike the times.
With --trace FILE, the server and every process under it write the steps of each app's start to FILE
(bench/serve_trace/sitecustomize.py, put first on their PYTHONPATH), the client its own, all on one
monotonic clock, and a summary follows each run's line (bench/serve_trace/timeline.py).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import secrets
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling module, however it is loaded
from serve_load_backends import Database  # noqa: E402
from serve_trace import timeline  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "bench" / "data" / "serve-load"
DUMP = bool(os.environ.get("BENCH_DUMP"))
TRACE: str | None = None  # --trace FILE: the served processes' and the client's events go there
LAUNCHERS = {"preload": [], "plain": ["--no-preload"]}


@dataclass
class Client:
    """One annotator's tab: what it pressed and what it saw, when."""

    name: str
    token: str
    first_screen: float | None = None
    pressed: list[int] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    sent: list[float] = field(default_factory=list)  # when each answered key was sent, from the start
    unanswered: int = 0
    refusals: int = 0  # frames saying a write failed (the database locked past its busy timeout, ...)


@dataclass
class Outcome:
    """One launcher's run."""

    launcher: str
    load: float  # the highest 1-minute load average seen during the run
    clients: list[Client]
    memory: list[tuple[float, float, float]]  # (RSS, PSS, USS) MB per app process
    cpu: dict[str, float]  # CPU seconds of the server, the warm process and the apps, and this client
    steady_cpu_per_grade: float  # seconds of CPU (server, apps, database) per key once every app had started
    stored: str
    lost: int  # keys pressed without a judgment row
    stop_seconds: float


class Server:
    """A `labeler serve` subprocess on a free loopback port."""

    def __init__(self, db: str, tokens: Path, launcher: str) -> None:
        self.out, self.err = WORK / f"serve-{launcher}.out", WORK / f"serve-{launcher}.err"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("LABELER_", "OPENAI_"))}
        if TRACE:  # every process of the server imports the tracer first (the apps inherit it)
            env["SERVE_TRACE"] = TRACE
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(timeline.FOLDER), env.get("PYTHONPATH")]))
        argv = [sys.executable, "-m", "labeler", "--db", db, "serve", "--tokens", str(tokens), "--port", "0",
                *LAUNCHERS[launcher]]
        # to files, never an unread pipe: a server blocked writing an app's error output would stall every tab
        with self.out.open("w") as out, self.err.open("w") as err:
            self.process = subprocess.Popen(argv, stdout=out, stderr=err, env=env, cwd=ROOT)
        deadline = time.monotonic() + 120
        while not (match := re.search(r"labeler serve: (http://[^/\s]+)/", self.out.read_text())):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"labeler serve did not start: {self.err.read_text()}")
            time.sleep(0.05)
        self.url = match.group(1)

    def stop(self) -> float:
        """SIGTERM, and the seconds until the server (and with it every app) is gone."""
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=60)
        return time.monotonic() - started


def processes() -> dict[int, tuple[int, float]]:
    """pid: (parent pid, CPU seconds so far) of every process."""
    ticks = os.sysconf("SC_CLK_TCK")
    found: dict[int, tuple[int, float]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = entry.joinpath("stat").read_text().rsplit(")", 1)[1].split()
                found[int(entry.name)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / ticks)
            except (OSError, IndexError, ValueError):
                continue
    return found


def family_of(server_pid: int, table: dict[int, tuple[int, float]]) -> set[int]:
    """The server and every process under it."""
    family, grown = {server_pid}, True
    while grown:
        grown = False
        for pid, (parent, _) in table.items():
            if parent in family and pid not in family:
                family.add(pid)
                grown = True
    return family


def app_memory(server_pid: int) -> list[tuple[float, float, float]]:
    """(RSS, PSS, USS) in MB of every labeler app process under the server (zygote excluded)."""
    table = processes()
    parents = {pid: parent for pid, (parent, _) in table.items()}
    family = family_of(server_pid, table)
    rows = []
    for pid in family - {server_pid}:
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            environ = Path(f"/proc/{pid}/environ").read_bytes()
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        if b"TEXTUAL_DRIVER" not in environ or b"labeler" not in cmdline:
            continue
        if parents.get(pid) == server_pid and b"serve_zygote" in cmdline:  # the warm process, not an app
            continue
        fields = {line.split(":")[0]: int(line.split()[1]) for line in rollup.splitlines()[1:] if line.endswith("kB")}
        if fields.get("Rss", 0) < 10_000:  # the shell textual-serve's plain start goes through
            continue
        uss = fields.get("Private_Clean", 0) + fields.get("Private_Dirty", 0)
        rows.append((fields["Rss"] / 1024, fields["Pss"] / 1024, uss / 1024))
    return rows


async def run_client(http: aiohttp.ClientSession, url: str, client: Client, total: int, seconds: float,
                     interval: float, started: float, all_shown: asyncio.Event, shown_count: list[int],
                     clients: int) -> None:
    """Connect, wait for the label screen, then press a grade every interval for seconds."""
    counter = re.compile(rb"(?<![\d,])([\d,]+)/" + f"{total:,}".encode() + rb"(?![\d,])")
    trace(client, "client.connect")
    websocket = await http.ws_connect(f"{url.replace('http', 'ws', 1)}/ws?width=100&height=30",
                                      headers={"Cookie": f"labeler_token={client.token}"}, max_msg_size=0)
    trace(client, "client.open")
    pending: list[tuple[int, float]] = []
    tail = b""
    seen = -1
    first = asyncio.Event()
    done = asyncio.Event()

    async def read() -> None:
        nonlocal tail, seen
        async for message in websocket:
            if message.type != aiohttp.WSMsgType.BINARY:
                continue
            now = time.monotonic()
            if client.first_screen is None:
                trace(client, "client.frame", f"bytes={len(message.data)}")
            screen = tail + message.data
            if DUMP:
                with (WORK / f"screen-{client.name}.bin").open("ab") as dump:
                    dump.write(message.data)
            tail = screen[-64:]  # a counter split between two frames is still found
            client.refusals += screen.count(b"database is locked") + screen.count(b"NOT saved")
            counts = [int(found.replace(b",", b"")) for found in counter.findall(screen)]
            if not counts:
                continue
            seen = max(seen, *counts)
            if client.first_screen is None and seen >= 0:
                client.first_screen = now - started
                trace(client, "client.first_screen")
                first.set()
            while pending and pending[0][0] <= seen:
                sent_at = pending.pop(0)[1]
                client.latencies.append(now - sent_at)
                client.sent.append(sent_at - started)
            if done.is_set() and not pending:
                return

    reader = asyncio.create_task(read())
    try:
        await asyncio.wait_for(first.wait(), 120)
        shown_count[0] += 1
        if shown_count[0] == clients:
            all_shown.set()
        end = time.monotonic() + seconds
        tick = time.monotonic()
        while tick < end:
            grade = len(client.pressed) % 4
            client.pressed.append(grade)
            pending.append((len(client.pressed), time.monotonic()))
            await websocket.send_json(["stdin", str(grade)])
            tick += interval
            await asyncio.sleep(max(0.0, tick - time.monotonic()))
        done.set()
        try:
            await asyncio.wait_for(asyncio.shield(reader), 30)
        except TimeoutError:
            pass
        client.unanswered = len(pending)
    finally:
        reader.cancel()
        await websocket.close()  # the tab drops: its app is told to quit, its grades must all be stored


def trace(client: Client, what: str, detail: str = "") -> None:
    """One event of this client's, with --trace."""
    if TRACE:
        timeline.client_event(TRACE, what, f"{client.name} {detail}")


def start_hogs(count: int) -> list[subprocess.Popen[bytes]]:
    """count processes that only burn CPU, beside the server (the load other work puts on a machine)."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]


async def run_launcher(launcher: str, clients: int, seconds: float, interval: float, pairs: int,
                       postgres: str | None) -> Outcome:
    """One server with this launcher, N clients together, the database checked after the stop."""
    if postgres:
        database, total = Database.postgres(postgres, pairs)
    else:
        database, total = Database.sqlite(WORK / f"load-{launcher}.db", pairs)
    team = [Client(f"annotator{i:02d}", secrets.token_urlsafe(24)) for i in range(clients)]
    tokens = WORK / "tokens.txt"
    tokens.write_text("".join(f"{client.name}={client.token}\n" for client in team), encoding="utf-8")
    tokens.chmod(0o600)
    server = Server(database.db, tokens, launcher)
    loads = [os.getloadavg()[0]]
    memory: list[tuple[float, float, float]] = []
    seen_cpu: dict[int, float] = {}
    warm: dict[int, bool] = {}  # the server's children: whether each is the warm process
    server_pid = server.process.pid
    client_cpu = time.process_time()

    async def sample_cpu() -> None:  # the last figure of each process, apps that ended included
        while True:
            table = processes()
            for pid in family_of(server_pid, table):
                seen_cpu[pid] = table[pid][1]
                if pid not in warm and table[pid][0] == server_pid:
                    warm[pid] = b"serve_zygote" in _cmdline(pid)
            await asyncio.to_thread(database.sample_cpu)
            loads.append(os.getloadavg()[0])
            await asyncio.sleep(0.5)

    def serving_cpu() -> float:  # the server's family and the database's backends, now
        table = processes()
        database.sample_cpu()
        return sum(table[pid][1] for pid in family_of(server_pid, table)) + database.cpu

    steady: list[tuple[float, int]] = []  # (serving CPU, keys pressed) once every app started, and at the end
    cpu_sampler = asyncio.create_task(sample_cpu())
    try:
        await asyncio.sleep(1.0)  # the server's own start (and the preloaded process's imports) is not a visitor's wait
        all_shown = asyncio.Event()
        shown = [0]

        async def sample_memory() -> None:
            await all_shown.wait()
            steady.append((serving_cpu(), sum(len(client.pressed) for client in team)))
            await asyncio.sleep(1.0)
            memory.extend(app_memory(server.process.pid))

        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
            sampler = asyncio.create_task(sample_memory())
            started = time.monotonic()
            await asyncio.gather(*(run_client(http, server.url, client, total, seconds, interval, started, all_shown,
                                              shown, clients) for client in team))
            steady.append((serving_cpu(), sum(len(client.pressed) for client in team)))
            sampler.cancel()
        await asyncio.sleep(1.0)  # the dropped tabs' apps finish their last writes and quit
    finally:
        cpu_sampler.cancel()
        client_cpu = time.process_time() - client_cpu
        stop_seconds = server.stop()
    zygotes = {pid for pid, is_warm in warm.items() if is_warm}
    cpu = {"server": seen_cpu.get(server_pid, 0.0), "warm process": sum(seen_cpu[pid] for pid in zygotes),
           "apps": sum(value for pid, value in seen_cpu.items() if pid != server_pid and pid not in zygotes),
           "database": database.cpu, "client": client_cpu}
    stored, lost = database.stored_exactly_once({client.name: client.pressed for client in team})
    database.remove()
    per_grade = (steady[-1][0] - steady[0][0]) / max(steady[-1][1] - steady[0][1], 1) if len(steady) == 2 else float("nan")
    return Outcome(launcher, max(loads), team, memory, cpu, per_grade, stored, lost, stop_seconds)


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def percentile(values: list[float], share: float) -> float:
    """The share-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def report(outcome: Outcome) -> None:
    """One line per launcher run."""
    firsts = sorted(client.first_screen or float("nan") for client in outcome.clients)
    latencies = [value for client in outcome.clients for value in client.latencies]
    # the burst: until the last client has its first screen (apps still starting)
    burst = [value for client in outcome.clients for value, sent in zip(client.latencies, client.sent)
             if sent < firsts[-1]]
    steady = [value for client in outcome.clients for value, sent in zip(client.latencies, client.sent)
              if sent >= firsts[-1]]
    keys = sum(len(client.pressed) for client in outcome.clients)
    unanswered = sum(client.unanswered for client in outcome.clients)
    refusals = sum(client.refusals for client in outcome.clients)
    rss = statistics.mean(m[0] for m in outcome.memory) if outcome.memory else float("nan")
    pss = statistics.mean(m[1] for m in outcome.memory) if outcome.memory else float("nan")
    uss = statistics.mean(m[2] for m in outcome.memory) if outcome.memory else float("nan")
    cpu = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in outcome.cpu.items())
    serving = sum(seconds for name, seconds in outcome.cpu.items() if name != "client")
    print(f"{outcome.launcher:8s} load {outcome.load:4.1f} | first screen: 1st {firsts[0]:.2f} s, median "
          f"{statistics.median(firsts):.2f} s, last {firsts[-1]:.2f} s | key -> counter: median "
          f"{statistics.median(latencies) * 1000:.0f} ms, p95 {percentile(latencies, 0.95) * 1000:.0f} ms, "
          f"max {max(latencies) * 1000:.0f} ms over {len(latencies):,} keys (p95 {_p95_ms(burst)} in the burst's "
          f"{len(burst)}, {_p95_ms(steady)} after it) ({unanswered} unanswered, {refusals} failed writes on screen) | per app "
          f"RSS {rss:.0f} MB, PSS {pss:.0f} MB, USS {uss:.0f} MB ({len(outcome.memory)} apps) | stop "
          f"{outcome.stop_seconds:.2f} s | CPU: {cpu} ({outcome.cpu['apps'] / max(keys, 1) * 1000:.0f} ms of the apps' CPU per key, starts included; "
          f"{serving / max(keys, 1) * 1000:.1f} ms per grade across server, warm process, apps and database; "
          f"{outcome.steady_cpu_per_grade * 1000:.1f} ms per grade once every app had started) "
          f"| stored {outcome.stored}, {outcome.lost} of {keys:,} keys lost", flush=True)


def _p95_ms(values: list[float]) -> str:
    return f"{percentile(values, 0.95) * 1000:.0f} ms" if values else "-"


def main(argv: list[str] | None = None) -> list[Outcome]:
    """Run each launcher in turn (a list repeats them, for ranges on a shared machine)."""
    global WORK, TRACE
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--interval", type=float, default=0.5, help="seconds between one client's grade keys")
    parser.add_argument("--launchers", default="preload,plain",
                        help="comma-separated, in order: preload (the warm, forking start) and/or plain (--no-preload)")
    parser.add_argument("--short", action="store_true", help="4 clients for 4 s: a CI-sized run")
    parser.add_argument("--runs", type=int, default=1, help="run each launcher this many times, in turn")
    parser.add_argument("--hogs", type=int, default=0,
                        help="CPU-burning processes beside the server for the whole run (12 on 2 cores: load >= 12)")
    parser.add_argument("--postgres", metavar="URL", default=None,
                        help="serve a fresh database on this PostgreSQL server (one per run, dropped after)")
    parser.add_argument("--work", type=Path, default=WORK, help=f"folder for the databases and logs (default {WORK})")
    parser.add_argument("--trace", type=Path, default=None, metavar="FILE",
                        help="trace each app's start step by step, in the server, the warm process, the apps and the "
                        "client, on one monotonic clock, to FILE (emptied first; one line per event, formats in "
                        "bench/serve_trace/), and print where the wall time went after each run")
    args = parser.parse_args(argv)
    WORK = args.work
    TRACE = str(args.trace.resolve()) if args.trace else None
    if args.short:
        args.clients, args.seconds = 4, 4.0
    launchers = args.launchers.split(",") * args.runs
    unknown = set(launchers) - set(LAUNCHERS)
    if unknown:
        parser.error(f"unknown launcher(s): {', '.join(sorted(unknown))} (known: {', '.join(LAUNCHERS)})")
    WORK.mkdir(parents=True, exist_ok=True)
    pairs = int(args.seconds / args.interval) + 40
    backend = "PostgreSQL" if args.postgres else "SQLite"
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: {args.clients} clients on {backend}, a grade every "
          f"{args.interval} s for {args.seconds:g} s, {args.hogs} CPU hogs, {os.cpu_count()} cores, load "
          f"{os.getloadavg()[0]:.1f}", flush=True)
    hogs = start_hogs(args.hogs)
    outcomes = []
    try:
        if hogs:
            time.sleep(30)  # the 1-minute load average climbs before the first run
        for launcher in launchers:
            if TRACE:
                Path(TRACE).write_text("", encoding="utf-8")
            outcome = asyncio.run(run_launcher(launcher, args.clients, args.seconds, args.interval, pairs, args.postgres))
            report(outcome)
            if TRACE:
                print(timeline.summary(TRACE, len(os.sched_getaffinity(0))), flush=True)
            outcomes.append(outcome)
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
    if len(outcomes) > 1:
        lost = sum(outcome.lost for outcome in outcomes)
        wrong = sum(not outcome.stored.startswith("ok") for outcome in outcomes)
        print(f"{len(outcomes)} runs: {lost} keys lost, {wrong} runs with a grade missing, doubled or misplaced",
              flush=True)
    return outcomes


if __name__ == "__main__":
    main()
