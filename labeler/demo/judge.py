"""`demo-judge`: the demo's stand-in for an LLM judge, so suggestions can be tried offline.

The rule (seeded, so the shipped file is the same on every machine): for each pair of the demo
pool, start from the pair's intended grade g in qrels-full.txt (the seed grades are a subset of
it, with the same grades) and draw u from random.Random(DEMO_JUDGE_SEED), one draw per pair in
pool order:

- u < 0.25 and g < 3: suggest g + 1 (lenient, the commonest LLM error);
- 0.25 ≤ u < 0.30 and g > 0: suggest g - 1 (strict);
- otherwise suggest g.

Confidence P(suggested) is drawn from [0.55, 0.95] when the suggestion equals g and from
[0.45, 0.70] when it does not; the rest is spread over the other grades, the nearer the more
(weight 1/(1+distance)²), the intended grade getting three times its weight, so the suggested
grade is always the most probable. Probabilities are rounded to 3 decimals and sum to 1.

`python -m labeler.services.demo` rewrites demo/data/suggestions-demo-judge.jsonl from the
bundled files; `labeler demo` imports that file through the suggestion import service.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from pathlib import Path

DEMO_JUDGE_MODEL = "demo-judge"
DEMO_JUDGE_SEED = 15
DEMO_JUDGE_FILE = "suggestions-demo-judge.jsonl"
LENIENT_SHARE = 0.25
STRICT_SHARE = 0.05


def intended_grades(qrels_full: Path) -> dict[tuple[str, str], int]:
    """The intended grade of every retrieved demo pair, from qrels-full.txt (`qid 0 docid grade`)."""
    grades: dict[tuple[str, str], int] = {}
    for line in qrels_full.read_text(encoding="utf-8").splitlines():
        if line.strip():
            query_id, _, chunk_id, grade = line.split()
            grades[(query_id, chunk_id)] = int(grade)
    return grades


def _probabilities(suggested: int, intended: int, confidence: float) -> list[float]:
    """P(grade 0..3): `confidence` on the suggested grade, the rest by nearness, the intended grade favoured."""
    weights = [0.0 if k == suggested else (3.0 if k == intended else 1.0) / (1 + abs(k - suggested)) ** 2 for k in range(4)]
    total = sum(weights)
    probs = [round((1 - confidence) * w / total, 3) for w in weights]
    probs[suggested] = round(1 - sum(probs), 3)  # absorbs the rounding, so the four sum to 1
    return probs


def demo_judge_rows(pairs: Iterable[tuple[str, str]], grades: Mapping[tuple[str, str], int]) -> list[dict[str, object]]:
    """The demo-judge suggestion of each pair (in the order given), by the rule in this module's docstring."""
    rng = random.Random(DEMO_JUDGE_SEED)
    rows: list[dict[str, object]] = []
    for query_id, chunk_id in pairs:
        intended = grades[(query_id, chunk_id)]
        draw = rng.random()
        if draw < LENIENT_SHARE and intended < 3:
            suggested, reason = intended + 1, "demo rule, not an LLM: one grade more lenient than intended"
        elif LENIENT_SHARE <= draw < LENIENT_SHARE + STRICT_SHARE and intended > 0:
            suggested, reason = intended - 1, "demo rule, not an LLM: one grade stricter than intended"
        else:
            suggested, reason = intended, "demo rule, not an LLM: the intended grade"
        low, high = (0.55, 0.95) if suggested == intended else (0.45, 0.70)
        confidence = round(rng.uniform(low, high), 3)
        rows.append(
            {"qid": query_id, "docid": chunk_id, "grade": suggested,
             "probs": _probabilities(suggested, intended, confidence), "reason": reason}
        )
    return rows


def write_rows(rows: Iterable[Mapping[str, object]], path: Path) -> None:
    """Write suggestion rows as JSONL, one compact line each (byte-stable, so its sha256 is too)."""
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
