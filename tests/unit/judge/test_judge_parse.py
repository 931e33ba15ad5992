"""Strict answer parsing: a grade 0-3 or None, never a coerced guess; grade-token probabilities."""

from __future__ import annotations

import math

import pytest

from labeler.judge.answers.parse import (
    ParsedAnswer,
    confidence,
    expected_grade,
    grade_probabilities,
    grade_token_alternatives,
    parse_answer,
)

ACCEPTED = [
    ('{"grade": 2, "reason": "Partly answers."}', ParsedAnswer(2, "Partly answers.")),
    ('{"grade": 0}', ParsedAnswer(0, None)),
    ('{"grade": 3, "reason": ""}', ParsedAnswer(3, None)),
    ('{"grade": "2", "reason": "x"}', ParsedAnswer(2, "x")),
    ('{"grade": " 1 "}', ParsedAnswer(1, None)),
    ('{"grade": 2.0}', ParsedAnswer(2, None)),
    ('{"Grade": 1, "Reason": "r"}', ParsedAnswer(1, "r")),
    ('{"reason": "first", "grade": 3}', ParsedAnswer(3, "first")),
    ('{"grade": 1, "reason": 5}', ParsedAnswer(1, None)),
    ('```json\n{"grade": 3, "reason": "Exact answer."}\n```', ParsedAnswer(3, "Exact answer.")),
    ('```\n{"grade": 1}\n```', ParsedAnswer(1, None)),
    ('Here is my judgment:\n{"grade": 2, "reason": "ok"}\nHope this helps!', ParsedAnswer(2, "ok")),
    ('  {"grade": 1, "reason": "has {braces} inside"}  ', ParsedAnswer(1, "has {braces} inside")),
    ('{"grade": 1, "extra": {"nested": true}}', ParsedAnswer(1, None)),
    ("Grade: 2", ParsedAnswer(2, None)),
    ("grade = 3", ParsedAnswer(3, None)),
    ("GRADE:0", ParsedAnswer(0, None)),
    ("**Grade:** 1", ParsedAnswer(1, None)),
    ("Grade: 2.\nReason: The passage partly answers.", ParsedAnswer(2, "The passage partly answers.")),
    ("Reasoning first.\nGrade: 3\n", ParsedAnswer(3, None)),
    ("Grade: 1\nLater, once more:\nGrade: 1", ParsedAnswer(1, None)),
]

REJECTED = [
    None,
    "",
    "   ",
    '{"grade": 2.5}',
    '{"grade": 4}',
    '{"grade": -1}',
    '{"grade": "high"}',
    '{"grade": "2.5"}',
    '{"grade": "two"}',
    '{"grade": true}',
    '{"grade": null}',
    '{"grade": [2]}',
    '{"score": 2}',
    '{"reason": "no grade given"}',
    '{"result": {"grade": 2}}',
    '{"grade": 1} {"grade": 3}',
    '{"grade": 2} and also {"grade": 2}',
    '{"grade": 1, "grade": 3}',
    '{"grade": 2, "reason": "unterminated',
    "[2]",
    "2",
    "3 - perfectly relevant",
    "The grade is 2.",
    "I would say 2 or 3.",
    "Grade: 4",
    "Grade: 2.5",
    "Grade: 2/3",
    "Grade: 2 or 3",
    "Grade: high",
    "Grade: 1\nGrade: 3",
    '{"grade": 7}\nGrade: 2',
    "Highly relevant",
]


@pytest.mark.parametrize(("text", "expected"), ACCEPTED)
def test_accepted_answers(text: str, expected: ParsedAnswer) -> None:
    assert parse_answer(text) == expected


@pytest.mark.parametrize("text", REJECTED)
def test_rejected_answers_are_none_never_a_grade(text: str | None) -> None:
    assert parse_answer(text) is None


def test_probabilities_normalise_over_grade_digits_only() -> None:
    alternatives = [("2", math.log(0.6)), ("3", math.log(0.3)), ("1", math.log(0.05)), ('"', math.log(0.05))]
    probs = grade_probabilities(alternatives)
    assert probs is not None
    assert probs == pytest.approx((0.0, 0.05 / 0.95, 0.6 / 0.95, 0.3 / 0.95))
    assert sum(probs) == pytest.approx(1.0)
    assert confidence(probs) == pytest.approx(0.6 / 0.95)
    assert expected_grade(probs) == pytest.approx((1 * 0.05 + 2 * 0.6 + 3 * 0.3) / 0.95)


def test_probabilities_merge_spaced_and_quoted_tokens() -> None:
    probs = grade_probabilities([(" 2", math.log(0.25)), ("2", math.log(0.25)), ('"1', math.log(0.5))])
    assert probs == pytest.approx((0.0, 0.5, 0.5, 0.0))


@pytest.mark.parametrize("alternatives", [None, [], [("x", -0.1), ("4", -0.2)], [("2", float("-inf"))]])
def test_probabilities_absent_when_no_grade_digit(alternatives) -> None:
    assert grade_probabilities(alternatives) is None
    assert confidence(None) is None and expected_grade(None) is None


def test_grade_token_is_the_digit_after_the_grade_key() -> None:
    tokens = [
        ('{"', [('{"', 0.0)]),
        ("reason", [("reason", 0.0)]),
        ('":"', [('":"', 0.0)]),
        ("2", [("2", -0.1)]),  # a "2" inside the reason is not the grade token
        (' grade"', [(' grade"', 0.0)]),
        (", ", [(", ", 0.0)]),
        ('"grade', [('"grade', 0.0)]),
        ('":', [('":', 0.0)]),
        (" 2", [(" 2", -0.2), (" 3", -1.9)]),
        ("}", [("}", 0.0)]),
    ]
    assert grade_token_alternatives(tokens, 2) == [(" 2", -0.2), (" 3", -1.9)]
    assert grade_token_alternatives(tokens, 3) is None
    assert grade_token_alternatives([], 2) is None
    plain = [("Grade", []), (":", []), (" 1", [(" 1", -0.3)])]
    assert grade_token_alternatives(plain, 1) == [(" 1", -0.3)]
