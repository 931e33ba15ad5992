"""Grade words are spelled once (labeler.domain.grades.GRADE_WORDS): the app's keys, rubric, help and
adjudication screen and the schema's description read them."""

from __future__ import annotations

from pathlib import Path

from labeler.domain.grades import GRADE_LABELS, GRADE_RUBRIC, GRADE_SHORT, GRADE_WORDS, MAX_GRADE, MIN_GRADE, grades_described

LABELER = Path(__file__).resolve().parents[3] / "labeler"
# The detector of planted instructions looks for these words in passages: its own vocabulary, not the scale's.
NOT_THE_SCALE = ("judge/suspects/",)


def test_one_record_per_grade_in_order() -> None:
    assert [words.grade for words in GRADE_WORDS] == list(range(MIN_GRADE, MAX_GRADE + 1))
    assert GRADE_LABELS == {0: "irrelevant", 1: "related", 2: "highly relevant", 3: "perfectly relevant"}
    assert list(GRADE_RUBRIC) == list(GRADE_SHORT) == [0, 1, 2, 3]
    assert grades_described() == "0 irrelevant, 1 related, 2 highly relevant, 3 perfectly relevant."


def test_no_other_module_spells_a_grade() -> None:
    spellings = {f'"{text}"' for words in GRADE_WORDS
                 for text in (words.label, words.key, words.short, words.rubric, words.help)}
    found = []
    for path in LABELER.rglob("*.py"):
        where = path.relative_to(LABELER).as_posix()
        if where == "domain/grades.py" or where.startswith(NOT_THE_SCALE):
            continue
        text = path.read_text(encoding="utf-8")
        found += [f"{where}: {spelling}" for spelling in spellings if spelling in text]
    assert not found, "spell grades in labeler/domain/grades.py only: " + "; ".join(sorted(found))


def test_every_front_end_reads_the_words() -> None:
    from labeler.storage.schema.judgments import Judgment
    from labeler.tui.bindings import LABEL_BINDINGS
    from labeler.tui.screens.adjudicate import AdjudicationScreen
    from labeler.tui.screens.help import HELP
    from labeler.tui.screens.label.side_panel import SHORT_RUBRIC

    keys = [(words.grade, words.key) for words in GRADE_WORDS]
    assert [(int(b.key), b.description) for b in LABEL_BINDINGS[:4]] == keys
    assert [b.action for b in LABEL_BINDINGS[:4]] == [f"grade({grade})" for grade in range(4)]
    adjudicating = [b for b in AdjudicationScreen.BINDINGS if getattr(b, "id", "").startswith("labeler.adjudicate_")][:4]
    assert [(int(b.key), b.description, b.action) for b in adjudicating] == [
        (grade, key, f"adjudicate({grade})") for grade, key in keys]
    assert HELP["labeler.grade_2"] == "grade 2, partly answers / highly relevant"
    assert HELP["labeler.grade_0"] == "grade 0, irrelevant; saved, then the next pair"
    assert SHORT_RUBRIC is GRADE_SHORT
    assert Judgment.model_fields["grade"].description == grades_described()
