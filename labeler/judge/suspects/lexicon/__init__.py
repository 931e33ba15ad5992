"""A judge's vocabulary by concept in the languages without a cue module: ``LEXICON`` maps a language tag to its
``Words`` (labeler.judge.suspects.cues.base), so a word of any language is read as the concept it names and what is
learned in one language carries to another.

Conventions, the same in every module:

- a language's words are written in their usual spelling and script, lower case, with their accents ("é", "ş",
  "ё", Devanagari's vowel signs); the reader folds case, accents and look-alike letters as it folds the text;
- "word" is the whole word; "stem*" any word starting so (inflected languages), the stem at least four letters and
  not the start of common unrelated words of the language;
- in scripts written without spaces between words (Khmer, Burmese, Lao, Cantonese in Han characters) an entry is
  a whole word of two or more characters, found inside any run that holds it, never a stem;
- in Latin, Cyrillic and Greek scripts no entry has one or two letters but the everyday "you", "this" and
  "here", and those whole;
- an entry is one word (no spaces: a phrase is listed by its telling word), three to ten a concept where the
  language has them; a concept a language has no telling word for is left empty (two at most).

The modules hold languages by script or region; each holds ``LANGUAGES``. These were written from knowledge of
each language, not from any set of attacks.
"""

from __future__ import annotations

from labeler.judge.suspects.cues.base import Words
from labeler.judge.suspects.lexicon import (africa, cyrillic, europe_central, europe_north, europe_west, others,
                                            south_asia, southeast_asia, west_central_asia)

_MODULES = (southeast_asia, south_asia, europe_west, europe_north, europe_central, cyrillic, west_central_asia,
            africa, others)

LEXICON: dict[str, Words] = {tag: words for module in _MODULES for tag, words in module.LANGUAGES.items()}
