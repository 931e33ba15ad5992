"""`labeler sample`: choose the pairs humans grade (a sampling design) and queue them in grading order."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from labeler.cli.context import current_app
from labeler.cli.numbers import count
from labeler.cli.terminal.output import parents_option, prepare_output, shown_path
from labeler.domain.choices import SAMPLING_STRATEGIES

if TYPE_CHECKING:
    from labeler.services.estimation.design import SampleReport
    from labeler.storage import Repository


def register(cli: click.Group) -> None:
    """Attach `labeler sample`."""
    cli.add_command(sample_command)


@click.command("sample", short_help="Choose the pairs humans grade among the holes, within a budget.")
@click.option("--budget", type=count(1), required=True,
              help="How many pairs humans grade: the first of the design's order, drawn only among the pool pairs "
                   "no human has graded (the holes); more than the holes is refused.")
@click.option("--model", required=True, help="The model whose suggestions set the design (labeler judge / import suggestions).")
@click.option("--measure", default=None, help="The measure the design serves: nDCG@k, P@k or R@k. Default: nDCG@10, "
              "or the existing design's.")
@click.option("--strategy", type=click.Choice(SAMPLING_STRATEGIES.values), default=None,
              help="importance (default: more samples where the estimate is most uncertain), uniform, top "
              "(pairs in some run's top k), or decide (with --decide top-K).")
@click.option("--decide", "decide", default=None, metavar="top-K",
              help="Aim the grades at settling the top K runs in order (strategy decide: the pairs where the close "
                   "runs differ); labeler eval --estimate hybrid --decide top-K says when it is settled.")
@click.option("--seed", type=count(0, 2**31 - 1), default=None,
              help="Seed of the pairs' uniforms (default 0, or the existing design's).")
@click.option("--out", default=None, type=click.Path(dir_okay=False),
              help="Also write the chosen pairs (qid<TAB>chunk_id, in order) and FILE.design.tsv (every pool pair's "
              "size and uniform, for labeler eval --design).")
@click.option("--annotator", "annotator", default=None, help="Whose queue gets the pairs (default: the current annotator).")
@click.option("--new", "new", is_flag=True, help="Start a new design even though one exists (estimates use the newest).")
@parents_option
def sample_command(budget: int, model: str, measure: str | None, strategy: str | None, decide: str | None,
                   seed: int | None, out: str | None, annotator: str | None, new: bool, parents: bool) -> None:
    """Choose BUDGET of the holes (pool pairs no human graded) for human grading and queue them in the order
    they should be graded: where the runs' estimates gain most.

    \b
    The design (each hole's size and permanent uniform) is stored in the database; running again
    with a larger --budget extends it: the same order, grades kept, nothing assigned twice.
    Pairs humans graded before count with their grades in labeler eval --estimate hybrid.
    Pairs that may fool the LLM judge (labeler suspects) come first, and only their human
    grades count; those only the detector's learned stage flags (or flagged after the design
    was drawn) are drawn as any other, and their LLM grades are not used.
      labeler sample --budget 500 --model gpt-4o
      labeler sample --budget 1000 --model gpt-4o --out exports/sample.tsv
    """
    from labeler.services.estimation.design import sample

    app = current_app()
    if out is not None:
        prepare_output(out, parents=parents)
    who = annotator or app.annotator
    from labeler.cli.eval.estimates.options import decide_k

    report = sample(app.repository(), budget=budget, model=model, annotator=who, measure=measure,
                    strategy=strategy, seed=seed, new=new, decide=decide_k(decide))
    for line in report_lines(report):
        click.echo(line)
    if out is not None:
        from labeler.dataio.estimation.design_files import design_path, write_chosen, write_design

        write_chosen(out, report.chosen)
        sidecar = design_path(out)
        covered = [i for i in range(report.pool_pairs) if report.population is None or report.population[i]]
        write_design(sidecar, [report.pool_keys[i][0] for i in covered], [report.pool_keys[i][1] for i in covered],
                     report.sizes[covered].tolist(), report.uniforms[covered].tolist())
        click.echo(f"wrote {len(report.chosen):,} pairs in grading order to {shown_path(out)}, "
                   f"and the design of the {len(covered):,} pool pairs it covers to {shown_path(sidecar)}")


def report_lines(report: "SampleReport") -> list[str]:
    """What `labeler sample` prints: the design, the chosen pairs, who got them."""
    from labeler.domain.untrusted import terminal_text

    spec = report.design.spec
    state = "new" if report.created else "extended"
    covered = (f"{report.pool_pairs:,} pool pairs" if not report.known else
               f"over the {report.holes:,} of its {report.pool_pairs:,} pool pairs no human had graded (the holes; "
               f"the other {report.known:,} count with their human grades)")
    lines = [f"sampling design #{report.design.id} ({state}): model {terminal_text(spec.model, one_line=True)}, "
             f"{spec.measure}, strategy {spec.strategy}, seed {spec.seed}, {covered}"]
    if report.new_pairs and not report.created:
        lines.append(f"{report.new_pairs:,} {'pair' if report.new_pairs == 1 else 'pairs'} joined the pool since the "
                     "design was made: sized on its scale")
    if report.first:
        one = report.first == 1
        lines.append(f"{report.first:,} {'pair' if one else 'pairs'} may fool the LLM judge (labeler suspects): "
                     f"{'it comes' if one else 'they come'} first in the order and "
                     f"{'counts with its human grade' if one else 'count with their human grades'} only "
                     f"(the model's {'grade of it is' if one else 'grades of them are'} not used)")
    if report.aside:
        one = report.aside == 1
        lines.append(f"{report.aside:,} more {'pair' if one else 'pairs'} may fool the LLM judge (labeler suspects; "
                     f"the learned stage's weaker verdict, or flagged after the design was drawn): drawn as any other, "
                     f"but the model's {'grade of it is' if one else 'grades of them are'} not used")
    who = terminal_text(report.annotator, one_line=True)
    waiting = f", {report.already_assigned:,} already in a queue" if report.already_assigned else ""
    lines.append(f"chosen {len(report.chosen):,} pairs: {report.already_graded:,} already graded, "
                 f"{report.queued:,} newly queued for {who}{waiting}")
    if report.expected_half_width is not None:
        from labeler.services.estimation.design import forecast_words

        lines.append(forecast_words(report))
    return lines


def design_status_rows(repository: "Repository") -> list[tuple[str, str]]:
    """`labeler status` rows about the newest sampling design (none without one)."""
    from labeler.domain.untrusted import terminal_text
    from labeler.services.estimation.design_status import design_status

    status = design_status(repository)
    if status is None:
        return []
    spec = status.design.spec
    return [
        ("sampling design", f"#{status.design.id}: model {terminal_text(spec.model, one_line=True)}, {spec.measure}, "
                            f"strategy {spec.strategy}, seed {spec.seed}"),
        ("  chosen (budget)", f"{status.chosen:,} of {status.design.pairs:,} pool pairs"),
        ("  chosen and graded", f"{status.graded_chosen:,} / {status.chosen:,}"),
        ("  graded in order so far", f"{status.graded_in_order:,}"),
    ]
