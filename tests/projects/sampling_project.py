"""A small project for sampling tests: 5 queries, 12 chunks each, two runs, a model's grades for every pair."""

from __future__ import annotations

import json
import random
from pathlib import Path

from click.testing import CliRunner, Result

from labeler.cli import cli

QUERIES = [f"q{i}" for i in range(1, 6)]
CHUNKS_PER_QUERY = 12
MODEL = "gpt-test"


def run_cli(db: Path | str, *args: str, ok: bool = True) -> Result:
    """Run `labeler --db DB ARGS...`; with ok, insist it succeeded."""
    result = CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=True)
    if ok:
        assert result.exit_code == 0, (result.output, result.exception)
    return result


def chunk_ids(query_id: str) -> list[str]:
    """The chunks of a query: c<query>_<n>."""
    return [f"c{query_id[1:]}_{n:02d}" for n in range(CHUNKS_PER_QUERY)]


def write_project(folder: Path) -> dict[str, Path]:
    """Write the project's files into folder (seeded: the same files every time)."""
    rng = random.Random(7)
    files = {name: folder / name for name in ("topics.tsv", "corpus.jsonl", "a.trec", "b.trec", "llm.txt")}
    files["topics.tsv"].write_text("".join(f"{q}\tquestion {q}\n" for q in QUERIES))
    files["corpus.jsonl"].write_text("".join(json.dumps({"_id": c, "text": f"text of {c}"}) + "\n"
                                             for q in QUERIES for c in chunk_ids(q)))
    for name, tag in (("a.trec", "bm25"), ("b.trec", "dense")):
        lines = []
        for q in QUERIES:
            ranked = chunk_ids(q)
            rng.shuffle(ranked)
            lines += [f"{q} Q0 {c} {r + 1} {100 - r} {tag}" for r, c in enumerate(ranked[:10])]
        files[name].write_text("\n".join(lines) + "\n")
    files["llm.txt"].write_text("".join(f"{q} 0 {c} {rng.randint(0, 3)}\n" for q in QUERIES for c in chunk_ids(q)))
    return files


def import_project(db: Path | str, files: dict[str, Path]) -> None:
    """Import queries, chunks, both runs and the model's grades into db."""
    run_cli(db, "import", "queries", str(files["topics.tsv"]))
    run_cli(db, "import", "chunks", str(files["corpus.jsonl"]))
    run_cli(db, "import", "run", str(files["a.trec"]), "--name", "bm25")
    run_cli(db, "import", "run", str(files["b.trec"]), "--name", "dense")
    run_cli(db, "import", "suggestions", str(files["llm.txt"]), "--model", MODEL)
