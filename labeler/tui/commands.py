"""Command palette (ctrl+p): go to a query, switch the queue filter, export qrels, every screen of
tui/registry.py the caller's role may open, the evaluation's estimate, grading the sampled pairs."""

from __future__ import annotations

import asyncio
from functools import partial
from typing import Protocol, cast

from rich.text import Text
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.types import IgnoreReturnCallbackType

from labeler.domain.choices import ESTIMATE_MODES
from labeler.domain.labeling import QueueFilter
from labeler.services.roles import Action, Caller
from labeler.tui.registry import SCREENS, offered
from labeler.tui.widgets.safe_text import visible_text

# At most this many queries are offered as "go to query" hits per keystroke.
QUERY_HITS = 30


class PaletteTarget(Protocol):
    """What the palette calls on the app (LabelerApp; named here, since the app imports this module)."""

    caller: Caller

    def may(self, action: Action) -> bool: ...
    async def run_in_thread_queries(self) -> list[tuple[str, str]]: ...
    def action_open_queries(self) -> None: ...
    def action_export_qrels(self) -> None: ...
    def open_screen(self, name: str) -> None: ...
    def action_self_agreement(self) -> None: ...
    def action_toggle_dark_theme(self) -> None: ...
    def action_set_filter(self, value: str) -> None: ...
    def action_set_estimate(self, mode: str) -> None: ...
    def action_grade_sample(self) -> None: ...
    def action_go_to_query(self, query_id: str) -> None: ...
    async def run_action(self, action: str) -> bool: ...


class LabelerCommands(Provider):
    """The labeler's own commands; Textual's system commands (theme, keys, quit) stay alongside."""

    _queries: asyncio.Future[list[tuple[str, str]]] | None = None  # the query list being read (startup)

    @property
    def labeler_app(self) -> PaletteTarget:
        """The app this provider serves (Textual types it as any App)."""
        return cast(PaletteTarget, self.app)

    async def startup(self) -> None:
        """Start reading the query list (ids and texts only), once per palette opening, without waiting
        for it: Textual cancels the task running startup when a key arrives during it (the search it
        waits in is cancelled), and a provider whose startup did not finish offers nothing for the
        whole opening. The commands never wait for the read; the query hits do (search)."""
        self._queries = asyncio.ensure_future(self._read_queries())

    async def _read_queries(self) -> list[tuple[str, str]]:
        app = self.labeler_app
        return await app.run_in_thread_queries() if hasattr(app, "run_in_thread_queries") else []

    async def shutdown(self) -> None:
        """The palette closed: a query read still under way is dropped; a failed one was reported."""
        queries = self._queries
        if queries is None:
            return
        if not queries.done():
            queries.cancel()
        elif not queries.cancelled() and queries.exception() is not None:
            self.app.log.error(f"the palette could not read the queries: {queries.exception()!r}")

    def _commands(self) -> list[tuple[str, str, IgnoreReturnCallbackType]]:
        app = self.labeler_app
        may = app.caller.may if hasattr(app, "caller") else lambda _action: True
        commands: list[tuple[str, str, IgnoreReturnCallbackType]] = [
            ("Go to query...", "open the query list (judged/total per query)", app.action_open_queries),
            *([("Export qrels", "write exports/qrels.txt from the human judgments", app.action_export_qrels)]
              if may(Action.EXPORT) else []),
            *((entry.title, entry.palette_help, partial(app.open_screen, entry.name))
              for entry in SCREENS if offered(entry, may)),
            ("Self-agreement", "blind consistency checks vs each annotator's first grades", app.action_self_agreement),
            *((f"Estimate: {mode.title or mode.words}", f"{mode.help} (evaluation, e)",
               partial(app.action_set_estimate, mode.value)) for mode in ESTIMATE_MODES.options
              if may(Action.SEE_EVALUATION)),
            ("Grade the next sampled pairs", "the pairs labeler sample chose, in the design's order (g)",
             app.action_grade_sample),
            *([("Sample the holes that matter most", "a quarter of the pairs no human graded, where the estimates "
                "gain most, queued for you (evaluation, h)", partial(app.run_action, "screen.sample_holes"))]
              if may(Action.SAMPLE) else []),
            ("Narrative: expand / collapse", "the query's narrative in full or on one line (label screen, t)",
             partial(app.run_action, "screen.toggle_narrative")),
            ("Pool list: show / hide", "the query's pooled chunks with your grades and best ranks (label screen, l)",
             partial(app.run_action, "screen.toggle_pool_list")),
            ("Toggle light/dark theme", "switch between textual-light and textual-dark", app.action_toggle_dark_theme),
        ]
        for queue_filter in QueueFilter:
            if queue_filter is QueueFilter.DISAGREEMENT and not may(Action.SEE_OTHERS):
                continue
            commands.append(
                (
                    f"Queue filter: {queue_filter.label}",
                    "walk only these pairs",
                    partial(app.action_set_filter, queue_filter.value),
                )
            )
        return commands

    async def discover(self) -> Hits:
        """The commands shown before anything is typed."""
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        """Commands and queries whose name matches what was typed."""
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)
        shown = 0
        # shielded: a search cancelled as the next key arrives leaves the read running for the next one
        for query_id, text in await asyncio.shield(self._queries) if self._queries is not None else []:
            label = f"Go to query {visible_text(query_id)}: {visible_text(text)[:80]}"
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, Text(label), partial(self.labeler_app.action_go_to_query, query_id), text=label)
                shown += 1
                if shown >= QUERY_HITS:
                    break

