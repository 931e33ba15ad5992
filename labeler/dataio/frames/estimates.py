"""Estimates as a DataFrame: what `labeler.evaluate(estimate=...)` returns per run."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pandas as pd

Cell = tuple[float, "float | None", "float | None"]  # value, ci_low, ci_high


def estimates_frame(runs: Sequence[tuple[str, Mapping[str, Cell]]], measures: Sequence[str], *,
                    intervals: bool) -> pd.DataFrame:
    """One row per run: ``run``, then each measure's value and, with intervals, ``"<measure> ci_low"``
    and ``"<measure> ci_high"`` (NaN where a measure has no interval)."""
    nan = float("nan")
    columns = ["run"] + [c for m in measures for c in ((m, f"{m} ci_low", f"{m} ci_high") if intervals else (m,))]
    records = []
    for name, cells in runs:
        record: dict[str, Any] = {"run": name}
        for measure in measures:
            value, low, high = cells[measure]
            record[measure] = value
            if intervals:
                record[f"{measure} ci_low"] = nan if low is None else low
                record[f"{measure} ci_high"] = nan if high is None else high
        records.append(record)
    return pd.DataFrame.from_records(records, columns=columns)
