"""A qrels file and a run file read into the trec_eval engine's input, the one way both
`labeler trec-eval` paths read them (labeler.launch.trec_eval, labeler.cli.trec_eval.command).

The run is read a range at a time when it is a plain file (labeler.dataio.eval_input.run_ranges), else whole
by read_run, which also names any bad line. It is ranked as it is read only when the engine would
sort it: with -M or -J, or when the qrels judge many chunks per query (else the engine counts the
judged rows' ranks, which is cheaper: labeler.metrics.ranking.counted), so the ranged read waits for
the qrels; a run the ranged reader declines at once (long chunk ids, a pipe, a compressed file) does
not depend on them and is read while the qrels are read in a thread. Either way, when both files are
wrong, the qrels' error is the one said.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labeler.metrics.arrays import EvalArrays
    from labeler.metrics.ranking.presorted import PresortedRun


def read_trec_inputs(qrels_path: str, run_path: str, *, compat: int | None, sorted_anyway: bool
                     ) -> tuple[EvalArrays, str, PresortedRun | None]:
    """(the joined arrays, the run's id (tag, else the file's stem), the run in trec_eval
    ``compat`` order or None; never ranked while read when ``compat`` is None, as for a caller
    that will evaluate only some rows). ``sorted_anyway``: the engine sorts the run whatever the
    qrels (-M or -J). A file's error is the qrels' first when both are wrong."""
    from labeler.dataio.eval_input.encode import encode_codes
    from labeler.dataio.qrels.files import read_qrels
    from labeler.dataio.eval_input.run_ranges import declined_at_once, read_ranked_run_codes, run_codes_read_whole
    from labeler.dataio.runs.reader import run_name
    from labeler.metrics.ranking.counted import MAX_PASSES

    if declined_at_once(run_path):  # read whole whatever the qrels say: both files at once
        qrels_read = _Beside(read_qrels, qrels_path, format="trec")
        try:
            (codes, run_id), presorted = run_codes_read_whole(run_path), None
        finally:
            qrels = qrels_read.result()  # its error first, the run's error only when the qrels are fine
    else:
        qrels = read_qrels(qrels_path, format="trec")  # small next to a big run
        rank_blocks = sorted_anyway or qrels.n_rows > MAX_PASSES * max(qrels.n_queries, 1)
        read = read_ranked_run_codes(run_path, compat if rank_blocks and compat is not None else None)
        if read is None:  # declined (comments, extra fields, ...): read whole, naming any bad line
            (codes, run_id), presorted = run_codes_read_whole(run_path), None
        else:
            (codes, presorted), run_id = read, run_name(run_path)
        del read
    arrays = encode_codes(codes, qrels, narrow_queries=True)
    del codes, qrels
    return arrays, run_id, presorted


class _Beside:
    """A call run in a thread beside the caller's work (Arrow's parse and kernels release the GIL, so
    the two reads share the cores); ``result`` waits for it and returns its value or raises its error."""

    def __init__(self, call: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        self._value: Any = None
        self._error: BaseException | None = None

        def run() -> None:
            try:
                self._value = call(*args, **kwargs)
            except BaseException as exc:  # handed to the caller's thread, raised there
                self._error = exc

        self._thread = threading.Thread(target=run, name="labeler-qrels", daemon=True)
        self._thread.start()

    def result(self) -> Any:
        """The call's value, once it is done; its error raised here."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._value
