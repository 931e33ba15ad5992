"""Consistency checks: which earlier pairs are re-shown blind, what grading one records, self-agreement;
and adjudicated pairs leaving the disagreement filter. Real SQLite files, seeded RNGs."""

from __future__ import annotations

import math
import random

import pytest

from labeler.domain import JudgmentSource, LabelerError
from labeler.domain.labeling import QueueFilter
from labeler.services.team.assignment import adjudicate
from labeler.services.team.consistency import consistency_report, repeated_grades
from labeler.services.labeling.session import LabelingSession
from labeler.services.aggregation import human_qrels
from labeler.services.labeling.reshow import CONSISTENCY_MIN_GAP
from tests.tui.dbs import chunk_id, make_db, query_id


@pytest.fixture
def big(tmp_path):
    repository = make_db(tmp_path / "big.db", queries=10, pairs_per_query=30)
    yield repository
    repository.close()


def walk(repository, share: float, seed: int, grades: int) -> list[tuple[str, str, int]]:
    """Grade `grades` pairs in an unjudged session (consistency checks graded 2 as they come);
    return every grade made: (query, chunk, 1 if it was a consistency check else 0)."""
    session = LabelingSession(repository, "ann", consistency=share, rng=random.Random(seed))
    view = session.start()
    made = []
    for i in range(grades):
        made.append((view.query.id, view.chunk_id, int(view.consistency_check)))
        view = session.grade(2 if view.consistency_check else i % 4)
    return made


def test_checks_come_at_the_share_asked_never_early_never_twice(big):
    made = walk(big, 0.05, seed=7, grades=300)
    checks = [(i, q, c) for i, (q, c, checked) in enumerate(made) if checked]
    # about 5% of the ~270 grades made after the first 20: a binomial(270, 0.05) mean 13.5, sd 3.6
    assert 4 <= len(checks) <= 28
    first_graded = {}
    for i, (q, c, checked) in enumerate(made):
        if not checked:
            first_graded.setdefault((q, c), i)
    for i, q, c in checks:
        assert i - first_graded[(q, c)] >= CONSISTENCY_MIN_GAP  # made at least 20 grades ago
    assert len({(q, c) for _, q, c in checks}) == len(checks)  # never twice
    # a check never follows a check, and the queue resumes where it was: no pair skipped over
    assert all(not (a[2] and b[2]) for a, b in zip(made, made[1:]))
    unjudged = [(q, c) for q, c, checked in made if not checked]
    order = [(query_id(i), chunk_id(i, j)) for i in range(10) for j in range(30)]
    assert unjudged == order[: len(unjudged)]


def test_the_same_seed_shows_the_same_checks(tmp_path):
    runs = []
    for name in ("a.db", "b.db"):
        repository = make_db(tmp_path / name, queries=4, pairs_per_query=25)
        runs.append(walk(repository, 0.2, seed=3, grades=90))
        repository.close()
    assert runs[0] == runs[1] and sum(checked for _, _, checked in runs[0]) > 0


def test_consistency_off_draws_nothing_and_shows_no_check(big):
    assert sum(checked for _, _, checked in walk(big, 0.0, seed=1, grades=60)) == 0


def test_no_check_until_a_grade_is_twenty_grades_old(big):
    session = LabelingSession(big, "ann", consistency=1.0, rng=random.Random(0))
    view = session.start()
    for _ in range(CONSISTENCY_MIN_GAP):
        assert not view.consistency_check
        view = session.grade(1)
    # 20 judgments made: the first has only 19 newer ones
    assert not view.consistency_check and view.chunk_id == chunk_id(0, 20)
    view = session.grade(1)  # the 21st: now the first pair is 20 grades old, the only candidate
    assert view.consistency_check and (view.query.id, view.chunk_id) == ("q1", "c1-01")


def test_a_check_is_blind_and_grading_it_keeps_the_first_grade_in_history(tmp_path):
    repository = make_db(tmp_path / "h.db", queries=2, pairs_per_query=25, suggestions={(0, 0): (0, "LLM-REASON", 0.9)})
    repository.record_judgment("q1", "c1-01", "ann", 3, note="OLD-NOTE")
    repository.record_judgment("q1", "c1-01", "bob", 0, note="BOBS-NOTE")
    for j in range(1, 20):  # 19 more of ann's, then the session's grade makes 21
        repository.record_judgment("q1", chunk_id(0, j), "ann", 1)
    session = LabelingSession(repository, "ann", consistency=1.0, rng=random.Random(5))
    start = session.start()
    assert start.chunk_id == "c1-21"
    view = session.grade(2)
    assert view.consistency_check and view.chunk_id == "c1-01"
    assert "Consistency check" in view.notice
    assert (view.grade, view.note, view.suggestion, view.other_grades, view.skipped) == (None, None, None, (), False)
    assert session.accept_suggestion().grade is None  # the hidden suggestion cannot be accepted
    view = session.grade(1)
    assert not view.consistency_check and view.chunk_id == "c1-22"  # back where the queue was
    history = [(j.grade, j.source, j.note, status) for j, status in repository.judgment_history() if (j.annotator, j.chunk_id) == ("ann", "c1-01")]
    assert history == [
        (3, JudgmentSource.HUMAN, "OLD-NOTE", "superseded"),
        (1, JudgmentSource.CONSISTENCY, "OLD-NOTE", "current"),  # the note is kept, only hidden
    ]
    assert repeated_grades(repository) == {"ann": [(3, 1)]}
    # the repeat is a human grade for the qrels
    ann_qrels = {(q.query_id, q.chunk_id): q.grade for q in human_qrels(repository, "annotator:ann")}
    assert ann_qrels[("q1", "c1-01")] == 1 and len(ann_qrels) == 21
    # review shows the pair as it now stands: the repeat is the current grade
    again = session.go_to("q1", "c1-01")
    assert (again.grade, again.note, again.consistency_check) == (1, "OLD-NOTE", False)
    assert [o.annotator for o in again.other_grades] == ["bob"]
    repository.close()


def test_moving_away_or_skipping_drops_the_check_without_recording(tmp_path):
    repository = make_db(tmp_path / "m.db", queries=2, pairs_per_query=25)
    for j in range(20):
        repository.record_judgment("q1", chunk_id(0, j), "ann", 1)
    session = LabelingSession(repository, "ann", consistency=1.0, rng=random.Random(2))
    session.start()
    assert session.grade(2).consistency_check
    view = session.skip()
    assert not view.consistency_check and view.chunk_id == "c1-22" and "skipped" in view.notice
    assert not repository.skipped("ann")  # skipping a check is not a skip of the pair
    view = session.grade(0)
    assert view.consistency_check
    checked = (view.query.id, view.chunk_id)
    assert not session.next().consistency_check
    assert not session.go_to(*checked).consistency_check  # it is an ordinary review now
    assert not any(j.source == JudgmentSource.CONSISTENCY for j, _ in repository.judgment_history())
    repository.close()


def hand_made_history(path):
    """ann: repeats (3,3) (2,1) (0,0) (1,3) (2,2) plus an undone one; bob: (2,2); carol: no checks."""
    repository = make_db(path, queries=1, pairs_per_query=8)
    c = [chunk_id(0, j) for j in range(8)]
    consistency = JudgmentSource.CONSISTENCY
    for chunk, first, repeat in zip(c, (3, 2, 0, 1), (3, 1, 0, 3)):
        repository.record_judgment("q1", chunk, "ann", first)
        repository.record_judgment("q1", chunk, "ann", repeat, source=consistency)
    repository.record_judgment("q1", c[1], "ann", 2)  # a later change of mind: the blind repeat still counts
    repository.record_judgment("q1", c[4], "ann", 0)
    repository.record_judgment("q1", c[4], "ann", 3, source=consistency)
    repository.undo_last("ann")  # an undone repeat does not count
    repository.record_judgment("q1", c[5], "ann", 1)
    repository.record_judgment("q1", c[5], "ann", 2)  # a correction before the check: the check compares with 2
    repository.record_judgment("q1", c[5], "ann", 2, source=consistency)
    repository.record_judgment("q1", c[0], "bob", 2)
    repository.record_judgment("q1", c[0], "bob", 2, source=consistency)
    repository.record_judgment("q1", c[6], "carol", 1)  # no checks: not in the report
    return repository


def test_self_agreement_on_a_hand_made_history(tmp_path):
    repository = hand_made_history(tmp_path / "r.db")
    report = {r.annotator: r for r in consistency_report(repository)}
    assert sorted(report) == ["ann", "bob"]
    ann = report["ann"]
    # pairs (first, repeat): (3,3) (2,1) (0,0) (1,3) (2,2)
    firsts, repeats = (3, 2, 0, 1, 2), (3, 1, 0, 3, 2)
    n = 5
    observed = sum((a - b) ** 2 for a, b in zip(firsts, repeats))  # quadratic disagreement, 0+1+0+4+0
    expected = sum((a - b) ** 2 for a in firsts for b in repeats) / n  # from the marginals
    assert ann.n == n and ann.same == 3 / 5
    assert ann.kappa_quadratic == pytest.approx(1 - observed / expected)
    assert ann.mean_abs_difference == pytest.approx((0 + 1 + 0 + 2 + 0) / 5)
    bob = report["bob"]
    assert (bob.n, bob.same, bob.mean_abs_difference) == (1, 1.0, 0.0)
    assert math.isnan(bob.kappa_quadratic)  # one grade everywhere: kappa undefined
    assert [r.annotator for r in consistency_report(repository, "bob")] == ["bob"]
    repository.close()


def test_adjudicated_pairs_leave_the_disagreement_filter(tmp_path):
    repository = make_db(tmp_path / "a.db", queries=1, pairs_per_query=4, suggestions={(0, 2): (0, "no", 0.5)})
    repository.record_judgment("q1", "c1-01", "ann", 1)
    repository.record_judgment("q1", "c1-01", "bob", 3)  # ann and bob disagree
    repository.record_judgment("q1", "c1-02", "ann", 2)
    repository.record_judgment("q1", "c1-03", "ann", 3)  # ann vs the LLM's 0

    def disagreements() -> set[str]:
        page = {e.chunk_id for e in repository.queue_page("q1", "ann") if e.matches(QueueFilter.DISAGREEMENT)}
        in_sql = repository.next_queue_query("ann", QueueFilter.DISAGREEMENT)
        assert (in_sql is not None) == bool(page)
        return page

    assert disagreements() == {"c1-01", "c1-03"}
    adjudicate(repository, "q1", "c1-01", "carol", 3)
    adjudicate(repository, "q1", "c1-02", "carol", 0)  # an adjudication is not a grade that disagrees
    assert disagreements() == {"c1-03"}
    adjudicate(repository, "q1", "c1-03", "carol", 3)
    assert disagreements() == set()
    repository.close()


def test_cli_agreement_self(tmp_path):
    import json

    from click.testing import CliRunner

    from labeler.cli import cli

    db = str(tmp_path / "r.db")
    hand_made_history(db).close()
    runner = CliRunner()
    table = runner.invoke(cli, ["--db", db, "agreement", "--self"])
    assert table.exit_code == 0, table.output
    assert "self-agreement" in table.output and "ann" in table.output and "60.0%" in table.output
    assert "carol" not in table.output
    data = json.loads(runner.invoke(cli, ["--db", db, "agreement", "--self", "--annotator", "bob", "--format", "json"]).output)
    assert data == [{"annotator": "bob", "n": 1, "same": 1.0, "kappa_quadratic": None, "mean_abs_difference": 0.0}]
    wrong = runner.invoke(cli, ["--db", db, "agreement", "--self", "--humans"])
    assert wrong.exit_code == 2 and "--self" in wrong.output


def test_cli_tui_checks_the_consistency_share(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from labeler.cli import cli

    db = str(tmp_path / "t.db")
    make_db(tmp_path / "t.db", queries=1, pairs_per_query=1).close()
    assert CliRunner().invoke(cli, ["--db", db, "tui", "--consistency", "1.5"]).exit_code == 2
    monkeypatch.setenv("LABELER_CONSISTENCY", "lots")
    result = CliRunner().invoke(cli, ["--db", db, "tui"])
    assert result.exit_code == 2 and "LABELER_CONSISTENCY" in result.output
    with pytest.raises(LabelerError, match="between 0 and 1"):
        LabelingSession(None, "ann", consistency=-0.1)
