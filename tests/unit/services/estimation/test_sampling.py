"""labeler sample as a service, on both backends: the stored design, its extension, its order."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from labeler.domain import LabelerError
from labeler.metrics.hybrid.design import sequential_poisson
from labeler.services.estimation.pool_source import pool_from_repository
from labeler.services.estimation.design import design_for_pool, pair_uniforms, sample
from labeler.services.estimation.design_status import design_status
from labeler.storage import Repository, open_repository
from tests.projects.sampling_project import MODEL, import_project, run_cli, write_project


@pytest.fixture
def project(any_db: str, tmp_path: Path) -> Iterator[Repository]:
    """A migrated database of each backend holding the small sampling project."""
    files = write_project(tmp_path)
    import_project(any_db, files)
    repo = open_repository(any_db)
    try:
        yield repo
    finally:
        repo.close()


def _stored(repo: Repository) -> dict[tuple[str, str], tuple[float, float]]:
    design = repo.newest_design()
    assert design is not None
    return {(q, c): (s, u) for q, c, s, u, _ in repo.design_rows(design.id)}


def test_uniforms_come_from_the_seed_and_the_pair_key_whatever_the_order():
    qids, cids = ["q1", "q1", "q2", "q 3"], ["a", "b", "a", "x\ty"]
    forward = pair_uniforms(5, qids, cids)
    backward = pair_uniforms(5, qids[::-1], cids[::-1])
    assert np.array_equal(forward, backward[::-1])
    assert ((forward > 0) & (forward < 1)).all()
    assert not np.array_equal(forward, pair_uniforms(6, qids, cids))
    # the key is (qid, chunk) exactly: moving a character from one id to the other changes U
    assert pair_uniforms(0, ["q1"], ["2a"])[0] != pair_uniforms(0, ["q12"], ["a"])[0]


def test_a_design_stores_every_pool_pair_and_queues_the_first_n_in_design_order(project):
    report = sample(project, budget=10, model=MODEL, annotator="ann")
    stored = _stored(project)
    assert len(stored) == report.pool_pairs == 60
    assert report.created and report.queued == 10 and report.already_graded == 0
    rows = project.design_rows(report.design.id)
    assert report.chosen == [(q, c) for q, c, *_ in rows[:10]]
    sizes = np.array([stored[key][0] for key in report.pool_keys])
    uniforms = np.array([stored[key][1] for key in report.pool_keys])
    order = sequential_poisson(sizes, uniforms, 10).order
    assert report.chosen == [report.pool_keys[i] for i in order]
    assert np.array_equal(uniforms, pair_uniforms(0, [q for q, _ in report.pool_keys], [c for _, c in report.pool_keys]))
    assert {(q, c) for q, c, _ in project.assignments("ann")} == set(report.chosen)
    design = project.newest_design()
    assert design is not None and design.spec.measure == "nDCG@10" and design.spec.strategy == "importance"
    assert design.budget == 10 and design.pairs == 60


def test_a_larger_budget_extends_the_same_design_keeps_grades_and_assigns_nothing_twice(project):
    first = sample(project, budget=10, model=MODEL, annotator="ann")
    before = _stored(project)
    for q, c in first.chosen[:3]:
        project.record_judgment(q, c, "ann", 2)
    project.record_judgment(*first.chosen[5], "bob", 1)  # another annotator's grade counts as graded
    second = sample(project, budget=20, model=MODEL, annotator="ann")
    assert not second.created and second.design.id == first.design.id
    assert second.chosen[:10] == first.chosen
    assert _stored(project) == before
    assert second.already_graded == 4
    assert second.queued == 10  # only the new ten: the first ten were assigned already
    assigned = project.assignments("ann")
    assert len(assigned) == len({(q, c) for q, c, _ in assigned}) == 20
    again = sample(project, budget=20, model=MODEL, annotator="cleo")
    assert again.queued == 0 and again.chosen == second.chosen
    assert project.assignments("cleo") == []
    assert project.newest_design().budget == 20  # type: ignore[union-attr]
    smaller = sample(project, budget=5, model=MODEL, annotator="ann")
    assert smaller.chosen == first.chosen[:5] and project.newest_design().budget == 20  # type: ignore[union-attr]


def test_a_changed_measure_strategy_seed_or_model_is_refused_unless_new(project):
    sample(project, budget=5, model=MODEL, annotator="ann", seed=3)
    for change in ({"seed": 4}, {"measure": "nDCG@5"}, {"strategy": "uniform"}, {"model": "other"}):
        options = {"budget": 5, "model": MODEL, "annotator": "ann", **change}
        with pytest.raises(LabelerError, match="--new"):
            sample(project, **options)  # type: ignore[arg-type]
    assert sample(project, budget=6, model=MODEL, annotator="ann", seed=3, measure="nDCG@10").design.id == 1
    fresh = sample(project, budget=5, model=MODEL, annotator="ann", strategy="uniform", new=True)
    assert fresh.created and fresh.design.id == 2 and project.newest_design().spec.strategy == "uniform"  # type: ignore[union-attr]


def test_pairs_that_join_the_pool_later_get_sizes_on_the_design_scale(project, any_db, tmp_path):
    first = sample(project, budget=10, model=MODEL, annotator="ann")
    before = _stored(project)
    late = tmp_path / "late.txt"
    late.write_text("q1 0 late_a 3\nq2 0 late_b 0\n")
    run_cli(any_db, "import", "suggestions", str(late), "--model", MODEL)
    second = sample(project, budget=10, model=MODEL, annotator="ann")
    assert second.new_pairs == 2 and second.pool_pairs == 62
    after = _stored(project)
    assert {key: after[key] for key in before} == before
    pool = pool_from_repository(project, MODEL, 10)
    from labeler.metrics.hybrid.design import design_sizes
    from labeler.services.estimation.hybrid import hybrid_measures

    fresh = design_sizes(pool.pool, hybrid_measures(["nDCG@10"])[0], "importance", llm_probs=pool.llm_probs)
    keys = list(zip(pool.qid.to_pylist(), pool.docid.to_pylist()))
    old = np.array([key in before for key in keys])
    scale = np.median(np.array([before[k][0] for k in keys if k in before]) / fresh[old])
    for key in (("q1", "late_a"), ("q2", "late_b")):
        assert after[key][0] == pytest.approx(fresh[keys.index(key)] * scale)
        assert after[key][1] == pair_uniforms(0, [key[0]], [key[1]])[0]
    # the design's order now holds them at their key; the first ten of the order are still chosen
    order = [(q, c) for q, c, *_ in project.design_rows(second.design.id)]
    assert second.chosen == order[:10]
    assert [key for key in first.chosen if key in second.chosen] == [key for key in second.chosen if key in first.chosen]


def test_design_for_pool_aligns_the_newest_design_to_the_pool(project):
    pool = pool_from_repository(project, MODEL, 10)
    assert design_for_pool(project, pool) is None
    report = sample(project, budget=8, model=MODEL, annotator="ann")
    aligned = design_for_pool(project, pool)
    assert aligned is not None
    assert np.array_equal(aligned.sizes, report.sizes) and np.array_equal(aligned.uniforms, report.uniforms)


def test_status_counts_the_graded_prefix_of_the_order(project):
    assert design_status(project) is None
    report = sample(project, budget=6, model=MODEL, annotator="ann")
    for key in (report.chosen[0], report.chosen[1], report.chosen[3]):
        project.record_judgment(*key, "ann", 1)
    status = design_status(project)
    assert status is not None
    assert (status.chosen, status.graded_chosen, status.graded_in_order) == (6, 3, 2)


def test_the_expected_half_width_narrows_as_the_budget_grows(project):
    small = sample(project, budget=10, model=MODEL, annotator="ann").expected_half_width
    large = sample(project, budget=40, model=MODEL, annotator="ann").expected_half_width
    assert small is not None and large is not None
    assert 0 < large < small


def test_two_extensions_computed_from_the_same_state_both_succeed(project, any_db, tmp_path):
    # two `labeler sample` runs that read the design before either wrote: the second finds the
    # late pairs already added and adds nothing twice
    first = sample(project, budget=4, model=MODEL, annotator="ann")
    late = tmp_path / "late.txt"
    late.write_text("q1 0 late_a 3\n")
    run_cli(any_db, "import", "suggestions", str(late), "--model", MODEL)
    row = ("q1", "late_a", 0.5, 0.25)
    for _ in range(2):
        project.save_design(first.design.spec, first.design.id, 4, [row], [], "ann")
    assert _stored(project)[("q1", "late_a")] == (0.5, 0.25)
    assert project.newest_design().pairs == 61  # type: ignore[union-attr]
