"""The evaluation screen: which run wins, where, and whether it is real.

Thin by design: the state lives in an EvalState (plain Python, one recompute path), every number
comes from services.evaluation.comparison.compare_runs via data.evaluate, run in a thread worker
(exclusive: a newer request supersedes an older one, whose late result is dropped by its
generation) and applied in a message handler, so the UI thread never waits on the database or the
metrics. A failed worker is reported by ReportsWorkerErrors. Query texts and chunk ids reach the
screen only as rich Text.

The estimate switch (e, the Setup tab, the command palette) scores with human grades, with the
LLM's where no human grade exists, or hybrid: intervals from the LLM's grades corrected by the
human grades of `labeler sample`'s design, and whether each comparison with the baseline is settled.
g goes to the label screen on the next sampled pair, in the design's order.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import DataTable, Input, Select, SelectionList, Static, TabbedContent
from textual.worker import get_current_worker

from labeler.domain.errors import NoJudgmentsYet
from labeler.services.labeling.session import LabelingSession
from labeler.services.roles import Action, caller_of, require
from labeler.tui.bindings import EVAL_BINDINGS
from labeler.tui.commands import PaletteTarget
from labeler.tui.screens.evaluate.data import AGGREGATIONS, DEFAULT_EVAL_MEASURES, ESTIMATES, EvalData, EvalSettings, RunCache
from labeler.tui.screens.evaluate.data import evaluate
from labeler.tui.screens.evaluate.state import NOTHING_GRADED, EvalReadout, EvalState
from labeler.tui.screens.evaluate.messages import (
    EvaluationComputed,
    EvaluationUpdated,
    HolesJudged,
    ReportWritten,
    RunImported,
)
from labeler.tui.screens.evaluate.charts import EvalCharts
from labeler.tui.screens.evaluate.estimates import estimate_lines
from labeler.tui.screens.evaluate.cells import SortSpec, query_columns
from labeler.tui.screens.evaluate.layout import evaluation_layout
from labeler.tui.screens.evaluate.setup import fill_baseline, fill_estimate, fill_run_list
from labeler.tui.screens.evaluate.tables import QueryFill, fill_queries, fill_summary, highlighted_row, query_detail
from labeler.tui.screens.evaluate.query_view import QueryView
from labeler.tui.screens.evaluate.sampling import HolesSampling
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.workers import ReportsWorkerErrors, thread_worker

__all__ = ["AGGREGATIONS", "DEFAULT_EVAL_MEASURES", "EvaluationScreen"]

REPORT_PATH = Path("exports") / "report.html"
COMPUTE_GROUP = "eval-compute"
FOCUS = {"tab-summary": "#summary-table", "tab-queries": "#query-table", "tab-setup": "#run-list"}


class EvaluationScreen(EvalReadout, HolesSampling, ReportsWorkerErrors, Screen[None]):
    """Summary, per-query table, charts and setup of a comparison of imported runs."""

    BINDINGS = EVAL_BINDINGS
    WORKER_FAILURES = {COMPUTE_GROUP: "not computed", "eval-import": "run not imported",
                       "eval-report": "report not written", "eval-sample": "holes not sampled"}

    # Per-query rows added per batch: more than a tall screen shows, few enough that a batch
    # (cells, table bookkeeping, its measuring on idle) keeps the UI thread answering keys.
    rows_per_batch = 100

    def __init__(self, repository: Any, session: LabelingSession | None = None) -> None:
        super().__init__(id="evaluation")
        self.repository = repository
        self.session = session  # for judging a drill-down's holes in the label screen
        self.state = EvalState()
        self._runs = RunCache()  # worker-side
        self._drill_down: Screen[None] | None = None  # the drill-down this screen opened, told of new data
        self._query_view: QueryView | None = None  # the comparison's per-query rows, sorted and formatted
        self._fill: QueryFill | None = None  # the per-query rows not yet in the table (only the newest fill's)
        self._estimate_wanted: str | None = None  # asked for before the first result (the palette)

    # --- layout ----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield from evaluation_layout()

    def on_mount(self) -> None:
        self.query_one("#query-bar").styles.height = "auto"
        if not caller_of(self.repository).may(Action.IMPORT):  # the service refuses it: not offered either
            self.query_one("#import-path", Input).display = False
        self.watch(self.query_one("#query-table", DataTable), "scroll_y", self._load_more_rows, init=False)
        self.recompute()

    def on_screen_resume(self) -> None:
        if isinstance(self.focused, Input):  # coming back never lands in a text field
            self.action_show_tab(self.query_one(TabbedContent).active)
        if self.state.judgments_may_have_changed:
            self.state.judgments_may_have_changed = False
            self.recompute()

    # --- the one recompute path --------------------------------------------------------------

    def recompute(self, **changes: Any) -> None:
        """Compute the comparison with these setting changes, in a worker (a newer call supersedes)."""
        generation, settings = self.state.request(**changes)
        self._draw_header()
        self._evaluate(generation, settings)

    @thread_worker(group=COMPUTE_GROUP)
    def _evaluate(self, generation: int, settings: EvalSettings | None) -> None:
        outcome = evaluate(self.repository, settings, self._runs, lambda: get_current_worker().is_cancelled)
        if outcome is not None:
            view = QueryView(outcome.data.comparison) if outcome.data is not None else None
            self.post_message(EvaluationComputed(generation, outcome, view))

    @on(EvaluationComputed)
    def _computed(self, message: EvaluationComputed) -> None:
        listed = [i.name for i in self.state.run_infos]
        if not self.state.computed(message.generation, message.outcome):
            return  # superseded by a newer request
        self._query_view = message.query_view
        if listed != [i.name for i in self.state.run_infos] or not self.query_one("#run-list", SelectionList).option_count:
            self._fill_setup()
        self._fill_estimate()
        self._draw_all()
        if self._estimate_wanted is not None:
            self.set_estimate(self._estimate_wanted)
        if self.state.data is not None and self._drill_down is not None:
            self._drill_down.post_message(EvaluationUpdated(self.state.data))

    def worker_raised(self, group: str, error: BaseException | None) -> None:
        """Nothing graded yet is no failure: the summary tab says how to go on, without an error notification."""
        if group == COMPUTE_GROUP and isinstance(error, NoJudgmentsYet):
            self.state.failed(NOTHING_GRADED)
            self._draw_all()
            return
        super().worker_raised(group, error)

    def worker_failed(self, group: str, words: str) -> None:
        """Said in a notification; a failed computation also on the summary tab (the last result stays)."""
        if group == COMPUTE_GROUP:
            self.state.failed(words)
            self._draw_all()
        else:
            self.state.jobs.discard(group)
        super().worker_failed(group, words)

    @on(HolesJudged)
    def _holes_judged(self) -> None:
        self.recompute()

    # --- importing and reporting ---------------------------------------------------------

    def _may(self, action: Action) -> bool:
        return cast(PaletteTarget, self.app).may(action)

    @thread_worker(group="eval-import")
    def _import(self, path: str) -> None:
        from labeler.services.importing import import_run

        result = import_run(self.repository, path)
        self.post_message(RunImported(result.name, result.added))

    @on(RunImported)
    def _run_imported(self, message: RunImported) -> None:
        self.state.jobs.discard("eval-import")
        verb = "Imported" if message.added else "Already imported:"
        self.notify(f"{verb} run {visible_text(message.name)}", markup=False)
        self.query_one("#import-path", Input).value = ""
        self.state.run_imported(message.name)
        self.recompute()

    @thread_worker(group="eval-report")
    def _report(self, data: EvalData, path: Path) -> None:
        from labeler.services.reporting import qrels_facts, report_document, write_report

        require(self.repository, Action.EXPORT)
        tables = [data.tables[s.name] for s in data.comparison.runs]
        info = qrels_facts(data.qrels, origin=data.comparison.qrels, repository=self.repository)
        estimates = data.estimate.for_report(data.comparison) if data.estimate is not None else None
        document = report_document(data.comparison, tables, data.qrels, qrels_info=info,
                                   sources=[f"imported run {t.name}" for t in tables], estimates=estimates,
                                   repository=self.repository)
        self.post_message(ReportWritten(Path(write_report(document, path))))

    @on(ReportWritten)
    def _report_written(self, message: ReportWritten) -> None:
        self.state.jobs.discard("eval-report")
        self.notify(visible_text(f"Wrote {message.path.resolve()}"), title="report written", markup=False, timeout=8)

    # --- drawing ---------------------------------------------------------------------------

    def _draw_all(self) -> None:
        self._draw_header()
        self._draw_summary()
        self._draw_queries()
        self._draw_chart()

    def _draw_summary(self) -> None:
        """The runs table; over its legend, how an LLM or hybrid estimate was made and, in hybrid mode,
        each run against the baseline for the measure shown."""
        data = self.state.data
        estimate = data.estimate if data is not None and not self.state.error else None
        lines = estimate_lines(data.comparison, estimate, self.state.shown_measure) if data and estimate else None
        from labeler.services.evaluation.holes import holes_warnings

        warnings = holes_warnings(data.holes) if data is not None and not self.state.error else []
        fill_summary(self.query_one("#summary-table", DataTable), self.query_one("#summary-legend", Static),
                     self.query_one("#summary-message", Static), self.state.comparison, self.state.error,
                     estimate, lines, screen_width=self.size.width, warnings=warnings)

    def on_resize(self) -> None:
        """Tables laid out for the old width are laid out again (cells break lines, texts take the room)."""
        if self.state.comparison is not None:
            self._draw_summary()
            self._draw_queries()

    def _draw_header(self) -> None:
        text = Text.assemble(("evaluation", "bold"), ("  estimate ", "dim"), (self.state.estimate, "bold"))
        if self.state.model_shown is not None:
            text.append(f" ({visible_text(self.state.model_shown)})")
        if self.state.comparison is not None:
            text.append("  qrels ", style="dim")
            text.append(self.state.comparison.qrels)
        if self.state.computing:
            text.append("  computing…", style="bold yellow")
        self.query_one("#eval-header", Static).update(text)

    def _draw_queries(self, *, to_top: bool = False) -> None:
        """Refill the per-query table with its first rows; the rest follow as the view nears them."""
        self._fill = fill_queries(self.query_one("#query-table", DataTable), self.query_one("#sort-line", Static),
                                  self._query_view, self.state.sort, self.state.shown_measure,
                                  self.query_one("#query-filter", Input).value, self.size.width,
                                  first_batch=self.rows_per_batch, to_top=to_top)
        self._load_more_rows()  # a view taller than a batch is filled
        self._draw_detail()

    @on(DataTable.RowHighlighted, "#query-table")
    def _draw_detail(self) -> None:
        self.query_one("#query-detail", Static).update(query_detail(self._query_view, self.highlighted_query()))

    @on(DataTable.RowHighlighted, "#query-table")
    def _load_more_rows(self) -> None:
        """Add per-query rows, a batch at a time, until the cursor and the scrolled view are well clear of the last."""
        fill = self._fill
        if fill is None:
            return
        table = self.query_one("#query-table", DataTable)
        seen = max(table.cursor_row, round(table.scroll_y) + table.size.height)
        while not fill.done and seen + self.rows_per_batch // 2 >= fill.added:
            fill.add_batch(table, self.rows_per_batch)
        if fill.done:
            self._fill = None

    def _draw_chart(self) -> None:
        self.query_one(EvalCharts).show(self.state.comparison, self.state.chart_run, self.state.query_measure)

    def _resorted(self) -> None:
        self._draw_queries(to_top=True)
        self._draw_chart()

    def _fill_setup(self) -> None:
        picked = self.state.settings.runs if self.state.settings else ()
        fill_run_list(self.query_one("#run-list", SelectionList), self.state.run_infos, picked)
        self._fill_baseline()

    def _fill_baseline(self) -> None:
        if self.state.settings is not None:
            fill_baseline(self.query_one("#baseline", Select), self.state.settings)

    def _fill_estimate(self) -> None:
        if self.state.settings is not None:
            fill_estimate(self.query_one("#estimate", Select), self.query_one("#model", Select), self.state.settings,
                          self.state.models, self.state.model_shown)

    def highlighted_query(self) -> str | None:
        """Id of the query under the per-query table's cursor, if any."""
        return highlighted_row(self.query_one("#query-table", DataTable))

    # --- setup events ----------------------------------------------------------------------

    def _update_settings(self, **changes: Any) -> None:
        if self.state.settings is not None:
            self.recompute(**changes)

    @on(SelectionList.SelectedChanged, "#run-list")
    def _runs_picked(self, event: SelectionList.SelectedChanged) -> None:
        picked = set(event.selection_list.selected)
        self._update_settings(runs=tuple(i.name for i in self.state.run_infos if i.name in picked))
        self._fill_baseline()

    @on(Select.Changed, "#baseline")
    def _baseline_picked(self, event: Select.Changed) -> None:
        self._update_settings(baseline=None if event.value is Select.NULL else event.value)

    @on(Select.Changed, "#gain")
    @on(Select.Changed, "#test")
    @on(Select.Changed, "#ci")
    @on(Select.Changed, "#aggregate")
    @on(Select.Changed, "#estimate")
    @on(Select.Changed, "#model")
    def _option_picked(self, event: Select.Changed) -> None:
        self._update_settings(**{event.select.id or "": None if event.value is Select.NULL else event.value})

    @on(Select.Changed, "#relevant-grade")
    def _threshold_picked(self, event: Select.Changed) -> None:
        if isinstance(event.value, int):  # a Select[int] without a blank: always a grade
            self._update_settings(relevant_grade=event.value)

    def _leave_field(self) -> None:
        """Enter in a setup field applies it and hands the keys back (1-4, w, r...), so the next
        key is a command, never more text in the field."""
        self.query_one("#run-list").focus()

    @on(Input.Submitted, "#measures")
    def _measures_entered(self, event: Input.Submitted) -> None:
        from labeler.metrics.measures import split_measures

        names = tuple(split_measures(event.value))  # RBP(p=0.8, rel=2) stays one name
        self._leave_field()
        self._update_settings(measures=names or DEFAULT_EVAL_MEASURES)

    @on(Input.Submitted, "#import-path")
    def _import_entered(self, event: Input.Submitted) -> None:
        path = os.path.expanduser(event.value.strip())
        self._leave_field()
        if not path or not self._may(Action.IMPORT):
            return
        self.state.jobs.add("eval-import")
        self.notify(visible_text(f"Importing {path}…"), markup=False, timeout=2)
        self._import(path)

    @on(Input.Changed, "#query-filter")
    def _filter_changed(self) -> None:
        self._draw_queries()

    @on(DataTable.HeaderSelected, "#query-table")
    def _header_clicked(self, event: DataTable.HeaderSelected) -> None:
        comparison = self.state.comparison
        if comparison is None:
            return
        spec = {key: sort for key, _, sort in query_columns(comparison)}.get(str(event.column_key.value))
        if spec is not None:
            self.state.sort_by(*spec)
            self._resorted()

    @on(DataTable.RowSelected, "#query-table")
    def _query_chosen(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.open_drill_down(event.row_key.value)

    @on(TabbedContent.TabActivated)
    def _tab_shown(self, event: TabbedContent.TabActivated) -> None:
        target = FOCUS.get(event.pane.id or "")
        if target:
            self.query_one(target).focus()

    # --- actions ---------------------------------------------------------------------------

    def open_drill_down(self, query_id: str) -> None:
        """Push the drill-down of a query for the run the table is sorted by (else the default run)."""
        from labeler.tui.screens.evaluate.drilldown import DrillDownScreen

        data, run = self.state.data, self.state.sorted_run
        if data is None or run is None:
            return

        def closed(_result: object = None) -> None:
            self._drill_down = None

        self._drill_down = DrillDownScreen(data, query_id, run, repository=self.repository, session=self.session,
                                           evaluation=self)
        self.app.push_screen(self._drill_down, closed)

    def action_close(self) -> None:
        """Leave a text field; else back to the label screen (numbers are recomputed on return)."""
        if isinstance(self.focused, Input):
            self.action_show_tab(self.query_one(TabbedContent).active)
            return
        self.state.judgments_may_have_changed = True
        self.dismiss(None)

    def action_recompute(self) -> None:
        """Recompute with the judgments as they are now."""
        self.recompute()

    def action_show_tab(self, tab: str) -> None:
        """Switch to a tab."""
        self.query_one(TabbedContent).active = tab
        self.query_one(FOCUS.get(tab, "#eval-tabs Tabs")).focus()

    def action_filter(self) -> None:
        """Filter the per-query table by text."""
        self.action_show_tab("tab-queries")
        self.query_one("#query-filter", Input).focus()

    def action_next_sort(self) -> None:
        """Sort the per-query table by the next key (gap to ideal first)."""
        if self.state.comparison is None:
            return
        self.state.next_sort()
        if self.query_one(TabbedContent).active != "tab-queries":
            self.action_show_tab("tab-queries")
        self._resorted()

    def action_reverse_sort(self) -> None:
        """Reverse the per-query sort."""
        self.state.reverse_sort()
        self._draw_queries(to_top=True)

    def action_next_measure(self) -> None:
        """Show the next measure's values in the per-query table and charts."""
        if self.state.comparison is not None:
            self.state.next_measure()
            self._resorted()
            self._draw_summary()

    def action_next_estimate(self) -> None:
        """Switch the estimate: human grades, then the LLM's where no human grade exists, then hybrid."""
        self.set_estimate(self.state.following_estimate())

    def set_estimate(self, mode: str) -> None:
        """Score with this estimate (human, llm, hybrid), in the worker; said in a notification."""
        if self.state.settings is None:  # the runs are not read yet: applied when they are
            self._estimate_wanted = mode
            return
        self._estimate_wanted = None
        self.notify(f"Estimate: {dict(ESTIMATES)[mode]}", markup=False, timeout=3)
        self.recompute(estimate=mode)
        self._fill_estimate()

    def action_grade_sample(self) -> None:
        """Grade the next sampled pairs (labeler sample) in the label screen; the numbers are
        recomputed when this screen is back."""
        self.state.judgments_may_have_changed = True
        cast(PaletteTarget, self.app).action_grade_sample()

    def action_write_report(self) -> None:
        """Write exports/report.html from the comparison on screen, in a worker."""
        if self.state.data is None:
            self.notify("Nothing to report yet.", markup=False)
            return
        if not self._may(Action.EXPORT):
            return
        self.state.jobs.add("eval-report")
        self.notify(f"Writing {REPORT_PATH}…", markup=False, timeout=2)
        self._report(self.state.data, REPORT_PATH)

