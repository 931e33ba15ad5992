"""Batch judging: send the prefill plan's pairs as provider batch jobs (`labeler judge --batch`), and
collect their answers later (`labeler judge --collect`).

Submitting plans exactly as live judging does (plan_samples: same prompt, same cache, pairs still
waiting in a pending job of the same model and prompt left out, even with force). Request files are
written pair by pair to a temporary file, at most batch_size lines each, so 200 k prompts are
never in memory together. Each job accepted by the provider is recorded with the pair behind
every custom_id before the next file is written.

Collecting stores every answer of a finished job through the live judge's reading (ok /
unparsed / refused / error), committed store_batch at a time together with its request's
``stored`` flag: killed anywhere, the next collect downloads the files again and stores only
what is missing. Requests a job never ran (expired, cancelled, failed) store nothing; once the
job is collected its pairs can be sent again.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Unpack

from labeler.domain import LabelerError, Suggestion
from labeler.domain.batches import FINISHED_STATUSES, BatchJob, BatchRequest
from labeler.services.judging.batch_answers import Refusals, store_job_answers
from labeler.services.judging.claims import DEFAULT_LEASE_SECONDS, PairClaims
from labeler.services.judging.journal import store_kept_answers
from labeler.services.judging.prefill_plan import PlanOptions, pairs_with_texts, plan_samples

if TYPE_CHECKING:
    from labeler.judge import JudgeConfig
    from labeler.judge.batch import BatchClient, BatchState
    from labeler.services.judging.prefill import PrefillSummary
    from labeler.services.judging.prefill_plan import PrefillPlan
    from labeler.storage import Repository

#: Requests per batch file at most (OpenAI's limit per job).
DEFAULT_BATCH_SIZE = 50_000
#: Answers committed per transaction while collecting.
STORE_BATCH = 2_000


@dataclass(frozen=True, slots=True)
class BatchSubmission:
    """What --batch did: the jobs created and what the plan left out and why."""

    model: str
    prompt_hash: str
    jobs: tuple[BatchJob, ...]
    selected: int  # pairs matching the filter and --query
    cached: int  # answered before by the same model, prompt and texts
    pending: int  # waiting in a pending batch job of the same model and prompt
    missing_text: int  # the chunk has no stored text
    over_limit: int  # left for a later run by --limit
    claimed_elsewhere: int = 0  # another run of the set and prompt was judging them (services.judging.claims)
    answered_elsewhere: int = 0  # another run answered them, or sent them in a batch job, meanwhile

    @property
    def requests(self) -> int:
        """Requests written to the jobs' files."""
        return sum(job.pairs for job in self.jobs)


@dataclass(slots=True)
class JobCollected:
    """One pending job as this collection saw it; stored counts answers stored now, unanswered the
    requests a finished job never answered (they can be sent again), error why polling or storing it
    failed (the job stays pending for the next collect; what was stored before the error is kept)."""

    job: BatchJob
    state: BatchState
    stored: int = 0
    unanswered: int = 0
    error: str | None = None
    refused: Refusals = field(default_factory=Refusals)  # answers checked and not stored (batch_answers)
    not_found: bool = False  # the provider answered 404: collecting again will not help (forget_batch will)
    gone: str | None = None  # "forgotten" or "collected" by another command while this one waited

    @property
    def finished(self) -> bool:
        """Whether the provider is done with the job (completed, expired, failed or cancelled)."""
        return self.state.status in FINISHED_STATUSES


@dataclass(slots=True)
class CollectSummary:
    """What --collect did: every pending job seen (last poll) and the answers stored, by status."""

    answers: PrefillSummary
    jobs: list[JobCollected] = field(default_factory=list)
    polls: int = 0

    @property
    def still_pending(self) -> int:
        """Jobs the provider has not finished (a job that failed to collect, or that another command
        forgot or collected meanwhile, is not waited for)."""
        return sum(not job.finished and job.error is None and job.gone is None for job in self.jobs)

    @property
    def failed(self) -> list[JobCollected]:
        """Jobs whose poll or download failed this time."""
        return [job for job in self.jobs if job.error is not None]


class CollectFailed(LabelerError):
    """Some jobs could not be collected; every other job was polled and stored (summary says all)."""

    def __init__(self, summary: CollectSummary) -> None:
        failed = summary.failed
        first = f"job {failed[0].job.provider_id}: {failed[0].error}"
        more = f" (and {len(failed) - 1} more job(s))" if len(failed) > 1 else ""
        super().__init__(first + more)
        self.summary = summary


def forget_hint(job: BatchJob) -> str:
    """What to run to stop waiting for a job the provider no longer knows, and what it frees."""
    waiting = job.pairs - job.stored
    return (f"`labeler judge --forget-job {job.provider_id}` stops waiting for it and frees its {waiting:,} "
            f"waiting pair(s)")


def job_to_forget(repository: Repository, provider_id: str) -> BatchJob:
    """The pending job named provider_id, or a LabelerError saying why it cannot be forgotten."""
    job = repository.batch_job(provider_id)
    if job is not None and job.pending:
        return job
    if job is not None and job.forgotten_at is not None:
        raise LabelerError(f"batch job {provider_id} was already forgotten on {job.forgotten_at:%Y-%m-%d %H:%M} UTC")
    if job is not None:
        raise LabelerError(f"batch job {provider_id} was collected on {job.collected_at:%Y-%m-%d %H:%M} UTC: "
                           "nothing waits for it")
    pending = [known.provider_id for known in repository.pending_batch_jobs()]
    listed = ", ".join(pending[:5]) + (", ..." if len(pending) > 5 else "")
    raise LabelerError(f"no batch job {provider_id} in this database "
                       + (f"(pending: {listed})" if pending else "(no job is pending)"))


def forget_batch(repository: Repository, job: BatchJob) -> int:
    """Stop waiting for a pending job: its rows stay (marked forgotten), answers already stored stay,
    and its unanswered pairs are freed for the next live run or --batch. Returns the pairs freed.
    The provider is not asked (it may no longer know the job); a job it still runs is not cancelled."""
    freed = repository.forget_batch_job(job.id)
    if freed is None:
        raise LabelerError(f"batch job {job.provider_id} was collected or forgotten meanwhile: nothing changed")
    return freed


def plan_batches(repository: Repository, *, model: str, samples: int = 1,
                 **options: Unpack[PlanOptions]) -> list[PrefillPlan]:
    """plan_samples as a batch plans it, for submit_batches and `judge --batch --dry-run` alike:
    pairs waiting in a pending batch job are held back even with force (that job already pays for them)."""
    options["hold_back_pending"] = True
    return plan_samples(repository, model=model, samples=samples, **options)


def submit_batches(
    repository: Repository,
    config: JudgeConfig,
    *,
    samples: int = 1,
    batch_size: int = DEFAULT_BATCH_SIZE,
    client: BatchClient | None = None,
    lease_seconds: float = DEFAULT_LEASE_SECONDS,
    **options: Unpack[PlanOptions],
) -> list[BatchSubmission]:
    """Plan as live judging does, leave out pairs pending in a batch job of the same set and prompt,
    then upload JSONL files of at most batch_size requests and create one job per file.

    The requests name config.model; with samples N above 1 each sample set `MODEL#k` is submitted
    apart (its own cache, pending pairs, limit and jobs). Every set is planned in one pass over the
    pool (plan_samples), and each request's prompt is rendered once, when its line is written.
    options are plan_prefill's (filter, query_ids, limit, template, force); limit counts pairs sent,
    after cached and pending ones are left out (the plan does both). Each file's pairs are claimed as it
    is written and released once its job is recorded (services.judging.claims, lease_seconds): pairs a
    live run or another submission of the same set and prompt holds are left out and counted.
    """
    from labeler.judge.batch import BatchClient

    if batch_size < 1:
        raise LabelerError("--batch-size must be at least 1")
    options["size_prompts"] = False  # a prompt is rendered when its line is written, not also to size it
    store_kept_answers(repository)  # answers a live run paid for and could not store: never sent again
    plans = plan_batches(repository, model=config.model, samples=samples, **options)
    jobs: list[list[BatchJob]] = [[] for _ in plans]
    skipped = [(0, 0) for _ in plans]
    if any(plan.pairs for plan in plans):
        batch_client = BatchClient(config.base_url, api_key=config.api_key) if client is None else client
        try:
            for index, (plan, plan_jobs) in enumerate(zip(plans, jobs, strict=True)):
                with PairClaims(repository, model=plan.model, prompt_hash=plan.prompt_hash, force=plan.force,
                                hold_back_pending=True, lease_seconds=lease_seconds) as claims:
                    for start in range(0, len(plan.pairs), batch_size):
                        job = _submit_file(repository, batch_client, config, plan,
                                           plan.pairs[start : start + batch_size], start, claims)
                        if job is not None:
                            plan_jobs.append(job)
                skipped[index] = (claims.claimed_elsewhere, claims.answered_elsewhere)
        finally:
            if client is None:
                batch_client.close()
    return [
        BatchSubmission(plan.model, plan.prompt_hash, tuple(plan_jobs), plan.selected, plan.cached, plan.pending,
                        plan.missing_text, plan.over_limit, *elsewhere)
        for plan, plan_jobs, elsewhere in zip(plans, jobs, skipped, strict=True)
    ]


def _submit_file(
    repository: Repository,
    client: BatchClient,
    config: JudgeConfig,
    plan: PrefillPlan,
    pairs: Sequence[tuple[str, str]],
    first_index: int,
    claims: PairClaims,
) -> BatchJob | None:
    """Write one request file of the pairs claims keeps (a temporary file, line by line), upload it, create
    its job, record it, then release the claims (the job's requests hold the pairs now); None when another
    run holds every pair."""
    from labeler.judge import input_hash
    from labeler.judge.batch import request_line
    from labeler.judge.batch_ids import custom_id, job_tag

    requests: list[BatchRequest] = []
    tag = job_tag()  # ids unique to this job: another job's answers can never pass for its own
    with tempfile.TemporaryFile(suffix=".jsonl") as handle:
        for index, (query, chunk) in enumerate(pairs_with_texts(repository, pairs, keep=claims.keep)):
            texts = input_hash(query, chunk)
            request_id = custom_id(tag, index, model=plan.model, prompt_hash=plan.prompt_hash, query_id=query.id,
                                   chunk_id=chunk.id, input_hash=texts)
            handle.write(request_line(request_id, config, query, chunk, plan.template))
            requests.append(BatchRequest(request_id, query.id, chunk.id, texts))
        if not requests:
            return None
        handle.seek(0)
        file_id = client.upload(handle, f"labeler-{first_index}.jsonl")
    metadata = {"labeler_model": plan.model[:500], "labeler_prompt": plan.prompt_hash, "labeler_ids": tag}
    provider_id, status = client.create(file_id, metadata)
    # client.base_url is safe_url's form: the database never holds a credential the URL carried (user:secret@)
    job = repository.add_batch_job(provider_id=provider_id, model=plan.model, prompt_hash=plan.prompt_hash,
                                   base_url=client.base_url, input_file_id=file_id, status=status, requests=requests)
    claims.release()
    return job


def collect_batches(
    repository: Repository,
    *,
    wait: bool = False,
    poll_seconds: float = 30.0,
    store_batch: int = STORE_BATCH,
    on_poll: Callable[[CollectSummary], None] | None = None,
    clients: Callable[[str | None], BatchClient] | None = None,
    sleep: Callable[[float], None] = time.sleep,
    base_url: str | None = None,
    api_key: str | None = None,
) -> CollectSummary:
    """Poll every pending job once (or, with wait, until none is left), storing finished jobs' answers.

    on_poll follows every poll of all jobs (a progress line). clients(base_url) makes the
    client of an endpoint (default: a BatchClient with api_key, else OPENAI_API_KEY, as live judging
    and submission resolve it). A job's stored URL has
    no credentials: base_url (--base-url), else OPENAI_BASE_URL, is used instead when it names the same
    endpoint, so a credential it carries reaches the provider without ever being stored. A job whose poll or
    download fails (a LabelerError) is reported with its error and not asked again by this call;
    every other job is still polled, and CollectFailed is raised at the end.
    """
    from labeler.judge.batch import BatchClient, BatchNotFound
    from labeler.judge.endpoint import reconnect_url
    from labeler.services.judging.prefill import PrefillSummary

    make = clients or (lambda stored: BatchClient(reconnect_url(stored, [base_url]), api_key=api_key))
    summary = CollectSummary(PrefillSummary(model="", prompt_hash=""))
    opened: dict[str | None, BatchClient] = {}
    seen: dict[int, JobCollected] = {}  # a job finished at an earlier poll keeps its report
    try:
        while True:
            pending = repository.pending_batch_jobs()
            _note_gone(repository, seen, {job.id for job in pending})
            for job in pending:
                if job.id in seen and seen[job.id].error is not None:
                    continue  # failed at an earlier poll: reported, left for the next collect
                collected = seen[job.id] = JobCollected(job, _last_known(job))
                try:
                    client = opened.get(job.base_url) or opened.setdefault(job.base_url, make(job.base_url))
                    _collect_job(repository, client, collected, summary.answers, store_batch)
                except BatchNotFound as error:
                    collected.error = f"{error}; {forget_hint(job)}"
                    collected.not_found = True
                except LabelerError as error:
                    collected.error = str(error)
            summary.jobs = list(seen.values())
            summary.polls += 1
            if on_poll is not None:
                on_poll(summary)
            if not wait or summary.still_pending == 0:
                break
            sleep(poll_seconds)
    finally:
        for client in opened.values():
            client.close()
    if summary.failed:
        raise CollectFailed(summary)
    return summary


def _note_gone(repository: Repository, seen: dict[int, JobCollected], pending: set[int]) -> None:
    """Mark the jobs this collection waited for that another command forgot or collected since."""
    for collected in seen.values():
        if collected.job.id in pending or collected.finished or collected.error is not None or collected.gone:
            continue
        now = repository.batch_job(collected.job.provider_id)
        collected.gone = "forgotten" if now is None or now.forgotten_at is not None else "collected"


def _last_known(job: BatchJob) -> BatchState:
    """The job's state as recorded, before the provider is asked."""
    from labeler.judge.batch import BatchState

    return BatchState(status=job.status, output_file_id=None, error_file_id=None, total=0, completed=0, failed=0)


def _collect_job(
    repository: Repository, client: BatchClient, seen: JobCollected, answers: PrefillSummary, store_batch: int
) -> None:
    """Poll one job; when finished, store its output and error files' answers and close it (counted in seen)."""
    job = seen.job
    state = seen.state = client.retrieve(job.provider_id)
    if not seen.finished:
        if state.status != job.status:
            repository.set_batch_status(job.id, state.status)
        return

    def stored(suggestions: Sequence[Suggestion]) -> None:
        seen.stored += len(suggestions)
        for suggestion in suggestions:
            answers.add(suggestion)

    seen.refused = store_job_answers(repository, client, job, state, store_batch, stored)
    seen.unanswered = len(repository.unstored_batch_requests(job.id))
    repository.set_batch_status(job.id, state.status, finished=True)
