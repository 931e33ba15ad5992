"""The 0-3 relevance scale (TREC Deep Learning / UMBRELA wording), and every way a grade is spelled:
the app's keys, rubric and help, the adjudication screen and the schema's description all read
GRADE_WORDS, so a wording changes here and nowhere else."""

from dataclasses import dataclass
from enum import IntEnum


class Grade(IntEnum):
    """A human relevance grade; binary measures count grade >= 1 as relevant by default."""

    IRRELEVANT = 0
    RELATED = 1
    HIGHLY_RELEVANT = 2
    PERFECT = 3


@dataclass(frozen=True, slots=True)
class GradeWords:
    """How one grade is spelled: its label (tables, the schema), the word its key shows in a footer,
    the narrow rubric's line, the full rubric and the help screen's description of its key."""

    grade: int
    label: str
    key: str
    short: str
    rubric: str
    help: str


GRADE_WORDS: tuple[GradeWords, ...] = (
    GradeWords(0, "irrelevant", "irrelevant", "irrelevant",
               "Irrelevant: nothing to do with the query.", "irrelevant"),
    GradeWords(1, "related", "related", "related, no answer",
               "Related: on the topic, but does not answer the query.", "related but does not answer"),
    GradeWords(2, "highly relevant", "highly relevant", "partly answers",
               "Highly relevant: partly answers, or the answer is unclear or buried.",
               "partly answers / highly relevant"),
    GradeWords(3, "perfectly relevant", "perfect", "perfectly answers",
               "Perfectly relevant: dedicated to the query and contains the exact answer.", "perfectly answers"),
)

GRADE_LABELS: dict[int, str] = {words.grade: words.label for words in GRADE_WORDS}
GRADE_RUBRIC: dict[int, str] = {words.grade: words.rubric for words in GRADE_WORDS}
#: One short line per grade, for narrow terminals and one-line mentions of a grade.
GRADE_SHORT: dict[int, str] = {words.grade: words.short for words in GRADE_WORDS}

MIN_GRADE = 0
MAX_GRADE = 3


def grades_described() -> str:
    """Every grade with its label, in one sentence ("0 irrelevant, 1 related, ...")."""
    return ", ".join(f"{words.grade} {words.label}" for words in GRADE_WORDS) + "."
