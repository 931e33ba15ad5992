"""A judging run, built once: `labeler judge` (live, --batch, --collect, --forget-job) and the app's
prefill make their ``JudgeRequest`` (frozen: what to judge, how, and the run's ``JudgeConfig``,
labeler.judge.config) here with judge_request from what the user gave, and hand that one object to
the path that runs it; the config in it goes to the services (run_prefill, submit_batches) and the client.

What the builders settle, so no front end settles it on its own: the options that make no run together
(JudgeRequestRefused, the CLI's usage errors), a served app's judge (the server's
model, endpoint and key win over anything the form holds; services.roles.ServedJudge), a limit out of
range as a one-line LabelerError (never a ValueError, never a traceback), and every limit not given
at JudgeConfig's own default.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypedDict, Unpack

from labeler.domain import LabelerError
from labeler.domain.choices import JUDGE_FILTERS
from labeler.services.judging.batch import DEFAULT_BATCH_SIZE
from labeler.services.judging.claims import DEFAULT_LEASE_SECONDS

if TYPE_CHECKING:
    from labeler.judge.config import JudgeConfig
    from labeler.judge.prompt import PromptTemplate
    from labeler.judge.tokens import TokenCounter
    from labeler.services.judging.prefill_plan import PrefillPlan
    from labeler.services.roles import ServedJudge
    from labeler.storage import Repository


def judge_config(model: str | None, *, base_url: str | None = None, concurrency: int | None = None,
                 timeout: float | None = None, temperature: float | None = None, max_retries: int | None = None,
                 backoff_base: float | None = None, served: ServedJudge | None = None) -> JudgeConfig:
    """The run's JudgeConfig (a limit left None: JudgeConfig's default; ``served``: the server's judge,
    model, endpoint and key, whatever was asked); a one-line LabelerError for what it cannot hold."""
    from labeler.judge.config import JudgeConfig

    api_key = None
    if served is not None:
        model, base_url, api_key = served.model, None, served.api_key
    if not model:
        raise LabelerError("name the model the judge runs (--model NAME)")
    limits: dict[str, Any] = {name: value for name, value in (
        ("concurrency", concurrency), ("timeout", timeout), ("temperature", temperature),
        ("max_retries", max_retries), ("backoff_base", backoff_base)) if value is not None}
    try:
        return JudgeConfig(model, base_url=base_url, api_key=api_key, **limits)
    except ValueError as exc:  # JudgeConfig's own checks, in words a user can act on
        raise LabelerError(str(exc)) from None


class JudgeRequestRefused(LabelerError):
    """Options that do not make one judging run together (the CLI says it as a usage error)."""


class JudgeChoices(TypedDict, total=False):
    """What a judging run takes besides the model, the endpoint and the limits (JudgeRequest's fields)."""

    samples: int
    pair_filter: str
    query_ids: tuple[str, ...]
    limit: int | None
    force: bool
    prompt_file: str | None
    examples: int | None
    examples_seed: int
    lease_seconds: float
    dry_run: bool
    batch: bool
    batch_size: int
    collect: bool
    wait: bool
    poll_seconds: float
    forget_job: str | None
    yes: bool
    price_in: float | None
    price_out: float | None


@dataclass(frozen=True, slots=True)
class JudgeRequest:
    """One judging run as asked for (`labeler judge`'s options, or the app's prefill form), settled by
    judge_request and handed whole to the path that runs it: live, --batch, --collect or --forget-job.

    config is the run's JudgeConfig (None for --collect and --forget-job, which name no model);
    base_url is the endpoint as given, for --collect. Every default is `labeler judge`'s.
    """

    config: JudgeConfig | None = None
    base_url: str | None = None
    # what to judge
    samples: int = 1
    pair_filter: str = JUDGE_FILTERS.preset
    query_ids: tuple[str, ...] = ()
    limit: int | None = None
    force: bool = False
    # the prompt
    prompt_file: str | None = None
    examples: int | None = None
    examples_seed: int = 0
    # how: live (or its dry run), as batch jobs, collecting them, forgetting one
    lease_seconds: float = DEFAULT_LEASE_SECONDS
    dry_run: bool = False
    batch: bool = False
    batch_size: int = DEFAULT_BATCH_SIZE
    collect: bool = False
    wait: bool = False
    poll_seconds: float = 30.0
    forget_job: str | None = None
    yes: bool = False
    # prices for the cost lines (None: prices.toml's)
    price_in: float | None = None
    price_out: float | None = None

    @property
    def model(self) -> str:
        """The model judging (a request that runs the judge always names one)."""
        return self.judge.model

    @property
    def judge(self) -> JudgeConfig:
        """The run's JudgeConfig; only --collect and --forget-job have none (and never ask)."""
        if self.config is None:
            raise LabelerError("this run names no model (--model NAME)")
        return self.config

    @property
    def by_batch(self) -> bool:
        """Whether the batch path runs it: --collect, or --batch short of a dry run (which plans as any does)."""
        return self.collect or self.batch and not self.dry_run

    def plan(self, repository: Repository, *, template: PromptTemplate = None,
             tokens: TokenCounter | None = None) -> list[PrefillPlan]:
        """One plan per suggestion set, as this run sends it: planned as --batch submits (pairs waiting
        in a pending batch job held back even with --force) or as a live run does."""
        from labeler.services.judging.batch import plan_batches
        from labeler.services.judging.prefill_plan import plan_samples

        return (plan_batches if self.batch else plan_samples)(
            repository, model=self.model, samples=self.samples, filter=self.pair_filter,
            query_ids=self.query_ids or None, limit=self.limit, template=template, force=self.force, tokens=tokens)


def judge_request(*, model: str | None = None, base_url: str | None = None, served: ServedJudge | None = None,
                  concurrency: int | None = None, timeout: float | None = None, temperature: float | None = None,
                  max_retries: int | None = None, backoff_base: float | None = None,
                  **choices: Unpack[JudgeChoices]) -> JudgeRequest:
    """The JudgeRequest of these options, its JudgeConfig built by judge_config (limits left None:
    JudgeConfig's defaults; ``served``: the server's judge). JudgeRequestRefused for options that do
    not go together; a one-line LabelerError for what the config cannot hold."""
    request = JudgeRequest(base_url=base_url, **choices)
    if request.forget_job is not None:
        if request.batch or request.collect or request.dry_run:
            raise JudgeRequestRefused("--forget-job goes alone (not with --batch, --collect or --dry-run)")
        return request
    if request.yes:
        raise JudgeRequestRefused("--yes goes with --forget-job")
    if request.collect and request.dry_run:
        raise JudgeRequestRefused("--collect stores what finished: it has no --dry-run")
    if request.by_batch:
        if request.batch and request.collect:
            raise JudgeRequestRefused("--batch submits and --collect collects: use one at a time")
        if request.wait and not request.collect:
            raise JudgeRequestRefused("--wait goes with --collect")
        if request.collect:
            return request
    if model is None and served is None:
        raise JudgeRequestRefused("--batch needs --model" if request.batch and not request.dry_run
                                  else "--model is required (except with --collect)")
    config = judge_config(model, base_url=base_url, concurrency=concurrency, timeout=timeout, temperature=temperature,
                          max_retries=max_retries, backoff_base=backoff_base, served=served)
    return dataclasses.replace(request, config=config)
