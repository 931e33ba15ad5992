"""trec_eval's output line is defined once (labeler.metrics.trec_eval.line) and every printout in its
layout follows it."""

from __future__ import annotations

from labeler.metrics.trec_eval.line import DECIMAL, LINE, trec_line
from labeler.metrics.trec_eval.printing import TrecLine, TrecResult, trec_blocks


def test_the_line_is_trec_eval_10s() -> None:
    # trec_eval 10's print_meas: "%-22s\t%s\t%6.4f"
    assert trec_line("map", "all", DECIMAL % 0.25) == "map                   \tall\t0.2500"
    assert trec_line("num_rel_ret", "q1", "12") == "num_rel_ret           \tq1\t12"
    assert LINE % ("a_name_longer_than_22_columns", "q", "x") == "a_name_longer_than_22_columns\tq\tx"


def test_every_printed_line_follows_the_one_format() -> None:
    result = TrecResult(["q1", "q2"], [
        TrecLine("runid", None, "bm25"),
        TrecLine("num_ret", [3.0, 4.0], 7.0, integer=True),
        TrecLine("map", [0.5, 1.0 / 3.0], 5.0 / 12.0),
        TrecLine("relstring", ["RN", "NR"], None),
    ])
    printed = "\n".join(trec_blocks(result, per_query=True, summary=True)).splitlines()
    assert len(printed) == 2 * 3 + 3
    for line in printed:
        name, query, value = line.split("\t")
        assert line == trec_line(name.rstrip(" "), query, value)
    assert "map                   \tq2\t0.3333" in printed
