"""`labeler suggestions ...`: commands over the LLM suggestion sets the database holds (services.judging.ensembles)."""

from __future__ import annotations

import click

from labeler.cli.context import current_app as _ctx
from labeler.domain.choices import ENSEMBLE_RULES


def register(cli: click.Group) -> None:
    """Attach the `suggestions` group to the top-level group."""
    cli.add_command(suggestions_group)


@click.group("suggestions", short_help="Combine several LLM judges into one.")
def suggestions_group() -> None:
    """LLM suggestion sets: combine several judges into an ensemble."""


def _member_names(value: str) -> list[str]:
    return [name.strip() for name in value.split(",") if name.strip()]


@suggestions_group.command("combine", short_help="Combine models' suggestions into an ensemble.")
@click.option("--models", "models", required=True, help="The member models, comma-separated (e.g. gpt-4o,llama3#1,llama3#2).")
@click.option("--rule", type=click.Choice(ENSEMBLE_RULES.values), default=ENSEMBLE_RULES.default, show_default=True,
              help="How the members' grades become one.")
@click.option("--as", "name", required=True, help="The ensemble's name: use it wherever a model name goes.")
@click.option("--require-all", is_flag=True, help="Only pairs every member graded (default: combine the members present).")
def combine_cmd(models: str, rule: str, name: str, require_all: bool) -> None:
    """Combine several models' suggestions into an ensemble stored as suggestions of --as NAME.

    \b
    Each member votes with its newest ok grade of a pair; only the members that graded a pair vote.
      majority  the most frequent grade; a tie goes to the median of the votes, rounded half up
                (votes 1 and 3 give 2, votes 0 and 1 give 1): the rule `export qrels` uses for humans
      mean      the mean vote rounded half up (1.5 gives 2)
      median    the median vote; with an even count the two middle votes' mean, rounded half up
    P(grade) of each pair: the mean of the members' probabilities where every member that graded the
    pair gave them, else the share of the votes each grade got. The ensemble is then usable as
    `--model NAME` in agreement, `eval --estimate llm|hybrid` and `export qrels --source llm`.
    Running it again stores nothing new unless a member's grades changed. Example:

    \b
      labeler suggestions combine --models gpt-4o,gpt-4,llama3.2 --rule majority --as panel
    """
    from labeler.domain.untrusted import terminal_text
    from labeler.services.judging.ensembles import combine_suggestions

    result = combine_suggestions(_ctx().repository(), _member_names(models), rule, name, require_all=require_all)
    shown = terminal_text(name, one_line=True)
    partial = f"{result.partial:,} combined from the members present" if not require_all else \
        f"{result.left_out:,} left out (a member lacked them)"
    click.echo(
        f"ensemble {shown!r} ({rule} of {len(result.members)} models): {result.pairs:,} pairs, {partial}; "
        f"{result.from_member_probs:,} with the members' mean probabilities; "
        f"{result.added:,} added, {result.updated:,} updated, {result.unchanged:,} unchanged"
    )
