"""The prompt `labeler judge` sends, live or as a batch: --prompt, --examples and --samples read once, here."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from labeler.judge.prompt import PromptTemplate
    from labeler.services.judging.run_config import JudgeRequest
    from labeler.storage import Repository


def judge_prompt(repository: Repository, request: JudgeRequest) -> PromptTemplate:
    """The template of --prompt, made few-shot by --examples (the pool's description is printed);
    refuses --samples above 1 at temperature 0, where every sample would repeat one answer."""
    from labeler.domain import LabelerError
    from labeler.judge import load_prompt
    from labeler.services.judging.few_shot import few_shot_prompt, pool_description

    samples = request.samples
    if samples > 1 and request.judge.temperature == 0:
        raise LabelerError(f"--samples {samples} at temperature 0 repeats one answer: add e.g. --temperature 0.7")
    template = load_prompt(request.prompt_file) if request.prompt_file else None
    if request.examples is None:
        return template
    few_shot = few_shot_prompt(repository, template, request.examples, request.examples_seed)
    click.echo(pool_description(few_shot))
    return few_shot
