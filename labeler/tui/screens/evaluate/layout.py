"""The evaluation screen's widgets: header, the four tabs (summary, queries, chart, setup), footer."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import DataTable, Input, Label, Select, SelectionList, Static, TabbedContent, TabPane

from labeler.tui.screens.evaluate.data import (
    AGGREGATIONS,
    DEFAULT_AGGREGATION,
    DEFAULT_EVAL_MEASURES,
    ESTIMATES,
    GAINS,
    INTERVALS,
    SIGNIFICANCE_TESTS,
)
from labeler.tui.screens.evaluate.charts import EvalCharts
from labeler.tui.widgets.footer import Footer



def evaluation_layout() -> ComposeResult:
    """Every widget of the evaluation screen, ids as the screen queries them."""
    yield Static(id="eval-header")
    with TabbedContent(id="eval-tabs", initial="tab-summary"):
        with TabPane("1 Summary", id="tab-summary"):
            yield DataTable(id="summary-table", cursor_type="none", zebra_stripes=True)
            with VerticalScroll(id="summary-pane"):
                yield Static(id="summary-legend")
                yield Static(id="summary-message")
        with TabPane("2 Queries", id="tab-queries"):
            with Horizontal(id="query-bar", classes="-auto-height"):
                yield Input(placeholder="filter by query id or text", id="query-filter", compact=True)
            yield Static(id="sort-line")
            # query id and text stay put while the numbers scroll sideways
            yield DataTable(id="query-table", cursor_type="row", zebra_stripes=True, header_height=2, fixed_columns=2)
            yield Static(id="query-detail")
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
                    yield from setup_form()
    yield Footer()


def setup_form() -> ComposeResult:
    """The Setup tab's fields: estimate and its model, measures, baseline, gain, threshold, test,
    interval, aggregation."""
    from labeler.metrics.measures import MEASURE_HELP  # loads numpy: only once the screen is built

    yield Label("Estimate (e cycles)")
    yield Select[str]([(words, mode) for mode, words in ESTIMATES], id="estimate", value="human",
                      allow_blank=False, compact=True)
    yield Label("LLM model (newest first)")
    yield Select[str]([], id="model", compact=True, allow_blank=True, prompt="the newest")
    yield Label("Measures (enter applies): ir_measures or trec_eval names, e.g. RBP(p=0.8) IPrec@0.5 bpref")
    yield Input(" ".join(DEFAULT_EVAL_MEASURES), id="measures", compact=True, tooltip=MEASURE_HELP)
    yield Label("Baseline")
    yield Select[str]([], id="baseline", compact=True, allow_blank=True, prompt="first run")
    yield Label("Gain")
    yield Select[str]([(g, g) for g in GAINS], id="gain", value="linear", allow_blank=False, compact=True)
    yield Label("Relevant when grade ≥")
    yield Select[int]([(str(g), g) for g in (1, 2, 3)], id="relevant-grade", value=1, allow_blank=False, compact=True)
    yield Label("Significance test")
    yield Select[str](SIGNIFICANCE_TESTS, id="test", value="randomization", allow_blank=False, compact=True)
    yield Label("95% confidence interval")
    yield Select[str](INTERVALS, id="ci", value="bootstrap", allow_blank=False, compact=True)
    yield Label("Aggregate annotators' grades by")
    yield Select[str]([(a, a) for a in AGGREGATIONS], id="aggregate", value=DEFAULT_AGGREGATION,
                      allow_blank=False, compact=True)
