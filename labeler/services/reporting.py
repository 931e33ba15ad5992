"""Reports: a comparison turned into one plain document (the JSON report) that every format renders.

The document's per-run ``name``, ``rows``, ``queries``, ``means``, ``per_query`` and ``ties`` are
exactly `labeler eval --format json`'s; Markdown, HTML and CSV are written from the same document,
so every format shows the same numbers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from labeler.services.comparison import Comparison
from labeler.services.drilldown import DrillDown, QrelsIndex, RankedEntry, RankedRun, drill_down
from labeler.services.evaluation import finite_or_none, result_document

if TYPE_CHECKING:
    from labeler.dataio.qrels import QrelsTable
    from labeler.dataio.run_table import RunTable

DEFAULT_WORST = 5


def qrels_facts(qrels: "QrelsTable", *, origin: str, repository: Any = None) -> dict[str, Any]:
    """Where the qrels came from, their counts and grade histogram, and who judged (from the database)."""
    index = QrelsIndex(qrels)
    grades = Counter(grade for by_chunk in index.by_query.values() for grade in by_chunk.values())
    facts: dict[str, Any] = {
        "source": origin,
        "judgments": sum(grades.values()),
        "queries": len(index.by_query),
        "grades": {str(grade): grades[grade] for grade in sorted(grades)},
        "judged_by": [],
    }
    if repository is not None:
        who = Counter((j.annotator, str(j.source)) for j in repository.current_judgments())
        facts["judged_by"] = [
            {"annotator": annotator, "source": source, "judgments": count}
            for (annotator, source), count in sorted(who.items(), key=lambda item: (-item[1], item[0]))
        ]
    return facts


def report_document(
    comparison: Comparison,
    runs: Sequence["RunTable"],
    qrels: "QrelsTable",
    *,
    qrels_info: dict[str, Any] | None = None,
    sources: Sequence[str] | None = None,
    worst: int = DEFAULT_WORST,
    title: str | None = None,
) -> dict[str, Any]:
    """The report as plain data (JSON-ready): what was evaluated, summary, per-query rows, and
    drill-downs of each run's ``worst`` queries by gap to ideal (cut at the gap measure's k)."""
    index = QrelsIndex(qrels)
    by_name = {run.name: run for run in runs}
    sources = list(sources) if sources is not None else [run.path or run.name for run in runs]
    document: dict[str, Any] = {
        "title": title or "Retrieval evaluation: " + ", ".join(s.name for s in comparison.runs),
        "generated": datetime.now(timezone.utc).replace(microsecond=0).isoformat(),
        "qrels": comparison.qrels,
        "qrels_info": qrels_info or qrels_facts(qrels, origin=comparison.qrels),
        "measures": [{"name": m.name, "trec_name": m.trec_name} for m in comparison.measures],
        "options": dict(comparison.options),
        "conventions": dict(comparison.conventions),
        "baseline": comparison.baseline,
        "gap_measure": comparison.gap_measure,
        "judged_k": comparison.judged_k,
        "runs": [_run_entry(comparison, summary, source) for summary, source in zip(comparison.runs, sources)],
        "queries": [_query_entry(comparison, row) for row in comparison.queries],
        "worst": [],
    }
    for summary in comparison.runs:
        ranked = RankedRun(by_name[summary.name])
        rows = comparison.sorted_queries("gap", run=summary.name, descending=True)
        for row in rows[: max(0, worst)]:
            if row.gap(summary.name) is None:
                break
            table = drill_down(ranked, index, row.query_id, comparison.judged_k, comparison.options["gain"])
            document["worst"].append(_drill_entry(table, row.text, row.value(summary.name, comparison.gap_measure)))
    return document


_finite = finite_or_none


def _run_entry(comparison: Comparison, summary: Any, source: str) -> dict[str, Any]:
    result = summary.evaluation.result
    names = comparison.measure_names
    ties = result.ties
    document = result_document(result, names)
    return {
        "name": summary.name,
        "source": source,
        "rows": summary.n_rows,
        "queries": document["queries"],
        "queries_in_run": summary.n_queries,
        "means": document["means"],
        "per_query": document["per_query"],
        "ties": document["ties"],
        "tie_sentence": tie_words(ties),
        "summary": {
            m: {"mean": _finite(s.mean), "ci_low": _finite(s.ci_low), "ci_high": _finite(s.ci_high),
                "judged": _finite(s.judged), "queries": s.n_queries}
            for m, s in summary.summaries.items()
        },
        "vs_baseline": {
            m: {"mean_difference": d.mean_difference, "p_value": d.p_value, "p_holm": d.p_holm,
                "mark": d.mark, "queries": d.n_queries}
            for m, d in summary.differences.items()
        },
    }


def tie_words(ties: Any) -> str | None:
    """"ties decide 3 queries; the largest swing is 0.213 on nDCG@10 for query q07", or None."""
    if ties.n_queries_affected == 0:
        return None
    noun = "query" if ties.n_queries_affected == 1 else "queries"
    return (f"ties decide {ties.n_queries_affected} {noun}; the largest swing is {ties.max_change:.3f} "
            f"on {ties.measure_of_max} for query {ties.query_of_max}")


def _query_entry(comparison: Comparison, row: Any) -> dict[str, Any]:
    runs = [s.name for s in comparison.runs]
    gap = comparison.gap_measure
    return {
        "id": row.query_id,
        "text": row.text,
        "relevant": row.num_rel,
        "values": {run: row.value(run, gap) for run in runs if row.value(run, gap) is not None},
        "difference": {run: row.difference(run, gap) for run in runs
                       if run != comparison.baseline and row.difference(run, gap) is not None},
        "judged": dict(row.judged),
    }


def _entry_dict(entry: RankedEntry) -> dict[str, Any]:
    return {
        "rank": entry.rank, "chunk": entry.chunk_id, "grade": entry.grade, "gain": entry.gain,
        "discount": entry.discount, "discounted_gain": entry.discounted_gain,
        "running_dcg": entry.running_dcg, "score": entry.score, "tied": entry.tied,
    }


def _drill_entry(table: DrillDown, text: str | None, value: float | None) -> dict[str, Any]:
    return {
        "run": table.run_name, "query": table.query_id, "text": text, "k": table.k, "gain": table.gain,
        "value": value, "dcg": table.dcg, "idcg": table.idcg, "ndcg": table.ndcg,
        "holes": table.holes,
        "ranked": [_entry_dict(e) for e in table.ranked],
        "ideal": [_entry_dict(e) for e in table.ideal],
    }


REPORT_FORMATS = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html",
                  ".csv": "csv", ".json": "json"}


def report_format(path: str | Path) -> str:
    """The format a report path asks for by its suffix (.md, .html, .csv, .json)."""
    from labeler.domain import LabelerError

    suffix = Path(path).suffix.lower()
    if suffix not in REPORT_FORMATS:
        raise LabelerError(f"{path}: unknown report format {suffix or '(no suffix)'}; use .md, .html, .csv or .json")
    return REPORT_FORMATS[suffix]


def write_report(document: dict[str, Any], path: str | Path) -> Path:
    """Write the document in the format its path's suffix names (atomically)."""
    from labeler.dataio.reports import write_report_file

    return write_report_file(document, path, report_format(path))
