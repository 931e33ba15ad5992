"""Several judges' grades as the calibration's evidence (bench only): ``bench_hybrid.py sweep --judges A+B+...``.

A judge spec ``A+B+C`` builds the pool from judge A's qrels (its grades are the pool's LLM grades: the
design, the LLM-alone baseline and the coarser calibration cell read them) and hands the estimator the
other judges' grades of the same pairs as ``Pool.evidence``. By default the other judges' grades are
summed into one column (three binary judges: the number of them saying relevant, 0-3), so UMBRELA x that
count is 4 x 4 = 16 codes; ``each=True`` keeps one column per judge (4 x 2 x 2 x 2 = 32 codes). A pair
another judge did not grade counts 0 in the sum, or has its own code -1 in its column.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np


def judge_names(spec: str) -> tuple[str, list[str]]:
    """(the primary judge, the others) of a ``A+B+...`` spec."""
    primary, *others = spec.split("+")
    return primary, others


def evidence(built: Any, folder: Path, others: list[str], *, each: bool = False) -> np.ndarray:
    """(N, J) the other judges' grades of the built pool's pairs (module docstring), J = 1 unless ``each``."""
    from labeler.services.evaluation.scoring import read_qrels_file

    columns = [built.align(read_qrels_file(str(folder / f"qrels.{name}.txt")), what=name) for name in others]
    grades = np.column_stack(columns)
    if each:
        return grades
    return np.maximum(grades, 0).sum(axis=1, keepdims=True)


def side_by_side(document: dict[str, Any], goals: dict[float, tuple[float, float, float | None, float]],
                 names: dict[str, str]) -> str:
    """Markdown: every ``A+...`` judge of a saved sweep beside judge A alone on the same draws, per collection,
    budget and run-quality bin, with the baselines (human only, query PPI, LLM alone) and the goals the
    several judges miss (C coverage below, O above, E error, H half-width)."""
    configs = document["configs"]
    by = {(c["collection"], c["judge"], round(c["budget"], 4), c["strategy"]): c for c in configs}
    label = document["estimator"]
    lines: list[str] = []
    for name, judge in dict.fromkeys((c["collection"], c["judge"]) for c in configs):
        primary, others = judge_names(judge)
        if not others or (name, primary) not in {(c["collection"], c["judge"]) for c in configs}:
            continue
        head = next(c for c in configs if (c["collection"], c["judge"]) == (name, judge))
        lines += ["", f"#### {names[name]}, {judge}: {head['runs']} runs ({head['real_runs']} real), "
                      f"{head['pairs']:,} pairs", "",
                  f"| budget | true nDCG@10 | runs | {primary} alone: cover (lowest run), bias, error, ± | "
                  "several judges: the same | goals missed | human only: cover, error, ± | query PPI: cover, error, ± "
                  "| LLM alone: error |", "|---|---|---|---|---|---|---|---|---|"]
        budgets = sorted({round(c["budget"], 4) for c in configs if (c["collection"], c["judge"]) == (name, judge)})
        notes = []
        for budget in budgets:
            alone, both = by[(name, primary, budget, label)], by[(name, judge, budget, label)]
            base = {s: by.get((name, primary, budget, s)) for s in ("human", "queries", "llm")}
            for i, b in enumerate(both["bins"]):
                a = alone["bins"][i]
                got = {s: (c["bins"][i] if c else None) for s, c in base.items()}
                lines.append(f"| {budget:.0%} | {b['low']:.1f}–{b['high']:.1f} | {b['runs']} | {_ours(a)} | {_ours(b)} | "
                             f"{' '.join(missed_goals(b, goals.get(budget)))} | {baseline_cell(got['human'])} | "
                             f"{baseline_cell(got['queries'])} | "
                             + (f"{got['llm']['error']:.3f}" if got["llm"] else "—") + " |")
            llm = base["llm"]
            real = "" if both["tau_real"] is None else (
                f" (real runs {both['tau_real']:.3f} / {alone['tau_real']:.3f}"
                + (f" / {llm['tau_real']:.3f}" if llm and llm["tau_real"] is not None else "") + ")")
            notes.append(f"{budget:.0%}: several {both['tau']:.3f}, alone {alone['tau']:.3f}"
                         + (f", LLM {llm['tau']:.3f}" if llm else "") + real
                         + f"; residual variance per pair {both['residual']:.4f} against {alone['residual']:.4f}")
        lines += ["", "Kendall tau, all runs — " + "; ".join(notes) + "."]
    return "\n".join(lines)


def _ours(b: dict[str, Any]) -> str:
    """'coverage (lowest run), bias, error, ±' of an estimator's bin."""
    return f"{b['coverage']:.1%} ({b['min_run_coverage']:.0%}), {b['bias']:+.3f}, {b['error']:.3f}, {b['half_width']:.3f}"


def baseline_cell(b: dict[str, Any] | None) -> str:
    """'coverage, error, ±' of a bin of a saved sweep (what it has of them), '—' for none."""
    if b is None:
        return "—"
    cover = "" if b["coverage"] is None else f"{b['coverage']:.1%}, "
    half = "" if b["half_width"] is None else f", {b['half_width']:.3f}"
    return f"{cover}{b['error']:.3f}{half}"


def missed_goals(b: dict[str, Any], goal: tuple[float, float, float | None, float] | None) -> list[str]:
    """The goals a bin misses: C coverage below goal[0], O above goal[1], E error above goal[2], H half-width
    above goal[3] (none without a goal)."""
    if goal is None:
        return []
    missed = ["C"] if b["coverage"] < goal[0] else ["O"] if b["coverage"] > goal[1] else []
    missed += ["E"] if goal[2] is not None and b["error"] > goal[2] else []
    return missed + (["H"] if b["half_width"] > goal[3] else [])
