"""Exports: TREC qrels with a sidecar that says who judged and how, and judgments with provenance."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from itertools import chain
from pathlib import Path
from typing import Any

from labeler.version import __version__
from labeler.domain import LabelerError
from labeler.domain.choices import QRELS_SOURCES as QRELS_SOURCES_CHOICES
from labeler.domain.models import QRELS_SOURCES
from labeler.paths import default_exports_dir
from labeler.services.aggregation import DEFAULT_POLICY, aggregated_batches, validate_policy
from labeler.services.exporting.qrels_writing import QrelsTally
from labeler.services.roles import Action, require

QRELS_SOURCE_CHOICES: tuple[str, ...] = QRELS_SOURCES_CHOICES.values

JUDGMENT_COLUMNS: tuple[str, ...] = (
    "query_id",
    "chunk_id",
    "annotator",
    "grade",
    "source",
    "status",
    "note",
    "seconds_spent",
    "created_at",
    "judgment_id",
)


@dataclass(frozen=True, slots=True)
class ExportResult:
    """Where an export went and how much it holds."""

    path: Path
    rows: int
    sidecar: Path | None = None
    inexact_ids: int = 0  # ids a CSV file shows with visible escapes: they do not read back as themselves


def inexact_csv_ids(path: Path, records: list[dict[str, object]]) -> int:
    """How many distinct ids of records a CSV file at path cannot hold exactly: those holding a control,
    bidi or zero-width character, which CSV shows as a visible escape (domain.untrusted). 0 for JSONL
    and Parquet, which keep every id as it is."""
    if path.suffix.lower() != ".csv":
        return 0
    from labeler.domain.untrusted import terminal_text

    ids = {record[key] for record in records for key in ("query_id", "chunk_id")}
    return sum(1 for value in ids if isinstance(value, str) and terminal_text(value) != value)


def resolve_output(out: str | Path | None, default_name: str) -> Path:
    """--out may name a file or a folder; default: exports/<default_name>."""
    if out is None:
        return default_exports_dir() / default_name
    out = Path(out)
    if out.is_dir() or str(out).endswith(("/", "\\")):
        return out / default_name
    return out


def sidecar_path(path: Path) -> Path:
    """qrels.txt -> qrels.meta.json, qrels.alice.txt -> qrels.alice.meta.json: one sidecar per file."""
    return path.with_suffix(".meta.json")


def _llm_columns(repository: Any, model: str | None) -> tuple[list[str], list[str], Any]:
    """(query ids, chunk ids, grades) of the newest ok suggestion per pair: of `model`, or of any model."""
    if model is None:
        columns: tuple[list[str], list[str], Any] = repository.newest_ok_suggestions()
        return columns
    from labeler.services.judging.model_grades import grades_of_model

    grades = grades_of_model(repository, model)
    return grades.query_ids, grades.chunk_ids, grades.grades


def export_qrels(
    repository: Any,
    out: str | Path | None = None,
    *,
    annotator: str | None = None,
    policy: str = DEFAULT_POLICY,
    source: str = "human",
    model: str | None = None,
) -> ExportResult:
    """Write TREC qrels (`qid 0 chunk_id grade`) plus a JSON sidecar stating how they were made.

    source=human: human judgments aggregated by `policy` (or one --annotator's);
    source=llm: the newest ok LLM suggestion per pair; source=human-then-llm: a human
    grade where one exists, else the suggestion; with `model`, only that model's (or ensemble's)
    suggestions count. Rows stream from the database to the file
    in batches, sorted by query id then chunk id (code-point order).
    """
    require(repository, Action.EXPORT)
    from labeler.dataio.records.files import write_json, write_lines

    if source not in QRELS_SOURCE_CHOICES:
        raise LabelerError(f"unknown qrels source {source!r}; use one of {', '.join(QRELS_SOURCE_CHOICES)}")
    if model and source == "human":
        raise LabelerError("--model chooses LLM suggestions: use it with --source llm or human-then-llm")
    if annotator:
        policy = f"annotator:{annotator}"
    validate_policy(policy)
    if policy.startswith("annotator:") and policy.split(":", 1)[1] not in repository.annotators():
        known = ", ".join(repository.annotators()) or "none"
        raise LabelerError(f"no judgments by annotator {policy.split(':', 1)[1]!r}; annotators: {known}")

    path = resolve_output(out, "qrels.txt")
    tally = QrelsTally()
    human = tally.human_columns(aggregated_batches(repository, policy)) if source != "llm" else iter(())
    columns = human if source == "human" else tally.with_llm(human, _llm_columns(repository, model))
    lines = tally.lines(path, columns)
    first = next(lines, None)
    if first is None:
        raise LabelerError("nothing to export: no judgments" + (" or suggestions" if source != "human" else "") + " yet")
    write_lines(path, chain([first], lines))
    summary = repository.judgment_summary(QRELS_SOURCES) if source != "llm" else None
    sidecar = {
        "format": "TREC qrels: query_id 0 chunk_id grade",
        "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "labeler_version": __version__,
        "database": getattr(repository, "url", None),
        "source": source,
        "model": model,
        "aggregation": policy if source != "llm" else None,
        "which_label_wins": "adjudicated, then the aggregation rule over human judgments"
        + (", then the newest ok LLM suggestion" if source == "human-then-llm" else "")
        if source != "llm"
        else "the newest LLM suggestion with status ok",
        "pairs": tally.rows,
        "queries": len(tally.queries),
        "pairs_from_llm": tally.from_llm,
        "grade_counts": {str(g): n for g, n in sorted(tally.grades.items())},
        "annotators": dict(sorted(summary.per_annotator.items())) if summary else {},
        "judgments_per_pair": {str(k): v for k, v in sorted(tally.per_pair.items())},
        "adjudicated_pairs": tally.adjudicated,
        "majority_ties_broken_by_median": tally.ties,
        "first_judgment_at": summary.first_at.isoformat() if summary and summary.first_at else None,
        "last_judgment_at": summary.last_at.isoformat() if summary and summary.last_at else None,
    }
    side = sidecar_path(path)
    write_json(side, sidecar)
    return ExportResult(path, tally.rows, side)


def export_judgments(repository: Any, out: str | Path) -> ExportResult:
    """Every judgment ever made, oldest first, with provenance and status (current, superseded, undone)."""
    require(repository, Action.EXPORT)
    from labeler.dataio.records.containers import write_records

    path = Path(out)
    records = [
        {
            "query_id": j.query_id,
            "chunk_id": j.chunk_id,
            "annotator": j.annotator,
            "grade": j.grade,
            "source": str(j.source),
            "status": status,
            "note": j.note,
            "seconds_spent": j.seconds_spent,
            "created_at": j.created_at.isoformat() if j.created_at else None,
            "judgment_id": j.id,
        }
        for j, status in repository.judgment_history()
    ]
    if not records:
        raise LabelerError("nothing to export: no judgments yet")
    write_records(path, records, JUDGMENT_COLUMNS)
    return ExportResult(path, len(records), inexact_ids=inexact_csv_ids(path, records))


SUGGESTION_COLUMNS: tuple[str, ...] = (
    "query_id",
    "chunk_id",
    "model",
    "status",
    "grade",
    "reason",
    "raw_text",
    "confidence",
    "expected_grade",
    "prob_0",
    "prob_1",
    "prob_2",
    "prob_3",
    "prompt_hash",
    "input_hash",
    "tokens_in",
    "tokens_out",
    "latency_ms",
    "created_at",
    "suggestion_id",
)


def export_suggestions(repository: Any, out: str | Path) -> ExportResult:
    """Every LLM suggestion, oldest first, in any status; prob_0..prob_3 are the grade probabilities (empty without logprobs)."""
    require(repository, Action.EXPORT)
    from labeler.dataio.records.containers import write_records

    path = Path(out)
    records = []
    for s in repository.suggestions():
        probs = s.grade_probs or (None, None, None, None)
        records.append(
            {
                "query_id": s.query_id,
                "chunk_id": s.chunk_id,
                "model": s.model,
                "status": str(s.status),
                "grade": s.grade,
                "reason": s.reason,
                "raw_text": s.raw_text,
                "confidence": s.confidence,
                "expected_grade": s.expected_grade,
                **{f"prob_{grade}": p for grade, p in enumerate(probs)},
                "prompt_hash": s.prompt_hash,
                "input_hash": s.input_hash,
                "tokens_in": s.tokens_in,
                "tokens_out": s.tokens_out,
                "latency_ms": s.latency_ms,
                "created_at": s.created_at.isoformat() if s.created_at else None,
                "suggestion_id": s.id,
            }
        )
    if not records:
        raise LabelerError("nothing to export: no suggestions yet")
    write_records(path, records, SUGGESTION_COLUMNS)
    return ExportResult(path, len(records), inexact_ids=inexact_csv_ids(path, records))
