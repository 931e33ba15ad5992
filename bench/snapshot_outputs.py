"""Write what labeler prints for a fixed set of inputs into one folder, so that two versions of the
code can be compared byte for byte (`cmp -r`, or `--compare OTHER_FOLDER`).

    python bench/snapshot_outputs.py bench/out/before            # on the old code
    python bench/snapshot_outputs.py bench/out/after --compare bench/out/before
    python bench/snapshot_outputs.py bench/out/old --source bench/out/rev-abc123   # `git archive` of a revision

What it captures (../shared must be beside the checkout; bench/dl_workloads.py builds the merged
run; bench/gen_data.py the MS MARCO-sized runs, used when present):

- `labeler trec-eval -q -m all_trec` (and `--compat 9`) on every TREC DL 2021 and DL 2019 run, the
  merged DL 2021 run, the MS MARCO-sized runs, and trec_eval's oracle cases with their option sets;
- `labeler eval --format trec|json|csv|table` with the default measures and several -m lists (and
  --compat 9, --complete, --gain exponential, --relevant-grade 2) on the DL runs and the oracle cases;
- the demo project (`labeler demo --no-app` in a private HOME): eval in every format, with --estimate
  llm, and `labeler report` as JSON and CSV;
- the Python API: labeler.evaluate and labeler.compare frames as CSV (floats written with repr);
- with bench/bench_judgments.py's 1 M-judgment database built, `eval` from it under every aggregation
  policy.

Every command runs as its own process through the `labeler` console script, as a user runs it.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT / ".." / "shared"
DL21 = SHARED / "data" / "trec-dl-2021"
DL19 = SHARED / "data" / "trec-dl-2019"
ORACLE = SHARED / "oracle" / "trec_eval-10.0"
DATA = ROOT / "bench" / "data"
LABELER = [str(Path(sys.executable).with_name("labeler"))]
SOURCE: dict[str, str] = {}  # PYTHONPATH of the labeler to run, when not the installed one

ORACLE_OPTIONS = {
    "default": ["-q", "-m", "all_trec"],
    "c": ["-q", "-m", "all_trec", "-c"],
    "l2": ["-q", "-m", "all_trec", "-l", "2"],
    "M10": ["-q", "-m", "all_trec", "-M", "10"],
    "J": ["-q", "-m", "all_trec", "-J"],
    "gains": ["-q", "-m", "ndcg.0=0,1=1,2=3,3=7", "-m", "ndcg_cut.5,10"],
}
MEASURE_LISTS: dict[str, list[str]] = {
    "default": [],
    "core": ["nDCG@10", "AP", "R@1000"],
    "many": ["P@5", "P@10", "RR", "RR@10", "R-Prec", "bpref", "infAP", "SetP", "SetR", "SetF", "SetAP",
             "IPrec@0.5", "RBP(p=0.8)", "NumQ", "num_ret", "num_rel", "num_rel_ret", "Success@5",
             "SetP(relative=True)", "nDCG", "AP@100", "Judged@5", "Judged"],
    "params": ["nDCG(gains={0:0,1:1,2:3,3:7})@10", "AP(rel=2)", "nDCG(judged_only=True)@10",
               "RBP(p=0.9,rel=2)", "RBP(p=0.5)@20", "SetF(beta=0.5)", "P(rel=3)@10", "nDCG(gains={0:0,1:1,2:3})",
               "RR(judged_only=True)", "num_ret(judged_only=True)", "IPrec@0"],
    "trecnames": ["ndcg_cut_10", "P_5", "recall_100", "recip_rank", "map", "Rprec", "success_5", "set_F",
                  "iprec_at_recall_0.50"],
}
EVAL_VARIANTS: dict[str, list[str]] = {
    "plain": [],
    "compat9": ["--compat", "9"],
    "complete": ["--complete"],
    "exp": ["--gain", "exponential"],
    "rel2": ["--relevant-grade", "2"],
}


def runs_of(folder: Path) -> list[Path]:
    """The run files of a DL folder, sorted."""
    return sorted((folder / "runs").glob("*.run"))


def jobs(out: Path) -> list[tuple[Path, list[str], dict[str, str]]]:
    """(output file, argv after `labeler`, extra environment) of every command to capture."""
    todo: list[tuple[Path, list[str], dict[str, str]]] = []
    for label, folder in (("dl21", DL21), ("dl19", DL19)):
        qrels = str(folder / "qrels.human.txt")
        runs = runs_of(folder)
        for run in runs:
            for compat in ("10", "9"):
                todo.append((out / "trec_eval" / label / f"{run.stem}.c{compat}.out",
                             ["trec-eval", "--compat", compat, "-q", "-m", "all_trec", qrels, str(run)], {}))
        every = [str(run) for run in runs]
        for list_name, names in MEASURE_LISTS.items():
            measures = [arg for name in names for arg in ("-m", name)]
            for variant, flags in EVAL_VARIANTS.items():
                if variant != "plain" and list_name not in ("default", "many"):
                    continue
                for fmt in ("trec", "json"):
                    todo.append((out / "eval" / label / f"{list_name}.{variant}.{fmt}",
                                 ["eval", "--qrels", qrels, *measures, *flags, "--format", fmt, *every], {}))
        for fmt in ("csv", "table"):
            todo.append((out / "eval" / label / f"default.per_query.{fmt}",
                         ["eval", "--qrels", qrels, "--per-query", "--format", fmt, *every], {}))
        for run in runs[:3]:  # one run per call too (no runid lines)
            todo.append((out / "eval" / label / f"single.{run.stem}.trec",
                         ["eval", "--qrels", qrels, "--format", "trec", "-m", "nDCG@10", "-m", "AP", str(run)], {}))
    merged = ROOT / "bench" / "out" / "dl21_merged"
    if (merged / "run.txt").is_file():
        for compat in ("10", "9"):
            todo.append((out / "trec_eval" / f"dl21_merged.c{compat}.out",
                         ["trec-eval", "--compat", compat, "-q", "-m", "all_trec", str(merged / "qrels.txt"),
                          str(merged / "run.txt")], {}))
        todo.append((out / "eval" / "dl21_merged.json",
                     ["eval", "--qrels", str(merged / "qrels.txt"), "--format", "json", str(merged / "run.txt")], {}))
    for name in ("msmarco_run.trec", "msmarco_run_ties.trec"):
        run = DATA / name
        if run.is_file():
            qrels = str(DATA / "msmarco_qrels.txt")
            todo.append((out / "trec_eval" / f"{name}.out",
                         ["trec-eval", "-q", "-m", "ndcg_cut.10", "-m", "map", "-m", "recall.1000", qrels, str(run)], {}))
            todo.append((out / "trec_eval" / f"{name}.all_trec.c9.out",
                         ["trec-eval", "--compat", "9", "-m", "all_trec", qrels, str(run)], {}))
            todo.append((out / "eval" / f"{name}.trec",
                         ["eval", "--qrels", qrels, "-m", "nDCG@10", "-m", "AP", "-m", "R@1000", "--format", "trec",
                          str(run)], {}))
            todo.append((out / "eval" / f"{name}.json",
                         ["eval", "--qrels", qrels, "--format", "json", str(run)], {}))
    judgments = DATA / "judgments" / "1m"
    if (judgments / "bench.db").is_file():  # bench/bench_judgments.py --sizes 1m --build-only
        database = ["--db", str(judgments / "bench.db")]
        for policy in ("majority", "median", "max", "min", "mean-round", "latest", "adjudicated", "annotator:alice",
                       "annotator:bob"):
            todo.append((out / "db" / f"eval.{policy.replace(':', '_')}.trec",
                         [*database, "eval", str(judgments / "run.trec"), "--aggregate", policy, "--format", "trec"],
                         {}))
        todo.append((out / "db" / "eval.majority.table",
                     [*database, "eval", str(judgments / "run.trec"), "--aggregate", "majority"], {}))
    for case_out in sorted(ORACLE.glob("*/*.out")):
        stem, option, _ = case_out.name.rsplit(".", 2)
        if option not in ORACLE_OPTIONS:
            continue
        if case_out.parent.name == "generated":
            qrels, run = case_out.parent / f"{stem}.qrels", case_out.parent / f"{stem}.run"
        else:
            qrels_name, run_name = stem.split("+")
            qrels, run = case_out.parent / qrels_name, case_out.parent / run_name
        where = out / "oracle" / case_out.parent.name
        for compat in ("10", "9"):
            todo.append((where / f"{stem}.{option}.c{compat}.out",
                         ["trec-eval", "--compat", compat, *ORACLE_OPTIONS[option], str(qrels), str(run)], {}))
        if option == "default":
            for list_name in ("default", "many", "params"):
                measures = [arg for name in MEASURE_LISTS[list_name] for arg in ("-m", name)]
                for compat in ("10", "9"):
                    todo.append((where / f"{stem}.eval.{list_name}.c{compat}.json",
                                 ["eval", "--qrels", str(qrels), "--compat", compat, *measures, "--format", "json",
                                  str(run)], {}))
    return todo


def capture(target: Path, argv: list[str], env: dict[str, str]) -> None:
    """Run one command; its stdout goes to target, and a non-zero exit or stderr to target.err."""
    target.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([*LABELER, *argv], capture_output=True, env={**os.environ, **SOURCE, **env},
                          cwd=SOURCE.get("PYTHONPATH"))  # python -m puts the working folder first
    target.write_bytes(done.stdout)
    if done.returncode or done.stderr:
        target.with_name(target.name + ".err").write_bytes(b"exit %d\n" % done.returncode + done.stderr)


def demo_and_api(out: Path) -> None:
    """The demo project's eval and report outputs, and the Python API's frames."""
    home = ROOT / "bench" / "out" / "snapshot-home"  # a fixed path: outputs name the database
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    env = {"HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_CACHE_HOME": str(home / "cache"), "LABELER_ANNOTATOR": "snapshot"}
    try:
        capture(out / "demo" / "build.txt", ["demo", "--no-app"], env)
        demo = ["--db", "demo"]
        for fmt in ("trec", "json", "csv", "table"):
            capture(out / "demo" / f"eval.{fmt}", [*demo, "eval", "--per-query", "--format", fmt, "bm25", "dense"], env)
        capture(out / "demo" / "eval.many.json", [*demo, "eval", "--format", "json",
                *[a for n in MEASURE_LISTS["many"] for a in ("-m", n)], "bm25", "dense"], env)
        capture(out / "demo" / "eval.llm.json", [*demo, "eval", "--estimate", "llm", "--format", "json", "bm25", "dense"], env)
        reports = home / "reports"
        capture(out / "demo" / "report.txt", [*demo, "report", "bm25", "dense", "--parents",
                "--out", str(reports / "r.json"), "--out", str(reports / "r.csv")], env)
        for name in ("r.json", "r.csv"):
            if (reports / name).is_file():  # the one field that changes from run to run: when
                text = re.sub(r'"generated": "[^"]*"', '"generated": "(time)"', (reports / name).read_text())
                (out / "demo" / f"report.{name}").write_text(text)
        script = _API_SCRIPT.format(dl21=str(DL21), out=str(out / "api"))
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env={**os.environ, **SOURCE, **env}, cwd=SOURCE.get("PYTHONPATH"))
        (out / "api").mkdir(parents=True, exist_ok=True)
        (out / "api" / "stderr.txt").write_text(done.stderr)
    finally:
        shutil.rmtree(home, ignore_errors=True)


_API_SCRIPT = r"""
import json, sys
from pathlib import Path
import labeler
dl21, out = Path({dl21!r}), Path({out!r})
out.mkdir(parents=True, exist_ok=True)
runs = sorted((dl21 / "runs").glob("*.run"))[:6]
qrels = str(dl21 / "qrels.human.txt")
def save(name, frame):
    frame.to_csv(out / (name + ".csv"), index=False, float_format=repr)
    (out / (name + ".attrs.json")).write_text(json.dumps(frame.attrs, indent=1, sort_keys=True, default=str))
save("evaluate", labeler.evaluate([str(r) for r in runs], qrels))
save("evaluate_per_query", labeler.evaluate([str(r) for r in runs], qrels, ["nDCG@10", "AP", "P@10", "bpref"],
     per_query=True, compat=9))
save("compare", labeler.compare([str(r) for r in runs], qrels, ["nDCG@10", "AP", "R@100"]))
from labeler.services.demo import default_demo_db
with labeler.open(str(default_demo_db())) as project:
    save("demo_evaluate", project.evaluate(["bm25", "dense"], per_query=True))
    save("demo_compare", project.compare(["bm25", "dense"]))
"""


def compare(new: Path, old: Path) -> int:
    """Print every file that differs or is missing on either side; the number of them."""
    bad = 0
    new_files = {p.relative_to(new) for p in new.rglob("*") if p.is_file()}
    old_files = {p.relative_to(old) for p in old.rglob("*") if p.is_file()}
    for name in sorted((new_files | old_files) - {Path("commands.json")}):
        if name not in new_files or name not in old_files:
            print(f"only in {'old' if name in old_files else 'new'}: {name}")
            bad += 1
        elif not filecmp.cmp(new / name, old / name, shallow=False):
            print(f"differs: {name}")
            bad += 1
    print(f"{len(new_files | old_files) - bad} files identical, {bad} differ or are missing")
    return bad


def main() -> None:
    """Capture every output into the folder given (and compare with another, if asked)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--compare", type=Path, default=None, help="a folder an earlier capture wrote")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default=None, help="capture only outputs whose path contains this text")
    parser.add_argument("--source", type=Path, default=None,
                        help="a folder holding the labeler package to run instead of the installed one")
    args = parser.parse_args()
    args.out = args.out.resolve()  # the children may run in another folder (--source)
    if args.source is not None:  # python -m labeler with that folder first on the path
        LABELER[:] = [sys.executable, "-m", "labeler"]
        SOURCE["PYTHONPATH"] = str(args.source.resolve())
    if not DL21.is_dir():
        sys.exit(f"{DL21}: not found (../shared must sit beside the checkout)")
    todo = [job for job in jobs(args.out) if args.only is None or args.only in str(job[0])]
    with ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(lambda job: capture(*job), todo))
    if args.only is None or "demo" in args.only or "api" in args.only:
        demo_and_api(args.out)
    if args.only is None:
        (args.out / "commands.json").write_text(json.dumps(
            [[str(t.relative_to(args.out)), a] for t, a, _ in todo], indent=0))
    if args.compare is not None:
        sys.exit(1 if compare(args.out, args.compare) else 0)


if __name__ == "__main__":
    main()
