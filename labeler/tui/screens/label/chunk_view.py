"""The chunk in the middle of the label screen: metadata line, then its full text, scrollable.

Where the text continues below the visible area, the bottom border says "more below ↓ (n lines)",
updated as the chunk scrolls and gone at its end: a thin scrollbar alone is easy to miss.

A pair the detector flags (services.judging.suspects) shows a plain warning line above the text:
why (an instruction to the LLM judge, or the query's words stuffed in) and what was found. The
pair is graded as any other; the line tells the annotator why an LLM's grade of it is not trusted.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.widgets import Static

from labeler.domain import Chunk
from labeler.domain.suspects import REASON_WORDS, SuspectFlag
from labeler.domain.untrusted import terminal_text
from labeler.tui.widgets.safe_text import DISPLAY_LIMIT_CHARS, highlighted, plain


def suspect_text(flags: tuple[SuspectFlag, ...]) -> Text:
    """One line per flag: "⚠ may fool an LLM judge: <why> · <what was found>" (untrusted: terminal sink)."""
    text = Text()
    for index, flag in enumerate(flags):
        if index:
            text.append("\n")
        text.append("⚠ may fool an LLM judge: ", style="bold")
        text.append(REASON_WORDS[flag.reason])
        text.append(" · ", style="dim")
        text.append(terminal_text(flag.evidence, one_line=True), style="italic")
    return text


class ChunkView(VerticalScroll, can_focus=False):
    """Draws a chunk with query terms highlighted; very long chunks show their first part until asked."""

    def compose(self) -> ComposeResult:
        yield Static(id="chunk-meta")
        yield Static(id="chunk-suspect")
        yield Static(id="chunk-text")

    @property
    def lines_below(self) -> int:
        """Rows of the chunk below the visible area."""
        return max(0, round(self.max_scroll_y - self.scroll_y))

    def say_more(self) -> None:
        """Put 'more below ↓ (n lines)' in the bottom border, or nothing at the end of the chunk."""
        below = self.lines_below
        words = f"more below ↓ ({below} line{'' if below == 1 else 's'})" if below else ""
        if (self.border_subtitle or "") != words:  # setting it repaints the whole view, even to the same words
            self.border_subtitle = words

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """Scrolling changes how much is below."""
        super().watch_scroll_y(old_value, new_value)
        self.say_more()

    def watch_virtual_size(self, size: Size) -> None:
        """New text (or a new width that wraps it anew) changes how much is below."""
        self.say_more()

    def on_resize(self) -> None:
        """A taller or shorter view changes how much is below."""
        self.say_more()

    def show_suspects(self, suspects: tuple[SuspectFlag, ...] | None) -> None:
        """Draw the detector's flags of the pair on screen (none, or not read yet: no line)."""
        flag_line = self.query_one("#chunk-suspect", Static)
        flag_line.display = bool(suspects)
        flag_line.update(suspect_text(suspects or ()))

    def show(self, chunk_id: str, chunk: Chunk | None, terms: list[str], best_rank: int | None, *, part: int = 0) -> int:
        """Draw the chunk (one part of it when it is longer than DISPLAY_LIMIT_CHARS); returns the number of parts."""
        meta = Text()
        meta.append(plain(chunk_id, style="bold"))
        if chunk is not None and chunk.title:
            meta.append("  ")
            meta.append(plain(chunk.title, style="bold italic"))
        details = []
        if chunk is not None and chunk.doc_id:
            details.append(f"doc {chunk.doc_id}")
        if chunk is not None and chunk.position is not None:
            details.append(f"position {chunk.position}")
        if best_rank is not None:
            details.append(f"best rank {best_rank}")
        if chunk is not None:
            details.append(f"{len(chunk.text):,} chars")
        if details:
            meta.append("\n")
            meta.append(plain(" · ".join(details), style="dim"))
        parts = 1
        if chunk is None or not chunk.text.strip():
            body = Text("This chunk has no text in the database: `labeler import chunks FILE` adds it.", style="italic")
        else:
            parts = max(1, -(-len(chunk.text) // DISPLAY_LIMIT_CHARS))
            part = part % parts
            start = part * DISPLAY_LIMIT_CHARS
            piece = chunk.text[start : start + DISPLAY_LIMIT_CHARS]
            body = highlighted(piece, terms)
            if parts > 1:
                banner = (
                    f"[long chunk: part {part + 1} of {parts}, characters {start + 1:,}-{start + len(piece):,} "
                    f"of {len(chunk.text):,}; press a for the {'next' if part + 1 < parts else 'first'} part]"
                )
                meta.append("\n")
                meta.append(banner, style="bold reverse")
                body.append("\n\n")
                body.append(banner, style="bold reverse")
        self.query_one("#chunk-meta", Static).update(meta)
        self.query_one("#chunk-text", Static).update(body)
        self.scroll_home(animate=False)
        self.call_after_refresh(self.say_more)  # the new text's height is known once laid out
        return parts
