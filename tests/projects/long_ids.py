"""A small project shaped like TREC DL 2021: its chunk ids are MS MARCO v2's (28 characters, all
starting `msmarco_passage_`), its query ids numbers, its runs named as the track's submissions.

Built from the bundled demo's texts with every id rewritten, so screens and printouts can be tried
on ids that long without ../shared. Deterministic: the same ids and grades on every build.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import zlib
from pathlib import Path

# TREC DL 2021 topic ids (numbers only, as the track's), one per demo query.
QUERY_IDS = ("1107704", "337656", "818583", "845121", "30611", "112700", "661905", "952284", "508292", "1111577",
             "681645", "23287", "237669", "975079", "2082", "540006", "300025", "300986", "832573", "835760")
RUNS = {"bm25": "uogTrBasePDQ", "dense": "p_f10_mdt53b"}
DERIVED_RUNS = {"NLE_P_V1andV2": "bm25", "uogTrPot5": "dense"}  # a second run from each: neighbours swapped
MODEL = "gpt-4o-2024-08-06-umbrela-zero-shot"
REASON = ("The passage explains the mechanism the query asks about in some detail, with the numbers a reader "
          "would need, but it does not say how this applies in the situation the query describes, so it "
          "partly answers it; the last sentences drift to an unrelated product.")
LONG_TAIL = " and what does that mean for an ordinary household that wants to cut its bills this winter"
SECOND_ANNOTATOR = "bob"


def chunk_id(demo_id: str) -> str:
    """The MS MARCO v2-shaped id of a demo chunk: msmarco_passage_NN_NNNNNNNNN (28 characters)."""
    crc = zlib.crc32(demo_id.encode())
    return f"msmarco_passage_{crc % 70:02d}_{100_000_000 + crc % 900_000_000:09d}"


def query_id(demo_id: str) -> str:
    """The DL 2021 topic id standing for demo query qNN."""
    return QUERY_IDS[int(demo_id[1:]) - 1]


def build(path: Path) -> Path:
    """Write the project's database at path (a copy of one built once per process) and return path."""
    template = _template()
    shutil.copyfile(template, path)
    return path


_BUILT: list[Path] = []


def _template() -> Path:
    if not _BUILT:
        folder = Path(tempfile.mkdtemp(prefix="labeler-long-ids-"))
        import atexit

        atexit.register(shutil.rmtree, folder, True)
        _BUILT.append(_fill(folder))
    return _BUILT[0]


def _rewrite_ids(line: str) -> str:
    line = re.sub(r"\bq(\d\d)\b", lambda m: query_id(m.group(0)), line)
    return re.sub(r"\bd\d{3}-\d+\b", lambda m: chunk_id(m.group(0)), line)


def _fill(folder: Path) -> Path:
    from labeler.paths import demo_data_dir
    from labeler.services.importing import import_chunks, import_qrels, import_queries, import_run
    from labeler.services.pooling import pool
    from labeler.services.project import open_repository
    from labeler.services.judging.imported import import_suggestions

    demo = demo_data_dir()
    queries = []
    for i, line in enumerate(demo.joinpath("queries.jsonl").read_text().splitlines()):
        row = json.loads(line)
        row["_id"] = query_id(row["_id"])
        if i % 3 == 0:
            row["text"] += LONG_TAIL
        queries.append(json.dumps(row))
    (folder / "queries.jsonl").write_text("\n".join(queries) + "\n")
    (folder / "corpus.jsonl").write_text(_rewrite_ids(demo.joinpath("corpus.jsonl").read_text()))
    runs: dict[str, list[list[str]]] = {}
    for demo_name, name in RUNS.items():
        rows = [_rewrite_ids(line).split() for line in demo.joinpath(f"run-{demo_name}.trec").read_text().splitlines()]
        runs[name] = [[*row[:5], name] for row in rows]
    for name, source in DERIVED_RUNS.items():
        rows = [list(row) for row in runs[RUNS[source]]]
        for a, b in zip(rows[0::2], rows[1::2]):  # swap neighbours: another ranking of the same chunks
            if a[0] == b[0]:
                a[2], b[2] = b[2], a[2]
        runs[name] = [[*row[:5], name] for row in rows]
    for name, rows in runs.items():
        (folder / f"{name}.trec").write_text("".join(" ".join(row) + "\n" for row in rows))
    (folder / "qrels.nist.txt").write_text(_rewrite_ids(demo.joinpath("qrels-seed.txt").read_text()))
    # a second annotator who disagrees on every third seed judgment (by 2 grades where possible)
    second = []
    for i, line in enumerate(_rewrite_ids(demo.joinpath("qrels-seed.txt").read_text()).splitlines()):
        q, it, c, grade = line.split()
        second.append(f"{q} {it} {c} {(int(grade) + 2) % 4 if i % 3 == 0 else grade}")
    (folder / f"qrels.{SECOND_ANNOTATOR}.txt").write_text("\n".join(second) + "\n")
    suggestions = []
    for line in demo.joinpath("suggestions-demo-judge.jsonl").read_text().splitlines():
        row = json.loads(line)
        row["qid"], row["docid"], row["reason"] = query_id(row["qid"]), chunk_id(row["docid"]), REASON
        suggestions.append(json.dumps(row))
    (folder / "suggestions.jsonl").write_text("\n".join(suggestions) + "\n")

    path = folder / "long-ids.db"
    repository = open_repository(str(path))
    try:
        import_queries(repository, folder / "queries.jsonl")
        import_chunks(repository, folder / "corpus.jsonl")
        for name in runs:
            import_run(repository, folder / f"{name}.trec")
        import_qrels(repository, folder / "qrels.nist.txt", annotator="nist")
        import_qrels(repository, folder / f"qrels.{SECOND_ANNOTATOR}.txt", annotator=SECOND_ANNOTATOR)
        pool(repository, 10)
        import_suggestions(repository, folder / "suggestions.jsonl", model=MODEL, strict=True)
    finally:
        repository.close()
    return path
