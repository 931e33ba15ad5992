"""The evaluation screen's state without a screen: one recompute path, late answers dropped."""

from __future__ import annotations

from labeler.domain import RunInfo
from labeler.tui.screens.evaluate.data import EvalSettings, Evaluated
from labeler.tui.screens.evaluate.state import NO_RUN_IMPORTED, NO_RUN_PICKED, EvalState


def runs(*names: str) -> list[RunInfo]:
    return [RunInfo(name=name, sha256=name * 8, n_rows=1, n_queries=1) for name in names]


def test_an_answer_to_an_older_request_is_dropped():
    state = EvalState()
    first, settings = state.request()
    assert settings is None and state.busy  # the first request picks every run
    second, _ = state.request()
    assert not state.computed(first, Evaluated(runs("bm25"), EvalSettings(runs=("bm25",)), None))
    assert state.busy and state.run_infos == []
    assert state.computed(second, Evaluated(runs("bm25", "dense"), EvalSettings(runs=()), None))
    assert not state.busy and state.error == NO_RUN_PICKED and [i.name for i in state.run_infos] == ["bm25", "dense"]


def test_changes_apply_to_the_settings_and_a_failure_keeps_them():
    state = EvalState(settings=EvalSettings(runs=("bm25",)))
    generation, settings = state.request(measures=("nDCG@x",))
    assert settings == EvalSettings(runs=("bm25",), measures=("nDCG@x",)) and generation == 1
    state.failed("unknown measure nDCG@x")
    assert state.error == "unknown measure nDCG@x" and not state.busy and state.settings.measures == ("nDCG@x",)


def test_no_runs_imported_says_how_to_import_one():
    state = EvalState()
    generation, _ = state.request()
    state.computed(generation, Evaluated([], EvalSettings(runs=()), None))
    assert state.error == NO_RUN_IMPORTED and state.data is None


def test_an_imported_run_joins_the_picked_runs_once():
    state = EvalState(settings=EvalSettings(runs=("bm25",)))
    state.run_imported("dense")
    state.run_imported("dense")
    assert state.settings.runs == ("bm25", "dense")
