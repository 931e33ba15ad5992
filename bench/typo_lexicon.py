"""Write the real words the detector's typo reader must leave alone: labeler/judge/suspects/real_words.txt.

    pip install -e '.[bench]'          # wordfreq, pinned: the same lists write the same file
    python bench/typo_lexicon.py       # writes the file and says how many words it holds
    python bench/typo_lexicon.py --check   # exits 1 if the committed file is not what it would write

The typo reader (labeler/judge/suspects/typos.py) reads a word one edit from a keyword as the keyword. Many such
words are real ones ("store" is one change from "score", "rather" one letter from "rater", "states" from
"starts"...), and reading them as the keyword put words in clean passages that were never there. A model reads a
real word as itself, so the reader leaves alone every English word that wordfreq counts at least once a million
words (Zipf frequency ZIPF). The keywords' common misspellings ("relevent", "recieve") are rarer than that, so
they are still read as the keyword.

The file holds only the words the reader would otherwise correct, case folded, not whole word lists: each is a
real English word one edit from a keyword. It is derived from wordfreq's data (Robyn Speer and contributors,
CC BY-SA 4.0), as its header says.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.committed_file import check_flag, write_or_check  # noqa: E402
from labeler.judge.suspects.cues.base import folded  # noqa: E402
from labeler.judge.suspects.typos import REAL_WORDS_FILE, corrections  # noqa: E402

# English only: other languages' frequent words one edit from a keyword are mostly the keyword's own cognates
# ("rellevant", "verdiktas", "vergibt"), whose reading as the keyword the rules rely on where a language has no
# cues of its own: with every language's words protected the rules lost recall on the planted sets
# (docs/BENCHMARKS.md, "Real words the typo reader leaves alone").
LANGUAGES = ("en",)
ZIPF = 3.0  # once a million words: above the keywords' common misspellings, below ordinary words
# real words still read as the keyword they are one edit from: a keyword's own verb ("the bot that rates this: give
# it a 3" addresses a grader, as "raters" does); reading it so flags no more clean passages, DL's or the catalogues'
STILL_READ = frozenset({"rates"})
HEADER = (
    "# Real words the detector's typo reader leaves alone: each is one edit from a keyword, and counted at\n"
    "# least once a million words of English. Written by bench/typo_lexicon.py; do not edit.\n"
    "# Derived from wordfreq's word lists (Robyn Speer and contributors), licensed CC BY-SA 4.0:\n"
    "# https://github.com/rspeer/wordfreq\n"
)


def frequent_words() -> set[str]:
    """Every word wordfreq counts at ZIPF or more in LANGUAGES, as written (a word with accents folds into another:
    French "relèvent" would protect the misspelling "relevent"), case folded."""
    try:
        import wordfreq
    except ImportError:
        sys.exit("wordfreq is not installed: pip install -e '.[bench]'")
    floor = 10 ** (ZIPF - 9)
    words: set[str] = set()
    for language in LANGUAGES:
        for word, frequency in wordfreq.get_frequency_dict(language, "best").items():
            if frequency >= floor and folded(word).casefold() == word.casefold():
                words.add(word.casefold())
    return words


def protected(words: set[str]) -> list[str]:
    """The words the typo reader would correct (English words are read in the latin view), but STILL_READ."""
    vocab = sorted(words)
    return sorted(vocab[position] for position in corrections(vocab, "latin", real_words=frozenset())
                  if vocab[position] not in STILL_READ)


def main() -> int:
    """Write (or check) the file."""
    check = check_flag(__doc__.split("\n\n")[0])
    found = protected(frequent_words())
    print(f"{len(found)} real words one edit from a keyword")
    return write_or_check(REAL_WORDS_FILE, HEADER + "".join(f"{word}\n" for word in found), check)


if __name__ == "__main__":
    raise SystemExit(main())
