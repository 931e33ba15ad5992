"""An answer paid for is stored once and never asked again: storable text, answers in flight kept when a
store fails, the journal the next run stores before it sends anything (services.judging.journal)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from labeler.domain import SuggestionStatus
from labeler.domain.errors import DatabaseFileLost, DiskFullError
from labeler.services.judging.journal import AnswersNotStored, journal_folder, store_kept_answers
from labeler.services.judging.prefill import plan_prefill, run_prefill
from labeler.storage import open_repository
from tests.fake_openai import FAKE_KEY
from tests.projects.judge_project import MODEL, QUEUE_ORDER, config, prefill_pool

SIX = QUEUE_ORDER[:6]  # the pool's pairs with chunk text


@pytest.mark.parametrize(("escaped", "stored"), [
    ("\\ud800", "\ufffd"),  # JSON's "\ud800": half a surrogate pair
    ("sunny \\ud83d", "sunny \ufffd"),  # an emoji cut in half by max_tokens
    ("a\\u0000b", "a\ufffdb"),  # NUL, which PostgreSQL's text refuses
    ("joined \\ud83d\\ude00", "joined \U0001f600"),  # a pair is one character, as JSON reads it
])
def test_an_answer_whose_reason_cannot_be_stored_is_stored_as_ok_and_never_asked_again(any_db, fake_openai, escaped,
                                                                                         stored) -> None:
    """It was paid for, stored as an error (UnicodeEncodeError) and paid for again by every later run."""
    fake_openai.scenario.content = lambda body: '{"grade": 2, "reason": "%s"}' % escaped
    repository = prefill_pool(open_repository(any_db))
    try:
        plan = plan_prefill(repository, model=MODEL, filter="all")
        summary = run_prefill(repository, config(fake_openai), plan)
        assert (summary.done, summary.failed) == (6, 0)
        assert {(s.status, s.grade, s.reason) for s in repository.suggestions()} == {(SuggestionStatus.OK, 2, stored)}
        again = plan_prefill(repository, model=MODEL, filter="all")
        assert (again.requests, again.cached) == (0, 6)
    finally:
        repository.close()
    assert len(fake_openai.chat_requests) == 6


class _FailingStore:
    """Wraps a repository: add_suggestions raises `error` from the `fail_at`-th call on (a full disk)."""

    def __init__(self, repository, error: Exception, fail_at: int) -> None:
        self._repository, self._error, self._fail_at, self.calls = repository, error, fail_at, 0
        self.url = repository.url

    def add_suggestions(self, suggestions, **kwargs):
        self.calls += 1
        if self.calls >= self._fail_at:
            raise self._error
        return self._repository.add_suggestions(suggestions, **kwargs)

    def __getattr__(self, name):
        return getattr(self._repository, name)


def _disk_full(path: str) -> DiskFullError:
    return DiskFullError(path, f"the disk holding the database {path} is full (database or disk is full)",
                         "free some space, then try again")


def test_a_store_that_fails_keeps_every_answer_paid_for_and_the_next_run_stores_them_first(pool, db_path,
                                                                                           fake_openai) -> None:
    """A full disk dropped the 4-8 answers being stored and the ones in flight; the next run paid again."""
    fake_openai.scenario.echo_authorization = True  # answers repeat the key: the journal must not
    fake_openai.scenario.delay_ms = 50
    failing = _FailingStore(pool, _disk_full(db_path), fail_at=2)
    plan = plan_prefill(pool, model=MODEL, filter="all")
    with pytest.raises(AnswersNotStored) as raised:
        run_prefill(failing, config(fake_openai, concurrency=4), plan)
    stored = pool.suggestions()
    folder = journal_folder(pool)
    (journal,) = folder.glob("*.jsonl")
    message = str(raised.value)
    assert message.startswith(f"the disk holding the database {db_path} is full (database or disk is full): ")
    assert f"could not be stored; they are kept in {journal}, and the next `labeler judge` stores them" in message
    assert message.endswith("free some space, then try again")
    kept = journal.read_bytes()
    assert FAKE_KEY.encode() not in kept and FAKE_KEY[3:].encode() not in kept and b"***" in kept
    assert not list(folder.glob(".reserve-*"))  # the room held for it is given back
    answered = len(stored) + kept.count(b"\n")
    assert answered == len(fake_openai.chat_requests) < 6  # every request paid for is an answer kept; no more sent

    summary = run_prefill(pool, config(fake_openai, concurrency=4), plan_prefill(pool, model=MODEL, filter="all"))
    assert summary.kept_from_before == kept.count(b"\n")
    assert sorted((s.query_id, s.chunk_id) for s in pool.suggestions()) == sorted(SIX)
    assert len(fake_openai.chat_requests) == 6  # each pair paid for once over both runs
    assert not folder.exists()  # journal stored and removed, the folder with it


def test_a_lost_database_file_keeps_the_answers_too(pool, db_path, fake_openai) -> None:
    failing = _FailingStore(pool, DatabaseFileLost.at(Path(db_path)), fail_at=1)
    with pytest.raises(AnswersNotStored, match="was deleted or replaced while labeler was running: .* kept in"):
        run_prefill(failing, config(fake_openai, concurrency=2), plan_prefill(pool, model=MODEL, filter="all"))
    assert pool.suggestions() == []
    assert store_kept_answers(pool).stored == len(fake_openai.chat_requests)


def test_kept_answers_are_stored_once_even_if_a_run_died_before_removing_its_journal(pool, db_path,
                                                                                     fake_openai) -> None:
    with pytest.raises(AnswersNotStored):
        run_prefill(_FailingStore(pool, _disk_full(db_path), fail_at=1), config(fake_openai, concurrency=2),
                    plan_prefill(pool, model=MODEL, filter="all"))
    folder = journal_folder(pool)
    (journal,) = folder.glob("*.jsonl")
    copy = journal.with_name("copy.bak")
    shutil.copyfile(journal, copy)
    first = store_kept_answers(pool)
    assert first.stored == len(fake_openai.chat_requests) and not journal.exists()
    copy.rename(journal)  # as if the run that stored them died before removing it
    again = store_kept_answers(pool)
    assert (again.stored, again.left) == (0, 0) and not journal.exists()
    assert len(pool.suggestions()) == first.stored


def test_answers_for_pairs_this_project_lacks_stay_in_their_journal(pool, db_path, fake_openai, tmp_path) -> None:
    with pytest.raises(AnswersNotStored):
        run_prefill(_FailingStore(pool, _disk_full(db_path), fail_at=1), config(fake_openai, concurrency=2),
                    plan_prefill(pool, model=MODEL, filter="all"))
    other_db = tmp_path / "other" / "labeler.db"
    other_db.parent.mkdir()
    other = open_repository(str(other_db))  # another project: none of these pairs
    try:
        shutil.copytree(journal_folder(pool), journal_folder(other))
        kept = store_kept_answers(other)
        assert (kept.stored, kept.left) == (0, len(fake_openai.chat_requests))
        assert other.suggestions() == [] and list(journal_folder(other).glob("*.jsonl"))
    finally:
        other.close()


def test_a_journal_another_run_is_storing_is_left_to_it(pool, db_path, fake_openai) -> None:
    from labeler.dataio.suggestions.journal import JournalFile

    with pytest.raises(AnswersNotStored):
        run_prefill(_FailingStore(pool, _disk_full(db_path), fail_at=1), config(fake_openai, concurrency=2),
                    plan_prefill(pool, model=MODEL, filter="all"))
    (journal,) = journal_folder(pool).glob("*.jsonl")
    with JournalFile(journal) as taken:
        assert taken.suggestions
        assert store_kept_answers(pool).stored == 0  # locked by the first
    assert store_kept_answers(pool).stored == len(taken.suggestions)


def test_a_postgresql_projects_journal_is_in_the_user_data_folder_without_the_password(tmp_path, monkeypatch) -> None:
    from labeler.services.judging import journal

    class Server:
        url = "postgresql+psycopg://labeler:***@db.example:5432/team"

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = journal.journal_folder(Server())  # type: ignore[arg-type]
    assert folder.parent == tmp_path / "data" / "labeler" / "kept-answers"
    assert "labeler" not in folder.name and "db.example" not in folder.name and len(folder.name) == 16


def test_a_dead_runs_reserve_is_cleared_and_a_live_ones_kept(tmp_path) -> None:
    from labeler.dataio.suggestions.journal import Reserve, clear_stale_reserves

    folder = tmp_path / "labeler.db.kept-answers"
    with Reserve(folder, 4096) as live:
        assert live.held
        (folder / ".reserve-dead").write_bytes(b"\0" * 4096)  # a run killed with its reserve
        clear_stale_reserves(folder)
        remaining = [p.name for p in folder.iterdir()]
        assert len(remaining) == 1 and remaining[0].startswith(".reserve-") and remaining[0] != ".reserve-dead"
        assert (folder / remaining[0]).stat().st_size == 4096
    assert not folder.exists()


def test_a_damaged_journal_is_one_line_naming_it(pool, db_path, fake_openai) -> None:
    from labeler.domain.errors import InputError

    with pytest.raises(AnswersNotStored):
        run_prefill(_FailingStore(pool, _disk_full(db_path), fail_at=1), config(fake_openai, concurrency=2),
                    plan_prefill(pool, model=MODEL, filter="all"))
    (journal,) = journal_folder(pool).glob("*.jsonl")
    journal.write_bytes(journal.read_bytes() + b"{not json\n")
    lines = journal.read_bytes().count(b"\n")
    with pytest.raises(InputError, match=f"^{journal}:{lines}: not a line of a labeler journal"):
        store_kept_answers(pool)
    assert journal.exists() and pool.suggestions() == []

