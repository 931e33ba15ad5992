"""The speed goals of issue 26, side by side: `labeler eval` against `labeler trec-eval` on the 7 M-line
runs, and both against trec_eval 10 on the TREC DL 2021 workloads (`bench/dl_workloads.py`).

    python bench/gen_data.py && python bench/dl_workloads.py     # once: the data (never committed)
    python bench/bench_engine.py --base 379a9ae                   # that revision and this checkout
    python bench/bench_engine.py --repeat 7 --only dl63,merged

Each command runs in its own process, whole (start-up included); every round runs every command once,
in a shuffled order, and the table shows medians of wall seconds, CPU seconds (user + system) and
peak RSS. On a loaded machine quote CPU seconds and the ratios of the same round.

Workloads:
- ``distinct``, ``ties``: bench/data/msmarco_run.trec (6.98 M lines) and the same with scores rounded
  to one decimal, nDCG@10, AP, R@1000: `labeler eval --format trec` against `labeler trec-eval -q`.
- ``dl63``: the 63 TREC DL 2021 runs in one `labeler eval` call (default measures, table output)
  against trec_eval 10 run once per run (its default measures; a shell loop, timed whole).
- ``merged``: the 63 runs merged into one run of 334 k lines and its 682 k-line qrels, `-q -m
  all_trec`, `labeler trec-eval` against trec_eval 10.
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_report import _MEASURE, export_revision  # noqa: E402
from dl_workloads import build_merged, dl21_qrels, dl21_runs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "bench" / "data"
PYTHON = sys.executable


def trec_eval_binary(given: str | None) -> Path | None:
    """trec_eval 10: --trec-eval, else $LABELER_TREC_EVAL, else bench/data/trec_eval (None: not timed)."""
    for candidate in (given, os.environ.get("LABELER_TREC_EVAL"), DATA / "trec_eval"):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


def workloads(only: set[str] | None) -> dict[str, dict[str, list[str]]]:
    """workload -> role -> labeler arguments (roles: eval, trec-eval) or a trec_eval command line."""
    out: dict[str, dict[str, list[str]]] = {}
    qrels = str(DATA / "msmarco_qrels.txt")
    for name, run in (("distinct", DATA / "msmarco_run.trec"), ("ties", DATA / "msmarco_run_ties.trec")):
        if run.is_file():
            out[name] = {
                "eval": ["eval", "--qrels", qrels, "-m", "nDCG@10", "-m", "AP", "-m", "R@1000", "--format", "trec",
                         str(run)],
                "trec-eval": ["trec-eval", "-q", "-m", "ndcg_cut.10", "-m", "map", "-m", "recall.1000", qrels,
                              str(run)],
            }
    runs = [str(run) for run in dl21_runs()]
    if runs:
        out["dl63"] = {"eval": ["eval", "--qrels", str(dl21_qrels()), *runs]}
        run, merged_qrels = build_merged()
        out["merged"] = {"trec-eval": ["trec-eval", "-q", "-m", "all_trec", str(merged_qrels), str(run)]}
    return {name: roles for name, roles in out.items() if only is None or name in only}


def commands(workload: str, roles: dict[str, list[str]], sources: dict[str, Path | None],
             trec_eval: Path | None) -> dict[str, tuple[list[str], dict[str, str]]]:
    """label -> (command, extra environment) for one workload: each role under each labeler source
    (None: this checkout), and trec_eval 10's counterpart where there is one."""
    out: dict[str, tuple[list[str], dict[str, str]]] = {}
    for source_label, source in sources.items():
        env = {} if source is None else {"PYTHONPATH": str(source)}
        for role, args in roles.items():
            out[f"{source_label} {role}"] = ([PYTHON, "-m", "labeler", *args], env)
    if trec_eval is not None:
        if workload == "dl63":
            qrels = shlex.quote(str(dl21_qrels()))
            loop = "; ".join(f"{shlex.quote(str(trec_eval))} {qrels} {shlex.quote(str(run))}" for run in dl21_runs())
            out["trec_eval 10, once per run"] = (["sh", "-c", f"{{ {loop}; }} > /dev/null"], {})
        elif workload == "merged":
            out["trec_eval 10"] = ([str(trec_eval), *roles["trec-eval"][1:]], {})
    return out


def measure(command: list[str], env: dict[str, str], workdir: Path) -> tuple[float, float, float]:
    """(wall s, CPU s, peak RSS MB) of one command run whole; `python -m` runs from workdir so that
    the current folder (first on sys.path) is not a labeler checkout."""
    out = subprocess.run([PYTHON, "-c", _MEASURE, *command], capture_output=True, text=True, check=True,
                         env=dict(os.environ, **env), cwd=workdir).stdout.split()
    if out[2] != "0":
        raise SystemExit(f"failed (exit {out[2]}): {' '.join(command)}")
    return float(out[0]), float(out[3]), int(out[1]) / 1024


def main() -> None:
    """Time every workload's commands in shuffled rounds and print medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=None, help="a git revision to time beside this checkout")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", default=None, help="comma-separated workloads (distinct,ties,dl63,merged)")
    parser.add_argument("--trec-eval", default=None, help="trec_eval 10 (bench/build_trec_eval.sh builds one)")
    args = parser.parse_args()
    trec_eval = trec_eval_binary(args.trec_eval)
    with tempfile.TemporaryDirectory(prefix="labeler-bench-engine-") as scratch:
        workdir = Path(scratch)
        sources: dict[str, Path | None] = {"this": None}
        if args.base:
            sources = {args.base: export_revision(args.base, workdir), "this": None}
        chosen = workloads(None if args.only is None else set(args.only.split(",")))
        shuffle = random.Random(26)
        for workload, roles in chosen.items():
            entries = commands(workload, roles, sources, trec_eval)
            samples: dict[str, list[tuple[float, float, float]]] = {label: [] for label in entries}
            for _ in range(args.repeat):
                labels = list(entries)
                shuffle.shuffle(labels)
                for label in labels:
                    samples[label].append(measure(*entries[label], workdir))
            print(f"\n{workload}: median of {args.repeat}, load average {os.getloadavg()[0]:.1f}")
            print(f"{'command':<34}{'wall s':>8}{'CPU s':>8}{'peak MB':>9}")
            medians = {label: [statistics.median(s[i] for s in runs) for i in range(3)]
                       for label, runs in samples.items()}
            for label, (wall, cpu, peak) in medians.items():
                print(f"{label:<34}{wall:>8.2f}{cpu:>8.2f}{peak:>9.0f}")


if __name__ == "__main__":
    main()
