"""Lines to stdout and stderr as click.echo writes them, without importing click: the commands
`labeler.launch` answers before click loads (`labeler eval` on files) print through these, and so do
the same commands under click, so both front doors write the same bytes."""

from __future__ import annotations

import re
import sys

from labeler.domain.untrusted import terminal_text

# click's own pattern (click._compat._ansi_re): what it strips from text bound for a non-terminal
_ANSI = re.compile(r"\033\[[0-?]*[ -/]*[@-~]")


def echo(text: str = "", *, err: bool = False, nl: bool = True) -> None:
    """``click.echo(text, err=err, nl=nl)`` for text: escape codes stripped unless the stream is a
    terminal, then written and flushed."""
    stream = sys.stderr if err else sys.stdout
    out = text + "\n" if nl else text
    if out and not _is_terminal(stream):
        out = _ANSI.sub("", out)
    if out:
        stream.write(out)
    stream.flush()


def _is_terminal(stream: object) -> bool:
    try:
        return bool(stream.isatty())  # type: ignore[attr-defined]
    except Exception:  # a closed or odd stream is no terminal, as click decides
        return False


def say_error(message: object) -> None:
    """A user error as its one line on stderr, ``error: ...`` (ids in it come from files: escapes shown)."""
    echo(f"error: {terminal_text(message, one_line=True)}", err=True)
