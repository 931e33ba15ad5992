"""Reading `bench_serve_load.py --trace FILE`: each visitor's start, step by step, on one clock.

The served processes write their events through sitecustomize.py (this folder); the bench client writes its
own with `client_event`. `summary` joins them by annotator (the app's pid comes with server.forked) and says
where the wall time of the arrival went: each step's median, the CPU and page faults of a start (from the
gate's go to the slot freed), how soon the warm process hands a freed slot on, and the last visitor's path.
"""

from __future__ import annotations

import os
import statistics
import time
from collections import defaultdict
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
# one start's steps, in order: (event, what the step up to it is)
STEPS = [
    ("client.connect", "the client connects"),
    ("server.ws", "the server runs the tab's handler"),
    ("server.fork_asked", "the server asks the warm process"),
    ("child.born", "forked"),
    ("child.wait", "waits on the gate"),
    ("child.go", "its turn (the gate)"),
    ("child.app", "command line parsed, project opened"),
    ("child.mount", "app mounted"),
    ("child.pair_shown", "first pair shown"),
    ("child.frame", "first frame written"),
    ("child.drawn", "slot freed"),
    ("server.counter", "the label screen relayed"),
    ("client.first_screen", "the client sees it"),
]


def client_event(path: str, what: str, detail: str = "") -> None:
    """One event of the bench client, in the served processes' line format (no page faults)."""
    line = f"{time.monotonic():.6f} {os.getpid()} {time.process_time():.4f} - {what} {detail}".rstrip() + "\n"
    with open(path, "a", encoding="utf-8") as out:
        out.write(line)


def read(path: str | Path) -> list[tuple[float, int, float, int, str, str]]:
    """(monotonic, pid, process CPU, minor faults or -1, event, detail) per line."""
    rows = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        parts = line.split(" ", 5)
        if len(parts) < 5:
            continue
        faults = -1 if parts[3] == "-" else int(parts[3])
        rows.append((float(parts[0]), int(parts[1]), float(parts[2]), faults, parts[4], parts[5] if len(parts) > 5 else ""))
    return rows


def starts(path: str | Path) -> dict[str, dict[str, tuple[float, float, int]]]:
    """Per annotator: each step's first (time, CPU of the process it ran in, faults)."""
    rows = read(path)
    annotator_of: dict[int, str] = {}
    for _, _, _, _, what, detail in rows:
        if what == "server.forked":
            name, _, pid = detail.partition(" pid=")
            annotator_of[int(pid)] = name
    found: dict[str, dict[str, tuple[float, float, int]]] = defaultdict(dict)
    for at, pid, cpu, faults, what, detail in rows:
        if what.startswith("client.") or what in ("server.ws", "server.fork_asked"):
            name = detail.split(" ", 1)[0]
        elif what == "server.forked":
            name = detail.split(" ", 1)[0]
        elif what == "server.counter":
            name = annotator_of.get(int(detail.split("pid=", 1)[1].split()[0]), "")
        elif what.startswith("child."):
            name = annotator_of.get(pid, "")
        else:
            continue
        if name:
            found[name].setdefault(what, (at, cpu, faults))
    return found


def summary(path: str | Path, cores: int) -> str:
    """Where the arrival's wall time went, as lines of text."""
    timeline = {name: steps for name, steps in starts(path).items() if "client.first_screen" in steps}
    if not timeline:
        return "trace: no visitor reached the label screen"
    t0 = min(steps["client.connect"][0] for steps in timeline.values() if "client.connect" in steps)
    lines = [f"trace: {len(timeline)} visitors, times from the first connect"]
    for (before, _), (after, label) in zip(STEPS, STEPS[1:]):
        gaps = [steps[after][0] - steps[before][0] for steps in timeline.values() if before in steps and after in steps]
        if gaps:
            lines.append(f"  {label:38s} median {statistics.median(gaps) * 1000:7.1f} ms, max {max(gaps) * 1000:7.1f} ms")
    started = [steps for steps in timeline.values() if "child.go" in steps and "child.drawn" in steps]
    if started:
        cpu = [steps["child.drawn"][1] - steps["child.go"][1] for steps in started]
        wall = [steps["child.drawn"][0] - steps["child.go"][0] for steps in started]
        faults = [steps["child.drawn"][2] - steps["child.born"][2] for steps in started if "child.born" in steps]
        lines.append(f"  a start (go -> slot freed): CPU mean {statistics.mean(cpu) * 1000:.0f} ms (every thread), wall median "
                     f"{statistics.median(wall) * 1000:.0f} ms; page faults from the fork {statistics.mean(faults):,.0f} "
                     f"(each a page copied or zeroed)" if faults else "")
        window = max(steps["client.first_screen"][0] for steps in timeline.values()) - t0
        lines.append(f"  the starts' CPU {sum(cpu):.2f} s against {window:.2f} s x {cores} cores = {window * cores:.2f} "
                     f"core-seconds to the last first screen")
    rows = read(path)
    done = [at for at, _, _, _, what, _ in rows if what == "gate.done"]
    let_go = sorted(at for at, _, _, _, what, _ in rows if what == "gate.let_go")
    hand_on = [min((go for go in let_go if go >= at), default=at) - at for at in done]
    hand_on = [gap for gap in hand_on if gap < 1.0]
    if hand_on:
        lines.append(f"  the gate: a freed slot handed on after median {statistics.median(hand_on) * 1000:.2f} ms, "
                     f"max {max(hand_on) * 1000:.2f} ms")
    forked = {pid for _, pid, _, _, what, _ in rows if what == "child.born"}  # not the warm process's own warm-up
    first_pair: dict[int, float] = {}
    for at, pid, _, _, what, _ in rows:
        if what == "child.pair_shown" and pid in forked:
            first_pair.setdefault(pid, at)
    early = [sum(1 for at, pid_, _, _, what, _ in rows if what == "child.frame" and pid_ == pid and at < shown)
             for pid, shown in first_pair.items()]
    if early:
        lines.append(f"  frames written before the first pair was shown: {sum(early)} in {sum(1 for n in early if n)} of "
                     f"{len(early)} apps (each laid out and drawn again with the pair)")
    last_name, last = max(timeline.items(), key=lambda item: item[1]["client.first_screen"][0])
    lines.append(f"  the last ({last_name}): " + ", ".join(
        f"{what.split('.', 1)[1]} {last[what][0] - t0:.3f}" for what, _ in STEPS if what in last))
    return "\n".join(line for line in lines if line)
