"""Qrels that take a human grade where one exists, else an LLM's: what `--estimate llm` scores with.

The same rule as `labeler export qrels --source human-then-llm` (services.exporting), on Arrow
tables: a human grade always wins; an LLM grade fills only pairs no human graded.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyarrow as pa

from labeler.dataio.qrels import QrelsTable
from labeler.dataio.qrels_rows import QRELS_SCHEMA, qrels_arrow_table


def human_then_llm(human: QrelsTable, llm: QrelsTable) -> QrelsTable:
    """Every human row, then the LLM's rows for pairs without a human grade (one row per pair)."""
    names = list(QRELS_SCHEMA.names)
    people = human.latest().table.select(names).cast(QRELS_SCHEMA)
    model = llm.latest().table.select(names).cast(QRELS_SCHEMA)
    filled = model.join(people.select(["qid", "docid"]), ["qid", "docid"], join_type="left anti")
    merged = pa.concat_tables([people, filled.select(names).cast(QRELS_SCHEMA)])
    return QrelsTable(merged, path=None, one_per_pair=True)


def columns_qrels(query_ids: Sequence[str], chunk_ids: Sequence[str], grades: np.ndarray) -> QrelsTable:
    """A qrels table from parallel columns, one row per pair (e.g. the database's suggestions)."""
    table = qrels_arrow_table(list(query_ids), list(chunk_ids), np.asarray(grades, dtype=np.int64).tolist(), None)
    return QrelsTable(table, path=None, one_per_pair=True)
