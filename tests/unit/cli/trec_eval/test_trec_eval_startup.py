"""`labeler trec-eval` on a small run starts fast: none of the heavy libraries the other
commands use is imported on its path (issue 13: pandas, SQLAlchemy, Rich, labeler's storage)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HEAVY = ("pandas", "sqlalchemy", "sqlmodel", "alembic", "rich", "textual", "openai", "labeler.storage",
         "labeler.services", "jinja2")


def _run_then_modules(tmp_path: Path, qrels: str, run: str, *commands: list[str]) -> tuple[str, list[str]]:
    """(what the commands printed, the modules loaded after them), run in a fresh interpreter;
    QRELS and RUN in a command stand for the two files."""
    (tmp_path / "qrels").write_text(qrels)
    (tmp_path / "run").write_text(run)
    code = ("import sys\nfrom labeler.cli import main\n"
            f"for args in {[list(command) for command in commands]!r}:\n"
            "    args = [{'QRELS': sys.argv[1], 'RUN': sys.argv[2]}.get(arg, arg) for arg in args]\n"
            "    try:\n        main(args)\n    except SystemExit:\n        pass\n"
            "print('MODULES', ' '.join(sorted(sys.modules)))\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "qrels"), str(tmp_path / "run")],
                         capture_output=True, text=True, check=True).stdout
    printed, modules = out.split("MODULES ", 1)
    return printed, modules.split()


def test_trec_eval_imports_none_of_the_heavy_modules(tmp_path: Path) -> None:
    out, loaded = _run_then_modules(tmp_path, "q1 0 a 1\nq1 0 b 0\n", "q1 Q0 a 1 2.0 t\nq1 Q0 b 2 1.0 t\n",
                                    ["trec-eval", "-m", "ndcg_cut.10", "QRELS", "RUN"])
    assert "ndcg_cut_10           \tall\t1.0000" in out
    assert [name for name in loaded if name.split(".")[0] in HEAVY or name.startswith(HEAVY)] == []


def test_eval_and_trec_eval_on_files_read_by_arrow_never_load_numpy_ma(tmp_path: Path) -> None:
    # np.unique / np.union1d import numpy.ma on first use (~15 ms of every start): the readers avoid them
    _, loaded = _run_then_modules(tmp_path, "q1 0 a 1\nq1 0 b 0\nq2 0 a 1\n",
                                  "q1 Q0 a 1 2.0 t\nq1 Q0 b 2 1.0 t\nq2 Q0 c 1 1.0 t\n",
                                  ["eval", "--qrels", "QRELS", "RUN", "RUN"],
                                  ["trec-eval", "-m", "all_trec", "QRELS", "RUN"])
    assert "pyarrow" in loaded  # the Arrow readers ran
    assert "numpy.ma" not in loaded


def test_eval_with_human_grades_only_never_loads_the_estimators(tmp_path: Path) -> None:
    # the hybrid and LLM estimators (and their statistics) are for --estimate and --format json only
    estimators = ("labeler.metrics.hybrid", "labeler.metrics.stats", "labeler.services.estimation.results",
                  "labeler.services.estimation.hybrid")
    for output in ("table", "trec", "csv"):
        out, loaded = _run_then_modules(tmp_path, "q1 0 a 1\nq1 0 b 0\n", "q1 Q0 a 1 2.0 t\nq1 Q0 b 2 1.0 t\n",
                                        ["eval", "--qrels", "QRELS", "--format", output, "RUN", "RUN"])
        assert "nDCG@10" in out or "ndcg_cut_10" in out, output
        assert [name for name in loaded if name.startswith(estimators)] == [], output
