"""A report as Markdown: the same sections as the HTML, charts as text bars.

Every untrusted field goes through the Markdown sink, `labeler.domain.untrusted.markdown_text`
(code blocks through `markdown_fence`).
"""

from __future__ import annotations

from labeler.dataio.reports.charts import HISTOGRAM_BINS, histogram
from labeler.dataio.reports.html import (
    fmt_ci,
    fmt_difference,
    fmt_estimate,
    fmt_p,
    fmt_signed,
    fmt_value,
    mark_symbol,
)
from labeler.dataio.reports.model import RankedRow, Report
from labeler.domain.untrusted import markdown_fence
from labeler.domain.untrusted import markdown_text as md


def _table(header: list[str], rows: list[list[str]], align: list[str] | None = None) -> list[str]:
    align = align or ["l"] + ["r"] * (len(header) - 1)
    rule = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(rule) + " |"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def report_markdown(report: Report) -> str:
    """The whole report as Markdown text."""
    lines: list[str] = [f"# {md(report.title)}", "", f"Generated {md(report.generated)}.", ""]
    lines += _evaluated(report)
    # hybrid: the estimates are the runs' values; a second summary over LLM-filled grades would give
    # each run two values for one mode
    lines += _estimates(report) if _hybrid(report) else _summary(report) + _estimates(report)
    lines += _holes(report)
    lines += _charts(report)
    lines += _per_query(report)
    lines += _worst(report)
    return "\n".join(lines) + "\n"


def _evaluated(report: Report) -> list[str]:
    info = report.qrels_info
    out = ["## What was evaluated", ""]
    out += _table(["run", "source", "rows", "queries in run", "queries evaluated"], [
        [md(r.name) + (" (baseline)" if r.name == report.baseline else ""), md(r.source),
         f"{r.rows:,}", f"{r.queries_in_run:,}", f"{r.queries:,}"] for r in report.runs],
        ["l", "l", "r", "r", "r"])
    grades = ", ".join(f"grade {g}: {n:,}" for g, n in info.grades.items())
    out += ["", f"Qrels: {md(info.source)} - {info.judgments:,} judgments over {info.queries:,} queries"
            + (f" ({md(grades)})." if grades else ".")]
    if info.judged_by:
        out.append("Judged by: " + ", ".join(
            f"{md(j.annotator)} ({j.judgments:,}, {md(j.source)})" for j in info.judged_by) + ".")
    out += ["", "Conventions:", ""]
    out += [f"- **{md(key)}**: {md(value)}" for key, value in report.conventions.items()]
    return out + [""]


def _summary(report: Report) -> list[str]:
    names = report.measure_names
    out = ["## Summary", "", "Mean over queries, [95% confidence interval], and Judged@k beside each cut-off measure.", ""]
    rows = []
    for run in report.runs:
        cells = [md(run.name)]
        for name in names:
            s = run.summary[name]
            cell = fmt_value(name, s.mean)
            if s.ci_low is not None:
                cell += " " + fmt_ci(s.ci_low, s.ci_high)
            if s.judged is not None:
                cell += f" (judged {s.judged:.2f})"
            cells.append(cell)
        rows.append(cells)
    out += _table(["run"] + [md(n) for n in names], rows)
    compared = [r for r in report.runs if r.vs_baseline]
    if compared:
        out += ["", f"Against the baseline **{md(report.baseline)}** (difference, p, Holm-adjusted p; "
                    "▲ significant win, ▼ significant loss):", ""]
        rows = []
        for run in compared:
            cells = [md(run.name)]
            for name in names:
                d = run.vs_baseline.get(name)
                cells.append("" if d is None else
                             f"{mark_symbol(d.mark)} {fmt_signed(d.mean_difference)} "
                             f"(p {fmt_p(d.p_value)}, Holm {fmt_p(d.p_holm)})".strip())
            rows.append(cells)
        out += _table(["run"] + [md(n) for n in names], rows)
    sentences = [f"- {md(r.name)}: {md(r.tie_sentence)}" for r in report.runs if r.tie_sentence]
    if sentences:
        out += ["", "Tied scores (another tie order would change these values):", ""] + sentences
    return out + [""]


def _hybrid(report: Report) -> bool:
    return report.estimates is not None and report.estimates.intervals


def _estimates(report: Report) -> list[str]:
    estimates = report.estimates
    if estimates is None:
        return []
    names = report.measure_names
    confidence = f"{estimates.confidence:.0%} intervals, " if estimates.intervals and estimates.confidence else ""
    out = ["## Summary" if _hybrid(report) else "## Estimates", "",
           f"Method **{md(estimates.method)}** ({confidence}value ± half-width).", ""]
    if _hybrid(report):
        out[-2] += (" Each run's value is its hybrid estimate; the per-query sections below score every query "
                    "with a human grade where one exists, else the LLM's.")
    out += _table(["run"] + [md(n) for n in names],
                  [[md(run)] + [fmt_estimate(cells.get(n)) for n in names] for run, cells in estimates.runs.items()])
    if estimates.vs_baseline:
        out += ["", f"Against the baseline **{md(estimates.baseline)}** (run - baseline; settled: the interval "
                    "excludes 0):", ""]
        out += _table(["run"] + [md(n) for n in names],
                      [[md(run)] + [fmt_difference(cells.get(n)) for n in names]
                       for run, cells in estimates.vs_baseline.items()])
    return out + [""] + [f"- {md(line)}" for line in estimates.notes] + [""]


def _holes(report: Report) -> list[str]:
    """Every run whose top k is not fully human-judged, and what to do about it."""
    if not report.warnings:
        return []
    out = ["**Holes** (top-k pairs no human graded):", ""] + [f"- {md(line)}" for line in report.warnings]
    return out + ([""] + [md(report.next_step)] if report.next_step else []) + [""]


def _bar(count: int, largest: int, width: int = 30) -> str:
    return "█" * (round(width * count / largest) if largest else 0)


def _charts(report: Report) -> list[str]:
    gap = report.gap_measure
    out = [f"## Wins and losses per query ({md(gap)})", ""]
    for run in report.runs:
        if run.name == report.baseline:
            continue
        diffs = [q.difference[run.name] for q in report.queries if run.name in q.difference]
        better = sum(1 for d in diffs if d > 0)
        worse = sum(1 for d in diffs if d < 0)
        out.append(f"- {md(run.name)} against {md(report.baseline)}: better on {better}, "
                   f"worse on {worse}, equal on {len(diffs) - better - worse} of {len(diffs)} queries.")
    out += ["", f"Distribution of per-query {md(gap)} (bins of {1 / HISTOGRAM_BINS:.1f}):", ""]
    counts = [(r.name, histogram([q.values[r.name] for q in report.queries if r.name in q.values]))
              for r in report.runs]
    largest = max((max(c) for _, c in counts if c), default=0)
    block: list[str] = []
    for name, bins in counts:
        block.append(name)
        for i, count in enumerate(bins):
            low = i / HISTOGRAM_BINS
            block.append(f"  {low:.1f}-{low + 1 / HISTOGRAM_BINS:.1f} {count:5d} {_bar(count, largest)}")
    return out + markdown_fence(block) + [""]


def _per_query(report: Report) -> list[str]:
    gap, k = report.gap_measure, report.judged_k
    runs = [r.name for r in report.runs]
    others = [r for r in runs if r != report.baseline]
    header = ["query", "text"] + [md(f"{r} {gap}") for r in runs] + [md(f"Δ {r}") for r in others]
    header += ([md(f"Judged@{k} {r}") for r in runs] if k else []) + ["relevant"]
    rows = []
    for q in report.queries:
        cells = [md(q.id), md(q.text or "")]
        cells += [fmt_value(gap, q.values.get(r)) for r in runs]
        cells += [fmt_signed(q.difference.get(r)) for r in others]
        cells += [fmt_value("Judged", q.judged.get(r)) for r in runs] if k else []
        cells.append(str(q.relevant))
        rows.append(cells)
    out = [f"## Every query's {md(gap)}", ""]
    return out + _table(header, rows, ["l", "l"] + ["r"] * (len(header) - 2)) + [""]


def _worst(report: Report) -> list[str]:
    if not report.worst:
        return []
    gap = report.gap_measure
    out = [f"## Worst queries by gap to ideal (1 - {md(gap)})", ""]
    for entry in report.worst:
        title = f"### {md(entry.run)}: {md(entry.query)}"
        if entry.text:
            title += f" - {md(entry.text)}"
        out += [title, "", f"{md(gap)} = {entry.ndcg:.4f} (DCG {entry.dcg:.4f} / IDCG {entry.idcg:.4f}), "
                           f"{len(entry.holes)} unjudged in the top {entry.k}.", ""]
        rows = []
        for mine, ideal in entry.rows():
            first = mine or ideal
            assert first is not None
            cells = [str(first.rank), f"{first.discount:.3f}"]
            cells += _side(mine, tied=True) + _side(ideal, tied=False)
            rows.append(cells)
        header = ["rank", "discount", "chunk", "grade", "gain", "disc. gain", "DCG",
                  "ideal chunk", "grade", "gain", "disc. gain", "IDCG"]
        out += _table(header, rows, ["r", "r", "l", "r", "r", "r", "r", "l", "r", "r", "r", "r"]) + [""]
    return out


def _side(entry: RankedRow | None, *, tied: bool) -> list[str]:
    if entry is None:
        return ["", "", "", "", ""]
    chunk = md(entry.chunk) + (" (tied)" if tied and entry.tied else "") + (f" — {md(entry.snippet)}" if entry.snippet else "")
    grade = "unjudged" if entry.grade is None else str(entry.grade)
    return [chunk, grade, f"{entry.gain:g}", f"{entry.discounted_gain:.4f}", f"{entry.running_dcg:.4f}"]
