"""trec_eval's output line, defined once: the measure's name left-aligned in 22 columns, a tab, the
query id (or `all`), a tab, the value (a decimal as printf's `%6.4f`, a count as an integer, text as
it is). Every printout in trec_eval's layout (`labeler trec-eval`, `eval --format trec`, the
estimates' `--format trec`) writes its lines through this format."""

from __future__ import annotations

#: The name field and the tab after it (trec_eval's `%-22s\t`).
NAME_FIELD = "%-22s\t"
#: A decimal value (trec_eval's `%6.4f`).
DECIMAL = "%6.4f"
#: A whole line: name, query, value already written as text.
LINE = NAME_FIELD + "%s\t%s"


def trec_line(name: str, query: str, value: str) -> str:
    """One line in trec_eval's layout, the value already written as text."""
    return LINE % (name, query, value)
