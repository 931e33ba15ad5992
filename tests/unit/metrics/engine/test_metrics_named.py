"""trec_eval's measures under their ir_measures names: each gives what `labeler trec-eval` prints.

Against trec_eval 10.0's own printouts (the oracle: every query of every case, rel=2 against
`-l 2`, judged_only against `-J`, RBP@10 against `-M 10`, custom gains against `ndcg.0=0,...`),
and against labeler's trec_eval engine on random tie-heavy data, in both --compat modes.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from labeler.metrics import EvalArrays, evaluate, parse_measure
from labeler.metrics.request import ScoringRequest
from labeler.metrics.engine.trec import trec_evaluate
from labeler.metrics.trec_eval.table import parse_trec_measures
from tests.unit.metrics.eval_support import encode, random_collection
from tests.shared_data import shared_param
from tests.trec_eval_cases import ORACLE
from tests.trec_eval_cases import oracle_cases as golden_cases

# ir_measures name -> the name trec_eval prints for it (under -q -m all_trec)
PLAIN = {
    "bpref": "bpref", "Bpref": "bpref", "infAP": "infAP", "Success@1": "success_1",
    "Success@5": "success_5", "Success@10": "success_10", "SetP": "set_P",
    "SetP(relative=True)": "set_relative_P", "SetRelP": "set_relative_P", "SetR": "set_recall",
    "SetF": "set_F", "SetAP": "set_map", "IPrec@0": "iprec_at_recall_0.00",
    "IPrec@0.5": "iprec_at_recall_0.50", "IPrec@1.0": "iprec_at_recall_1.00", "RBP(p=0.9)": "rbp",
    "NumRet(rel=1)": "num_rel_ret", "NumRelRet": "num_rel_ret", "NumRel": "num_rel",
    "NumRet": "num_ret", "P@5": "P_5", "Rprec": "Rprec", "nDCG": "ndcg", "AP": "map",
    "RR": "recip_rank", "nDCG@10": "ndcg_cut_10", "R@100": "recall_100", "AP@30": "map_cut_30",
}
# the same measures with a parameter, against trec_eval run with the flag that sets it
WITH_REL = {"bpref": "bpref", "infAP": "infAP", "Success@5": "success_5", "SetP": "set_P",
            "SetR": "set_recall", "SetF": "set_F", "SetAP": "set_map", "IPrec@0.3": "iprec_at_recall_0.30",
            "P@10": "P_10", "AP": "map", "RR": "recip_rank", "Rprec": "Rprec", "R@10": "recall_10",
            "NumRet": "num_rel_ret"}
JUDGED_ONLY = {"nDCG@10": "ndcg_cut_10", "nDCG": "ndcg", "P@5": "P_5", "AP": "map", "RR": "recip_rank",
               "Rprec": "Rprec", "R@10": "recall_10", "Success@5": "success_5", "SetP": "set_P",
               "SetF": "set_F", "SetAP": "set_map", "IPrec@0.5": "iprec_at_recall_0.50",
               "RBP(p=0.9)": "rbp", "NumRet": "num_ret"}


def _with(name: str, parameter: str) -> str:
    """``P@10`` + ``rel=2`` -> ``P(rel=2)@10``."""
    base, at, cutoff = name.partition("@")
    if base.endswith(")"):
        return f"{base[:-1]},{parameter}){at}{cutoff}"
    return f"{base}({parameter}){at}{cutoff}"


OPTION_MEASURES: dict[str, dict[str, str]] = {
    "default": PLAIN,
    "l2": {_with(name, "rel=2"): trec for name, trec in WITH_REL.items()},
    "J": {_with(name, "judged_only=True"): trec for name, trec in JUDGED_ONLY.items()},
    "M10": {"RBP(p=0.9)@10": "rbp"},
    "gains": {"nDCG(gains={0:0,1:1,2:3,3:7})": "ndcg_0=0,1=1,2=3,3=7",
              "nDCG(gains={3:7,2:3,1:1,0:0})": "ndcg_0=0,1=1,2=3,3=7"},
}


def _oracle_cases() -> list[tuple[Path, Path, str, Path]]:
    return [case for case in golden_cases() if case[2] in OPTION_MEASURES] if ORACLE.is_dir() else []


@cache
def _arrays(qrels_path: Path, run_path: Path) -> EvalArrays:
    from labeler.dataio.eval_input.encode import encode as encode_files
    from labeler.dataio.qrels.files import read_qrels
    from labeler.dataio.runs.reader import read_run

    return encode_files(read_run(str(run_path), ranks=False), read_qrels(str(qrels_path), format="trec"))


def _printed(out: Path) -> dict[tuple[str, str], float]:
    values = {}
    for line in out.read_text().splitlines():
        name, qid, value = (part.strip() for part in line.split("\t"))
        if name not in ("runid", "relstring"):
            values[(name, qid)] = float(value)
    return values


@pytest.mark.parametrize("case", shared_param([
    pytest.param(case, id=f"{case[3].parent.name}/{case[3].name}") for case in _oracle_cases()], "oracle", "trec_eval-10.0"))
def test_ir_measures_names_print_what_trec_eval_10_prints(case: tuple[Path, Path, str, Path], trec_eval_oracle: Path) -> None:
    qrels, run, option, out = case
    printed = _printed(out)
    names = OPTION_MEASURES[option]
    result = evaluate(_arrays(qrels, run), ScoringRequest([parse_measure(name) for name in names]))
    checked = 0
    for name, trec_name in names.items():
        measure = parse_measure(name)
        for qid, value in zip(result.query_ids, result.per_query[measure.name].tolist()):
            expected = printed.get((trec_name, qid))
            if expected is None or math.isnan(expected):  # -J leaving nothing: trec_eval's 0/0
                continue
            assert value == pytest.approx(expected, abs=1.01e-4), (name, qid)
            checked += 1
        if not measure.is_count and not any(math.isnan(v) for (n, _), v in printed.items() if n == trec_name):
            assert result.means[measure.name] == pytest.approx(printed[(trec_name, "all")], abs=1.01e-4), name
    assert checked > 0


# (ir_measures name, trec_eval -m, trec_evaluate options)
ENGINE_CASES: list[tuple[str, str, dict[str, object]]] = [
    ("RBP(p=0.8)", "rbp.p=0.8", {}),
    ("RBP", "rbp.p=0.8", {}),
    ("RBP(p=0.95)@5", "rbp.p=0.95", {"max_docs": 5}),
    ("RBP(p=0.5)@3", "rbp.p=0.5", {"max_docs": 3}),
    ("SetF(beta=0.5)", "set_F.0.5", {}),
    ("SetF(beta=2,rel=3)", "set_F.2", {"relevance_level": 3}),
    ("AP(rel=2,judged_only=True)", "map", {"relevance_level": 2, "judged_only": True}),
    ("IPrec@0.1", "iprec_at_recall.0.1", {}),
    ("IPrec(rel=2)@0.7", "iprec_at_recall.0.7", {"relevance_level": 2}),
    ("nDCG(gains={0:0,1:1,2:3})", "ndcg.0=0,1=1,2=3", {}),
    ("nDCG(gains={1:0.5,2:10},judged_only=True)", "ndcg.1=0.5,2=10", {"judged_only": True}),
    ("SetP(relative=True,rel=2)", "set_relative_P", {"relevance_level": 2}),
    ("infAP(rel=2)", "infAP", {"relevance_level": 2}),
    ("Bpref(rel=3)", "bpref", {"relevance_level": 3}),
    ("Success(rel=2,judged_only=True)@1", "success.1", {"relevance_level": 2, "judged_only": True}),
    ("NumRet(rel=2)", "num_rel_ret", {"relevance_level": 2}),
    ("NumRel(rel=2)", "num_rel", {"relevance_level": 2}),
    ("NumQ", "num_q", {}),
]


@pytest.mark.parametrize("compat", [9, 10])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_every_name_equals_the_trec_eval_engine_on_random_data(seed: int, compat: int) -> None:
    arrays = encode(*random_collection(seed))
    measures = [parse_measure(name) for name, _, _ in ENGINE_CASES]
    result = evaluate(arrays, ScoringRequest(measures, compat=compat))
    for (name, trec_text, options), measure in zip(ENGINE_CASES, measures):
        trec = trec_evaluate(arrays, parse_trec_measures([trec_text]), compat=compat, **options)  # type: ignore[arg-type]
        assert trec.query_ids == result.query_ids
        (line,) = trec.lines
        if line.per_query is None:  # num_q: the count of queries
            assert result.means[measure.name] == line.summary, name
            continue
        np.testing.assert_allclose(result.per_query[measure.name], np.asarray(line.per_query, dtype=float),
                                   rtol=0, atol=1e-12, err_msg=name)
        assert result.means[measure.name] == pytest.approx(line.summary, abs=1e-12), name


def test_rbp_with_rel_is_binary_rank_biased_precision() -> None:
    """RBP(rel=k) (ir_measures): gain 1 from grade k up; trec_eval's rbp has no such switch."""
    run = {"q": {"a": 4.0, "b": 3.0, "c": 2.0, "d": 1.0}}
    qrels = {"q": {"a": 1, "b": 3, "c": 0, "d": 2}}
    result = evaluate(encode(run, qrels), ScoringRequest([parse_measure("RBP(rel=2,p=0.5)"), parse_measure("RBP(p=0.5)")]))
    assert result.means["RBP(rel=2,p=0.5)"] == pytest.approx(0.5 * (0.5 + 0.125))
    # graded (trec_eval 10): grades divided by the query's top grade, 3
    assert result.means["RBP(p=0.5)"] == pytest.approx(0.5 * (1 / 3 + 0.5 + 0 + 0.125 * 2 / 3))


def test_custom_gains_at_a_cutoff_cut_the_ideal_too() -> None:
    """nDCG(gains=...)@k: trec_eval has no such measure; with the identity table it is nDCG@k,
    and a table that reorders the grades reorders the ideal ranking."""
    run, qrels = random_collection(7)
    arrays = encode(run, qrels)
    identity = parse_measure("nDCG(gains={0:0,1:1,2:2,3:3})@5")
    swapped = parse_measure("nDCG(gains={1:3,3:1})@5")
    result = evaluate(arrays, ScoringRequest([identity, parse_measure("nDCG@5"), swapped]))
    np.testing.assert_allclose(result.per_query[identity.name], result.per_query["nDCG@5"], atol=1e-15)
    assert not np.allclose(result.per_query[swapped.name], result.per_query["nDCG@5"])
    tiny = evaluate(encode({"q": {"a": 2.0, "b": 1.0}}, {"q": {"a": 1, "b": 3, "c": 2}}), ScoringRequest([swapped]))
    dcg = 3 / math.log2(2) + 1 / math.log2(3)
    ideal = 3 / math.log2(2) + 2 / math.log2(3) + 1 / math.log2(4)
    assert tiny.means[swapped.name] == pytest.approx(dcg / ideal)


PYTREC = {"bpref": "bpref", "infAP": "infAP", "Success@5": "success_5", "SetP": "set_P",
          "SetRelP": "set_relative_P", "SetR": "set_recall", "SetF": "set_F", "SetAP": "set_map",
          "IPrec@0.3": "iprec_at_recall_0.30", "IPrec@1": "iprec_at_recall_1.00", "NumRelRet": "num_rel_ret"}
PYTREC_KEY = {parse_measure(name).name: key for name, key in PYTREC.items()}


@pytest.mark.parametrize("relevant_grade", [1, 2])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_compat_9_equals_pytrec_eval_on_every_name_it_has(seed: int, relevant_grade: int) -> None:
    import pytrec_eval

    run, qrels = random_collection(seed)
    measures = [parse_measure(name) for name in PYTREC]
    result = evaluate(encode(run, qrels), ScoringRequest(measures, relevant_grade=relevant_grade, compat=9))
    expected = pytrec_eval.RelevanceEvaluator(
        qrels, {"bpref", "infAP", "success", "set_P", "set_relative_P", "set_recall", "set_F", "set_map",
                "iprec_at_recall", "num_rel_ret"}, relevance_level=relevant_grade).evaluate(run)
    assert result.query_ids == sorted(expected)
    for measure in measures:
        theirs = [expected[q][PYTREC_KEY[measure.name]] for q in result.query_ids]
        np.testing.assert_allclose(result.per_query[measure.name], theirs, rtol=0, atol=1e-9, err_msg=measure.name)
