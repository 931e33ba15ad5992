"""The evaluation screen: which run wins, where, and whether it is real.

Thin by design: every number comes from services.comparison.compare_runs, run in a thread
worker (exclusive: a newer request supersedes an older one, and a late result is dropped by its
generation number) and applied in a message handler, so the UI thread never waits on the
database or the metrics. Query texts and chunk ids reach the screen only as rich Text.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input, Label, Select, SelectionList, Static, TabbedContent, TabPane
from textual.widgets.selection_list import Selection
from textual.worker import get_current_worker

from labeler.domain import LabelerError
from labeler.tui.widgets.eval_charts import EvalCharts
from labeler.tui.widgets.eval_format import (
    DESCENDING_FIRST,
    SortSpec,
    legend,
    query_cells,
    query_columns,
    run_label,
    shown_run,
    sort_cycle,
    summary_cell,
)
from labeler.tui.widgets.safe_text import visible_text

if TYPE_CHECKING:
    from labeler.dataio.qrels import QrelsTable
    from labeler.dataio.run_table import RunTable
    from labeler.domain import RunInfo
    from labeler.services.comparison import Comparison
    from labeler.services.drilldown import QrelsIndex, RankedRun

DEFAULT_EVAL_MEASURES = ("nDCG@10", "nDCG@5", "RR", "R@100", "Judged@10")
GAINS = ("linear", "exponential")
SIGNIFICANCE_TESTS = (("Fisher randomization", "randomization"), ("paired t-test", "t"))
INTERVALS = (("bootstrap over queries", "bootstrap"), ("Student t", "t"))
# How several annotators' grades of a pair become one, as `labeler eval --aggregate` (services.qrels);
# an adjudicated grade wins under every rule.
AGGREGATIONS = ("majority", "median", "max", "min", "mean-round", "latest", "adjudicated")
DEFAULT_AGGREGATION = "majority"
REPORT_PATH = Path("exports") / "report.html"
QRELS_ORIGIN = "database"  # the header reads "qrels database by majority (145 judgments, 20 queries)"

TABS = Binding.Group("tabs", compact=True)
EVAL_BINDINGS = [
    Binding("escape", "close", "back", id="labeler.eval.close"),
    Binding("r", "recompute", "recompute", id="labeler.eval.recompute"),
    Binding("s", "next_sort", "sort", id="labeler.eval.sort"),
    Binding("o", "reverse_sort", "reverse", id="labeler.eval.reverse", show=False),
    Binding("m", "next_measure", "measure", id="labeler.eval.measure", show=False),
    Binding("slash", "filter", "filter", id="labeler.eval.filter", show=False),
    Binding("w", "write_report", "report", id="labeler.eval.report"),
    Binding("1", "show_tab('tab-summary')", "summary", id="labeler.eval.tab_summary", group=TABS),
    Binding("2", "show_tab('tab-queries')", "queries", id="labeler.eval.tab_queries", group=TABS),
    Binding("3", "show_tab('tab-chart')", "chart", id="labeler.eval.tab_chart", group=TABS),
    Binding("4", "show_tab('tab-setup')", "setup", id="labeler.eval.tab_setup", group=TABS),
]


@dataclass(frozen=True)
class EvalSettings:
    """What to compare and how: runs (in list order), measures, gain, threshold, baseline, test, interval,
    and the aggregation policy that turns the database's judgments into qrels."""

    runs: tuple[str, ...]
    measures: tuple[str, ...] = DEFAULT_EVAL_MEASURES
    gain: str = "linear"
    relevant_grade: int = 1
    baseline: str | None = None
    test: str = "randomization"
    ci: str = "bootstrap"
    aggregate: str = DEFAULT_AGGREGATION

    @property
    def effective_baseline(self) -> str | None:
        """The chosen baseline when it is among the runs, else the first run."""
        if self.baseline in self.runs:
            return self.baseline
        return self.runs[0] if self.runs else None


@dataclass
class EvalData:
    """One computed comparison with the tables behind it (for drill-downs and the report)."""

    settings: EvalSettings
    comparison: "Comparison"
    tables: dict[str, "RunTable"]
    qrels: "QrelsTable"
    index: "QrelsIndex"
    ranked: dict[str, "RankedRun"] = field(default_factory=dict)

    def ranked_run(self, name: str) -> "RankedRun":
        """The run ranked once (trec_eval order), cached; call from a worker."""
        from labeler.services.drilldown import RankedRun

        if name not in self.ranked:
            self.ranked[name] = RankedRun(self.tables[name])
        return self.ranked[name]


# --- messages from workers ----------------------------------------------------------------


class RunsListed(Message):
    """The imported runs were read."""

    def __init__(self, runs: list["RunInfo"], error: str | None = None) -> None:
        super().__init__()
        self.runs = runs
        self.error = error


class EvaluationComputed(Message):
    """A comparison finished (data None: it failed with error)."""

    def __init__(self, generation: int, data: EvalData | None, error: str | None = None) -> None:
        super().__init__()
        self.generation = generation
        self.data = data
        self.error = error


class RunImported(Message):
    """A run file was imported (name None: it failed with error)."""

    def __init__(self, name: str | None, added: bool = False, error: str | None = None) -> None:
        super().__init__()
        self.name = name
        self.added = added
        self.error = error


class ReportWritten(Message):
    """A report file was written (path None: it failed with error)."""

    def __init__(self, path: Path | None, error: str | None = None) -> None:
        super().__init__()
        self.path = path
        self.error = error


def _error_words(exc: Exception) -> str:
    return str(exc) if isinstance(exc, LabelerError) else f"{type(exc).__name__}: {exc}"


# --- the screen ---------------------------------------------------------------------------


class EvaluationScreen(Screen):
    """Summary, per-query table, charts and setup of a comparison of imported runs."""

    BINDINGS = EVAL_BINDINGS

    DEFAULT_CSS = """
    EvaluationScreen #eval-header { height: 1; padding: 0 1; background: $panel; }
    EvaluationScreen #eval-tabs { height: 1fr; }
    EvaluationScreen TabPane { padding: 0; }
    EvaluationScreen #summary-table { height: auto; max-height: 1fr; }
    EvaluationScreen #summary-legend { height: auto; padding: 0 1; }
    EvaluationScreen #summary-message { height: auto; padding: 1 2; }
    EvaluationScreen #query-filter { margin: 0 1; width: 1fr; }
    EvaluationScreen #sort-line { height: auto; padding: 0 1; }
    EvaluationScreen #query-table { height: 1fr; }
    EvaluationScreen #setup { height: 1fr; }
    EvaluationScreen #setup-runs { width: 1fr; padding: 0 1; }
    EvaluationScreen #setup-form { width: 1fr; padding: 0 1; }
    EvaluationScreen #run-list { height: 1fr; min-height: 4; }
    EvaluationScreen #setup Label { margin-top: 1; color: $text-muted; }
    """

    def __init__(self, repository: Any) -> None:
        super().__init__(id="evaluation")
        self.repository = repository
        self.run_infos: list["RunInfo"] = []
        self.settings: EvalSettings | None = None
        self.data: EvalData | None = None
        self.error: str | None = None
        self.sort = SortSpec()
        self.query_measure: str | None = None  # per-query value columns; None: the gap measure
        self._generation = 0
        self._computing: int | None = None
        self._listing = False
        self._importing = False
        self._reporting = False
        self._tables: dict[tuple[str, str], "RunTable"] = {}  # (name, sha256) -> table; worker-side cache
        self.needs_recompute = False

    # --- layout ----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="eval-header")
        with TabbedContent(id="eval-tabs", initial="tab-summary"):
            with TabPane("1 Summary", id="tab-summary"):
                yield DataTable(id="summary-table", cursor_type="none", zebra_stripes=True)
                yield Static(id="summary-legend")
                yield Static(id="summary-message")
            with TabPane("2 Queries", id="tab-queries"):
                with Horizontal(id="query-bar", classes="-auto-height"):
                    yield Input(placeholder="filter by query id or text", id="query-filter", compact=True)
                yield Static(id="sort-line")
                yield DataTable(id="query-table", cursor_type="row", zebra_stripes=True, header_height=2)
            with TabPane("3 Chart", id="tab-chart"):
                yield EvalCharts(id="eval-charts")
            with TabPane("4 Setup", id="tab-setup"):
                with Horizontal(id="setup"):
                    with Vertical(id="setup-runs"):
                        yield Label("Runs (space toggles)")
                        yield SelectionList[str](id="run-list")
                        yield Label("Import a run file (enter imports, escape leaves)")
                        yield Input(placeholder="path/to/run.trec", id="import-path", compact=True)
                    with VerticalScroll(id="setup-form"):
                        yield Label("Measures (enter applies)")
                        yield Input(" ".join(DEFAULT_EVAL_MEASURES), id="measures", compact=True)
                        yield Label("Baseline")
                        yield Select[str]([], id="baseline", compact=True, allow_blank=True, prompt="first run")
                        yield Label("Gain")
                        yield Select[str]([(g, g) for g in GAINS], id="gain", value="linear", allow_blank=False,
                                          compact=True)
                        yield Label("Relevant when grade ≥")
                        yield Select[int]([(str(g), g) for g in (1, 2, 3)], id="relevant-grade", value=1,
                                          allow_blank=False, compact=True)
                        yield Label("Significance test")
                        yield Select[str](SIGNIFICANCE_TESTS, id="test", value="randomization",
                                          allow_blank=False, compact=True)
                        yield Label("95% confidence interval")
                        yield Select[str](INTERVALS, id="ci", value="bootstrap", allow_blank=False, compact=True)
                        yield Label("Aggregate annotators' grades by")
                        yield Select[str]([(a, a) for a in AGGREGATIONS], id="aggregate", value=DEFAULT_AGGREGATION,
                                          allow_blank=False, compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#query-bar").styles.height = "auto"
        self._draw_header()
        self._list_runs()

    def on_screen_resume(self) -> None:
        if isinstance(self.focused, Input):  # coming back never lands in a text field
            self.action_show_tab(self.query_one(TabbedContent).active)
        if self.needs_recompute:
            self.needs_recompute = False
            self._list_runs()

    @property
    def comparison(self) -> "Comparison | None":
        """The comparison on screen (None before the first result)."""
        return self.data.comparison if self.data else None

    @property
    def busy(self) -> bool:
        """Whether a worker's result is still to be applied."""
        return self._computing is not None or self._listing or self._importing or self._reporting

    # --- workers ---------------------------------------------------------------------------

    def _list_runs(self) -> None:
        self._listing = True
        self._draw_header()
        self._read_runs()

    @work(thread=True, exclusive=True, group="eval-runs")
    def _read_runs(self) -> None:
        from labeler.services.browsing import imported_runs

        try:
            runs = imported_runs(self.repository)
        except Exception as exc:  # shown on screen; the app keeps running
            self.post_message(RunsListed([], _error_words(exc)))
        else:
            self.post_message(RunsListed(runs))

    def recompute(self) -> None:
        """Compute the comparison for the current settings in a worker (a newer call supersedes)."""
        if self.settings is None or not self.settings.runs:
            self._computing = None
            self.data = None
            self.error = "Pick at least one run in the Setup tab (4)." if self.run_infos else (
                "No runs imported yet: import a run file in the Setup tab (4), or `labeler import run FILE`.")
            self._draw_all()
            return
        self._generation += 1
        self._computing = self._generation
        self._draw_header()
        self._compute(self._generation, self.settings, {i.name: i.sha256 for i in self.run_infos})

    @work(thread=True, exclusive=True, group="eval-compute")
    def _compute(self, generation: int, settings: EvalSettings, digests: dict[str, str]) -> None:
        from labeler.services.comparison import compare_runs
        from labeler.services.drilldown import QrelsIndex
        from labeler.services.evaluation import load_run, qrels_from_repository

        try:
            qrels = qrels_from_repository(self.repository, settings.aggregate)
            tables = {}
            for name in settings.runs:
                key = (name, digests.get(name, ""))
                if key not in self._tables:
                    self._tables[key] = load_run(name, self.repository)
                tables[name] = self._tables[key]
            if get_current_worker().is_cancelled:
                return
            comparison = compare_runs(
                list(tables.values()), qrels, settings.measures, baseline=settings.effective_baseline,
                gain=settings.gain, relevant_grade=settings.relevant_grade, test=settings.test, ci=settings.ci,
                repository=self.repository, qrels_origin=f"{QRELS_ORIGIN} by {settings.aggregate}",
            )
            data = EvalData(settings, comparison, tables, qrels, QrelsIndex(qrels))
        except Exception as exc:  # a bad measure name or an empty database: said on screen
            self.post_message(EvaluationComputed(generation, None, _error_words(exc)))
        else:
            self.post_message(EvaluationComputed(generation, data))

    @work(thread=True, exclusive=True, group="eval-import")
    def _import(self, path: str) -> None:
        from labeler.services.importing import import_run

        try:
            result = import_run(self.repository, path)
        except Exception as exc:
            self.post_message(RunImported(None, error=_error_words(exc)))
        else:
            self.post_message(RunImported(result.name, result.added))

    @work(thread=True, exclusive=True, group="eval-report")
    def _report(self, data: EvalData, path: Path) -> None:
        from labeler.services.reporting import qrels_facts, report_document, write_report

        try:
            tables = [data.tables[s.name] for s in data.comparison.runs]
            info = qrels_facts(data.qrels, origin=data.comparison.qrels, repository=self.repository)
            document = report_document(data.comparison, tables, data.qrels, qrels_info=info,
                                       sources=[f"imported run {t.name}" for t in tables])
            written = write_report(document, path)
        except Exception as exc:
            self.post_message(ReportWritten(None, _error_words(exc)))
        else:
            self.post_message(ReportWritten(Path(written)))

    # --- results ---------------------------------------------------------------------------

    @on(RunsListed)
    def _runs_listed(self, message: RunsListed) -> None:
        self._listing = False
        if message.error:
            self.notify(visible_text(message.error), title="cannot read runs", severity="error", markup=False)
        self.run_infos = list(message.runs)
        names = [info.name for info in self.run_infos]
        if self.settings is None:
            self.settings = EvalSettings(runs=tuple(names))
        else:  # keep the picked runs that still exist
            self.settings = replace(self.settings, runs=tuple(n for n in names if n in self.settings.runs))
        self._fill_setup()
        self.recompute()

    @on(EvaluationComputed)
    def _computed(self, message: EvaluationComputed) -> None:
        if message.generation != self._generation:
            return  # superseded by a newer request
        self._computing = None
        if message.data is None:
            self.error = message.error
            self.notify(visible_text(message.error or "evaluation failed"), title="not computed", severity="error", markup=False)
        else:
            self.error = None
            self.data = message.data
            names = message.data.comparison.measure_names
            if self.query_measure not in names:
                self.query_measure = None
            if self.sort.run is not None and self.sort.run not in message.data.tables:
                self.sort = SortSpec()
        self._draw_all()
        from labeler.tui.screens.drilldown import DrillDownScreen

        for screen in self.app.screen_stack:
            if isinstance(screen, DrillDownScreen) and screen.evaluation is self and self.data is not None:
                screen.data_changed(self.data)

    @on(RunImported)
    def _run_imported(self, message: RunImported) -> None:
        self._importing = False
        if message.name is None:
            self.notify(visible_text(message.error or "import failed"), title="run not imported", severity="error", markup=False)
            return
        verb = "Imported" if message.added else "Already imported:"
        self.notify(f"{verb} run {visible_text(message.name)}", markup=False)
        self.query_one("#import-path", Input).value = ""
        if self.settings is not None and message.name not in self.settings.runs:
            self.settings = replace(self.settings, runs=self.settings.runs + (message.name,))
        self._list_runs()

    @on(ReportWritten)
    def _report_written(self, message: ReportWritten) -> None:
        self._reporting = False
        if message.path is None:
            self.notify(visible_text(message.error or "report failed"), title="report not written", severity="error", markup=False)
        else:
            self.notify(visible_text(f"Wrote {message.path.resolve()}"), title="report written", markup=False, timeout=8)

    # --- drawing ---------------------------------------------------------------------------

    def _draw_all(self) -> None:
        self._draw_header()
        self._draw_summary()
        self._draw_queries()
        self._draw_chart()

    def _draw_header(self) -> None:
        text = Text.assemble(("evaluation", "bold"))
        if self.data is not None:
            text.append("  qrels ", style="dim")
            text.append(self.data.comparison.qrels)
        if self._computing is not None or self._listing:
            text.append("  computing…", style="bold yellow")
        self.query_one("#eval-header", Static).update(text)

    def _draw_summary(self) -> None:
        table = self.query_one("#summary-table", DataTable)
        message = self.query_one("#summary-message", Static)
        table.clear(columns=True)
        comparison = self.comparison
        if comparison is None or self.error:
            self.query_one("#summary-legend", Static).update("")
            message.update(Text(self.error or "Computing…"))
            return
        message.update("")
        table.add_column("run", key="run")
        for name in comparison.measure_names:
            table.add_column(Text(name), key=name)
        for summary in comparison.runs:
            cells = [summary_cell(comparison, summary.name, m) for m in comparison.measure_names]
            table.add_row(run_label(comparison, summary.name), *cells, height=4, key=summary.name)
        self.query_one("#summary-legend", Static).update(legend(comparison))

    def _draw_queries(self, *, to_top: bool = False) -> None:
        """Fill the per-query table; the cursor stays on its query, or goes to the top row (to_top:
        after a re-sort, where the query under the cursor has moved somewhere arbitrary)."""
        table = self.query_one("#query-table", DataTable)
        comparison = self.comparison
        cursor_key = None if to_top else self.highlighted_query()
        table.clear(columns=True)
        if comparison is None:
            self.query_one("#sort-line", Static).update("")
            return
        measure = self.query_measure or comparison.gap_measure
        columns = query_columns(comparison)
        content = {"value": 5, "diff": 6, "judged": 4, "rel": 3}
        fixed = sum(max(content[key.partition(":")[0]], *(len(line) for line in label.plain.split("\n"))) + 2
                    for key, label, _ in columns if key not in ("text", "query"))
        rows = comparison.sorted_queries(self.sort.by, run=self.sort.run or shown_run(comparison), measure=measure,
                                         descending=self.sort.descending,
                                         text_filter=self.query_one("#query-filter", Input).value or None)
        id_width = min(max((len(r.query_id) for r in comparison.queries), default=5), 16)
        text_width = max(12, min(60, self.size.width - fixed - (id_width + 2) - 6))  # borders, scrollbar
        for key, label, _ in columns:
            table.add_column(label, key=key, width=text_width if key == "text" else None)
        for row in rows:
            table.add_row(*query_cells(comparison, row, columns, measure, id_width, text_width),
                          key=row.query_id)
        self._draw_sort_line(len(rows))
        if cursor_key is not None and cursor_key in {r.query_id for r in rows}:
            table.move_cursor(row=table.get_row_index(cursor_key), animate=False)
        elif to_top:
            table.move_cursor(row=0, column=0, animate=False)
            table.scroll_home(animate=False, immediate=True)

    def _draw_sort_line(self, shown: int) -> None:
        comparison = self.comparison
        assert comparison is not None
        measure = self.query_measure or comparison.gap_measure
        text = Text("sorted by ", style="dim")
        text.append(self.sort.words(comparison, measure), style="bold")
        text.append(f"  {shown}/{len(comparison.queries)} queries · values: {measure}", style="dim")
        text.append("  s sort · o reverse · m measure · enter drill down", style="dim")
        self.query_one("#sort-line", Static).update(text)

    def _draw_chart(self) -> None:
        comparison = self.comparison
        run = self.sort.run if self.sort.run and comparison and self.sort.run != comparison.baseline else None
        self.query_one(EvalCharts).show(comparison, run, self.query_measure)

    def _fill_setup(self) -> None:
        settings = self.settings
        assert settings is not None
        run_list = self.query_one("#run-list", SelectionList)
        with self.prevent(SelectionList.SelectedChanged):
            run_list.clear_options()
            run_list.add_options(
                [Selection(Text(visible_text(i.name)), i.name, i.name in settings.runs) for i in self.run_infos]
            )
            if run_list.option_count:
                run_list.highlighted = 0
        self._fill_baseline()

    def _fill_baseline(self) -> None:
        settings = self.settings
        assert settings is not None
        baseline = self.query_one("#baseline", Select)
        with self.prevent(Select.Changed):
            baseline.set_options([(Text(visible_text(name)), name) for name in settings.runs])
            if settings.baseline in settings.runs:
                baseline.value = settings.baseline

    def highlighted_query(self) -> str | None:
        """Id of the query under the per-query table's cursor, if any."""
        table = self.query_one("#query-table", DataTable)
        if table.row_count == 0:
            return None
        try:
            return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        except Exception:  # no cursor row yet
            return None

    # --- setup events ----------------------------------------------------------------------

    def _update_settings(self, **changes: Any) -> None:
        if self.settings is None:
            return
        self.settings = replace(self.settings, **changes)
        self.recompute()

    @on(SelectionList.SelectedChanged, "#run-list")
    def _runs_picked(self, event: SelectionList.SelectedChanged) -> None:
        picked = set(event.selection_list.selected)
        assert self.settings is not None
        self.settings = replace(self.settings, runs=tuple(i.name for i in self.run_infos if i.name in picked))
        self._fill_baseline()
        self.recompute()

    @on(Select.Changed, "#baseline")
    def _baseline_picked(self, event: Select.Changed) -> None:
        self._update_settings(baseline=None if event.value is Select.NULL else event.value)

    @on(Select.Changed, "#gain")
    def _gain_picked(self, event: Select.Changed) -> None:
        self._update_settings(gain=event.value)

    @on(Select.Changed, "#relevant-grade")
    def _threshold_picked(self, event: Select.Changed) -> None:
        self._update_settings(relevant_grade=int(event.value))

    @on(Select.Changed, "#test")
    def _test_picked(self, event: Select.Changed) -> None:
        self._update_settings(test=event.value)

    @on(Select.Changed, "#ci")
    def _interval_picked(self, event: Select.Changed) -> None:
        self._update_settings(ci=event.value)

    @on(Select.Changed, "#aggregate")
    def _aggregation_picked(self, event: Select.Changed) -> None:
        self._update_settings(aggregate=event.value)

    def _leave_field(self) -> None:
        """Enter in a setup field applies it and hands the keys back (1-4, w, r...), so the next
        key is a command, never more text in the field."""
        self.query_one("#run-list").focus()

    @on(Input.Submitted, "#measures")
    def _measures_entered(self, event: Input.Submitted) -> None:
        names = tuple(part for part in event.value.replace(",", " ").split() if part)
        self._leave_field()
        self._update_settings(measures=names or DEFAULT_EVAL_MEASURES)

    @on(Input.Submitted, "#import-path")
    def _import_entered(self, event: Input.Submitted) -> None:
        path = os.path.expanduser(event.value.strip())
        self._leave_field()
        if not path:
            return
        self._importing = True
        self.notify(visible_text(f"Importing {path}…"), markup=False, timeout=2)
        self._import(path)

    @on(Input.Changed, "#query-filter")
    def _filter_changed(self) -> None:
        self._draw_queries()

    @on(DataTable.HeaderSelected, "#query-table")
    def _header_clicked(self, event: DataTable.HeaderSelected) -> None:
        comparison = self.comparison
        if comparison is None:
            return
        spec = {key: sort for key, _, sort in query_columns(comparison)}.get(str(event.column_key.value))
        if spec is None:
            return
        by, run = spec
        if (by, run) == (self.sort.by, self.sort.run):
            self.sort = replace(self.sort, descending=not self.sort.descending)
        else:
            self.sort = SortSpec(by, run, DESCENDING_FIRST[by])
        self._draw_queries(to_top=True)
        self._draw_chart()

    @on(DataTable.RowSelected, "#query-table")
    def _query_chosen(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.open_drill_down(event.row_key.value)

    @on(TabbedContent.TabActivated)
    def _tab_shown(self, event: TabbedContent.TabActivated) -> None:
        focus = {"tab-summary": "#summary-table", "tab-queries": "#query-table", "tab-setup": "#run-list"}
        target = focus.get(event.pane.id or "")
        if target:
            self.query_one(target).focus()

    # --- actions ---------------------------------------------------------------------------

    def open_drill_down(self, query_id: str) -> None:
        """Push the drill-down of a query for the run the table is sorted by (else the default run)."""
        from labeler.tui.screens.drilldown import DrillDownScreen

        if self.data is None:
            return
        run = self.sort.run or shown_run(self.data.comparison)
        self.app.push_screen(DrillDownScreen(self, query_id, run))

    def action_close(self) -> None:
        """Leave a text field; else back to the label screen (numbers are recomputed on return)."""
        if isinstance(self.focused, Input):
            self.action_show_tab(self.query_one(TabbedContent).active)
            return
        self.needs_recompute = True
        self.app.pop_screen()
        label = getattr(self.app, "label_screen", None)
        if label is not None and hasattr(label, "refresh_view"):
            label.refresh_view()

    def action_recompute(self) -> None:
        """Recompute with the judgments as they are now."""
        self._list_runs()

    def action_show_tab(self, tab: str) -> None:
        """Switch to a tab."""
        self.query_one(TabbedContent).active = tab
        focus = {"tab-summary": "#summary-table", "tab-queries": "#query-table", "tab-setup": "#run-list"}
        self.query_one(focus.get(tab, "#eval-tabs Tabs")).focus()

    def action_filter(self) -> None:
        """Filter the per-query table by text."""
        self.action_show_tab("tab-queries")
        self.query_one("#query-filter", Input).focus()

    def action_next_sort(self) -> None:
        """Sort the per-query table by the next key (gap to ideal first)."""
        comparison = self.comparison
        if comparison is None:
            return
        cycle = sort_cycle(comparison)
        per_run = self.sort.by in ("gap", "value", "difference", "judged")
        current = (self.sort.by, self.sort.run or (shown_run(comparison) if per_run else None))
        index = cycle.index(current) + 1 if current in cycle else 0
        by, run = cycle[index % len(cycle)]
        self.sort = SortSpec(by, run, DESCENDING_FIRST[by])
        if self.query_one(TabbedContent).active != "tab-queries":
            self.action_show_tab("tab-queries")
        self._draw_queries(to_top=True)
        self._draw_chart()

    def action_reverse_sort(self) -> None:
        """Reverse the per-query sort."""
        self.sort = replace(self.sort, descending=not self.sort.descending)
        self._draw_queries(to_top=True)

    def action_next_measure(self) -> None:
        """Show the next measure's values in the per-query table and charts."""
        comparison = self.comparison
        if comparison is None:
            return
        names = [m.name for m in comparison.measures if m.family not in ("num_ret", "num_rel", "num_rel_ret")]
        current = self.query_measure or comparison.gap_measure
        index = names.index(current) + 1 if current in names else 0
        self.query_measure = names[index % len(names)]
        self._draw_queries(to_top=True)
        self._draw_chart()

    def action_write_report(self) -> None:
        """Write exports/report.html from the comparison on screen, in a worker."""
        if self.data is None:
            self.notify("Nothing to report yet.", markup=False)
            return
        self._reporting = True
        self.notify(f"Writing {REPORT_PATH}…", markup=False, timeout=2)
        self._report(self.data, REPORT_PATH)
