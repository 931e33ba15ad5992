"""Numbers from the command line: every numeric option goes through labeler.cli.numbers, so a huge,
negative or non-finite value is one `Invalid value` line and exit 2, never a traceback from numpy
or SQLite (`labeler sample --budget 99999999999999999999` was an OverflowError)."""

from __future__ import annotations

import math
import subprocess
import sys
import time
from pathlib import Path

import click
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.cli import cli, main
from labeler.cli.numbers import FiniteFloat
from labeler.domain.limits import MAX_INTEGER
from tests.projects.sampling_project import MODEL, import_project, run_cli, write_project

HUGE = "99999999999999999999"


def commands(group: click.Group = cli, path: tuple[str, ...] = ()):
    """(command path, command) of every labeler command."""
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            yield from commands(command, (*path, name))
        else:
            yield (*path, name), command


def numeric_params():
    """(where, param) of every int or float option and argument of every command."""
    for path, command in commands():
        for param in command.params:
            if isinstance(param.type, (click.types.IntParamType, click.types.FloatParamType)):
                yield f"{' '.join(path)} {param.opts[0] if param.opts else param.name}", param


NUMERIC = sorted(numeric_params(), key=lambda item: item[0])


def test_the_scan_finds_the_numeric_options():
    where = {name for name, _ in NUMERIC}
    assert {"sample --budget", "pool --depth", "judge --concurrency", "trec-eval -M", "simulate --draws",
            "judge --temperature", "report --alpha"} <= where


@pytest.mark.parametrize("where, param", NUMERIC, ids=[name for name, _ in NUMERIC])
def test_every_numeric_option_is_bounded_by_the_one_module(where, param):
    kind = param.type
    if isinstance(kind, click.types.IntParamType):
        assert isinstance(kind, click.IntRange) and kind.min is not None and kind.max is not None, where
        assert kind.max <= MAX_INTEGER and kind.min >= -MAX_INTEGER - 1, where
    else:
        assert isinstance(kind, FiniteFloat), f"{where}: a float option must be labeler.cli.numbers.real()"


def _convert(param: click.Parameter, text: str):
    return param.type.convert(text, param, None)


@settings(max_examples=300, deadline=None)
@given(index=st.integers(0, len(NUMERIC) - 1),
       value=st.one_of(st.integers(-(2**80), 2**80).map(str),
                       st.floats(allow_nan=True, allow_infinity=True).map(repr),
                       st.sampled_from(["nan", "-nan", "inf", "-inf", "1e400", "-1e400", HUGE, "-" + HUGE])))
def test_any_number_is_refused_by_click_or_fits_int64_and_is_finite(index, value):
    where, param = NUMERIC[index]
    try:
        converted = _convert(param, value)
    except click.BadParameter:
        return
    if isinstance(converted, int):
        assert -MAX_INTEGER - 1 <= converted <= MAX_INTEGER, where
    else:
        assert math.isfinite(converted), where


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "project.db"
    import_project(path, write_project(tmp_path))
    return path


def exit_and_error(capsys, argv: list[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    return int(exited.value.code), capsys.readouterr().err


@pytest.mark.parametrize("args, says", [
    (("sample", "--budget", HUGE, "--model", MODEL), "Invalid value for '--budget'"),
    (("sample", "--budget", "5", "--model", MODEL, "--measure", f"nDCG@{HUGE}"), "cutoff must be at most"),
    (("eval", "bm25", "--qrels", "{qrels}", "-m", f"nDCG@{HUGE}"), "cutoff must be at most"),
    (("eval", "bm25", "--qrels", "{qrels}", "-m", f"P@{MAX_INTEGER + 1}"), "cutoff must be at most"),
    (("pool", "--depth", HUGE), "Invalid value for '--depth'"),
    (("judge", "--model", "m", "--dry-run", "--concurrency", HUGE), "Invalid value for '--concurrency'"),
    (("judge", "--model", "m", "--dry-run", "--temperature", "nan"), "nan is not a finite number"),
    (("report", "bm25", "--alpha", "2"), "Invalid value for '--alpha'"),
])
def test_the_reported_numbers_are_one_line_and_exit_2(db, capsys, args, says):
    qrels = str(db.parent / "llm.txt")  # the model's grades, as human qrels: any grades will do here
    code, err = exit_and_error(capsys, ["--db", str(db), *(arg.replace("{qrels}", qrels) for arg in args)])
    assert code == 2
    assert says in err
    assert "Traceback" not in err and "OverflowError" not in err


def test_trec_eval_max_retrieved_beyond_int64_is_one_line(tmp_path, capsys):
    files = write_project(tmp_path)
    qrels = tmp_path / "qrels.txt"
    qrels.write_text(files["llm.txt"].read_text())
    code, err = exit_and_error(capsys, ["trec-eval", "-M", HUGE, str(qrels), str(files["a.trec"])])
    # a usage error: trec-eval exits 1 there, as trec_eval 10 does for its usage errors
    assert code == 1 and "Invalid value for '-M'" in err and "Traceback" not in err


def test_a_hybrid_cutoff_far_beyond_the_runs_costs_what_the_runs_reach(db, tmp_path):
    """nDCG@2147483648 allocated (queries x cutoff) arrays: 320 GiB on TREC-sized pools. Past every
    ranking's depth the cutoff changes nothing (IDCG is cut by the grade counts too), so the design
    (every pool pair's size) and the chosen pairs are those of a cutoff just past the runs."""
    huge_out, deep_out = tmp_path / "huge.tsv", tmp_path / "deep.tsv"
    started = time.perf_counter()
    run_cli(db, "sample", "--budget", "6", "--model", MODEL, "--measure", "nDCG@2147483648", "--new", "--out", str(huge_out))
    assert time.perf_counter() - started < 60
    run_cli(db, "sample", "--budget", "6", "--model", MODEL, "--measure", "nDCG@100", "--new", "--out", str(deep_out))
    assert huge_out.read_text() == deep_out.read_text()
    assert (tmp_path / "huge.tsv.design.tsv").read_text() == (tmp_path / "deep.tsv.design.tsv").read_text()


def test_help_still_shows_the_ranges_plainly():
    result = subprocess.run([sys.executable, "-m", "labeler", "judge", "--help"], capture_output=True, text=True, timeout=60)
    assert "1<=x<=4096" in result.stdout  # --concurrency
    assert "[default: 8; 1<=x<=4096]" in " ".join(result.stdout.split())


@pytest.mark.parametrize("path", sorted({" ".join(path) for path, _ in commands()}))
def test_no_help_shows_a_machine_limit(path):
    """`--help` said `x<=None` for --confidence and `1<=x<=9223372036854775807` for 17 options: the
    ranges a user may type, not the machine's."""
    code, out = _help(path.split())
    assert code == 0
    assert str(MAX_INTEGER) not in out and "None" not in out and "INTEGER RANGE" not in out
    if path in ("pool",):
        assert "[default: 10; x>=1]" in " ".join(out.split())


def _help(args: list[str]) -> tuple[int, str]:
    from click.testing import CliRunner

    result = CliRunner().invoke(cli, [*args, "--help"], terminal_width=80)
    return result.exit_code, result.output


def test_a_number_past_the_machine_limit_is_refused_in_words(capsys):
    code, err = exit_and_error(capsys, ["pool", "--depth", HUGE])
    assert code == 2 and f"{HUGE} is larger than labeler takes (at most 2^63 - 1, a 64-bit integer)" in err
    code, err = exit_and_error(capsys, ["pool", "--depth", "0"])
    assert code == 2 and "0 is not in the range x>=1" in err
