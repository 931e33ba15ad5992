"""A tiny project's files (two queries, three chunks, two runs, qrels) and the command line run on it in
process: what CLI tests across the suite share."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from labeler.cli import cli

QUERIES_TSV = "q1\twhat is a heat pump\nq2\thow to winterize a hose\n"
CORPUS_JSONL = "\n".join(
    json.dumps(row)
    for row in [
        {"_id": "c1", "title": "Heat pumps", "text": "A heat pump moves heat from outside air into the house."},
        {"_id": "c2", "title": "Hoses", "text": "Drain the hose and store it indoors before the frost."},
        {"_id": "c3", "title": "Boilers", "text": "A boiler burns gas to heat water."},
    ]
) + "\n"
RUN_A = "q1 Q0 c1 1 9.5 bm25\nq1 Q0 c3 2 7.0 bm25\nq1 Q0 c9 3 1.0 bm25\nq2 Q0 c2 1 3.3 bm25\nq2 Q0 c3 2 3.3 bm25\n"
RUN_B = "q1 Q0 c3 1 0.9 dense\nq1 Q0 c4 2 0.8 dense\nq2 Q0 c2 1 0.7 dense\n"
QRELS = "q1 0 c1 3\nq1 0 c3 1\nq2 0 c2 2\n"


def run_cli(db: Path, *args: str, ok: bool = True, code: int = 0):
    """`labeler --db DB ARGS` through click's runner; asserts the exit status is ``code`` unless ok=False."""
    result = CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=True)
    if ok:
        assert result.exit_code == code, (result.output, result.exception)
    return result


def main_exit(db: Path, *args: str, capsys=None) -> int:
    """Run through labeler.cli.main so user errors become exit 2 with one line."""
    from labeler.cli import main

    with pytest.raises(SystemExit) as excinfo:
        main(["--db", str(db), *args])
    return excinfo.value.code


def db_digest(db: Path) -> str:
    """A content digest of every table (WAL-safe: reads through SQLite, not file bytes)."""
    con = sqlite3.connect(db)
    try:
        tables = [r[0] for r in con.execute("select name from sqlite_master where type='table' order by name")]
        h = hashlib.sha256()
        for table in tables:
            for row in con.execute(f'select * from "{table}" order by 1'):
                h.update(repr(row).encode())
        return h.hexdigest()
    finally:
        con.close()
