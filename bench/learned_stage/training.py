"""Training the stage: the texts read as the detector reads them, hashed n-gram rows, the regression fitted by
full-batch Adam, the variants a fold runs, and the threshold and margins a model is calibrated with."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from labeler.judge.suspects import learned
from labeler.judge.suspects.learned import DIMENSION, LearnedModel
from labeler.judge.suspects.reading import ReadCorpus, read_corpus


STEPS = 800  # Adam steps: fewer leave the regression short of its fit (docs/BENCHMARKS.md, the learned stage)
# the share of the read sets' honest passages in scripts without spaces that windows outside the Latin alphabet may
# flag at the script margin: 0, none (each set read may raise the margin by its worst case; docs/BENCHMARKS.md says
# what a budget over 0 did on the blind sets)
HONEST_SCRIPT_BUDGET = 0.0


def read(texts: Sequence[str]) -> ReadCorpus:
    """The texts as the detector reads them (reading.read_corpus: the learned stage reads its latin view)."""
    return read_corpus(list(texts))


@dataclass(frozen=True, slots=True)
class Features:
    """Sparse rows of n-gram counts scaled by 1/sqrt(n-grams in the row): entry i is (row[i], column[i]) with value ``value[i]``."""

    rows: int
    row: np.ndarray
    column: np.ndarray
    value: np.ndarray


def whole_features(texts: Sequence[str]) -> Features:
    """Each text one row (a planted phrasing is one window), in the texts' order."""
    corpus = read(texts)
    rows, columns, values = [], [], []
    for view in corpus.of("latin"):
        found = learned.grams(view.text, whole=True)
        count = np.bincount(found.unit, minlength=found.sentences).astype(np.float64)
        rows.append(view.corpus_index[found.unit])
        columns.append(found.column)
        values.append(1.0 / np.sqrt(np.maximum(count, 1.0))[found.unit])
    return Features(len(texts), np.concatenate(rows), np.concatenate(columns), np.concatenate(values))


def window_features(texts: Sequence[str]) -> Features:
    """Every window of every text one row (each a negative: a clean passage's windows are all clean)."""
    corpus = read(texts)
    offset, rows, columns, values = 0, [], [], []
    for view in corpus.of("latin"):
        found = learned.grams(view.text)
        frame = learned.windows_of(found)
        row, column, value = learned.window_features(found, frame)
        rows.append(row + offset)
        columns.append(column)
        values.append(value)
        offset += len(frame.text)
    return Features(offset, np.concatenate(rows), np.concatenate(columns), np.concatenate(values))


def stack(parts: Sequence[Features]) -> Features:
    """The rows of several feature blocks, one after the other."""
    offset, rows, columns, values = 0, [], [], []
    for part in parts:
        rows.append(part.row + offset)
        columns.append(part.column)
        values.append(part.value)
        offset += part.rows
    return Features(offset, np.concatenate(rows), np.concatenate(columns), np.concatenate(values))


def fit(x: Features, y: np.ndarray, sample_weight: np.ndarray, *, steps: int = 150, rate: float = 0.05,
        l2: float = 1e-4) -> LearnedModel:
    """Weighted logistic regression by full-batch Adam on the sparse rows (L2 on the weights); no threshold yet."""
    w = np.zeros(DIMENSION)
    b = 0.0
    m, v = np.zeros(DIMENSION + 1), np.zeros(DIMENSION + 1)
    total = sample_weight.sum()
    for step in range(1, steps + 1):
        z = np.bincount(x.row, weights=w[x.column] * x.value, minlength=x.rows) + b
        p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
        residual = (p - y) * sample_weight / total
        grad = np.empty(DIMENSION + 1)
        grad[:DIMENSION] = np.bincount(x.column, weights=residual[x.row] * x.value, minlength=DIMENSION) + l2 * w
        grad[DIMENSION] = residual.sum()
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        update = rate * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
        w -= update[:DIMENSION]
        b -= float(update[DIMENSION])
    return LearnedModel(w, b, float("nan"))


def passage_scores(model: LearnedModel, texts: Sequence[str]) -> np.ndarray:
    """Each passage's score: its highest window's logit, on the detector's reading of it (the product's code)."""
    return learned.passage_scores(model, read(texts))


def train(positive_texts: Sequence[str], negative_texts: Sequence[str], lookalike_texts: Sequence[str], *,
          steps: int, lookalike_weight: float = 5.0, foreign: Sequence[str] = (), foreign_weight: float = 1.0
          ) -> LearnedModel:
    """A model from planted texts (each one window), clean passages, look-alikes and clean passages in other
    languages (``foreign``; each window of the last three a negative, weighing 1, ``lookalike_weight`` and
    ``foreign_weight``)."""
    pos = whole_features(positive_texts)
    neg, look = window_features(negative_texts), window_features(lookalike_texts)
    other = window_features(foreign) if foreign else Features(0, *(np.zeros(0, dtype=np.int64),) * 2, np.zeros(0))
    x = stack([pos, neg, look, other])
    y = np.concatenate([np.ones(pos.rows), np.zeros(neg.rows + look.rows + other.rows)])
    balance = (neg.rows + look.rows + other.rows) / max(pos.rows, 1)  # the classes weigh the same in the loss
    weight = np.concatenate([np.full(pos.rows, balance), np.ones(neg.rows), np.full(look.rows, lookalike_weight),
                             np.full(other.rows, foreign_weight)])
    return fit(x, y, weight, steps=steps)


@dataclass(frozen=True, slots=True)
class Variant:
    """One way to run the stage in a fold: its negatives, its gate and the clean passages its threshold is set on."""

    name: str
    multilingual: float  # the weight of the packages' catalogues' fit split among the negatives (0: not read)
    gate: bool  # windows that do not read as English (learned.english) lose a margin (all of the logit: not read)
    pooled_calibration: bool  # the threshold on DL's and the packages' calibration splits pooled, not DL's alone
    budget: float = 0.0  # with the gate: the margin is the smallest that flags at most this much more of the pooled
    # calibration passages (DL's and the packages') than the English windows alone
    rate: float | None = None  # the clean rate its threshold is set at (None: the run's)
    # with a budget: windows not in the Latin alphabet get a margin of their own, the smallest that flags at most this
    # much more of the pooled calibration passages than the other windows do (None: one margin for all)
    script_budget: float | None = None


VARIANTS = {
    "main": Variant("main", multilingual=0.0, gate=True, pooled_calibration=False),
    "multi-gate": Variant("multi-gate", multilingual=1.0, gate=True, pooled_calibration=False),
    "multi": Variant("multi", multilingual=1.0, gate=False, pooled_calibration=False),
    "multi-pooled": Variant("multi-pooled", multilingual=1.0, gate=False, pooled_calibration=True),
    "multi3": Variant("multi3", multilingual=3.0, gate=False, pooled_calibration=False),
    "multi3-pooled": Variant("multi3-pooled", multilingual=3.0, gate=False, pooled_calibration=True),
    "multi-margin": Variant("multi-margin", multilingual=1.0, gate=True, pooled_calibration=False, budget=0.002),
    "multi3-margin": Variant("multi3-margin", multilingual=3.0, gate=True, pooled_calibration=False, budget=0.002),
    "multi3-gate": Variant("multi3-gate", multilingual=3.0, gate=True, pooled_calibration=False),
    "multi-margin-1": Variant("multi-margin-1", multilingual=1.0, gate=True, pooled_calibration=False, budget=0.001),
    "multi-margin-4": Variant("multi-margin-4", multilingual=1.0, gate=True, pooled_calibration=False, budget=0.002,
                              rate=0.004),
    "multi3-margin-4": Variant("multi3-margin-4", multilingual=3.0, gate=True, pooled_calibration=False, budget=0.002,
                               rate=0.004),
    "multi3-script": Variant("multi3-script", multilingual=3.0, gate=True, pooled_calibration=False, budget=0.002,
                             script_budget=0.002),
    "multi3-script-0": Variant("multi3-script-0", multilingual=3.0, gate=True, pooled_calibration=False, budget=0.002,
                               script_budget=0.0),
    "multi3-script-04": Variant("multi3-script-04", multilingual=3.0, gate=True, pooled_calibration=False,
                                budget=0.002, script_budget=0.0004),
}


def solve_margin(english: np.ndarray, every: np.ndarray, threshold: float, budget: float) -> float:
    """The smallest margin off a non-English window's logit that flags at most ``budget`` of the passages more than
    their English windows do (``english``: each passage's highest English window, ``every``: its highest window;
    its score with margin m is max(english, every - m))."""
    others = np.sort(every[english < threshold])[::-1]  # the passages only a non-English window could flag
    allowed = int(budget * len(every))
    if allowed >= len(others):
        return 0.0
    return max(0.0, float(others[allowed]) - threshold) + 1e-6


def gated_scores(model: LearnedModel, corpus: ReadCorpus, gate: bool, margin: float = np.inf,
                 script_margin: float | None = None) -> np.ndarray:
    """Each text's highest window's logit (with ``gate``, windows that do not read as English less ``margin``, or
    less ``script_margin`` if they are not in the Latin alphabet and it is given)."""
    return learned.passage_scores(model, corpus, gate=-np.inf, margin=margin, script_margin=script_margin) if gate \
        else learned.passage_scores(model, corpus)


def solve_margins(score: Any, threshold: float, budget: float, script_budget: float | None
                  ) -> tuple[float, float | None]:
    """The margin (and, with ``script_budget``, the script margin) for passages scored by ``score(margin,
    script_margin)``: with one margin, the smallest that flags at most ``budget`` more passages than their English
    windows; with two, the Latin windows' margin so, then the script margin the smallest that flags at most
    ``script_budget`` more than English windows and Latin ones at their margin."""
    english = score(np.inf, None)
    if script_budget is None:
        return solve_margin(english, score(0.0, None), threshold, budget), None
    margin = solve_margin(english, score(0.0, np.inf), threshold, budget)
    return margin, solve_margin(score(margin, np.inf), score(np.inf, 0.0), threshold, script_budget)


def calibrate(model: LearnedModel, variant: Variant, dl_calibration: list[ReadCorpus], langs_calibration: ReadCorpus,
              rate: float, script_honest: ReadCorpus | None = None) -> tuple[float, float, float | None]:
    """A variant's threshold (at ``rate`` on DL's calibration split, or on it and the packages' pooled), margin and
    script margin (None: the margin). With ``script_honest`` (hand-written honest text in scripts outside the Latin
    alphabet), the script margin is also the smallest at which such windows flag at most HONEST_SCRIPT_BUDGET of it
    more than the English and Latin windows do: the calibration splits hold little honest text of that shape (a
    heading and its clause)."""
    corpora = dl_calibration + ([langs_calibration] if variant.pooled_calibration else [])
    calibration = np.concatenate([gated_scores(model, corpus, variant.gate) for corpus in corpora])
    threshold = float(np.quantile(calibration, 1.0 - (variant.rate or rate)))
    if not variant.gate:
        return threshold, 0.0, None
    if not variant.budget:
        return threshold, np.inf, None
    both = dl_calibration + [langs_calibration]
    margin, script = solve_margins(
        lambda m, s: np.concatenate([gated_scores(model, corpus, True, m, s) for corpus in both]),
        threshold, variant.budget, variant.script_budget)
    if script is not None and script_honest is not None:
        script = max(script, honest_script_margin(
            lambda m, s: gated_scores(model, script_honest, True, m, s), threshold, margin))
    return threshold, margin, script


def honest_script_margin(score: Any, threshold: float, margin: float, budget: float | None = None) -> float:
    """The smallest script margin at which windows outside the Latin alphabet flag at most ``budget`` (None:
    HONEST_SCRIPT_BUDGET, read when called) of some honest passages more than the English and Latin windows (at
    ``margin``) do, the passages scored by ``score(margin, script_margin)``. A budget of 0 lets the worst single passage
    set the margin: a ratchet, since each set read adds its worst case; 0.5% lets one in 200 pass."""
    share = HONEST_SCRIPT_BUDGET if budget is None else budget
    return solve_margin(score(margin, np.inf), score(np.inf, 0.0), threshold, share)


def threshold_at(scores: np.ndarray, rate: float) -> float:
    """The threshold at which ``rate`` of the scores (rounded to a whole count) are at or over it: the next float
    over the highest score left out, so ties at that score stay out."""
    if not 0.0 <= rate <= 1.0:
        raise ValueError(f"a clean rate is a share between 0 and 1, not {rate}")
    ranked = np.sort(scores)[::-1]
    count = min(int(round(rate * len(ranked))), len(ranked))
    return float(np.nextafter(ranked[count], np.inf)) if count < len(ranked) else float(ranked[-1])
