"""The pool, the LLM's grades and the runs' top k as the arrays hybrid estimation works on.

The pool is every (query, chunk) the LLM graded, and, given the human qrels, every pair a human
graded that the LLM did not (``Pool.rated`` False there: known pairs, never calibrated on). Runs are ranked as trec_eval ranks them
(``metrics.ranking``) by reusing ``dataio.eval_input.encode``: the pool is handed to it as a qrels table whose
"grade" is the pair's pool index, so each run row comes back with its pool index (or UNJUDGED when
the chunk is outside the pool, where it gains 0). Nothing here holds one Python object per pair.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from labeler.dataio.records.arrow_views import numpy_view
from labeler.dataio.eval_input.encode import encode
from labeler.dataio.qrels.files import QrelsTable
from labeler.dataio.qrels.rows import no_lines
from labeler.dataio.runs.table import RunTable
from labeler.domain.errors import InputError
from labeler.metrics.arrays import UNJUDGED
from labeler.metrics.hybrid import Pool
from labeler.metrics.hybrid.measures import GRADES, top_matrix
from labeler.metrics.grades.model import ModelGrades
from labeler.metrics.ranking import rank_order

MAX_LLM_GRADE = 9
PROB_COLUMNS = ("p0", "p1", "p2", "p3")


@dataclass(frozen=True)
class HybridPool:
    """A Pool plus the keys of its pairs (``qid``/``docid``, pool order) and of its queries and runs."""

    pool: Pool
    qid: pa.Array
    docid: pa.Array
    query_ids: list[str]
    run_names: list[str]
    llm_probs: np.ndarray | None = None  # (N, 4) the LLM's P(grade) where every pair has them, else None

    def align(self, qrels: QrelsTable, *, what: str = "human") -> np.ndarray:
        """Grade of each pool pair in ``qrels`` (-1 where it has none); pairs outside the pool are ignored.

        Human grades must be 0..3 (the hybrid measures' scale): anything else is an InputError.
        """
        table = qrels.latest().table
        grade = numpy_view(table.column("grade").combine_chunks()).astype(np.int64)
        bad = np.flatnonzero((grade < 0) | (grade >= GRADES))
        if len(bad):
            line = table.column("line")[int(bad[0])].as_py()
            raise InputError(qrels.path or what, line, f"{what} grade {int(grade[bad[0]])} is outside 0-3, "
                             "the scale hybrid estimates use")
        keys = pa.table({"qid": self.qid, "docid": self.docid, "index": pa.array(np.arange(len(self.qid)))})
        joined = keys.join(pa.table({"qid": table.column("qid"), "docid": table.column("docid"),
                                     "grade": pa.array(grade)}), ["qid", "docid"], join_type="inner")
        out = np.full(len(self.qid), -1, dtype=np.int64)
        out[numpy_view(joined.column("index").combine_chunks()).astype(np.int64)] = numpy_view(
            joined.column("grade").combine_chunks()).astype(np.int64)
        return out


def build_pool(llm: QrelsTable, runs: Sequence[RunTable], depth: int, *, compat: int = 10,
               human: QrelsTable | None = None) -> HybridPool:
    """The pool of ``llm``'s pairs and ``human``'s (sorted by query, then chunk id), the LLM's grades,
    and each run's top ``depth``."""
    table = llm.latest().table
    rated = None
    if human is not None:
        table, rated = _with_human_pairs(table, human.latest().table)
    order = pc.sort_indices(table, sort_keys=[("qid", "ascending"), ("docid", "ascending")])
    table = table.take(order)
    if rated is not None:
        rated = rated[numpy_view(order).astype(np.int64)]
    qid = table.column("qid").combine_chunks()
    docid = table.column("docid").combine_chunks()
    grade = numpy_view(table.column("grade").combine_chunks()).astype(np.int64)
    bad = np.flatnonzero((grade < 0) | (grade > MAX_LLM_GRADE))
    if len(bad):
        line = table.column("line")[int(bad[0])].as_py()
        raise InputError(llm.path or "LLM grades", line,
                         f"LLM grade {int(grade[bad[0]])} is outside 0-{MAX_LLM_GRADE}")
    vocabulary = pc.unique(qid)
    query_ids = vocabulary.to_pylist()
    query = numpy_view(pc.index_in(qid, value_set=vocabulary)).astype(np.int64)
    index_qrels = QrelsTable(pa.table({"qid": qid, "docid": docid,
                                       "grade": pa.array(np.arange(len(grade), dtype=np.int64)),
                                       "line": no_lines(len(grade))}), one_per_pair=True)
    tops = [_run_top(run, index_qrels, query_ids, depth, compat) for run in runs]
    # as deep as the deepest ranking, not the cutoff: nDCG@1000000 over 100-deep runs is 100 wide
    width = max((t.shape[1] for t in tops), default=0)
    top = np.full((len(tops), len(query_ids), width), -1, dtype=np.int64)
    for r, run_top in enumerate(tops):
        top[r, :, : run_top.shape[1]] = run_top
    probs = None
    if all(name in table.column_names for name in PROB_COLUMNS):
        probs = np.column_stack([numpy_view(table.column(name).combine_chunks()) for name in PROB_COLUMNS])
        probs = probs.astype(np.float64) if not np.isnan(probs).any() else None
    return HybridPool(pool=Pool(query=query, n_queries=len(query_ids), llm=grade, top=top, rated=rated),
                      qid=qid, docid=docid, query_ids=query_ids, run_names=[run.name for run in runs],
                      llm_probs=probs)


def _with_human_pairs(table: pa.Table, human: pa.Table) -> tuple[pa.Table, np.ndarray | None]:
    """The LLM's table with the human-graded pairs it lacks appended (grade 0, probabilities a
    uniform 1/4: placeholders no calibration reads), and the (N,) mask of the LLM's own rows."""
    keys = pa.table({"qid": human.column("qid"), "docid": human.column("docid"),
                     "line": human.column("line")})
    extra = keys.join(table.select(["qid", "docid"]), ["qid", "docid"], join_type="left anti")
    if not extra.num_rows:
        return table, None
    columns: dict[str, pa.Array] = {}
    for field in table.schema:
        if field.name in ("qid", "docid", "line"):
            columns[field.name] = extra.column(field.name).cast(field.type)
        elif field.name in PROB_COLUMNS:
            columns[field.name] = pa.array(np.full(extra.num_rows, 1.0 / GRADES), field.type)
        else:
            columns[field.name] = pa.array(np.zeros(extra.num_rows, dtype=np.int64)).cast(field.type)
    appended = pa.concat_tables([table, pa.table(columns, schema=table.schema)])
    rated = np.r_[np.ones(table.num_rows, dtype=bool), np.zeros(extra.num_rows, dtype=bool)]
    return appended, rated


def model_qrels(grades: ModelGrades, origin: str | None = None) -> QrelsTable:
    """A model's grades as a qrels table the pool is built from (probabilities as columns p0..p3)."""
    columns: dict[str, pa.Array] = {
        "qid": pa.array(grades.query_ids, pa.string()), "docid": pa.array(grades.chunk_ids, pa.string()),
        "grade": pa.array(np.asarray(grades.grades, dtype=np.int64)), "line": no_lines(len(grades.grades)),
    }
    for g, name in enumerate(PROB_COLUMNS):
        columns[name] = pa.array(np.asarray(grades.probs[:, g], dtype=np.float64))
    return QrelsTable(pa.table(columns), path=origin, one_per_pair=True)


def _run_top(run: RunTable, index_qrels: QrelsTable, query_ids: list[str], depth: int, compat: int) -> np.ndarray:
    """(Q, d) pool indexes of a run's top d per pool query, trec_eval's order; d is ``depth`` or the
    run's deepest ranking, whichever is shorter."""
    arrays = encode(run, index_qrels)
    order = rank_order(arrays.run_query, arrays.run_score, arrays.run_doc_order, compat=compat)
    query = arrays.run_query[order]
    start = np.flatnonzero(np.r_[True, query[1:] != query[:-1]]) if len(query) else np.zeros(0, np.int64)
    rank = np.arange(len(query)) - np.repeat(start, np.diff(np.r_[start, len(query)]))
    pool_of_vocab = np.full(arrays.n_queries, -1, dtype=np.int64)
    position = {q: i for i, q in enumerate(query_ids)}
    for i, q in enumerate(arrays.query_ids):
        pool_of_vocab[i] = position.get(q, -1)
    pool_query = pool_of_vocab[query]
    pair = arrays.run_grade[order]
    pair = np.where(pair == UNJUDGED, -1, pair)
    keep = pool_query >= 0
    reached = int(rank[keep].max()) + 1 if keep.any() else 0
    return top_matrix(pool_query[keep], pair[keep], rank[keep], len(query_ids), min(depth, reached))
