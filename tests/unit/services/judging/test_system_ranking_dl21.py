"""Done-when of issue 16 on TREC DL 2021: `labeler agreement --model` ranks the 63 runs as the README of
../shared/data/trec-dl-2021 measured (Kendall tau 0.924 for nDCG@10 with GPT-4's UMBRELA grades), and an
ensemble of the three binary judges is reported beside it (figures recorded in docs/HYBRID.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import scipy.stats
from click.testing import CliRunner

from labeler.cli import cli

BINARY_JUDGES = ("binary_gpt4", "binary_gpt4o", "binary_llama3.2")

@pytest.fixture(scope="module")
def dl21_db(tmp_path_factory: pytest.TempPathFactory, dl21: Path) -> str:
    """A database holding the NIST qrels, the 63 runs, UMBRELA's and the binary judges' grades, and their ensemble."""
    from labeler.services.judging.ensembles import combine_suggestions
    from labeler.services.importing import import_qrels, import_run
    from labeler.services.judging.imported import import_suggestions
    from labeler.storage import open_repository

    db = str(tmp_path_factory.mktemp("dl21") / "labeler.db")
    repository = open_repository(db)
    try:
        import_qrels(repository, dl21 / "qrels.human.txt", annotator="nist")
        for path in sorted((dl21 / "runs").glob("*.run")):
            import_run(repository, path)
        for model in ("umbrela-gpt4", *BINARY_JUDGES):
            import_suggestions(repository, dl21 / f"qrels.{model}.txt", model=model)
        combine_suggestions(repository, BINARY_JUDGES, "majority", "binary-panel")
    finally:
        repository.close()
    return db


def _ranking(db: str, model: str, *extra: str) -> dict[str, object]:
    result = CliRunner().invoke(cli, ["--db", db, "agreement", "--model", model, "--format", "json", *extra], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    (report,) = json.loads(result.output)
    ranking: dict[str, object] = report["system_ranking"]
    return ranking


def test_umbrela_ranks_the_63_runs_with_tau_0924_for_ndcg_at_10(dl21_db):
    ranking = _ranking(dl21_db, "umbrela-gpt4")
    assert set(ranking) == {"measure", "kendall_tau", "runs"} and ranking["measure"] == "nDCG@10"
    assert ranking["kendall_tau"] == pytest.approx(0.924, abs=5e-4)  # scipy.stats.kendalltau over labeler eval's means
    runs = ranking["runs"]
    assert isinstance(runs, list) and len(runs) == 63
    assert set(runs[0]) == {"name", "human", "llm", "rank_human", "rank_llm"}
    human, llm = [run["human"] for run in runs], [run["llm"] for run in runs]
    assert scipy.stats.kendalltau(human, llm).statistic == pytest.approx(ranking["kendall_tau"], abs=1e-12)
    assert sum(human) / 63 == pytest.approx(0.569, abs=5e-4)  # the README's mean over the 63 runs, human grades
    assert sum(llm) / 63 == pytest.approx(0.711, abs=5e-4)  # and GPT-4's


def test_the_binary_judges_and_their_ensemble_beside_it(dl21_db):
    taus = {model: _ranking(dl21_db, model)["kendall_tau"] for model in (*BINARY_JUDGES, "binary-panel")}
    assert taus == pytest.approx(
        {"binary_gpt4": 0.8964, "binary_gpt4o": 0.9056, "binary_llama3.2": 0.7918, "binary-panel": 0.8974}, abs=5e-5
    )


def test_another_measure_ranks_by_it(dl21_db):
    ranking = _ranking(dl21_db, "umbrela-gpt4", "--measure", "map")
    assert ranking["measure"] == "AP" and 0.8 < ranking["kendall_tau"] < 1.0
