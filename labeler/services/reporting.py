"""Reports: a comparison turned into one typed report (labeler.dataio.reports.model) that every
format renders.

Each run's ``name``, ``rows``, ``queries``, ``means``, ``per_query`` and ``ties`` are exactly
`labeler eval --format json`'s; JSON, Markdown, HTML and CSV are written from the same report, so
every format shows the same numbers.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from labeler.dataio.reports.model import (
    BaselineDifference,
    JudgedBy,
    MeasureName,
    MeasureStats,
    QrelsInfo,
    RankedRow,
    Report,
    ReportQuery,
    ReportRun,
    TopHoles,
    WorstQuery,
)
from labeler.services.evaluation.comparison import Comparison, QueryRow, RunSummary
from labeler.services.evaluation.drilldown import DrillDown, QrelsIndex, RankedEntry, RankedRun, drill_down
from labeler.services.evaluation.holes import RunHoles, holes_warnings, next_steps
from labeler.services.estimation.results import Estimates, report_estimates
from labeler.services.evaluation.scoring import finite_or_none, result_document

if TYPE_CHECKING:
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable
    from labeler.metrics.ranking.ties import TieReport
    from labeler.storage import Repository

DEFAULT_WORST = 5


def qrels_facts(qrels: QrelsTable, *, origin: str, repository: Repository | None = None) -> QrelsInfo:
    """Where the qrels came from, their counts and grade histogram, and who judged (from the database)."""
    index = QrelsIndex(qrels)
    grades = Counter(grade for by_chunk in index.by_query.values() for grade in by_chunk.values())
    judged_by: list[JudgedBy] = []
    if repository is not None:
        who = Counter((j.annotator, str(j.source)) for j in repository.current_judgments())
        judged_by = [JudgedBy(annotator, source, count)
                     for (annotator, source), count in sorted(who.items(), key=lambda item: (-item[1], item[0]))]
    return QrelsInfo(source=origin, judgments=sum(grades.values()), queries=len(index.by_query),
                     grades={str(grade): grades[grade] for grade in sorted(grades)}, judged_by=judged_by)


def report_document(
    comparison: Comparison,
    runs: Sequence["RunTable"],
    qrels: "QrelsTable",
    *,
    qrels_info: QrelsInfo | None = None,
    sources: Sequence[str] | None = None,
    worst: int = DEFAULT_WORST,
    title: str | None = None,
    estimates: Estimates | None = None,
    repository: "Repository | None" = None,
    holes: Sequence["RunHoles"] | None = None,
) -> Report:
    """The report as typed data: what was evaluated, summary, per-query rows, and drill-downs of
    each run's ``worst`` queries by gap to ideal (cut at the gap measure's k); with ``estimates``
    (--estimate llm or hybrid) their values, intervals, differences and design too. With a
    ``repository``, each drill-down row carries its chunk's title or the start of its text. ``holes``
    (services.evaluation.holes, one per run in order) give each run its holes and warning."""
    index = QrelsIndex(qrels)
    by_name = {run.name: run for run in runs}
    sources = list(sources) if sources is not None else [run.path or run.name for run in runs]
    drills = []
    for summary in comparison.runs:
        ranked = RankedRun(by_name[summary.name])
        rows = comparison.sorted_queries("gap", run=summary.name, descending=True)
        for row in rows[: max(0, worst)]:
            if row.gap(summary.name) is None:
                break
            table = drill_down(ranked, index, row.query_id, comparison.judged_k, comparison.options["gain"])
            drills.append((table, row.text, row.value(summary.name, comparison.gap_measure)))
    snippets = _snippets(repository, {e.chunk_id for table, _, _ in drills for e in (*table.ranked, *table.ideal)})
    worst_queries = [_worst_query(table, text, value, snippets) for table, text, value in drills]
    return Report(
        title=title or "Retrieval evaluation: " + ", ".join(s.name for s in comparison.runs),
        generated=datetime.now(timezone.utc).replace(microsecond=0).isoformat(),
        qrels=comparison.qrels,
        qrels_info=qrels_info or qrels_facts(qrels, origin=comparison.qrels),
        measures=[MeasureName(m.name, m.trec_name) for m in comparison.measures],
        options=dict(comparison.options),
        conventions=dict(comparison.conventions),
        baseline=comparison.baseline,
        gap_measure=comparison.gap_measure,
        judged_k=comparison.judged_k,
        runs=[_report_run(comparison, summary, source, found) for summary, source, found
              in zip(comparison.runs, sources, list(holes) if holes else [None] * len(comparison.runs))],
        queries=[_report_query(comparison, row) for row in comparison.queries],
        worst=worst_queries,
        estimates=report_estimates(estimates) if estimates is not None and estimates.kind.uses_llm else None,
        warnings=holes_warnings(holes or []),
        next_step=next_steps(holes or [], model=estimates.llm_model if estimates is not None else None,
                             depth=comparison.judged_k or 10),
    )


_finite = finite_or_none


def _report_run(comparison: Comparison, summary: RunSummary, source: str, holes: "RunHoles | None") -> ReportRun:
    result = summary.evaluation.result
    document = result_document(result, comparison.measure_names)
    found = holes.as_json() if holes is not None else {"holes": [], "llm_share": {}, "warning": None}
    return ReportRun(
        name=summary.name,
        source=source,
        rows=summary.n_rows,
        queries=document["queries"],
        queries_in_run=summary.n_queries,
        means=document["means"],
        per_query=document["per_query"],
        ties=document["ties"],
        tie_sentence=tie_words(result.ties),
        summary={m: MeasureStats(_finite(s.mean), _finite(s.ci_low), _finite(s.ci_high), _finite(s.judged),
                                 s.n_queries)
                 for m, s in summary.summaries.items()},
        vs_baseline={m: BaselineDifference(d.mean_difference, d.p_value, d.p_holm, d.mark, d.n_queries)
                     for m, d in summary.differences.items()},
        holes=[TopHoles(**cut) for cut in found["holes"]],
        llm_share=dict(found["llm_share"]),
        warning=found["warning"],
    )


def tie_words(ties: TieReport) -> str | None:
    """"ties decide 3 queries; the largest swing is 0.213 on nDCG@10 for query q07", or None."""
    if ties.n_queries_affected == 0:
        return None
    noun = "query" if ties.n_queries_affected == 1 else "queries"
    return (f"ties decide {ties.n_queries_affected} {noun}; the largest swing is {ties.max_change:.3f} "
            f"on {ties.measure_of_max} for query {ties.query_of_max}")


def _report_query(comparison: Comparison, row: QueryRow) -> ReportQuery:
    runs = [s.name for s in comparison.runs]
    gap = comparison.gap_measure
    values = {run: row.value(run, gap) for run in runs}
    differences = {run: row.difference(run, gap) for run in runs if run != comparison.baseline}
    return ReportQuery(
        id=row.query_id,
        text=row.text,
        relevant=row.num_rel,
        values={run: value for run, value in values.items() if value is not None},
        difference={run: value for run, value in differences.items() if value is not None},
        judged=dict(row.judged),
    )


SNIPPET_WIDTH = 80


def _snippets(repository: "Repository | None", chunk_ids: set[str]) -> dict[str, str]:
    """A chunk's title, else the start of its text cut at a word (textwrap.shorten), for the
    drill-down rows: a printed report cannot look a chunk id up."""
    if repository is None or not chunk_ids:
        return {}
    chunks = repository.get_chunks(sorted(chunk_ids))
    return {cid: textwrap.shorten(chunk.title or chunk.text, width=SNIPPET_WIDTH, placeholder=" …")
            for cid, chunk in chunks.items()}


def _ranked_row(entry: RankedEntry, snippets: dict[str, str]) -> RankedRow:
    return RankedRow(rank=entry.rank, chunk=entry.chunk_id, grade=entry.grade, gain=entry.gain,
                     discount=entry.discount, discounted_gain=entry.discounted_gain,
                     running_dcg=entry.running_dcg, score=entry.score, tied=entry.tied,
                     snippet=snippets.get(entry.chunk_id))


def _worst_query(table: DrillDown, text: str | None, value: float | None, snippets: dict[str, str]) -> WorstQuery:
    return WorstQuery(
        run=table.run_name, query=table.query_id, text=text, k=table.k, gain=table.gain,
        value=value, dcg=table.dcg, idcg=table.idcg, ndcg=table.ndcg, holes=table.holes,
        ranked=[_ranked_row(e, snippets) for e in table.ranked], ideal=[_ranked_row(e, snippets) for e in table.ideal],
    )


REPORT_FORMATS = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html",
                  ".csv": "csv", ".json": "json"}


def report_format(path: str | Path) -> str:
    """The format a report path asks for by its suffix (.md, .html, .csv, .json)."""
    from labeler.domain import LabelerError

    suffix = Path(path).suffix.lower()
    if suffix not in REPORT_FORMATS:
        raise LabelerError(f"{path}: unknown report format {suffix or '(no suffix)'}; use .md, .html, .csv or .json")
    return REPORT_FORMATS[suffix]


def write_report(report: Report, path: str | Path) -> Path:
    """Write the report in the format its path's suffix names (atomically)."""
    from labeler.dataio.reports.writing import write_report_file

    return write_report_file(report, path, report_format(path))
