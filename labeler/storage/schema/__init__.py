"""labeler's database schema: one SQLModel table model per table, on one MetaData.

Each model's docstring says what a row means and each field's description what a column holds;
changed only through Alembic revisions in migrations/ (docs/ARCHITECTURE.md: a schema change). The
repository runs set-wise Core queries on each model's table (the ``*_t`` names: ``judgment_t`` is
``Judgment.__table__``); a notebook reads typed rows through ``labeler.open(db).session()``::

    from sqlmodel import select
    from labeler.storage.schema import Judgment

    with labeler.open("labels.db") as project, project.session() as session:
        grades = session.exec(select(Judgment).where(Judgment.status == "current")).all()
"""

from __future__ import annotations

from labeler.storage.schema.base import NAMING_CONVENTION, TableModel, metadata, table_of
from labeler.storage.schema.batches import BatchJob, BatchRequest, batch_job_t, batch_request_t
from labeler.storage.schema.claims import JudgeClaim, judge_claim_t
from labeler.storage.schema.corpus import Chunk, Query, chunk_t, query_t
from labeler.storage.schema.counts import KeptCount, kept_count_t
from labeler.storage.schema.judgments import (
    JUDGMENT_STATUSES,
    Annotator,
    Judgment,
    LabelingSession,
    Skip,
    annotator_t,
    judgment_t,
    labeling_session_t,
    skip_t,
)
from labeler.storage.schema.pool import Pair, PairRun, pair_run_t, pair_t
from labeler.storage.schema.project import Project, RoleGrant, project_t, role_grant_t
from labeler.storage.schema.runs import Run, RunEntry, run_entry_t, run_t
from labeler.storage.schema.sampling import SampleDesign, SampleDesignPair, design_pair_t, design_t
from labeler.storage.schema.suggestions import SUGGESTION_STATUSES, Suggestion, suggestion_t
from labeler.storage.schema.team import Assignment, assignment_t

__all__ = [
    "JUDGMENT_STATUSES", "NAMING_CONVENTION", "SUGGESTION_STATUSES", "MODELS",
    # the table models, in the order of the tables' first revision
    "Query", "Chunk", "Annotator", "Run", "RunEntry", "Pair", "PairRun", "Judgment", "Skip", "Suggestion",
    "LabelingSession", "Assignment", "KeptCount", "SampleDesign", "SampleDesignPair", "BatchJob", "BatchRequest",
    "JudgeClaim", "Project", "RoleGrant",
    # their Core tables, for the repository's set-wise statements
    "query_t", "chunk_t", "annotator_t", "run_t", "run_entry_t", "pair_t", "pair_run_t", "judgment_t", "skip_t",
    "suggestion_t", "labeling_session_t", "assignment_t", "kept_count_t", "design_t", "design_pair_t",
    "batch_job_t", "batch_request_t", "judge_claim_t", "project_t", "role_grant_t",
    "TableModel", "metadata", "table_of",
]

MODELS: tuple[type[TableModel], ...] = (
    Query, Chunk, Annotator, Run, RunEntry, Pair, PairRun, Judgment, Skip, Suggestion, LabelingSession,
    Assignment, KeptCount, SampleDesign, SampleDesignPair, BatchJob, BatchRequest, JudgeClaim, Project, RoleGrant,
)
"""Every table model (a test holds it to the metadata's tables)."""
