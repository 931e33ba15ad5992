"""Benchmark: `labeler judge` over 200 pairs against a fake server failing 23% of requests (429 or 500).

    .venv/bin/python bench/bench_judge_faults.py [--pairs 200] [--fault-rate 0.23] [--seeds 0 1 2] [--retry-after-ms 20]

The server (tests/fake_openai.py, seeded fault injection) runs in a subprocess so its threads do
not share our GIL; the CLI runs in this process with its default settings. Per seed it prints the
pairs left `failed`, the retries the server saw (chat requests beyond one per pair), the
injected faults and the wall time, then the CLI's own summary lines (the last three).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_judge import build_pool  # noqa: E402
from labeler.domain import SuggestionStatus  # noqa: E402
from labeler.storage import open_repository  # noqa: E402
from tests.fake_openai import FAKE_KEY  # noqa: E402

# The server process: prints its base URL, answers "count" with chat requests and injected faults.
SERVER = """
import sys
from tests.fake_openai import FakeOpenAI, Scenario
scenario = Scenario(fault_rate={fault_rate}, fault_seed={seed}, retry_after_ms={retry_after_ms})
with FakeOpenAI(scenario) as server:
    print(server.base_url, flush=True)
    for line in sys.stdin:
        if line.strip() == "count":
            print(len(server.chat_requests), server.faults_injected, flush=True)
"""


def run_once(pairs: int, fault_rate: float, seed: int, retry_after_ms: int) -> None:
    """One `labeler judge` run against a fresh pool and a fresh faulty server."""
    code = SERVER.format(fault_rate=fault_rate, seed=seed, retry_after_ms=retry_after_ms)
    server = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        base_url = server.stdout.readline().strip()
        with tempfile.TemporaryDirectory() as folder:
            db = str(Path(folder) / "bench.db")
            build_pool(db, pairs)
            from labeler.cli import main

            os.environ["OPENAI_API_KEY"] = FAKE_KEY
            output = io.StringIO()
            started = time.perf_counter()
            with contextlib.redirect_stdout(output), contextlib.suppress(SystemExit):
                main(["--db", db, "judge", "--model", "fake-judge", "--base-url", base_url])
            wall = time.perf_counter() - started
            repository = open_repository(db)
            try:
                failed = sum(s.status is SuggestionStatus.ERROR for s in repository.suggestions())
            finally:
                repository.close()
            server.stdin.write("count\n")
            server.stdin.flush()
            requests, faults = (int(word) for word in server.stdout.readline().split())
            print(
                f"seed {seed}: {failed} of {pairs} failed, {requests - pairs} retries seen by the server "
                f"({faults} faults injected), wall {wall:.1f} s"
            )
            for line in output.getvalue().splitlines()[-3:]:
                print("    " + line.split("\r")[-1])
    finally:
        server.stdin.close()
        server.wait(timeout=10)


def main() -> None:
    """Parse the options and run once per seed."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--fault-rate", type=float, default=0.23)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--retry-after-ms", type=int, default=20)
    args = parser.parse_args()
    for seed in args.seeds:
        run_once(args.pairs, args.fault_rate, seed, args.retry_after_ms)


if __name__ == "__main__":
    main()
