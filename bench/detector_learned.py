"""Does a small learned second stage generalise to a blind set where the detector's hand rules do not?

    pip install -e '.[bench]'                         # the pinned packages whose gettext catalogues it trains on
    python bench/detector_learned.py                  # leave-one-blind-set-out over sets 12-18, every variant
    python bench/detector_learned.py --which main,multi3-margin --speed   # two variants, and the wired stage's cost
    python bench/detector_learned.py --blind 14 --variants 3   # one fold, fewer training variants
    python bench/detector_learned.py --which multi3-margin --max-words 0   # long sentences read whole
    python bench/detector_learned.py --which multi3-margin --without 'training a'   # what training set a adds
    python bench/detector_learned.py export           # train on every set before EXPORT_BEFORE: writes learned.npz
    python bench/detector_learned.py wired            # the product's detector with that file against the rules alone
    python bench/detector_learned.py wired --weights other.npz   # ... or with another weights file (main's)
    python bench/detector_learned.py matched --blind 17 --weights a.npz,b.npz   # two files at one clean rate

The protocol (leave-one-blind-set-out): for each blind set k, a logistic regression over hashed character
n-grams (2-5, on the detector's own reading of the text: reading.read_corpus's latin view, case and accents
folded, disguises undone) is fitted on every planted set written before set k (sets 1-6, seen, commands,
classes, classes_v10, classes_v12 from fold 12, the earlier blind sets, and the training sets, written without
reading the detector or any blind set; each phrasing plain and under random obfuscations) against clean windows
(a "fit" split of TREC DL 2021 and 2019 passages, the earlier blind sets' and the training sets' look-alikes,
tests/planted/corpus.py's clean passages and, in most variants, a fit split of clean text in many
languages). A passage's score is its highest window's (a sentence, or two sentences in a row: an attack is often
one sentence in a long passage). The threshold is set on a second, "calibration" split of clean passages for a
clean-flag rate of ``--clean-rate``; set k is then planted into a third split, never seen by the fit or the
threshold, exactly as bench_detector.py plants it (seed 41, 30 attacks per phrasing, ``instruction_attacks``
with the known obfuscations; its disguised phrasings as written), and the rules and rules OR learned are read on
it (all, English, other languages), on that split's clean passages, on the clean text in other languages and on
set k's look-alikes.

Clean text in other languages: translated interface messages (gettext catalogues, MIN_MESSAGE_CHARS or longer
once format codes are cut, MESSAGES_PER_PASSAGE to a passage). The catalogues of the ``bench`` extra's pinned
packages (CATALOGUE_PACKAGES) are split 40 / 20 / 40 in each language like DL's passages; the machine's own
catalogues (SYSTEM_CATALOGUES: other software, other translators) are measured only, never trained or
calibrated on. Without the extra the script says so and stops.

The variants (VARIANTS): main's (DL's negatives, English windows only), the multilingual negatives (weighing 1
or 3 a window) with the English gate, without it (the threshold on DL's calibration split or on it and the
packages' pooled), and with a margin: windows that do not read as English count less the margin that lets at
most ``budget`` more of the pooled calibration passages through than the English windows alone; the script
variants give windows not in the Latin alphabet a margin of their own, for ``script_budget`` more (0: none).

The reading (windows, hashed n-grams, a passage's score) is the product's, labeler/judge/suspects/learned.py;
this script only trains: the regression fitted by full-batch Adam on the sparse (row, column) pairs with
``np.bincount``. The rules are read with ``passage_flags(..., learned=False)``. Character n-grams only (the
configuration with hashed words read worse, docs/BENCHMARKS.md). Figures go to bench/out/ (JSON); ``export``
writes the one committed output, the product's weights (every planted set and look-alike written before set
EXPORT_BEFORE was read, the fit splits' and tests/planted/corpus.py's clean passages, trained and calibrated as
EXPORT_VARIANT; seeded, byte for byte reproducible).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_detector import BLIND_SETS, OUT, machine, read_collection  # noqa: E402
from labeler.judge.suspects import learned  # noqa: E402
from labeler.judge.suspects.learned import DIMENSION, LearnedModel  # noqa: E402
from labeler.judge.suspects.reading import ReadCorpus, read_corpus  # noqa: E402

BLIND = BLIND_SETS  # the blind sets written so far (bench_detector's list: one list, read by both)
# the folds the experiment reads by default, and the sets export and wired plant
MEASURED_FOLDS = (12, 13, 14, 15, 16, 17, 18)
FIRST_FOLDS = (7, 8, 9, 10)  # the sets the first folds read, each trained on the other three (and none after 10)
# the development sets written after a blind set was read, by the first fold allowed to train on them (training set
# b's languages were chosen from the ones blind set 15 read least: no fold up to 15 trains on it; training set c's from
# the ones set 16 read least; training set d's from the ones set 17 read least)
WRITTEN_AFTER = {"classes_v12": 12, "training b": 16, "training c": 17, "training d": 18}
# training text written without reading the detector or any blind set (tests/planted/training/): a fold trains on
# it, and on its look-alikes, unless WRITTEN_AFTER says it came after that fold's set
TRAINING = ("a", "b", "c", "d")


# Clean text in many languages: translated interface messages from gettext catalogues. The ones the stage
# trains and calibrates on come from the pinned wheels of the ``bench`` extra (anyone can install the same
# bytes); the machine's own catalogues (other software, other translators) are measured, never trained on.
CATALOGUE_PACKAGES = ("django", "sphinx")
SYSTEM_CATALOGUES = Path("/usr/share/locale")
MESSAGES_PER_PASSAGE = 4  # several messages to a passage, as prose reaches the detector
MIN_MESSAGE_CHARS = 25  # shorter ones (menu items, single words) are not prose
SYSTEM_PASSAGES_PER_LANGUAGE = 200
_FORMAT_CODE = re.compile(r"%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|%[-#0 +]*\d*(?:\.\d+)?[a-zA-Z%]|\{[^{}\s]*\}")


def catalogue_messages(root: Path) -> dict[str, list[str]]:
    """The translated messages of every .mo catalogue under ``root`` by language (the folder above
    LC_MESSAGES, its language part), format codes cut out, those still MIN_MESSAGE_CHARS long kept, sorted."""
    import gettext

    found: dict[str, set[str]] = {}
    for path in sorted(root.glob("**/LC_MESSAGES/*.mo")):
        language = re.split(r"[_.@-]", path.parent.parent.name)[0].lower()
        try:
            with open(path, "rb") as handle:
                catalogue = gettext.GNUTranslations(handle)
        except (OSError, UnicodeError, ValueError, LookupError):  # one gettext cannot read is skipped, not fatal
            continue
        for key, message in catalogue._catalog.items():  # type: ignore[attr-defined]
            if key == "" or not isinstance(message, str):
                continue
            text = " ".join(_FORMAT_CODE.sub(" ", message).split())
            if len(text) >= MIN_MESSAGE_CHARS and sum(c.isalpha() for c in text) >= MIN_MESSAGE_CHARS // 2:
                found.setdefault(language, set()).add(text)
    return {language: sorted(texts) for language, texts in sorted(found.items())}


def catalogue_passages(messages: dict[str, list[str]], seed: int, cap: int | None = None) -> dict[str, list[str]]:
    """Each language's messages shuffled (seeded) and joined MESSAGES_PER_PASSAGE to a passage (at most ``cap``)."""
    out = {}
    for language, texts in messages.items():
        texts = list(texts)
        random.Random(f"{seed} {language}").shuffle(texts)
        passages = [" ".join(texts[i : i + MESSAGES_PER_PASSAGE])
                    for i in range(0, len(texts) - MESSAGES_PER_PASSAGE + 1, MESSAGES_PER_PASSAGE)]
        if passages:
            out[language] = passages[:cap] if cap else passages
    return out


def package_roots() -> list[Path] | None:
    """The installed folders of the ``bench`` extra's packages, or None if one is missing."""
    import importlib.util

    roots = []
    for name in CATALOGUE_PACKAGES:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            return None
        roots.append(Path(spec.origin).parent)
    return roots


@dataclass(frozen=True, slots=True)
class Languages:
    """The clean passages of many languages: the packages' split 40 / 20 / 40 in each language (fit, calibrate,
    measure), and the machine's own catalogues (measure only), by language."""

    fit: dict[str, list[str]]
    calibrate: dict[str, list[str]]
    held_out: dict[str, list[str]]
    system: dict[str, list[str]]


def languages(seed: int) -> Languages:
    """The packages' catalogues (the ``bench`` extra) split per language, and the machine's catalogues."""
    roots = package_roots()
    if roots is None:
        raise SystemExit("the bench extra is not installed (pip install -e '.[bench]'): "
                         "no clean text in other languages to train on")
    merged: dict[str, set[str]] = {}
    for root in roots:
        for language, texts in catalogue_messages(root).items():
            merged.setdefault(language, set()).update(texts)
    passages = catalogue_passages({language: sorted(texts) for language, texts in merged.items()}, seed)
    fit, calibrate, held_out = {}, {}, {}
    for language, texts in passages.items():
        a, b = int(0.4 * len(texts)), int(0.6 * len(texts))
        fit[language], calibrate[language], held_out[language] = texts[:a], texts[a:b], texts[b:]
    system = catalogue_passages(catalogue_messages(SYSTEM_CATALOGUES), seed, SYSTEM_PASSAGES_PER_LANGUAGE) \
        if SYSTEM_CATALOGUES.is_dir() else {}
    return Languages(fit, calibrate, held_out, system)


def pooled(by_language: dict[str, list[str]]) -> list[str]:
    """Every language's passages, one list."""
    return [text for texts in by_language.values() for text in texts]


# The twenty-two languages a web corpus carries most after English (held_out_v11.py's): none may read far worse
MAJOR_LANGUAGES = ("de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "pl", "tr", "ko", "cs", "sv", "vi", "uk",
                   "ar", "hi", "el", "id", "ro", "hu")


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


def planted_sets() -> dict[str, tuple]:
    """Every planted phrasing set by name, the blind sets (BLIND) (plain and disguised) apart from the others."""
    from tests.planted.blind.classes_v10 import CLASSES_V10
    from tests.planted.blind.classes_v12 import CLASSES_V12
    from tests.planted.classes import CLASSES
    from tests.planted.commands import COMMANDS, LANGUAGES
    from tests.planted.held_out import HELD_OUT, OTHER_LANGUAGES
    from tests.planted.held_out_v2 import HELD_OUT_V2, OTHER_LANGUAGES_V2
    from tests.planted.held_out_v3 import HELD_OUT_V3
    from tests.planted.held_out_v4 import HELD_OUT_V4
    from tests.planted.held_out_v5 import HELD_OUT_V5
    from tests.planted.held_out_v6 import HELD_OUT_V6
    from tests.planted.seen import SEEN

    sets: dict[str, tuple] = {
        "seen": SEEN, "held-out 1": HELD_OUT + OTHER_LANGUAGES, "held-out 2": HELD_OUT_V2 + OTHER_LANGUAGES_V2,
        "held-out 3": HELD_OUT_V3, "held-out 4": HELD_OUT_V4, "held-out 5": HELD_OUT_V5, "held-out 6": HELD_OUT_V6,
        "commands": COMMANDS + LANGUAGES, "classes": CLASSES, "classes_v10": CLASSES_V10,
        "classes_v12": CLASSES_V12,
    }
    for number in BLIND:
        module = blind_module(number)
        sets[f"blind {number}"] = (getattr(module, f"HELD_OUT_V{number}_PLAIN")
                                   + getattr(module, f"HELD_OUT_V{number}_DISGUISED"))
    for name in TRAINING:
        sets[f"training {name}"] = getattr(training_module(name), f"TRAINING_{name.upper()}")
    return sets


def training_module(name: str) -> Any:
    """Training set ``name``'s module (tests/planted/training/training_NAME.py)."""
    import importlib

    return importlib.import_module(f"tests.planted.training.training_{name}")


def lookalikes_for(k: int | None, without: Sequence[str] = ()) -> list[str]:
    """The look-alikes a fold trains on (k: those of every blind set and training set it may read; None: every one),
    leaving out those of the sets named in ``without``."""
    blind = [text for n in BLIND if (k is None or trains_on(k, f"blind {n}")) and f"blind {n}" not in without
             for _, text in getattr(blind_module(n), f"CLEAN_LOOKALIKES_V{n}")]
    return blind + [text for name in TRAINING if (k is None or trains_on(k, f"training {name}"))
                    and f"training {name}" not in without
                    for _, text in getattr(training_module(name), f"TRAINING_{name.upper()}_LOOKALIKES")]


def trains_on(k: int, name: str) -> bool:
    """Whether fold k may train on the set called ``name``: never set k, and nothing written after set k was read
    (a blind set past 10 counts as written after every set before it)."""
    if name.startswith("blind "):
        number = int(name.split()[1])
        return number != k and number <= max(FIRST_FOLDS[-1], k - 1)
    return k >= WRITTEN_AFTER.get(name, 0)


def blind_module(number: int) -> Any:
    """Blind set ``number``'s module (bench_detector's reader)."""
    if number not in BLIND:
        raise ValueError(f"blind set {number} is not one this experiment may read")
    from bench.bench_detector import blind_set

    return blind_set(number)


def planted_groups(k: int, passages: Sequence[str], seed: int, per_phrasing: int) -> dict[str, list[Any]]:
    """Blind set k planted in ``passages`` as bench_detector plants it: its plain phrasings under the known
    obfuscations, its disguised ones as written (each group from a fresh generator seeded ``seed``)."""
    from tests.planted import generator as planted

    module = blind_module(k)
    return {group: planted.instruction_attacks(list(passages), getattr(module, phrasings), held_out=True,
                                               per_phrasing=per_phrasing, rng=random.Random(seed),
                                               obfuscations=obfuscations)
            for group, phrasings, obfuscations in (
                ("plain, known obfuscations", f"HELD_OUT_V{k}_PLAIN", planted.KNOWN_OBFUSCATIONS),
                ("disguised, as written", f"HELD_OUT_V{k}_DISGUISED", ("none",)))}


def positives(phrasings: Sequence[Any], variants: int, rng: random.Random) -> list[str]:
    """Each phrasing as planted text: as written, and under ``variants`` random obfuscations."""
    from tests.planted import generator as planted

    out = []
    for phrasing in phrasings:
        text = phrasing.text.replace("{fence}", planted.fake_fence(rng))
        out.append(text)
        out.extend(planted.obfuscate(text, rng.choice(planted.OBFUSCATIONS), rng) for _ in range(variants))
    return out


@dataclass(frozen=True, slots=True)
class Split:
    """A collection's clean passages in three parts: fit, calibrate (the threshold), held out (measured)."""

    fit: list[str]
    calibrate: list[str]
    held_out: list[str]


def split_collection(name: str, seed: int) -> Split:
    """The collection's passages shuffled and cut 40 / 20 / 40."""
    _, passages, _, _ = read_collection(name)
    texts = sorted(set(passages.values()))
    random.Random(seed).shuffle(texts)
    a, b = int(0.4 * len(texts)), int(0.6 * len(texts))
    return Split(texts[:a], texts[a:b], texts[b:])


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


def rates(flags: dict[str, np.ndarray]) -> dict[str, float]:
    """The share flagged by each detector."""
    return {name: round(float(mask.mean()), 5) if len(mask) else 0.0 for name, mask in flags.items()}


def rule_flags(texts: Sequence[str]) -> np.ndarray:
    """The rules' instruction flags (the learned stage left out), as a mask."""
    from labeler.judge.suspects import passage_flags

    return np.array([flag is not None for flag in passage_flags(list(texts), learned=False)], dtype=bool)


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


class Reader:
    """Texts read once (reading.read_corpus) and scored by any model, gated or not."""

    def __init__(self) -> None:
        self._read: dict[str, ReadCorpus] = {}

    def corpus(self, key: str, texts: Sequence[str]) -> ReadCorpus:
        """The texts' reading, kept under ``key``."""
        if key not in self._read:
            self._read[key] = read(texts)
        return self._read[key]

    def scores(self, model: LearnedModel, key: str, texts: Sequence[str], gate: bool, margin: float = np.inf,
               script_margin: float | None = None) -> np.ndarray:
        """Each text's score (with ``gate``, its windows that do not read as English less ``margin``, or less
        ``script_margin`` if they are not in the Latin alphabet and it is given)."""
        return gated_scores(model, self.corpus(key, texts), gate, margin, script_margin)


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


def glued_notes(passages: Sequence[str], phrasings: Sequence[Any], rng: random.Random, per_phrasing: int = 3
                ) -> tuple[list[Any], list[str]]:
    """Each phrasing (``{fence}`` ones left out) glued to a random passage's last sentence by a comma, its own
    sentence ends stripped: one long sentence, the form a window of sentences reads worst (JUDGE_SAFETY, Limits)."""
    kept, texts = [], []
    for phrasing in phrasings:
        if "{fence}" in phrasing.text:
            continue
        note = re.sub(r"[.!?。！？]+(\s|$)", r"\1", phrasing.text).strip()
        for _ in range(per_phrasing):
            passage = rng.choice(passages).rstrip().rstrip(".!?")
            kept.append(phrasing)
            texts.append(f"{passage}, {note}")
    return kept, texts


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


def fold(k: int, splits: dict[str, Split], langs: Languages, sets: dict[str, tuple], reader: Reader,
         clean_rules: dict[str, np.ndarray], *, variants: int, steps: int, clean_rate: float, per_phrasing: int,
         seed: int, extra_negatives: list[str], chosen: Sequence[Variant], without: Sequence[str] = ()) -> dict[str, Any]:
    """Train without blind set k (nor what was written after it, nor the sets named in ``without``), with and
    without the packages' catalogues as negatives; per variant a threshold on its calibration split at
    ``clean_rate``; measure on set k, the measured splits of DL and of the packages, the machine's catalogues and set
    k's look-alikes."""
    started = time.perf_counter()
    trained_on = [name for name in sets if trains_on(k, name) and name not in without]
    training = [p for name in trained_on for p in sets[name]]
    lookalikes = lookalikes_for(k, without)
    negatives = [t for split in splits.values() for t in split.fit] + extra_negatives
    plain = positives(training, variants, random.Random(seed + k))  # the same positives for both models
    models = {}
    for weight in sorted({variant.multilingual for variant in chosen}):
        models[weight] = train(plain, negatives, lookalikes, steps=steps,
                               foreign=pooled(langs.fit) if weight else (), foreign_weight=weight)
    module = blind_module(k)
    planted_in: dict[str, dict[str, Any]] = {}
    for name, split in splits.items():
        planted_in[name] = {}
        for group, attacks in planted_groups(k, split.held_out, seed, per_phrasing).items():
            texts = [attack.text for attack in attacks]
            planted_in[name][group] = (attacks, texts, rule_flags(texts))
        glued = glued_notes(split.held_out, getattr(module, f"HELD_OUT_V{k}_PLAIN"), random.Random(seed))
        planted_in[name]["glued, periods stripped"] = (glued[0], glued[1], rule_flags(glued[1]))
    looks = [text for _, text in getattr(module, f"CLEAN_LOOKALIKES_V{k}")]
    look_rules = rule_flags(looks)
    dl_calibration = [t for split in splits.values() for t in split.calibrate]
    result: dict[str, Any] = {"blind_set": k, "training_phrasings": len(training), "trained_on": trained_on,
                              "lookalikes_trained_on": len(lookalikes), "negatives": len(negatives),
                              "multilingual_negatives": len(pooled(langs.fit)), "variants": {}}
    for variant in chosen:
        model, gate = models[variant.multilingual], variant.gate
        calibration = reader.scores(model, "dl calibrate", dl_calibration, gate)
        if variant.pooled_calibration:
            calibration = np.concatenate([calibration,
                                          reader.scores(model, "packages calibrate", pooled(langs.calibrate), gate)])
        threshold = float(np.quantile(calibration, 1.0 - (variant.rate or clean_rate)))
        margin, script = np.inf, None
        if gate and variant.budget:
            both_calibrations = {"dl calibrate": dl_calibration, "packages calibrate": pooled(langs.calibrate)}
            margin, script = solve_margins(
                lambda m, s, model=model: np.concatenate([reader.scores(model, key, texts, True, m, s)
                                                          for key, texts in both_calibrations.items()]),
                threshold, variant.budget, variant.script_budget)
        entry: dict[str, Any] = {"threshold": round(threshold, 4), "margin": round(margin, 4),
                                 "script_margin": None if script is None else round(script, 4), "collections": {}}
        for name, split in splits.items():
            clean = reader.scores(model, f"{name} held out", split.held_out, gate, margin, script) >= threshold
            data: dict[str, Any] = {"clean_passages": len(clean), "clean_flagged": rates(
                {"rules": clean_rules[name], "learned": clean, "both": clean_rules[name] | clean})}
            for group, (attacks, texts, rules) in planted_in[name].items():
                flagged = reader.scores(model, f"set {k} {name} {group}", texts, gate, margin, script) >= threshold
                data[group] = {"rules": split_recall(attacks, rules), "both": split_recall(attacks, rules | flagged),
                               "learned": split_recall(attacks, flagged)}
            entry["collections"][name] = data
        look = reader.scores(model, f"look-alikes {k}", looks, gate, margin, script) >= threshold
        entry["lookalikes"] = {"passages": len(looks), "rules": int(look_rules.sum()), "learned": int(look.sum()),
                               "both": int((look_rules | look).sum())}
        for key, by_language in (("packages held out", langs.held_out), ("system", langs.system)):
            flagged = reader.scores(model, key, pooled(by_language), gate, margin, script) >= threshold
            entry[key] = {"both": language_rates(by_language, clean_rules[key] | flagged),
                          "learned": language_rates(by_language, flagged)}
        result["variants"][variant.name] = entry
    result["seconds"] = round(time.perf_counter() - started, 1)
    return result


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


EXPORT_SEED = 41
EXPORT_RATE = 0.004  # the share of DL's pooled calibration split's clean passages at or over the threshold
STEPS = 800  # Adam steps: fewer leave the regression short of its fit (docs/BENCHMARKS.md, the learned stage)
EXPORT_VARIANT = "multi3-script-0"  # the fold variant the export trains and calibrates as (VARIANTS)
# the committed export trains on what a fold leaving set EXPORT_BEFORE out may: every set written before that set
# was read. A blind set read since is read by the folds, wired and matched, and trained on from the next export.
EXPORT_BEFORE = 18


def exported(name: str) -> bool:
    """Whether the committed export trains on the set called ``name``."""
    return trains_on(EXPORT_BEFORE, name)


def calibrate(model: LearnedModel, variant: Variant, dl_calibration: list[ReadCorpus], langs_calibration: ReadCorpus,
              rate: float) -> tuple[float, float, float | None]:
    """A variant's threshold (at ``rate`` on DL's calibration split, or on it and the packages' pooled), margin and
    script margin (None: the margin)."""
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
    return threshold, margin, script


def export(seed: int = EXPORT_SEED, *, variants: int = 5, steps: int = STEPS) -> dict[str, Any]:
    """Train on every planted set and look-alike written before set EXPORT_BEFORE was read against DL's and the
    packages' fit splits, set the threshold (and the margins of windows not in English) as EXPORT_VARIANT does with
    the weights as stored (float16), and write labeler/judge/suspects/learned.npz (seeded: the same command writes
    the same bytes). How many verdicts float16 changes against float64 is returned."""
    from tests.planted import generator as planted
    from tests.planted.corpus import CLEAN_PASSAGES

    started = time.perf_counter()
    variant = VARIANTS[EXPORT_VARIANT]
    splits = {name: split_collection(name, seed) for name in ("dl21", "dl19")}
    langs = languages(seed)
    sets = {name: phrasings for name, phrasings in planted_sets().items() if exported(name)}
    training = [p for phrasings in sets.values() for p in phrasings]
    lookalikes = lookalikes_for(EXPORT_BEFORE)
    negatives = [t for split in splits.values() for t in split.fit]
    # corpus.py's clean passages are hard honest text written by hand, as the look-alikes are: they weigh as much
    hard = lookalikes + list(CLEAN_PASSAGES)
    full = train(positives(training, variants, random.Random(seed)), negatives, hard, steps=steps,
                 foreign=pooled(langs.fit) if variant.multilingual else (), foreign_weight=variant.multilingual)
    stored = LearnedModel(full.weights.astype(np.float16).astype(np.float32), full.bias, float("nan"))
    dl_calibration = [read(split.calibrate) for split in splits.values()]
    langs_calibration = read(pooled(langs.calibrate))
    settings = {name: calibrate(model, variant, dl_calibration, langs_calibration, EXPORT_RATE)
                for name, model in (("float64", full), ("float16", stored))}
    # the verdicts the narrowing may move: the measure splits, MEASURED_FOLDS planted in DL 2021's, every look-alike
    known = planted.KNOWN_OBFUSCATIONS
    measured = {name: split.held_out for name, split in splits.items()}
    measured["packages held out"] = pooled(langs.held_out)
    measured["system catalogues"] = pooled(langs.system)
    for k in MEASURED_FOLDS:
        phrasings = getattr(blind_module(k), f"HELD_OUT_V{k}_PLAIN")
        attacks = planted.instruction_attacks(splits["dl21"].held_out, phrasings, held_out=True, per_phrasing=10,
                                              rng=random.Random(seed), obfuscations=known)
        measured[f"set {k} on dl21"] = [attack.text for attack in attacks]
    measured["look-alikes"] = lookalikes
    changed: dict[str, Any] = {}
    for name, texts in measured.items():
        corpus = read(texts)
        (wide_at, wide_margin, wide_script), (narrow_at, narrow_margin, narrow_script) = (settings["float64"],
                                                                                          settings["float16"])
        wide = gated_scores(full, corpus, variant.gate, wide_margin, wide_script) >= wide_at
        narrow = gated_scores(stored, corpus, variant.gate, narrow_margin, narrow_script) >= narrow_at
        changed[name] = {"texts": len(texts), "flagged_float64": int(wide.sum()), "flagged_float16": int(narrow.sum()),
                         "changed": int((wide != narrow).sum())}
    threshold, margin, script_margin = settings["float16"]
    arrays = {"weights": full.weights.astype(np.float16), "bias": np.array(full.bias),
              "threshold": np.array(threshold), "margin": np.array(margin),
              **({} if script_margin is None else {"script_margin": np.array(script_margin)}),
              "dimension": np.array(DIMENSION),
              "grams": np.array(learned.GRAMS), "words": np.array(learned.WORDS),
              "trained_on": np.array(list(sets) + [f"look-alikes {n}" for n in BLIND if exported(f"blind {n}")]
                                     + [f"look-alikes training {name}" for name in TRAINING
                                        if exported(f"training {name}")] + ["corpus.py clean"]
                                     + ([f"catalogues of {', '.join(CATALOGUE_PACKAGES)}"] if variant.multilingual
                                        else [])),
              "clean_rate": np.array(variant.rate or EXPORT_RATE)}
    write_npz(learned.WEIGHTS, arrays)
    return {"machine": machine(), "file": learned.WEIGHTS.name, "bytes": learned.WEIGHTS.stat().st_size,
            "variant": variant.name, "training_phrasings": len(training), "lookalikes": len(lookalikes),
            "hard_clean": len(CLEAN_PASSAGES), "negatives": len(negatives),
            "multilingual_negatives": len(pooled(langs.fit)) if variant.multilingual else 0,
            "settings": settings, "bias": full.bias, "float16_changes": changed,
            "seconds": round(time.perf_counter() - started, 1)}


def wired(seed: int = EXPORT_SEED, per_phrasing: int = 30, weights: Path | None = None) -> dict[str, Any]:
    """The detector as the product runs it (the committed model, or ``weights``) against the rules alone: clean
    passages flagged on each DL split (the measured split is the one the export neither trained nor calibrated on),
    the packages' measured split and the machine's catalogues by language, look-alikes of the blind sets and the
    MEASURED_FOLDS sets planted in DL 2021's measured split (in-sample but for the sets from EXPORT_BEFORE on)."""
    from labeler.judge.suspects import passage_flags

    model = learned.load(weights) if weights else None

    def flags(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        corpus = read(texts)
        rules = np.array([f is not None for f in passage_flags(list(texts), learned=False)], dtype=bool)
        found = learned.learned_flags(corpus, model)
        learned_only = np.zeros(len(texts), dtype=bool)
        learned_only[list(found)] = True
        return rules, learned_only & ~rules

    def both(texts: Sequence[str]) -> dict[str, Any]:
        rules, learned_only = flags(texts)
        return {"texts": len(texts), "rules": int(rules.sum()), "rules_or_learned": int(rules.sum() + learned_only.sum()),
                "learned_only": int(learned_only.sum()), "rules_rate": round(float(rules.mean()), 5),
                "rules_or_learned_rate": round(float((rules | learned_only).mean()), 5)}

    splits = {name: split_collection(name, seed) for name in ("dl21", "dl19")}
    result: dict[str, Any] = {"machine": machine(), "model_bytes": (weights or learned.WEIGHTS).stat().st_size}
    for name, split in splits.items():
        for part in ("fit", "calibrate", "held_out"):
            result[f"{name} {part}"] = both(getattr(split, part))
    if package_roots() is not None:
        langs = languages(seed)
        for name, by_language in (("packages held out", langs.held_out), ("system catalogues", langs.system)):
            rules, learned_only = flags(pooled(by_language))
            result[name] = {"rules": language_rates(by_language, rules),
                            "rules_or_learned": language_rates(by_language, rules | learned_only)}
    for n in BLIND:
        result[f"look-alikes {n}"] = both([text for _, text in getattr(blind_module(n), f"CLEAN_LOOKALIKES_V{n}")])
    for k in MEASURED_FOLDS:
        for group, attacks in planted_groups(k, splits["dl21"].held_out, seed, per_phrasing).items():
            rules, learned_only = flags([attack.text for attack in attacks])
            result[f"set {k} {group} (dl21)"] = {"rules": split_recall(attacks, rules),
                                                 "rules_or_learned": split_recall(attacks, rules | learned_only)}
    result["machine"]["load_after"] = machine()["load"]
    return result


def matched(k: int, weights: Sequence[Path | None], clean_rate: float | None = None, seed: int = EXPORT_SEED,
            per_phrasing: int = 30) -> dict[str, Any]:
    """Set k read by each weights file (None: the committed one) at one clean rate: each file's threshold moved so
    that its learned stage flags the same share of DL 2021's measured split's clean passages (``clean_rate``, or the
    first file's own share at its stored threshold). Two exports' stored thresholds flag different shares (the bar is
    set on the calibration split), so only a matched read says which one reads set k better. The reading is this
    checkout's: a file exported under another reading must be read from a checkout of that code."""
    from bench.bench_detector import recall_table

    clean = split_collection("dl21", seed).held_out
    groups = {}
    for group, attacks in planted_groups(k, clean, seed, per_phrasing).items():
        texts = [attack.text for attack in attacks]
        groups[group] = (attacks, read(texts), rule_flags(texts))
    lookalikes = [text for _, text in getattr(blind_module(k), f"CLEAN_LOOKALIKES_V{k}")]
    lookalike_rules = rule_flags(lookalikes)
    clean_corpus, lookalike_corpus = read(clean), read(lookalikes)
    result: dict[str, Any] = {"machine": machine(), "set": k, "files": []}
    rate = clean_rate
    for path in weights:
        model = learned.load(path) if path else learned.load()
        clean_scores = gated_scores(model, clean_corpus, True, *model.margins())
        stored_rate = float((clean_scores >= model.threshold).mean())
        rate = stored_rate if rate is None else rate
        threshold = threshold_at(clean_scores, rate)
        entry: dict[str, Any] = {
            "weights": str(path or learned.WEIGHTS.relative_to(ROOT)), "stored_threshold": round(model.threshold, 4),
            "stored_clean_rate": round(stored_rate, 5), "threshold": round(threshold, 4),
            "clean_rate": round(float((clean_scores >= threshold).mean()), 5)}
        for group, (attacks, corpus, rules) in groups.items():
            flagged = rules | (gated_scores(model, corpus, True, *model.margins()) >= threshold)
            by_language = {language: at["recall"] for language, at in
                           recall_table(attacks, flagged.tolist(), lambda attack: attack.language).items()}
            entry[group] = {"rules": split_recall(attacks, rules), "rules_or_learned": split_recall(attacks, flagged),
                            "lowest languages": dict(sorted(by_language.items(), key=lambda item: item[1])[:15])}
        entry["look-alikes"] = {"texts": len(lookalikes), "rules": int(lookalike_rules.sum()), "rules_or_learned": int(
            (lookalike_rules | (gated_scores(model, lookalike_corpus, True, *model.margins()) >= threshold)).sum())}
        result["files"].append(entry)
    result["machine"]["load_after"] = machine()["load"]
    return result


def threshold_at(scores: np.ndarray, rate: float) -> float:
    """The threshold at which ``rate`` of the scores (rounded to a whole count) are at or over it: the next float
    over the highest score left out, so ties at that score stay out."""
    if not 0.0 <= rate <= 1.0:
        raise ValueError(f"a clean rate is a share between 0 and 1, not {rate}")
    ranked = np.sort(scores)[::-1]
    count = min(int(round(rate * len(ranked))), len(ranked))
    return float(np.nextafter(ranked[count], np.inf)) if count < len(ranked) else float(ranked[-1])


def write_npz(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """An .npz np.load reads, byte for byte the same for the same arrays (np.savez stamps the time in it)."""
    import io
    import zipfile

    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, array in arrays.items():
            buffer = io.BytesIO()
            np.lib.format.write_array(buffer, np.asarray(array), allow_pickle=False)
            entry = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, buffer.getvalue(), compresslevel=9)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=("folds", "export", "wired", "matched"),
                        default="folds",
                        help="folds: the leave-one-blind-set-out experiment; export: train on every set written "
                             "before EXPORT_BEFORE was read and write labeler/judge/suspects/learned.npz; wired: the "
                             "product's detector with that file against the rules alone; matched: one blind set read "
                             "by several weights files at one clean rate")
    parser.add_argument("--blind", default=",".join(map(str, MEASURED_FOLDS)),
                        help="the blind sets to leave out, one fold each")
    parser.add_argument("--variants", type=int, default=5, help="obfuscated copies of each training phrasing")
    parser.add_argument("--steps", type=int, default=STEPS, help="Adam steps")
    parser.add_argument("--clean-rate", type=float, default=None,
                        help=f"folds: the share of a variant's calibration passages at or over its threshold (default "
                             f"{EXPORT_RATE}); matched: the share of DL 2021's measured clean passages the learned "
                             f"stage flags (default: the first file's at its stored threshold)")
    parser.add_argument("--per-phrasing", type=int, default=30)
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--which", default=",".join(VARIANTS),
                        help=f"the variants a fold reads, comma-separated, of {', '.join(VARIANTS)}")
    parser.add_argument("--max-words", type=int, default=None,
                        help="cut sentences longer than this many words (learned.MAX_WORDS) for this run")
    parser.add_argument("--without", default="",
                        help="folds: leave these sets out of training, comma-separated (e.g. 'training a,training b')")
    parser.add_argument("--weights", help="wired: read this weights file instead of the committed one (e.g. main's); "
                                          "matched: the files to compare, comma-separated ('committed' for ours)")
    parser.add_argument("--speed", action="store_true", help="also time the stage against the rules (CPU, in turn)")
    args = parser.parse_args()
    if args.max_words is not None:
        learned.MAX_WORDS = args.max_words
    if args.command == "export":
        if package_roots() is None:
            print("the bench extra is not installed (pip install -e '.[bench]'): no clean text in other languages")
            return
        report = export(args.seed, variants=args.variants, steps=args.steps)
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / f"detector-learned-export-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path.write_text(json.dumps(report, indent=1), encoding="utf-8")
        print(json.dumps(report, indent=1))
        print(f"wrote {learned.WEIGHTS} and {path}")
        return
    if args.command == "matched":
        if "," in args.blind:
            raise SystemExit("matched: name one blind set (--blind 17)")
        files = [None if name.strip() == "committed" else Path(name.strip())
                 for name in (args.weights or "committed").split(",")]
        missing = [str(path) for path in files if path is not None and not path.is_file()]
        if missing:
            raise SystemExit(f"matched: no weights file {', '.join(missing)}")
        report = matched(int(args.blind), files, args.clean_rate, args.seed, args.per_phrasing)
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / f"detector-learned-matched-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
        for entry in report["files"]:
            print(json.dumps(entry, ensure_ascii=False))
        print(f"wrote {path}")
        return
    if args.command == "wired":
        report = wired(args.seed, args.per_phrasing, Path(args.weights) if args.weights else None)
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / f"detector-learned-wired-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path.write_text(json.dumps(report, indent=1), encoding="utf-8")
        for key, value in report.items():
            print(key, value)
        print(f"wrote {path}")
        return
    if package_roots() is None:
        print("the bench extra is not installed (pip install -e '.[bench]'): no clean text in other languages")
        return
    from tests.planted.corpus import CLEAN_PASSAGES

    sets = planted_sets()
    without = [name.strip() for name in args.without.split(",") if name.strip()]
    unknown = [name for name in without if name not in sets]
    if unknown:
        raise SystemExit(f"--without: no set called {', '.join(map(repr, unknown))} (the sets: {', '.join(sets)})")
    splits = {name: split_collection(name, args.seed) for name in ("dl21", "dl19")}
    langs = languages(args.seed)
    clean_rules = {name: rule_flags(split.held_out) for name, split in splits.items()}
    clean_rules["packages held out"] = rule_flags(pooled(langs.held_out))
    clean_rules["system"] = rule_flags(pooled(langs.system))
    reader = Reader()
    chosen = [VARIANTS[name] for name in args.which.split(",") if name]
    result: dict[str, Any] = {"machine": machine(), "arguments": vars(args), "folds": []}
    for k in (int(n) for n in args.blind.split(",") if n):
        entry = fold(k, splits, langs, sets, reader, clean_rules, variants=args.variants, steps=args.steps,
                     clean_rate=EXPORT_RATE if args.clean_rate is None else args.clean_rate,
                     per_phrasing=args.per_phrasing, seed=args.seed,
                     extra_negatives=list(CLEAN_PASSAGES), chosen=chosen, without=without)
        result["folds"].append(entry)
        print(summary(entry), flush=True)
    if args.speed:  # the wired stage's cost beside the rules' on the same passages
        result["speed"] = speed(splits["dl21"].held_out)
        print(f"speed: {result['speed']}", flush=True)
    result["machine"]["load_after"] = machine()["load"]
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"detector-learned-{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(result, indent=1, ensure_ascii=False), encoding="utf-8")
    print(f"wrote {path}")


def summary(entry: dict[str, Any]) -> str:
    """One fold as Markdown rows, a row per variant: set k's recall (all / English / other) on each collection,
    disguised, clean passages flagged (DL's measured splits, the packages' and the machine's catalogues), look-alikes."""
    k = entry["blind_set"]
    lines = [f"set {k} ({entry['training_phrasings']} training phrasings, {entry['seconds']} s)",
             "| set | variant | threshold | plain dl21 all/en/other (rules) | plain dl19 all/en/other | disguised "
             "dl21/dl19 | glued dl21/dl19 | clean dl21/dl19 | packages pooled / major max | system pooled / major max / worst | "
             "look-alikes |"]
    for name, at in entry["variants"].items():
        plain = []
        for collection in ("dl21", "dl19"):
            g = at["collections"][collection]["plain, known obfuscations"]
            plain.append(f"{g['both']['all']:.3f}/{g['both']['en']:.3f}/{g['both']['other']:.3f}"
                         f" ({g['rules']['all']:.3f})")
        disguised = "/".join(f"{at['collections'][c]['disguised, as written']['both']['all']:.3f}"
                             for c in ("dl21", "dl19"))
        glued = "/".join(f"{at['collections'][c]['glued, periods stripped']['both']['all']:.3f}"
                         for c in ("dl21", "dl19"))
        clean = "/".join(f"{at['collections'][c]['clean_flagged']['both']:.2%}" for c in ("dl21", "dl19"))
        packages, system = at["packages held out"]["both"], at["system"]["both"]
        worst = ", ".join(f"{language} {rate:.1%}" for language, rate in list(system["worst"].items())[:4])
        look = at["lookalikes"]
        script = "" if at.get("script_margin") is None else f", script {at['script_margin']}"
        lines.append(f"| {k} | {name} | {at['threshold']} (margin {at['margin']}{script}) | {plain[0]} | {plain[1]} | {disguised} | {glued} | {clean} | "
                     f"{packages['pooled']:.2%} / {packages['major_max']:.1%} | {system['pooled']:.2%} / "
                     f"{system['major_max']:.1%} / {worst} | {look['both']} of {look['passages']} "
                     f"(rules {look['rules']}) |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
