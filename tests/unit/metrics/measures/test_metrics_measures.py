"""Measure names: user spellings, trec_eval spellings, round trips and errors."""

from __future__ import annotations

import re

import pytest

from labeler.domain import LabelerError
from labeler.metrics import DEFAULT_MEASURES, Measure, parse_measure, parse_measures
from labeler.metrics.measures import split_measures

SPELLINGS = {
    "nDCG@10": ["nDCG@10", "ndcg@10", "NDCG@10", "ndcg_cut_10", "ndcg_cut.10", " nDCG@10 "],
    "nDCG": ["nDCG", "ndcg", "NDCG"],
    "P@5": ["P@5", "p@5", "P_5", "P.5"],
    "R@100": ["R@100", "r@100", "recall_100", "recall.100", "Recall@100"],
    "RR": ["RR", "rr", "MRR", "mrr", "recip_rank"],
    "RR@10": ["RR@10", "MRR@10", "mrr@10", "recip_rank_cut_10"],
    "AP": ["AP", "MAP", "map", "ap"],
    "AP@100": ["AP@100", "map_cut_100", "map_cut.100", "MAP@100"],
    "R-Prec": ["R-Prec", "Rprec", "rprec", "r-prec"],
    "Judged@10": ["Judged@10", "judged@10", "judged_10"],
    "num_ret": ["num_ret"],
    "num_rel": ["num_rel"],
    "num_rel_ret": ["num_rel_ret", "NUM_REL_RET"],
}
TREC_NAMES = {
    "nDCG@10": "ndcg_cut_10", "nDCG": "ndcg", "P@5": "P_5", "R@100": "recall_100",
    "RR": "recip_rank", "RR@10": "recip_rank_cut_10", "AP": "map", "AP@100": "map_cut_100",
    "R-Prec": "Rprec", "Judged@10": "judged_10", "num_ret": "num_ret", "num_rel": "num_rel",
    "num_rel_ret": "num_rel_ret",
}


@pytest.mark.parametrize(("canonical", "spellings"), SPELLINGS.items())
def test_every_spelling_parses_to_the_canonical_measure(canonical: str, spellings: list[str]) -> None:
    for text in spellings:
        assert parse_measure(text).name == canonical, text


@pytest.mark.parametrize(("canonical", "trec_name"), TREC_NAMES.items())
def test_names_round_trip_through_both_spellings(canonical: str, trec_name: str) -> None:
    measure = parse_measure(canonical)
    assert measure.trec_name == trec_name
    assert parse_measure(measure.name) == measure
    assert parse_measure(measure.trec_name) == measure


def test_only_rr_at_k_and_judged_lack_a_trec_eval_counterpart() -> None:
    missing = {name for name in TREC_NAMES if not parse_measure(name).in_trec_eval}
    assert missing == {"RR@10", "Judged@10"}


@pytest.mark.parametrize("text", ["foo", "nDCG@ten", "ndcg_cut_", "P@5@5", "", "yaap"])
def test_unknown_measure_names_the_known_ones(text: str) -> None:
    with pytest.raises(LabelerError, match=r"unknown measure .*; known: nDCG@k, nDCG, P@k"):
        parse_measure(text)


@pytest.mark.parametrize("text", ["nDCG@0", "P@0", "RR@-1", "recall_0", "AP@-5"])
def test_cutoffs_must_be_positive(text: str) -> None:
    with pytest.raises(LabelerError, match="cutoff must be a positive integer"):
        parse_measure(text)


@pytest.mark.parametrize("text", ["P", "R", "recall", "ndcg_cut", "map_cut"])
def test_precision_and_recall_need_a_cutoff(text: str) -> None:
    with pytest.raises(LabelerError, match="needs a cutoff"):
        parse_measure(text)


@pytest.mark.parametrize("text", ["Rprec@5", "num_ret@10", "R-Prec@3"])
def test_measures_without_cutoffs_refuse_one(text: str) -> None:
    with pytest.raises(LabelerError, match="takes no cutoff"):
        parse_measure(text)


def test_measure_constructor_validates_too() -> None:
    assert Measure("nDCG", 10).name == "nDCG@10" and str(Measure("RR")) == "RR"
    for family, cutoff in (("NDCG", 10), ("P", None), ("R-Prec", 5), ("AP", 0)):
        with pytest.raises(LabelerError):
            Measure(family, cutoff)


def test_defaults_parse_and_duplicates_collapse() -> None:
    assert [m.name for m in parse_measures(DEFAULT_MEASURES)] == list(DEFAULT_MEASURES)
    assert [m.name for m in parse_measures(["ndcg@10", "nDCG@10", "MRR", "RR"])] == ["nDCG@10", "RR"]


IR_MEASURES = {
    # ir_measures spelling -> (canonical name, trec_eval's printed name)
    "bpref": ("bpref", "bpref"), "BPref": ("bpref", "bpref"), "infAP": ("infAP", "infAP"),
    "Success@5": ("Success@5", "success_5"), "SetP": ("SetP", "set_P"), "SetR": ("SetR", "set_recall"),
    "SetF": ("SetF", "set_F"), "SetF(beta=0.5)": ("SetF(beta=0.5)", "set_F_0.5"),
    "SetAP": ("SetAP", "set_map"), "SetRelP": ("SetP(relative=True)", "set_relative_P"),
    "SetP(relative=True)": ("SetP(relative=True)", "set_relative_P"),
    "RBP": ("RBP(p=0.8)", "rbp_p=0.8"), "RBP(p=0.8)": ("RBP(p=0.8)", "rbp_p=0.8"),
    "RBP(p=0.95, rel=2)@10": ("RBP(rel=2,p=0.95)@10", "rbp_p=0.95(rel=2)@10"),
    "IPrec@0.5": ("IPrec@0.5", "iprec_at_recall_0.50"), "iprec_at_recall_0.10": ("IPrec@0.1", "iprec_at_recall_0.10"),
    "nDCG(gains={0:0,1:1,2:3})": ("nDCG(gains={0:0,1:1,2:3})", "ndcg_0=0,1=1,2=3"),
    "nDCG(gains={2: 3, 0: 0, 1: 1})@10": ("nDCG(gains={0:0,1:1,2:3})@10", "ndcg_cut_10(gains={0:0,1:1,2:3})"),
    "nDCG(judged_only=True)@10": ("nDCG(judged_only=True)@10", "ndcg_cut_10(judged_only=True)"),
    "AP(rel=2)": ("AP(rel=2)", "map(rel=2)"), "P(rel=2)@5": ("P(rel=2)@5", "P_5(rel=2)"),
    "NumQ": ("NumQ", "num_q"), "NumRet": ("num_ret", "num_ret"), "NumRelRet": ("num_rel_ret", "num_rel_ret"),
    "NumRet(rel=2)": ("num_rel_ret(rel=2)", "num_rel_ret(rel=2)"), "NumRel": ("num_rel", "num_rel"),
    "Rprec": ("R-Prec", "Rprec"), "MAP": ("AP", "map"), "Judged@10": ("Judged@10", "judged_10"),
}


@pytest.mark.parametrize(("text", "names"), IR_MEASURES.items())
def test_ir_measures_names_parse_and_round_trip(text: str, names: tuple[str, str]) -> None:
    measure = parse_measure(text)
    assert (measure.name, measure.trec_name) == names
    assert parse_measure(measure.name) == measure


@pytest.mark.parametrize(("text", "suggested"), [
    ("nDGC@10", "nDCG"), ("sucess@5", "Success"), ("setff", "SetF"), ("Bpreff", "bpref"), ("rbpp", "RBP"),
    ("RPB(p=0.8)", "RBP"),
])
def test_unknown_names_list_the_close_matches_on_one_line(text: str, suggested: str) -> None:
    with pytest.raises(LabelerError) as raised:
        parse_measure(text)
    message = str(raised.value)
    assert "\n" not in message and suggested in message.partition("did you mean ")[2].partition("?")[0], message


@pytest.mark.parametrize(("text", "why"), [
    ("RBP(q=2)", "takes no parameter 'q'"), ("RBP(p=1.5)", "p must lie between 0 and 1"),
    ("Judged(rel=2)@5", "takes no parameter rel"), ("SetF(beta=True)", "beta must be a number"),
    ("nDCG(gains=[1])", "gains must be a dict"), ("nDCG(gains={0:0,1:x})", "parameters must be written key=value"),
    ("RBP(p=0.8)(rel=2)", "parameters must be written key=value"), ("P(rel=0)@5", "rel must be at least 1"),
    ("IPrec", "needs a recall level"), ("IPrec@1.5", "recall level must lie in"), ("P@5.5", "positive integer"),
    ("nDCG(__import__('os'))", "parameters must be written key=value"),
])
def test_bad_parameters_say_what_is_wrong(text: str, why: str) -> None:
    with pytest.raises(LabelerError, match=re.escape(why)):
        parse_measure(text)


def test_a_typed_list_splits_outside_brackets() -> None:
    assert split_measures("nDCG@10, RBP(p=0.8, rel=2) nDCG(gains={0:0,1:1})@5,,AP") == [
        "nDCG@10", "RBP(p=0.8, rel=2)", "nDCG(gains={0:0,1:1})@5", "AP"]
