"""The learned second stage of the suspects detector, trained and measured (bench/detector_learned.py is the
command line; labeler/judge/suspects/learned.py is the product's reading, which this package only trains).

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
calibrated on. Without the extra the command line says so and stops.

The variants (VARIANTS): main's (DL's negatives, English windows only), the multilingual negatives (weighing 1
or 3 a window) with the English gate, without it (the threshold on DL's calibration split or on it and the
packages' pooled), and with a margin: windows that do not read as English count less the margin that lets at
most ``budget`` more of the pooled calibration passages through than the English windows alone; the script
variants give windows not in the Latin alphabet a margin of their own, for ``script_budget`` more (0: none).

The reading (windows, hashed n-grams, a passage's score) is the product's, labeler/judge/suspects/learned.py;
this package only trains: the regression fitted by full-batch Adam on the sparse (row, column) pairs with
``np.bincount``. The rules are read with ``passage_flags(..., learned=False)``. Character n-grams only (the
configuration with hashed words read worse, docs/BENCHMARKS.md). Figures go to bench/out/ (JSON); ``export``
writes the one committed output, the product's weights (every planted set and look-alike written before set
EXPORT_BEFORE was read, the fit splits' and tests/planted/corpus.py's clean passages, trained and calibrated as
EXPORT_VARIANT; seeded, byte for byte reproducible).

The modules: clean_text (DL's splits, the catalogues' languages), planted (the phrasing sets and which a fold
trains on), training (features, the fit, the variants, calibration), measures (recall and clean rates), folds
(one leave-one-out fold), export (the committed weights) and wired (the product's detector with a weights file).
"""
