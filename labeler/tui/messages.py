"""Messages from workers to screens: past-tense events carrying service results."""

from __future__ import annotations

from pathlib import Path

from textual.message import Message

from labeler.domain.labeling import QueryProgress, SearchHit
from labeler.services.pair_view import PairView


class PairShown(Message):
    """The session moved (or stayed) and this is the pair now on screen."""

    def __init__(self, view: PairView | None, elapsed_ms: float = 0.0) -> None:
        super().__init__()
        self.view = view
        self.elapsed_ms = elapsed_ms


class ActionFailed(Message):
    """A session action raised; the pair on screen is unchanged."""

    def __init__(self, error: str) -> None:
        super().__init__()
        self.error = error


class QueriesCounted(Message):
    """Per-query judged/total counts arrived for the query list (error: they could not be read)."""

    def __init__(self, progress: list[QueryProgress], error: str | None = None) -> None:
        super().__init__()
        self.progress = progress
        self.error = error


class SearchFinished(Message):
    """Search hits for a text arrived (error: the search failed)."""

    def __init__(self, text: str, hits: list[SearchHit], error: str | None = None) -> None:
        super().__init__()
        self.text = text
        self.hits = hits
        self.error = error


class QrelsExported(Message):
    """An export of qrels finished (path None: it failed with error)."""

    def __init__(self, path: Path | None, rows: int = 0, error: str | None = None) -> None:
        super().__init__()
        self.path = path
        self.rows = rows
        self.error = error
