"""The engine's speed goals, pair by pair: `labeler eval` against `labeler trec-eval` on the 7 M-line
runs, both against trec_eval 10 on the TREC DL 2021 workloads (`bench/dl_workloads.py`), and scoring
from a database of 1 M judgments against the same qrels as a file (`bench/bench_judgments.py`).

    python bench/gen_data.py && python bench/dl_workloads.py        # once: the data (never committed)
    python bench/bench_judgments.py --sizes 1m --build-only          # once: the 1 M-judgment database
    python bench/bench_engine.py --pairs 7                           # this checkout
    python bench/bench_engine.py --pairs 7 --base main --only dl63,merged
    python bench/bench_engine.py --pairs 7 --without-knob trim-threshold    # a labeler.runtime knob
Each command runs in its own process, whole (start-up included). A comparison runs its two commands
A and B as pairs, alternating which goes first, and reports the medians of each side and the median
of the per-pair ratios A / B (wall seconds, CPU seconds = user + system of the process and its
children, peak RSS): on a machine others share, the ratio of two runs taken back to back means more
than either time alone. The load average is printed beside every comparison. Both labeler trees
are byte-compiled first (an editable checkout under PYTHONDONTWRITEBYTECODE=1 would otherwise
compile every module it imports on each start).

Workloads:
- ``distinct``, ``ties``: bench/data/msmarco_run.trec (6.98 M lines) and the same with scores rounded
  to one decimal, nDCG@10, AP, R@1000: `labeler eval --format trec` against `labeler trec-eval -q`.
- ``dl63``: the 63 TREC DL 2021 runs in one `labeler eval` call (default measures, table output)
  against trec_eval 10 run once per run (its default measures; a shell loop, timed whole).
- ``merged``: the 63 runs merged into one run of 334 k lines and its 682 k-line qrels, `-q -m
  all_trec`, `labeler trec-eval` against trec_eval 10.
- ``db1m``: `labeler --db bench.db eval run.trec --aggregate majority` against `labeler eval run.trec
  --qrels qrels.txt` (the same judgments aggregated into a file), bench/data/judgments/1m.
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_report import _MEASURE, export_revision  # noqa: E402
from dl_workloads import build_merged, dl21_qrels, dl21_runs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "bench" / "data"
PYTHON = sys.executable
THIS = "this"


@dataclass(frozen=True)
class Command:
    """One timed command line: a labeler role run by a labeler tree, or trec_eval 10."""

    argv: list[str]
    env: dict[str, str]


@dataclass(frozen=True)
class Comparison:
    """A / B, timed pair by pair; ``goal``: the ratio A / B should not exceed it (None: no goal)."""

    workload: str
    a: str
    b: str
    goal: float | None = None


def trec_eval_binary(given: str | None) -> Path | None:
    """trec_eval 10: --trec-eval, else $LABELER_TREC_EVAL, else bench/data/trec_eval (None: not timed)."""
    for candidate in (given, os.environ.get("LABELER_TREC_EVAL"), DATA / "trec_eval"):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


def roles(only: set[str] | None) -> dict[str, dict[str, list[str]]]:
    """workload -> role -> labeler arguments, for the workloads whose data exists."""
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
    judgments = DATA / "judgments" / "1m"
    if (judgments / "bench.db").is_file():
        run = str(judgments / "run.trec")
        out["db1m"] = {"eval --db": ["--db", str(judgments / "bench.db"), "eval", run, "--aggregate", "majority"],
                       "eval --qrels": ["eval", run, "--qrels", str(judgments / "qrels.txt")]}
    return {name: found for name, found in out.items() if only is None or name in only}


# `python -m labeler` with one of labeler.runtime's knobs left out (--without-knob)
_WITHOUT_KNOB = ("import sys, labeler.runtime as runtime\n"
                 "runtime.KEPT = tuple(k for k in runtime.KNOBS if k != {knob!r})\n"
                 "from labeler.launch import console\nconsole()\n")


def commands(workload: str, workload_roles: dict[str, list[str]], trees: dict[str, Path | None],
             trec_eval: Path | None, without_knob: str | None = None) -> dict[str, Command]:
    """label -> command: each role under each labeler tree ("this": the checkout; with a knob named,
    also the checkout without it), and trec_eval 10's counterpart where there is one."""
    out: dict[str, Command] = {}
    for tree, source in trees.items():
        env = {} if source is None else {"PYTHONPATH": str(source)}
        for role, args in workload_roles.items():
            out[f"{tree} {role}"] = Command([PYTHON, "-m", "labeler", *args], env)
            if without_knob and source is None:
                out[f"no-{without_knob} {role}"] = Command([PYTHON, "-c", _WITHOUT_KNOB.format(knob=without_knob),
                                                           *args], env)
    if trec_eval is not None:
        if workload == "dl63":
            qrels = shlex.quote(str(dl21_qrels()))
            loop = "; ".join(f"{shlex.quote(str(trec_eval))} {qrels} {shlex.quote(str(run))}" for run in dl21_runs())
            out["trec_eval x63"] = Command(["sh", "-c", f"{{ {loop}; }} > /dev/null"], {})
        elif workload == "merged":
            out["trec_eval"] = Command([str(trec_eval), *workload_roles["trec-eval"][1:]], {})
    return out


GOALS = {"distinct": ("eval", "trec-eval", 1.15), "ties": ("eval", "trec-eval", 1.15),
         "dl63": ("eval", "trec_eval x63", 0.8), "merged": ("trec-eval", "trec_eval", 0.9),
         "db1m": ("eval --db", "eval --qrels", 2.0)}


def comparisons(workload: str, labels: dict[str, Command], trees: dict[str, Path | None]) -> list[Comparison]:
    """The goal's comparison on this checkout (and on the base tree), then each labeler role of this
    checkout against the base tree's (and against the checkout without the knob left out)."""
    a_role, b_role, goal = GOALS[workload]
    out = []
    for label in labels:
        if label.startswith("no-"):
            out.append(Comparison(workload, f"{THIS} {label.split(' ', 1)[1]}", label))
    if any(label.startswith("no-") for label in labels):
        return out
    for tree in trees:
        a = f"{tree} {a_role}"
        b = b_role if b_role in labels else f"{tree} {b_role}"
        if a in labels and b in labels:
            out.append(Comparison(workload, a, b, goal if tree == THIS else None))
    for tree in trees:
        if tree == THIS:
            continue
        for label in labels:
            if label.startswith(f"{THIS} "):
                base = f"{tree} {label[len(THIS) + 1:]}"
                if base in labels:
                    out.append(Comparison(workload, label, base))
    return out


def measure(command: Command, workdir: Path) -> tuple[float, float, float]:
    """(wall s, CPU s, peak RSS MB) of one command run whole; `python -m` runs from workdir so that
    the current folder (first on sys.path) is not a labeler checkout."""
    out = subprocess.run([PYTHON, "-c", _MEASURE, *command.argv], capture_output=True, text=True, check=True,
                         env=dict(os.environ, **command.env), cwd=workdir).stdout.split()
    if out[2] != "0":
        raise SystemExit(f"failed (exit {out[2]}): {' '.join(command.argv)}")
    return float(out[0]), float(out[3]), int(out[1]) / 1024


def run_pairs(comparison: Comparison, labels: dict[str, Command], pairs: int, workdir: Path) -> str:
    """Time the comparison's pairs (one warm-up of each side first) and format one result line."""
    a, b = labels[comparison.a], labels[comparison.b]
    measure(a, workdir)
    measure(b, workdir)
    load_before = os.getloadavg()[0]
    sides: dict[str, list[tuple[float, float, float]]] = {"a": [], "b": []}
    for index in range(pairs):
        order = ("a", "b") if index % 2 == 0 else ("b", "a")
        for side in order:
            sides[side].append(measure(a if side == "a" else b, workdir))
    load_after = os.getloadavg()[0]

    def median(side: str, at: int) -> float:
        return statistics.median(sample[at] for sample in sides[side])

    def ratio(at: int) -> float:
        return statistics.median(x[at] / y[at] for x, y in zip(sides["a"], sides["b"]))

    def verdict(at: int) -> str:
        return "met" if comparison.goal is not None and ratio(at) <= comparison.goal else "NOT met"

    # the goals are wall time; CPU is said beside it (on a loaded machine wall measures the neighbours)
    goal = "" if comparison.goal is None else (
        f"  goal <= {comparison.goal:g}: wall {verdict(0)}, CPU {verdict(1)}")
    return (f"{comparison.workload:<9}{comparison.a:>22} / {comparison.b:<22}"
            f"{median('a', 0):7.2f} /{median('b', 0):6.2f} s wall {ratio(0):5.2f}x | "
            f"{median('a', 1):6.2f} /{median('b', 1):6.2f} s CPU {ratio(1):5.2f}x | "
            f"{median('a', 2):5.0f} /{median('b', 2):5.0f} MB | load {load_before:.1f}-{load_after:.1f}{goal}")


def compile_tree(source: Path) -> None:
    """Byte-compile a labeler tree, as a pip install does."""
    subprocess.run([PYTHON, "-m", "compileall", "-q", str(source / "labeler")], check=True)


def main() -> None:
    """Time every workload's comparisons pair by pair and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=None, help="a git revision to time beside this checkout")
    parser.add_argument("--pairs", type=int, default=7, help="A/B pairs per comparison")
    parser.add_argument("--only", default=None, help="comma-separated workloads (distinct,ties,dl63,merged,db1m)")
    parser.add_argument("--trec-eval", default=None, help="trec_eval 10 (bench/build_trec_eval.sh builds one)")
    parser.add_argument("--without-knob", default=None,
                        help="time each labeler command against itself without this labeler.runtime knob")
    args = parser.parse_args()
    trec_eval = trec_eval_binary(args.trec_eval)
    compile_tree(ROOT)
    with tempfile.TemporaryDirectory(prefix="labeler-bench-engine-") as scratch:
        workdir = Path(scratch)
        trees: dict[str, Path | None] = {THIS: None}
        if args.base:
            trees[args.base] = export_revision(args.base, workdir)
            compile_tree(trees[args.base])  # type: ignore[arg-type]
        print(f"{os.cpu_count()} cores, Python {sys.version.split()[0]}, {args.pairs} pairs per comparison; "
              "A / B: medians of each side and the median of the per-pair ratios")
        for workload, found in roles(None if args.only is None else set(args.only.split(","))).items():
            labels = commands(workload, found, trees, trec_eval, args.without_knob)
            for comparison in comparisons(workload, labels, trees):
                print(run_pairs(comparison, labels, args.pairs, workdir), flush=True)


if __name__ == "__main__":
    main()
