"""Agreement view: annotators with each other, and the LLM judge with humans (services.team.agreement, in a worker),
with how each model ranks the imported runs (services.judging.system_ranking, in a worker when its model is shown).

Numbers are the service's, formatted to three decimals; an undefined statistic (nan) shows as
an en dash. Annotator names, query ids and model names are untrusted text: drawn as Text only.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Select, Static, TabbedContent, TabPane

from labeler.domain import LabelerError
from labeler.tui.widgets.safe_text import plain
from labeler.tui.workers import ReportsWorkerErrors, error_words, thread_worker
from labeler.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from labeler.services.team.agreement import Confusion, HumanAgreement, LlmAgreement
    from labeler.services.judging.system_ranking import SystemRanking
    from labeler.storage import Repository

GRADES = (0, 1, 2, 3)


class AgreementComputed(Message):
    """The agreement reports arrived; a report that could not be computed carries its reason instead."""

    def __init__(
        self,
        humans: HumanAgreement | None,
        humans_error: str | None,
        llm: list[LlmAgreement] | None,
        llm_error: str | None,
    ) -> None:
        super().__init__()
        self.humans = humans
        self.humans_error = humans_error
        self.llm = llm
        self.llm_error = llm_error


class RankingComputed(Message):
    """A model's system ranking arrived: None when there are fewer than two runs, or the reason it failed."""

    def __init__(self, model: str, ranking: SystemRanking | None, error: str | None, generation: int = 0) -> None:
        super().__init__()
        self.generation = generation  # the screen's recompute count when it was asked: an older one is stale
        self.model = model
        self.ranking = ranking
        self.error = error


# What the ranking area says where there is no ranking to show.
NO_RANKING = "System ranking: needs two or more imported runs (labeler import run) and pairs both humans and the model graded"


def number(value: float, digits: int = 3) -> str:
    """A statistic for a table cell; nan (undefined) as an en dash."""
    return "–" if value is None or math.isnan(value) else f"{value:.{digits}f}"


def percent(value: float) -> str:
    """A share 0..1 as a percentage; nan as an en dash."""
    return "–" if value is None or math.isnan(value) else f"{100 * value:.1f}%"


def confusion_table(confusion: Confusion, rows_name: str, columns_name: str) -> Group:
    """A 4x4 confusion matrix under a caption: rows are rows_name's grades, columns columns_name's."""
    caption = Text.assemble("rows ", plain(rows_name, style="bold"), ", columns ", plain(columns_name, style="bold"))
    table = Table(box=None, padding=(0, 1), show_edge=False)
    table.add_column("", style="dim", justify="right")
    for grade in GRADES:
        table.add_column(str(grade), justify="right", header_style="dim")
    for grade, row in zip(GRADES, confusion):
        cells = [
            Text(f"{count:,}", style="bold" if grade == column else ("dim" if not count else ""))
            for column, count in zip(GRADES, row)
        ]
        table.add_row(str(grade), *cells)
    return Group(caption, table)


def humans_summary(report: HumanAgreement) -> Text:
    """One block: who, how many, percent agreement, alpha, Fleiss."""
    text = Text()
    text.append(f"{len(report.annotators)} annotators: ", style="bold")
    text.append(plain(", ".join(report.annotators)))
    text.append(f"\n{report.items:,} pairs with two or more grades ({report.judgments:,} grades)")
    text.append(f"\npercent agreement {percent(report.percent)}   ")
    text.append(f"Krippendorff alpha (ordinal) {number(report.alpha_ordinal)}", style="bold")
    if report.fleiss is not None:
        text.append(
            f"\nFleiss kappa {number(report.fleiss.kappa)} (the {report.fleiss.items:,} pairs judged by exactly "
            f"{report.fleiss.raters} annotators)"
        )
    return text


def llm_summary(report: LlmAgreement) -> Text:
    """One model against humans: items, kappas, binary kappa, agreement, leniency."""
    text = Text()
    text.append("model ", style="dim")
    text.append(plain(report.model, style="bold"))
    text.append(f"  {report.items:,} human grades of {report.pairs:,} pairs")
    text.append(f"\nCohen kappa {number(report.kappa)}   quadratic {number(report.kappa_quadratic)}   ")
    text.append(f"binary (grade ≥ 2) {number(report.kappa_binary)}")
    text.append(f"\npercent agreement {percent(report.percent)}   mean signed difference (LLM − human) ")
    msd = report.mean_signed_difference
    text.append("–" if math.isnan(msd) else f"{msd:+.2f}", style="bold")
    if not math.isnan(msd) and msd:
        text.append(" lenient" if msd > 0 else " strict", style="italic")
    return text


def ranking_summary(ranking: SystemRanking) -> Text:
    """Tau of the model's ranking of the runs against the human one, and what the table below holds."""
    text = Text()
    text.append(f"System ranking of {len(ranking.runs)} runs by ", style="dim")
    text.append(plain(ranking.measure))
    text.append(f"   Kendall tau {number(ranking.kendall_tau)}", style="bold")
    text.append("\nhuman vs LLM grades of the same pairs; the runs whose rank moves most first", style="dim")
    return text


class AgreementScreen(ReportsWorkerErrors, Screen[None]):
    """Humans with each other (pairwise, Fleiss, alpha, per query) and each LLM model with humans."""

    BINDINGS = [
        Binding("escape,q", "close", "back", id="labeler.agreement_close"),
        Binding("r", "recompute", "recompute", id="labeler.agreement_recompute"),
        Binding("1", "tab('agreement-humans')", "humans", id="labeler.agreement_humans", show=False),
        Binding("2", "tab('agreement-llm')", "LLM", id="labeler.agreement_llm", show=False),
    ]
    WORKER_FAILURES = {"agreement": "agreement not computed", "ranking": "system ranking not computed"}

    def __init__(self, repository: Repository) -> None:
        super().__init__(id="agreement")
        self.repository = repository
        self.humans: HumanAgreement | None = None
        self.llm: list[LlmAgreement] = []
        self.computing = False
        # model -> its ranking (None: fewer than two runs) or why it failed; drawn when that model is shown
        self.rankings: dict[str, SystemRanking | None | str] = {}
        self.shown_model: str | None = None
        self.ranking_asked: set[str] = set()  # models whose ranking a worker is computing
        self.ranking_generation = 0  # r bumps it: rankings asked before then are dropped when they arrive

    def compose(self) -> ComposeResult:
        yield Static(Text("Agreement", style="bold"), id="agreement-header")
        with TabbedContent(id="agreement-tabs", initial="agreement-humans"):
            with TabPane("1 Humans", id="agreement-humans"):
                with VerticalScroll():
                    yield Static(id="humans-summary", classes="agreement-summary")
                    with Horizontal(classes="agreement-row"):
                        yield DataTable(id="pairwise-table", cursor_type="row", zebra_stripes=True)
                        yield Static(id="humans-confusion", classes="confusion")
                    yield Static("Per query, lowest agreement first", classes="agreement-caption", markup=False)
                    yield DataTable(id="humans-queries", cursor_type="row", zebra_stripes=True, classes="agreement-table")
            with TabPane("2 LLM vs humans", id="agreement-llm"):
                with VerticalScroll():
                    yield Select([], id="llm-model", compact=True, allow_blank=True, prompt="model")
                    yield Static(id="llm-summary", classes="agreement-summary")
                    yield Static(id="llm-confusion", classes="confusion")
                    yield Static(id="llm-ranking-summary", classes="agreement-summary")
                    yield DataTable(id="llm-ranking", cursor_type="row", zebra_stripes=True, classes="agreement-table")
                    yield Static("Per annotator", classes="agreement-caption", markup=False)
                    yield DataTable(id="llm-annotators", cursor_type="row", zebra_stripes=True, classes="agreement-table")
                    yield Static("Per query, lowest agreement first", classes="agreement-caption", markup=False)
                    yield DataTable(id="llm-queries", cursor_type="row", zebra_stripes=True, classes="agreement-table")
        yield Footer()

    def on_mount(self) -> None:
        pairwise = self.query_one("#pairwise-table", DataTable)
        pairwise.add_columns("first", "second", "pairs", "kappa", "quad", "agree")
        self.query_one("#humans-queries", DataTable).add_columns("query", "pairs", "alpha", "agree")
        for table_id, first in (("#llm-annotators", "annotator"), ("#llm-queries", "query")):
            self.query_one(table_id, DataTable).add_columns(first, "grades", "kappa", "quad", "agree", "LLM − human")
        self.query_one("#llm-ranking", DataTable).add_columns("run", "human", "LLM", "rank human", "rank LLM", "move")
        self.action_recompute()

    # --- computing -------------------------------------------------------------------------

    def action_recompute(self) -> None:
        """Compute both reports again in a worker."""
        if self.computing:
            return
        self.computing = True
        self.rankings.clear()
        self.ranking_asked.clear()
        self.ranking_generation += 1
        self.query_one("#agreement-header", Static).update(Text("Agreement: computing...", style="bold"))
        self._compute()

    @thread_worker(group="agreement")
    def _compute(self) -> None:
        from labeler.services.team.agreement import human_agreement, llm_agreement

        results: list = []
        for compute in (lambda: human_agreement(self.repository), lambda: llm_agreement(self.repository)):
            try:
                results.extend((compute(), None))
            except LabelerError as exc:  # says what is missing, e.g. no pair judged by two annotators
                results.extend((None, str(exc)))
        self.post_message(AgreementComputed(*results))

    @thread_worker(group="ranking", exclusive=False)
    def _rank(self, model: str, generation: int) -> None:
        from labeler.services.judging.system_ranking import system_ranking

        try:
            self.post_message(RankingComputed(model, system_ranking(self.repository, model), None, generation))
        except LabelerError as exc:  # e.g. a run that can no longer be read
            self.post_message(RankingComputed(model, None, str(exc), generation))
        except Exception as exc:  # said where the ranking would be, then notified (worker_failed)
            self.post_message(RankingComputed(model, None, error_words(exc), generation))
            raise

    def worker_failed(self, group: str, words: str) -> None:
        """Nothing could be computed (a database error): said where the numbers would be and in a notification."""
        if group != "ranking":  # a failed ranking has already said so where it would be drawn
            self._computed(AgreementComputed(None, words, None, words))
        super().worker_failed(group, words)

    @on(RankingComputed)
    def _ranked(self, message: RankingComputed) -> None:
        if message.generation != self.ranking_generation:  # asked before r: a newer ranking is on its way
            return
        self.ranking_asked.discard(message.model)
        self.rankings[message.model] = message.error if message.error is not None else message.ranking
        if message.model == self.shown_model:
            self._draw_ranking(self.rankings[message.model])

    @on(AgreementComputed)
    def _computed(self, message: AgreementComputed) -> None:
        self.computing = False
        self.humans = message.humans
        self.llm = list(message.llm or [])
        self.query_one("#agreement-header", Static).update(
            Text("Agreement (r recomputes, 1/2 switch tabs, escape goes back)", style="bold")
        )
        self._show_humans(message.humans, message.humans_error)
        select = self.query_one("#llm-model", Select)
        select.set_options([(plain(report.model), i) for i, report in enumerate(self.llm)])  # Text: never markup
        if self.llm:
            select.value = 0
        self._show_llm(self.llm[0] if self.llm else None, message.llm_error)

    # --- drawing ---------------------------------------------------------------------------

    def _show_humans(self, report: HumanAgreement | None, error: str | None) -> None:
        summary = self.query_one("#humans-summary", Static)
        pairwise = self.query_one("#pairwise-table", DataTable)
        queries = self.query_one("#humans-queries", DataTable)
        pairwise.clear()
        queries.clear()
        if report is None:
            summary.update(plain(error or "nothing to show", style="italic"))
            self.query_one("#humans-confusion", Static).update("")
            return
        summary.update(humans_summary(report))
        for i, pair in enumerate(report.pairwise):
            pairwise.add_row(
                plain(pair.first),
                plain(pair.second),
                f"{pair.items:,}",
                number(pair.kappa),
                number(pair.kappa_quadratic),
                percent(pair.percent),
                key=str(i),
            )
        for query in report.per_query:
            queries.add_row(plain(query.query_id), f"{query.items:,}", number(query.alpha_ordinal), percent(query.percent))
        self._show_pair_confusion(0)

    def _show_pair_confusion(self, index: int) -> None:
        box = self.query_one("#humans-confusion", Static)
        if self.humans is None or not self.humans.pairwise:
            box.update("")
            return
        pair = self.humans.pairwise[min(max(index, 0), len(self.humans.pairwise) - 1)]
        box.update(confusion_table(pair.confusion, pair.first, pair.second))

    @on(DataTable.RowHighlighted, "#pairwise-table")
    def _pair_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_pair_confusion(event.cursor_row)

    @on(Select.Changed, "#llm-model")
    def _model_chosen(self, event: Select.Changed) -> None:
        if isinstance(event.value, int) and 0 <= event.value < len(self.llm):
            self._show_llm(self.llm[event.value], None)

    def _show_llm(self, report: LlmAgreement | None, error: str | None) -> None:
        summary = self.query_one("#llm-summary", Static)
        confusion = self.query_one("#llm-confusion", Static)
        annotators = self.query_one("#llm-annotators", DataTable)
        queries = self.query_one("#llm-queries", DataTable)
        annotators.clear()
        queries.clear()
        self._show_ranking(None if report is None else report.model)
        if report is None:
            summary.update(plain(error or "nothing to show", style="italic"))
            confusion.update("")
            return
        summary.update(llm_summary(report))
        confusion.update(confusion_table(report.confusion, "human", "LLM"))
        for table, rows in ((annotators, report.per_annotator), (queries, report.per_query)):
            for row in rows:
                msd = row.mean_signed_difference
                table.add_row(
                    plain(row.name),
                    f"{row.items:,}",
                    number(row.kappa),
                    number(row.kappa_quadratic),
                    percent(row.percent),
                    "–" if math.isnan(msd) else f"{msd:+.2f}",
                )

    def _show_ranking(self, model: str | None) -> None:
        """The model's ranking of the runs: drawn if known, else computed in a worker."""
        self.shown_model = model
        if model is None:
            self.query_one("#llm-ranking-summary", Static).update("")
            self.query_one("#llm-ranking", DataTable).clear()
        elif model in self.rankings:
            self._draw_ranking(self.rankings[model])
        else:
            self._draw_ranking("System ranking: computing...")
            if model not in self.ranking_asked:
                self.ranking_asked.add(model)
                self._rank(model, self.ranking_generation)

    def _draw_ranking(self, ranking: SystemRanking | None | str) -> None:
        summary = self.query_one("#llm-ranking-summary", Static)
        table = self.query_one("#llm-ranking", DataTable)
        table.clear()
        if ranking is None or isinstance(ranking, str):
            summary.update(plain(ranking or NO_RANKING, style="italic"))
            return
        summary.update(ranking_summary(ranking))
        for run in ranking.movers():
            table.add_row(
                plain(run.name), f"{run.human:.4f}", f"{run.llm:.4f}", str(run.rank_human), str(run.rank_llm), f"{run.move:+d}"
            )

    # --- keys ------------------------------------------------------------------------------

    def action_tab(self, tab: str) -> None:
        """Show one tab."""
        self.query_one(TabbedContent).active = tab

    def action_close(self) -> None:
        """Back to labeling."""
        self.dismiss(None)
