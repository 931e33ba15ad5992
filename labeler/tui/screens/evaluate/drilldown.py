"""Drill-down on one query: the run's top k beside the ideal ranking (and the baseline's list).

Every row shows the chunk, its grade (or a clear "unjudged" mark: it counts as gain 0), gain,
discounted gain and running DCG, exactly services.evaluation.drilldown.drill_down's numbers. `h` sends
the unjudged chunks of the shown lists to the label screen ("judge the holes"); when that
screen is left, this screen tells the evaluation (HolesJudged), which recomputes and answers with
EvaluationUpdated, and the table is redrawn with the new grades.

The table takes the first of LAYOUTS that fits the terminal's width: all three lists with every
column, then with the short unjudged mark, then without the ideal list's DG (its IDCG column adds
them up); narrower still, the run beside one list, the ideal or the baseline, which `b` swaps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widgets import DataTable, Static

from labeler.services.labeling.session import LabelingSession
from labeler.tui.bindings import DRILL_BINDINGS
from labeler.tui.screens.evaluate.data import EvalData
from labeler.tui.screens.evaluate.messages import DrillDownComputed, EvaluationUpdated, HolesJudged, HolesPooled
from labeler.tui.screens.evaluate.cells import number, shown_run
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.widgets.short_ids import id_tails
from labeler.tui.workers import ReportsWorkerErrors, thread_worker
from labeler.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from labeler.services.evaluation.drilldown import DrillDown, RankedEntry

# k when the gap measure has no cutoff (nDCG over the whole list): a screenful, not 1,000 rows.
DEFAULT_K = 10
CHUNK_WIDTH = 16
UNJUDGED = "unjudged"
SHORT_UNJUDGED = "?"  # the mark where "unjudged" would not leave room for every list
UNJUDGED_STYLE = "bold black on yellow"
GRADE_STYLES = {3: "bold green", 2: "green", 1: "yellow", 0: "dim"}
CELL_PADDING = 2  # columns a DataTable adds around every cell


@dataclass(frozen=True)
class TableLayout:
    """both: the ideal ranking and the baseline beside the run (else the one `b` chose); mark: how an unjudged
    grade shows; ideal_dg: whether the ideal list keeps its DG column."""

    both: bool
    mark: str
    ideal_dg: bool


LAYOUTS = tuple(TableLayout(both, mark, ideal_dg) for both in (True, False)
                for mark, ideal_dg in ((UNJUDGED, True), (SHORT_UNJUDGED, True), (SHORT_UNJUDGED, False)))


def grade_cell(entry: "RankedEntry", mark: str = UNJUDGED) -> Text:
    """The grade, shaded; unjudged chunks say so with mark ("unjudged", or "?" where room is short)."""
    if entry.grade is None:
        return Text(mark, style=UNJUDGED_STYLE, justify="center")
    return Text(str(entry.grade), style=GRADE_STYLES.get(entry.grade, ""), justify="center")


def entry_cells(entry: "RankedEntry | None", shown: dict[str, str], *, short: bool = False,
                gain: bool = True, dg: bool = True, mark: str = UNJUDGED) -> list[Text]:
    """chunk (as shown maps its id), grade, gain (unless not gain), discounted gain (unless not dg),
    running DCG (short: chunk, grade, running DCG)."""
    if short:
        gain = dg = False
    if entry is None:
        return [Text("")] * (3 + gain + dg)
    chunk = Text(shown[entry.chunk_id])
    if entry.grade is None:
        chunk.stylize("italic")
    return [chunk, grade_cell(entry, mark), *([Text(f"{entry.gain:g}", justify="right")] if gain else []),
            *([Text(number(entry.discounted_gain), justify="right")] if dg else []),
            Text(number(entry.running_dcg), justify="right")]


def totals_line(table: "DrillDown", measure: str, role: str = "") -> Text:
    """'dense  nDCG@10 = DCG 4.532 / IDCG 6.210 = 0.730 · 5 unjudged in the top 10'."""
    text = Text(visible_text(table.run_name), style="bold")
    if role:
        text.append(f" ({role})", style="dim")
    text.append(f"  {measure} = DCG {number(table.dcg)} / IDCG {number(table.idcg)} = ")
    text.append(number(table.ndcg), style="bold")
    holes = len(table.holes)
    text.append(f" · {holes} unjudged in the top {table.k}", style="bold yellow" if holes else "dim")
    return text


class DrillDownScreen(ReportsWorkerErrors, Screen[None]):
    """One query's ranked lists with their share of DCG."""

    BINDINGS = DRILL_BINDINGS
    WORKER_FAILURES = {"drill-down": "drill-down failed", "drill-holes": "cannot judge the holes"}

    def __init__(self, data: EvalData, query_id: str, run: str, *, repository: Any,
                 session: LabelingSession | None, evaluation: MessagePump) -> None:
        """evaluation is told (HolesJudged) when holes were graded, and answers with EvaluationUpdated."""
        super().__init__(id="drill-down")
        self.evaluation = evaluation
        self.repository = repository
        self.session = session
        self.data: EvalData | None = data
        self.query_id = query_id
        self.run = run
        self.drilldown: "DrillDown | None" = None
        self.baseline_drilldown: "DrillDown | None" = None
        self._generation = 0
        self._computing: int | None = None
        self._pooling = False
        self._waiting_for_data = False
        self.beside = "ideal"  # with two lists only: the list beside the run, "ideal" or "base" (b swaps)
        self.table_layout: TableLayout | None = None  # the layout drawn last

    def compose(self) -> ComposeResult:
        yield Static(id="drill-query")
        yield Static(id="drill-totals")
        yield DataTable(id="drill-table", cursor_type="none", zebra_stripes=True)
        yield Static(id="drill-legend")
        yield Footer()

    def on_mount(self) -> None:
        self._draw_query()
        self._start()

    @property
    def busy(self) -> bool:
        """Whether a worker's result (or the evaluation's recomputation) is still to be applied."""
        return self._computing is not None or self._pooling or self._waiting_for_data

    @property
    def baseline(self) -> str | None:
        """The baseline shown beside the run (None when the run is the baseline)."""
        if self.data is None:
            return None
        baseline = self.data.comparison.baseline
        return baseline if baseline != self.run and baseline in self.data.tables else None

    @on(EvaluationUpdated)
    def _data_changed(self, message: EvaluationUpdated) -> None:
        """The evaluation was recomputed: redraw with its tables and grades."""
        data = self.data = message.data
        self._waiting_for_data = False
        if self.run not in data.tables:
            self.run = shown_run(data.comparison)
        self._draw_query()
        self._start()

    # --- computing -------------------------------------------------------------------------

    def _start(self) -> None:
        if self.data is None:
            return
        self._generation += 1
        self._computing = self._generation
        self._compute(self._generation, self.data, self.query_id, self.run, self.baseline)

    @thread_worker(group="drill-down")
    def _compute(self, generation: int, data: EvalData, query_id: str, run: str, baseline: str | None) -> None:
        from labeler.services.evaluation.drilldown import drill_down

        comparison = data.comparison
        k = comparison.judged_k or DEFAULT_K
        gain = comparison.options.get("gain", "linear")
        ranked = drill_down(data.ranked_run(run), data.index, query_id, k, gain)
        base = drill_down(data.ranked_run(baseline), data.index, query_id, k, gain) if baseline else None
        self.post_message(DrillDownComputed(generation, ranked, base))

    def worker_failed(self, group: str, words: str) -> None:
        """Said in a notification; the table keeps what it showed."""
        if group == "drill-down":
            self._computing = None
        else:
            self._pooling = False
        super().worker_failed(group, words)

    @on(DrillDownComputed)
    def _computed(self, message: DrillDownComputed) -> None:
        if message.generation != self._generation:
            return
        self._computing = None
        self.drilldown = message.ranked
        self.baseline_drilldown = message.baseline
        self._draw_table()

    # --- drawing ---------------------------------------------------------------------------

    def _draw_query(self) -> None:
        text = Text("query ", style="dim")
        text.append(visible_text(self.query_id), style="bold")
        row = None
        if self.data is not None:
            row = next((r for r in self.data.comparison.queries if r.query_id == self.query_id), None)
        if row is not None:
            text.append("  ")
            text.append(visible_text(row.text or ""))
            text.append(f"  ({row.num_rel} relevant)", style="dim")
        self.query_one("#drill-query", Static).update(text)

    def _draw_table(self) -> None:
        ranked, base = self.drilldown, self.baseline_drilldown
        assert ranked is not None and self.data is not None
        measure = self.data.comparison.gap_measure
        totals = totals_line(ranked, measure)
        if base is not None:
            totals.append("\n")
            totals.append_text(totals_line(base, measure, "baseline"))
        self.query_one("#drill-totals", Static).update(totals)
        # long ids (MS MARCO v2's: msmarco_passage_45_623131157) by the tail that tells them apart
        entries = [*ranked.ranked, *ranked.ideal, *(base.ranked if base is not None else ())]
        start, tails = id_tails(sorted({visible_text(e.chunk_id) for e in entries}), CHUNK_WIDTH)
        shown = {e.chunk_id: tails[visible_text(e.chunk_id)] for e in entries}
        room = self.app.size.width - 1  # a vertical scrollbar's column, should the rows not fit
        for layout in LAYOUTS:
            columns, rows = self._table(shown, layout)
            # explicit widths: the table may be rebuilt while another screen is on top
            widths = [max([label.cell_len] + [row[j].cell_len for row in rows]) for j, (_, label) in enumerate(columns)]
            if sum(widths) + CELL_PADDING * len(widths) <= room:
                break
        self.table_layout = layout
        table = self.query_one("#drill-table", DataTable)
        table.clear(columns=True)
        for (key, label), width in zip(columns, widths):
            table.add_column(label, key=key, width=width)
        for i, cells in enumerate(rows):
            table.add_row(*cells, key=str(i + 1))
        self.query_one("#drill-legend", Static).update(self._legend(start, layout))
        self.refresh_bindings()  # `b` is offered only when the lists take turns

    def _table(self, shown: dict[str, str], layout: TableLayout) -> tuple[list[tuple[str, Text]], list[list[Text]]]:
        """The columns and rows of the table under this layout."""
        ranked, base = self.drilldown, self.baseline_drilldown
        assert ranked is not None
        # under linear gain the gain is the grade (0 unjudged): its columns would repeat the grade's
        gain = ranked.gain != "linear"
        ideal = base is None or layout.both or self.beside == "ideal"
        with_base = base is not None and (layout.both or self.beside == "base")
        labels = [("chunk", visible_text(ranked.run_name)), ("grade", "grade"), ("gain", "gain"), ("dg", "DG"),
                  ("dcg", "DCG")]
        if ideal:
            labels += [("ideal", "ideal"), ("ideal_grade", "grade"), ("ideal_gain", "gain"), ("ideal_dg", "DG"),
                       ("idcg", "IDCG")]
        columns: list[tuple[str, Text]] = [("rank", Text("#"))]
        columns += [(key, Text(label)) for key, label in labels
                    if (gain or not key.endswith("gain")) and (layout.ideal_dg or key != "ideal_dg")]
        if with_base:
            assert base is not None
            columns += [("base", Text(visible_text(base.run_name))), ("base_grade", Text("grade")),
                        ("base_dcg", Text("DCG"))]
        rows = []
        lists = [len(ranked.ranked), len(ranked.ideal) if ideal else 0, len(base.ranked) if with_base and base else 0]
        for i in range(max(lists)):
            cells = [Text(str(i + 1), justify="right")]
            cells += entry_cells(ranked.ranked[i] if i < len(ranked.ranked) else None, shown, gain=gain, mark=layout.mark)
            if ideal:
                cells += entry_cells(ranked.ideal[i] if i < len(ranked.ideal) else None, shown, gain=gain,
                                     dg=layout.ideal_dg, mark=layout.mark)
            if with_base and base is not None:
                cells += entry_cells(base.ranked[i] if i < len(base.ranked) else None, shown, short=True,
                                     mark=layout.mark)
            rows.append(cells)
        return columns, rows

    def _legend(self, start: str, layout: TableLayout) -> Text:
        """What the marks and columns mean, and, when the lists take turns, which one `b` brings."""
        ranked = self.drilldown
        assert ranked is not None
        gain = ranked.gain != "linear"
        legend = Text("grade 0-3; ", style="dim")
        if start:
            legend = Text("chunk ids without their shared start ", style="dim")
            legend.append(start, style="bold")
            legend.append(" · grade 0-3; ", style="dim")
        legend.append(layout.mark, style=UNJUDGED_STYLE)
        legend.append(f"{'' if layout.mark == UNJUDGED else ' unjudged'} counts as gain 0 · gain {ranked.gain}"
                      f"{' (= grade)' if not gain else ''} · DG = gain / log2(rank + 1) · "
                      "ideal: every judged chunk with gain > 0, best first", style="dim")
        if self.baseline_drilldown is not None and not layout.both:
            other = "the baseline" if self.beside == "ideal" else "the ideal ranking"
            legend.append(" · b shows ", style="dim")
            legend.append(other, style="bold")
            legend.append(" beside the run", style="dim")
        return legend

    def on_resize(self) -> None:
        """Another width may fit another layout."""
        if self.drilldown is not None and self.data is not None:
            self._draw_table()

    # --- actions ---------------------------------------------------------------------------

    def holes(self) -> list[tuple[str, str]]:
        """(query, chunk) of the unjudged chunks in the shown top k: the run's, then the baseline's."""
        chunks: list[str] = []
        for table in (self.drilldown, self.baseline_drilldown):
            if table is not None:
                chunks += [c for c in table.holes if c not in chunks]
        return [(self.query_id, chunk) for chunk in chunks]

    def action_judge_holes(self) -> None:
        """Grade the unjudged chunks of the top k in the label screen; numbers update on return."""
        holes = self.holes()
        if not holes:
            self.notify("No unjudged chunks in the top k.", markup=False)
            return
        if self.session is None:
            self.notify("No labeling session in this app.", markup=False)
            return
        self._pooling = True
        self._pool_holes(holes, [t.run_name for t in (self.drilldown, self.baseline_drilldown) if t is not None])

    @thread_worker(group="drill-holes")
    def _pool_holes(self, holes: list[tuple[str, str]], runs: list[str]) -> None:
        """Put holes missing from the judging pool into it (a run imported after pooling)."""
        from labeler.services.pooling import pool_holes

        ranks = {e.chunk_id: e.rank for t in (self.drilldown, self.baseline_drilldown) if t for e in t.ranked}
        added = pool_holes(self.repository, holes[0][0], [(chunk, ranks.get(chunk)) for _, chunk in holes], runs)
        self.post_message(HolesPooled(holes, added))

    @on(HolesPooled)
    def _holes_pooled(self, message: HolesPooled) -> None:
        from labeler.tui.screens.label.screen import LabelScreen

        self._pooling = False
        if self.session is not None:
            self.app.push_screen(LabelScreen(self.session, visits=message.holes), self._back_from_holes)

    def _back_from_holes(self, _result: object = None) -> None:
        self._waiting_for_data = True
        self.evaluation.post_message(HolesJudged())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """`b` only while the run shares the screen with one list at a time."""
        if action == "swap_beside":
            return self.baseline_drilldown is not None and self.table_layout is not None and not self.table_layout.both
        return True

    def action_swap_beside(self) -> None:
        """Show the baseline beside the run instead of the ideal ranking, or back."""
        if self.baseline_drilldown is None or self.table_layout is None or self.table_layout.both:
            return
        self.beside = "base" if self.beside == "ideal" else "ideal"
        self._draw_table()

    def action_next_run(self) -> None:
        """Show the next run of the comparison."""
        if self.data is None:
            return
        names = [s.name for s in self.data.comparison.runs]
        self.run = names[(names.index(self.run) + 1) % len(names)] if self.run in names else names[0]
        self._start()

    def action_close(self) -> None:
        """Back to the evaluation."""
        self.dismiss(None)
