"""The detector's verdicts of the pairs a labeling session shows, read a few pairs ahead.

The detector's cost is mostly its set-up per call: a dozen pairs read together cost about what
one pair does alone. So when the pair on screen has no verdict yet, the session reads it together
with the next READ_AHEAD pairs of its page (their chunks in one query). Verdicts are kept by the
process, by the texts read (services.judging.suspects): the pair on screen is always judged on the
texts it shows (read as it was reached), a chunk imported again with another text after it was read
ahead is read again, and a pair whose verdict the process already keeps (another session's, or the
pool's read before `labeler serve` forked this app) costs no read at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from labeler.domain import Chunk, Query
from labeler.domain.suspects import SuspectFlag

if TYPE_CHECKING:
    from labeler.storage import Repository

READ_AHEAD = 16  # pairs of the page after the one on screen read in the same call
KEPT = 2048  # pairs whose chunk a session remembers having fetched ahead

Verdict = tuple[SuspectFlag, ...]


class SuspectVerdicts:
    """One session's reads of the detector's verdicts, a few pairs ahead."""

    def __init__(self, repository: Repository) -> None:
        self._repository = repository
        self._read_ahead: set[tuple[str, str]] = set()  # pairs whose chunk was fetched ahead already
        self.load = False  # the detector may be loaded (read_suspects asked): before, only verdicts kept

    def of(self, query: Query | None, chunk: Chunk | None, ahead: Sequence[str] = ()) -> Verdict | None:
        """The flags of query and chunk (() without texts to read); None while the detector is not loaded
        and not asked to be. Reading them also reads the pairs of query with the chunk ids ahead."""
        from labeler.services.judging.suspects import detector_loaded, kept_flags, pairs_flags

        if chunk is None or query is None or not chunk.text.strip():
            return ()
        found = kept_flags(query, chunk)
        if found is not None or not (self.load or detector_loaded()):
            return found
        wanted = [chunk_id for chunk_id in dict.fromkeys(ahead)
                  if chunk_id != chunk.id and (query.id, chunk_id) not in self._read_ahead]
        fetched = self._repository.get_chunks(wanted) if wanted else {}
        batch = [(query, chunk)] + [(query, fetched[chunk_id]) for chunk_id in wanted
                                    if chunk_id in fetched and fetched[chunk_id].text.strip()]
        if len(self._read_ahead) + len(wanted) > KEPT:
            self._read_ahead.clear()
        self._read_ahead.update((query.id, chunk_id) for chunk_id in wanted)
        return pairs_flags(batch)[0]
