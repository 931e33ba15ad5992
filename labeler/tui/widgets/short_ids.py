"""Long ids shown by what tells them apart: MS MARCO v2's passage ids all start msmarco_passage_
(28 characters in all), so a column cut to 16 showed the same `msmarco_passage…` on every row."""

from __future__ import annotations

from collections.abc import Sequence


def shared_start(ids: Sequence[str]) -> str:
    """The start every id shares, cut after its last separator (`_`, `-`, `.`, `#`, `/`, `:`), so what
    is left of each id is whole parts: 'msmarco_passage_' of MS MARCO v2's passage ids."""
    if len(ids) < 2:
        return ""
    first, last = min(ids), max(ids)
    common = 0
    while common < min(len(first), len(last)) and first[common] == last[common]:
        common += 1
    cut = max((first.rfind(sep, 0, common) for sep in "_-.#/:"), default=-1)
    return first[: cut + 1]


def id_tails(ids: Sequence[str], width: int) -> tuple[str, dict[str, str]]:
    """How ids too long for width are shown: without the start they all share (returned, said once
    on the screen), and a tail still too long keeps its end (where ids differ) after an ellipsis.
    Ids that fit are shown whole."""
    if all(len(i) <= width for i in ids):
        return "", {i: i for i in ids}
    start = shared_start(ids)
    shown = {}
    for i in ids:
        tail = i[len(start):]
        shown[i] = i if not start and len(i) <= width else "…" + tail[-(width - 1):]
    return start, shown
