"""Every screen at 80x24 and 120x36 on ids as long as TREC DL 2021's (msmarco_passage_45_623131157,
run names such as NLE_P_V1andV2), each snapshot looked at as a picture before it was accepted."""

from __future__ import annotations

import pytest

from tests.tui.conftest import settle_screens as settle

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 36), id="120x36")]


async def label(app, pilot) -> None:
    """The first pair: a long query, a chunk, the LLM's suggestion with a long reason."""


async def graded_with_others(app, pilot) -> None:
    """A pair nist and bob disagree on, graded: the other annotators' box."""
    app.label_screen.go_to("1107704", "msmarco_passage_19_594581629")
    await settle(app, pilot)
    await pilot.press("2", "left")


async def pool_list(app, pilot) -> None:
    await pilot.press("2", "1", "l")


async def query_list(app, pilot) -> None:
    await pilot.press("g")


async def search(app, pilot) -> None:
    await pilot.press("slash", *"heat pump", "enter")


async def help_screen(app, pilot) -> None:
    await pilot.press("question_mark")


async def note(app, pilot) -> None:
    await pilot.press("n", *"cites the wrong year")


async def evaluation_summary(app, pilot) -> None:
    await pilot.press("e")


async def evaluation_queries(app, pilot) -> None:
    await pilot.press("e")
    await settle(app, pilot)
    await pilot.press("2")


async def evaluation_chart(app, pilot) -> None:
    await pilot.press("e")
    await settle(app, pilot)
    await pilot.press("3")


async def evaluation_setup(app, pilot) -> None:
    await pilot.press("e")
    await settle(app, pilot)
    await pilot.press("4")


async def drill_down(app, pilot) -> None:
    await pilot.press("e")
    await settle(app, pilot)
    await pilot.press("2", "enter")


async def drill_down_baseline(app, pilot) -> None:
    """At 80 columns the baseline beside the run instead of the ideal ranking (b); at 120 all three anyway."""
    await drill_down(app, pilot)
    await settle(app, pilot)
    await pilot.press("b")


async def agreement(app, pilot) -> None:
    app.action_open_agreement()


async def adjudication(app, pilot) -> None:
    app.action_open_adjudication()


async def prefill(app, pilot) -> None:
    app.action_llm_prefill()


async def tables_measured(pilot) -> None:
    """Wait until every table on screen has measured its new rows: a table sizes auto-width columns
    on idle, and on a loaded machine a picture taken before that showed a column too narrow."""
    from textual.widgets import DataTable

    for _ in range(50):
        await pilot.pause()
        if not any(table._require_update_dimensions or table._new_rows
                   for table in pilot.app.screen.query(DataTable)):
            break
    for table in pilot.app.screen.query(DataTable):  # a header line drawn before the widths settled
        table._clear_caches()
        table.refresh()
    await pilot.pause()


SCENES = [label, graded_with_others, pool_list, query_list, search, help_screen, note, evaluation_summary,
          evaluation_queries, evaluation_chart, evaluation_setup, drill_down, drill_down_baseline, agreement, adjudication, prefill]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", SCENES, ids=lambda scene: scene.__name__)
def test_screen_on_long_ids(snap_compare, open_long, size, scene):
    app = open_long()

    async def ready(pilot):
        await settle(app, pilot)
        await scene(app, pilot)
        await settle(app, pilot)
        app.clear_notifications()
        await tables_measured(pilot)

    assert snap_compare(app, terminal_size=size, run_before=ready)
