"""`-m` given more than once for one measure: trec_eval 10 reads the first parameters it is given
(meas_init.c takes the first matching `-m name.params` and never parses the others), and a bare
`-m name` keeps them; found against the trec_eval 10 binary (tests/unit/cli/trec_eval/test_trec_eval_binary.py)."""

from __future__ import annotations

import pytest

from labeler.metrics.trec_eval.table import parse_trec_measures


@pytest.mark.parametrize(("texts", "printed"), [
    (["P.5", "P.10"], ["P_5"]),  # trec_eval prints P_5 only
    (["P.7", "P"], ["P_7"]),  # a bare name after parameters keeps them
    (["P", "P.7"], ["P_7"]),  # parameters after a bare name set them
    (["official", "P.3"], ["P_3"]),
    (["P.3", "official"], ["P_3"]),
    (["ndcg.0=-2", "ndcg.0=-5,1=-2"], ["ndcg_0=-2"]),
    (["rbp.p=0.5", "rbp"], ["rbp_p=0.5"]),
    (["P.5", "P.not_a_cutoff"], ["P_5"]),  # never parsed by trec_eval, so never refused
])
def test_the_first_parameters_given_for_a_measure_win(texts: list[str], printed: list[str]) -> None:
    requests = parse_trec_measures(texts)
    name = texts[-1].partition(".")[0] if texts[-1] != "official" else "P"
    assert [n for r in requests if r.name == name for n in r.printed_names()] == printed


def test_a_nickname_with_parameters_is_the_bare_nickname_as_in_trec_eval() -> None:
    """trec_eval 10 prints the same for `-m official.5` as for `-m official`; labeler refused it with
    "measure 'official' unknown; known: official, ..."."""
    from labeler.metrics.trec_eval.table import parse_trec_measures

    assert parse_trec_measures(["official.5"]) == parse_trec_measures(["official"])
    assert parse_trec_measures(["all_trec.1,2"]) == parse_trec_measures(["all_trec"])
