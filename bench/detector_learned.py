"""Does a small learned second stage generalise to a blind set where the detector's hand rules do not?

    pip install -e '.[bench]'                         # the pinned packages whose gettext catalogues it trains on
    python bench/detector_learned.py                  # leave-one-blind-set-out over sets 12-23, every variant
    python bench/detector_learned.py --which main,multi3-margin --speed   # two variants, and the wired stage's cost
    python bench/detector_learned.py --blind 14 --variants 3   # one fold, fewer training variants
    python bench/detector_learned.py --which multi3-margin --max-words 0   # long sentences read whole
    python bench/detector_learned.py --which multi3-margin --without 'training a'   # what training set a adds
    python bench/detector_learned.py export           # train on every set before EXPORT_BEFORE: writes learned.npz
    python bench/detector_learned.py wired            # the product's detector with that file against the rules alone
    python bench/detector_learned.py wired --weights other.npz   # ... or with another weights file (main's)
    python bench/detector_learned.py matched --blind 17 --weights a.npz,b.npz   # two files at one clean rate
    python bench/detector_learned.py pinned --weights committed,a.npz   # the honest texts the tests pin, and the demo

The protocol, the clean text, the variants and the export are bench/learned_stage's (its package docstring); this
file is the command line over it, and re-exports the names the tests read.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_detector import OUT, machine  # noqa: E402
from bench.learned_stage.clean_text import (  # noqa: E402
    MESSAGES_PER_PASSAGE,
    catalogue_messages,
    catalogue_passages,
    languages,
    package_roots,
    pooled,
    split_collection,
)
from bench.learned_stage.export import EXPORT_BEFORE, EXPORT_RATE, export, exported  # noqa: E402
from bench.learned_stage.folds import Reader, fold, summary  # noqa: E402
from bench.learned_stage.measures import rule_flags, speed  # noqa: E402
from bench.learned_stage.planted import (  # noqa: E402
    BLIND,
    MEASURED_FOLDS,
    TRAINING,
    blind_module,
    lookalikes_for,
    planted_sets,
    training_module,
    trains_on,
)
from bench.learned_stage.training import (  # noqa: E402
    STEPS,
    VARIANTS,
    passage_scores,
    solve_margin,
    threshold_at,
    train,
    whole_features,
    window_features,
)
from bench.learned_stage.pinned import compare  # noqa: E402
from bench.learned_stage.wired import matched, wired  # noqa: E402
from labeler.judge.suspects import learned  # noqa: E402
from labeler.judge.suspects.learned import DIMENSION  # noqa: E402

# the names read from this module (the tests; docs/JUDGE_SAFETY.md names planted_sets, BLIND and TRAINING here)
__all__ = [
    "BLIND", "DIMENSION", "EXPORT_BEFORE", "MESSAGES_PER_PASSAGE", "TRAINING", "blind_module", "catalogue_messages",
    "catalogue_passages", "exported", "lookalikes_for", "main", "passage_scores", "planted_sets", "solve_margin",
    "threshold_at", "train", "training_module", "trains_on", "whole_features", "window_features",
]


def weights_files(names: str | None, command: str) -> list[Path | None]:
    """The weights files named, comma-separated (None for 'committed', the default), each one there."""
    files = [None if name.strip() == "committed" else Path(name.strip()) for name in (names or "committed").split(",")]
    missing = [str(path) for path in files if path is not None and not path.is_file()]
    if missing:
        raise SystemExit(f"{command}: no weights file {', '.join(missing)}")
    return files


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=("folds", "export", "wired", "matched", "pinned"),
                        default="folds",
                        help="folds: the leave-one-blind-set-out experiment; export: train on every set written "
                             "before EXPORT_BEFORE was read and write labeler/judge/suspects/learned.npz; wired: the "
                             "product's detector with that file against the rules alone; matched: one blind set read "
                             "by several weights files at one clean rate; pinned: the honest texts the tests pin and "
                             "the demo's passages, each file against the first")
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
                                          "matched, pinned: the files to compare, comma-separated ('committed' for ours)")
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
        files = weights_files(args.weights, "matched")
        report = matched(int(args.blind), files, args.clean_rate, args.seed, args.per_phrasing)
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / f"detector-learned-matched-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
        for entry in report["files"]:
            print(json.dumps(entry, ensure_ascii=False))
        print(f"wrote {path}")
        return
    if args.command == "pinned":
        for entry in compare(weights_files(args.weights, "pinned")):
            print(json.dumps(entry, ensure_ascii=False))
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


if __name__ == "__main__":
    main()
