"""A qrels file and a run file read into the trec_eval engine's input, the one way both
`labeler trec-eval` paths read them (labeler.launch.trec_eval, labeler.cli.trec_eval.command).

The run is read a range at a time when it is a plain file (labeler.dataio.eval_input.run_ranges), else whole
by read_run, which also names any bad line. It is ranked as it is read only when the engine would
sort it: with -M or -J, or when the qrels judge many chunks per query (else the engine counts the
judged rows' ranks, which is cheaper: labeler.metrics.ranking.counted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labeler.metrics.arrays import EvalArrays
    from labeler.metrics.ranking.presorted import PresortedRun


def read_trec_inputs(qrels_path: str, run_path: str, *, compat: int | None, sorted_anyway: bool
                     ) -> tuple[EvalArrays, str, PresortedRun | None]:
    """(the joined arrays, the run's id (tag, else the file's stem), the run in trec_eval
    ``compat`` order or None; never ranked while read when ``compat`` is None, as for a caller
    that will evaluate only some rows). ``sorted_anyway``: the engine sorts the run whatever the
    qrels (-M or -J)."""
    from labeler.dataio.eval_input.encode import encode_codes
    from labeler.dataio.qrels.files import read_qrels
    from labeler.dataio.eval_input.run_ranges import read_ranked_run_codes, run_codes_read_whole
    from labeler.dataio.runs.reader import run_name
    from labeler.metrics.ranking.counted import MAX_PASSES

    qrels = read_qrels(qrels_path, format="trec")  # small next to a big run
    rank_blocks = sorted_anyway or qrels.n_rows > MAX_PASSES * max(qrels.n_queries, 1)
    read = read_ranked_run_codes(run_path, compat if rank_blocks and compat is not None else None)
    if read is None:  # declined (long ids, comments, extra fields, a pipe): read whole, naming any bad line
        (codes, run_id), presorted = run_codes_read_whole(run_path), None
    else:
        (codes, presorted), run_id = read, run_name(run_path)
    arrays = encode_codes(codes, qrels, narrow_queries=True)
    del codes, qrels, read
    return arrays, run_id, presorted
