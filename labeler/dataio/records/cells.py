"""Single cells of an input record checked and converted: ids, text, integers. A bad cell is a
CellError, which the reader turns into `FILE:LINE: message` (or `FILE: row N: message`)."""

from __future__ import annotations

import math
import re
from typing import Any


SQLITE_INTEGER_RANGE = (-(2**63), 2**63 - 1)
"""The integers a database INTEGER column holds (SQLite and PostgreSQL BIGINT alike)."""


class CellError(ValueError):
    """A bad value in one record; the reader adds the file and line before the user sees it."""


def text_cell(value: Any, what: str = "text") -> str:
    """A required, non-blank text cell, kept exactly as given."""
    if isinstance(value, str):
        if value.strip():
            return value
        raise CellError(f"empty {what}")
    if value is None or (isinstance(value, float) and math.isnan(value)):
        raise CellError(f"missing {what}")
    raise CellError(f"{what} must be text, found {json_kind(value) if not hasattr(value, 'item') else type(value).__name__}")


def optional_text_cell(value: Any, what: str) -> str | None:
    """An optional text cell: None and '' become None; numbers (NaN too) are not text."""
    if value is None:
        return None
    if isinstance(value, str):
        return value if value != "" else None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise CellError(f"{what} must be text, found {type(value).__name__} {clipped_repr(value)}")


def optional_int_cell(value: Any, what: str) -> int | None:
    """An optional integer cell that fits a database INTEGER (see integer_value); None and blank
    text are None. Booleans, NaN and infinities are refused, never taken for missing."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return checked_integer(value, what, f"{what} must be an integer, found {clipped_repr(value)}")


def checked_integer(value: Any, what: str, not_an_integer: str) -> int:
    """The integer a cell holds (see integer_value), within a database INTEGER's range; a
    CellError saying `not_an_integer`, or that the number is out of range, otherwise."""
    number = integer_value(value)
    if number is None:
        raise CellError(not_an_integer)
    if not fits_integer_column(number):
        raise CellError(f"{what} {clipped_repr(value)} is {OUT_OF_RANGE}")
    return number


OUT_OF_RANGE = "out of range (a 64-bit integer: -2**63 to 2**63-1)"


def integer_value(value: Any) -> int | None:
    """The integer a cell holds: an int, an integral float, or decimal text (see decimal_integer);
    None for anything else (booleans, NaN, infinities, fractions, other text). Not range-checked."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    if isinstance(value, str):
        return decimal_integer(value)
    if hasattr(value, "item"):  # numpy scalars
        return integer_value(value.item())
    return None


def fits_integer_column(number: int) -> bool:
    """Whether a database INTEGER column (SQLite, PostgreSQL BIGINT) can hold the number."""
    low, high = SQLITE_INTEGER_RANGE
    return low <= number <= high


_DECIMAL_INTEGER = re.compile(r"[+-]?[0-9]+")
_HUGE = 10**40


def decimal_integer(text: str) -> int | None:
    """The integer a text spells in ASCII decimal digits (surrounding blanks allowed), else None.
    Stricter than int(), which also takes '1_000' and Arabic-Indic digits. Past 40 characters the
    value is only said to be huge (±10**40), so a megabyte of digits is never converted: every
    caller's range check refuses it anyway."""
    stripped = text.strip(" \t")
    if not _DECIMAL_INTEGER.fullmatch(stripped):
        return None
    if len(stripped) > 40:
        return -_HUGE if stripped.startswith("-") else _HUGE
    return int(stripped)


_DECIMAL_COMMA = re.compile(r"[+-]?[0-9]*,[0-9]+")


def decimal_comma(text: str) -> bool:
    """Whether text is a number written with a decimal comma (`2,5`), which no reader takes."""
    return _DECIMAL_COMMA.fullmatch(text.strip(" ")) is not None


def clipped_repr(value: Any) -> str:
    """A value for a message, cut short: a bad cell may be megabytes long."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def json_kind(value: Any) -> str:
    """How a JSON value is named in a message: a string, a number, an array, null, a boolean."""
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return "a number"
