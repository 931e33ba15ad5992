"""Judge claims in the repository, on both backends: taken set-wise, kept from other holders while
live, taken over once expired, renewed, released with the suggestions they cover or all at once."""

from __future__ import annotations

import time

from sqlalchemy import func, select

from labeler.domain import Chunk, Pair, Query, Suggestion, SuggestionStatus
from labeler.storage.schema import judge_claim_t

KEYS = [("q1", f"c{n}") for n in range(6)]


def _pool(repository) -> None:
    repository.upsert_queries([Query("q1", "one")])
    repository.upsert_chunks([[Chunk(f"c{n}", f"text {n}") for n in range(6)]])
    repository.add_pairs([Pair(q, c, "pool", n + 1) for n, (q, c) in enumerate(KEYS)])


def _claims(repository) -> int:
    with repository.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(judge_claim_t)).scalar_one())


def test_claims_are_exclusive_while_live_and_taken_over_once_expired(any_repository) -> None:
    repo = any_repository
    _pool(repo)
    claim = dict(model="m", prompt_hash="p", lease_seconds=60.0)
    held, elsewhere = repo.claim_pairs(KEYS[:4], holder="a", **claim)
    assert sorted(held) == KEYS[:4] and elsewhere == 0
    held, elsewhere = repo.claim_pairs(KEYS, holder="b", **claim)
    assert sorted(held) == KEYS[4:] and elsewhere == 4
    # another set or prompt is another claim
    assert len(repo.claim_pairs(KEYS, holder="b", model="m#2", prompt_hash="p", lease_seconds=60.0)[0]) == 6
    assert len(repo.claim_pairs(KEYS, holder="b", model="m", prompt_hash="q", lease_seconds=60.0)[0]) == 6
    # a holder claiming again keeps what it holds
    assert sorted(repo.claim_pairs(KEYS[:2], holder="a", **claim)[0]) == KEYS[:2]

    assert repo.renew_claims("a", 0.2) == 4  # a's leases now end in 0.2 s
    time.sleep(0.5)
    held, elsewhere = repo.claim_pairs(KEYS, holder="b", **claim)
    assert sorted(held) == KEYS and elsewhere == 0
    assert repo.renew_claims("a", 60.0) == 0  # a lost them


def test_claims_go_with_the_suggestions_that_answer_them_and_with_the_run(any_repository) -> None:
    repo = any_repository
    _pool(repo)
    held, _ = repo.claim_pairs(KEYS, holder="a", model="m", prompt_hash="p", lease_seconds=60.0)
    repo.add_suggestions([Suggestion("q1", "c0", "m", "p", SuggestionStatus.OK, grade=2)], release_claims_of="a")
    assert _claims(repo) == 5
    assert sorted(repo.claim_pairs(KEYS, holder="b", model="m", prompt_hash="p", lease_seconds=60.0)[0]) == [KEYS[0]]
    repo.release_claims("a", [held[KEYS[1]]])
    assert _claims(repo) == 5  # b's one, a's four
    repo.release_claims("a")
    assert _claims(repo) == 1
    repo.release_claims("b")
    assert _claims(repo) == 0
