"""Build the TREC DL 2021 workloads of docs/BENCHMARKS.md from ../shared (generated, never committed).

    python bench/dl_workloads.py        # writes bench/out/dl21_merged/{run,qrels}.txt

- the 63 runs as they are: ../shared/data/trec-dl-2021/runs/*.run against qrels.human.txt (nothing
  to build; bench/bench_dl.py times them);
- the 63 runs merged into one run of ~334 k lines, each run's query ids prefixed with its number
  (``r07-1234``), and the qrels repeated once per prefix (~682 k lines), so that one evaluation does
  the work of 63 with the same answers per query.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DL21 = ROOT / ".." / "shared" / "data" / "trec-dl-2021"
MERGED = ROOT / "bench" / "out" / "dl21_merged"


def dl21_runs() -> list[Path]:
    """The 63 run files, sorted by name."""
    return sorted((DL21 / "runs").glob("*.run"))


def dl21_qrels() -> Path:
    """The human qrels of TREC DL 2021."""
    return DL21 / "qrels.human.txt"


def prefix(index: int) -> str:
    """The query-id prefix of the index-th run."""
    return f"r{index:02d}-"


def build_merged(out: Path = MERGED) -> tuple[Path, Path]:
    """Write the merged run and its qrels (only when missing); return their paths."""
    run_path, qrels_path = out / "run.txt", out / "qrels.txt"
    if run_path.is_file() and qrels_path.is_file():
        return run_path, qrels_path
    out.mkdir(parents=True, exist_ok=True)
    qrels_lines = dl21_qrels().read_text().splitlines(keepends=True)
    with open(run_path.with_suffix(".tmp"), "w") as run_out, open(qrels_path.with_suffix(".tmp"), "w") as qrels_out:
        for index, run in enumerate(dl21_runs()):
            tag = prefix(index)
            with open(run) as source:
                run_out.writelines(tag + line.lstrip() for line in source if line.strip())
            qrels_out.writelines(tag + line.lstrip() for line in qrels_lines if line.strip())
    run_path.with_suffix(".tmp").replace(run_path)
    qrels_path.with_suffix(".tmp").replace(qrels_path)
    return run_path, qrels_path


def main() -> None:
    """Build the merged workload and say its size."""
    for path in build_merged():
        with open(path) as handle:
            lines = sum(1 for _ in handle)
        print(f"{path.relative_to(ROOT)}: {lines:,} lines, {path.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
