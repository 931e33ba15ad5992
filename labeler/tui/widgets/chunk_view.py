"""The chunk in the middle of the label screen: metadata line, then its full text, scrollable."""

from __future__ import annotations

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from labeler.domain import Chunk
from labeler.tui.widgets.safe_text import DISPLAY_LIMIT_CHARS, highlighted, plain


class ChunkView(VerticalScroll, can_focus=False):
    """Draws a chunk with query terms highlighted; very long chunks show their first part until asked."""

    def compose(self):
        yield Static(id="chunk-meta")
        yield Static(id="chunk-text")

    def show(self, chunk_id: str, chunk: Chunk | None, terms: list[str], best_rank: int | None, *, full: bool = False) -> bool:
        """Draw the chunk; returns True when only its first DISPLAY_LIMIT_CHARS are shown."""
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
        self.query_one("#chunk-meta", Static).update(meta)
        if chunk is None:
            body = Text("This chunk has no text in the database: `labeler import chunks FILE` adds it.", style="italic")
            capped = False
        else:
            capped = not full and len(chunk.text) > DISPLAY_LIMIT_CHARS
            body = highlighted(chunk.text, terms, limit=DISPLAY_LIMIT_CHARS if capped else None)
            if capped:
                shown_kb = DISPLAY_LIMIT_CHARS // 1024
                total_kb = max(len(chunk.text) // 1024, 1)
                body.append(
                    f"\n\n[showing the first {shown_kb} KB of {total_kb:,} KB - press a to show all]",
                    style="bold reverse",
                )
        self.query_one("#chunk-text", Static).update(body)
        self.scroll_home(animate=False)
        return capped
