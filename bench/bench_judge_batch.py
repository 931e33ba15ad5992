"""Benchmark: the batch path's client overhead, `labeler judge --batch` then `--collect` (issue 16).

    .venv/bin/python bench/bench_judge_batch.py                  # 200,000 pairs, 50,000 per job
    .venv/bin/python bench/bench_judge_batch.py --pairs 20000    # a quicker look

The pool is bench_judge's (seeded passages of 400-1,500 characters, 20 pairs per query). The
fake Batch API (tests/fake_batch.py) runs in its own process and answers every job on its first
poll, with logprobs as OpenAI sends them. Each step is one `labeler` process measured by
bench_judge's wrapper: wall time, CPU seconds (user + system) and peak RSS. Submitting covers
planning, writing the JSONL files, uploading them and recording the jobs; collecting covers
polling, downloading the output files and storing every suggestion. The server's own CPU is
printed apart: it is not the client's overhead.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import subprocess  # noqa: E402

from bench_judge import build_pool, measure  # noqa: E402

SERVER = """
import resource, sys
from tests.fake_batch import FakeBatchAPI
with FakeBatchAPI() as server:
    print(server.base_url, flush=True)
    for line in sys.stdin:
        usage = resource.getrusage(resource.RUSAGE_SELF)
        print(len(server.jobs), len(server.chat_requests), usage.ru_utime + usage.ru_stime, flush=True)
"""


def main() -> None:
    """Build the pool, start the server, time --batch and --collect, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=200_000)
    parser.add_argument("--batch-size", type=int, default=50_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-batch-") as tmp:
        workdir = Path(tmp)
        pool = str(workdir / "pool.db")
        started = time.perf_counter()
        build_pool(pool, args.pairs)
        print(f"pool of {args.pairs:,} pairs built in {time.perf_counter() - started:.1f} s")
        server = subprocess.Popen([sys.executable, "-c", SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, cwd=ROOT)
        try:
            assert server.stdout is not None and server.stdin is not None
            base_url = server.stdout.readline().strip()

            def server_state() -> str:
                assert server.stdout is not None and server.stdin is not None
                server.stdin.write("state\n")
                server.stdin.flush()
                jobs, chats, cpu = server.stdout.readline().split()
                return f"server: {jobs} jobs, {chats} chat requests, {float(cpu):.1f} s CPU so far"

            steps = (
                ("judge --batch", ["judge", "--model", "fake-judge", "--base-url", base_url, "--batch",
                                   "--batch-size", str(args.batch_size)]),
                ("judge --collect", ["judge", "--collect"]),
            )
            for name, command in steps:
                wall, rss, cpu, text = measure(ROOT, pool, command, workdir / "step.log")
                print(f"{name}, {args.pairs:,} pairs: wall {wall:.2f} s, CPU {cpu:.2f} s "
                      f"({cpu / args.pairs * 1000:.3f} ms per pair), peak RSS {rss:.0f} MB")
                print("   " + text.strip().splitlines()[-1])
                print("   " + server_state())
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    main()
