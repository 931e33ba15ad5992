"""Every command of `labeler --help` that changes the project (or writes files) ends, once it succeeded,
with one line saying what to do next; the others say in labeler.cli.next_steps.NO_NEXT_STEP why not.
The walk below runs each such command on one real project, in a project's usual order, and reads its
last line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from labeler.cli import cli
from labeler.cli.next_steps import NEXT_STEPS, NO_NEXT_STEP, NextStep, commands, project_step
from labeler.domain.status import StatusCounts
from labeler.paths import demo_data_dir
from tests.cli_main import run_main
from tests.fake_openai import FAKE_KEY

DB = "project.db"

# (command path, its arguments after `labeler` on project.db, the `next:` line it ends with), in the
# order a project goes: each command runs on what the ones before it made.
WALK: list[tuple[str, tuple[str, ...], str]] = [
    ("import queries", ("import", "queries", "{data}/queries.jsonl"),
     "`labeler import chunks FILE` adds the texts to grade"),
    ("import chunks", ("import", "chunks", "{data}/corpus.jsonl"),
     "`labeler import run FILE` adds a retriever's ranking, whose top chunks become pairs to grade"),
    ("import run", ("import", "run", "{data}/run-bm25.trec"),
     "`labeler pool --depth 10` makes each run's top 10 chunks per query pairs to grade"),
    ("pool", ("pool", "--depth", "10"),
     "`labeler` opens the app to grade the 200 pairs not graded yet (0-3; ? shows every key)"),
    ("import qrels", ("import", "qrels", "{data}/qrels-seed.txt", "--annotator", "alice"),
     "`labeler` opens the app to grade the 100 pairs not graded yet (0-3; ? shows every key)"),
    ("db upgrade", ("db", "upgrade"), "`labeler status` shows what the database holds"),
    ("import suggestions", ("import", "suggestions", "{data}/suggestions-demo-judge.jsonl", "--model", "demo-judge"),
     "`labeler` shows them beside each pair (enter accepts one); `labeler agreement --model demo-judge` says how "
     "far to trust them"),
    ("judge", ("judge", "--model", "fake-model", "--base-url", "{openai}", "--limit", "3"),
     "`labeler` shows the suggestions beside each pair (enter accepts one); `labeler agreement --model fake-model` "
     "says how far to trust them"),
    ("suggestions combine", ("suggestions", "combine", "--models", "demo-judge,fake-model", "--as", "panel"),
     "`labeler agreement --model panel` says how far to trust the ensemble"),
    ("sample", ("sample", "--budget", "5", "--model", "demo-judge"),
     "`labeler` opens the sampled pairs in order; once some are graded, `labeler eval RUN --estimate hybrid "
     "--model demo-judge` estimates with them"),
    ("assign", ("assign", "--per-pair", "1", "--annotators", "alice,bob"),
     "each annotator grades with `labeler --annotator NAME`; `labeler team-status` follows them"),
    ("adjudicate", ("adjudicate", "q01", "d623-2", "3"),
     "`labeler disagreements` lists the pairs still to settle; `labeler export qrels` writes the settled grades"),
    ("export qrels", ("export", "qrels", "--out", "{tmp}/qrels.txt"),
     "`labeler eval RUN --qrels {tmp}/qrels.txt` scores runs with them (trec_eval reads them too)"),
    ("export judgments", ("export", "judgments", "{tmp}/judgments.csv"),
     "`labeler export qrels` writes one grade per pair, for scoring runs"),
    ("export suggestions", ("export", "suggestions", "{tmp}/suggestions.jsonl"),
     "`labeler export qrels --source llm` writes them as qrels"),
    ("report", ("report", "bm25", "--out", "{tmp}/r.json", "--out", "{tmp}/r.html"),
     "open {tmp}/r.html to read the report (an .html one in a browser)"),
    ("simulate", ("simulate", "--qrels", "{data}/qrels-full.txt", "--llm-qrels", "{data}/qrels-full.txt",
                  "{data}/run-bm25.trec", "{data}/run-dense.trec", "--draws", "2", "--budget", "10%",
                  "--strategy", "uniform"),
     "`labeler sample --budget N --model MODEL` chooses the pairs humans grade"),
    ("roles allow", ("roles", "allow", "annotator", "see-evaluation"), "`labeler roles` shows what each role may see; apps and `labeler serve` started from now on follow it"),
    ("roles deny", ("roles", "deny", "adjudicator", "see-others-grades"), "`labeler roles` shows what each role may see; apps and `labeler serve` started from now on follow it"),
    ("roles reset", ("roles", "reset", "annotator"), "`labeler roles` shows what each role may see; apps and `labeler serve` started from now on follow it"),
    ("serve", ("serve", "--new-token", "carol"),
     "add the line to your tokens file (`>> tokens.txt`), then `labeler serve --tokens tokens.txt`"),
]
# the two that open the app: tests/e2e/test_tui_pty.py reads their last line in a real terminal
IN_A_TERMINAL = {"tui", "demo"}


def test_every_command_says_its_next_step_or_why_it_has_none():
    paths = {path for path, _ in commands(cli)}
    assert paths == set(NEXT_STEPS) | set(NO_NEXT_STEP)
    assert not set(NEXT_STEPS) & set(NO_NEXT_STEP)
    assert {path for path, _, _ in WALK} | IN_A_TERMINAL == set(NEXT_STEPS)


@pytest.fixture(scope="module")
def walked(tmp_path_factory, fake_openai_module) -> dict[str, tuple[int, str, str, str]]:
    """Each command of WALK run in order on one project: path -> (status, stdout, stderr, expected line)."""
    tmp = tmp_path_factory.mktemp("walk")
    data = tmp / "data"
    shutil.copytree(demo_data_dir(), data)
    done = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp)
        patch.setenv("OPENAI_API_KEY", FAKE_KEY)
        patch.setenv("LABELER_DB", DB)  # not on the command line: the lines then name no --db
        for path, args, line in WALK:
            values = {"data": str(data), "tmp": str(tmp), "openai": fake_openai_module.base_url}
            argv = [arg.format_map(values) for arg in args]
            done[path] = (*run_main(argv), "next: " + line.format_map(values))
    return done


@pytest.mark.parametrize("path", [path for path, _, _ in WALK])
def test_a_command_that_succeeded_ends_with_its_next_step(walked, path):
    code, out, err, expected = walked[path]
    assert code == 0, err
    assert err.splitlines()[-1] == expected
    assert sum(line.startswith("next: ") for line in (out + err).splitlines()) == 1


def test_a_command_that_failed_says_its_error_and_no_next_step(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("topics.tsv").write_text("q1\tone\nq2\n")
    code, out, err = run_main(["import", "queries", "topics.tsv"])
    assert code == 2 and "next:" not in out + err and err.startswith("error: topics.tsv:2:")


def test_the_lines_name_labeler_as_it_was_typed(tmp_path):
    """In a shell where the venv is not activated the README runs `.venv/bin/labeler`: the next step
    says that, not a bare `labeler` the shell would not find."""
    script = Path(sys.executable).with_name("labeler")
    if not script.exists():
        pytest.skip("the labeler console script is not installed beside this Python")
    venv = tmp_path / "v" / "bin"
    venv.mkdir(parents=True)
    (venv / "labeler").symlink_to(script)
    shutil.copy(demo_data_dir() / "queries.jsonl", tmp_path)
    path_without_it = os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep)
                                      if shutil.which("labeler", path=p) is None)
    env = {**os.environ, "PATH": path_without_it}
    result = subprocess.run(["v/bin/labeler", "import", "queries", "queries.jsonl"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[-1] == "next: `v/bin/labeler import chunks FILE` adds the texts to grade"


@pytest.mark.parametrize("counts, says", [
    (StatusCounts(), "import queries"),
    (StatusCounts(queries=2), "import chunks"),
    (StatusCounts(queries=2, chunks=5), "import run"),
    (StatusCounts(queries=2, chunks=5, runs=1), "pool --depth 10"),
    (StatusCounts(queries=2, chunks=5, pairs=4, unjudged_pairs=4), "opens the app to grade the 4 pairs"),
    (StatusCounts(queries=2, chunks=5, runs=1, pairs=4, judged_pairs=4), "eval RUN"),
    (StatusCounts(queries=2, chunks=5, pairs=4, judged_pairs=4), "import run FILE` adds a run to score"),
])
def test_a_project_is_told_the_first_thing_it_lacks(counts, says):
    assert says in project_step(counts)


def test_a_mode_of_a_command_picks_its_own_line():
    step = NEXT_STEPS["judge"]
    assert step.line_for({"batch": True, "dry_run": False}) == dict(step.modes)["batch"]
    assert step.line_for({"dry_run": True, "batch": True}) == dict(step.modes)["dry_run"]
    assert step.line_for({"batch": False, "forget_job": None}) == step.line
    assert NextStep(None, (("new_token", "x"),)).line_for({"new_token": None}) is None


def test_a_served_app_says_no_next_step():
    """A served app's stderr reaches `labeler serve`'s log: a next step there would be noise after every tab."""
    assert NEXT_STEPS["tui"].line_for({"served": True}) is None
    assert NEXT_STEPS["tui"].line_for({"served": False}) is not None


def test_a_database_named_on_the_command_line_is_named_in_the_next_step(tmp_path, monkeypatch):
    """`labeler --db demo sample ...` went on with `labeler eval ...`, which opens ./labeler.db."""
    monkeypatch.chdir(tmp_path)
    shutil.copy(demo_data_dir() / "queries.jsonl", tmp_path)
    code, _, err = run_main(["--db", "my project.db", "import", "queries", "queries.jsonl"])
    assert code == 0, err
    assert err.splitlines()[-1] == "next: `labeler --db 'my project.db' import chunks FILE` adds the texts to grade"
