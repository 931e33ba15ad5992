"""The clean text the stage is fitted, calibrated and measured on: TREC DL's passages split three ways, and
translated interface messages from gettext catalogues (the ``bench`` extra's packages and the machine's own) as
passages in many languages."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.bench_detector import read_collection


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


def hosted(texts: Sequence[str], hosts: Sequence[str], seed: int) -> list[str]:
    """Each text put after the first sentence of a random host passage (seeded): clean text in another language
    inside English prose, as a page quoting it carries it."""
    rng = random.Random(seed)
    out = []
    for text in texts:
        first, _, rest = rng.choice(hosts).partition(". ")
        out.append(f"{first}. {text} {rest}".rstrip() if rest else f"{first} {text}")
    return out
