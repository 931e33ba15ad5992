"""A new run meets the judged set, end to end through the CLI: its holes named in every format of `labeler
eval` and `labeler report`, filled by an LLM with the share resting on it, sampled for humans among
the holes alone, and estimated exactly once every hole is graded (tests/projects/holes_project.py's numbers)."""

from __future__ import annotations

import json
import math
import os
import subprocess
from pathlib import Path

import pytest

from labeler.storage import open_repository
from tests.projects.holes_project import HOLES, HUMAN, LLM, MODEL, QUERIES, build, chunk, write_files
from tests.projects.sampling_project import run_cli

NEW_WARNING = "warning: run new: 8 of its 20 top-5 pairs (40%) have no human grade and count as irrelevant"


def _main(capsys, *args: str) -> tuple[int, str, str]:
    from labeler.cli import main

    with pytest.raises(SystemExit) as excinfo:
        main(list(args))
    out, err = capsys.readouterr()
    code = excinfo.value.code
    return (code if isinstance(code, int) else 0), out, err


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    """The project's files, nothing imported."""
    return write_files(tmp_path)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """The judged set, the new run pooled, and the LLM's grades of every chunk."""
    path = tmp_path / "labeler.db"
    build(path, tmp_path)
    return path


def _eval(capsys, files: dict[str, Path], *runs: str, fmt: str = "table") -> tuple[int, str, str]:
    return _main(capsys, "eval", *[str(files[run]) for run in runs], "--qrels", str(files["human.txt"]),
                 "-m", "nDCG@5", "--format", fmt)


def test_eval_names_a_run_with_holes_in_every_format_and_a_fully_judged_one_in_none(files, capsys):
    code, out, err = _eval(capsys, files, "old.run", "new.run")
    assert code == 0, err
    assert NEW_WARNING in out and "run old:" not in out
    assert "next: pool them (labeler import run FILE, then labeler pool --depth 5)" in out
    code, out, err = _eval(capsys, files, "old.run", "new.run", fmt="json")
    document = json.loads(out)
    old, new = document["runs"]
    assert old["warning"] is None and old["holes"] == [
        {"k": 5, "pairs": 20, "judged": 20, "unjudged": 0, "judged_share": 1.0, "llm_graded": None}]
    assert new["holes"] == [{"k": 5, "pairs": 20, "judged": 12, "unjudged": 8, "judged_share": 0.6,
                             "llm_graded": None}]
    assert document["warnings"] == [new["warning"]] and NEW_WARNING.removeprefix("warning: ") in new["warning"]
    # the same next step as the table's: pool to the depth the holes were counted at
    assert document["next"].startswith("next: pool them (labeler import run FILE, then labeler pool --depth 5)")
    for fmt in ("csv", "trec"):
        code, out, err = _eval(capsys, files, "old.run", "new.run", fmt=fmt)
        assert code == 0 and "warning" not in out  # stdout keeps its layout; the warning goes to stderr
        assert NEW_WARNING in err
    code, out, err = _eval(capsys, files, "old.run")
    assert "warning" not in out + err and "next:" not in out
    assert json.loads(_eval(capsys, files, "old.run", fmt="json")[1])["warnings"] == []


def test_trec_eval_stays_byte_identical_with_holes(files, capsys):
    code, out, err = _main(capsys, "trec-eval", "-q", "-m", "ndcg_cut.5", str(files["human.txt"]), str(files["new.run"]))
    assert code == 0 and err == "" and "warning" not in out
    binary = os.environ.get("LABELER_TREC_EVAL")
    if binary and os.path.exists(binary):
        expected = subprocess.run([binary, "-q", "-m", "ndcg_cut.5", str(files["human.txt"]), str(files["new.run"])],
                                  capture_output=True, text=True, check=True).stdout
        assert out == expected


def write_reports(capsys, files: dict[str, Path], folder: Path) -> list[Path]:
    """`labeler report` of old and new against the human qrels (nDCG@5): r.json, r.md and r.html in folder."""
    targets = [folder / f"r.{suffix}" for suffix in ("json", "md", "html")]
    code, _, err = _main(capsys, "report", str(files["old.run"]), str(files["new.run"]), "--qrels",
                         str(files["human.txt"]), "-m", "nDCG@5", *[x for t in targets for x in ("--out", str(t))])
    assert code == 0, err
    return targets


def test_reports_carry_the_holes_and_the_warning(files, tmp_path, capsys):
    targets = write_reports(capsys, files, tmp_path)
    report = json.loads(targets[0].read_text())
    eval_json = json.loads(_eval(capsys, files, "old.run", "new.run", fmt="json")[1])
    for got, want in zip(report["runs"], eval_json["runs"], strict=True):
        assert (got["holes"], got["warning"]) == (want["holes"], want["warning"])
    assert report["warnings"] == eval_json["warnings"]
    warning = NEW_WARNING.removeprefix("warning: ")
    assert warning in targets[1].read_text() and warning in targets[2].read_text()


def _hand_share() -> float:
    """new's nDCG@5 share resting on the LLM: its holes (LLM grades 2 and 1, at ranks 2 and 4) over its DCG
    (every query alike, so the share of the sum over queries is the share of one query's DCG)."""
    ranked = [HUMAN[0], LLM[5], HUMAN[1], LLM[6], HUMAN[2]]
    gains = [grade / math.log2(rank + 2) for rank, grade in enumerate(ranked)]
    return (gains[1] + gains[3]) / sum(gains)


def test_llm_fill_says_which_share_of_each_score_rests_on_the_llm(db, capsys):
    code, out, err = _main(capsys, "--db", str(db), "eval", "old", "new", "-m", "nDCG@5", "--estimate", "llm",
                           "--model", MODEL, "--format", "json")
    assert code == 0, err
    old, new = json.loads(out)["runs"]
    assert new["llm_share"]["nDCG@5"] == pytest.approx(_hand_share(), abs=1e-4)
    assert new["holes"][0]["llm_graded"] == 8 and old["llm_share"]["nDCG@5"] == 0.0
    code, out, err = _main(capsys, "--db", str(db), "eval", "old", "new", "-m", "nDCG@5", "--estimate", "llm",
                           "--model", MODEL)
    assert (f"warning: run new: 8 of its 20 top-5 pairs (40%) have no human grade: the LLM's grades stand in for "
            f"them (share of the score resting on them: nDCG@5 {_hand_share():.0%})") in out


def test_a_model_with_no_grades_for_the_holes_is_one_line(tmp_path, capsys):
    db = tmp_path / "labeler.db"
    files = build(db, tmp_path, llm=False)
    judged_only = tmp_path / "judged.txt"
    judged_only.write_text("".join(line for line in files["llm.txt"].read_text().splitlines(keepends=True)
                                   if int(line.split()[2].split("_")[1]) not in (*HOLES, 7)))
    run_cli(db, "import", "suggestions", str(judged_only), "--model", MODEL)
    code, out, err = _main(capsys, "--db", str(db), "eval", "old", "new", "-m", "nDCG@5", "--estimate", "llm",
                           "--model", MODEL)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "has no grade for any of the 8 top-5 pairs no human graded (the holes of new)" in err
    assert f"labeler judge --model {MODEL} --dry-run" in err


def test_sample_draws_only_among_the_holes_and_refuses_a_budget_larger_than_them(db, capsys):
    code, out, err = _main(capsys, "--db", str(db), "sample", "--budget", "13", "--model", MODEL, "--measure", "nDCG@5")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "--budget 13 is more than the 12 pairs the design draws from" in err
    repository = open_repository(str(db), read_only=True)
    try:
        assert repository.newest_design() is None  # nothing changed
    finally:
        repository.close()
    code, out, err = _main(capsys, "--db", str(db), "sample", "--budget", "6", "--model", MODEL, "--measure", "nDCG@5",
                           "--annotator", "ann")
    assert code == 0, err
    assert "over the 12 of its 32 pool pairs no human had graded" in out
    assert "chosen 6 pairs: 0 already graded, 6 newly queued" in out
    assert "expected 95% half-width of run new's nDCG@5 once they are graded" in out
    repository = open_repository(str(db), read_only=True)
    try:
        chosen = [int(c.split("_")[1]) for _, c, _ in repository.assignments("ann")]
        design = repository.newest_design()
        assert design is not None and design.pairs == 12  # only the holes are stored
    finally:
        repository.close()
    assert len(chosen) == 6 and set(chosen) <= {*HOLES, 7}


def test_sample_refuses_a_run_whose_chunks_the_corpus_does_not_have(tmp_path, capsys):
    db = tmp_path / "labeler.db"
    files = build(db, tmp_path, llm=False)
    ghost = tmp_path / "ghost.run"
    ghost.write_text("".join(f"{q} Q0 ghost-{q} 1 99 ghost\n" for q in QUERIES))
    run_cli(db, "import", "run", str(ghost), "--name", "ghost")
    run_cli(db, "pool", "--depth", "5")
    llm = files["llm.txt"].read_text() + "".join(f"{q} 0 ghost-{q} 2\n" for q in QUERIES)
    (tmp_path / "llm-ghost.txt").write_text(llm)
    run_cli(db, "import", "suggestions", str(tmp_path / "llm-ghost.txt"), "--model", MODEL)
    code, out, err = _main(capsys, "--db", str(db), "sample", "--budget", "16", "--model", MODEL, "--measure", "nDCG@5",
                           "--annotator", "ann")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "chunks are not in the corpus (e.g. ghost-" in err and "nothing was queued" in err
    repository = open_repository(str(db), read_only=True)
    try:
        assert repository.newest_design() is None and repository.assignments("ann") == []
    finally:
        repository.close()


def test_hybrid_over_the_holes_is_exact_once_every_hole_is_graded(db, capsys):
    run_cli(db, "sample", "--budget", "12", "--model", MODEL, "--measure", "nDCG@5", "--annotator", "ann")
    truth = {5: 1, 6: 0, 7: 2}
    repository = open_repository(str(db))
    try:
        assigned = repository.assignments("ann")
        assert {(q, c) for q, c, _ in assigned} == {(q, chunk(q, n)) for q in QUERIES for n in truth}
        for query, chunk_id, _ in assigned:
            repository.record_judgment(query, chunk_id, "ann", truth[int(chunk_id.split("_")[1])])
    finally:
        repository.close()
    code, out, err = _main(capsys, "--db", str(db), "eval", "old", "new", "-m", "nDCG@5", "--estimate", "hybrid",
                           "--model", MODEL, "--format", "json")
    assert code == 0, err
    hybrid = json.loads(out)
    code, out, err = _main(capsys, "--db", str(db), "eval", "old", "new", "-m", "nDCG@5", "--format", "json")
    human = json.loads(out)
    for estimated, exact in zip(hybrid["runs"], human["runs"], strict=True):
        value = estimated["estimates"]["nDCG@5"]
        assert value["value"] == pytest.approx(exact["means"]["nDCG@5"], abs=1e-12)
        assert value["ci_low"] == value["ci_high"] == value["value"]
    assert human["warnings"] == [] and hybrid["warnings"] == []


def test_the_design_file_of_a_holes_design_lists_the_holes_and_scores_from_files(db, files, tmp_path, capsys):
    out = tmp_path / "sample.tsv"
    run_cli(db, "sample", "--budget", "12", "--model", MODEL, "--measure", "nDCG@5", "--annotator", "ann",
            "--out", str(out))
    rows = [line.split("\t") for line in Path(f"{out}.design.tsv").read_text().splitlines()]
    assert len(rows) == 12 and {int(row[1].split("_")[1]) for row in rows} == {*HOLES, 7}
    graded = tmp_path / "graded.txt"  # the judged set and every sampled hole, as qrels
    truth = {5: 1, 6: 0, 7: 2}
    graded.write_text(files["human.txt"].read_text() + "".join(
        f"{q} 0 {c} {truth[int(c.split('_')[1])]}\n" for q, c in (line.split("\t") for line in out.read_text().splitlines())))
    code, stdout, err = _main(capsys, "eval", str(files["old.run"]), str(files["new.run"]), "--qrels", str(graded),
                              "-m", "nDCG@5", "--estimate", "hybrid", "--llm-qrels", str(files["llm.txt"]),
                              "--design", f"{out}.design.tsv", "--format", "json")
    assert code == 0, err
    exact = json.loads(_main(capsys, "eval", str(files["old.run"]), str(files["new.run"]), "--qrels", str(graded),
                             "-m", "nDCG@5", "--format", "json")[1])
    for estimated, want in zip(json.loads(stdout)["runs"], exact["runs"], strict=True):
        assert estimated["estimates"]["nDCG@5"]["value"] == pytest.approx(want["means"]["nDCG@5"], abs=1e-12)
    partial = tmp_path / "partial.design.tsv"  # a hole neither in the design nor graded: refused
    partial.write_text("".join(f"{line}\n" for line in Path(f"{out}.design.tsv").read_text().splitlines()[1:]))
    code, stdout, err = _main(capsys, "eval", str(files["new.run"]), "--qrels", str(files["human.txt"]), "-m",
                              "nDCG@5", "--estimate", "hybrid", "--llm-qrels", str(files["llm.txt"]), "--design",
                              str(partial))
    assert code == 2 and "1 of the pairs the LLM graded are not in this design and have no human grade" in err
