"""The report as typed data: what services.reporting builds and every report format renders.

Field names are the JSON report's keys (`Report.to_json` gives what `dataclasses.asdict` would), so the JSON
document, the HTML and Markdown templates and the CSV all read the same typed fields. Text fields
(titles, ids, names, query text) are untrusted: each renderer passes them through its sink in
labeler.domain.untrusted.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

from labeler.domain.estimate_modes import estimate_mode


@dataclass(frozen=True, slots=True)
class MeasureName:
    """A measure as labeler and trec_eval name it."""

    name: str
    trec_name: str


@dataclass(frozen=True, slots=True)
class JudgedBy:
    """How many current judgments one annotator made, and from which source."""

    annotator: str
    source: str
    judgments: int


@dataclass(frozen=True, slots=True)
class QrelsInfo:
    """Where the qrels came from, their counts and grade histogram, and who judged."""

    source: str
    judgments: int
    queries: int
    grades: dict[str, int]
    judged_by: list[JudgedBy] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class MeasureStats:
    """A run's mean of one measure with its 95% interval and mean Judged@k (None when absent)."""

    mean: float | None
    ci_low: float | None
    ci_high: float | None
    judged: float | None
    queries: int


@dataclass(frozen=True, slots=True)
class BaselineDifference:
    """A run against the baseline on one measure: mean paired difference, p, Holm p, mark."""

    mean_difference: float
    p_value: float
    p_holm: float
    mark: str  # "win", "loss" or "none"
    queries: int


@dataclass(frozen=True, slots=True)
class TopHoles:
    """A run's top k at one cutoff: its pairs, how many a human graded, how many not (the holes), and
    of those how many the LLM graded (None without LLM grades): `labeler eval`'s ``holes``."""

    k: int
    pairs: int
    judged: int
    unjudged: int
    judged_share: float
    llm_graded: int | None


@dataclass(frozen=True, slots=True)
class ReportRun:
    """One run: eval's JSON block (name, rows, queries, means, per_query, ties) plus the report's
    source, interval summaries, baseline differences and tie sentence, and its holes (the top-k pairs
    no human graded, the share of each measure resting on what fills them, the warning)."""

    name: str
    source: str
    rows: int
    queries: int
    queries_in_run: int
    means: dict[str, float | None]
    per_query: dict[str, dict[str, float | None]]
    ties: dict[str, Any]
    tie_sentence: str | None
    summary: dict[str, MeasureStats]
    vs_baseline: dict[str, BaselineDifference]
    holes: list[TopHoles] = field(default_factory=list)
    llm_share: dict[str, float | None] = field(default_factory=dict)
    warning: str | None = None


@dataclass(frozen=True, slots=True)
class ReportQuery:
    """One query across runs on the gap measure: values, differences to the baseline, Judged@k."""

    id: str
    text: str | None
    relevant: int
    values: dict[str, float]
    difference: dict[str, float]
    judged: dict[str, float]


@dataclass(frozen=True, slots=True)
class RankedRow:
    """One row of a drill-down list (grade None = unjudged; score None in the ideal list)."""

    rank: int
    chunk: str
    grade: int | None
    gain: float
    discount: float
    discounted_gain: float
    running_dcg: float
    score: float | None
    tied: bool
    snippet: str | None = None  # the chunk's title or the start of its text, when the database has it


@dataclass(frozen=True, slots=True)
class WorstQuery:
    """A run's ranked list for one of its worst queries beside the ideal ranking."""

    run: str
    query: str
    text: str | None
    k: int | None
    gain: str
    value: float | None
    dcg: float
    idcg: float
    ndcg: float
    holes: list[str]
    ranked: list[RankedRow]
    ideal: list[RankedRow]

    def rows(self) -> list[tuple[RankedRow | None, RankedRow | None]]:
        """(run row, ideal row) per rank; None where one list is shorter."""
        n = max(len(self.ranked), len(self.ideal))
        return [(self.ranked[i] if i < len(self.ranked) else None, self.ideal[i] if i < len(self.ideal) else None)
                for i in range(n)]


@dataclass(frozen=True, slots=True)
class EstimateCell:
    """One estimate (or difference to the baseline) with its interval, as `labeler eval --estimate`
    shows it: settled says whether a difference's interval excludes 0 (None without an interval)."""

    value: float | None
    ci_low: float | None
    ci_high: float | None
    method: str
    human_judgments: int
    half_width: float | None = None
    settled: bool | None = None
    anytime_valid: bool = False  # a difference's interval that holds however often one looks


@dataclass(frozen=True, slots=True)
class ReportEstimates:
    """`--estimate llm|hybrid`: how the estimates were made and each run's, per measure."""

    mode: str
    method: str
    confidence: float | None
    baseline: str | None
    llm: str | None
    design: str | None
    notes: list[str]
    runs: dict[str, dict[str, EstimateCell]]
    vs_baseline: dict[str, dict[str, EstimateCell]]

    @property
    def intervals(self) -> bool:
        """Estimates with intervals (hybrid): each run's value is its estimate, one value per run."""
        return estimate_mode(self.mode).intervals


@dataclass(frozen=True, slots=True)
class Report:
    """A comparison of runs as one report: what was evaluated, summaries, per-query rows and the
    worst queries' drill-downs."""

    title: str
    generated: str
    qrels: str
    qrels_info: QrelsInfo
    measures: list[MeasureName]
    options: dict[str, Any]
    conventions: dict[str, str]
    baseline: str | None
    gap_measure: str
    judged_k: int | None
    runs: list[ReportRun]
    queries: list[ReportQuery]
    worst: list[WorstQuery]
    estimates: ReportEstimates | None = None  # with --estimate llm or hybrid
    warnings: list[str] = field(default_factory=list)  # every run whose top k is not fully human-judged
    next_step: str | None = None  # how to pool, fill or grade those holes

    @property
    def measure_names(self) -> list[str]:
        """The measures' names, in report order."""
        return [m.name for m in self.measures]

    def to_json(self) -> dict[str, Any]:
        """The report as plain JSON-ready data, keyed by the field names (what dataclasses.asdict
        gives, without its deep copy of every leaf, which dominates on reports of many queries)."""
        plain: dict[str, Any] = _plain(self)
        return plain


_LEAVES = (str, int, float, bool, type(None))


def _plain(value: Any) -> Any:
    """Dataclasses as dicts of their fields, lists and tuples as lists, dicts by value; leaves as they are."""
    if isinstance(value, _LEAVES):
        return value
    if isinstance(value, dict):
        return {key: item if isinstance(item, _LEAVES) else _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [item if isinstance(item, _LEAVES) else _plain(item) for item in value]
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    return value
