"""Fuzzing `import suggestions` with hostile probability and reason cells (CSV, JSONL, Parquet).

The import's promise, as for every importer (see test_fuzz_imports): it succeeds, or it raises a
LabelerError whose message is one line naming the file and a line or row, and the database is
exactly as before. What succeeds stores probabilities that are four numbers in [0, 1] summing to 1.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
from hypothesis import given
from hypothesis import strategies as st

from labeler.domain.errors import LabelerError
from labeler.services.judging.imported import import_suggestions
from tests.unit.dataio.fuzz_support import FUZZ, HOSTILE_JSON, HOSTILE_TEXT, db_digest

_number = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from([0.0, 0.25, 0.5, 1.0, -0.0, 1e-300])
_probs = st.lists(_number, min_size=4, max_size=4) | st.lists(_number, max_size=6) | st.sampled_from(
    [[0.25, 0.25, 0.25, 0.25], [1, 0, 0, 0], [True, False, False, False], ["0.5", "0.5", "0", "0"], None, [None] * 4]
)
_LOCATED = r"(?::[1-9][0-9]*: |: row [1-9][0-9]*: )"


def _holds_its_promise(workspace: Any, path: Path) -> None:
    repository, root, _ = workspace
    before = db_digest(root / "fuzz.db")
    try:
        import_suggestions(repository, path, model="fuzz")
    except LabelerError as exc:
        message = str(exc)
        assert "\n" not in message and re.match(re.escape(str(path)) + _LOCATED, message), message[:300]
        assert db_digest(root / "fuzz.db") == before, message[:200]
        return
    finally:
        path.unlink()
    for suggestion in repository.suggestions(model="fuzz"):
        if suggestion.grade_probs is not None:
            assert all(0.0 <= p <= 1.0 for p in suggestion.grade_probs)
            assert math.isclose(math.fsum(suggestion.grade_probs), 1.0, abs_tol=1e-3)


@FUZZ
@given(data=st.data())
def test_jsonl_with_hostile_probabilities_and_reasons(workspace, data):
    _, root, counter = workspace
    lines = []
    for index in range(data.draw(st.integers(1, 4))):
        record: dict[str, Any] = {"qid": "q1", "docid": f"d{index % 3}", "grade": data.draw(st.integers(0, 3))}
        if data.draw(st.booleans()):
            record["probs"] = data.draw(_probs)
        else:
            record.update(zip(("p0", "p1", "p2", "p3"), data.draw(_probs) or []))
        text = json.dumps(record)
        if data.draw(st.integers(0, 3)) == 0:
            token = data.draw(st.sampled_from(HOSTILE_JSON) | st.sampled_from(HOSTILE_TEXT).map(json.dumps))
            text = text[:-1] + f', "reason": {token}' + "}"
        lines.append(text)
    path = root / f"{next(counter)}-llm.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="surrogatepass")
    _holds_its_promise(workspace, path)


@FUZZ
@given(data=st.data())
def test_csv_and_parquet_with_hostile_cells(workspace, data):
    _, root, counter = workspace
    n = data.draw(st.integers(1, 4))
    cell = st.sampled_from(HOSTILE_TEXT) | _number.map(repr) | st.just("")
    layout = data.draw(st.sampled_from(["probs", "p"]))
    names = ["qid", "docid", "grade"] + (["probs"] if layout == "probs" else ["p0", "p1", "p2", "p3"]) + ["reason"]
    rows = [["q1", f"d{i}", str(data.draw(st.integers(0, 3)))] for i in range(n)]
    for row in rows:
        if layout == "probs":
            row.append(data.draw(cell | _probs.map(lambda p: json.dumps(p, default=str))))
        else:
            row.extend(data.draw(cell) for _ in range(4))
        row.append(data.draw(cell))
    path = root / f"{next(counter)}-llm.{data.draw(st.sampled_from(['csv', 'parquet']))}"
    if path.suffix == ".csv":
        quoted = ['"' + value.replace('"', '""') + '"' for row in rows for value in row]
        body = ",".join(names) + "\n" + "".join(",".join(quoted[i * len(names) : (i + 1) * len(names)]) + "\n" for i in range(n))
        path.write_bytes(body.encode("utf-8", "surrogatepass"))
    else:
        columns: dict[str, list[Any]] = {name: [row[i] for row in rows] for i, name in enumerate(names)}
        columns["grade"] = [int(grade) for grade in columns["grade"]]
        pq.write_table(pa.table(columns), path)
    _holds_its_promise(workspace, path)
