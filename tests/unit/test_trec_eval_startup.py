"""`labeler trec-eval` on a small run starts fast: none of the heavy libraries the other
commands use is imported on its path (issue 13: pandas, SQLAlchemy, Rich, labeler's storage)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HEAVY = ("pandas", "sqlalchemy", "sqlmodel", "alembic", "rich", "textual", "openai", "labeler.storage",
         "labeler.services", "jinja2")


def test_trec_eval_imports_none_of_the_heavy_modules(tmp_path: Path) -> None:
    (tmp_path / "qrels").write_text("q1 0 a 1\nq1 0 b 0\n")
    (tmp_path / "run").write_text("q1 Q0 a 1 2.0 t\nq1 Q0 b 2 1.0 t\n")
    code = ("import sys\nfrom labeler.cli import main\n"
            "try:\n    main(['trec-eval', '-m', 'ndcg_cut.10', sys.argv[1], sys.argv[2]])\n"
            "except SystemExit:\n    pass\n"
            "print('MODULES', ' '.join(sorted(sys.modules)))\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "qrels"), str(tmp_path / "run")],
                         capture_output=True, text=True, check=True).stdout
    assert "ndcg_cut_10           \tall\t1.0000" in out
    loaded = out.split("MODULES ", 1)[1].split()
    assert [name for name in loaded if name.split(".")[0] in HEAVY or name.startswith(HEAVY)] == []


def test_eval_and_trec_eval_on_files_read_by_arrow_never_load_numpy_ma(tmp_path: Path) -> None:
    # np.unique / np.union1d import numpy.ma on first use (~15 ms of every start): the readers avoid them
    (tmp_path / "qrels").write_text("q1 0 a 1\nq1 0 b 0\nq2 0 a 1\n")
    (tmp_path / "run").write_text("q1 Q0 a 1 2.0 t\nq1 Q0 b 2 1.0 t\nq2 Q0 c 1 1.0 t\n")
    code = ("import sys\nfrom labeler.cli import main\n"
            "for args in (['eval', '--qrels', sys.argv[1], sys.argv[2], sys.argv[2]],\n"
            "             ['trec-eval', '-m', 'all_trec', sys.argv[1], sys.argv[2]]):\n"
            "    try:\n        main(args)\n    except SystemExit:\n        pass\n"
            "print('MODULES', ' '.join(sorted(sys.modules)))\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "qrels"), str(tmp_path / "run")],
                         capture_output=True, text=True, check=True).stdout
    assert "pyarrow" in out.split("MODULES ", 1)[1].split()  # the Arrow readers ran
    assert "numpy.ma" not in out.split("MODULES ", 1)[1].split()
