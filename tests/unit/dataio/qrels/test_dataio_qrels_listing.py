"""A qrels file listing each query's lines together, chunk ids ascending, is seen to hold no pair
twice from its order alone; the check never vouches for a table that repeats a pair."""

from __future__ import annotations

import pyarrow as pa
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.dataio.qrels.pairs import distinct_pairs_by_listing, one_grade_per_pair
from labeler.dataio.qrels.rows import qrels_arrow_table

_PAIRS = st.lists(st.tuples(st.sampled_from(["1", "10", "2", "q\u00e9", "b"]), st.sampled_from(["a", "B", "d1", "d10", "d2", "\u00e9"])),
                  max_size=30)


def _table(pairs: list[tuple[str, str]]) -> pa.Table:
    return qrels_arrow_table([q for q, _ in pairs], [d for _, d in pairs], [1] * len(pairs), None)


@settings(max_examples=300, deadline=None)
@given(pairs=_PAIRS)
def test_never_vouches_for_a_repeated_pair(pairs: list[tuple[str, str]]) -> None:
    if len(pairs) > 1 and distinct_pairs_by_listing(_table(pairs)):
        assert len(set(pairs)) == len(pairs)


@settings(max_examples=100, deadline=None)
@given(pairs=_PAIRS)
def test_vouches_for_a_file_listed_by_query_then_chunk(pairs: list[tuple[str, str]]) -> None:
    distinct = sorted(set(pairs), key=lambda pair: pair[1].encode())
    by_query: dict[str, list[tuple[str, str]]] = {}
    for pair in distinct:
        by_query.setdefault(pair[0], []).append(pair)
    listed = [pair for query in reversed(list(by_query)) for pair in by_query[query]]  # queries in any order
    if len(listed) > 1:
        assert distinct_pairs_by_listing(_table(listed))


def test_a_query_listed_twice_or_a_chunk_repeated_is_left_to_the_full_check() -> None:
    assert not distinct_pairs_by_listing(_table([("q1", "a"), ("q2", "a"), ("q1", "b")]))
    assert not distinct_pairs_by_listing(_table([("q1", "a"), ("q1", "a")]))
    assert not distinct_pairs_by_listing(_table([("q1", "b"), ("q1", "a")]))
    repeated = qrels_arrow_table(["q1", "q2", "q1"], ["a", "a", "a"], [1, 2, 3], [1, 2, 3])
    assert one_grade_per_pair(repeated, "last").column("grade").to_pylist() == [2, 3]


@settings(max_examples=400, deadline=None)
@given(lines=st.lists(st.integers(0, 40), min_size=1, max_size=12), end=st.booleans())
def test_a_long_line_is_found_by_its_windows_as_by_measuring_every_line(lines: list[int], end: bool) -> None:
    """text._long_line (a line end in every aligned half window, else every line measured) says
    what measuring every line says, with the limit at 16 bytes."""
    import pytest

    import labeler.dataio.qrels.text as text

    data = b"\n".join(b"a" * length for length in lines) + (b"\n" if end else b"")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(text, "MAX_LINE_BYTES", 16)
        assert text._long_line(data) == (max(lines) > 16)
