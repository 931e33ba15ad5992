"""Write the lexicon entries the learned stage leaves out: labeler/judge/suspects/lexicon_clashes.txt.

    pip install -e '.[bench]'           # wordfreq, pinned: the same lists write the same file
    python bench/lexicon_clashes.py     # writes the file and says how many entries it holds
    python bench/lexicon_clashes.py --check   # exits 1 if the committed file is not what it would write

The learned stage reads a word of any language as the concept its vocabulary gives it
(labeler/judge/suspects/concept_pairs.py), pooled over every language, since a passage's language is not known.
A lexicon entry that is also a frequent English word of another meaning would put that concept in every English
passage holding the word: Danish and Norwegian "her" ("here"), Estonian "see" ("this"), Haitian "nòt" ("mark",
read "not"). An entry is left out when, as the latin view reads it, it is an English word wordfreq counts at least
ZIPF (once a million words), or for a stem the start of one, and the rules' own vocabularies do not give that
English word the same concept ("relevant*" stays: English "relevant" is relevance too). Entries in scripts
written without spaces are never English words. Derived from wordfreq's data (Robyn Speer and contributors,
CC BY-SA 4.0), as the file's header says.
"""

from __future__ import annotations

import sys
from bisect import bisect_left
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.committed_file import check_flag, write_or_check  # noqa: E402
from labeler.judge.suspects.concept_pairs import CLASHES_FILE, CONCEPTS, concept_table, lexicon_entries  # noqa: E402
from labeler.judge.suspects.cues import VOCABULARIES  # noqa: E402

ZIPF = 3.0
ENGLISH_WORDS = 30_000  # wordfreq's most frequent English words a stem is checked against
HEADER = (
    "# Lexicon entries the learned stage leaves out: each is, or starts, a frequent English word of another\n"
    "# meaning. Written by bench/lexicon_clashes.py; do not edit. One entry a line: language, a tab, the entry.\n"
    "# Derived from wordfreq's word lists (Robyn Speer and contributors), licensed CC BY-SA 4.0:\n"
    "# https://github.com/rspeer/wordfreq\n"
)


def clashes() -> list[tuple[str, str]]:
    """The (language, entry) pairs to leave out, sorted."""
    try:
        from wordfreq import top_n_list, zipf_frequency
    except ImportError:
        sys.exit("wordfreq is not installed: pip install -e '.[bench]'")
    rules = concept_table(words for _, words in VOCABULARIES)  # the rules' vocabularies, not the lexicon
    english = sorted(word for word in top_n_list("en", ENGLISH_WORDS) if zipf_frequency(word, "en") >= ZIPF)
    found = set()
    for tag, entry, concept, word in lexicon_entries():
        bit = 1 << CONCEPTS.index(concept)
        if word.endswith("*"):
            first = bisect_left(english, word[:-1])
            starting = english[first : bisect_left(english, word[:-1] + "\U0010ffff", first)]
        else:
            starting = [word] if zipf_frequency(word, "en") >= ZIPF else []
        if any(not rules.mask(other) & bit for other in starting):
            found.add((tag, entry))
    return sorted(found)


def main() -> int:
    """Write (or check) the file."""
    check = check_flag(__doc__.split("\n\n")[0])
    found = clashes()
    print(f"{len(found)} lexicon entries that clash with frequent English words")
    return write_or_check(CLASHES_FILE, HEADER + "".join(f"{tag}\t{entry}\n" for tag, entry in found), check)


if __name__ == "__main__":
    raise SystemExit(main())
