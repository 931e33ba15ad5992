"""A judging run's configuration, built once: `labeler judge` (live and --batch) and the app's prefill
make their ``JudgeConfig`` (labeler.judge.config, frozen) here from what the user gave, and hand that
one object to the services (run_prefill, submit_batches) and the client.

What the builder settles, so no front end settles it on its own: a served app's judge (the server's
model, endpoint and key win over anything the form holds; services.roles.ServedJudge), a limit out of
range as a one-line LabelerError (never a ValueError, never a traceback), and every limit not given
at JudgeConfig's own default.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labeler.domain import LabelerError

if TYPE_CHECKING:
    from labeler.judge.config import JudgeConfig
    from labeler.services.roles import ServedJudge


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
