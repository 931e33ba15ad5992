"""What the evaluation screen says about LLM and hybrid estimates: summary cells with value ±
half-width, whether each comparison with the baseline is settled, with three runs or more whether the
top 2 are settled in order, the method, design and notes.

Pure functions of a Comparison and the services' AppEstimate (no widget state). Run and model
names are untrusted: they reach the screen through visible_text inside rich Text, never markup.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from rich.text import Text

from labeler.services.estimation.hybrid import HYBRID, LLM_ONLY, WORST_CASE, Interval, grades_to_settle
from labeler.services.estimation.results import ORDER_HINT, order_sentence
from labeler.tui.screens.evaluate.cells import MARKS, interval_words, number, short_signed
from labeler.tui.widgets.safe_text import visible_text

if TYPE_CHECKING:
    from labeler.services.estimation.app_view import AppEstimate
    from labeler.services.estimation.decisions import Decision
    from labeler.services.estimation.hybrid import HybridResult
    from labeler.services.evaluation.comparison import Comparison

GRADE_KEY_HINT = ("g grades the next sampled pairs (in the design's order) · m: the next measure · "
                  "e: human / LLM / hybrid")


def short_half(half: float | None) -> str:
    """'±.041' (no leading zero, to keep a cell narrow); '±∞' when unbounded; '' without an interval."""
    if half is None:
        return ""
    if not math.isfinite(half):
        return "±∞"
    return "±" + f"{half:.3f}".replace("0.", ".", 1)


def covered(estimate: AppEstimate | None, measure: str) -> bool:
    """Whether the hybrid estimate holds this measure (it covers nDCG@k, P@k and R@k)."""
    return estimate is not None and estimate.hybrid is not None and measure in estimate.hybrid.values


def hybrid_cell(comparison: Comparison, estimate: AppEstimate, run: str, measure: str, *,
                compact: bool = False) -> Text:
    """Four lines: value ± half-width (▲/▼ when the difference is settled), the interval, the difference
    to the baseline ± half-width (coloured when settled), and how many human grades it rests on."""
    assert estimate.hybrid is not None
    own = estimate.hybrid.of(measure, run)
    baseline = comparison.baseline
    difference = None if baseline is None or run == baseline else estimate.hybrid.difference(measure, run, baseline)
    text = Text(f"{number(own.value)} {short_half(own.half_width)}")
    style = ""
    if difference is not None and difference.settled():
        mark, style = MARKS["win" if difference.value > 0 else "loss"]
        text.append(" " + mark, style=style)
    text.append("\n")
    if own.ci_low is not None and own.ci_high is not None:
        bounded = math.isfinite(own.ci_low) and math.isfinite(own.ci_high)
        text.append(interval_words(own.ci_low, own.ci_high, compact=compact) if bounded else "unbounded yet",
                    style="dim")
    text.append("\n")
    if difference is None:
        text.append("baseline", style="dim italic")
    else:
        text.append(f"{short_signed(difference.value)} {short_half(difference.half_width)}", style=style or "dim")
    text.append("\n")
    text.append(f"{own.human_judgments:,} human" if own.method == HYBRID else "worst case" if own.method == WORST_CASE
                else "LLM alone", style="dim")
    return text


def plain_cell(comparison: Comparison, run: str, measure: str) -> Text:
    """A measure the hybrid estimator does not cover: its value over human-then-LLM grades, marked so."""
    summary = comparison.run(run)
    text = Text(number(summary.summaries[measure].mean))
    text.append("\nno interval", style="dim italic")
    difference = summary.differences.get(measure)
    text.append("\n")
    if run == comparison.baseline:
        text.append("baseline", style="dim italic")
    elif difference is not None:
        text.append(short_signed(difference.mean_difference), style="dim")
    text.append("\nLLM-filled", style="dim")
    return text


def comparison_line(run: str, baseline: str, difference: Interval) -> Text:
    """'dense beats bm25: +0.051 ± 0.020', or 'dense vs bm25: +0.012 ± 0.030 — not settled; ~1,200
    more human grades would likely settle it' (services.estimation.hybrid.grades_to_settle)."""
    half = difference.half_width
    spread = "" if half is None else f" ± {half:.3f}" if math.isfinite(half) else " ± ∞"
    if difference.settled():
        winner, loser = (run, baseline) if difference.value > 0 else (baseline, run)
        text = Text(visible_text(winner), style="bold")
        text.append(" beats ")
        text.append(visible_text(loser), style="bold")
        text.append(f": {abs(difference.value):+.3f}{spread}", style="green")
        return text
    text = Text(visible_text(run), style="bold")
    text.append(" vs ")
    text.append(visible_text(baseline), style="bold")
    text.append(f": {difference.value:+.3f}{spread}")
    text.append(" — not settled; ", style="yellow")
    more = grades_to_settle(difference)
    if more is not None:
        words = f"~{more:,} more human grades would likely settle it"
    elif difference.method == LLM_ONLY:
        words = "no sampled pair is graded yet: g grades them in order"
    elif difference.method != HYBRID:
        words = "worst-case bounds: labeler sample draws grades that narrow it"
    elif half is None or not math.isfinite(half):
        words = "too few sampled pairs graded in order to bound it yet"
    else:
        words = "the estimates are equal: more grades are unlikely to settle it"
    text.append(words, style="yellow")
    return text


def estimate_lines(comparison: Comparison, estimate: AppEstimate | None, measure: str | None) -> Text:
    """Under the summary: how the numbers were made and, in hybrid mode, every run against the
    baseline for ``measure`` (the first covered measure when it is not covered)."""
    if estimate is None:
        return Text("")
    model = visible_text(estimate.model or "")
    if estimate.hybrid is None:
        text = Text(f"LLM estimate · model {model}: a human grade where one exists, else the model's; no intervals",
                    style="dim")
        for note in estimate.notes:
            text.append(f"\nnote: {note}", style="yellow")
        return text
    result = estimate.hybrid
    shown = measure if measure in result.values else next(iter(result.values))
    bounds = (f"{result.confidence:.0%} intervals" if result.method == HYBRID else "worst-case bounds (no design)"
              if result.method == WORST_CASE else "waiting for human grades: the LLM's values alone"
              if not result.known_pairs else "waiting for human grades: human grades, the LLM's in the holes")
    text = Text(f"hybrid · {bounds} · model {model} · {shown}", style="bold")
    baseline = comparison.baseline
    for summary in comparison.runs:
        if baseline is not None and summary.name != baseline:
            text.append("\n")
            text.append_text(comparison_line(summary.name, baseline, result.difference(shown, summary.name, baseline)))
    decision = top_two(result, shown)
    if decision is not None:
        text.append("\n")
        text.append(visible_text(f"decision: {decision.sentence()}"), style="green" if decision.settled else "yellow")
    if result.method == HYBRID and len(result.run_names) >= 3 and shown in result.ranking:
        text.append("\n")
        text.append(visible_text(f"{order_sentence(shown, result.order_groups(shown))} ({ORDER_HINT})"), style="dim")
    text.append(f"\ndesign: {result.design}", style="dim")
    if estimate.uncovered:
        text.append(f"\n{', '.join(estimate.uncovered)}: no hybrid estimate (it covers nDCG@k, P@k, R@k); "
                    "shown over human-then-LLM grades, marked LLM-filled", style="dim")
    for note in [*result.notes, *estimate.notes]:
        text.append(f"\nnote: {note}", style="yellow")
    text.append(f"\n{GRADE_KEY_HINT}", style="dim")
    return text


def top_two(result: HybridResult, measure: str) -> Decision | None:
    """Whether the top 2 runs are settled in order (`eval --decide top-2`), with three runs or more and
    hybrid intervals; with two, the comparison line above says it already."""
    if result.method != HYBRID or len(result.run_names) < 3:
        return None
    from labeler.services.estimation.decisions import top_order

    return top_order(result, measure, 2)


def hybrid_legend(comparison: Comparison) -> Text:
    """What the four lines of a hybrid summary cell mean."""
    text = Text("cell: estimate ± half-width · interval · difference vs ", style="dim")
    text.append(visible_text(comparison.baseline or "–"), style="dim bold")
    text.append(" ± half-width (", style="dim")
    text.append("▲", style="bold green")
    text.append("/", style="dim")
    text.append("▼", style="bold red")
    text.append(" and colour: settled, the interval excludes 0) · human grades used", style="dim")
    return text
