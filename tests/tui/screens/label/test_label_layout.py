"""The label screen at 80×24 (issue 15, item 4): the narrative on one line until t, and "more below ↓
(n lines)" where the chunk goes on; and the pool list beside the chunk (item 11); styled once as it is mounted."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from textual.screen import Screen
from textual.widgets import Footer, Static

from labeler.services.labeling.session import LabelingSession
from labeler.storage import Repository
from labeler.tui.app import LabelerApp, create_app
from labeler.tui.screens.help import keys_table
from labeler.tui.screens.label.chunk_view import ChunkView
from labeler.domain.labeling import QueueEntry
from labeler.tui.screens.label.pool_list import PoolList, pool_row
from labeler.tui.screens.label.query_panel import QueryPanel
from labeler.tui.screens.label.screen import LabelScreen
from tests.tui.conftest import ANNOTATOR, press, settle
from tests.tui.dbs import make_db

SMALL = (80, 24)
WIDE = (120, 36)
LONG_CHUNK = " ".join(f"word{i}" for i in range(700))


def query_rows(app: LabelerApp) -> tuple[int, int]:
    """(rows the query block takes, rows its narrative takes)."""
    panel = app.screen.query_one(QueryPanel)
    return panel.region.height, panel.query_one("#query-narrative", Static).region.height


async def test_the_narrative_takes_one_line_until_t_expands_it(open_app):
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(app, pilot)
        panel = app.screen.query_one(QueryPanel)
        # id + text, description, narrative: one line each (the narrative does not fit 78 columns)
        assert query_rows(app) == (3, 1)
        narrative = app.screen.query_one("#query-narrative", Static)
        assert narrative.has_class("-collapsed") and "Narrative ▸" in str(narrative.render())
        await press(app, pilot, "t")
        assert not panel.narrative_collapsed and query_rows(app)[1] == 2
        assert "Narrative ▾" in str(narrative.render())
        # the choice holds on the next query
        app.label_screen.go_to("q2")
        await settle(app, pilot)
        assert app.label_screen.view.query.id == "q2" and query_rows(app)[1] == 2
        await press(app, pilot, "t")
        assert query_rows(app) == (3, 1)
        footer_keys = [key.key for key in app.screen.query_one(Footer).query("FooterKey")]
        assert "t" not in footer_keys and "l" not in footer_keys  # the footer keeps its room for `?`


@pytest.fixture
def long_chunk_app(tmp_path):
    repository = make_db(tmp_path / "long.db", chunk_texts={(0, 0): LONG_CHUNK})
    yield create_app(repository, ANNOTATOR)
    repository.close()


async def test_more_below_counts_the_lines_left_as_the_chunk_scrolls(long_chunk_app):
    app = long_chunk_app
    async with app.run_test(size=SMALL) as pilot:
        await settle(app, pilot)
        await pilot.pause()
        chunk = app.screen.query_one(ChunkView)
        below = chunk.lines_below
        assert below > 10 and below == chunk.max_scroll_y
        assert chunk.border_subtitle == f"more below ↓ ({below} lines)"
        await pilot.press("down")
        await pilot.pause()
        assert chunk.border_subtitle == f"more below ↓ ({below - 1} lines)"
        await pilot.press("end")
        await pilot.pause()
        assert chunk.border_subtitle == ""  # the end of the chunk: nothing more to say
        await press(app, pilot, "j")  # a short chunk: all of it fits, nothing below
        await pilot.pause()
        assert chunk.max_scroll_y == 0 and chunk.border_subtitle == ""


def pool_rows(app: LabelerApp) -> list[str]:
    """The pool list's rows as drawn, without trailing padding."""
    return [row.rstrip() for row in app.screen.query_one(PoolList).rows]


class CountingHeads:
    """Counts the repository reads of the pool list's titles (the real read still runs)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[str] = []
        real = Repository.pooled_chunk_heads

        def counted(repository: Repository, query_id: str, chars: int = 160) -> dict[str, str | None]:
            self.calls.append(query_id)
            return real(repository, query_id, chars)

        monkeypatch.setattr(Repository, "pooled_chunk_heads", counted)


async def test_the_pool_list_shows_grades_and_best_ranks_and_follows_the_annotator(open_app, monkeypatch):
    heads = CountingHeads(monkeypatch)
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(app, pilot)
        pool = app.screen.query_one(PoolList)
        side = app.screen.query_one("#side-panel")
        assert not pool.display and side.display  # off by default at 80 columns
        await press(app, pilot, "2", "1")  # grading with the list hidden reads no titles
        assert heads.calls == []
        await press(app, pilot, "l")
        assert pool.display and not side.display  # under 120 columns it takes the side panel's place
        assert pool_rows(app) == [
            " 2  #1 c1-01 Title 1.1",
            " 1  #2 c1-02 Title 1.2",
            "▶·  #3 c1-03 Title 1.3",
            " ·  #4 c1-04 Title 1.4",
        ]
        assert pool.current_row == 2 and pool.border_title == "pool · 4"
        await press(app, pilot, "3")
        assert pool_rows(app)[2].startswith(" 3") and pool_rows(app)[3].startswith("▶·")
        await press(app, pilot, "u")  # undo goes back to the pair and takes its grade away
        assert pool_rows(app)[2].startswith("▶·") and pool.current_row == 2
        await press(app, pilot, "j")
        assert pool.current_row == 3 and pool_rows(app)[3].startswith("▶·")
        await press(app, pilot, "k")
        assert pool.current_row == 2
        assert heads.calls == ["q1"]  # one read for the query, none per grade or move
        await press(app, pilot, "2", "1")  # the last grades of q1: on to q2
        assert app.label_screen.view.query.id == "q2"
        assert heads.calls == ["q1", "q2"]
        assert pool_rows(app)[0] == "▶·  #1 c2-01 Title 2.1"
        await press(app, pilot, "l")
        assert not pool.display and side.display


async def test_clicking_a_row_of_the_pool_list_goes_to_its_pair(open_app):
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "l")
        await pilot.click(PoolList, offset=(5, 3))  # the border, then rows 1, 2, 3: c1-03
        await settle(app, pilot)
        assert app.label_screen.view.chunk_id == "c1-03"
        assert app.screen.query_one(PoolList).current_row == 2


@pytest.mark.parametrize(("size", "shown"), [(SMALL, False), (WIDE, False), ((160, 40), True)])
async def test_the_pool_list_is_shown_by_default_only_from_150_columns(open_app, size, shown):
    app = open_app()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        pool = app.screen.query_one(PoolList)
        assert pool.display is shown
        await press(app, pilot, "l")
        assert pool.display is not shown
        # from 120 columns the side panel stays, in its narrow form, beside the list
        assert app.screen.query_one("#side-panel").display is (size[0] >= 120 or shown)
        if pool.display and size[0] >= 120:
            assert app.screen.query_one("#side-panel").region.width == 32
            assert app.screen.query_one(ChunkView).region.width >= 45


async def test_help_lists_the_narrative_and_pool_list_keys(open_app):
    app = open_app()
    async with app.run_test(size=WIDE) as pilot:
        await settle(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        console = Console(width=200, record=True, file=io.StringIO())
        console.print(keys_table(app))
        words = console.export_text()
        assert "labeler.narrative" in words and "labeler.pool_list" in words
        assert "expand the query's narrative" in words and "pooled chunks" in words


def test_the_session_view_carries_the_query_page_for_the_list(tmp_path):
    repository = make_db(tmp_path / "page.db")
    try:
        session = LabelingSession(repository, ANNOTATOR)
        view = session.start()
        assert view is not None
        assert [entry.chunk_id for entry in view.query_pairs] == ["c1-01", "c1-02", "c1-03", "c1-04"]
        view = session.grade(2)
        assert [entry.grade for entry in view.query_pairs] == [2, None, None, None]
    finally:
        repository.close()


async def test_the_pool_list_keeps_the_chunk_on_screen_in_view(tmp_path):
    repository = make_db(tmp_path / "deep.db", queries=1, pairs_per_query=40)
    try:
        app = create_app(repository, ANNOTATOR)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            await press(app, pilot, "l", *"1" * 25)
            pool = app.screen.query_one(PoolList)
            top, height = round(pool.scroll_y), pool.scrollable_content_region.height
            assert pool.current_row == 25 and top <= 25 < top + height
    finally:
        repository.close()


def test_pool_rows_show_untrusted_ids_and_titles_literally():
    entry = QueueEntry(pair_id=1, query_id="q", chunk_id="[b]id[/]\x1b[31m", best_rank=None)
    row = pool_row(entry, None, "[red]title[/] \u202e", current=False, width=60).plain
    assert "[b]id[/]" in row and "[red]title[/]" in row and "–" in row
    assert "\x1b" not in row and "\u202e" not in row


async def test_a_failed_title_read_is_said_and_the_list_keeps_its_ids(open_app, monkeypatch):
    def broken(repository: Repository, query_id: str, chars: int = 160) -> dict[str, str | None]:
        raise RuntimeError("database is locked")

    monkeypatch.setattr(Repository, "pooled_chunk_heads", broken)
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "l")
        await pilot.pause()
        said = [(n.title, n.message) for n in app._notifications]
        assert ("chunk titles not read", "RuntimeError: database is locked") in said
        assert pool_rows(app)[0] == "▶·  #1 c1-01"


@pytest.mark.parametrize(("command", "shown"), [("Pool list", "pool"), ("Narrative", "narrative")])
async def test_the_palette_toggles_the_pool_list_and_the_narrative(open_app, command, shown):
    app = open_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*command, "enter")
        await settle(app, pilot)
        if shown == "pool":
            assert app.screen.query_one(PoolList).display
        else:
            assert not app.screen.query_one(QueryPanel).narrative_collapsed


def styles_of(screen) -> dict[str, object]:
    """Each node's rules from the stylesheet, by its place in the screen."""
    return {f"{place}:{node!r}": node._css_styles.get_rules()
            for place, node in enumerate(screen.walk_children(with_self=True))}


@pytest.mark.parametrize("size", [(80, 24), (160, 40)])
async def test_the_label_screen_is_styled_once_as_it_is_mounted(open_app, size, monkeypatch):
    restyled: list[int] = []
    resume = Screen._on_screen_resume

    def counted(self, event) -> None:
        if not isinstance(self, LabelScreen):
            resume(self, event)
            return
        update = self.app.stylesheet.update_nodes

        def counting(nodes, animate: bool = False) -> None:
            nodes = list(nodes)
            restyled.append(len(nodes))
            update(nodes, animate)

        self.app.stylesheet.update_nodes = counting
        try:
            resume(self, event)
        finally:
            del self.app.stylesheet.update_nodes

    # the first resume (Textual restyled every widget there, styled as it was mounted a moment before)
    monkeypatch.setattr(Screen, "_on_screen_resume", counted)
    app = open_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert restyled == [], f"the first resume restyled {restyled} nodes"
        # what the mount styled is what a whole restyle gives
        mounted = styles_of(app.screen)
        app.stylesheet.update(app.screen)
        assert styles_of(app.screen) == mounted
