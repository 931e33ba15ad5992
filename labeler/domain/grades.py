"""The 0-3 relevance scale (TREC Deep Learning / UMBRELA wording)."""

from enum import IntEnum


class Grade(IntEnum):
    """A human relevance grade; binary measures count grade >= 1 as relevant by default."""

    IRRELEVANT = 0
    RELATED = 1
    HIGHLY_RELEVANT = 2
    PERFECT = 3


GRADE_LABELS: dict[int, str] = {
    0: "irrelevant",
    1: "related",
    2: "highly relevant",
    3: "perfectly relevant",
}

GRADE_RUBRIC: dict[int, str] = {
    0: "Irrelevant: nothing to do with the query.",
    1: "Related: on the topic, but does not answer the query.",
    2: "Highly relevant: partly answers, or the answer is unclear or buried.",
    3: "Perfectly relevant: dedicated to the query and contains the exact answer.",
}

MIN_GRADE = 0
MAX_GRADE = 3
