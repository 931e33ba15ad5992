"""Every screen's footer shows each of its keys whole at 80x24 and 120x36, on the demo and on TREC
DL-shaped ids: the evaluation's footer lost its last keys at 80 columns, the holes' label screen its
escape. A key the footer shows is one a user needs there; if it cannot fit it is not shown, and the
screen says it another way (the evaluation's tab numbers are on its tab bar)."""

from __future__ import annotations

import pytest
from textual.widgets import Footer

from tests.tui.conftest import settle_screens as settle
from tests.tui.screens.evaluate.test_evaluate_screen import ANNOTATOR, demo_db, demo_template, open_app  # noqa: F401  (fixtures)
from tests.tui.widgets.test_footer import footer_items

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 36), id="120x36")]


async def label(app, pilot):
    pass


async def holes(app, pilot):
    from labeler.tui.screens.label.screen import LabelScreen

    first = app.label_screen.view
    app.push_screen(LabelScreen(app.session, visits=[(first.query.id, first.chunk_id)]))


async def query_list(app, pilot):
    await pilot.press("g")


async def search(app, pilot):
    await pilot.press("slash")


async def evaluation(app, pilot):
    await pilot.press("e")


async def evaluation_queries(app, pilot):
    await pilot.press("e")
    await settle(app, pilot)
    await pilot.press("2")


async def drill_down(app, pilot):
    await evaluation_queries(app, pilot)
    await settle(app, pilot)
    await pilot.press("enter")


async def agreement(app, pilot):
    app.action_open_agreement()


async def adjudication(app, pilot):
    app.action_open_adjudication()


SCENES = [label, holes, query_list, search, evaluation, evaluation_queries, drill_down, agreement, adjudication]


async def assert_footer_whole(app, pilot, size):
    await settle(app, pilot)
    await pilot.pause()
    if not app.screen.query(Footer):
        return
    items, palette = footer_items(app)
    cut = [name for name, whole in items if not whole]
    assert cut == [], f"{type(app.screen).__name__} at {size}: cut {cut} of {[name for name, _ in items]}"
    assert palette.region.right <= size[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", SCENES, ids=lambda scene: scene.__name__)
async def test_every_footer_key_is_whole_on_the_demo(open_app, size, scene):  # noqa: F811
    app = open_app()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await scene(app, pilot)
        await assert_footer_whole(app, pilot, size)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", SCENES, ids=lambda scene: scene.__name__)
async def test_every_footer_key_is_whole_on_long_ids(open_long, size, scene):
    app = open_long()
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await scene(app, pilot)
        await assert_footer_whole(app, pilot, size)
