"""`labeler judge` (LLM prefill of suggestions) and `labeler export suggestions`."""

from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING, Any

import click

from labeler.cli.context import current_app
from labeler.cli.numbers import MAX_CONCURRENCY, MAX_EXAMPLES, MAX_SAMPLES, SEED, count, real
from labeler.cli.terminal.output import parents_option, prepare_output, say_inexact_ids, shown_path
from labeler.domain.choices import JUDGE_FILTERS

if TYPE_CHECKING:
    from labeler.services.judging.prefill import PrefillPlan, PrefillSummary
    from labeler.services.judging.run_config import JudgeRequest
    from labeler.storage import Repository

# The same words as labeler.services.judging.prefill.FILTERS, kept here so `--help` does not import services.


def register(cli: click.Group) -> None:
    """Attach `labeler judge` and add `suggestions` to the `export` group."""
    cli.add_command(judge_command)
    export_group = cli.get_command(None, "export")  # type: ignore[arg-type]
    if isinstance(export_group, click.Group):
        export_group.add_command(export_suggestions_command)


def _plan_lines(plan: PrefillPlan) -> list[str]:
    from labeler.domain.untrusted import terminal_text

    lines = [
        f"model {terminal_text(plan.model, one_line=True)}, prompt {plan.prompt_hash}, filter {plan.filter}: {plan.selected:,} pairs selected",
        f"requests to send: {plan.requests:,}   cached: {plan.cached:,}   "
        f"without chunk text (skipped): {plan.missing_text:,}"
        + (f"   left by --limit: {plan.over_limit:,}" if plan.over_limit else ""),
    ]
    if plan.pending:
        lines.append(f"held back: {plan.pending:,} pairs waiting in a pending batch job "
                     "(`labeler judge --collect` stores them)")
    if plan.suspects:
        lines.append(f"may fool the judge: {plan.suspects:,} of the pairs to send (planted instructions, stuffed "
                     "query words, or text that reads like a note to the judge); their LLM grades are not to be trusted: `labeler suspects` lists them")
    return lines


def _kept_answer_lines(repository: Repository, *, dry_run: bool) -> list[str]:
    """Answers an earlier run paid for and could not store: stored now, before anything is planned
    or sent (a dry run only counts them)."""
    from labeler.cli.terminal.output import shown_path
    from labeler.services.judging.journal import journal_folder, store_kept_answers, waiting_answers

    if dry_run:
        waiting = waiting_answers(repository)
        return [f"{waiting:,} answers an earlier run could not store wait in {shown_path(journal_folder(repository))}: "
                "the next run stores them before it sends anything"] if waiting else []
    kept = store_kept_answers(repository)
    lines = []
    if kept.stored:
        lines.append(f"stored {kept.stored:,} answers an earlier run paid for and could not store "
                     f"(from {shown_path(kept.folder)})")
    if kept.left:
        lines.append(f"left {kept.left:,} kept answers in {shown_path(kept.folder)}: their pairs are not in this "
                     "project's pool (answers for another project?)")
    return lines


def _summary_lines(summary: PrefillSummary) -> list[str]:
    lines = [
        summary.headline,
        f"done {summary.done:,}   unparsed {summary.unparsed:,}   refused {summary.refused:,}   "
        f"failed {summary.failed:,}   cached {summary.cached:,}   skipped (no chunk text) {summary.missing_text:,}",
        f"tokens in {summary.tokens_in:,}   out {summary.tokens_out:,}   wall {summary.wall_seconds:.1f} s   "
        f"{summary.requests:,} requests ({summary.requests_per_second:.1f}/s)",
    ]
    if summary.claimed_elsewhere or summary.answered_elsewhere:
        lines.append(f"left to another run of this model and prompt: {summary.claimed_elsewhere:,} pairs it was "
                     f"judging (claimed by another run), {summary.answered_elsewhere:,} it answered meanwhile")
    return lines


@click.command("judge", short_help="Ask an LLM for suggested grades of the pool's pairs.")
@click.option("--model", default=None, help="Model name as the endpoint knows it (e.g. gpt-4o-mini, llama3.1:8b). "
              "Required except with --collect.")
@click.option("--base-url", default=None,
              help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1. Env: OPENAI_BASE_URL. "
              "A user:secret@ in it is sent but never stored or printed; with --collect it gives it again for the "
              "jobs submitted to that endpoint. A key in the query (?api_key=) is refused: use OPENAI_API_KEY.")
@click.option("--concurrency", type=count(1, MAX_CONCURRENCY), default=8, show_default=True, help="Requests in flight at most.")
@click.option("--limit", type=count(0), default=None,
              help="Send at most N pairs (cached pairs and pairs waiting in a pending batch job do not count).")
@click.option("--query", "query_ids", multiple=True, metavar="QID", help="Only this query's pairs; repeat for several.")
@click.option("--filter", "pair_filter", type=click.Choice(JUDGE_FILTERS.values), default=JUDGE_FILTERS.default, show_default=True,
              help="unjudged: no current judgment by anyone; no-suggestion: no ok suggestion from any model; all.")
@click.option("--prompt", "prompt_file", type=click.Path(dir_okay=False), default=None,
              help="Prompt template file with {query} {description} {narrative} {title} {passage}.")
@click.option("--temperature", type=real(min=0), default=0.0, show_default=True)
@click.option("--timeout", type=real(min=0, min_open=True), default=60.0, show_default=True,
              help="Seconds per request.")
@click.option("--max-retries", type=count(0), default=8, show_default=True,
              help="Tries again after a 429, 408, 409, 5xx, timeout or dropped connection, with exponential "
                   "backoff and full jitter, honouring Retry-After; a 429 also halves the requests in flight.")
@click.option("--backoff-base", type=real(min=0), default=0.5, show_default=True,
              help="Seconds of the first retry's backoff when the server names no Retry-After; doubles per retry "
                   "(full jitter: a random wait up to that), capped at 60 s.")
@click.option("--lease-seconds", type=real(min=0, min_open=True), default=120.0, show_default=True,
              help="Each pair this run sends is claimed for this long, renewed while the run lives and released once "
                   "its answer is stored, so another `labeler judge` (or --batch) of the same model and prompt skips it "
                   "rather than paying twice; a run killed outright (kill -9, power loss) frees its pairs when the "
                   "lease ends.")
@click.option("--dry-run", is_flag=True,
              help="Print the requests, cached pairs, input tokens (the model's own tokenizer when tiktoken has its "
                   "encoding on this machine, else an estimate said to be one), output tokens and, with prices, "
                   "the cost live and as a batch job; send nothing.")
@click.option("--force", is_flag=True, help="Send pairs again even when the same model, prompt and texts were answered.")
@click.option("--batch", "batch", is_flag=True,
              help="Submit the requests as provider batch jobs (OpenAI Batch API: half price, answers within 24 h) "
                   "and return at once; collect them with --collect.")
@click.option("--batch-size", type=count(1), default=50_000, show_default=True,
              help="Requests per batch job file at most.")
@click.option("--collect", is_flag=True, help="Poll the pending batch jobs once and store the answers of finished ones.")
@click.option("--wait", is_flag=True, help="With --collect: poll until every pending job is done, printing progress.")
@click.option("--forget-job", "forget_job", default=None, metavar="ID",
              help="Stop waiting for the pending batch job ID (as --collect prints it, e.g. batch_abc123), for one the "
                   "provider no longer knows (--collect says so) or that you gave up on: its pairs without a stored "
                   "answer are freed for the next run or --batch, answers already stored are kept, and the job stays in "
                   "the database marked forgotten. The provider is not asked, so a job it still runs is not cancelled "
                   "there (nor its cost). Shows what it frees and asks first; --yes does not ask.")
@click.option("--yes", is_flag=True, help="With --forget-job: forget without asking.")
@click.option("--poll-seconds", type=real(min=0), default=30.0, show_default=True,
              help="With --collect --wait: seconds between polls.")
@click.option("--price-in", type=real(min=0), default=None, metavar="USD",
              help="Price of 1 M input tokens, for the cost lines (else prices.toml; env LABELER_PRICES names the file).")
@click.option("--price-out", type=real(min=0), default=None, metavar="USD",
              help="Price of 1 M output tokens, for the cost lines.")
@click.option("--examples", type=count(1, MAX_EXAMPLES), default=None, metavar="K",
              help="Few-shot: show K human-graded pairs in every prompt, balanced over grades, never from the judged "
                   "pair's query. A pool of 4K per grade is drawn once (seeded) from the human grades (majority of "
                   "annotators) and each query takes its K from it, so the prompt hash names the pool and the rule: "
                   "another example set is another cache key. A --prompt template needs an {examples} placeholder.")
@click.option("--examples-seed", type=SEED, default=0, show_default=True, help="Seed of the few-shot draw.")
@click.option("--samples", type=count(1, MAX_SAMPLES), default=1, show_default=True, metavar="N",
              help="Ask N times per pair (needs --temperature above 0); sample k is stored as its own suggestion "
                   "set 'MODEL#k' with its own cache (combine them with `labeler suggestions combine`).")
def judge_command(**options: Any) -> None:
    """Ask an LLM for suggested grades of pool pairs (stored apart from human judgments).

    The API key comes from OPENAI_API_KEY only (a local server named by --base-url needs none)
    and is never stored or printed. Pairs already answered by the same model, prompt and texts
    are not sent again unless --force. The first Ctrl-C sends nothing more and stores the answers in
    flight (they are paid for); a second drops them. Answers that cannot be stored (a full disk)
    are kept in a journal beside the project file (PROJECT.kept-answers/), which the next run
    stores before it sends anything.
    Runs of the same model and prompt at once share the pool: each skips the pairs another is
    judging (see --lease-seconds), so no pair is paid for twice.
    Prices for the cost lines come from --price-in/--price-out or prices.toml (docs/LLM_JUDGING.md, "Costs").

    Exit status: 0 when the model answered at least one pair (failed pairs, if any, are counted on
    one stderr line and sent again by the next run); 2 when every pair sent failed (429s, 5xx, 400s,
    timeouts), the first answer was fatal (401, 403, 404, no connection) or the command was refused;
    130 after Ctrl-C.
    """
    from labeler.services.judging.run_config import JudgeRequestRefused, judge_request

    try:
        request = judge_request(**options)
    except JudgeRequestRefused as refused:
        raise click.UsageError(str(refused)) from None
    if request.forget_job is not None:
        from labeler.cli.judging.batch import forget_job

        forget_job(request.forget_job, yes=request.yes)
    elif request.by_batch:
        from labeler.cli.judging.batch import submit_or_collect

        submit_or_collect(request)
    else:
        _judge_live(request)


def _judge_live(request: JudgeRequest) -> None:
    """A live run (or the plan of any run, with --dry-run): plan, send each suggestion set's pairs, report."""
    from labeler.cli.judging.costs import dry_run_lines, run_prices, spent_line
    from labeler.cli.judging.interrupt import ctrl_c_stops
    from labeler.cli.judging.prompt import judge_prompt
    from labeler.cli.terminal.progress import progress_bar
    from labeler.domain.untrusted import terminal_text
    from labeler.judge.prices import prices_path
    from labeler.judge.tokens import token_counter
    from labeler.services.judging.prefill import PrefillInterrupted, run_prefill

    model, dry_run = request.model, request.dry_run
    prices = run_prices(model, request.price_in, request.price_out, dry_run=dry_run,
                        warn=lambda line: click.echo(line, err=True))
    repository = current_app().repository()
    for line in _kept_answer_lines(repository, dry_run=dry_run):
        click.echo(line)
    plans = request.plan(repository, template=judge_prompt(repository, request),
                         tokens=token_counter(model) if dry_run else None)
    for plan in plans:
        for line in _plan_lines(plan):
            click.echo(line)
    if dry_run:
        for line in dry_run_lines(plans, prices(), str(prices_path())):
            click.echo(line)
        return
    if sum(plan.requests for plan in plans) == 0:
        click.echo("nothing to send")
        return
    summaries: list[PrefillSummary] = []
    stop, abandon = threading.Event(), threading.Event()
    for plan in plans:
        if plan.requests == 0:
            click.echo(f"{terminal_text(plan.model, one_line=True)}: nothing to send")
            continue
        try:
            with ctrl_c_stops(stop, abandon, lambda line: click.echo(line, err=True)), \
                    progress_bar(f"judging with {plan.model}") as on_progress:
                summary = run_prefill(repository, request.judge, plan, on_progress=on_progress,
                                      lease_seconds=request.lease_seconds, cancel_event=stop, abandon_event=abandon)
        except PrefillInterrupted as interrupted:
            click.echo(f"stopped: {interrupted.summary.stored:,} suggestions kept", err=True)
            sys.exit(130)
        if stop.is_set():  # Ctrl-C: the answers in flight were stored (the first) or dropped (the second)
            click.echo(f"stopped: {summary.stored:,} suggestions kept", err=True)
            sys.exit(130)
        if summary.cancelled:  # a store failed and then went through: every answer is stored, not every pair sent
            click.echo("warning: stopped sending when the database could not take answers for a while; every answer "
                       "received is stored, and `labeler judge` again sends the rest", err=True)
        summaries.append(summary)
        for line in _summary_lines(summary):
            click.echo(line)
        spent = spent_line(summary, prices())
        if spent is not None:
            click.echo(spent)
    _check_failures(summaries)


def _check_failures(summaries: list[PrefillSummary]) -> None:
    """The exit rule: every pair sent failed -> one error line and exit 2; some failed -> one warning
    line on stderr and exit 0 (the answers that came are kept); none failed -> nothing to say."""
    from labeler.domain import LabelerError
    from labeler.domain.untrusted import terminal_text

    failed = sum(summary.failed for summary in summaries)
    if not failed:
        return
    stored = sum(summary.stored for summary in summaries)
    first = terminal_text(next(s.first_error for s in summaries if s.first_error), one_line=True)
    if failed == stored:
        raise LabelerError(f"every request failed ({failed:,} of {stored:,} pairs): {first}; nothing was graded, "
                           "and the next `labeler judge` sends these pairs again")
    click.echo(f"warning: {failed:,} of {stored:,} pairs failed (the first: {first}); "
               "run `labeler judge` again to send them again", err=True)


@click.command("suggestions", short_help="Write every LLM suggestion with its provenance.")
@click.argument("file", type=click.Path(dir_okay=False))
@parents_option
def export_suggestions_command(file: str, parents: bool) -> None:
    """Every LLM suggestion (status, model, prompt hash, grade, reason, probabilities, tokens, latency)
    to FILE.csv|.jsonl|.parquet."""
    from labeler.services.exporting.exports import export_suggestions

    prepare_output(file, parents=parents)
    result = export_suggestions(current_app().repository(read_only=True), file)
    click.echo(f"wrote {result.rows:,} suggestions to {shown_path(result.path)}")
    say_inexact_ids(result.inexact_ids)
