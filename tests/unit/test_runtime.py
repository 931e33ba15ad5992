"""Process-wide tuning belongs to labeler's own commands (labeler.runtime), never to the library:
labeler.evaluate() in a notebook leaves Arrow's memory pool, numpy's huge pages and the environment
as they were, and the console entry tunes its process. Each check runs in a fresh interpreter,
since what it looks at is process-wide."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# What the child reports: Arrow's default pool, numpy's huge-page switch, the two variables.
REPORT = (
    "import os, pyarrow\n"
    "try:\n    from numpy._core.multiarray import _set_madvise_hugepage as switch\n"
    "except ImportError:\n    from numpy.core.multiarray import _set_madvise_hugepage as switch\n"
    "print('POOL', pyarrow.default_memory_pool().backend_name)\n"
    "print('HUGE', 'on' if switch(True) else 'off')\n"
    "print('ENV', os.environ.get('ARROW_DEFAULT_MEMORY_POOL'), os.environ.get('NUMPY_MADVISE_HUGEPAGE'))\n"
    "print('BLAS', os.environ.get('OPENBLAS_NUM_THREADS'))\n"
    "import gc\nprint('GC', gc.get_threshold()[0], 'frozen' if gc.get_freeze_count() else 'none')\n"
)


def _files(tmp_path: Path) -> tuple[str, str]:
    (tmp_path / "qrels").write_text("q1 0 a 1\nq2 0 c 2\n")
    (tmp_path / "run").write_text("q1 Q0 a 1 1.5 t\nq1 Q0 b 2 1.0 t\nq2 Q0 c 1 3.0 t\n")
    return str(tmp_path / "qrels"), str(tmp_path / "run")


def _report(code: str, *args: str) -> dict[str, str]:
    env = {key: value for key, value in __import__("os").environ.items()
           if key not in ("ARROW_DEFAULT_MEMORY_POOL", "NUMPY_MADVISE_HUGEPAGE", "OPENBLAS_NUM_THREADS")}
    out = subprocess.run([sys.executable, "-c", code + REPORT, *args], capture_output=True, text=True,
                         check=True, env=env).stdout
    return {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in out.splitlines() if " " in line}


LIBRARY_CALLS = {
    "api": "import labeler\nassert len(labeler.evaluate(sys.argv[2], sys.argv[1])) == 1\n",
    "eval service": ("from labeler.metrics.request import scoring_request\n"
                     "from labeler.services.evaluation.scoring import evaluate_sources, read_qrels_file\n"
                     "assert len(list(evaluate_sources([sys.argv[2]], read_qrels_file(sys.argv[1]), scoring_request())))"
                     " == 1\n"),
    "trec-eval reader": ("from labeler.dataio.eval_input.trec_files import read_trec_inputs\n"
                         "read_trec_inputs(sys.argv[1], sys.argv[2], compat=10, sorted_anyway=False)\n"),
}


@pytest.mark.parametrize("call", LIBRARY_CALLS)
def test_the_library_leaves_the_process_as_it_found_it(tmp_path: Path, call: str) -> None:
    """On main the eval service switched Arrow to jemalloc, the trec-eval reader to malloc with
    numpy's huge pages off, for whoever called them."""
    qrels, run = _files(tmp_path)
    untouched = _report("import sys\n", qrels, run)
    after = _report("import sys\n" + LIBRARY_CALLS[call], qrels, run)
    assert after == untouched
    assert after["ENV"] == "None None" and after["BLAS"] == "None" and after["GC"].endswith(" none")


@pytest.mark.parametrize("command", ["trec-eval", "eval"])
def test_a_command_tunes_its_own_process(tmp_path: Path, command: str) -> None:
    qrels, run = _files(tmp_path)
    args = ["trec-eval", "-m", "map", qrels, run] if command == "trec-eval" else ["eval", "--qrels", qrels, run]
    code = ("import sys\nfrom labeler.launch import main\n"
            f"sys.argv = ['labeler', *{args!r}]\n"
            "try:\n    main()\nexcept SystemExit as exit:\n    assert not exit.code, exit.code\n")
    report = _report(code)
    assert report["POOL"] == "system"
    assert report["BLAS"] == "1"  # numpy's OpenBLAS starts no spinning thread per core
    assert report["HUGE"] == "on"  # numpy's default: turning it off paid on one workload and cost on another
    assert report["GC"] == "100000 none"  # main() is for a process that goes on: nothing frozen


def test_the_console_entry_freezes_what_its_command_made_as_it_ends() -> None:
    """A command through the console script (here `labeler --help`): tuned, and its objects frozen
    once it is over."""
    code = ("import sys\nfrom labeler.launch import console\n"
            "sys.argv = ['labeler', '--help']\n"
            "try:\n    console()\nexcept SystemExit as exit:\n    assert not exit.code, exit.code\n")
    assert _report(code)["GC"] == "100000 frozen"


def test_settled_freezes_only_a_process_one_command_took() -> None:
    library = "from labeler.runtime import settled, tune\ntune()\nsettled()\n"
    assert _report(library)["GC"] == "100000 none"
    command = "from labeler.runtime import one_command, settled\none_command()\nsettled()\n"
    assert _report(command)["GC"] == "100000 frozen"


def test_only_the_first_start_up_over_freezes() -> None:
    code = ("import gc\nfrom labeler.runtime import one_command, start_up_over\none_command()\n"
            "start_up_over()\nfirst = gc.get_freeze_count()\nobjects = [[] for _ in range(1000)]\n"
            "start_up_over()\nassert gc.get_freeze_count() == first > 0, (first, gc.get_freeze_count())\n")
    assert _report(code)["GC"] == "100000 frozen"


def test_a_variable_the_user_set_is_kept(tmp_path: Path) -> None:
    code = ("import os\nos.environ['ARROW_DEFAULT_MEMORY_POOL'] = 'jemalloc'\n"
            "os.environ['OPENBLAS_NUM_THREADS'] = '2'\n"
            "from labeler.runtime import tune\ntune()\n")
    report = _report(code)
    assert report["POOL"] == "jemalloc" and report["BLAS"] == "2"


def test_unknown_knobs_are_refused() -> None:
    code = ("from labeler.runtime import tune\n"
            "try:\n    tune(['turbo'])\nexcept ValueError as error:\n    print('REFUSED', error)\n")
    assert "turbo" in _report(code)["REFUSED"]


def test_the_malloc_knobs_reach_glibc(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two arenas, a 16 MiB mmap threshold and a 32 MiB trim threshold (M_ARENA_MAX -8,
    M_MMAP_THRESHOLD -3, M_TRIM_THRESHOLD -1 in glibc's malloc.h); a knob left out is not set."""
    import labeler.runtime as runtime

    calls: list[tuple[int, int]] = []

    class Libc:
        def mallopt(self, option: int, value: int) -> int:
            calls.append((option, value))
            return 1

    monkeypatch.setattr(runtime, "_glibc", Libc)
    monkeypatch.setattr(runtime, "_tuned", False)
    monkeypatch.setenv("ARROW_DEFAULT_MEMORY_POOL", "system")  # kept as it is: tune only sets it when unset
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "1")  # likewise
    runtime.tune()
    assert calls == [(-8, 2), (-3, 16 << 20), (-1, 32 << 20)]
    monkeypatch.setattr(runtime, "_tuned", False)
    calls.clear()
    runtime.tune([knob for knob in runtime.KNOBS if knob != runtime.TRIM_THRESHOLD])
    assert calls == [(-8, 2), (-3, 16 << 20)]


def test_a_knob_left_out_of_kept_is_not_applied() -> None:
    """bench_engine.py --without-knob sets KEPT before tune(): tune reads KEPT when called."""
    code = ("import labeler.runtime as runtime\n"
            "runtime.KEPT = tuple(k for k in runtime.KNOBS if k != runtime.BLAS_ONE_THREAD)\n"
            "runtime.tune()\n")
    assert _report(code)["BLAS"] == "None"
