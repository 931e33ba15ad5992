"""`labeler trec-eval` against pytrec_eval (trec_eval's C code, the proxy for trec_eval 10):
wall seconds and peak RSS, each tool in its own process, on an MS MARCO-sized run with distinct
scores, the same run with scores rounded to one decimal (most scores tie), and a small run.

    python bench/gen_data.py                # once: writes bench/data/msmarco_*
    python bench/bench_trec_eval.py         # median of 3
    python bench/bench_trec_eval.py --data /elsewhere/bench/data --repeat 1

Every tool parses the files itself and computes ndcg_cut.10, map and recall.1000 per query;
`labeler trec-eval -m all_trec` is timed too (the issue's goal: within trec_eval's own time).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_eval import _PYTREC, DATA, LABELER, PYTHON, ROOT, measure  # noqa: E402

SMALL = ROOT / ".." / "shared" / "oracle" / "trec_eval-10.0" / "trec_eval-test"
MEASURES = ["-m", "ndcg_cut.10", "-m", "map", "-m", "recall.1000"]


def tied_copy(run: Path, out_dir: Path) -> Path:
    """The run with every score rounded to one decimal (written once into out_dir)."""
    tied = out_dir / (run.stem + "_ties.trec")
    if not tied.exists():
        with run.open() as source, tied.open("w") as out:
            for line in source:
                qid, q0, doc, rank, score, tag = line.split()
                out.write(f"{qid} {q0} {doc} {rank} {float(score):.1f} {tag}\n")
    return tied


def bench(title: str, qrels: Path, run: Path, repeat: int, out_dir: Path) -> None:
    """Time every tool on one run and print medians and ratios to pytrec_eval."""
    tools = {
        "labeler trec-eval": [LABELER, "trec-eval", "-q", *MEASURES, str(qrels), str(run)],
        "labeler all_trec": [LABELER, "trec-eval", "-q", "-m", "all_trec", str(qrels), str(run)],
        "pytrec_eval": [PYTHON, "-c", _PYTREC, str(qrels), str(run)],
    }
    print(f"\n{title}: {run.name} ({run.stat().st_size / 1e6:.1f} MB), median of {repeat}")
    print(f"{'tool':<20}{'wall s':>9}{'peak MB':>10}{'wall / pytrec_eval':>20}")
    figures = {}
    for label, command in tools.items():
        samples = [measure(command, out_dir / f"{run.stem}_{label.replace(' ', '_')}.txt") for _ in range(repeat)]
        if any(code != 0 for _, _, code in samples):
            print(f"{label:<20} failed")
            continue
        figures[label] = (statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples))
    base = figures.get("pytrec_eval", (0.0, 0.0))[0]
    for label, (wall, rss) in figures.items():
        ratio = f"{wall / base:.2f}x" if base else "-"
        print(f"{label:<20}{wall:>9.2f}{rss:>10.0f}{ratio:>20}")


def main() -> None:
    """Parse options and run the three benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA, help="folder holding msmarco_run.trec, msmarco_qrels.txt")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    out_dir = ROOT / "bench" / "out"
    out_dir.mkdir(parents=True, exist_ok=True)
    run, qrels = args.data / "msmarco_run.trec", args.data / "msmarco_qrels.txt"
    if not run.exists():
        sys.exit(f"missing {run}: run `python bench/gen_data.py` first")
    bench("MS MARCO-sized, distinct scores", qrels, run, args.repeat, out_dir)
    bench("MS MARCO-sized, scores to one decimal", qrels, tied_copy(run, out_dir), args.repeat, out_dir)
    if SMALL.is_dir():
        bench("small (trec_eval's own test run)", SMALL / "qrels.test", SMALL / "results.test", args.repeat, out_dir)


if __name__ == "__main__":
    main()
