"""The progress bar prints its description as text: a model name is not Rich markup."""

from __future__ import annotations

import pytest

from labeler.cli.terminal.progress import progress_bar


@pytest.mark.parametrize("name", ["llama[/]", "[bold]x", "m[red]#1"])
def test_a_description_with_brackets_is_drawn_as_written(name, monkeypatch, capsys):
    monkeypatch.setenv("FORCE_COLOR", "1")  # a terminal as far as Rich knows: the bar is drawn
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TERM", raising=False)
    with progress_bar(f"judging with {name}") as on_progress:
        on_progress(1, 2)
    assert f"judging with {name}" in capsys.readouterr().err


def test_a_description_with_a_terminal_escape_draws_no_escape(monkeypatch, capsys):
    """Rich strips only BEL, BS, VT, FF and CR: an ESC in a model name (`--model`) reached the terminal."""
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TERM", raising=False)
    with progress_bar("judging with evil\x1b]0;owned\x07model") as on_progress:
        on_progress(1, 2)
    err = capsys.readouterr().err
    assert "judging with evil" in err and "\x1b]0;owned" not in err
