"""The holes warning names its run as given, and each output applies its own sink to it: JSON (eval and
report) raw, the terminal (eval's table, its stderr lines, the Python API's warning, the app) escaped
once, the HTML report escaped once, the Markdown report escaped once. The run's name is its run tag,
here Rich markup, HTML, Markdown punctuation, a terminal escape sequence and a bidi override."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

import labeler
from labeler.domain.errors import HolesWarning
from labeler.domain.untrusted import html_text, markdown_text, terminal_text
from labeler.services.evaluation.holes import CutoffHoles, RunHoles, next_steps
from tests.projects.holes_project import NEW, QUERIES, chunk, write_files
from tests.unit.cli.eval.test_cli_holes import _main, write_reports

NAME = "[bold]x[/]<b>&amp;|*_`\x1b]0;pwn\x07\u202eevil"
WARNING = (f"run {NAME}: 8 of its 20 top-5 pairs (40%) have no human grade and count as irrelevant, "
           "so its scores may be too low")


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    """The holes project's files, the new run tagged NAME."""
    found = write_files(tmp_path)
    found["new.run"].write_text("".join(f"{q} Q0 {chunk(q, n)} {r + 1} {10 - r} {NAME}\n"
                                        for q in QUERIES for r, n in enumerate(NEW)))
    return found


def _eval(capsys, files: dict[str, Path], fmt: str) -> tuple[str, str]:
    code, out, err = _main(capsys, "eval", str(files["old.run"]), str(files["new.run"]), "--qrels",
                           str(files["human.txt"]), "-m", "nDCG@5", "--format", fmt)
    assert code == 0, err
    return out, err


def test_the_warning_is_raw_in_the_service():
    holes = [RunHoles(NAME, (CutoffHoles(5, 20, 12),))]
    assert holes[0].warning() == WARNING and holes[0].as_json()["warning"] == WARNING
    model = "m\x1b[2J"
    assert f"--model {model} --dry-run" in (next_steps(holes, model=model) or "")


def test_eval_json_carries_the_run_name_raw(files, capsys):
    out, _ = _eval(capsys, files, "json")
    assert "\x1b" not in out and "\u202e" not in out  # the JSON sink writes them as \u escapes
    document = json.loads(out)
    assert document["runs"][1]["warning"] == WARNING
    assert document["warnings"] == [WARNING]


def test_eval_on_a_terminal_shows_the_run_name_escaped_once(files, capsys):
    shown = terminal_text(NAME, one_line=True)
    assert shown == "[bold]x[/]<b>&amp;|*_`\\x1b]0;pwn\\x07<U+202E>evil"
    out, err = _eval(capsys, files, "table")
    assert f"warning: run {shown}: 8 of its 20" in out and "\x1b" not in out and "\u202e" not in out
    assert "\\\\x1b" not in out  # not escaped twice
    for fmt in ("csv", "trec"):
        _, err = _eval(capsys, files, fmt)
        assert f"warning: {terminal_text(WARNING, one_line=True)}\n" in err and "\x1b" not in err


def test_reports_escape_the_run_name_once_for_html_and_markdown_and_keep_it_raw_in_json(files, tmp_path, capsys):
    targets = write_reports(capsys, files, tmp_path)
    report = json.loads(targets[0].read_text())
    assert report["warnings"] == [WARNING] and report["runs"][1]["warning"] == WARNING
    markdown = targets[1].read_text()
    assert f"- {markdown_text(WARNING)}\n" in markdown and "\x1b" not in markdown
    page = targets[2].read_text()
    assert f"<li>{html_text(WARNING)}</li>" in page and "\x1b" not in page
    assert "&amp;lt;b&amp;gt;" not in page  # not escaped twice


def test_the_python_api_keeps_the_run_name_raw_and_warns_on_the_terminal_escaped(files):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", HolesWarning)
        frame = labeler.evaluate([str(files["old.run"]), str(files["new.run"])], str(files["human.txt"]), ["nDCG@5"])
    assert frame.attrs["warnings"] == [WARNING] and frame.attrs["holes"][NAME]["warning"] == WARNING
    (message,) = [str(w.message) for w in caught if issubclass(w.category, HolesWarning)]
    assert message.startswith(terminal_text(WARNING, one_line=True)) and "\x1b" not in message
