"""Where `labeler eval` and `labeler report` get their qrels, human grades and database, and the
estimate request their options make: plain functions of the option values, without click, so that
`labeler eval` on files (labeler.launch.eval) and the click commands run the same code."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from labeler.cli.qrels_options import duplicate_hint

if TYPE_CHECKING:
    from labeler.cli.context import AppContext
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.metrics.request import ScoringRequest
    from labeler.services.estimation.modes import EstimateRequest
    from labeler.storage import Repository


def database_exists(db: str) -> bool:
    """A URL is assumed to exist; a plain path must be an existing file (never create one here)."""
    return "://" in db or os.path.isfile(db)


def qrels_and_repository(
    app: AppContext, runs: Sequence[str], qrels_path: str | None, aggregate: str, *, want_texts: bool = False,
    on_duplicate: str = "error",
) -> tuple[QrelsTable, str, Repository | None]:
    """(qrels, where they came from, repository or None).

    Without --qrels the database's judgments are aggregated by --aggregate. With --qrels (read with
    --on-duplicate's policy) a database is opened only if it exists and is needed: a RUN that is not a
    file (an imported run) or, with want_texts, for query texts. Nothing is ever created here.
    """
    from labeler.dataio.records.formats import is_input_file
    from labeler.services.evaluation import scoring as evaluation

    if qrels_path is None:
        judged = app.repository(read_only=True)
        qrels = evaluation.qrels_from_repository(judged, aggregate)
        return qrels, f"judgments in {app.db} ({aggregate})", judged
    with duplicate_hint():
        qrels = evaluation.read_qrels_file(qrels_path, on_duplicate=on_duplicate)
    needs_db = want_texts or not all(is_input_file(source) for source in runs)
    repository = app.repository(read_only=True) if needs_db and database_exists(app.db) else None
    return qrels, os.path.basename(qrels_path), repository


def estimate_request(given: Mapping[str, Any], scoring: "ScoringRequest") -> "EstimateRequest":
    """The request --estimate, --model, --llm-qrels, --design, --confidence and --decide make (``given``:
    the options set, by parameter name; none given is human grades alone), checked against the scoring
    request (a one-line error for options that do not go together)."""
    from labeler.services.estimation.modes import EstimateRequest

    decide = given.get("decide")
    if decide is not None:
        from labeler.cli.eval.estimates.options import decide_k

        decide = decide_k(decide)
    request = EstimateRequest(mode=given.get("estimate", "human"), model=given.get("model"),
                              llm_path=given.get("llm_qrels"), design_path=given.get("design"),
                              confidence=given.get("confidence", 0.95), decide=decide)
    return request.check(scoring)


def estimate_inputs(app: "AppContext", runs: Sequence[str], qrels_path: str | None, aggregate: str,
                    request: "EstimateRequest", *, want_texts: bool = False, on_duplicate: str = "error",
                    ) -> tuple["QrelsTable", "QrelsTable", str, "Repository | None"]:
    """(human qrels, qrels the mode scores with, where they came from, repository or None).

    human: exactly `qrels_and_repository`. llm/hybrid: no human grade yet is fine, and the database
    is opened (never created) when the LLM grades come from it.
    """
    from labeler.services.estimation.modes import human_qrels, llm_source, scoring_qrels

    repository: Repository | None
    if request.mode == "human":
        human, origin, repository = qrels_and_repository(app, runs, qrels_path, aggregate, want_texts=want_texts,
                                                         on_duplicate=on_duplicate)
        return human, human, origin, repository
    if qrels_path is None:
        repository = app.repository(read_only=True)
        human = human_qrels(repository, aggregate)
        origin = f"judgments in {app.db} ({aggregate})"
    else:
        human, origin, repository = qrels_and_repository(app, runs, qrels_path, aggregate, want_texts=want_texts,
                                                         on_duplicate=on_duplicate)
        if repository is None and not request.llm_path and database_exists(app.db):
            repository = app.repository(read_only=True)
    qrels = scoring_qrels(request, human, repository)
    return human, qrels, f"{origin}, then {llm_source(request)}", repository
