"""The journal of answers a judge run paid for and could not store, and the room kept for it.

A journal is one file of suggestions, a JSON object per line (every field of the Suggestion; no
request, no endpoint, no key: the reason and raw text were scrubbed of secrets when the answer was
read). It is written once, when storing failed: to a temporary name in the same folder, flushed to
the disk (fsync), renamed into place and the folder synced, so a crash leaves the whole file or
nothing, never half of one. Files are named ``*.jsonl``; anything else in the folder is not a journal.

`JournalFile` takes one journal for storing: an exclusive lock (flock), so two runs never store the
same file, and a file another run already stored and removed is seen as gone. `Reserve` holds room
on the journal's disk from the start of a run (a file of zeros), given back just before a journal
is written: when the disk filled under the database, that room is what the journal is written in.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import uuid
from collections.abc import Sequence
from dataclasses import asdict
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO

from labeler.domain import Suggestion, SuggestionStatus
from labeler.domain.errors import InputError

SUFFIX = ".jsonl"
_RESERVE_PREFIX = ".reserve-"
_FIELDS = tuple(name for name in Suggestion.__dataclass_fields__ if name != "id")


def _line(suggestion: Suggestion) -> bytes:
    values: dict[str, Any] = {name: value for name, value in asdict(suggestion).items() if name in _FIELDS}
    values["status"] = suggestion.status.value
    values["created_at"] = suggestion.created_at.isoformat() if suggestion.created_at is not None else None
    return json.dumps(values, ensure_ascii=False).encode("utf-8") + b"\n"


def _suggestion(line: bytes) -> Suggestion:
    values = json.loads(line)
    values["status"] = SuggestionStatus(values["status"])
    if values.get("created_at") is not None:
        values["created_at"] = datetime.fromisoformat(values["created_at"])
    if values.get("grade_probs") is not None:
        values["grade_probs"] = tuple(values["grade_probs"])
    return Suggestion(**{name: values.get(name) for name in _FIELDS})


def _sync_folder(folder: Path) -> None:
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def write_journal(folder: Path, suggestions: Sequence[Suggestion]) -> Path:
    """A new journal of the suggestions in folder (created if missing), durable once this returns."""
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{datetime.now().strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}"
    temporary, final = folder / f".{name}.tmp", folder / f"{name}{SUFFIX}"
    try:
        with open(temporary, "wb") as out:
            for suggestion in suggestions:
                out.write(_line(suggestion))
            out.flush()
            os.fsync(out.fileno())
        os.rename(temporary, final)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _sync_folder(folder)
    return final


def journals(folder: Path) -> list[Path]:
    """The journals in folder, oldest first (none when it does not exist)."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.iterdir() if path.name.endswith(SUFFIX) and not path.name.startswith("."))


class JournalFile:
    """One journal taken for storing: ``with JournalFile(path) as taken:`` holds its lock;
    ``taken.suggestions`` is None when another run holds it or already stored and removed it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.suggestions: list[Suggestion] | None = None
        self._handle: BinaryIO | None = None

    def __enter__(self) -> JournalFile:
        try:
            self._handle = open(self.path, "rb")
        except FileNotFoundError:
            return self
        try:
            fcntl.flock(self._handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return self  # another run is storing it
        if os.fstat(self._handle.fileno()).st_nlink == 0:
            return self  # stored and removed while this run waited to open it
        suggestions = []
        for number, line in enumerate(self._handle, start=1):
            if not line.strip():
                continue
            try:
                suggestions.append(_suggestion(line))
            except (ValueError, TypeError, KeyError) as error:
                raise InputError(self.path, number, f"not a line of a labeler journal of kept answers ({error}); "
                                 "move the file out of its folder to go on without it") from None
        self.suggestions = suggestions
        return self

    def remove(self) -> None:
        """Delete the journal (its answers are stored), durably, while still holding its lock."""
        self.path.unlink(missing_ok=True)
        _sync_folder(self.path.parent)

    def __exit__(self, *exc_info: object) -> None:
        if self._handle is not None:
            self._handle.close()  # and with it the lock


class Reserve:
    """Room held on a folder's disk for a journal: ``size`` bytes of a file of this run's own,
    given back by `release` (before a journal is written) and when the run ends."""

    def __init__(self, folder: Path, size: int) -> None:
        self.folder = folder
        self.size = size
        self._path: Path | None = None
        self._handle: BinaryIO | None = None

    def __enter__(self) -> Reserve:
        """Take the room if the disk has it (a run goes on without it: the journal may still fit)."""
        clear_stale_reserves(self.folder)
        path = self.folder / f"{_RESERVE_PREFIX}{uuid.uuid4().hex}"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle = open(path, "wb")
        except OSError:
            return self
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)  # alive while locked: see clear_stale_reserves
            os.posix_fallocate(handle.fileno(), 0, self.size)  # blocks really taken, not a sparse file
        except OSError:
            handle.close()
            path.unlink(missing_ok=True)
            return self
        self._path, self._handle = path, handle
        return self

    @property
    def held(self) -> bool:
        """Whether the room is held."""
        return self._path is not None

    def release(self) -> None:
        """Give the room back to the disk."""
        if self._path is not None:
            self._path.unlink(missing_ok=True)
            self._path = None
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    def __exit__(self, *exc_info: object) -> None:
        self.release()
        with contextlib.suppress(OSError):
            self.folder.rmdir()  # only when empty: no journal, no other run's reserve


def clear_stale_reserves(folder: Path) -> None:
    """Remove reserves left by runs that died (a live run holds its reserve's lock)."""
    if not folder.is_dir():
        return
    for path in folder.glob(f"{_RESERVE_PREFIX}*"):
        with contextlib.suppress(OSError), open(path, "rb") as handle:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            path.unlink()
