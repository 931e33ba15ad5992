"""The piped evaluation table written without rich's layout engine is rich's output byte for byte,
and it leaves to rich every table it cannot promise that for; so are the lines after it
(PipedOutput), which goes to rich on a terminal, with colour forced, or for text it cannot promise."""

from __future__ import annotations

import io
import os
import string
import sys

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from rich.table import Table
from rich.text import Text

from labeler.cli.terminal.plain_table import PipedOutput, plain_table_text
from labeler.cli.terminal.console import output_console
from labeler.cli.terminal.tables import fits

_NAMES = st.text(alphabet=string.printable[:95], max_size=12)  # printable ASCII, space included
_VALUES = st.one_of(st.just(""), st.from_regex(r"[0-9][0-9,]{0,6}(\.[0-9]{1,4})?", fullmatch=True))


def _piped(width: int) -> Console:
    return Console(file=io.StringIO(), width=width, highlight=False, color_system=None, force_terminal=False)


def _rich(console: Console, header: list[str], rows: list[list[str]]) -> str:
    """What labeler eval's wide table printed through rich before (Text names, str values)."""
    table = Table(title=None, show_edge=False, pad_edge=False)
    table.add_column(header[0], no_wrap=True)
    for name in header[1:]:
        table.add_column(Text(name), justify="right", no_wrap=True)
    for row in rows:
        table.add_row(Text(row[0]), *row[1:])
    assert fits(console, table)
    console.print(table)
    return console.file.getvalue()  # type: ignore[attr-defined]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_same_bytes_as_rich_or_none(data: st.DataObject) -> None:
    n_columns = data.draw(st.integers(1, 7))
    header = ["measure", *data.draw(st.lists(_NAMES, min_size=n_columns, max_size=n_columns))]
    rows = [[data.draw(_NAMES), *data.draw(st.lists(_VALUES, min_size=n_columns, max_size=n_columns))]
            for _ in range(data.draw(st.integers(0, 5)))]
    width = data.draw(st.integers(10, 120))
    plain = plain_table_text(_piped(width), header, [False] + [True] * n_columns, rows)
    edged = any(cell != cell.strip(" ") for cell in [*header, *(c for row in rows for c in row)])
    if plain is None and edged:  # rich trims a justified cell's blanks: its business
        return
    if plain is None:  # too wide: rich would not fit it either (the caller prints the long layout)
        table = Table(title=None, show_edge=False, pad_edge=False)
        for name in header:
            table.add_column(Text(name), no_wrap=True)
        for row in rows:
            table.add_row(Text(row[0]), *row[1:])  # as labeler eval adds them: the run's name is text, not markup
        assert not fits(_piped(width), table)
    else:
        assert plain == _rich(_piped(width), header, rows)


def test_the_dl_sized_table_is_rich_s() -> None:
    header = ["measure"] + [cell for run in range(63) for cell in (f"run_{run:02d}_name", "judged")]
    rows = [[f"nDCG@{k}"] + [cell for run in range(63) for cell in (f"0.{run:04d}", "1.000" if k else "")]
            for k in (10, 5, 0)]
    plain = plain_table_text(_piped(10_000), header, [False] + [True] * 126, rows)
    assert plain is not None and plain == _rich(_piped(10_000), header, rows)


def test_terminal_colour_and_unusual_text_go_to_rich() -> None:
    header, rows = ["measure", "run"], [["AP", "0.5000"]]
    assert plain_table_text(Console(file=io.StringIO(), force_terminal=True), header, [False, True], rows) is None
    coloured = Console(file=io.StringIO(), color_system="standard", force_terminal=False)  # e.g. FORCE_COLOR
    assert plain_table_text(coloured, header, [False, True], rows) is None
    for odd in ("rün", "名前", "a\tb", "a\x1bb", " a", "a "):
        assert plain_table_text(_piped(80), ["measure", odd], [False, True], rows) is None


def piped_stdout(monkeypatch: pytest.MonkeyPatch) -> io.StringIO:
    """sys.stdout a pipe rich writes plainly to (no colour forced); set in the test's body, as pytest's
    capture sets sys.stdout again after the fixtures."""
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    return out


_LINES = st.text(alphabet=st.one_of(st.sampled_from(string.printable), st.characters()), max_size=40)


@settings(max_examples=300, deadline=None)
@given(text=_LINES, style=st.sampled_from(["", "dim", "yellow"]))
def test_a_line_is_what_rich_s_output_console_prints(text: str, style: str) -> None:
    with pytest.MonkeyPatch.context() as patch:
        for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
            patch.delenv(name, raising=False)
        ours, theirs = io.StringIO(), io.StringIO()
        patch.setattr(sys, "stdout", ours)
        PipedOutput().line(text, style)
        patch.setattr(sys, "stdout", theirs)
        output_console().print(Text(text, style=style))
    assert ours.getvalue() == theirs.getvalue() and ours.getvalue().endswith("\n")


def test_lines_past_the_pipe_width_and_tables_then_lines_are_rich_s(monkeypatch: pytest.MonkeyPatch) -> None:
    piped = piped_stdout(monkeypatch)
    long = "word " * 2_500 + "end"  # folded by rich at 10,000 columns
    out = PipedOutput()
    assert out.table(["measure", "bm25"], [False, True], [["AP", "0.5000"]])
    out.line(long, "dim")
    out.line("qrels: q.txt")
    ours = piped.getvalue()
    piped.seek(0)
    piped.truncate()
    console = output_console()
    console.file.write(plain_table_text(console, ["measure", "bm25"], [False, True], [["AP", "0.5000"]]) or "")
    console.print(Text(long, style="dim"))
    console.print(Text("qrels: q.txt"))
    assert ours == piped.getvalue() and ours.count("\n") > 4


@pytest.mark.parametrize("variable", ["FORCE_COLOR", "TTY_COMPATIBLE"])
def test_forced_colour_or_terminal_goes_to_rich(monkeypatch: pytest.MonkeyPatch, variable: str) -> None:
    piped = piped_stdout(monkeypatch)
    monkeypatch.setenv(variable, "1")
    out = PipedOutput()
    assert not out.table(["measure", "bm25"], [False, True], [["AP", "0.5000"]])
    out.line("warning: under-judged", "yellow")
    assert "\x1b[" in piped.getvalue()  # rich's colour, as before


def test_a_terminal_goes_to_rich(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    leader, follower = os.openpty()
    with os.fdopen(follower, "w") as terminal:
        monkeypatch.setattr(sys, "stdout", terminal)
        assert not PipedOutput().table(["measure", "bm25"], [False, True], [["AP", "0.5000"]])
    os.close(leader)
