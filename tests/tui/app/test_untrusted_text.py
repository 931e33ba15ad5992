"""Query, chunk and LLM text is untrusted: markup, escapes, control and bidi characters and
1 MB chunks display literally and never crash or corrupt the screen."""

from __future__ import annotations

from labeler.tui.app import create_app
from labeler.tui.screens.label.chunk_view import ChunkView
from labeler.tui.widgets.safe_text import DISPLAY_LIMIT_CHARS, highlighted, query_terms, visible_text
from tests.tui.conftest import press, settle
from tests.tui.dbs import make_db

NASTY = "Markup [bold]not bold[/] and [/] [link=x]y[/link] ANSI \x1b[31mred\x1b[0m RTL \u202eevil\u202c bell \x07 cr\rend"
HUGE = ("winter solar [b] " * 70_000)[:1_000_000]


def visible(app, selector: str) -> str:
    if selector == "#chunk-text":  # the chunk view draws its own lines: its text as drawn
        return str(app.screen.query_one(ChunkView).body)
    return str(app.screen.query_one(selector).visual)


def test_visible_text_escapes_controls_and_bidi_but_keeps_newlines_and_tabs():
    assert visible_text("a\x1b[31mb\tc\r\nd\u202ee\x00") == "a\\x1b[31mb\tc\nd<U+202E>e\\x00"


def test_terms_are_stemmed_and_matched_case_insensitively():
    terms = query_terms("How do solar panels perform in WINTER?")
    assert terms == ["perform", "winter", "panel", "solar"]
    text = highlighted("Panel output: SOLAR paneling, winters.", terms)
    assert [text.plain[s.start : s.end] for s in text.spans] == ["Panel", "SOLAR", "paneling", "winters"]


async def test_markup_ansi_control_and_bidi_show_literally(tmp_path):
    repository = make_db(
        tmp_path / "nasty.db",
        queries=1,
        pairs_per_query=2,
        query_texts={0: "[red]query[/] \x1b[2J"},
        chunk_texts={(0, 0): NASTY},
        suggestions={(0, 0): (1, "[bold]reason[/] \x1b]0;title\x07", 0.5)},
    )
    app = create_app(repository, "[b]name[/b]")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        chunk = visible(app, "#chunk-text")
        assert "Markup [bold]not bold[/] and [/] [link=x]y[/link] ANSI \\x1b[31mred\\x1b[0m" in chunk
        assert "RTL <U+202E>evil<U+202C> bell \\x07 cr\\x0dend" in chunk
        assert "[red]query[/] \\x1b[2J" in visible(app, "#query-text")
        assert "[bold]reason[/] \\x1b]0;title\\x07" in visible(app, "#suggestion")
        assert "[b]name[/b]" in visible(app, "#header-bar")
        screenshot = app.export_screenshot()
        assert "\x1b" not in screenshot and "\u202e" not in screenshot
        await press(app, pilot, "1")
    repository.close()


async def test_a_one_megabyte_chunk_is_shown_in_parts_nothing_cut_silently(tmp_path):
    repository = make_db(tmp_path / "huge.db", queries=1, pairs_per_query=2, chunk_texts={(0, 0): HUGE})
    app = create_app(repository, "ann")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        parts = -(-len(HUGE) // DISPLAY_LIMIT_CHARS)
        text = visible(app, "#chunk-text")
        assert text.startswith(HUGE[:1000].replace("[b]", "[b]"))
        assert f"part 1 of {parts}" in text and "press a for the next part" in text
        await pilot.press("a")
        await pilot.pause()
        text = visible(app, "#chunk-text")
        assert f"part 2 of {parts}" in text
        assert HUGE[DISPLAY_LIMIT_CHARS : DISPLAY_LIMIT_CHARS + 500] in text
        await press(app, pilot, "end", "2")
        assert app.label_screen.view.chunk_id == "c1-02"
    assert [j.grade for j in repository.current_judgments("ann")] == [2]
    repository.close()


async def test_every_hostile_text_of_the_shared_corpus_shows_escaped_on_the_label_screen(tmp_path):
    """The app is one sink of tests/hostile: no text of the corpus reaches the screen with a raw
    control, escape, bidi or zero-width character, whether it is a query, a chunk or an LLM reason."""
    from tests.hostile.texts import FORBIDDEN, TEXTS

    texts = dict(enumerate(TEXTS))
    repository = make_db(
        tmp_path / "corpus.db",
        queries=1,
        pairs_per_query=len(TEXTS),
        query_texts={0: " ".join(TEXTS)},
        chunk_texts={(0, i): text for i, text in texts.items()},
        suggestions={(0, i): (1, text, 0.5) for i, text in texts.items()},
    )
    app = create_app(repository, "ann")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        for index in range(len(TEXTS)):
            for selector in ("#chunk-text", "#query-text", "#suggestion"):
                shown = visible(app, selector)
                leaked = [char for char in FORBIDDEN if char in shown]
                assert not leaked, (index, selector, leaked)
            screenshot = app.export_screenshot()
            assert not [char for char in FORBIDDEN if char in screenshot], index
            await press(app, pilot, "right")
    repository.close()
