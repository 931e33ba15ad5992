"""The memory settings a big trec-eval read makes (labeler.dataio.arrow_views)."""

from __future__ import annotations

import subprocess
import sys


def test_a_big_trec_eval_read_turns_numpys_huge_pages_off(tmp_path) -> None:
    """read_trec_inputs asks numpy for small pages (measured faster on this kind of VM); in a fresh
    interpreter, since the switch is process-wide. numpy's switch returns its previous state."""
    (tmp_path / "qrels").write_text("q1 0 a 1\n")
    (tmp_path / "run").write_text("q1 Q0 a 1 1.5 t\nq1 Q0 b 2 1.0 t\n")
    code = (
        "import sys\n"
        "try:\n    from numpy._core.multiarray import _set_madvise_hugepage as switch\n"
        "except ImportError:\n    from numpy.core.multiarray import _set_madvise_hugepage as switch\n"
        "from labeler.dataio.trec_inputs import read_trec_inputs\n"
        "arrays, run_id, _ = read_trec_inputs(sys.argv[1], sys.argv[2], compat=10, sorted_anyway=False)\n"
        "print(arrays.n_queries, run_id, 'huge pages on' if switch(True) else 'huge pages off')\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "qrels"), str(tmp_path / "run")],
                         capture_output=True, text=True, check=True).stdout
    assert out.split() == ["1", "t", "huge", "pages", "off"]
