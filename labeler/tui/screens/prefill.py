"""LLM prefill from the command palette: a form, the plan, a cancellable run with a progress bar, a summary.

The plan and the run are services (JudgeRequest.plan, run_prefill) called from thread workers; the
worker only posts messages, the screen draws them. The API key is read by the judge from
OPENAI_API_KEY; this screen only says whether it is set, never shows it.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, ProgressBar, Select, Static

from labeler.domain.choices import JUDGE_FILTERS
from labeler.services.roles import caller_of
from labeler.tui.widgets.safe_text import plain, visible_text
from labeler.tui.workers import ReportsWorkerErrors, thread_worker

if TYPE_CHECKING:
    from labeler.services.judging.prefill import PrefillPlan, PrefillSummary
    from labeler.services.judging.run_config import JudgeRequest
    from labeler.storage import Repository

MODEL_ENV = "LABELER_JUDGE_MODEL"
DEFAULT_CONCURRENCY = 8
PAIR_FILTERS = JUDGE_FILTERS.select_options()


@dataclass
class PrefillMemory:
    """The dialog's last model, URL, concurrency, pair filter and scope, kept by the app so the next
    opening in the same session starts from them (None: not chosen yet, the environment's default)."""

    model: str | None = None
    base_url: str | None = None
    concurrency: str | None = None
    pair_filter: str | None = None
    scope: str | None = None


def summary_words(summary: PrefillSummary) -> str:
    """One line for the label screen after the dialog closes: what the run stored."""
    head = "Cancelled" if summary.cancelled else "Finished"
    words = f"{head}: {summary.done:,} suggestions with a grade, {summary.cached:,} cached"
    for count, what in ((summary.unparsed, "unparsed"), (summary.refused, "refused"), (summary.failed, "failed"),
                        (summary.kept_from_before, "answers an earlier run paid for stored first")):
        if count:
            words += f", {count:,} {what}"
    return words + "."


class PrefillPlanned(Message):
    """The plan of the form's request finished."""

    def __init__(self, plan: PrefillPlan) -> None:
        super().__init__()
        self.plan = plan


class PrefillProgressed(Message):
    """Another suggestion was stored: stored of total so far."""

    def __init__(self, stored: int, total: int) -> None:
        super().__init__()
        self.stored = stored
        self.total = total


class PrefillFinished(Message):
    """run_prefill returned."""

    def __init__(self, summary: PrefillSummary) -> None:
        super().__init__()
        self.summary = summary


def plan_text(plan: PrefillPlan) -> Table:
    """What the run would do: requests, cached, skipped, estimated prompt tokens."""
    table = Table(show_header=False, box=None, padding=(0, 1), pad_edge=False)  # flush with the dialog's text
    table.add_column(style="dim")
    table.add_column(justify="right", style="bold")
    table.add_row("pairs matching", f"{plan.selected:,}")
    table.add_row("requests to send", f"{plan.requests:,}")
    table.add_row("cached (already answered)", f"{plan.cached:,}")
    if plan.pending:
        table.add_row("held back (in a pending batch job)", f"{plan.pending:,}")
    if plan.missing_text:
        table.add_row("without chunk text", f"{plan.missing_text:,}")
    table.add_row("estimated prompt tokens", f"~{plan.estimated_tokens:,}")
    if not plan.requests:
        table.caption = "Nothing to send: try another filter or all queries."
    return table


def summary_text(summary: PrefillSummary, title: str) -> Group:
    """The title, the run's headline (judged, failed, retries, time held back by the rate
    limiter), then what it stored and spent, two figures a row."""
    table = Table(show_header=False, box=None, padding=(0, 1), pad_edge=False)  # flush with the dialog's text
    for _ in range(2):
        table.add_column(style="dim")
        table.add_column(justify="right", style="bold")
    table.add_row("done (grade)", f"{summary.done:,}", "cached", f"{summary.cached:,}")
    table.add_row("unparsed", f"{summary.unparsed:,}", "failed", f"{summary.failed:,}")
    if summary.refused:
        table.add_row("refused", f"{summary.refused:,}", "", "")
    table.add_row("tokens in", f"{summary.tokens_in:,}", "tokens out", f"{summary.tokens_out:,}")
    table.add_row(
        "wall time", f"{summary.wall_seconds:.1f} s", "requests", f"{summary.requests:,} ({summary.requests_per_second:.1f}/s)"
    )
    return Group(Text(title, style="bold"), Text(summary.headline), table)


PLAN_GROUP = "prefill-plan"
RUN_GROUP = "prefill-run"


class PrefillScreen(ReportsWorkerErrors, ModalScreen["PrefillSummary | None"]):
    """Dismisses with the PrefillSummary of a run (also a cancelled one), or None when nothing ran."""

    BINDINGS = [Binding("escape", "cancel", "cancel / close", id="labeler.prefill_cancel")]

    def __init__(
        self, repository: Repository, current_query: str | None = None, memory: PrefillMemory | None = None
    ) -> None:
        super().__init__(id="prefill")
        self.repository = repository
        self.current_query = current_query
        self.memory = memory if memory is not None else PrefillMemory()
        self.plan: PrefillPlan | None = None
        self.request: JudgeRequest | None = None  # the run the shown plan is for
        # None: nothing ran yet; False: a run stopped on an error (nothing to summarise)
        self.summary: PrefillSummary | Literal[False] | None = None
        self.stored = 0
        self.running = False
        self._cancel = threading.Event()  # the first press: no new request, the answers in flight kept
        self._abandon = threading.Event()  # the second: the answers in flight dropped
        # under labeler serve: the server's model and endpoint, shown but not editable (None: the form's)
        self.served_judge = caller_of(repository).judge

    def compose(self) -> ComposeResult:
        scopes: list[tuple[str | Text, str]] = [("all queries", "all")]
        if self.current_query is not None:
            current = Text("current query only (")
            current.append(plain(self.current_query))
            current.append(")")
            scopes.insert(0, (current, "current"))  # a Text: the query id is data, never markup
        memory = self.memory
        scope = memory.scope if memory.scope in {value for _, value in scopes} else scopes[0][1]
        pair_filter = memory.pair_filter if memory.pair_filter in {v for _, v in PAIR_FILTERS} else "unjudged"
        model = memory.model if memory.model is not None else os.environ.get(MODEL_ENV, "")
        from labeler.judge.endpoint import BASE_URL_ENV, KEY_ENV, safe_url

        # shown without credentials; the run finds OPENAI_BASE_URL's own again (reconnect_url)
        base_url = memory.base_url if memory.base_url is not None else safe_url(os.environ.get(BASE_URL_ENV) or "")
        served = self.served_judge
        if served is not None:
            model, base_url = served.model or "", safe_url(served.base_url or "")
        with Vertical(id="prefill-box"):
            yield Static("LLM prefill: the judge suggests grades; humans still decide", id="prefill-title", markup=False)
            with Horizontal(classes="field"):
                yield Label("model")
                yield Input(model, placeholder="e.g. gpt-4o-mini", id="prefill-model", compact=True,
                            disabled=served is not None)
            with Horizontal(classes="field"):
                yield Label("base URL")
                yield Input(base_url, placeholder="default: the OpenAI API", id="prefill-url", compact=True,
                            disabled=served is not None)
            with Horizontal(classes="field"):
                yield Label("concurrency")
                yield Input(
                    memory.concurrency or str(DEFAULT_CONCURRENCY), type="integer", id="prefill-concurrency", compact=True
                )
            with Horizontal(classes="field"):
                yield Label("pairs")
                yield Select(PAIR_FILTERS, value=pair_filter, allow_blank=False, id="prefill-filter", compact=True)
            with Horizontal(classes="field"):
                yield Label("queries")
                yield Select(scopes, value=scope, allow_blank=False, id="prefill-scope", compact=True)
            key_state = "set" if os.environ.get(KEY_ENV) else "not set (a local server needs none)"
            source = f"API key: from {KEY_ENV}, {key_state}"
            if served is not None:
                key_words = "its API key" if served.api_key else "no API key"
                source = (f"model, endpoint and {key_words}: this server's (labeler serve --judge-model)" if served.model
                          else "this server names no LLM judge (labeler serve --judge-model NAME): no prefill here")
            yield Static(f"{source}\nenter plans (nothing is sent); enter again, or Start, sends",
                         id="prefill-key", markup=False)
            yield Static(id="prefill-plan")
            yield ProgressBar(id="prefill-progress", show_eta=False)
            yield Static(id="prefill-summary")
            with Horizontal(id="prefill-buttons"):
                yield Button("Plan", id="prefill-plan-button", variant="primary", compact=True)
                yield Button("Start", id="prefill-start", variant="success", compact=True)
                yield Button("Cancel", id="prefill-cancel", variant="error", compact=True)

    def on_mount(self) -> None:
        self.query_one("#prefill-progress").display = False
        self.query_one("#prefill-summary").display = False
        if self.served_judge is None:
            self.query_one("#prefill-model", Input).focus()
        else:
            self.query_one("#prefill-concurrency", Input).focus()

    # --- the form --------------------------------------------------------------------------

    def _form(self) -> tuple[str, str | None, int, str, list[str] | None]:
        model = self.query_one("#prefill-model", Input).value.strip()
        base_url = self.query_one("#prefill-url", Input).value.strip() or None
        if self.served_judge is not None:  # the server's judge, whatever the form holds
            model, base_url = self.served_judge.model or "", None
        concurrency_text = self.query_one("#prefill-concurrency", Input).value.strip()
        concurrency = int(concurrency_text) if concurrency_text.isdigit() else 0
        pair_filter = str(self.query_one("#prefill-filter", Select).value)
        scope = self.query_one("#prefill-scope", Select).value
        query_ids = [self.current_query] if scope == "current" and self.current_query else None
        return model, base_url, concurrency, pair_filter, query_ids

    @on(Input.Changed)
    @on(Select.Changed)
    def _form_changed(self) -> None:
        """A changed form makes the shown plan stale: plan again before starting."""
        if self.plan is not None and not self.running and self.summary is None:
            self.plan = None
            self.query_one("#prefill-plan", Static).update("")
            self.query_one("#prefill-start", Button).disabled = False  # Start plans first again

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self.plan is None:
            self.action_plan()
        else:
            self.action_start()

    @on(Button.Pressed, "#prefill-plan-button")
    def action_plan(self) -> None:
        """Work out what the run would send (nothing is sent)."""
        if self.running or self.summary is not None:
            return
        request = self._request()
        if request is None:
            return
        self.request = request
        self._remember()
        self.query_one("#prefill-plan", Static).update(Text("planning...", style="italic"))
        self._plan(request)

    def _request(self) -> JudgeRequest | None:
        """The form as the run it asks for, built as `labeler judge` builds its own (judge_request);
        None once the dialog has said what is missing or wrong."""
        from labeler.domain import LabelerError
        from labeler.judge.endpoint import reconnect_url
        from labeler.services.judging.run_config import judge_request

        model, base_url, concurrency, pair_filter, query_ids = self._form()
        if not model:
            self.notify("Name the model first.", severity="warning", markup=False)
            return None
        if concurrency < 1:
            self.notify("Concurrency must be a whole number, at least 1.", severity="warning", markup=False)
            return None
        try:
            # the form shows an endpoint's safe form: reach it again with its credential
            return judge_request(model=model, base_url=reconnect_url(base_url), concurrency=concurrency,
                                 served=self.served_judge, pair_filter=pair_filter, query_ids=tuple(query_ids or ()))
        except LabelerError as exc:
            self.notify(visible_text(str(exc)), severity="error", markup=False)
            return None

    @thread_worker(group=PLAN_GROUP)
    def _plan(self, request: JudgeRequest) -> None:
        # as `labeler judge`: pairs waiting in a pending batch job arrive with --collect, not paid twice
        self.post_message(PrefillPlanned(request.plan(self.repository)[0]))

    def worker_failed(self, group: str, words: str) -> None:
        """A failed plan or run is said in the dialog itself (a dead endpoint, a bad URL), never fatal."""
        if group == PLAN_GROUP:
            self.query_one("#prefill-plan", Static).update(plain(words, style="red"))
        elif group == RUN_GROUP:
            self._stopped(words)
        else:
            super().worker_failed(group, words)

    @on(PrefillPlanned)
    def _planned(self, message: PrefillPlanned) -> None:
        box = self.query_one("#prefill-plan", Static)
        self.plan = message.plan
        box.update(plan_text(message.plan))
        start = self.query_one("#prefill-start", Button)
        start.disabled = message.plan.requests == 0
        if message.plan.requests:
            start.focus()

    # --- the run ---------------------------------------------------------------------------

    def _remember(self) -> None:
        """Keep the form in the app's memory for the next opening."""
        memory = self.memory
        memory.model = self.query_one("#prefill-model", Input).value.strip()
        memory.base_url = self.query_one("#prefill-url", Input).value.strip()
        memory.concurrency = self.query_one("#prefill-concurrency", Input).value.strip() or None
        memory.pair_filter = str(self.query_one("#prefill-filter", Select).value)
        memory.scope = str(self.query_one("#prefill-scope", Select).value)

    @on(Button.Pressed, "#prefill-start")
    def action_start(self) -> None:
        """Send the planned pairs to the judge in a thread worker; without a plan yet, plan first
        (the plan is shown and nothing is sent until Start or enter again)."""
        if self.running or self.summary is not None:
            return
        if self.plan is None:
            self.action_plan()
            return
        if not self.plan.requests:
            return
        from labeler.judge.endpoint import safe_url

        request = self.request
        if request is None:
            return
        base_url, concurrency = self._form()[1], request.judge.concurrency
        self.running = True
        # The form gives way to a one-line reminder, so the run and its summary fit 24 rows.
        for row in self.query(".field"):
            row.display = False
        filter_label = dict((v, k) for k, v in PAIR_FILTERS).get(self.plan.filter, self.plan.filter)
        scope_label = "all queries" if self.query_one("#prefill-scope", Select).value == "all" else "current query"
        endpoint = base_url or (self.served_judge.base_url if self.served_judge is not None else None)
        shown_url = safe_url(endpoint) if endpoint else "the OpenAI API"
        reminder = plain(f"{self.plan.model} at {shown_url}, concurrency {concurrency}")
        reminder.append(plain(f"\n{filter_label}; {scope_label}", style="dim"))
        self.query_one("#prefill-key", Static).update(reminder)
        self.query_one("#prefill-plan-button", Button).disabled = True
        self.query_one("#prefill-start", Button).disabled = True
        bar = self.query_one("#prefill-progress", ProgressBar)
        bar.update(total=self.plan.requests, progress=0)
        bar.display = True
        self.query_one("#prefill-cancel", Button).focus()
        self._run(request, self.plan)

    @thread_worker(group=RUN_GROUP)
    def _run(self, request: JudgeRequest, plan: PrefillPlan) -> None:
        from labeler.services.judging.prefill import run_prefill

        def progressed(stored: int, total: int) -> None:
            self.post_message(PrefillProgressed(stored, total))

        summary = run_prefill(self.repository, request.judge, plan, on_progress=progressed,
                              lease_seconds=request.lease_seconds, cancel_event=self._cancel,
                              abandon_event=self._abandon)
        self.post_message(PrefillFinished(summary))

    @on(PrefillProgressed)
    def _progressed(self, message: PrefillProgressed) -> None:
        self.stored = max(self.stored, message.stored)
        self.query_one("#prefill-progress", ProgressBar).update(total=message.total, progress=self.stored)

    def _run_ended(self) -> Static:
        """The run is over (finished, cancelled or stopped): Cancel becomes Close; the summary box shows."""
        self.running = False
        box = self.query_one("#prefill-summary", Static)
        box.display = True
        cancel = self.query_one("#prefill-cancel", Button)
        cancel.label = "Close"
        cancel.variant = "primary"
        cancel.focus()
        return box

    def _stopped(self, words: str) -> None:
        text = Text("The run stopped: ", style="bold red")
        text.append(plain(words))
        text.append(f"\n{self.stored:,} suggestions stored before it stopped are kept.", style="dim")
        self._run_ended().update(text)
        self.summary = False  # something ran; nothing to summarise

    @on(PrefillFinished)
    def _finished(self, message: PrefillFinished) -> None:
        box = self._run_ended()
        self.summary = message.summary
        title = "Cancelled: every suggestion received is kept." if message.summary.cancelled else "Finished."
        box.border_title = title
        box.update(summary_text(message.summary, title))

    @on(Button.Pressed, "#prefill-cancel")
    def action_cancel(self) -> None:
        """While running: stop sending, keeping the answers in flight (paid for); pressed again, drop
        them; otherwise close."""
        if self.running and not self._cancel.is_set():
            self._cancel.set()
            self.query_one("#prefill-cancel", Button).label = "Stopping (again: drop)"
            return
        if self.running:
            self._abandon.set()
            self.query_one("#prefill-cancel", Button).label = "Dropping..."
            return
        if self.summary is None:  # closed without running: keep what was typed
            self._remember()
        self.dismiss(self.summary or None)
