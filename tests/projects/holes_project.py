"""A judged set and a new run that meets it: 4 queries of 8 chunks, run ``old`` whose top 5 humans
graded, run ``new`` whose top 5 holds two chunks nobody graded (its holes), and a lenient LLM's grades
of every chunk. The numbers are small enough to compute by hand.

Per query, chunks c<q>_0 .. c<q>_7: human grades 3, 2, 1, 0, 0 for chunks 0-4 (old's top 5, in order);
LLM grades 3, 3, 2, 1, 0, 2, 1, 0; ``new`` ranks chunks 0, 5, 1, 6, 2 (5 and 6 are its holes, at
ranks 2 and 4).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.projects.sampling_project import run_cli

QUERIES = ["q1", "q2", "q3", "q4"]
HUMAN = [3, 2, 1, 0, 0]
LLM = [3, 3, 2, 1, 0, 2, 1, 0]
OLD = [0, 1, 2, 3, 4]
NEW = [0, 5, 1, 6, 2]
HOLES = (5, 6)
MODEL = "umbrela-test"


def chunk(query: str, n: int) -> str:
    """The id of chunk n of a query."""
    return f"c{query[1:]}_{n}"


def _run_lines(order: list[int], tag: str) -> str:
    return "".join(f"{q} Q0 {chunk(q, n)} {r + 1} {10 - r} {tag}\n" for q in QUERIES for r, n in enumerate(order))


def write_files(folder: Path) -> dict[str, Path]:
    """The project's files: topics, corpus, the two runs, human qrels of old's top 5, the LLM's grades."""
    files = {name: folder / name for name in ("topics.tsv", "corpus.jsonl", "old.run", "new.run", "human.txt",
                                              "llm.txt")}
    files["topics.tsv"].write_text("".join(f"{q}\tquestion {q}\n" for q in QUERIES))
    files["corpus.jsonl"].write_text("".join(json.dumps({"_id": chunk(q, n), "text": f"text of {chunk(q, n)}"}) + "\n"
                                             for q in QUERIES for n in range(len(LLM))))
    files["old.run"].write_text(_run_lines(OLD, "old"))
    files["new.run"].write_text(_run_lines(NEW, "new"))
    files["human.txt"].write_text("".join(f"{q} 0 {chunk(q, n)} {g}\n" for q in QUERIES for n, g in enumerate(HUMAN)))
    files["llm.txt"].write_text("".join(f"{q} 0 {chunk(q, n)} {g}\n" for q in QUERIES for n, g in enumerate(LLM)))
    return files


def build(db: Path | str, folder: Path, *, new_run: bool = True, llm: bool = True) -> dict[str, Path]:
    """A database holding the judged set (old pooled and graded by humans) and, by default, the new run
    pooled and the LLM's grades of every chunk."""
    files = write_files(folder)
    run_cli(db, "import", "queries", str(files["topics.tsv"]))
    run_cli(db, "import", "chunks", str(files["corpus.jsonl"]))
    run_cli(db, "import", "run", str(files["old.run"]), "--name", "old")
    run_cli(db, "pool", "--depth", "5")
    run_cli(db, "import", "qrels", str(files["human.txt"]), "--annotator", "nist")
    if new_run:
        run_cli(db, "import", "run", str(files["new.run"]), "--name", "new")
        run_cli(db, "pool", "--depth", "5")
    if llm:
        run_cli(db, "import", "suggestions", str(files["llm.txt"]), "--model", MODEL)
    return files
