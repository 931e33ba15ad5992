"""Pilot tests: the chunk view draws its own lines and keeps what a Static gave: mouse selection."""

from __future__ import annotations

from labeler.domain import Chunk
from labeler.tui.screens.label.chunk_view import ChunkView, meta_text
from tests.tui.conftest import press, settle


async def test_a_mouse_selection_over_the_chunk_copies_its_text(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        view = app.screen.query_one("#chunk-view")
        # the view's rows: border, two of metadata, a blank one, then the text
        await pilot.mouse_down(view, offset=(2, 4))
        await pilot.hover(view, offset=(20, 4))
        await pilot.mouse_up(view, offset=(20, 4))
        await pilot.pause()
        assert app.screen.get_selected_text() == "Chunk 1 about solar"


CHUNKS = [
    ("c1-01", Chunk("c1-01", "text", title="Heat pumps in cold climates", doc_id="d1", position=3), 4),
    ("msmarco_passage_51_1208", Chunk("x", "text"), None),
    ("漢字-id", Chunk("x", "t", title="Wärmepumpen 日本語 \x1b[31m red", doc_id="d"), 1),
    ("c9", Chunk("x", "t", title="a title long enough to wrap at sixty columns, so Textual wraps it " * 2), 2),
    ("c10", Chunk("x", "t", title="a\ttab"), None),
    ("c11", None, None),
]


def drawn(strips) -> list[list[tuple[object, ...]]]:
    """Each line's segments: text and how it is drawn (not the meta a copy's stale hash would compare)."""
    return [[(segment.text, style.color, style.bgcolor, style._attributes, style._set_attributes, style.link)  # noqa: SLF001
             for segment in strip for style in [segment.style]] for strip in strips]


async def test_the_metadata_lines_are_drawn_as_textual_draws_them(open_app):
    """The chunk's metadata lines that fit are drawn from their parts: the same segments as Textual's
    wrapping draws (those that do not fit, or hold a tab, are Textual's)."""
    app = open_app()
    async with app.run_test(size=(60, 30)) as pilot:
        await settle(app, pilot)
        view = app.screen.query_one(ChunkView)
        for theme in ("textual-dark", "textual-light"):
            app.theme = theme
            await pilot.pause()
            for chunk_id, chunk, rank in CHUNKS:
                view.meta = meta_text(chunk_id, chunk, rank)
                for width in (56, 30):
                    base = view.visual_style
                    textual = [strip.discard_meta() for strip in view._strips(view.meta, width, base)]  # noqa: SLF001
                    assert drawn(view._meta_lines(width, base)) == drawn(textual), (chunk_id, width)  # noqa: SLF001


async def test_a_new_pairs_text_is_wrapped_from_its_parts_as_textual_wraps_it(open_app, monkeypatch):
    """Each grade draws a new chunk: its text is wrapped from its parts, not converted and wrapped
    through Textual's Content, into the same segments, styles and selection offsets."""
    from labeler.tui.screens.label import chunk_view

    app = open_app()
    async with app.run_test(size=(70, 30)) as pilot:
        await settle(app, pilot)
        view = app.screen.query_one(ChunkView)
        through_textual: list[object] = []
        visualize = chunk_view.visualize

        def noted(widget, text, **kwargs):
            through_textual.append(text)
            return visualize(widget, text, **kwargs)

        monkeypatch.setattr(chunk_view, "visualize", noted)
        for grade in "12":
            await press(app, pilot, grade)
            await pilot.pause()
            assert view.body.plain and all(text is not view.body for text in through_textual)
            width = view._lines[0].cell_length  # noqa: SLF001  (the width the lines were wrapped at)
            ours = view._body_lines(width, view.visual_style)  # noqa: SLF001
            textuals = view._strips(view.body, width, view.visual_style)  # noqa: SLF001
            assert [[(s.text, s.style, s.style and s.style.meta) for s in strip] for strip in ours] == [
                [(s.text, s.style, s.style and s.style.meta) for s in strip] for strip in textuals]
