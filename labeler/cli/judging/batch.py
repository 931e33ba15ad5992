"""`labeler judge --batch` and `--collect`: what they print (the work is in services.judging.batch)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import click

from labeler.cli.next_steps import no_next_step

if TYPE_CHECKING:
    from labeler.judge.prompt import PromptTemplate
    from labeler.services.judging.batch import BatchSubmission, CollectSummary
    from labeler.services.judging.run_config import JudgeRequest
    from labeler.storage import Repository


def submit_or_collect(request: JudgeRequest) -> None:
    """`labeler judge --batch` (submit the run's requests as batch jobs) or `--collect` (store what finished).

    --examples and --samples build the same prompts and suggestion sets (`MODEL#k`) as a live run.
    """
    from labeler.cli.context import current_app

    repository = current_app().repository()
    if request.collect:
        collect_jobs(repository, wait=request.wait, poll_seconds=request.poll_seconds, base_url=request.base_url)
        return
    from labeler.cli.judging.prompt import judge_prompt

    submit_jobs(repository, request, template=judge_prompt(repository, request))


def submit_jobs(repository: Repository, request: JudgeRequest, *, template: PromptTemplate) -> None:
    """Submit the plan of each sample set as batch jobs and say how to collect."""
    from labeler.domain.untrusted import terminal_text
    from labeler.services.judging.batch import submit_batches

    submissions = submit_batches(repository, request.judge, samples=request.samples, batch_size=request.batch_size,
                                 filter=request.pair_filter, query_ids=request.query_ids or None, limit=request.limit,
                                 template=template, force=request.force, lease_seconds=request.lease_seconds)
    for result in submissions:
        click.echo(_submission_line(result))
        if not result.jobs:
            click.echo("nothing to send")
            continue
        for job in result.jobs:
            click.echo(f"  job {terminal_text(job.provider_id, one_line=True)}: {job.pairs:,} requests "
                       f"({terminal_text(job.status, one_line=True)})")
        click.echo(f"submitted {result.requests:,} requests in {len(result.jobs):,} batch job(s); "
                   "collect the answers with `labeler judge --collect` (add --wait to wait for them)")


def _submission_line(result: BatchSubmission) -> str:
    from labeler.domain.untrusted import terminal_text

    return (f"model {terminal_text(result.model, one_line=True)}, prompt {result.prompt_hash}: {result.selected:,} pairs selected   "
            f"cached: {result.cached:,}   already in a pending batch job: {result.pending:,}   "
            f"without chunk text (skipped): {result.missing_text:,}"
            + (f"   left by --limit: {result.over_limit:,}" if result.over_limit else "")
            + (f"   claimed by another run: {result.claimed_elsewhere:,}" if result.claimed_elsewhere else "")
            + (f"   answered by another run meanwhile: {result.answered_elsewhere:,}"
               if result.answered_elsewhere else ""))


def collect_jobs(repository: Repository, *, wait: bool, poll_seconds: float, base_url: str | None = None) -> None:
    """Poll the pending jobs (once, or until all are done), store what finished, report every job.

    base_url (--base-url) is used for the jobs stored with its credential-free form (so its credential,
    never stored, reaches the provider); other jobs are asked at their stored URL.

    A job that cannot be collected is one line among the others; the command then ends with exit 2."""
    from labeler.domain import LabelerError
    from labeler.services.judging.batch import CollectFailed, collect_batches

    def on_poll(summary: CollectSummary) -> None:
        if wait and summary.still_pending:
            click.echo(_progress_line(summary), err=True)

    try:
        summary = collect_batches(repository, wait=wait, poll_seconds=poll_seconds, on_poll=on_poll,
                                  base_url=base_url)
    except CollectFailed as failed:
        _report(failed.summary)
        unknown = sum(job.not_found for job in failed.summary.failed)
        retry = ("; `labeler judge --collect` tries them again" if unknown < len(failed.summary.failed) else "")
        forget = (f"; the provider no longer knows {unknown:,} of them: `labeler judge --forget-job ID` stops waiting"
                  if unknown else "")
        raise LabelerError(f"{len(failed.summary.failed):,} of {len(failed.summary.jobs):,} batch job(s) could not be "
                           f"collected (see above){retry}{forget}") from None
    _report(summary)


def forget_job(provider_id: str, *, yes: bool) -> None:
    """`labeler judge --forget-job ID`: say what forgetting the job frees, ask (unless yes), forget it."""
    from labeler.cli.context import current_app
    from labeler.domain import LabelerError
    from labeler.domain.untrusted import terminal_text
    from labeler.services.judging.batch import forget_batch, job_to_forget

    repository = current_app().repository()
    job = job_to_forget(repository, provider_id)
    name = terminal_text(job.provider_id, one_line=True)
    waiting = job.pairs - job.stored
    click.echo(f"job {name}: model {terminal_text(job.model, one_line=True)}, prompt {job.prompt_hash}, submitted "
               f"{job.created_at:%Y-%m-%d %H:%M} UTC, last status {terminal_text(job.status, one_line=True)}")
    click.echo(f"  {job.pairs:,} requests: {job.stored:,} answers stored (kept), {waiting:,} pairs waiting (freed: the "
               "next `labeler judge` or `--batch` sends them again)")
    click.echo("  labeler does not cancel the job at the provider: if it still runs there, it may still be charged, "
               "and its answers will not be stored")
    if not yes:
        try:
            confirmed = click.confirm(f"forget job {name}?", default=False)
        except click.Abort:  # no answer (end of input)
            confirmed = False
        if not confirmed:
            raise LabelerError(f"job {job.provider_id} not forgotten (answer y, or add --yes)")
    freed = forget_batch(repository, job)
    click.echo(f"forgot job {name}: {freed:,} pairs freed; the job stays in the database, marked forgotten")


def _report(summary: CollectSummary) -> None:
    """Every job's line, then what was stored."""
    if not summary.jobs:
        click.echo("no pending batch jobs")
        no_next_step()  # nothing was collected: nothing follows from it
        return
    for line in _job_lines(summary):
        click.echo(line)
    answers = summary.answers
    click.echo(f"stored {answers.stored:,} suggestions: done {answers.done:,}   unparsed {answers.unparsed:,}   "
               f"refused {answers.refused:,}   failed {answers.failed:,}   "
               f"tokens in {answers.tokens_in:,}   out {answers.tokens_out:,}")
    if summary.still_pending:
        click.echo(f"{summary.still_pending:,} job(s) still running: run `labeler judge --collect` again later "
                   "(or with --wait)")


def _progress_line(summary: CollectSummary) -> str:
    total = sum(job.state.total for job in summary.jobs)
    done = sum(job.state.completed + job.state.failed for job in summary.jobs)
    return (f"{time.strftime('%H:%M:%S')} batch jobs: {summary.still_pending:,} of {len(summary.jobs):,} running, "
            f"{done:,} / {total:,} requests done")


def _job_lines(summary: CollectSummary) -> list[str]:
    from labeler.domain.untrusted import terminal_text

    lines = []
    for seen in summary.jobs:
        name = terminal_text(seen.job.provider_id, one_line=True)
        if seen.error is not None:
            stored = f" ({seen.stored:,} answers stored before it)" if seen.stored else ""
            lines.append(f"job {name}: not collected: {terminal_text(seen.error, one_line=True)}{stored}")
            continue
        if seen.gone == "forgotten":
            lines.append(f"job {name}: forgotten meanwhile (`labeler judge --forget-job`): no longer waited for")
            continue
        if seen.gone == "collected":
            lines.append(f"job {name}: collected meanwhile by another `labeler judge --collect`")
            continue
        status = terminal_text(seen.state.status, one_line=True)
        if not seen.finished:
            lines.append(f"job {name}: {status}, {seen.state.completed + seen.state.failed:,} / "
                         f"{seen.state.total:,} requests done")
            continue
        line = f"job {name}: {status}, {seen.stored:,} answers stored"
        if seen.unanswered:
            line += (f", {seen.unanswered:,} pairs never answered (they will be sent again by the next "
                     "`labeler judge --batch` or live run)")
        if seen.refused:
            line += "; " + terminal_text(seen.refused.describe(seen.job.model), one_line=True)
        lines.append(line)
    return lines


def status_rows(repository: Repository) -> list[tuple[str, str]]:
    """`labeler status` rows about pending batch jobs (none without one)."""
    from datetime import UTC, datetime

    pending = repository.pending_batches()  # not through services.judging.batch: status would import the judge's planning
    if not pending.jobs:
        return []
    age = ""
    if pending.oldest_created_at is not None:
        minutes = int((datetime.now(UTC) - pending.oldest_created_at).total_seconds() // 60)
        age = f", oldest {minutes // 60} h {minutes % 60:02d} min" if minutes >= 60 else f", oldest {minutes} min"
    return [("pending batch jobs", f"{pending.jobs:,} ({pending.pairs:,} pairs{age})")]
