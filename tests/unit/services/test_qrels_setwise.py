"""The set-wise aggregation equals the old row-by-row one exactly, on random data full of ties.

Several annotators, adjudications (some pairs adjudicated twice, at the same moment), accepted
LLM suggestions and consistency checks, superseded and undone rows, judgments that share a
timestamp (the id breaks the tie) or were made out of id order; both backends.
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta

import pytest

from labeler.domain import Judgment, JudgmentSource, Query, Suggestion, SuggestionStatus
from labeler.domain.models import QRELS_SOURCES
from labeler.services.exporting.exports import export_qrels
from labeler.services.aggregation import POLICIES, human_qrels
from tests.unit.services.qrels_oracle import aggregate

T0 = datetime(2026, 3, 1, 8, 0, 0)
PEOPLE = ("ann", "bob", "cy", "dee")
SOURCES = (JudgmentSource.HUMAN, JudgmentSource.IMPORT, JudgmentSource.LLM_ACCEPTED, JudgmentSource.CONSISTENCY)


def _fill(repository, seed: int) -> None:
    rng = random.Random(seed)
    # ids chosen so code-point order differs from a locale's ("B" < "a" < "ä", "q10" < "q9")
    queries = ["q9", "q10", "Q1", "qä", "q-1"]
    repository.upsert_queries([Query(q, f"text {q}") for q in queries])
    pairs = [(q, c) for q in queries for c in ("a", "B", "c1", "c10", "c2", "ä", "Z", "_x")]
    rounds = []
    for _ in range(3):  # three imports: later ones supersede earlier grades
        batch = []
        for q, c in pairs:
            for who in rng.sample(PEOPLE, rng.randint(0, 4)):
                minute = rng.choice([0, 0, 1, 2, 5])  # shared timestamps: the id decides
                batch.append(Judgment(q, c, who, rng.randint(0, 3), source=rng.choice(SOURCES),
                                      created_at=T0 + timedelta(minutes=minute)))
            if rng.random() < 0.2:
                for judge in rng.sample(["adjudicator:eve", "adjudicator:fay"], rng.randint(1, 2)):
                    batch.append(Judgment(q, c, judge, rng.randint(0, 3), source=JudgmentSource.ADJUDICATED,
                                          created_at=T0 + timedelta(minutes=rng.choice([3, 3, 4]))))
        rounds.append(batch)
    for batch in rounds:
        repository.import_judgments(batch)
    for _ in range(12):  # graded now (newest), then some undone: the superseded row is current again
        q, c = rng.choice(pairs)
        repository.record_judgment(q, c, rng.choice(PEOPLE), rng.randint(0, 3))
    for who in PEOPLE[:2]:
        repository.undo_last(who)
    for q, c in rng.sample(pairs, 15):
        for model in ("m1", "m2"):
            status = rng.choice([SuggestionStatus.OK, SuggestionStatus.OK, SuggestionStatus.ERROR])
            repository.add_suggestion(Suggestion(q, c, model, "p", status, rng.randint(0, 3) if status == "ok" else None))


def _policies(repository) -> list[str]:
    return [*POLICIES, *(f"annotator:{name}" for name in repository.annotators())]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_policy_equals_the_row_wise_definition(any_repository, seed):
    _fill(any_repository, seed)
    judgments = any_repository.current_judgments(sources=QRELS_SOURCES)
    assert any(j.source == JudgmentSource.ADJUDICATED for j in judgments)
    for policy in _policies(any_repository):
        expected = aggregate(judgments, policy)
        assert expected, policy
        assert human_qrels(any_repository, policy) == expected, policy
    ties = [q for q in aggregate(judgments, "majority") if q.tie_broken]
    assert ties  # the data holds majority ties, and the comparison above covered them


def _old_export(repository, policy: str, source: str) -> list[str]:
    """The lines the row-wise export wrote: human grades by policy, then the newest ok suggestion."""
    grades = {}
    if source != "llm":
        grades = {(q.query_id, q.chunk_id): q.grade for q in aggregate(repository.current_judgments(sources=QRELS_SOURCES), policy)}
    if source != "human":
        newest = {}
        for s in repository.suggestions(status=SuggestionStatus.OK):
            key = (s.query_id, s.chunk_id)
            if key not in newest or s.id > newest[key].id:
                newest[key] = s
        for key, s in newest.items():
            grades.setdefault(key, s.grade)
    return [f"{q} 0 {c} {g}" for (q, c), g in sorted(grades.items())]


@pytest.mark.parametrize("source", ["human", "llm", "human-then-llm"])
def test_export_writes_what_the_row_wise_export_wrote(any_repository, tmp_path, source):
    _fill(any_repository, 7)
    for policy in ("majority", "latest", "mean-round", "annotator:bob"):
        if source == "llm" and policy != "majority":
            continue
        out = tmp_path / f"{source}.{policy.replace(':', '_')}.txt"
        result = export_qrels(any_repository, out, policy=policy, source=source)
        lines = out.read_text().splitlines()
        assert lines == _old_export(any_repository, policy, source), policy
        assert result.rows == len(lines)
        sidecar = json.loads(result.sidecar.read_text())
        judgments = any_repository.current_judgments(sources=QRELS_SOURCES) if source != "llm" else []
        human = aggregate(judgments, policy) if source != "llm" else []
        assert sidecar["pairs"] == len(lines)
        assert sidecar["adjudicated_pairs"] == sum(q.adjudicated for q in human)
        assert sidecar["majority_ties_broken_by_median"] == sum(q.tie_broken for q in human)
        assert sidecar["judgments_per_pair"] == _count_strings(q.n_judgments for q in human)
        assert sidecar["grade_counts"] == _count_strings(int(line.split()[3]) for line in lines)
        assert sidecar["annotators"] == dict(sorted(_count_strings(j.annotator for j in judgments).items()))
        assert sidecar["pairs_from_llm"] == (len(lines) - len(human) if source != "human" else 0)
        if judgments:
            assert sidecar["first_judgment_at"] == min(j.created_at for j in judgments).isoformat()
            assert sidecar["last_judgment_at"] == max(j.created_at for j in judgments).isoformat()


def _count_strings(values) -> dict[str, int]:
    counts: dict[str, int] = {}
    for value in values:
        counts[str(value)] = counts.get(str(value), 0) + 1
    return dict(sorted(counts.items()))


def test_database_qrels_and_agreement_never_build_one_object_per_judgment(repository, tmp_path, monkeypatch):
    """eval, export qrels and agreement --humans read columns in bulk, not Judgment objects."""
    from labeler.services.team.agreement import human_agreement
    from labeler.services.evaluation.scoring import qrels_from_repository

    _fill(repository, 5)
    expected = aggregate(repository.current_judgments(sources=QRELS_SOURCES), "majority")

    def one_object_per_judgment(*args, **kwargs):
        raise AssertionError("built one Judgment per row")

    monkeypatch.setattr(type(repository), "current_judgments", one_object_per_judgment)
    assert qrels_from_repository(repository).n_rows == len(expected)
    assert export_qrels(repository, tmp_path / "q.txt").rows == len(expected)
    assert human_agreement(repository).items > 0


@pytest.mark.parametrize("batch_rows", [1, 7, 50_000])
def test_the_qrels_table_is_the_same_whatever_the_fetch_size(any_repository, monkeypatch, batch_rows):
    """Rows fetched a few at a time (batches split a query's chunks, the table's columns grow
    across many batches) make the same one-chunk table as one big fetch: every policy (the packed
    read, which most policies take, has its rows in no particular order: compared as sets)."""
    import labeler.storage.bulk as bulk
    from labeler.services.aggregation import qrels_table

    _fill(any_repository, 4)
    monkeypatch.setattr(bulk, "BATCH_ROWS", batch_rows)
    judgments = any_repository.current_judgments(sources=QRELS_SOURCES)
    for policy in _policies(any_repository):
        expected = aggregate(judgments, policy)
        qrels = qrels_table(any_repository, policy)
        table = qrels.table
        assert [table.column(name).num_chunks for name in table.column_names] == [1, 1, 1, 1], policy
        rows = zip(*(table.column(name).to_pylist() for name in ("qid", "docid", "grade")), strict=True)
        assert sorted(rows) == [(q.query_id, q.chunk_id, q.grade) for q in expected], policy
        assert table.column("line").null_count == len(expected)
        assert qrels.latest() is qrels  # a pair is one row of the pair table: nothing to resolve
