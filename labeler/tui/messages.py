"""Messages from workers to screens: past-tense events carrying service results."""

from __future__ import annotations

from pathlib import Path
from textual.message import Message

from labeler.domain.labeling import QueryProgress, SearchHit
from labeler.services.labeling.pair_view import PairView


class PairShown(Message):
    """The session moved (or stayed) and this is the pair now on screen."""

    def __init__(self, view: PairView | None, elapsed_ms: float = 0.0) -> None:
        super().__init__()
        self.view = view
        self.elapsed_ms = elapsed_ms


class JobFailed(Message):
    """A label screen's session job raised (said as a failed worker's error is)."""

    bubble = False  # the screen that ran the job says it

    def __init__(self, error: BaseException) -> None:
        super().__init__()
        self.error = error


class WriteWaited(Message):
    """A session write found the database held by another writer and is run again (nothing is dropped)."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds


class QueriesCounted(Message):
    """Per-query judged/total counts arrived for the query list."""

    def __init__(self, progress: list[QueryProgress]) -> None:
        super().__init__()
        self.progress = progress


class SearchFinished(Message):
    """Search hits for a text arrived."""

    def __init__(self, text: str, hits: list[SearchHit]) -> None:
        super().__init__()
        self.text = text
        self.hits = hits


class QrelsExported(Message):
    """An export of qrels finished."""

    def __init__(self, path: Path, rows: int) -> None:
        super().__init__()
        self.path = path
        self.rows = rows


class SampledPairFound(Message):
    """The annotator's next sampled pair in design order was looked up (None: none is waiting)."""

    def __init__(self, pair: tuple[str, str] | None) -> None:
        super().__init__()
        self.pair = pair
