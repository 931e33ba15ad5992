"""Seeded random qrels and runs made to catch a trec_eval clone out (tests/unit/cli/trec_eval/test_trec_eval_binary.py).

One seed, one case: graded or binary qrels with negative grades and grade 0; queries only in the run
or only in the qrels; scores with heavy ties, ties only at float32 precision (1.0 against 1.00000001),
at 1e-9, large integers around 2**24, signed zeros and denormals; lines shuffled; chunk ids of one
to ~25 bytes in byte orders Python's sort does not share with a careless one; 1..~300 rows a query,
now and then 1,000..1,500 (past the largest default cutoff). Drawn from a second stream, so that the
cases above stay as they were (issue 23): fields separated by mixed runs of blanks (`q1 \tQ0`, VT,
FF), several run tags (trec_eval prints the last line's), and now and then bare CR line ends
(trec_eval reads the file as one line; labeler refuses it).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# Score pools: each query draws its scores from one of them (several for "mixed").
SCORE_POOLS: dict[str, list[str]] = {
    "float32": ["1.0", "1.00000001", "1.0000001", "0.99999999", "1", "1.00000002"],
    "tiny": ["0.5", "0.500000001", "0.499999999", "0.500000002", "5e-1"],
    "bigint": ["16777216", "16777217", "16777215", "16777218", "33554433", "33554432"],
    "zeros": ["0", "-0", "0.0", "-0.0", "0e0", "1e-310", "-1e-310", "5e-324", "1e-300"],
    "ties": ["1", "2", "3", "2.0", "1.00"],
}
QUERY_IDS = ["1", "2", "10", "101", "q1", "q10", "q2", "Q3", "topic-7", "a_b", "0"]
MIXED_GAPS = [" ", "\t", " \t", "\t ", "  ", " \t \t", "\v", " \f", "\t\t"]
TAGS = ["tag", "run.A", "bm25_k1", "z", "A"]


@dataclass(frozen=True)
class Case:
    """One random case: the qrels and run files' text, and what was drawn (for failure messages)."""

    seed: int
    qrels: str
    run: str
    summary: str
    bare_cr: str = ""  # "run" or "qrels" when that file's lines end in a bare CR


def make_case(seed: int) -> Case:
    """The case of one seed (the same text for the same seed, on any machine)."""
    rng = np.random.default_rng(seed)
    graded = bool(rng.random() < 0.6)
    grades = np.array([-2, -1, 0, 0, 1, 1, 2, 3, 4] if graded else [0, 0, 1])
    n_queries = int(rng.integers(1, 9))
    queries = [str(q) for q in rng.choice(QUERY_IDS, size=min(n_queries + 3, len(QUERY_IDS)), replace=False)]
    both, rest = queries[:n_queries], queries[n_queries:]
    qrels_only = rest[:int(rng.integers(1, 3))] if rng.random() < 0.3 else []
    run_only = [q for q in rest if q not in qrels_only][:1] if rng.random() < 0.4 else []
    unicode_ids = bool(rng.random() < 0.1)
    short_ids = bool(rng.random() < 0.3)  # ids of 8 bytes at most: the range reader's own (dataio.eval_input.run_ranges)
    most_judged = 2 if rng.random() < 0.25 else 40  # sparse qrels: judged ranks counted, not sorted
    qrels_rows: list[tuple[str, str, int]] = []
    run_rows: list[tuple[str, str, str]] = []
    modes: list[str] = []
    for query in both + qrels_only + run_only:
        long_run = query not in qrels_only and rng.random() < 0.03  # past P_1000's and recall_1000's cutoff
        docs = _doc_ids(rng, query, unicode_ids, short_ids, long_run)
        n_judged = int(rng.integers(1, most_judged + 1)) if query not in run_only else 0
        judged = rng.choice(len(docs), size=min(n_judged, len(docs)), replace=False)
        qrels_rows += [(query, docs[i], int(rng.choice(grades))) for i in judged]
        if query in qrels_only:
            continue
        n_rows = int(rng.integers(1000, 1501)) if long_run else _row_count(rng)
        picked = rng.choice(len(docs), size=min(n_rows, len(docs)), replace=False)
        mode = str(rng.choice([*SCORE_POOLS, "distinct", "mixed"]))
        modes.append(mode)
        scores = _scores(rng, mode, len(picked))
        run_rows += [(query, docs[i], score) for i, score in zip(picked, scores)]
    blank = "\t" if rng.random() < 0.2 else " "
    tag = str(rng.choice(["tag", "run.A", "bm25_k1"]))
    if rng.random() < 0.5:  # runs as usually written: by query, best first; else shuffled
        run_rows.sort(key=lambda row: (row[0], -float(row[2])))
    else:
        run_rows = [run_rows[i] for i in rng.permutation(len(run_rows))]
    ranks = rng.permutation(len(run_rows)) + 1 if rng.random() < 0.3 else np.arange(1, len(run_rows) + 1)
    run = "".join(blank.join([q, "Q0", d, str(r), s, tag]) + "\n" for (q, d, s), r in zip(run_rows, ranks))
    qrels_rows = [qrels_rows[i] for i in rng.permutation(len(qrels_rows))]
    qrels = "".join(f"{q} 0 {d} {g}\n" for q, d, g in qrels_rows)
    summary = (f"seed {seed}: {'graded' if graded else 'binary'}, queries {both}, qrels only {qrels_only}, "
               f"run only {run_only}, score modes {modes}, separator {blank!r}, short ids {short_ids}, "
               f"at most {most_judged} judged a query")
    return _dressed(Case(seed, qrels, run, summary))


def _dressed(case: Case) -> Case:
    """The case's files with mixed blanks, several tags or bare CR line ends, drawn from a second
    stream of the seed (see the module docstring)."""
    rng = np.random.default_rng([case.seed, 23])
    mixed_run, mixed_qrels, tags = (bool(rng.random() < 0.25) for _ in range(3))
    bare_cr = str(rng.choice(["run", "qrels"])) if rng.random() < 0.04 else ""
    run, qrels = case.run, case.qrels
    if mixed_run or tags or bare_cr == "run":
        lines = [line.split() for line in run.splitlines()]
        if tags:
            for fields in lines:
                fields[5] = str(rng.choice(TAGS))
        run = _joined(rng, lines, MIXED_GAPS if mixed_run else [run[len(lines[0][0])] if lines else " "],
                      "\r" if bare_cr == "run" else "\n")
    if mixed_qrels or bare_cr == "qrels":
        qrels = _joined(rng, [line.split() for line in qrels.splitlines()], MIXED_GAPS if mixed_qrels else [" "],
                        "\r" if bare_cr == "qrels" else "\n")
    summary = case.summary + f", mixed blanks run {mixed_run} qrels {mixed_qrels}, several tags {tags}, bare CR {bare_cr!r}"
    return Case(case.seed, qrels, run, summary, bare_cr)


def _joined(rng: np.random.Generator, lines: list[list[str]], gaps: list[str], end: str) -> str:
    """Lines of fields, each gap drawn from ``gaps`` (a blank may lead or trail a line too)."""
    out = []
    for fields in lines:
        edge = str(rng.choice(["", "", "", " ", "\t"]))
        out.append(edge + "".join(field + str(rng.choice(gaps)) for field in fields[:-1]) + fields[-1]
                   + str(rng.choice(["", "", "", " ", "\t "])) + end)
    return "".join(out)


def _doc_ids(rng: np.random.Generator, query: str, unicode_ids: bool, short_ids: bool, many: bool) -> list[str]:
    """A query's candidate chunk ids: short and long, case and digit orders, punctuation."""
    n = int(rng.integers(1200, 1700)) if many else int(rng.integers(8, 320))
    styles = ["d{}", "{}", "A{}", "a{}", "x-{}.y", "B{}#"]
    if not short_ids:
        styles += ["doc_{q}_chunk_{}", "msmarco_passage_{q}_{:08d}"]
    if unicode_ids:
        styles.append("\u00e9t\u00e9{}")
    chosen = rng.choice(styles, size=n)
    ids = {style.format(int(rng.integers(0, 3 * n)), q=query) for style in chosen}
    return sorted(ids)


def _row_count(rng: np.random.Generator) -> int:
    """Rows a query retrieves: mostly a few or a few dozen, now and then a few hundred."""
    kind = rng.random()
    if kind < 0.3:
        return int(rng.integers(1, 6))
    if kind < 0.7:
        return int(rng.integers(5, 51))
    return int(rng.integers(50, 301))


def _scores(rng: np.random.Generator, mode: str, n: int) -> list[str]:
    """n score strings of one mode (see SCORE_POOLS); distinct ones printed in several formats."""
    if mode in SCORE_POOLS:
        return [str(s) for s in rng.choice(SCORE_POOLS[mode], size=n)]
    if mode == "mixed":
        pool = [s for values in SCORE_POOLS.values() for s in values]
        return [str(s) for s in rng.choice(pool, size=n)]
    values = rng.normal(0.0, 10.0, size=n)
    formats = ["{!r}", "{:.3f}", "{:.17g}", "{:e}", "{:.1f}"]
    return [str(rng.choice(formats)).format(float(v)) for v in values]
