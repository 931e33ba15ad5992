"""bench/bench_serve_load.py --trace: every served process writes the steps of each app's start on one clock."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_serve_load.py"


def test_the_trace_follows_each_visitor_from_the_connect_to_the_first_screen(tmp_path, monkeypatch, capsys):
    spec = importlib.util.spec_from_file_location("bench_serve_load", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "bench_serve_load", bench)  # its dataclasses look their module up
    spec.loader.exec_module(bench)
    trace = tmp_path / "arrival.trace"
    outcomes = bench.main(["--short", "--launchers", "preload", "--work", str(tmp_path), "--trace", str(trace)])
    assert outcomes[0].stored == "ok: 32 grades", outcomes[0].stored
    from serve_trace import timeline

    starts = timeline.starts(trace)
    assert sorted(starts) == [client.name for client in outcomes[0].clients]
    for name, steps in starts.items():
        missing = [what for what, _ in timeline.STEPS if what not in steps]
        assert not missing, f"{name}: no {missing}"
        at = {what: steps[what][0] for what, _ in timeline.STEPS}
        # one clock: each process's steps in the order they happen
        assert at["client.connect"] <= at["server.ws"] <= at["server.fork_asked"] <= at["child.born"]
        assert at["child.born"] <= at["child.wait"] <= at["child.go"] <= at["child.app"] <= at["child.mount"]
        assert at["child.mount"] <= at["child.pair_shown"] <= at["child.drawn"]
        assert at["child.frame"] <= at["server.counter"] <= at["client.first_screen"]
        assert steps["child.drawn"][2] > steps["child.born"][2] >= 0  # page faults, counted in the app
    printed = capsys.readouterr().out
    assert "trace: 4 visitors" in printed and "the gate: a freed slot handed on after" in printed
    assert "of 4 apps" in printed
