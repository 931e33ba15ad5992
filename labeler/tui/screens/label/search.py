"""Search (`/`): type, enter searches queries and pool chunks holding every word (bounded), pick a hit to go there."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from labeler.domain.labeling import SearchHit
from labeler.services.labeling.session import LabelingSession
from labeler.tui.messages import SearchFinished
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.workers import ReportsWorkerErrors, thread_worker


def hit_prompt(hit: SearchHit) -> Text:
    """'q12  text...' or 'q12 / c7  snippet...', all literal."""
    where = hit.query_id if hit.chunk_id is None else f"{hit.query_id} / {hit.chunk_id}"
    kind = "query" if hit.chunk_id is None else "chunk"
    return Text.assemble((f"{kind:5} ", "dim"), (visible_text(where), "bold"), "  ", visible_text(hit.snippet))


class SearchScreen(ReportsWorkerErrors, ModalScreen[SearchHit | None]):
    """Dismisses with the chosen hit, or None."""

    BINDINGS = [Binding("escape", "close", "close", id="labeler.search_close")]
    WORKER_FAILURES = {"search": "search failed"}

    def __init__(self, session: LabelingSession) -> None:
        super().__init__(id="search")
        self.session = session
        self._hits: list[SearchHit] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="search-box"):
            yield Static(
                "Search queries and chunks holding every word (enter searches, down to pick, escape closes)",
                markup=False,
            )
            yield Input(placeholder="words in a query or a chunk", id="search-input")
            yield OptionList(id="search-hits")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        hits = self.query_one(OptionList)
        hits.loading = True
        self._search(event.value)

    @thread_worker(group="search")
    def _search(self, text: str) -> None:
        self.post_message(SearchFinished(text, self.session.search(text)))

    def worker_failed(self, group: str, words: str) -> None:
        """The search failed: said, and the list of hits is emptied."""
        self._hits = []
        options = self.query_one(OptionList)
        options.loading = False
        options.clear_options()
        super().worker_failed(group, words)

    @on(SearchFinished)
    def _found(self, message: SearchFinished) -> None:
        self._hits = message.hits
        options = self.query_one(OptionList)
        options.loading = False
        options.clear_options()
        if not message.hits:
            options.add_option(Option(Text(visible_text(f"nothing found for {message.text!r}"), style="italic"), disabled=True))
            return
        options.add_options(Option(hit_prompt(hit), id=str(i)) for i, hit in enumerate(message.hits))
        options.highlighted = 0
        options.focus()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.dismiss(self._hits[int(event.option.id)])

    def action_close(self) -> None:
        """Back to labeling."""
        self.dismiss(None)
