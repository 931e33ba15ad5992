"""What the importers' property tests share: hypothesis settings, hostile cell texts and JSON tokens, and a
database digest that notices any change."""

from __future__ import annotations

import hashlib
import os
import sqlite3
from pathlib import Path

from hypothesis import HealthCheck, settings


FUZZ = settings(
    max_examples=int(os.environ.get("LABELER_FUZZ_EXAMPLES", "100")), deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# Values that have broken a reader before, or could: numbers past int64 and past Python's
# 4300-digit int limit, non-finite numbers, booleans, blanks of every kind, BOMs, control
# characters, markup, quotes, separators, digits int() reads but trec_eval does not.
HOSTILE_TEXT = [
    "", " ", "\t", "\u00a0", "\u2028", "\u3000", "\ufeff", "\x00", "\x1b[31m", "\x1c", "\r", "\f", "\v",
    "99999999999999999999999", "9223372036854775808", "-9223372036854775809", "9" * 5000, "1e999", "-1e999",
    "NaN", "nan", "inf", "-Infinity", "true", "False", "null", "None", "0x3", "1_0", "+3", "-0", "03", "3.0",
    "2.5", "\u0663", "\U0001d7d1", "[bold]x[/]", '"', "'", ",", '","', "\\", "#", "# comment", "{", "[", "]",
    "q1", "d1", "é", "\U0001f600", "../../etc/passwd", "=cmd|' /C calc'!A0",
]


# Raw JSON tokens for a JSONL field (json.dumps could not write most of them).
HOSTILE_JSON = [
    "NaN", "Infinity", "-Infinity", "1e999", "true", "false", "null", "[]", "{}", '""', '" "', "99999999999999999999999",
    "9223372036854775808", "9" * 5000, "1.5", "-0.0", "3.0", '"\\ud800"', '"\\udc00x"', '"\\u0000"', '"\\ufeff"',
    '{"a": NaN}', '{"a": [1, {"b": 1e999}]}', "[" * 50 + "]" * 50, '"3"', '"x\\ny"',
]


def db_digest(db: Path) -> str:
    """A digest of the whole SQLite dump: any change to any table changes it."""
    con = sqlite3.connect(db)
    try:
        return hashlib.sha256("\n".join(con.iterdump()).encode("utf-8", "surrogatepass")).hexdigest()
    finally:
        con.close()
