"""`labeler simulate`: on a fully judged collection, how good are hybrid estimates at each budget?"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import click

from labeler.cli.numbers import MAX_DRAWS, SEED, count, real
from labeler.cli.terminal.output import parents_option, prepare_output, shown_path
from labeler.domain.choices import COMPAT_VERSIONS, TABLE_OUTPUTS

if TYPE_CHECKING:
    from labeler.services.simulation import SimulationResult


def register(cli: click.Group) -> None:
    """Attach `labeler simulate`."""
    cli.add_command(simulate_command)


@click.command("simulate", short_help="Simulate a human budget before spending it.")
@click.argument("runs", nargs=-1, required=True, metavar="RUN [RUN ...]")
@click.option("--qrels", "qrels_path", required=True, type=click.Path(exists=True, dir_okay=False), metavar="FULL",
              help="Human grades of every pool pair (the truth the simulation measures against).")
@click.option("--llm-qrels", "llm_path", required=True, type=click.Path(exists=True, dir_okay=False), metavar="LLM",
              help="The LLM's grades of the same pairs: qrels, or CSV/JSONL/Parquet with probabilities.")
@click.option("--budget", default="5%,10%,20%", show_default=True,
              help="Human budgets: percentages of the pool (10%), fractions (0.1) or pair counts (500), comma-separated.")
@click.option("--strategy", "strategies", default=None, metavar="S[,S...]",
              help="Sampling strategies and baselines to compare: importance, uniform, top, llm, queries, "
                   "calibrated (default: all of these), and decide (aimed at the top 5 runs in order).")
@click.option("--draws", type=count(2, MAX_DRAWS), default=200, show_default=True, help="Simulated samples per budget and strategy.")
@click.option("--measure", default="nDCG@10", show_default=True, help="nDCG@k, P@k or R@k.")
@click.option("--synthetic-runs", "synthetic", type=count(0, 100), default=0, show_default=True,
              help="Add this many made-up runs of every quality (nDCG@10 ~0.25 to ~0.98, some queries ranked "
                   "perfectly, unjudged passages mixed in), ranked from the human grades: to see how estimates "
                   "hold for runs stronger or weaker than yours.")
@click.option("--bins", default="0.4,0.6,0.8", show_default=True, metavar="EDGES",
              help="Report error, bias and coverage per bin of the runs' true value, cut at these edges.")
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed of the draws (same seed, same numbers).")
@click.option("--confidence", type=real(), default=0.95, show_default=True, help="Interval level, between 0 and 1.")
@click.option("--compat", type=click.Choice(COMPAT_VERSIONS.values), default=COMPAT_VERSIONS.default, show_default=True,
              help="trec_eval version whose score comparison ranks the runs (9: float32, as pytrec_eval).")
@click.option("--format", "fmt", type=click.Choice(TABLE_OUTPUTS.values), default=TABLE_OUTPUTS.default, show_default=True)
@click.option("--out", default=None, type=click.Path(dir_okay=False), metavar="FILE",
              help="Also write the results: .html (charts of error, half-width and coverage by budget) or .json.")
@parents_option
def simulate_command(runs: tuple[str, ...], qrels_path: str, llm_path: str, budget: str, strategies: str | None,
                     draws: int, measure: str, synthetic: int, bins: str, seed: int, confidence: float, compat: str,
                     fmt: str, out: str | None, parents: bool) -> None:
    """Decide a human budget before spending it: on a collection where humans graded every pool
    pair (a pilot, or TREC DL), pretend they graded only a sample, estimate every run, and compare
    with the truth, many times over.

    \b
    Per budget and strategy it prints the mean absolute error per run, the mean half-width of the
    intervals, their coverage (share of runs, and of run differences, whose interval holds the
    truth), and Kendall's tau between the estimated and the true ranking; then the same per bin of
    run quality (with the bias: the mean signed error), since strong runs can fare worse than the
    average. Baselines: llm (LLM grades only), queries (humans grade whole random queries; PPI per
    query), calibrated (LLM grades mapped to the sample's mean human grade, no correction). Example:
      labeler simulate --qrels human.txt --llm-qrels gpt4.txt runs/*.run --budget 5%,10%,20%
    """
    from labeler.cli.context import current_app
    from labeler.cli.terminal.progress import progress_bar
    from labeler.cli.eval.inputs import database_exists
    from labeler.dataio.records.formats import is_input_file
    from labeler.services.evaluation.scoring import read_qrels_file
    from labeler.services.estimation.pool_source import pool_from_files
    from labeler.services.simulation import SIMULATION_STRATEGIES, parse_budgets, simulate

    if out:
        if not out.endswith((".html", ".json")):
            raise click.UsageError(f"--out {out}: write .html or .json")
        prepare_output(out, parents=parents)
    depth = _depth(measure)
    app = current_app()
    needs_db = not all(is_input_file(source) for source in runs)
    repository = app.repository(read_only=True) if needs_db and database_exists(app.db) else None
    pool = pool_from_files(llm_path, list(runs), depth, repository=repository, compat=int(compat))
    human = pool.align(read_qrels_file(qrels_path))
    chosen = [s.strip() for s in strategies.split(",") if s.strip()] if strategies else [
        s for s in SIMULATION_STRATEGIES if s != "decide"]
    edges = _bin_edges(bins)
    with progress_bar("simulating", unit="rows") as on_progress:
        result = simulate(pool, human, measure, parse_budgets(budget, pool.pool.size), chosen, draws=draws,
                          seed=seed, confidence=confidence, progress=on_progress, bins=edges, synthetic=synthetic)
    document = simulation_document(result)
    if fmt == "json":
        click.echo(json.dumps(document, indent=2))
    else:
        click.echo(simulation_table(result))
    if out:
        if out.endswith(".json"):
            with open(out, "w", encoding="utf-8") as handle:
                json.dump(document, handle, indent=2)
        else:
            from labeler.dataio.reports.simulation_html import simulation_html

            with open(out, "w", encoding="utf-8") as handle:
                handle.write(simulation_html(document))
        click.echo(f"\nwrote {shown_path(out)}")


def _bin_edges(text: str) -> tuple[float, ...]:
    """'0.4,0.6,0.8' as increasing edges strictly between 0 and 1 (a UsageError otherwise)."""
    try:
        edges = tuple(float(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise click.UsageError(f"--bins {text}: give values between 0 and 1, e.g. 0.4,0.6,0.8") from None
    if any(not 0 < edge < 1 for edge in edges) or list(edges) != sorted(set(edges)):
        raise click.UsageError(f"--bins {text}: give increasing values strictly between 0 and 1, e.g. 0.4,0.6,0.8")
    return edges


def _depth(measure: str) -> int:
    from labeler.services.estimation.hybrid import hybrid_measures

    return hybrid_measures([measure])[0].depth


def simulation_document(result: "SimulationResult") -> dict[str, Any]:
    """The results as JSON-ready data (rows in budget, then strategy order)."""
    return {
        "measure": result.measure, "draws": result.draws, "confidence": result.confidence, "seed": result.seed,
        "pairs": result.pairs, "queries": result.queries, "runs": result.runs, "notes": result.notes,
        "synthetic_runs": result.synthetic_runs, "bins": list(result.bins), "truth": result.truth,
        "llm_values": result.llm_values,
        "rows": [{"budget": row.budget, "strategy": row.strategy, "human_judgments": row.human_judgments,
                  "error": row.error, "half_width": row.half_width, "coverage": row.coverage,
                  "difference_coverage": row.difference_coverage, "kendall_tau": row.tau, "bias": row.bias,
                  "kendall_tau_real_runs": row.tau_real,
                  "by_quality": [{"low": b.low, "high": b.high, "runs": b.runs, "error": b.error, "bias": b.bias,
                                  "max_run_bias": b.max_run_bias, "half_width": b.half_width,
                                  "coverage": b.coverage, "min_run_coverage": b.min_run_coverage}
                                 for b in row.bins]} for row in result.rows],
    }


def simulation_table(result: "SimulationResult") -> str:
    """The results as an aligned text table with a header saying what was simulated."""
    def cell(value: float | None, form: str) -> str:
        return "—" if value is None else format(value, form)

    lines = [f"{result.measure} over {result.runs} runs, {result.queries} queries, {result.pairs:,} pool pairs; "
             f"{result.draws} draws per row, {result.confidence:.0%} intervals, seed {result.seed}"]
    lines += [f"note: {note}" for note in result.notes]
    header = f"{'budget':>7}  {'strategy':<11} {'human':>7}  {'error':>6}  {'± half':>6}  {'cover':>6}  {'diff cov':>8}  {'tau':>6}"
    lines += [header, "-" * len(header)]
    for row in result.rows:
        lines.append(f"{row.budget:>7.1%}  {row.strategy:<11} {row.human_judgments:>7,.0f}  {row.error:>6.4f}  "
                     f"{cell(row.half_width, '6.4f'):>6}  {cell(row.coverage, '6.1%'):>6}  "
                     f"{cell(row.difference_coverage, '8.1%'):>8}  {row.tau:>6.3f}")
    lines += ["", "by run quality (true value): runs in the bin, mean |error|, bias (mean signed error; and the "
              "run's largest), half-width, coverage (and the lowest run's)"]
    header = (f"{'budget':>7}  {'strategy':<11} {'bin':<9} {'runs':>4}  {'error':>6}  {'bias':>7}  {'worst':>7}  "
              f"{'± half':>6}  {'cover':>6}  {'lowest':>6}")
    lines += [header, "-" * len(header)]
    for row in result.rows:
        for b in row.bins:
            lines.append(f"{row.budget:>7.1%}  {row.strategy:<11} {b.low:.1f}-{b.high:.1f}   {b.runs:>4}  {b.error:>6.4f}  "
                         f"{b.bias:>+7.4f}  {b.max_run_bias:>+7.4f}  {cell(b.half_width, '6.4f'):>6}  "
                         f"{cell(b.coverage, '6.1%'):>6}  {cell(b.min_run_coverage, '6.1%'):>6}")
    return "\n".join(lines)
