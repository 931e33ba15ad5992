"""Hostile run files: every one either imports or is refused with one line naming the file and
a line (Parquet: a row), never another exception, and a refused file leaves the database as it
was. Valid-looking TREC/CSV/JSONL runs get one field broken (huge numbers, booleans, NaN/inf,
empty fields, stray unicode), a BOM, mixed line endings, a bad byte or a repeated row."""

from __future__ import annotations

import itertools
import json
import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labeler.dataio.runs.reader import read_run
from labeler.domain import LabelerError
from labeler.services.importing import import_run
from labeler.storage import open_repository
from tests.projects.tiny_project import db_digest

IDS = st.text(alphabet="abcdefgq0123456789_-.", min_size=1, max_size=6)
SCORES = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False).map(repr)
RANKS = st.integers(min_value=0, max_value=10_000).map(str)

# Broken values, written as the file would spell them.
BROKEN_TOKENS = [
    "", "x", "true", "False", "nan", "-NaN", "inf", "-Infinity", "1e400", "-1e400", "1e-400",
    "99999999999999999999999", "-99999999999999999999999", "9223372036854775808", "\u0661", "1_0",
    "0x10", "+1", "1.5", ".", "-", "e5", "1e", "\x00", "\u00a0", "a\u00a0b", "\x1b[31m", "\u202e",
    "\ufeff", "a b", "\t", "\x0b", "\x85", "\u2028", "é", '"', "'", "\\", "{}", "[1]",
]
BROKEN_JSON = [
    "true", "false", "null", "NaN", "Infinity", "-Infinity", "1e400", "-1e400",
    "99999999999999999999999", "1" + "0" * 400, "-0", "1.5", "0.5e1", '"x"', '""', '"1.5"', '" 7 "',
    '"true"', '"nan"', "[1]", "{}", '{"a": 1}', '"\\u0000"', '"\\ud800"', '"\u00a0"',
]
ENDINGS = ["\n", "\r\n", "\r"]
FIELDS = {"trec": ("qid", "q0", "docid", "rank", "score", "tag"), "csv": ("qid", "docid", "score", "rank"),
          "jsonl": ("qid", "docid", "score", "rank")}
LOCATED = re.compile(r"^(?P<path>.+?):(?: row \d+:|\d+:) \S")


@st.composite
def hostile_runs(draw: st.DrawFn) -> tuple[str, bytes]:
    """(file suffix, bytes): a small valid run in one format with one thing broken (or none)."""
    kind = draw(st.sampled_from(sorted(FIELDS)))
    n_rows = draw(st.integers(min_value=1, max_value=5))
    rows = [
        {"qid": draw(IDS), "q0": "Q0", "docid": draw(IDS), "rank": draw(RANKS), "score": draw(SCORES), "tag": "t"}
        for _ in range(n_rows)
    ]
    if kind == "jsonl":
        for row in rows:
            for field in ("qid", "docid"):
                row[field] = json.dumps(row[field])
    breakage = draw(st.sampled_from(["field", "field", "field", "duplicate", "drop", "extra", "none"]))
    at = draw(st.integers(min_value=0, max_value=n_rows - 1))
    field = draw(st.sampled_from(FIELDS[kind]))
    if breakage == "field":
        rows[at][field] = draw(st.sampled_from(BROKEN_JSON if kind == "jsonl" else BROKEN_TOKENS))
    elif breakage == "duplicate":
        rows.append(dict(rows[at]))
    elif breakage == "drop":
        rows[at].pop(field)
    elif breakage == "extra":
        rows[at]["extra"] = draw(st.sampled_from(BROKEN_TOKENS))
    lines = [_line(kind, row) for row in rows]
    if kind == "csv":
        lines.insert(0, "qid,docid,score,rank")
    if draw(st.booleans()):
        lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(["", "  ", "\t", "\u00a0"])))
    endings = [draw(st.sampled_from(ENDINGS)) for _ in lines]
    data = "".join(line + ending for line, ending in zip(lines, endings)).encode("utf-8")
    if draw(st.booleans()):
        data = b"\xef\xbb\xbf" + data
    if draw(st.integers(0, 9)) == 0:
        cut = draw(st.integers(0, len(data)))
        data = data[:cut] + b"\xff" + data[cut:]
    return {"trec": ".trec", "csv": ".csv", "jsonl": ".jsonl"}[kind], data


def _line(kind: str, row: dict[str, str]) -> str:
    if kind == "trec":
        return " ".join(row[field] for field in (*FIELDS["trec"], "extra") if field in row)
    if kind == "csv":
        return ",".join(row[field] for field in (*FIELDS["csv"], "extra") if field in row)
    return "{" + ", ".join(f'"{field}": {value}' for field, value in row.items() if field not in ("q0", "tag")) + "}"


@pytest.fixture(scope="module")
def shared_repository(tmp_path_factory):
    db = tmp_path_factory.mktemp("fuzz") / "runs.db"
    repository = open_repository(str(db))
    yield repository, db
    repository.close()


@settings(max_examples=int(os.environ.get("LABELER_FUZZ_EXAMPLES", "150")), deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=hostile_runs())
def test_a_hostile_run_imports_or_is_refused_with_its_line(shared_repository, tmp_path, case):
    repository, db = shared_repository
    suffix, data = case
    path = tmp_path / f"run{next(_COUNTER)}{suffix}"
    path.write_bytes(data)
    before = db_digest(db)
    try:
        import_run(repository, path, name=path.stem)
    except LabelerError as exc:
        _assert_located(exc, path)
        assert db_digest(db) == before
    try:
        read_run(path, ranks=False)  # evaluation's read: the same promise
    except LabelerError as exc:
        _assert_located(exc, path)


_COUNTER = itertools.count()


def _assert_located(exc: LabelerError, path: Path) -> None:
    text = str(exc)
    assert "\n" not in text.rstrip("\n"), text
    match = LOCATED.match(text)
    assert match and match.group("path") == str(path), text
