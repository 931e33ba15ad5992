"""The planted sets the stage is trained on and measured on: every phrasing set by name, which of them a fold may
train on (the blind sets, the training sets and what was written after which), their look-alikes, a blind set
planted as bench_detector plants it, and the planted texts a phrasing becomes."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

from bench.bench_detector import BLIND_SETS


BLIND = BLIND_SETS  # the blind sets written so far (bench_detector's list: one list, read by both)
# the folds the experiment reads by default, and the sets export and wired plant
MEASURED_FOLDS = (12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35)
FIRST_FOLDS = (7, 8, 9, 10)  # the sets the first folds read, each trained on the other three (and none after 10)
# the development sets written after a blind set was read, by the first fold allowed to train on them (training set
# b's languages were chosen from the ones blind set 15 read least: no fold up to 15 trains on it; training set c's from
# the ones set 16 read least; training set d's from the ones set 17 read least; training set e, honest short text with
# small numbers in scripts written without spaces, after set 23 was read; training set f, honest short text with small
# numbers in their ordinary meaning, mostly English, and attacks in Khmer and Japanese, after set 24 was read; training
# set g, honest short labels in unspaced scripts, English decimals and attacks in set 31's weakest languages, after set
# 31 was read; training set h, claims and role-play with honest award records and trade text, after set 33 was read)
WRITTEN_AFTER = {"classes_v12": 12, "training b": 16, "training c": 17, "training d": 18, "training e": 24,
                 "training f": 25, "training g": 32, "training h": 34}
# training text written without reading the detector or any blind set (tests/planted/training/): a fold trains on
# it, and on its look-alikes, unless WRITTEN_AFTER says it came after that fold's set
TRAINING = ("a", "b", "c", "d", "e", "f", "g", "h")


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


def has_honest_passages(number: int) -> bool:
    """Whether blind set ``number`` holds honest whole passages (numbered passages or honest pages)."""
    return any(getattr(blind_module(number), f"{attr}_V{number}", ()) for attr in ("NUMBERED", "SHORT_CLEAN"))


def honest_passages(k: int, without: Sequence[str] = ()) -> list[str]:
    """The honest whole passages (numbered passages, pages of short sentences, every language) of the blind sets fold
    k trains on, leaving out those of the sets named in ``without``: hard negatives beside the look-alikes. A label,
    a small number and a clause is what the attacks ask for, and no such honest text was a negative before."""
    return [entry[1] for n in BLIND if trains_on(k, f"blind {n}") and f"blind {n}" not in without
            for attr in ("NUMBERED", "SHORT_CLEAN") for entry in getattr(blind_module(n), f"{attr}_V{n}", ())]


def script_honest(k: int, without: Sequence[str] = ()) -> list[str]:
    """The honest whole passages of the blind sets fold k trains on (honest_passages, leaving out the sets named in
    ``without``) written mostly in a script
    without spaces (reading.UNSPACED_RANGES: at least half their letters): read to set the script margin, so that no
    window outside the Latin alphabet flags one of them. The calibration splits hold little honest text of that
    shape; a heading and its clause in Thai or Lao scored like an attack."""
    from labeler.judge.suspects.reading import UNSPACED_RANGES

    def unspaced(text: str) -> bool:
        letters = [ord(char) for char in text if char.isalpha()]
        inside = sum(any(low <= point <= high for low, high in UNSPACED_RANGES) for point in letters)
        return 2 * inside >= len(letters) > 0

    return [text for text in honest_passages(k, without) if unspaced(text)]


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
