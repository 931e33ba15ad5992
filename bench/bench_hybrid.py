"""Hybrid estimation on TREC DL 2021 (issue 14): `labeler simulate` at 5%, 10% and 20% budgets.

    python bench/bench_hybrid.py                   # UMBRELA GPT-4 and binary GPT-4o labels, 200 draws
    python bench/bench_hybrid.py --draws 400 --labels umbrela-gpt4

Reads ../shared/data/trec-dl-2021 in place (never copied). For each label set it runs
`labeler simulate` with every strategy and baseline and writes bench/out/hybrid-<labels>.json
and .html, then prints one Markdown table per label set: error, half-width, coverage (runs and
run differences) and Kendall tau, next to the issue's goal at 10% (error <= 0.04, half-width <= 0.06,
coverage >= 93%).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DL21 = ROOT / ".." / "shared" / "data" / "trec-dl-2021"
OUT = ROOT / "bench" / "out"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--draws", type=int, default=200)
    parser.add_argument("--labels", default="umbrela-gpt4,binary_gpt4o", help="qrels.<labels>.txt files, comma-separated")
    parser.add_argument("--budget", default="5%,10%,20%")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if not DL21.is_dir():
        sys.exit(f"no TREC DL 2021 data at {DL21} (../shared absent)")
    OUT.mkdir(parents=True, exist_ok=True)
    runs = sorted(str(path) for path in (DL21 / "runs").glob("*.run"))
    print(f"# {platform.node()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
          f"load {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M')}")
    for labels in args.labels.split(","):
        target = OUT / f"hybrid-{labels}"
        start = time.perf_counter()
        completed = subprocess.run(
            [sys.executable, "-m", "labeler", "simulate", "--qrels", str(DL21 / "qrels.human.txt"), "--llm-qrels",
             str(DL21 / f"qrels.{labels}.txt"), *runs, "--budget", args.budget, "--draws", str(args.draws),
             "--seed", str(args.seed), "--format", "json", "--out", f"{target}.html"],
            capture_output=True, text=True)
        if completed.returncode:
            sys.exit(f"labeler simulate failed ({completed.returncode}) on {labels}:\n{completed.stderr[-3000:]}")
        elapsed = time.perf_counter() - start
        document = json.loads(completed.stdout[: completed.stdout.rindex("}") + 1])
        (target.with_suffix(".json")).write_text(json.dumps(document, indent=2))
        print(f"\n## {labels}: {document['runs']} runs, {document['pairs']:,} pairs, {args.draws} draws, {elapsed:.0f} s\n")
        print("| budget | strategy | human grades | error | ± half-width | coverage | difference coverage | Kendall tau |")
        print("|---|---|---|---|---|---|---|---|")
        for row in document["rows"]:
            def pct(value: float | None) -> str:
                return "—" if value is None else f"{value:.1%}"
            half = "—" if row["half_width"] is None else f"{row['half_width']:.4f}"
            print(f"| {row['budget']:.0%} | {row['strategy']} | {row['human_judgments']:,.0f} | {row['error']:.4f} | "
                  f"{half} | {pct(row['coverage'])} | {pct(row['difference_coverage'])} | {row['kendall_tau']:.3f} |")


if __name__ == "__main__":
    main()
