"""Ensembles and the system ranking (issue 16): `suggestions combine` at scale, `agreement --model` on TREC DL 2021.

    python bench/bench_ensemble.py                 # 3 members x 200,000 pairs, then DL21 if ../shared is there
    python bench/bench_ensemble.py --pairs 1000000

Part 1 builds a database in bench/out (never committed) with three models grading `--pairs` pairs at
random (each skips 2% of them), then times `labeler suggestions combine` twice: the first run stores
every pair, the second finds them all unchanged. Part 2 imports ../shared/data/trec-dl-2021 (NIST
qrels, 63 runs, UMBRELA and the three binary judges), combines the binary judges and times
`labeler agreement --model M --format json` for each, printing its Kendall tau.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DL21 = ROOT / ".." / "shared" / "data" / "trec-dl-2021"
OUT = ROOT / "bench" / "out"
BINARY = ("binary_gpt4", "binary_gpt4o", "binary_llama3.2")


def labeler(db: Path, *args: str) -> tuple[float, str]:
    """Run the CLI as a user would: wall seconds and stdout (exits on failure)."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "labeler", "--db", str(db), *args], capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"labeler {' '.join(args)} failed:\n{done.stderr[-2000:]}")
    return time.perf_counter() - start, done.stdout


def combine_at_scale(pairs: int) -> None:
    """Three random members, combined twice."""
    from labeler.domain import Suggestion, SuggestionStatus
    from labeler.storage import open_repository

    db = OUT / f"ensemble-{pairs}.db"
    db.unlink(missing_ok=True)
    rng = np.random.default_rng(0)
    repository = open_repository(str(db))
    per_query = 100
    for model in ("a", "b", "c"):
        grades, kept = rng.integers(0, 4, size=pairs).tolist(), (rng.random(pairs) < 0.98).tolist()
        repository.import_suggestions([
            Suggestion(f"q{i // per_query}", f"d{i}", model, "p", SuggestionStatus.OK, grade=grade)
            for i, (grade, keep) in enumerate(zip(grades, kept)) if keep
        ], placeholder_queries=[f"q{q}" for q in range(pairs // per_query + 1)])
    repository.close()
    for attempt in ("first", "again"):
        seconds, out = labeler(db, "suggestions", "combine", "--models", "a,b,c", "--as", "abc")
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"- combine ({attempt}): {seconds:.1f} s, children's peak RSS {peak:.0f} MB: {out.strip()}")


def dl21() -> None:
    """The TREC DL 2021 system rankings."""
    db = OUT / "ensemble-dl21.db"
    db.unlink(missing_ok=True)
    labeler(db, "import", "qrels", str(DL21 / "qrels.human.txt"), "--annotator", "nist")
    for run in sorted((DL21 / "runs").glob("*.run")):
        labeler(db, "import", "run", str(run))
    for model in ("umbrela-gpt4", *BINARY):
        labeler(db, "import", "suggestions", str(DL21 / f"qrels.{model}.txt"), "--model", model)
    seconds, _ = labeler(db, "suggestions", "combine", "--models", ",".join(BINARY), "--as", "binary-panel")
    print(f"- DL21 combine of the three binary judges: {seconds:.1f} s")
    for model in ("umbrela-gpt4", *BINARY, "binary-panel"):
        seconds, out = labeler(db, "agreement", "--model", model, "--format", "json")
        ranking = json.loads(out)[0]["system_ranking"]
        print(f"- agreement --model {model}: {seconds:.1f} s, Kendall tau {ranking['kendall_tau']:.4f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=200_000)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    print(f"# {platform.node()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
          f"load {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M')}")
    combine_at_scale(args.pairs)
    if DL21.is_dir():
        dl21()
    else:
        print(f"no TREC DL 2021 data at {DL21} (../shared absent): part 2 skipped")


if __name__ == "__main__":
    main()
