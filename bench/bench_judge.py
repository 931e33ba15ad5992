"""Benchmark: LLM prefill of 2,000 pool pairs against the fake OpenAI server answering in 100 ms.

    .venv/bin/python bench/bench_judge.py [--pairs 2000] [--concurrency 32] [--delay-ms 100]

The server (tests/fake_openai.py) runs in a subprocess so its threads do not share our GIL.
Prints the wall time of the run, the ideal time (pairs x delay / concurrency), our overhead
per pair, then a re-run with everything cached (must send zero requests).
Targets (issue 5): 2,000 pairs at concurrency 32 in < 10 s; cached re-run < 2 s.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from labeler.domain import Chunk, Pair, Query  # noqa: E402
from labeler.judge import JudgeConfig  # noqa: E402
from labeler.services.prefill import plan_prefill, run_prefill  # noqa: E402
from labeler.storage import open_repository  # noqa: E402
from tests.fake_openai import FAKE_KEY  # noqa: E402

# The server process: prints its base URL, answers "count" with the chat requests received so far.
SERVER = """
import sys
from tests.fake_openai import FakeOpenAI, Scenario
with FakeOpenAI(Scenario(delay_ms={delay_ms})) as server:
    print(server.base_url, flush=True)
    for line in sys.stdin:
        if line.strip() == "count":
            print(len(server.chat_requests), flush=True)
"""

WORDS = "ranking retrieval passage relevance query index score corpus document judge".split()


def build_pool(db: str, n_pairs: int, per_query: int = 20) -> None:
    """n_pairs pool pairs over n_pairs/per_query queries, each chunk ~60 words."""
    repository = open_repository(db)
    try:
        n_queries = -(-n_pairs // per_query)
        repository.upsert_queries(Query(f"q{q}", f"query {q} about {WORDS[q % 10]}") for q in range(n_queries))
        chunks = [
            Chunk(f"c{i}", " ".join(WORDS[(i + k) % 10] for k in range(60)) + f" #{i}", title=f"doc {i}")
            for i in range(n_pairs)
        ]
        repository.upsert_chunks([chunks])
        repository.add_pairs(Pair(f"q{i // per_query}", f"c{i}", "pool", i % per_query + 1) for i in range(n_pairs))
    finally:
        repository.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--delay-ms", type=int, default=100)
    args = parser.parse_args()

    server = subprocess.Popen(
        [sys.executable, "-c", SERVER.format(delay_ms=args.delay_ms)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        base_url = server.stdout.readline().strip()

        def server_count() -> int:
            server.stdin.write("count\n")
            server.stdin.flush()
            return int(server.stdout.readline())

        with tempfile.TemporaryDirectory() as folder:
            db = str(Path(folder) / "bench.db")
            started = time.perf_counter()
            build_pool(db, args.pairs)
            print(f"pool of {args.pairs:,} pairs built in {time.perf_counter() - started:.2f} s")

            started = time.perf_counter()
            import openai  # noqa: F401 - loaded once per process; timed apart from the run

            import_seconds = time.perf_counter() - started
            repository = open_repository(db)
            config = JudgeConfig(model="fake-judge", base_url=base_url, api_key=FAKE_KEY, concurrency=args.concurrency)
            try:
                started = time.perf_counter()
                plan = plan_prefill(repository, model="fake-judge")
                plan_seconds = time.perf_counter() - started
                summary = run_prefill(repository, config, plan)
                total = time.perf_counter() - started
                ideal = args.pairs * args.delay_ms / 1000 / args.concurrency
                print(
                    f"prefill: {summary.stored:,} suggestions ({summary.done:,} ok, {summary.failed:,} failed), "
                    f"{summary.requests:,} requests, server saw {server_count():,}"
                )
                print(f"  (import openai, once per process, before the run: {import_seconds:.2f} s)")
                print(
                    f"  plan {plan_seconds:.2f} s, run {summary.wall_seconds:.2f} s, total {total:.2f} s "
                    f"(target < 10 s); ideal {ideal:.2f} s; "
                    f"overhead {(total - ideal) / args.pairs * 1000:.2f} ms/pair; {summary.requests_per_second:.0f} requests/s"
                )
                before = server_count()
                started = time.perf_counter()
                plan = plan_prefill(repository, model="fake-judge")
                again = run_prefill(repository, config, plan)
                cached_seconds = time.perf_counter() - started
                sent = server_count() - before
                print(
                    f"cached re-run: {cached_seconds:.2f} s (target < 2 s), {plan.cached:,} cached, "
                    f"{again.requests} requests made, server saw {sent} new"
                )
                if sent or again.requests:
                    sys.exit("FAIL: the cached re-run sent requests")
            finally:
                repository.close()
    finally:
        server.stdin.close()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
