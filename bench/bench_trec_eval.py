"""`labeler trec-eval` against trec_eval 10.0 itself (when a binary is at hand) and pytrec_eval
(trec_eval 9's C code, the issue's proxy for trec_eval 10): wall and CPU seconds and peak RSS, each
tool in its own process, on an MS MARCO-sized run with distinct scores, the same run with scores
rounded to one decimal (most scores tie), and a small run, where the floor is the time Python
takes to import numpy and pyarrow.

    python bench/gen_data.py                          # once: writes bench/data/msmarco_*
    bash bench/build_trec_eval.sh ~/src/trec_eval     # once, optional: bench/data/trec_eval
    python bench/bench_trec_eval.py                   # median of 3, rounds interleaved
    python bench/bench_trec_eval.py --git-rev 46ef32a # plus the code at that revision, same rounds
    python bench/bench_trec_eval.py --data /elsewhere/bench/data --repeat 1
    python bench/bench_trec_eval.py --peer-python /elsewhere/venv/bin/python  # ranx, ir_measures there

Every tool parses the files itself and computes ndcg_cut.10, map and recall.1000 per query
(`-q`; output to /dev/null); `-m all_trec` is timed too for labeler and trec_eval (the issue's
goal: within trec_eval's own time). The trec_eval binary is bench/data/trec_eval, or --trec-eval
PATH, or $LABELER_TREC_EVAL; its version must print as 10.x. ir_measures and ranx join when the
peers' Python (--peer-python, else this one) has them. CPU seconds (user +
system) move less than wall seconds on a loaded machine; the load average is printed.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_eval import _IR_MEASURES, _PYTREC, _RANX, DATA, LABELER, PYTHON, ROOT, trec_eval_binary  # noqa: E402
from bench_report import _MEASURE, export_revision  # noqa: E402

SMALL = ROOT / ".." / "shared" / "oracle" / "trec_eval-10.0" / "trec_eval-test"
MEASURES = ["-m", "ndcg_cut.10", "-m", "map", "-m", "recall.1000"]
FLOOR = "numpy+pyarrow import"
TREC_EVAL_LABEL = "trec_eval 10"


def tied_copy(run: Path, out_dir: Path) -> Path:
    """The run with every score rounded to one decimal (written once into out_dir)."""
    tied = out_dir / (run.stem + "_ties.trec")
    if not tied.exists():
        with run.open() as source, tied.open("w") as out:
            for line in source:
                qid, q0, doc, rank, score, tag = line.split()
                out.write(f"{qid} {q0} {doc} {rank} {float(score):.1f} {tag}\n")
    return tied


def tools(qrels: Path, run: Path, revisions: dict[str, Path], small: bool, trec_eval: Path | None,
          peer_python: str) -> dict[str, tuple[list[str], dict[str, str]]]:
    """label -> (command, extra environment) of every tool to time on one run."""
    files = [str(qrels), str(run)]
    entries: dict[str, tuple[list[str], dict[str, str]]] = {
        "labeler trec-eval": ([LABELER, "trec-eval", "-q", *MEASURES, *files], {}),
        "labeler all_trec": ([LABELER, "trec-eval", "-q", "-m", "all_trec", *files], {}),
    }
    for label, source in revisions.items():
        env = {"PYTHONPATH": str(source)}
        entries[f"{label} trec-eval"] = ([PYTHON, "-m", "labeler", "trec-eval", "-q", *MEASURES, *files], env)
        entries[f"{label} all_trec"] = ([PYTHON, "-m", "labeler", "trec-eval", "-q", "-m", "all_trec", *files], env)
    if trec_eval is not None:
        entries[TREC_EVAL_LABEL] = ([str(trec_eval), "-q", *MEASURES, *files], {})
        entries[f"{TREC_EVAL_LABEL} all_trec"] = ([str(trec_eval), "-q", "-m", "all_trec", *files], {})
    entries["pytrec_eval"] = ([PYTHON, "-c", _PYTREC, *files], {})
    for name, code in (("ir_measures", _IR_MEASURES), ("ranx", _RANX)):
        if _has_module(peer_python, name):
            entries[name] = ([peer_python, "-c", code, *files], {})
    if small:
        entries[FLOOR] = ([PYTHON, "-c", "import numpy, pyarrow"], {})
    return entries


def _has_module(python: str, name: str) -> bool:
    """Whether that Python can import the module."""
    if python == PYTHON:
        return importlib.util.find_spec(name) is not None
    return subprocess.run([python, "-c", f"import {name}"], capture_output=True).returncode == 0


def measure(command: list[str], env: dict[str, str], workdir: Path) -> tuple[float, float, float] | None:
    """(wall s, peak RSS MB, CPU s) of one command in a fresh wrapper, or None if it failed.
    Run from workdir: `python -m` puts the current directory first on sys.path."""
    out = subprocess.run([PYTHON, "-c", _MEASURE, *command], capture_output=True, text=True, check=True,
                         env=dict(os.environ, **env), cwd=workdir).stdout.split()
    if out[2] != "0":
        return None
    return float(out[0]), int(out[1]) / 1024, float(out[3])


def bench(title: str, qrels: Path, run: Path, repeat: int, revisions: dict[str, Path], workdir: Path,
          trec_eval: Path | None, peer_python: str, small: bool = False) -> None:
    """Time every tool on one run (rounds interleaved) and print medians and ratios."""
    entries = tools(qrels, run, revisions, small, trec_eval, peer_python)
    samples: dict[str, list[tuple[float, float, float]]] = {label: [] for label in entries}
    failed: set[str] = set()
    shuffle = random.Random(13)
    for _ in range(repeat):
        # each round in its own order: on a virtual machine a process that follows a big one (pytrec_eval's
        # 1.2 GB) pays more page faults, and a fixed order would charge that to the same tool every round
        labels = list(entries)
        shuffle.shuffle(labels)
        for label in labels:
            command, env = entries[label]
            result = measure(command, env, workdir)
            if result is None:
                failed.add(label)
            else:
                samples[label].append(result)
    print(f"\n{title}: {run.name} ({run.stat().st_size / 1e6:.1f} MB), median of {repeat}, "
          f"load average {os.getloadavg()[0]:.1f}")
    print(f"{'tool':<26}{'wall s':>8}{'CPU s':>8}{'peak MB':>9}{'wall/pytrec':>13}{'CPU/pytrec':>12}"
          f"{'wall/trec_eval':>16}")
    medians = {label: tuple(statistics.median(s[i] for s in runs) for i in range(3))
               for label, runs in samples.items() if runs and label not in failed}
    base_wall, _, base_cpu = medians.get("pytrec_eval", (0.0, 0.0, 0.0))
    for label in entries:
        if label not in medians:
            print(f"{label:<26} failed")
            continue
        wall, rss, cpu = medians[label]
        ratios = f"{wall / base_wall:>12.2f}x{cpu / base_cpu:>11.2f}x" if base_wall and base_cpu else " " * 25
        # labeler's all_trec against trec_eval's all_trec, the rest against its three measures; blank if that failed
        c_base = medians.get(f"{TREC_EVAL_LABEL} all_trec" if label.endswith("all_trec") else TREC_EVAL_LABEL)
        if c_base:
            ratios += f"{wall / c_base[0]:>15.2f}x"
        print(f"{label:<26}{wall:>8.2f}{cpu:>8.2f}{rss:>9.0f}{ratios}")
    if FLOOR in medians:
        floor_wall, _, floor_cpu = medians[FLOOR]
        for label in ("labeler trec-eval", *(f"{rev} trec-eval" for rev in revisions)):
            if label in medians:
                print(f"{label}: {medians[label][0] / floor_wall:.2f}x the import floor's wall, "
                      f"{medians[label][2] / floor_cpu:.2f}x its CPU")


def main() -> None:
    """Parse options and run the three benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA, help="folder holding msmarco_run.trec, msmarco_qrels.txt")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--git-rev", action="append", default=[], metavar="REV",
                        help="also time labeler as of this git revision (exported, run through PYTHONPATH)")
    parser.add_argument("--only", choices=["distinct", "ties", "small"], action="append", default=None)
    parser.add_argument("--trec-eval", type=Path, default=None, metavar="PATH",
                        help="a trec_eval 10.x binary (default: $LABELER_TREC_EVAL, else bench/data/trec_eval if built)")
    parser.add_argument("--peer-python", default=PYTHON, metavar="PATH",
                        help="the Python that runs ranx and ir_measures (kept out of the project's venv)")
    args = parser.parse_args()
    trec_eval = trec_eval_binary(args.trec_eval)
    out_dir = ROOT / "bench" / "out"
    out_dir.mkdir(parents=True, exist_ok=True)
    run, qrels = args.data / "msmarco_run.trec", args.data / "msmarco_qrels.txt"
    wanted = set(args.only or ["distinct", "ties", "small"])
    if wanted & {"distinct", "ties"} and not run.exists():
        sys.exit(f"missing {run}: run `python bench/gen_data.py` first")
    with tempfile.TemporaryDirectory() as scratch:
        workdir = Path(scratch)
        revisions = {f"rev {rev}": export_revision(rev, workdir) for rev in args.git_rev}
        if "distinct" in wanted:
            bench("MS MARCO-sized, distinct scores", qrels, run, args.repeat, revisions, workdir, trec_eval,
                  args.peer_python)
        if "ties" in wanted:
            bench("MS MARCO-sized, scores to one decimal", qrels, tied_copy(run, out_dir), args.repeat, revisions,
                  workdir, trec_eval, args.peer_python)
        if "small" in wanted and SMALL.is_dir():
            bench("small (trec_eval's own test run)", SMALL / "qrels.test", SMALL / "results.test", args.repeat,
                  revisions, workdir, trec_eval, args.peer_python, small=True)


if __name__ == "__main__":
    main()
