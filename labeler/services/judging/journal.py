"""Answers paid for and not stored are kept in a journal, which the next run stores before it sends anything.

A live judge run whose store fails (a full disk, the database file lost, the server gone) stops
sending, waits for the answers in flight and writes every answer it could not store to a journal
(dataio.suggestions.journal: durable, never half written); the key and the endpoint are not in it.
Every run that sends (`labeler judge`, live or --batch, the app's prefill) first stores what the
journals of its project hold (`store_kept_answers`), so no answer is paid for twice.

Where: beside a SQLite project file, in ``<file>.kept-answers/`` (``labels.db.kept-answers/``). The
journal travels with the project (moved or copied with its folder, found by whoever runs the next
`labeler judge` on it, on any machine), and that folder is writable whenever the database is
(SQLite keeps its -wal and -shm files there). It shares the database's disk, so each run holds room
there from its start (`AnswerKeeper`: a reserve file), given back to write the journal when the
disk filled. A PostgreSQL project has no file: its journals live in this user's data folder
(platformdirs' user_data_dir), one folder per server, database and user (a hash of the URL without
its password), on this machine's disk, which the server's filling up does not fill.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from labeler.dataio.suggestions.journal import JournalFile, Reserve, journals, write_journal
from labeler.domain import LabelerError, Suggestion
from labeler.domain.errors import NotSavedError
from labeler.judge.answers.text import MAX_ANSWER_BYTES

if TYPE_CHECKING:
    from labeler.storage import Repository

FOLDER_SUFFIX = ".kept-answers"
# room for one answer in a journal: reason and raw text at their cap, and the other fields
_ANSWER_ROOM = 2 * MAX_ANSWER_BYTES + 4096
_MOST_ROOM = 64 * 1024 * 1024


def journal_folder(repository: Repository) -> Path:
    """Where this project's journals live (see the module docstring)."""
    from labeler.storage.engine import sqlite_path

    path = sqlite_path(repository.url)
    if path is not None:
        return path.with_name(path.name + FOLDER_SUFFIX)
    from platformdirs import user_data_dir

    digest = hashlib.sha256(repository.url.encode("utf-8")).hexdigest()[:16]  # the URL with its password masked
    return Path(user_data_dir("labeler")) / "kept-answers" / digest


@dataclass(frozen=True, slots=True)
class KeptAnswers:
    """What store_kept_answers did: answers stored, and answers left in their journal because this
    project has no such pair (paid for another project, or its pool changed since)."""

    folder: Path
    stored: int = 0
    left: int = 0


def store_kept_answers(repository: Repository) -> KeptAnswers:
    """Store the answers the journals of this project hold (each once), then remove the journals;
    a journal another run is storing right now is left to it. A failure to store (the disk still
    full) raises as any write does, the journal kept for the next try."""
    folder = journal_folder(repository)
    stored = left = 0
    for path in journals(folder):
        with JournalFile(path) as taken:
            if taken.suggestions is None:
                continue
            added, unknown = repository.add_kept_suggestions(taken.suggestions)
            stored += added
            if unknown:
                left += len(unknown)
                if len(unknown) < len(taken.suggestions):
                    write_journal(folder, unknown)
                    taken.remove()
            else:
                taken.remove()
    return KeptAnswers(folder, stored, left)


def waiting_answers(repository: Repository) -> int:
    """How many answers this project's journals hold (read only: a dry run stores nothing)."""
    count = 0
    for path in journals(journal_folder(repository)):
        try:
            with open(path, "rb") as journal:
                count += sum(1 for line in journal if line.strip())
        except FileNotFoundError:  # stored by another run meanwhile
            continue
    return count


class AnswersNotStored(LabelerError):
    """A run could not store answers it paid for: the line says where they are kept (or that they
    could not be), why, and what to do."""


class AnswerKeeper:
    """A run's room for its journal, and the writing of it: ``with AnswerKeeper(repository, n):``
    holds room for n answers on the journal's disk for the run's length."""

    def __init__(self, repository: Repository, answers_at_most: int) -> None:
        self.folder = journal_folder(repository)
        self._reserve = Reserve(self.folder, min(_MOST_ROOM, max(1, answers_at_most) * _ANSWER_ROOM))

    def __enter__(self) -> AnswerKeeper:
        self._reserve.__enter__()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._reserve.__exit__(*exc_info)

    def keep(self, suggestions: list[Suggestion], failure: NotSavedError) -> AnswersNotStored:
        """Write the answers to a journal (the reserve given back first) and say so in one line."""
        from labeler.domain.untrusted import terminal_text

        self._reserve.release()
        count = f"{len(suggestions):,} answer{'s' if len(suggestions) != 1 else ''} already paid for"
        try:
            path = write_journal(self.folder, suggestions)
        except OSError as error:
            return AnswersNotStored(f"{failure.cause}: {count} could not be stored, nor kept in "
                                    f"{terminal_text(str(self.folder), one_line=True)} ({error.strerror or error}); "
                                    f"{failure.advice}")
        return AnswersNotStored(f"{failure.cause}: {count} could not be stored; they are kept in "
                                f"{terminal_text(str(path), one_line=True)}, and the next `labeler judge` stores them "
                                f"before it sends anything; {failure.advice}")
