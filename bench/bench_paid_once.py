"""Benchmark: requests paid per judged pair over `labeler judge` interrupted by Ctrl-C three times and a
disk filled once (the goal: 1.00).

    .venv/bin/python bench/bench_paid_once.py [--pairs 400] [--concurrency 8] [--delay-ms 150] [--source DIR ...]

Each --source is a labeler source tree run with this virtualenv's Python (PYTHONPATH=DIR); export
another branch's with `git archive BRANCH | tar -x -C bench/out/BRANCH` (default: this checkout).
Every source gets the same scenario in turn: a project of --pairs pairs on a 16 MB tmpfs in a
private mount namespace (needs root: unshare -m, nsenter), a fake OpenAI server counting every
request it receives (each one is paid for), three runs stopped by SIGINT once 10% more requests were
sent with a full set in flight, one run during which the disk is filled, then a run to the end
with the disk freed (repeated, 3 s leases apart, while pairs are left: a run that could not release
its claims leaves them to their lease). Prints per source the requests received, the distinct pairs
asked, the pairs judged, requests per judged pair, each run's exit status and the wall time.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_judge import build_pool  # noqa: E402
from tests.e2e.test_full_disk import fill  # noqa: E402
from tests.fake_openai import FAKE_KEY, FakeOpenAI, passage_of  # noqa: E402

MOUNT = "/mnt/labeler-bench-paid-once"
LEASE = 3  # seconds: the claims a run could not release (the disk was full) free their pairs soon


def _wait_for(condition, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the scenario stalled")
        time.sleep(0.02)


def scenario(source: Path, pairs: int, concurrency: int, delay_ms: int, work: Path) -> dict[str, object]:
    """One source through the whole scenario; what the server and the database saw."""
    project = work / "bench.db"
    project.unlink(missing_ok=True)
    build_pool(str(project), pairs)
    holder = subprocess.Popen(["unshare", "-m", "sh", "-c", f'mkdir -p {MOUNT} && mount -t tmpfs -o size=16m tmpfs '
                               f'{MOUNT} && cp "{project}" {MOUNT}/labels.db && echo ready && exec sleep 3600'],
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
    root = Path(f"/proc/{holder.pid}/root{MOUNT}")
    env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
    env |= {"OPENAI_API_KEY": FAKE_KEY, "PYTHONPATH": str(source), "PYTHONDONTWRITEBYTECODE": "1"}
    statuses: list[int] = []
    started = time.perf_counter()
    try:
        with FakeOpenAI() as server:
            server.scenario.delay_ms = delay_ms
            server._server.handle_error = lambda *_: None  # type: ignore[union-attr]  # a client gone on Ctrl-C

            def judge() -> subprocess.Popen[str]:
                return subprocess.Popen(
                    ["nsenter", "-t", str(holder.pid), "-m", "--", sys.executable, "-m", "labeler", "--db",
                     f"{MOUNT}/labels.db", "judge", "--model", "fake-judge", "--base-url", server.base_url,
                     "--concurrency", str(concurrency), "--lease-seconds", str(LEASE)],
                    env=env, cwd=source, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                    preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))

            def busy(after: int) -> None:
                _wait_for(lambda: len(server.chat_requests) >= after and server.in_flight == concurrency)

            for _ in range(3):
                run = judge()
                busy(len(server.chat_requests) + pairs // 10)
                run.send_signal(signal.SIGINT)
                run.communicate(timeout=300)
                statuses.append(run.returncode)
            run = judge()
            busy(len(server.chat_requests) + pairs // 10)
            with contextlib.suppress(OSError):  # full already (the database's own growth) is full too
                fill(root / "fill")
            run.communicate(timeout=300)
            statuses.append(run.returncode)
            (root / "fill").unlink(missing_ok=True)
            for _ in range(5):  # to the end: pairs a stopped run could not release wait for their lease
                before = len(server.chat_requests)
                run = judge()
                run.communicate(timeout=600)
                statuses.append(run.returncode)
                if len(set(passage_of(r.body) for r in server.chat_requests)) >= pairs or \
                        len(server.chat_requests) == before and run.returncode != 0:
                    break
                time.sleep(LEASE + 1)
            requested = [passage_of(request.body) for request in server.chat_requests]
        for name in ("labels.db", "labels.db-wal"):  # a copy: SQLite cannot open it through /proc/PID/root
            (work / name).unlink(missing_ok=True)
            if (root / name).exists():
                shutil.copyfile(root / name, work / name)
        with contextlib.closing(sqlite3.connect(work / "labels.db")) as conn:
            judged = conn.execute("SELECT count(DISTINCT pair_id) FROM suggestion WHERE status = 'ok'").fetchone()[0]
    finally:
        holder.kill()
        holder.wait(30)
    return {"requests": len(requested), "distinct": len(set(requested)), "judged": judged,
            "per_pair": len(requested) / judged if judged else float("nan"), "statuses": statuses,
            "wall": time.perf_counter() - started}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=400)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--delay-ms", type=int, default=150)
    parser.add_argument("--source", type=Path, action="append", default=None)
    args = parser.parse_args()
    work = ROOT / "bench" / "out" / "paid_once"
    work.mkdir(parents=True, exist_ok=True)
    print(f"load average {os.getloadavg()[0]:.1f}; {args.pairs} pairs, concurrency {args.concurrency}, "
          f"answers after {args.delay_ms} ms; Ctrl-C x3, disk filled once, then to the end")
    for source in args.source or [ROOT]:
        seen = scenario(source.resolve(), args.pairs, args.concurrency, args.delay_ms, work)
        print(f"{source}: {seen['requests']} requests ({seen['distinct']} distinct pairs) for {seen['judged']} pairs "
              f"judged: {seen['per_pair']:.3f} per pair; exit statuses {seen['statuses']}; wall {seen['wall']:.1f} s")


if __name__ == "__main__":
    main()
