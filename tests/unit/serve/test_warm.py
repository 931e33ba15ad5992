"""The warm process shares Textual's CSS parses with the apps it forks: parsed once per process, per variables."""

from __future__ import annotations

import gc
import os

import pytest
import textual.css.stylesheet as stylesheet_module
from textual.css.stylesheet import Stylesheet, StylesheetParseError

from labeler.serve.apps.warm import read_verdicts_ahead, share_css_parses

CSS = "Screen { background: $panel; } #chunk { height: 1fr; padding: 0 1; }"


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """The CSS texts Textual's parser is run on, with the shared cache installed (undone after the test)."""
    monkeypatch.setattr(Stylesheet, "_parse_rules", Stylesheet._parse_rules)
    monkeypatch.setattr(Stylesheet, "parse", Stylesheet.parse)
    seen: list[str] = []
    parse = stylesheet_module.parse

    def counted(scope, css, *args, **kwargs):
        seen.append(css)
        return parse(scope, css, *args, **kwargs)

    monkeypatch.setattr(stylesheet_module, "parse", counted)
    share_css_parses()
    share_css_parses()  # twice is once
    return seen


def _sheet(css: str, panel: str = "#202020") -> Stylesheet:
    sheet = Stylesheet(variables={"panel": panel})
    sheet.add_source(css, read_from=("app.tcss", ""))
    sheet.parse()
    return sheet


def test_a_second_stylesheet_takes_the_rules_the_first_parsed(parses) -> None:
    first, second = _sheet(CSS), _sheet(CSS)
    assert parses == [CSS]
    assert second.css == first.css and "#202020" in second.css


def test_other_variables_parse_again_with_their_values(parses) -> None:
    _sheet(CSS)
    other = _sheet(CSS, panel="#ff0000")
    assert parses == [CSS, CSS]
    assert "#FF0000" in other.css.upper()


class CountedVariables(dict):
    """A stylesheet's variables, counting how often they are read whole."""

    reads = 0

    def items(self):
        CountedVariables.reads += 1
        return super().items()


def test_the_variables_are_keyed_once_per_parse_not_once_per_source(parses) -> None:
    sheet = Stylesheet(variables=CountedVariables(panel="#202020"))
    for index in range(8):
        sheet.add_source(f"#w{index} {{ background: $panel; }}", read_from=(f"w{index}.tcss", ""))
    CountedVariables.reads = 0
    sheet.parse()
    assert len(parses) == 8
    assert CountedVariables.reads <= 2  # the key and Textual's own read to tokenise; before: a key per source (9 reads)
    again = Stylesheet(variables=CountedVariables(panel="#202020"))
    for index in range(8):
        again.add_source(f"#w{index} {{ background: $panel; }}", read_from=(f"w{index}.tcss", ""))
    again.parse()
    assert len(parses) == 8 and again.css == sheet.css  # the same variables: every source shared
    assert not hasattr(again, "_labeler_variables_key")


def test_css_that_fails_fails_every_time(parses) -> None:
    for _ in range(2):
        with pytest.raises(StylesheetParseError):
            _sheet("Screen { height: nonsense-value; }")


def test_the_warm_up_leaves_the_detectors_tables_built_for_the_apps_it_forks() -> None:
    """Each forked app would otherwise build the keywords' typos at its first read (a tenth of a second
    of CPU in every app of a team arriving together)."""
    import subprocess
    import sys

    script = (
        "from labeler.serve.apps.warm import warm_up\n"
        "warm_up(None)\n"
        "from labeler.judge.suspects import typos\n"
        "print(typos._index.cache_info().currsize)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.split()[-1]) >= 1


def test_the_warm_up_waits_for_a_thread_its_app_let_go_to_end() -> None:
    """The label screen lets its session thread go at unmount without joining it; the zygote forks only
    when the warm-up left no thread running, so a thread still ending must be waited for, not refused."""
    import threading
    import time as clock

    from labeler.serve.apps.warm import let_threads_end

    ending = threading.Thread(target=clock.sleep, args=(0.3,), name="ending")
    ending.start()
    let_threads_end()
    assert not ending.is_alive()


def test_the_warm_process_reads_the_pools_verdicts_once_and_holds_no_connection(db_path, tmp_path) -> None:
    from labeler.services.judging import suspects
    from labeler.storage import open_repository
    from tests.projects.suspects_project import CHUNKS, POOL, QUERIES, suspects_pool

    # the project, closed: the forking process holds no other connection to it (SQLite defers closing
    # a file while another connection of the process holds a lock on it)
    suspects_pool(open_repository(db_path)).close()
    gc.collect()
    suspects.forget_verdicts()
    before = _open_files(db_path)
    read_verdicts_ahead(db_path)
    queries, chunks = {q.id: q for q in QUERIES}, {c.id: c for c in CHUNKS}
    assert all(suspects.kept_flags(queries[q], chunks[c]) is not None for q, c in POOL if chunks[c].text.strip())
    gc.collect()  # as the forking process does before it forks
    assert _open_files(db_path) == before  # no connection left that an app forked now would inherit
    read_verdicts_ahead(str(tmp_path / "no-such-project.db"))  # cannot be opened: left to the apps to say
    assert not (tmp_path / "no-such-project.db").exists()


def _open_files(prefix: str) -> set[str]:
    """The descriptors of this process open on files whose path starts with prefix (the database, its -wal)."""
    found = set()
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except FileNotFoundError:  # the listing's own descriptor, closed since
            continue
        if target.startswith(prefix):
            found.add(f"{fd}:{target}")
    return found


def test_the_warm_process_opens_the_project_once_and_keeps_its_engine_without_a_connection(db_path, tmp_path) -> None:
    from labeler.serve.apps.warm import open_project_ahead
    from labeler.services.demo import tiny_project
    from labeler.storage import forked

    with tiny_project(db_path):
        pass
    gc.collect()
    forked._kept.clear()
    try:
        open_project_ahead(db_path)
        assert len(forked._kept) == 1
        engine = forked._kept[0].engine
        assert engine.pool.checkedin() == 0 and engine.pool.checkedout() == 0
        gc.collect()  # as the forking process does before it forks
        assert _open_files(db_path) == set()  # no connection, no descriptor of the project's files
        open_project_ahead(str(tmp_path / "no-such-project.db"))  # cannot be opened: left to the apps to say
        assert len(forked._kept) == 1 and not (tmp_path / "no-such-project.db").exists()
    finally:
        for kept in forked._kept:
            kept.engine.dispose()
        forked._kept.clear()


def test_the_warm_up_waits_for_its_grade_without_spinning(tmp_path, monkeypatch) -> None:
    """The warm-up's grade runs on the label screen's session thread, not a Textual worker: waiting for it by
    polling would burn the warm process's CPU for as long as the grade takes, while a team's first apps are
    forked beside it."""
    import asyncio
    import time as clock

    from labeler.serve.apps import warm
    from labeler.services.demo import tiny_project
    from labeler.storage.repo import grading
    from labeler.tui.app import create_app

    slow = 2.0
    owner = next(cls for cls in vars(grading).values()
                 if isinstance(cls, type) and "record_grade_reading" in vars(cls))
    original = owner.record_grade_reading

    def record_slowly(self, *args, **kwargs):
        clock.sleep(slow)  # a grade that takes long, using no CPU
        return original(self, *args, **kwargs)

    monkeypatch.setattr(owner, "record_grade_reading", record_slowly)
    with tiny_project(tmp_path / "warm-up.db") as project:
        wall, cpu = clock.monotonic(), clock.process_time()
        asyncio.run(warm._first_screen_and_a_grade(create_app(project, "warm-up"), 30.0))
        wall, cpu = clock.monotonic() - wall, clock.process_time() - cpu
    warm.let_threads_end()
    assert wall >= slow  # the grade was waited for
    assert cpu < wall - slow / 2, f"{cpu:.2f} s of CPU over {wall:.2f} s: the wait spun"


def test_a_read_ahead_that_fails_unexpectedly_leaves_the_apps_to_read_for_themselves(db_path, monkeypatch) -> None:
    """A driver error the storage does not translate (a statement or lock timeout at the server's start) must not
    fail the warm-up: the read ahead is a saving, and each app's own first read says what fails."""
    from labeler.serve.apps.warm import open_project_ahead
    from labeler.services.demo import tiny_project
    from labeler.services.labeling import session
    from labeler.storage import forked

    def times_out(repository: object) -> bool:
        raise TimeoutError("canceling statement due to statement timeout")

    with tiny_project(db_path):
        pass
    monkeypatch.setattr(session, "read_first_pair_ahead", times_out)
    forked._kept.clear()
    try:
        open_project_ahead(db_path)
        assert len(forked._kept) == 1  # kept with its pool emptied: each app checks it again before adopting it
        engine = forked._kept[0].engine
        assert engine.pool.checkedin() == 0 and engine.pool.checkedout() == 0
    finally:
        for kept in forked._kept:
            kept.engine.dispose()
        forked._kept.clear()
