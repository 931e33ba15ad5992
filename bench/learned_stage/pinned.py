"""The honest texts the tests pin, read by a weights file: what a candidate's protocol compares against the file that
ships ("the honest texts the tests pin are flagged no more than under it"), and the bundled demo's passages.

Pinned: the headings tests/unit/judge/suspects/test_learned.py holds (English, Thai and Lao, Tibetan and Lao
syllable labels), and every blind set from 21 on's honest numbered passages (the languages of those flagged), honest
pages of short sentences and look-alikes (how many are flagged). A text is flagged as the product flags it: by a rule,
or by the learned stage with the file's weights and bars. The reading is this checkout's: a file exported under
another reading is read from a checkout of that code, as matched reads it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bench.learned_stage.planted import BLIND, blind_module
from bench.learned_stage.training import read
from labeler.judge.suspects import learned

FIRST_SET = 21  # the first blind set with honest whole passages (numbered ones)


def _flagged(texts: Iterable[str], model: learned.LearnedModel) -> np.ndarray:
    """Whether the product flags each text (a rule's instruction flag, or the learned stage's with this model)."""
    from labeler.judge.suspects import passage_flags

    texts = list(texts)
    flags = np.array([flag is not None for flag in passage_flags(texts, learned=False)], dtype=bool)
    flags[list(learned.learned_flags(read(texts), model))] = True
    return flags


def _demo_passages() -> tuple[list[str], list[str]]:
    """The bundled demo's chunk ids and passages, read as the import reads them and as the detector reads a pair's
    passage (judged_texts: its title, then its text)."""
    from labeler.dataio.corpus.chunks import read_chunks
    from labeler.domain.models import Query
    from labeler.paths import demo_data_dir
    from labeler.services.judging.suspects import judged_texts

    chunks = [chunk for batch in read_chunks(demo_data_dir() / "corpus.jsonl").batches() for chunk in batch]
    return [chunk.id for chunk in chunks], [judged_texts(Query("", ""), chunk)[1] for chunk in chunks]


def pinned(weights: Path | None = None) -> dict[str, Any]:
    """What one weights file (None: the committed one) flags of the pinned honest texts and the demo's passages."""
    from tests.unit.judge.suspects.test_learned import HEADINGS, PHRASED_HEADINGS, SYLLABLE_HEADINGS

    model = learned.load(weights) if weights else learned.load()
    result: dict[str, Any] = {"weights": str(weights or "committed")}
    for name, texts in (("headings", HEADINGS), ("phrased headings", PHRASED_HEADINGS),
                        ("syllable headings", SYLLABLE_HEADINGS)):
        result[name] = int(_flagged(texts, model).sum())
    for n in (n for n in BLIND if n >= FIRST_SET):
        module = blind_module(n)
        numbered = getattr(module, f"NUMBERED_V{n}", ())
        flags = _flagged((text for _, text in numbered), model)
        result[f"set {n}"] = {
            "numbered": sorted(language for (language, _), flag in zip(numbered, flags, strict=True) if flag),
            "honest pages": int(_flagged((text for _, text in getattr(module, f"SHORT_CLEAN_V{n}", ())), model).sum()),
            "look-alikes": int(_flagged((text for _, text in getattr(module, f"CLEAN_LOOKALIKES_V{n}")), model).sum())}
    ids, passages = _demo_passages()
    result["demo"] = [chunk for chunk, flag in zip(ids, _flagged(passages, model), strict=True) if flag]
    return result


def _count(value: int | list[str]) -> int:
    return value if isinstance(value, int) else len(value)


def more_than(read: dict[str, Any], baseline: dict[str, Any]) -> list[str]:
    """Where one file's read flags more pinned texts than the baseline's: each heading group, each set's numbered
    passages, honest pages and look-alikes, and the demo (a named entry: what it flags more)."""
    found = [name for name in ("headings", "phrased headings", "syllable headings") if read[name] > baseline[name]]
    for key, entry in read.items():
        if key.startswith("set "):
            found += [f"{key} {part}" for part, value in entry.items()
                      if _count(value) > _count(baseline.get(key, {}).get(part, 0))]
    if len(read["demo"]) > len(baseline["demo"]):
        found.append("demo")
    return found


def compare(weights: Sequence[Path | None]) -> list[dict[str, Any]]:
    """Each file's read, the first the baseline: every later one says where it flags more than the first."""
    reads = [pinned(path) for path in weights]
    for entry in reads[1:]:
        entry["more than the first"] = more_than(entry, reads[0])
    return reads
