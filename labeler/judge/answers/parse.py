"""Strict reading of the judge's answer: a grade 0-3 or nothing, never a guess."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

GRADES = (0, 1, 2, 3)

# A whole line "Grade: 2" / "grade = 3", optionally wrapped in markdown emphasis, with at most a
# final full stop; "Grade: 2.5", "Grade: 2/3" or "Grade: 2 or 3" do not match.
_GRADE_LINE_RE = re.compile(r"^[\s*_#>-]*grade[\s*_]*[:=][\s*_]*([0-9]+)[\s*_]*\.?\s*$", re.IGNORECASE | re.MULTILINE)
_REASON_LINE_RE = re.compile(r"^[\s*_#>-]*reason[\s*_]*[:=][\s*_]*(.+?)\s*$", re.IGNORECASE | re.MULTILINE)
_DIGIT_STRING_RE = re.compile(r"^\s*([0-3])\s*$")
# The text just before the grade's digit token: `"grade": ` or `**Grade:** ` (value quoted or not).
_GRADE_KEY_BEFORE_RE = re.compile(r'grade"?[\s*_]*[:=][\s*_]*"?\s*$', re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class ParsedAnswer:
    """A usable judge answer: an integer grade 0-3 and the model's reason, if it gave one."""

    grade: int
    reason: str | None = None


class _DuplicateKey(ValueError):
    pass


def _pairs_without_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    keys = [key.lower() for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise _DuplicateKey("duplicate key")
    return dict(pairs)


def _top_level_objects(text: str) -> list[object] | None:
    """Every top-level JSON object in the text (prose around them is skipped); None if one is ambiguous."""
    decoder = json.JSONDecoder(object_pairs_hook=_pairs_without_duplicates)
    found: list[object] = []
    position = text.find("{")
    while position != -1:
        try:
            value, end = decoder.raw_decode(text, position)
        except _DuplicateKey:
            return None
        except ValueError:
            position = text.find("{", position + 1)
            continue
        found.append(value)
        position = text.find("{", end)
    return found


def _grade_value(value: object) -> int | None:
    """An integer 0-3, the same as a string ("2") or an integral float (2.0); anything else is None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value in GRADES else None
    if isinstance(value, float):
        return int(value) if value.is_integer() and int(value) in GRADES else None
    if isinstance(value, str):
        match = _DIGIT_STRING_RE.match(value)
        return int(match.group(1)) if match else None
    return None


def _from_object(obj: object) -> ParsedAnswer | None:
    if not isinstance(obj, dict):
        return None
    by_key = {key.lower(): value for key, value in obj.items()}
    if "grade" not in by_key:
        return None
    grade = _grade_value(by_key["grade"])
    if grade is None:
        return None
    reason = by_key.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        return ParsedAnswer(grade, None)
    return ParsedAnswer(grade, reason.strip())


def _from_plain_text(text: str) -> ParsedAnswer | None:
    values = {int(match) for match in _GRADE_LINE_RE.findall(text)}
    if len(values) != 1:
        return None
    (grade,) = values
    if grade not in GRADES:
        return None
    reason_match = _REASON_LINE_RE.search(text)
    return ParsedAnswer(grade, reason_match.group(1) if reason_match else None)


def parse_answer(text: str | None) -> ParsedAnswer | None:
    """Read a grade from the model's answer, strictly; None when it is not unambiguously 0-3.

    Accepted: exactly one JSON object (prose or ```json fences around it are ignored) whose
    "grade" is an integer 0-3, the same as a string ("2") or an integral float (2.0), with an
    optional string "reason"; without any JSON object, whole lines "Grade: N" / "grade = N"
    that all agree. Rejected: 2.5, 4, -1, true, "high", two JSON objects, duplicate "grade"
    keys, a JSON object without a valid grade (the text fallback is not tried then).
    """
    if not text or not text.strip():
        return None
    objects = _top_level_objects(text)
    if objects is None:
        return None
    objects = [obj for obj in objects if isinstance(obj, dict)]
    if len(objects) > 1:
        return None
    if len(objects) == 1:
        return _from_object(objects[0])
    return _from_plain_text(text)


def grade_probabilities(top_logprobs: Sequence[tuple[str, float]] | None) -> tuple[float, float, float, float] | None:
    """P(grade 0..3) from the alternatives of the grade token, normalised over the tokens "0".."3".

    Tokens are compared after stripping whitespace and quotes (" 2" and "2" both count for
    grade 2, summed). None when no alternative is a grade digit.
    """
    if not top_logprobs:
        return None
    mass = [0.0, 0.0, 0.0, 0.0]
    for token, logprob in top_logprobs:
        key = token.strip().strip('"')
        if key in ("0", "1", "2", "3") and logprob is not None and math.isfinite(logprob):
            mass[int(key)] += math.exp(logprob)
    total = sum(mass)
    if total <= 0.0:
        return None
    return (mass[0] / total, mass[1] / total, mass[2] / total, mass[3] / total)


def grade_token_alternatives(
    tokens: Sequence[tuple[str, Sequence[tuple[str, float]]]] | None, grade: int
) -> list[tuple[str, float]] | None:
    """Test seam: grade_token_index with the token's alternatives, for tests of where the grade token sits.

    Top alternatives of the token carrying the grade: the grade's digit right after a
    ``"grade":`` / ``Grade:`` key; None when no token sits there (no guessing elsewhere)."""
    if not tokens:
        return None
    index = grade_token_index([token for token, _ in tokens], grade)
    return None if index is None else list(tokens[index][1])


def grade_token_index(tokens: Sequence[str], grade: int) -> int | None:
    """Position of the token carrying the grade (see grade_token_alternatives), or None."""
    digit = str(grade)
    seen = ""
    for index, token in enumerate(tokens):
        if token.strip().strip('"') == digit and _GRADE_KEY_BEFORE_RE.search(seen[-40:]):
            return index
        seen += token
    return None


def confidence(probabilities: Sequence[float] | None) -> float | None:
    """The probability of the most likely grade."""
    return max(probabilities) if probabilities else None


def expected_grade(probabilities: Sequence[float] | None) -> float | None:
    """Sum of grade times its probability (0..3)."""
    return sum(grade * p for grade, p in enumerate(probabilities)) if probabilities else None
