"""What a reading is measured by: the rules' flags alone, the share flagged, recall by language group, the
share flagged per language of a catalogue, and the stage's cost beside the rules'."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from bench.learned_stage.clean_text import MAJOR_LANGUAGES


def rates(flags: dict[str, np.ndarray]) -> dict[str, float]:
    """The share flagged by each detector."""
    return {name: round(float(mask.mean()), 5) if len(mask) else 0.0 for name, mask in flags.items()}


def rule_flags(texts: Sequence[str]) -> np.ndarray:
    """The rules' instruction flags (the learned stage left out), as a mask."""
    from labeler.judge.suspects import passage_flags

    return np.array([flag is not None for flag in passage_flags(list(texts), learned=False)], dtype=bool)


def split_recall(attacks: Sequence[Any], mask: np.ndarray) -> dict[str, float]:
    """Recall over all attacks, the English ones and the others."""
    english = np.array([attack.language == "en" for attack in attacks], dtype=bool)
    return {"all": round(float(mask.mean()), 4), "en": round(float(mask[english].mean()), 4) if english.any() else 0.0,
            "other": round(float(mask[~english].mean()), 4) if (~english).any() else 0.0}


def language_rates(by_language: dict[str, list[str]], flagged: np.ndarray) -> dict[str, Any]:
    """The share flagged pooled and per language (texts in the dict's order), the worst fifteen, the major languages."""
    per, at = {}, 0
    for language, texts in by_language.items():
        per[language] = round(float(flagged[at : at + len(texts)].mean()), 4)
        at += len(texts)
    worst = dict(sorted(per.items(), key=lambda item: -item[1])[:15])
    major = {language: per[language] for language in MAJOR_LANGUAGES if language in per}
    return {"pooled": round(float(flagged.mean()), 5), "passages": len(flagged), "worst": worst,
            "major_max": max(major.values(), default=0.0), "major": major, "en": per.get("en")}


def speed(texts: Sequence[str], rounds: int = 3) -> dict[str, Any]:
    """CPU seconds of the detector without and with its learned stage (the committed model, on the rules'
    reading) on the same passages, taken in turn in one run."""
    from labeler.judge.suspects import passage_flags

    alone, wired = [], []
    for _ in range(rounds):
        cpu = time.process_time()
        passage_flags(list(texts), learned=False)
        alone.append(time.process_time() - cpu)
        cpu = time.process_time()
        passage_flags(list(texts))
        wired.append(time.process_time() - cpu)
    return {"passages": len(texts), "rules_cpu_s": round(min(alone), 3), "rules_and_learned_cpu_s": round(min(wired), 3),
            "rules_with_learned_over_rules_speed": round(min(alone) / min(wired), 3)}
