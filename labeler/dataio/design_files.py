"""Files of ``labeler sample --out FILE``: the chosen pairs in order, and the design beside them.

- ``FILE``: one ``qid<TAB>chunk_id`` line per chosen pair, in the order they should be graded;
- ``FILE.design.tsv``: ``qid<TAB>chunk_id<TAB>size<TAB>uniform`` for every pool pair (no header),
  floats written so they read back exactly. ``labeler eval --design FILE.design.tsv`` reads it
  back (``read_design_file``) to know each pair's size and permanent uniform.

Ids holding a tab, a newline or a carriage return cannot be written in this format: refused.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from labeler.dataio.tables import write_lines
from labeler.domain.errors import InputError

DESIGN_SUFFIX = ".design.tsv"
_FORBIDDEN = ("\t", "\n", "\r")


@dataclass(frozen=True)
class DesignFile:
    """The rows of a design file, in file order: keys, sizes and uniforms."""

    query_ids: list[str]
    chunk_ids: list[str]
    sizes: list[float]
    uniforms: list[float]


def design_path(out: str | Path) -> Path:
    """The design sidecar of an --out file: FILE.design.tsv."""
    return Path(f"{out}{DESIGN_SUFFIX}")


def _checked(path: str | Path, query_id: str, chunk_id: str) -> tuple[str, str]:
    if any(ch in query_id + chunk_id for ch in _FORBIDDEN) or not query_id or not chunk_id:
        raise InputError(path, None, f"ids cannot be empty or hold tabs or line breaks here: {query_id!r} {chunk_id!r}")
    return query_id, chunk_id


def write_chosen(path: str | Path, pairs: Iterable[tuple[str, str]]) -> Path:
    """Write ``qid<TAB>chunk_id`` lines in the given (grading) order, atomically."""
    return write_lines(path, ["\t".join(_checked(path, q, c)) for q, c in pairs])


def write_design(path: str | Path, query_ids: Sequence[str], chunk_ids: Sequence[str],
                 sizes: Sequence[float], uniforms: Sequence[float]) -> Path:
    """Write ``qid<TAB>chunk_id<TAB>size<TAB>uniform`` for every pair, atomically (repr: exact floats)."""
    lines = [f"{q}\t{c}\t{float(s)!r}\t{float(u)!r}"
             for (q, c), s, u in zip((_checked(path, q, c) for q, c in zip(query_ids, chunk_ids)), sizes, uniforms)]
    return write_lines(path, lines)


def read_design_file(path: str | Path) -> DesignFile:
    """Read a design file; ``path:line:`` errors for a wrong field count, a size that is not a positive
    number, a uniform outside (0, 1), or a pair given twice. Blank lines and # comments are skipped."""
    rows = DesignFile([], [], [], [])
    seen: dict[tuple[str, str], int] = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(path, None, "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(path, None, f"cannot read: {exc}") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 4:
            raise InputError(path, number, f"expected 4 tab-separated fields (qid, chunk_id, size, uniform), got {len(fields)}")
        query_id, chunk_id = fields[0], fields[1]
        size = _number(path, number, "size", fields[2])
        uniform = _number(path, number, "uniform", fields[3])
        if not size > 0:
            raise InputError(path, number, f"size must be positive, not {fields[2]}")
        if not 0 < uniform < 1:
            raise InputError(path, number, f"uniform must be strictly between 0 and 1, not {fields[3]}")
        if (query_id, chunk_id) in seen:
            raise InputError(path, number, f"pair {query_id} {chunk_id} is already given on line {seen[(query_id, chunk_id)]}")
        seen[(query_id, chunk_id)] = number
        rows.query_ids.append(query_id)
        rows.chunk_ids.append(chunk_id)
        rows.sizes.append(size)
        rows.uniforms.append(uniform)
    return rows


def _number(path: str | Path, line: int, what: str, text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise InputError(path, line, f"{what} {text!r} is not a number") from None
    if not math.isfinite(value):
        raise InputError(path, line, f"{what} {text!r} is not a finite number")
    return value
