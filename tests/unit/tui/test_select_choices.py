"""The app's selects offer exactly the lists of labeler.domain.choices (what the command line offers)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Select

from labeler.domain import choices

# selects whose options come from the data (models, runs) or are grades, not a choice list
FROM_DATA = {"model", "baseline", "relevant-grade"}


class _Form(App[None]):
    def compose(self) -> ComposeResult:
        from labeler.tui.screens.evaluate.layout import setup_form

        yield from setup_form()


def _offered(select: Select) -> tuple:
    return tuple(value for _, value in select._options if value is not Select.NULL)


async def test_every_select_of_the_evaluation_setup_is_a_choice_list():
    app = _Form()
    async with app.run_test():
        selects = [s for s in app.query(Select) if s.id not in FROM_DATA]
        assert {s.id for s in selects} >= {"estimate", "gain", "test", "ci", "aggregate"}
        for select in selects:
            offered = _offered(select)
            matching = [c for c in choices.ALL if c.values == offered]
            assert matching, f"#{select.id} offers {offered}: take it from labeler.domain.choices"
            assert [str(words) for words, value in select._options if value is not Select.NULL] == \
                [matching[0].words(value) for value in offered]
            assert select.value == matching[0].preset


def test_the_prefill_dialog_offers_the_judge_filters():
    from labeler.tui.screens.prefill import PAIR_FILTERS

    assert [value for _, value in PAIR_FILTERS] == list(choices.JUDGE_FILTERS.values)
