"""Writing a report (labeler.dataio.reports.model) as JSON, CSV, Markdown or HTML, atomically."""

from __future__ import annotations

import csv
import io
import math
from pathlib import Path
from typing import Any, Callable, Iterator

from labeler.dataio.reports.model import Report
from labeler.dataio.records.files import atomic_path
from labeler.domain import LabelerError
from labeler.domain.untrusted import csv_cell, json_text

CSV_COLUMNS = ("run", "query", "measure", "statistic", "value")


def write_report_file(report: Report, path: str | Path, kind: str) -> Path:
    """Write ``report`` as kind "json", "csv", "markdown" or "html" to ``path``."""
    render = _RENDERERS.get(kind)
    if render is None:
        raise LabelerError(f"unknown report format {kind!r}")
    text = render(report)
    path = Path(path)
    with atomic_path(path) as temp:
        temp.write_text(text, encoding="utf-8", newline="\n")
    return path


def report_json(report: Report) -> str:
    """The report as one indented JSON document."""
    return json_text(report.to_json(), indent=2) + "\n"


def _markdown(report: Report) -> str:
    from labeler.dataio.reports.markdown import report_markdown

    return report_markdown(report)


def _html(report: Report) -> str:
    from labeler.dataio.reports.html import report_html

    return report_html(report)


def report_csv(report: Report) -> str:
    """Long CSV (run, query, measure, statistic, value): every per-query value ("value"), each
    run's mean, ci_low, ci_high and judged (query "all"), and against the baseline
    mean_difference, p_value, p_holm and mark (query "all")."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for row in csv_rows(report):
        writer.writerow([csv_cell(cell) for cell in row])
    return out.getvalue()


def csv_rows(report: Report) -> Iterator[tuple[str, str, str, str, Any]]:
    """The CSV report's rows, without the header (cells not yet made safe: see csv_cell). With hybrid
    estimates, a run's value for a measure is its estimate_value alone: the summary rows over
    LLM-filled grades (mean, ci_low, ci_high, the baseline test) are left out, one value per run."""
    names = report.measure_names
    hybrid = report.estimates is not None and report.estimates.intervals
    for run in report.runs:
        for qid, values in run.per_query.items():
            for name in names:
                yield run.name, qid, name, "value", _cell(values[name])
        for name in names:
            if hybrid:
                continue
            summary = run.summary[name]
            for statistic in ("mean", "ci_low", "ci_high", "judged"):
                yield run.name, "all", name, statistic, _cell(getattr(summary, statistic))
            difference = run.vs_baseline.get(name)
            if difference:
                for statistic in ("mean_difference", "p_value", "p_holm", "mark"):
                    yield run.name, "all", name, statistic, _cell(getattr(difference, statistic))
    if report.estimates is not None:
        yield from _estimate_rows(report)


def _estimate_rows(report: Report) -> Iterator[tuple[str, str, str, str, Any]]:
    """--estimate rows: estimate_value, estimate_ci_low, estimate_ci_high, estimate_method (query "all"),
    and the same with difference_ for the difference to the baseline."""
    assert report.estimates is not None
    for prefix, blocks in (("estimate", report.estimates.runs), ("difference", report.estimates.vs_baseline)):
        for run, cells in blocks.items():
            for name in report.measure_names:
                cell = cells.get(name)
                if cell is None:
                    continue
                for statistic in ("value", "ci_low", "ci_high", "method", "human_judgments"):
                    yield run, "all", name, f"{prefix}_{statistic}", _cell(getattr(cell, statistic))


def _cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, float):
        if not math.isfinite(value):
            return ""
        return int(value) if value.is_integer() and abs(value) < 2**53 else value
    return value


# Every format a report is written in: its renderer (Markdown and HTML load their templates only when asked).
_RENDERERS: dict[str, Callable[[Report], str]] = {
    "json": report_json,
    "csv": report_csv,
    "markdown": _markdown,
    "html": _html,
}
