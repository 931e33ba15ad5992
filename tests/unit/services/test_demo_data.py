"""The bundled demo dataset is well-formed: BEIR queries/corpus, TREC runs and qrels that agree."""

from __future__ import annotations

import json
import math
import re
from collections import defaultdict
from pathlib import Path

import pytest

from labeler.paths import demo_data_dir

RUN_TAGS = {"run-bm25.trec": "bm25", "run-dense.trec": "dense"}
RTL_CHARS = re.compile(r"[\u0590-\u05FF\u0600-\u06FF]")


@pytest.fixture(scope="module")
def data_dir() -> Path:
    return demo_data_dir()


def _jsonl(path: Path) -> list[dict]:
    text = path.read_bytes().decode("utf-8")
    assert "\r" not in text, f"{path.name} must use LF line endings"
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _rows(path: Path) -> list[list[str]]:
    text = path.read_bytes().decode("utf-8")
    assert "\r" not in text and "\t" not in text, f"{path.name} must be single-space separated, LF"
    rows = [line.split(" ") for line in text.splitlines() if line.strip()]
    return rows


@pytest.fixture(scope="module")
def queries(data_dir: Path) -> dict[str, dict]:
    rows = _jsonl(data_dir / "queries.jsonl")
    ids = [row["_id"] for row in rows]
    assert len(ids) == len(set(ids)), "duplicate query ids"
    return {row["_id"]: row for row in rows}


@pytest.fixture(scope="module")
def corpus(data_dir: Path) -> dict[str, dict]:
    rows = _jsonl(data_dir / "corpus.jsonl")
    ids = [row["_id"] for row in rows]
    assert len(ids) == len(set(ids)), "duplicate chunk ids"
    return {row["_id"]: row for row in rows}


def _qrels(path: Path) -> dict[tuple[str, str], int]:
    graded: dict[tuple[str, str], int] = {}
    rows = _rows(path)
    for row in rows:
        assert len(row) == 4 and row[1] == "0", row
        key = (row[0], row[2])
        assert key not in graded, f"duplicate qrel {key}"
        graded[key] = int(row[3])
    keys = [(row[0], row[2]) for row in rows]
    assert keys == sorted(keys), f"{path.name} must be sorted by qid then docid"
    return graded


def test_queries_have_text_and_some_have_metadata(queries: dict[str, dict]) -> None:
    assert 18 <= len(queries) <= 22
    assert all(re.fullmatch(r"q\d\d", qid) for qid in queries)
    assert all(q["text"].strip() for q in queries.values())
    with_meta = [q for q in queries.values() if "metadata" in q]
    assert 8 <= len(with_meta) < len(queries)
    for q in with_meta:
        assert q["metadata"]["description"].strip() and q["metadata"]["narrative"].strip()


def test_corpus_chunks_are_well_formed(corpus: dict[str, dict], data_dir: Path) -> None:
    assert 350 <= len(corpus) <= 450
    assert (data_dir / "corpus.jsonl").stat().st_size < 400_000
    for chunk_id, chunk in corpus.items():
        assert re.fullmatch(r"d\d{3}-\d+", chunk_id), chunk_id
        assert chunk["title"].strip() and chunk["text"].strip()
    documents = {chunk_id.split("-")[0] for chunk_id in corpus}
    assert len(documents) < len(corpus), "chunks should share documents"


def test_corpus_contains_text_a_ui_must_show_literally(corpus: dict[str, dict]) -> None:
    texts = [chunk["text"] for chunk in corpus.values()]
    assert any("[bold]" in t and "[/bold]" in t and "[/]" in t and "[link=" in t for t in texts)
    assert any(RTL_CHARS.search(t) for t in texts)
    assert any("\t" in t and re.search(r"https?://\S{200,}", t) for t in texts)
    assert max(len(t.split()) for t in texts) >= 500


@pytest.mark.parametrize("run_name", sorted(RUN_TAGS))
def test_runs_are_valid_trec_with_30_ranked_chunks_per_query(
    run_name: str, data_dir: Path, queries: dict[str, dict], corpus: dict[str, dict]
) -> None:
    per_query: dict[str, list[tuple[int, float, str]]] = defaultdict(list)
    for row in _rows(data_dir / run_name):
        assert len(row) == 6, row
        qid, q0, docid, rank, score, tag = row
        assert q0 == "Q0" and tag == RUN_TAGS[run_name]
        assert qid in queries and docid in corpus
        per_query[qid].append((int(rank), float(score), docid))
    assert set(per_query) == set(queries)
    for qid, rows in per_query.items():
        assert [rank for rank, _, _ in rows] == list(range(1, 31)), qid
        scores = [score for _, score, _ in rows]
        assert all(a >= b for a, b in zip(scores, scores[1:])), f"{qid}: scores must not increase"
        assert len({docid for _, _, docid in rows}) == 30, f"{qid}: duplicate docid"
    ties = sum(
        a[1] == b[1] for rows in per_query.values() for a, b in zip(rows, rows[1:])
    )
    assert ties >= 1, "the demo should show tied scores"


def test_qrels_reference_known_ids_and_seed_is_subset_of_full(
    data_dir: Path, queries: dict[str, dict], corpus: dict[str, dict]
) -> None:
    full = _qrels(data_dir / "qrels-full.txt")
    seed = _qrels(data_dir / "qrels-seed.txt")
    for (qid, docid), grade in full.items():
        assert qid in queries and docid in corpus and grade in (0, 1, 2, 3)
    assert {qid for qid, _ in seed} == set(queries)
    assert all(full.get(key) == grade for key, grade in seed.items())
    assert len(seed) < len(full)
    assert {grade for grade in seed.values()} == {0, 1, 2, 3}


def test_qrels_full_grades_every_retrieved_chunk(data_dir: Path) -> None:
    full = _qrels(data_dir / "qrels-full.txt")
    retrieved = {
        (row[0], row[2]) for name in RUN_TAGS for row in _rows(data_dir / name)
    }
    assert retrieved == set(full)


def _ndcg_at_10(ranked: list[str], graded: dict[str, int]) -> float:
    """Linear gain, log2(rank+1) discount; the ideal ranking sorts every judged grade."""
    dcg = sum(graded.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:10]))
    ideal = sorted(graded.values(), reverse=True)[:10]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


def test_dense_beats_bm25_on_average_but_not_everywhere(data_dir: Path) -> None:
    full = _qrels(data_dir / "qrels-full.txt")
    graded: dict[str, dict[str, int]] = defaultdict(dict)
    for (qid, docid), grade in full.items():
        graded[qid][docid] = grade
    scores: dict[str, dict[str, float]] = {}
    for name, tag in RUN_TAGS.items():
        ranked: dict[str, list[str]] = defaultdict(list)
        for row in _rows(data_dir / name):
            ranked[row[0]].append(row[2])
        scores[tag] = {qid: _ndcg_at_10(docs, graded[qid]) for qid, docs in ranked.items()}
    mean = {tag: sum(s.values()) / len(s) for tag, s in scores.items()}
    assert mean["dense"] > mean["bm25"]
    assert sum(scores["dense"][q] < scores["bm25"][q] for q in scores["bm25"]) >= 2
