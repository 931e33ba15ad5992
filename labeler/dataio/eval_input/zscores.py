"""trec_eval's `-Z Zmean_file`: each value printed as a z score against reference runs.

The file holds lines ``qid measure_name mean stddev`` (blank-separated; names as trec_eval prints
them: ``P_5``, ``ndcg_cut_10``). As trec_eval 10 does (convert_zscores.c), every query's value
becomes (value - mean) / stddev before it is averaged, so the `all` line is the mean z score (the
geometric means take the log of max(z, 1e-5)); a value whose query or measure the file lacks, or
whose stddev is 0 while the value differs from the mean, becomes -1000000. A line trec_eval would
read with atof (``x`` as 0) is refused here with its file and line.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from labeler.dataio.records.cells import CellError
from labeler.dataio.records.formats import TextLines, readable_path
from labeler.dataio.records.ids import clean_id
from labeler.dataio.records.whitespace import split_fields
from labeler.domain import InputError

MISSING_ZSCORE = -1000000.0  # trec_eval.h: MISSING_ZSCORE_VALUE


@dataclass(frozen=True)
class ZScores:
    """(qid, measure) -> (mean, stddev) from a Zmean file."""

    table: dict[tuple[str, str], tuple[float, float]]

    def convert(self, measure: str, query_ids: list[str], values: np.ndarray) -> np.ndarray:
        """The z score of each query's value of ``measure`` (trec_eval's te_convert_to_zscore)."""
        out = np.full(len(values), MISSING_ZSCORE, dtype=np.float64)
        for index, (qid, value) in enumerate(zip(query_ids, values.tolist())):
            found = self.table.get((qid, measure))
            if found is None:
                continue
            mean, stddev = found
            if stddev:
                out[index] = (value - mean) / stddev
            elif value == mean:
                out[index] = 0.0
        return out


def read_zscores(path: str) -> ZScores:
    """Read a Zmean file, its lines and fields split as trec_eval splits them (lines at LF, fields
    at ASCII blanks; a bare CR refused: formats.TextLines); a later line for the same (qid,
    measure) wins."""
    table: dict[tuple[str, str], tuple[float, float]] = {}
    try:
        for number, line in TextLines(readable_path(path)):
            fields = split_fields(line)
            if not fields:
                continue
            if len(fields) != 4:
                raise InputError(path, number, f"expected 4 fields (qid measure mean stddev), found {len(fields)}")
            try:
                table[(clean_id(fields[0], "qid"), fields[1])] = (float(fields[2]), float(fields[3]))
            except ValueError as exc:  # a CellError from clean_id is one too
                raise InputError(path, number, str(exc) if isinstance(exc, CellError)
                                 else "mean and stddev must be numbers") from None
    except OSError as exc:
        raise InputError(path, None, f"cannot read the Zmean file ({exc.strerror or exc})") from None
    if not table:
        raise InputError(path, None, "empty Zmean file")  # trec_eval: cannot read zscores file
    return ZScores(table)
