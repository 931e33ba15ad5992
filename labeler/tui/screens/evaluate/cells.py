"""What the evaluation screen's cells say: numbers, p-values, summary cells, per-query rows, sorting.

Pure functions of a Comparison (no widget state), so the screen and the drill-down share them.
Untrusted text (run names, query texts, chunk ids) becomes rich Text through visible_text, never markup.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text

from labeler.tui.widgets.safe_text import visible_text

if TYPE_CHECKING:
    from labeler.services.evaluation.comparison import Comparison, QueryRow

# Judged@k below this share is flagged: the mean leans on unjudged chunks counted as irrelevant.
LOW_JUDGED = 0.8
# Sorting starts "worst first": most left on the table, biggest losses, fewest judged.
DESCENDING_FIRST = {"gap": True, "difference": False, "value": False, "judged": False,
                    "relevant": True, "query": False, "text": False}
SORT_WORDS = {"gap": "gap to ideal", "difference": "difference", "value": "value", "judged": "Judged@k",
              "relevant": "relevant chunks", "query": "query id", "text": "query text"}


def number(value: float | None, digits: int = 3) -> str:
    """A value with fixed decimals, or an en dash when absent or not finite."""
    if value is None or value != value or value in (float("inf"), float("-inf")):
        return "–"
    return f"{value:.{digits}f}"


def p_words(p: float) -> str:
    """'p<.001', 'p=.043' (three decimals below 0.1), 'p=.18', 'p=1.00'."""
    if p < 0.001:
        return "p<.001"
    digits = f"{p:.3f}" if p < 0.1 else f"{p:.2f}"
    return "p=" + (digits[1:] if digits.startswith("0.") else digits)


def short_signed(value: float) -> str:
    """'+.051', '-.088', '+1.250': a signed difference without the leading zero."""
    return f"{value:+.3f}".replace("+0.", "+.").replace("-0.", "-.")


MARKS = {"win": ("▲", "bold green"), "loss": ("▼", "bold red")}


def shown_run(comparison: "Comparison") -> str:
    """The run a per-query view shows first (Comparison.default_run)."""
    return comparison.default_run


def interval_words(low: float, high: float, *, compact: bool = False) -> str:
    """'0.62–0.73'; compact (a narrow screen): '.62–.73', as differences drop their leading zero."""
    words = f"{number(low, 2)}–{number(high, 2)}"
    return words.replace("0.", ".").replace("-.", "-.") if compact else words


def summary_cell(comparison: "Comparison", run: str, measure: str, *, compact: bool = False) -> Text:
    """Four lines: mean (and ▲/▼ when significant), 95% CI, difference and Holm p, Judged@k
    (compact: the interval without leading zeros)."""
    summary = comparison.run(run)
    stats = summary.summaries[measure]
    text = Text(number(stats.mean))
    difference = summary.differences.get(measure)
    if difference is not None and difference.mark in MARKS:
        mark, style = MARKS[difference.mark]
        text.append(" " + mark, style=style)
    text.append("\n")
    if stats.ci_low is not None and stats.ci_high is not None:
        text.append(interval_words(stats.ci_low, stats.ci_high, compact=compact), style="dim")
    text.append("\n")
    if run == comparison.baseline:
        text.append("baseline", style="dim italic")
    elif difference is not None:
        style = MARKS[difference.mark][1] if difference.mark in MARKS else ""
        text.append(f"{short_signed(difference.mean_difference)} {p_words(difference.p_holm)}", style=style)
    text.append("\n")
    if stats.judged is not None:
        k = measure.split("@", 1)[1] if "@" in measure else ""
        text.append(f"J@{k} {stats.judged:.2f}", style="bold yellow" if stats.judged < LOW_JUDGED else "dim")
    return text


def run_label(comparison: "Comparison", run: str) -> Text:
    """Run name, under it how many queries it is averaged over and, for a run compared with the
    baseline, over how many queries the paired difference is (those both runs evaluate) when that
    is fewer than its own n."""
    summary = comparison.run(run)
    text = Text(visible_text(run), style="bold")
    text.append(f"\nn={summary.n_evaluated}", style="dim")
    paired = {d.n_queries for d in summary.differences.values()}
    if paired and max(paired) != summary.n_evaluated:
        text.append(f"\npaired n={max(paired)}", style="dim")
    return text


def legend(comparison: "Comparison") -> Text:
    """What the four lines of a summary cell mean, with the conventions in force."""
    options = comparison.options
    test = "randomization" if options.get("test") == "randomization" else "paired t"
    text = Text("n = queries averaged · cell: mean · 95% CI (", style="dim")
    text.append(str(options.get("ci", "bootstrap")), style="dim")
    text.append(") · difference vs ", style="dim")
    text.append(visible_text(comparison.baseline or "–"), style="dim bold")
    text.append(", paired over the queries both runs evaluate (paired n under the run name when fewer)", style="dim")
    text.append(f", Holm-adjusted p ({test} test) · J@k = Judged@k", style="dim")
    text.append(" (yellow below 0.80)", style="dim yellow")
    text.append(" · ", style="dim")
    text.append("▲", style="bold green")
    text.append("/", style="dim")
    text.append("▼", style="bold red")
    text.append(f" significant at {options.get('alpha', 0.05):g} · gain {options.get('gain')}, "
                f"relevant grade ≥ {options.get('relevant_grade')}", style="dim")
    return text


def clipped(text: str | None, width: int) -> Text:
    """Untrusted text shown literally, cut to width with an ellipsis."""
    shown = visible_text(text or "").replace("\n", " ")
    if len(shown) > width:
        shown = shown[: max(width - 1, 0)] + "…"
    return Text(shown)


def signed(value: float | None) -> Text:
    """A difference coloured by its sign."""
    if value is None:
        return Text("–", style="dim", justify="right")
    style = "green" if value > 0 else "red" if value < 0 else "dim"
    return Text(f"{value:+.3f}", style=style, justify="right")


@dataclass(frozen=True)
class SortSpec:
    """How the per-query table is sorted: a Comparison.sorted_queries key, its run and direction."""

    by: str = "gap"
    run: str | None = None
    descending: bool = True

    def words(self, comparison: "Comparison", measure: str) -> str:
        """'gap to ideal (1 - nDCG@10) of dense, largest first'."""
        what = SORT_WORDS[self.by]
        if self.by == "gap":
            what += f" (1 - {comparison.gap_measure})"
        elif self.by in ("value", "difference"):
            what += f" of {measure}"
        if self.by in ("gap", "value", "difference", "judged"):
            what += f" · {visible_text(self.run or shown_run(comparison))}"
        return what + (", largest first" if self.descending else ", smallest first")


def sort_cycle(comparison: "Comparison") -> list[tuple[str, str | None]]:
    """Every (key, run) the sort key cycles through, gap to ideal first."""
    runs = [s.name for s in comparison.runs]
    others = [r for r in runs if r != comparison.baseline]
    default = shown_run(comparison)
    first = [default] + [r for r in runs if r != default]
    return ([("gap", r) for r in first] + [("difference", r) for r in others] + [("value", r) for r in first]
            + [("judged", r) for r in first] + [("relevant", None), ("query", None), ("text", None)])


# --- the per-query table ----------------------------------------------------------------

# (column key, label, sort spec: (sort key, run or None)) of one per-query column
QueryColumn = tuple[str, Text, tuple[str, str | None]]


def query_columns(comparison: "Comparison") -> list[QueryColumn]:
    """(column key, label, sort spec) of the per-query table."""
    runs = [s.name for s in comparison.runs]
    k = comparison.judged_k
    columns: list[QueryColumn] = [("query", Text("query"), ("query", None)), ("text", Text("text"), ("text", None))]
    columns += [(f"value:{r}", Text(visible_text(r)), ("value", r)) for r in runs]
    columns += [(f"diff:{r}", Text("Δ\n" + visible_text(r)), ("difference", r))
                for r in runs if r != comparison.baseline]
    columns += [(f"judged:{r}", Text(f"J@{k}\n" + visible_text(r)), ("judged", r)) for r in runs]
    columns.append(("rel", Text("rel"), ("relevant", None)))
    return columns


def query_cells(comparison: "Comparison", row: "QueryRow", columns: Sequence[QueryColumn], measure: str, id_width: int,
                text_width: int) -> list[Text]:
    """One row of the per-query table: a cell per column of query_columns, untrusted text clipped."""
    cells: list[Text] = []
    for key, _, _ in columns:
        kind, _, run = key.partition(":")
        if kind == "query":
            cells.append(clipped(row.query_id, id_width))
        elif kind == "text":
            cells.append(clipped(row.text, text_width))
        elif kind == "value":
            cells.append(Text(number(row.value(run, measure)), justify="right"))
        elif kind == "diff":
            cells.append(signed(row.difference(run, measure)))
        elif kind == "judged":
            judged = row.judged.get(run)
            style = "bold yellow" if judged is not None and judged < LOW_JUDGED else ""
            cells.append(Text(number(judged, 2), style=style, justify="right"))
        else:
            cells.append(Text(str(row.num_rel), justify="right"))
    return cells
