"""Benchmark: `labeler judge` at scale against the fake OpenAI server (issues 5 and 12).

    .venv/bin/python bench/bench_judge.py                       # 20,000 pairs at concurrency 64, 50 ms server
    .venv/bin/python bench/bench_judge.py --git-rev 46ef32a     # the same, plus the code at that revision
    .venv/bin/python bench/bench_judge.py --plan-pairs 200000   # also `judge --dry-run` over 200 k pairs
    .venv/bin/python bench/bench_judge.py --pairs 2000 --concurrency 32 --delay-ms 100   # issue 5's figure

A temporary SQLite pool is built with seeded passages of 400-1,500 characters (20 pairs per
query). The server (tests/fake_openai.py) runs in its own process, so its threads never share
the client's GIL; its listen backlog is raised from http.server's 5 to 1,024, as real servers
have it (with 5, the 64 connections opened at once lose SYNs and wait out 1-3 s retransmits).
Every figure is one `labeler judge` process, run through a wrapper that reads its wall time,
CPU seconds (user + system, resource.getrusage(RUSAGE_CHILDREN)) and peak RSS, on a fresh copy
of the pool; CPU per pair is the whole process's CPU (imports and plan included) over the pairs.
``--git-rev`` exports that revision's labeler package with ``git archive`` and runs it the same
way, interleaved with the working tree's runs so both see the same machine load.
Targets: 20 k pairs within 1.5x the ideal wall (pairs x delay / concurrency), at most 1.5 ms of
client CPU per pair with every request through the openai SDK (issue 25; issue 12 asked under 1 ms
of a hand-written HTTP client); `--dry-run` over 200 k pairs under 300 MB peak RSS. The medians of
the rounds (--repeat) close the output.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_report import export_revision  # noqa: E402

from labeler.domain import Chunk, Pair, Query  # noqa: E402
from labeler.storage import open_repository  # noqa: E402
from tests.fake_openai import FAKE_KEY  # noqa: E402

# The server process: prints its base URL, answers "count" with the chat requests received so far
# and its own CPU seconds.
SERVER = """
import resource, sys
from http.server import ThreadingHTTPServer
from tests.fake_openai import FakeOpenAI, Scenario
ThreadingHTTPServer.request_queue_size = 1024
with FakeOpenAI(Scenario(delay_ms={delay_ms})) as server:
    print(server.base_url, flush=True)
    for line in sys.stdin:
        if line.strip() == "count":
            usage = resource.getrusage(resource.RUSAGE_SELF)
            print(len(server.chat_requests), usage.ru_utime + usage.ru_stime, flush=True)
"""

# Runs one command as its only child; prints wall seconds, the child's peak RSS (KiB), its exit
# code and its CPU seconds (user + system); the child's own output goes to the file named first.
_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
with open(sys.argv[1], "w") as out:
    code = subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.STDOUT).returncode
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(wall, usage.ru_maxrss, code, usage.ru_utime + usage.ru_stime)
"""

WORDS = (
    "ranking retrieval passage relevance query index score corpus document judge heat pump energy "
    "efficiency winter install cost system water storage battery solar panel roof grid price"
).split()


def build_pool(db: str, n_pairs: int, per_query: int = 20, seed: int = 12) -> None:
    """n_pairs pool pairs over n_pairs/per_query queries; passages of 400-1,500 characters."""
    rng = random.Random(seed)
    repository = open_repository(db)
    try:
        n_queries = -(-n_pairs // per_query)
        repository.upsert_queries(
            Query(f"q{q}", f"how does {rng.choice(WORDS)} affect {rng.choice(WORDS)} {q}") for q in range(n_queries)
        )
        for start in range(0, n_pairs, 10_000):

            def passage(i: int) -> str:
                words: list[str] = []
                target = rng.randint(400, 1500)
                while sum(map(len, words)) + len(words) < target:
                    words.append(rng.choice(WORDS))
                return " ".join(words)[:target] + f" #{i}"

            stop = min(n_pairs, start + 10_000)
            repository.upsert_chunks([[Chunk(f"c{i}", passage(i), title=f"doc {i}") for i in range(start, stop)]])
        repository.add_pairs(Pair(f"q{i // per_query}", f"c{i}", "pool", i % per_query + 1) for i in range(n_pairs))
    finally:
        repository.close()


def measure(source: Path, db: str, args: list[str], log: Path) -> tuple[float, float, float, str]:
    """Wall seconds, peak RSS (MB), CPU seconds and the output of one `labeler --db db ...` process."""
    command = [sys.executable, "-m", "labeler", "--db", db, *args]
    env = dict(os.environ, PYTHONPATH=str(source), OPENAI_API_KEY=FAKE_KEY)
    out = subprocess.run([sys.executable, "-c", _MEASURE, str(log), *command], capture_output=True, text=True,
                         env=env, cwd=log.parent, check=True).stdout.split()
    text = log.read_text(encoding="utf-8", errors="replace")
    if out[2] != "0":
        raise SystemExit(f"labeler {' '.join(args)} failed with exit code {out[2]} ({source}):\n{text}")
    return float(out[0]), int(out[1]) / 1024, float(out[3]), text


def main() -> None:
    """Build the pools, start the server, time each version's judge run (and dry run), print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=20_000)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--delay-ms", type=int, default=50)
    parser.add_argument("--plan-pairs", type=int, default=0, help="Also time `judge --dry-run` over a pool this big.")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--git-rev", action="append", default=[], metavar="REV")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-judge-") as tmp:
        workdir = Path(tmp)
        versions = {f"rev {rev}": export_revision(rev, workdir) for rev in args.git_rev}
        versions["working tree"] = ROOT
        pool = str(workdir / "pool.db")
        started = time.perf_counter()
        build_pool(pool, args.pairs)
        print(f"pool of {args.pairs:,} pairs built in {time.perf_counter() - started:.1f} s")
        if args.plan_pairs:
            big = str(workdir / "big.db")
            started = time.perf_counter()
            build_pool(big, args.plan_pairs)
            print(f"pool of {args.plan_pairs:,} pairs built in {time.perf_counter() - started:.1f} s")
            for name, source in versions.items():
                wall, rss, cpu, text = measure(source, big, ["judge", "--model", "fake-judge", "--dry-run"],
                                               workdir / "dry.log")
                print(f"[{name}] judge --dry-run, {args.plan_pairs:,} pairs: wall {wall:.2f} s, CPU {cpu:.2f} s, "
                      f"peak RSS {rss:.0f} MB (target < 300 MB); load {os.getloadavg()[0]:.1f}")
                print("    " + text.strip().splitlines()[-1])

        server = subprocess.Popen([sys.executable, "-c", SERVER.format(delay_ms=args.delay_ms)], cwd=ROOT,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert server.stdin is not None and server.stdout is not None
        try:
            base_url = server.stdout.readline().strip()

            def server_count() -> tuple[int, float]:
                assert server.stdin is not None and server.stdout is not None
                server.stdin.write("count\n")
                server.stdin.flush()
                requests, cpu = server.stdout.readline().split()
                return int(requests), float(cpu)

            ideal = args.pairs * args.delay_ms / 1000 / args.concurrency
            judge = ["judge", "--model", "fake-judge", "--base-url", base_url, "--concurrency", str(args.concurrency)]
            print(f"{args.pairs:,} pairs, concurrency {args.concurrency}, server answers in {args.delay_ms} ms: "
                  f"ideal {ideal:.1f} s, target <= {1.5 * ideal:.1f} s and <= 1.5 ms CPU per pair")
            rounds: dict[str, list[tuple[float, float]]] = {name: [] for name in versions}
            for _ in range(args.repeat):
                for name, source in versions.items():
                    db = str(workdir / "run.db")
                    shutil.copyfile(pool, db)
                    before = server_count()
                    load = os.getloadavg()[0]
                    wall, rss, cpu, text = measure(source, db, judge, workdir / "run.log")
                    after = server_count()
                    sent, server_cpu = after[0] - before[0], after[1] - before[1]
                    rounds[name].append((wall, cpu / args.pairs * 1000))
                    print(f"[{name}] wall {wall:.1f} s ({wall / ideal:.2f}x ideal), CPU {cpu:.1f} s = "
                          f"{cpu / args.pairs * 1000:.2f} ms/pair, peak RSS {rss:.0f} MB; the server saw {sent:,} "
                          f"requests and used {server_cpu:.1f} s CPU; load {load:.1f} before, {os.getloadavg()[0]:.1f} after")
                    for line in text.strip().splitlines()[-3:]:
                        print("    " + line.split("\r")[-1])
                    wall, _, cpu, text = measure(source, db, judge, workdir / "again.log")
                    print(f"    cached re-run: wall {wall:.2f} s, CPU {cpu:.2f} s: {text.strip().splitlines()[-1]}")
            for name, figures in rounds.items():
                wall = statistics.median(w for w, _ in figures)
                print(f"[{name}] median of {len(figures)}: wall {wall:.1f} s ({wall / ideal:.2f}x ideal), "
                      f"CPU {statistics.median(c for _, c in figures):.2f} ms/pair")
        finally:
            server.stdin.close()
            server.wait(timeout=10)


if __name__ == "__main__":
    main()
