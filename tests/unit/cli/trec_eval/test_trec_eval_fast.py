"""The small-file fast path of `labeler trec-eval` (labeler.launch.trec_eval, labeler.dataio.eval_input.small_files)
prints byte for byte what the full command prints, or declines and prints nothing; and the
console entry answers a small evaluation without importing click or pyarrow."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labeler.cli import main
from labeler.dataio.eval_input import small_files as run_small
from labeler.dataio.eval_input.small_files import small_eval_arrays
from labeler.launch.trec_eval import fast_trec_eval
from tests.trec_eval_cases import CASES, OPTION_SETS


def _full(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exited:
        main(["trec-eval", *args])
    captured = capsys.readouterr()
    return int(exited.value.code or 0), captured.out, captured.err


def _fast(capsys: pytest.CaptureFixture[str], args: list[str]) -> str | None:
    answered = fast_trec_eval(args)
    out = capsys.readouterr().out
    if not answered:
        assert out == ""  # a declined call prints nothing: the full command prints it all
        return None
    return out


def _same_or_declined(capsys: pytest.CaptureFixture[str], args: list[str]) -> bool:
    """Whether the fast path answered; when it did, its output is the full command's."""
    fast = _fast(capsys, args)
    if fast is None:
        return False
    code, out, err = _full(capsys, args)
    assert code == 0, err
    assert fast == out
    return True


def test_every_oracle_case_prints_what_the_full_command_prints(capsys: pytest.CaptureFixture[str]) -> None:
    if not CASES:
        pytest.skip("no trec_eval oracle")
    answered = [_same_or_declined(capsys, [*OPTION_SETS[option], str(qrels), str(run)])
                for qrels, run, option, _ in CASES]
    # the oracle's files are small and plain but for a few (comments, grades 1.5, ...): most go fast
    assert sum(answered) > 0.7 * len(answered)


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    qrels, run = tmp_path / "qrels", tmp_path / "run"
    qrels.write_text("q1 0 a 1\nq1 0 b 0\nq2 0 c 2\nq3 0 x 1\n")
    run.write_text("q1 Q0 a 1 1.00000001 t\nq1 Q0 b 2 1.0 t\nq2 Q0 c 1 -3e2 t\nq2 Q0 a 2 .5 t\n")
    return qrels, run


@pytest.mark.parametrize("flags", [
    [], ["-q"], ["-q", "-m", "all_trec"], ["-mrecip_rank", "--measure=map", "-q"], ["-c", "-q", "-m", "num_rel"],
    ["-l", "2", "-q"], ["-l2"], ["-l", "0", "-q", "-m", "all_trec"], ["-M", "1", "-J", "-q", "-m", "all_trec"], ["--compat", "9", "-q", "-m", "recip_rank"],
    ["-n", "-m", "P.1"], ["-N", "10", "-m", "utility.1,-1,0,1"], ["--compat=9", "-m", "recip_rank"],
])
def test_flags_print_what_the_full_command_prints(capsys: pytest.CaptureFixture[str], files: tuple[Path, Path],
                                                  flags: list[str]) -> None:
    assert _same_or_declined(capsys, [*flags, *map(str, files)])


@pytest.mark.parametrize("flags", [
    ["-h"], ["-v"], ["-D", "1.q1"], ["-qc"], ["-l", "-1"], ["-l", "x"], ["--compat", "8"], ["-m"],
    ["-R", "qrels"], ["-Z", "zmean"], ["--strict-trec-eval"], ["-m", "no_such_measure"], ["--", "-q"],
    ["-m", "-q"], ["--nosummary=1"],
])
def test_anything_else_is_left_to_the_full_command(capsys: pytest.CaptureFixture[str], files: tuple[Path, Path],
                                                   flags: list[str]) -> None:
    assert _fast(capsys, [*flags, *map(str, files)]) is None


def test_stdin_and_one_file_are_left_to_the_full_command(capsys: pytest.CaptureFixture[str],
                                                         files: tuple[Path, Path]) -> None:
    assert _fast(capsys, [str(files[0]), "-"]) is None
    assert _fast(capsys, [str(files[0])]) is None


@pytest.mark.parametrize(("qrels", "run"), [
    ("q1 0 a 1.5\n", "q1 Q0 a 1 1.0 t\n"),  # a grade only the full reader reads (atol)
    ("q1 0 a 1\nq1 0 a 2\n", "q1 Q0 a 1 1.0 t\n"),  # a pair judged twice
    ("q1 0 a 1\n", "q1 Q0 a 1 1.0 t\nq1 Q0 a 2 0.5 t\n"),  # a pair retrieved twice
    ("q1 0 a 1\n", "q1 Q0 a 1 nan t\n"),
    ("q1 0 a 1\n", "q1 Q0 a 1 1e999 t\n"),  # beyond a double
    ("q1 0 a 1\n", "q1 Q0 a 1 1_0 t\n"),  # Python's float reads it, Arrow does not
    ("q1 0 a 1\n", "q1 Q0 a 1 1.0\n"),  # five fields
    ("q1 0 a\n", "q1 Q0 a 1 1.0 t\n"),  # three qrels fields: BEIR
    ("q1 0 a 1\n", "\ufeffq1 Q0 a 1 1.0 t\n"),  # a byte-order mark
    ("q1 0 a 1\n", "q1 Q0 a 1 1.0 t\rq1 Q0 b 2 0.5 t\n"),  # a bare CR: a line end to Arrow
    ("q1 0 a 1\n", ""),
])
def test_files_the_full_readers_may_read_otherwise_are_declined(tmp_path: Path, qrels: str, run: str) -> None:
    (tmp_path / "qrels").write_text(qrels)
    (tmp_path / "run").write_text(run)
    assert small_eval_arrays(str(tmp_path / "qrels"), str(tmp_path / "run")) is None


def test_comments_blank_lines_crlf_and_extra_fields_are_read(capsys: pytest.CaptureFixture[str],
                                                            tmp_path: Path) -> None:
    (tmp_path / "qrels").write_text("# judged by A\nq1 0 a 1\r\n\r\nq1 0 b 0\r\n")
    (tmp_path / "run.txt").write_text("# comment\n\nq1 Q0 b 1 2 tag extra\n  q1\tQ0 a 2 1 tag\n")
    assert _same_or_declined(capsys, ["-q", "-m", "all_trec", str(tmp_path / "qrels"), str(tmp_path / "run.txt")])


_IDS = st.sampled_from(["1", "07", "q\u00e9", "b", "10", "a#", "Z"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(judged=st.dictionaries(st.tuples(_IDS, _IDS), st.integers(-1, 3), min_size=1, max_size=12),
       ranked=st.dictionaries(st.tuples(_IDS, _IDS), st.sampled_from(["1", "1.0", "0.5", "-2", "3e-1", ".5", "+1"]),
                              min_size=1, max_size=25),
       blank=st.sampled_from([" ", "\t", "  ", " \t"]), flags=st.sampled_from([["-q", "-m", "all_trec"],
                                                                              ["-q", "-c", "-l", "2", "-m", "all_trec"],
                                                                              ["-q", "-J", "-M", "3", "-m", "all_trec"]]),
       big=st.booleans())
def test_random_files_print_what_the_full_command_prints(tmp_path_factory: pytest.TempPathFactory,
                                                         capsys: pytest.CaptureFixture[str],
                                                         judged: dict[tuple[str, str], int],
                                                         ranked: dict[tuple[str, str], str], blank: str,
                                                         flags: list[str], big: bool) -> None:
    """``big``: the run is read as a big one would be (labeler.dataio.eval_input.run_ranges)."""
    folder = tmp_path_factory.mktemp("fast")
    (folder / "qrels").write_text("".join(f"{q} 0 {d} {g}\n" for (q, d), g in judged.items()))
    (folder / "run").write_text("".join(blank.join([q, "Q0", d, "1", s, "r"]) + "\n" for (q, d), s in ranked.items()))
    if not any(q in {qid for qid, _ in ranked} for q, _ in judged):
        return  # no query with both: the full command's error, which the fast path leaves to it
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(run_small, "SMALL_BYTES", 0 if big else run_small.SMALL_BYTES)
        _same_or_declined(capsys, [*flags, str(folder / "qrels"), str(folder / "run")])


def test_the_console_entry_answers_without_click_or_pyarrow(files: tuple[Path, Path]) -> None:
    code = ("import sys\nsys.argv = ['labeler', 'trec-eval', '-m', 'recip_rank', sys.argv[1], sys.argv[2]]\n"
            "from labeler.launch import main\n"
            "try:\n    main()\nexcept SystemExit as exc:\n    print('EXIT', exc.code)\n"
            "print('MODULES', ' '.join(sorted(sys.modules)))\n")
    out = subprocess.run([sys.executable, "-c", code, *map(str, files)], capture_output=True, text=True,
                         check=True).stdout
    assert "recip_rank            \tall\t0.7500" in out and "EXIT 0" in out
    loaded = out.split("MODULES ", 1)[1].split()
    assert [name for name in loaded if name.split(".")[0] in ("click", "pyarrow", "pandas", "labeler.cli")] == []
    assert not any(name.startswith("labeler.cli") for name in loaded)


def test_a_big_run_the_range_reader_declines_is_answered_by_the_fast_path(capsys: pytest.CaptureFixture[str],
                                                                          tmp_path: Path) -> None:
    """Chunk ids longer than the range reader's 8 bytes (the usual `doc_12_chunk_3`) are read whole
    by the fast path itself, not handed to the full command to be read a second time."""
    qrels, run = tmp_path / "qrels", tmp_path / "run"
    qrels.write_text("".join(f"q{q} 0 document_{q}_{d:04d} {d % 3}\n" for q in range(80) for d in range(0, 400, 7)))
    with run.open("w") as out:
        for q in range(80):
            out.writelines(f"q{q} Q0 document_{q}_{d:04d} {d + 1} {1000 - d / 10:.1f} t\n" for d in range(400))
    assert run.stat().st_size > 1 << 20  # past the small reader: the range reader's turn
    assert _same_or_declined(capsys, ["-q", "-m", "all_trec", str(qrels), str(run)])


def test_the_fast_paths_option_table_is_the_full_commands() -> None:
    """The fast path parses trec_eval's flags by its own table: every name it knows is an option of
    `labeler trec-eval` of the same kind (a flag, or a number with the same least value)."""
    import click

    from labeler.launch import trec_eval as trec_eval_fast
    from labeler.cli.trec_eval.command import trec_eval_command

    options = {name: param for param in trec_eval_command.params if isinstance(param, click.Option)
               for name in param.opts}
    for name, field in trec_eval_fast._FLAGS.items():
        assert options[name].is_flag and options[name].name == field, name
    for name, (field, least) in trec_eval_fast._NUMBERS.items():
        param = options[name]
        assert param.name == field and isinstance(param.type, click.IntRange) and param.type.min == least, name
    for name in trec_eval_fast._MEASURE:
        assert options[name].name == "measures", name


def test_a_reader_that_stops_early_ends_the_fast_path_quietly(tmp_path: Path) -> None:
    """`labeler trec-eval -q ... | head -1`: once the pipe's reader is gone, the fast path exits 1
    without a traceback, as click ends the full command (it printed a BrokenPipeError's)."""
    qrels, run = tmp_path / "qrels", tmp_path / "run"
    qrels.write_text("".join(f"q{q} 0 d{d} {d % 3}\n" for q in range(300) for d in range(0, 30, 3)))
    run.write_text("".join(f"q{q} Q0 d{d} {d + 1} {100 - d} t\n" for q in range(300) for d in range(30)))
    code = "import sys\nsys.argv = ['labeler', *sys.argv[1:]]\nfrom labeler.launch import main\nmain()\n"
    process = subprocess.Popen([sys.executable, "-c", code, "trec-eval", "-q", "-m", "all_trec", str(qrels), str(run)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    assert process.stdout.readline().startswith(b"num_ret")  # ~1 MB follows: far past the pipe's buffer
    process.stdout.close()
    errors = process.stderr.read().decode()
    assert process.wait(timeout=60) == 1
    assert errors == ""


def test_level_0_makes_every_judged_chunk_relevant_as_in_trec_eval(capsys: pytest.CaptureFixture[str],
                                                                    files: tuple[Path, Path]) -> None:
    """trec_eval takes `-l 0` (grade 0 counts as relevant); labeler refused it (values from trec_eval 10.0)."""
    out = _fast(capsys, ["-q", "-l", "0", "-m", "num_rel", "-m", "P.2", *map(str, files)])
    assert out is not None
    assert "num_rel               \tq1\t2" in out and "P_2                   \tq1\t1.0000" in out
