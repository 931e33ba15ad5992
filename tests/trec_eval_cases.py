"""trec_eval 10's own outputs under ../shared/oracle (tests.shared_data finds them) as test cases: each
(qrels, run, option set, expected output), and the command-line options of each option set."""

from __future__ import annotations

from pathlib import Path

from tests.shared_data import shared_path


ORACLE = shared_path("oracle", "trec_eval-10.0")


OPTION_SETS: dict[str, list[str]] = {
    "default": ["-q", "-m", "all_trec"],
    "c": ["-q", "-m", "all_trec", "-c"],
    "l2": ["-q", "-m", "all_trec", "-l", "2"],
    "M10": ["-q", "-m", "all_trec", "-M", "10"],
    "J": ["-q", "-m", "all_trec", "-J"],
    "c_l2": ["-q", "-m", "all_trec", "-c", "-l", "2"],
    "gains": ["-q", "-m", "ndcg.0=0,1=1,2=3,3=7", "-m", "ndcg_cut.5,10"],
}


def oracle_cases() -> list[tuple[Path, Path, str, Path]]:
    """(qrels, run, option set, expected output) for every oracle file present."""
    cases = []
    for out in sorted(ORACLE.glob("*/*.out")):
        stem, option, _ = out.name.rsplit(".", 2)
        if out.parent.name == "generated":
            qrels, run = out.parent / f"{stem}.qrels", out.parent / f"{stem}.run"
        else:
            qrels_name, run_name = stem.split("+")
            qrels, run = out.parent / qrels_name, out.parent / run_name
        cases.append((qrels, run, option, out))
    return cases


CASES = oracle_cases() if ORACLE.is_dir() else []
