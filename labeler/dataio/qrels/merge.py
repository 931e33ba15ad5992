"""Qrels that take a human grade where one exists, else an LLM's: what `--estimate llm` scores with.

The same rule as `labeler export qrels --source human-then-llm` (services.exporting.exports), on Arrow
tables: a human grade always wins; an LLM grade fills only pairs no human graded.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.arrow_views import arrow_view, numpy_view
from labeler.dataio.qrels.files import QrelsTable
from labeler.dataio.qrels.rows import QRELS_SCHEMA, qrels_arrow_table


def human_then_llm(human: QrelsTable, llm: QrelsTable) -> QrelsTable:
    """Every human row, then the LLM's rows for pairs without a human grade (one row per pair)."""
    names = list(QRELS_SCHEMA.names)
    people = human.latest().table.select(names).cast(QRELS_SCHEMA)
    model = llm.latest().table.select(names).cast(QRELS_SCHEMA)
    # integer pair codes, numpy and zero-copy views: an Acero join or pa.array(numpy) would load
    # Acero or pandas, and their objects slow every gc.collect evaluate_sources runs between runs
    people_codes, model_codes = _pair_codes(people, model)
    filled = model.take(arrow_view(np.flatnonzero(~np.isin(model_codes, people_codes))))
    merged = pa.concat_tables([people, filled]).combine_chunks()
    return QrelsTable(merged, path=None, one_per_pair=True)


def _pair_codes(first: pa.Table, second: pa.Table) -> tuple[np.ndarray, np.ndarray]:
    """One int64 per (qid, docid) of each table, equal exactly when the pairs are equal."""
    codes: list[np.ndarray] = []
    vocabularies: dict[str, pa.Array] = {}
    for column in ("qid", "docid"):
        joined = pa.chunked_array(first.column(column).chunks + second.column(column).chunks, pa.string())
        vocabularies[column] = pc.unique(joined.combine_chunks())
    width = np.int64(len(vocabularies["docid"]))
    for table in (first, second):
        query = numpy_view(pc.index_in(table.column("qid").combine_chunks(), value_set=vocabularies["qid"]))
        chunk = numpy_view(pc.index_in(table.column("docid").combine_chunks(), value_set=vocabularies["docid"]))
        codes.append(query.astype(np.int64) * width + chunk.astype(np.int64))
    return codes[0], codes[1]


def columns_qrels(query_ids: Sequence[str], chunk_ids: Sequence[str], grades: np.ndarray) -> QrelsTable:
    """A qrels table from parallel columns, one row per pair (e.g. the database's suggestions)."""
    table = qrels_arrow_table(list(query_ids), list(chunk_ids), np.asarray(grades, dtype=np.int64).tolist(), None)
    return QrelsTable(table, path=None, one_per_pair=True)
