"""Hostile values for every kind of untrusted text labeler writes out.

Each value attacks one sink: Rich markup, terminal escapes (ANSI colour, OSC window title, BEL),
bidirectional overrides that reorder a line, zero-width characters that hide text, NUL, HTML
script, Markdown table pipes and code fences, spreadsheet formulas (OWASP CSV injection), path
traversal, and a 1 MB text. tests/unit/cli/test_hostile_outputs.py runs every output path over them.
"""

from __future__ import annotations

MARKUP = "[bold red]x[/] [link=http://evil]y[/link] [/]"
ANSI = "\x1b[31mred\x1b[0m \x1b[2J"
OSC_TITLE = "\x1b]0;pwned\x07"
BIDI = "abc\u202edcba\u202c gnp.exe"
ZERO_WIDTH = "pay\u200bpal\u200c\u200d\u2060\ufeff"
NUL = "nul\x00byte\x7f\x9b"
SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>'
MARKDOWN = "a | b | `code` **bold** [link](http://evil) <!-- c --> ```\n```"
ENTITIES = "&lt;= &amp; <= > & ≥"
FORMULA = "=cmd|' /C calc'!A0"
FORMULAS = (FORMULA, "+1", "-1", "@SUM(1)", "\t=1+2", "\r=1+2")
TRAVERSAL = "../../etc/passwd"
NEWLINE = "line one\nline two\r\nthree"
BIG = "big " * 262_144  # 1 MB

# Every character that must never reach a terminal, Markdown, HTML or CSV output raw.
FORBIDDEN = ("\x1b", "\x07", "\x00", "\x7f", "\x9b", "\u202e", "\u202c", "\u200b", "\u200c", "\u200d",
             "\u2060", "\ufeff")

TEXTS = (MARKUP, ANSI, OSC_TITLE, BIDI, ZERO_WIDTH, NUL, SCRIPT, MARKDOWN, ENTITIES, NEWLINE)

# Ids as TREC files can carry them (no whitespace): one per attack, plus formulas and traversal. An id
# never holds NUL (the id rule refuses it: labeler.dataio.records.ids); texts do (NUL above).
QUERY_IDS = ("q" + OSC_TITLE, "q\u202eevil", "=cmd|' /C calc'!A0", "../../etc/passwd", "q<script>", "q|pipe`")
CHUNK_IDS = (FORMULA, "+1", "-1", "@SUM(1)", TRAVERSAL, "c\x1b[31m", "c\u200bzw", "c<script>", "c|`x`",
             "c\u202e", "c\x07\x7f\x9b")
ANNOTATORS = ("ann" + OSC_TITLE, "=HYPERLINK(\"http://evil\")", "ann\u202e", "ann[bold]x[/]")
MODEL = "model" + ANSI
RUN_NAMES = ("run" + OSC_TITLE, "@run")

