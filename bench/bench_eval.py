"""End-to-end evaluation benchmark: `labeler eval` vs pytrec_eval (and trec_eval, ranx,
ir_measures when present), each in its own process, wall seconds and peak RSS side by side.

    python bench/gen_data.py          # once: writes bench/data/
    python bench/bench_eval.py        # both data sets, 3 repetitions, medians
    python bench/bench_eval.py --only msmarco --repeat 5

Every tool parses the files itself (that is most of the work) and computes nDCG@10, AP and
R@1000 per query. Peak RSS is the child's ru_maxrss, read by a tiny wrapper process that runs
only that child (resource.getrusage(RUSAGE_CHILDREN)), so interpreter start-up is included.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "bench" / "data"
PYTHON = sys.executable
LABELER = str(Path(PYTHON).with_name("labeler"))
TREC_EVAL = DATA / "trec_eval"

DATASETS = {
    "msmarco": ("msmarco_run.trec", "msmarco_qrels.txt", "MS MARCO-sized: 6,980 queries x 1,000"),
    "dl": ("dl_run.trec", "dl_qrels.txt", "TREC DL-sized: 43 queries x 1,000, ~200 judgments each"),
}

# Runs one command as its only child; prints wall seconds and the child's peak RSS (KiB).
_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
with open(sys.argv[1], "wb") as out:
    code = subprocess.run(sys.argv[2:], stdout=out).returncode
wall = time.perf_counter() - start
print(wall, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, code)
"""

_PYTREC = """
import sys, pytrec_eval
with open(sys.argv[1]) as f:
    qrels = pytrec_eval.parse_qrel(f)
with open(sys.argv[2]) as f:
    run = pytrec_eval.parse_run(f)
names = ("map", "recall_1000", "ndcg_cut_10")
results = pytrec_eval.RelevanceEvaluator(qrels, {"map", "recall.1000", "ndcg_cut.10"}).evaluate(run)
lines = []
for qid in sorted(results):
    for name in names:
        lines.append("%-22s\\t%s\\t%6.4f" % (name, qid, results[qid][name]))
for name in names:
    values = [results[q][name] for q in results]
    lines.append("%-22s\\tall\\t%6.4f" % (name, sum(values) / len(values)))
print("\\n".join(lines))
"""

_IR_MEASURES = """
import sys, ir_measures
from ir_measures import nDCG, AP, R
qrels = list(ir_measures.read_trec_qrels(sys.argv[1]))
run = list(ir_measures.read_trec_run(sys.argv[2]))
print(ir_measures.calc_aggregate([nDCG@10, AP, R@1000], qrels, run))
"""

_RANX = """
import sys
from ranx import Qrels, Run, evaluate
qrels = Qrels.from_file(sys.argv[1], kind="trec")
run = Run.from_file(sys.argv[2], kind="trec")
print(evaluate(qrels, run, ["ndcg@10", "map", "recall@1000"]))
"""


def measure(command: list[str], output: Path) -> tuple[float, float, int]:
    """(wall seconds, peak RSS in MB, exit code) of one command run in a fresh wrapper."""
    result = subprocess.run([PYTHON, "-c", _MEASURE, str(output), *command], capture_output=True, text=True,
                            check=True)
    wall, rss_kib, code = result.stdout.split()
    return float(wall), int(rss_kib) / 1024, int(code)


def trec_eval_binary(given: Path | None) -> Path | None:
    """The trec_eval 10 binary to time: --trec-eval, else $LABELER_TREC_EVAL, else bench/data/trec_eval
    if built; None when there is none; exits with a message when the one found is not trec_eval 10.x."""
    named = given or (Path(os.environ["LABELER_TREC_EVAL"]) if os.environ.get("LABELER_TREC_EVAL") else None)
    candidate = named or (TREC_EVAL if TREC_EVAL.exists() else None)
    if candidate is None:
        return None
    try:
        said = subprocess.run([str(candidate), "-v"], capture_output=True, text=True)
    except OSError as exc:
        sys.exit(f"{candidate}: {exc}")
    version = (said.stdout + said.stderr).strip()
    if "trec_eval version 10." not in version:
        sys.exit(f"{candidate}: not trec_eval 10.x (-v said {version!r})")
    return candidate


def tools(run: Path, qrels: Path) -> list[tuple[str, list[str] | None, str]]:
    """(label, command or None when unavailable, note) for every tool to compare."""
    entries: list[tuple[str, list[str] | None, str]] = [
        ("labeler eval", [LABELER, "eval", str(run), "--qrels", str(qrels), "-m", "nDCG@10", "-m", "AP",
                          "-m", "R@1000", "--format", "trec"], ""),
        ("pytrec_eval", [PYTHON, "-c", _PYTREC, str(qrels), str(run)], "parse_qrel/parse_run + evaluate"),
    ]
    binary = trec_eval_binary(None)
    if binary is not None:
        entries.append(("trec_eval", [str(binary), "-q", "-m", "ndcg_cut.10", "-m", "map", "-m", "recall.1000",
                                      str(qrels), str(run)], "C, its own Makefile (bench/build_trec_eval.sh)"))
    else:
        entries.append(("trec_eval", None, f"skipped: no binary at {TREC_EVAL.relative_to(ROOT)} or $LABELER_TREC_EVAL"))
    for name, code in (("ir_measures", _IR_MEASURES), ("ranx", _RANX)):
        if importlib.util.find_spec(name) is None:
            entries.append((name, None, "skipped: not installed (kept out of the shared venv)"))
        else:
            entries.append((name, [PYTHON, "-c", code, str(qrels), str(run)], ""))
    return entries


def _all_rows(path: Path) -> dict[str, str]:
    rows = {}
    for line in path.read_text().splitlines():
        parts = line.split("\t")
        if len(parts) == 3 and parts[1] == "all":
            rows[parts[0].strip()] = parts[2]
    return rows


def bench(key: str, repeat: int) -> dict:
    """Run every tool `repeat` times on one data set; print and return the medians."""
    run_name, qrels_name, title = DATASETS[key]
    run, qrels = DATA / run_name, DATA / qrels_name
    if not run.exists() or not qrels.exists():
        sys.exit(f"missing {run} or {qrels}: run `python bench/gen_data.py` first")
    out_dir = ROOT / "bench" / "out"
    out_dir.mkdir(parents=True, exist_ok=True)
    print(f"\n{title}  ({run.stat().st_size / 1e6:.0f} MB run, {os.cpu_count()} cores, median of {repeat})")
    print(f"{'tool':<14}{'wall s':>9}{'peak MB':>10}{'wall vs ours':>14}{'RSS vs ours':>13}  note")
    figures: dict[str, dict] = {}
    for label, command, note in tools(run, qrels):
        if command is None:
            print(f"{label:<14}{'-':>9}{'-':>10}{'':>14}{'':>13}  {note}")
            continue
        output = out_dir / f"{key}_{label.replace(' ', '_')}.txt"
        samples = [measure(command, output) for _ in range(repeat)]
        if any(code != 0 for _, _, code in samples):
            print(f"{label:<14} failed (exit {samples[0][2]})")
            continue
        wall = statistics.median(s[0] for s in samples)
        rss = statistics.median(s[1] for s in samples)
        figures[label] = {"wall_s": round(wall, 3), "peak_rss_mb": round(rss, 1), "output": str(output)}
        ours = figures.get("labeler eval")
        ratio_wall = f"{wall / ours['wall_s']:.2f}x" if ours else ""
        ratio_rss = f"{rss / ours['peak_rss_mb']:.2f}x" if ours else ""
        print(f"{label:<14}{wall:>9.2f}{rss:>10.0f}{ratio_wall:>14}{ratio_rss:>13}  {note}")
    if "labeler eval" in figures:
        ours_all = _all_rows(Path(figures["labeler eval"]["output"]))
        for label in ("pytrec_eval", "trec_eval"):
            if label in figures:
                theirs = _all_rows(Path(figures[label]["output"]))
                same = {k: ours_all.get(k) == v for k, v in theirs.items()}
                print(f"  'all' rows equal to {label}: {all(same.values())} {same}")
    return figures


def main() -> None:
    """Parse options and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(DATASETS), default=None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args()
    keys = [args.only] if args.only else ["msmarco", "dl"]
    figures = {key: bench(key, args.repeat) for key in keys}
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
