"""The export: the product's weights trained on every set written before EXPORT_BEFORE was read, calibrated as
EXPORT_VARIANT and written to labeler/judge/suspects/learned.npz byte for byte reproducibly."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench.bench_detector import machine
from bench.learned_stage.clean_text import CATALOGUE_PACKAGES, languages, pooled, split_collection
from bench.learned_stage.planted import (
    BLIND,
    MEASURED_FOLDS,
    TRAINING,
    blind_module,
    has_honest_passages,
    honest_passages,
    lookalikes_for,
    planted_sets,
    positives,
    script_honest,
    trains_on,
)
from bench.learned_stage.training import STEPS, VARIANTS, calibrate, gated_scores, read, train
from labeler.judge.suspects import learned
from labeler.judge.suspects.learned import DIMENSION, LearnedModel

EXPORT_SEED = 41
EXPORT_RATE = 0.003  # the share of DL's pooled calibration split's clean passages at or over the threshold
EXPORT_VARIANT = "multi3-script-0"  # the fold variant the export trains and calibrates as (VARIANTS)
# the committed export trains on what a fold leaving set EXPORT_BEFORE out may: every set written before that set
# was read. A blind set read since is read by the folds, wired and matched, and trained on from the next export.
EXPORT_BEFORE = 31


def exported(name: str) -> bool:
    """Whether the committed export trains on the set called ``name``."""
    return trains_on(EXPORT_BEFORE, name)


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
    # corpus.py's clean passages and the read blind sets' honest whole passages are hard honest text written by
    # hand, as the look-alikes are: they weigh as much
    honest_whole = honest_passages(EXPORT_BEFORE)
    hard = lookalikes + honest_whole + list(CLEAN_PASSAGES)
    full = train(positives(training, variants, random.Random(seed)), negatives, hard, steps=steps,
                 foreign=pooled(langs.fit) if variant.multilingual else (), foreign_weight=variant.multilingual)
    stored = LearnedModel(full.weights.astype(np.float16).astype(np.float32), full.bias, float("nan"))
    dl_calibration = [read(split.calibrate) for split in splits.values()]
    langs_calibration = read(pooled(langs.calibrate))
    honest_texts = script_honest(EXPORT_BEFORE)
    honest = read(honest_texts)
    settings = {name: calibrate(model, variant, dl_calibration, langs_calibration, EXPORT_RATE, honest)
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
              "concepts": np.array(learned.CONCEPTS),
              "trained_on": np.array(list(sets) + [f"look-alikes {n}" for n in BLIND if exported(f"blind {n}")]
                                     + [f"look-alikes training {name}" for name in TRAINING
                                        if exported(f"training {name}")]
                                     + [f"honest passages {n}" for n in BLIND if exported(f"blind {n}")
                                        and has_honest_passages(n)] + ["corpus.py clean"]
                                     + ([f"catalogues of {', '.join(CATALOGUE_PACKAGES)}"] if variant.multilingual
                                        else [])),
              "clean_rate": np.array(variant.rate or EXPORT_RATE)}
    write_npz(learned.WEIGHTS, arrays)
    return {"machine": machine(), "file": learned.WEIGHTS.name, "bytes": learned.WEIGHTS.stat().st_size,
            "variant": variant.name, "training_phrasings": len(training), "lookalikes": len(lookalikes),
            "hard_clean": len(CLEAN_PASSAGES), "honest_passages": len(honest_whole),
            "script_honest": len(honest_texts), "negatives": len(negatives),
            "multilingual_negatives": len(pooled(langs.fit)) if variant.multilingual else 0,
            "settings": settings, "bias": full.bias, "float16_changes": changed,
            "seconds": round(time.perf_counter() - started, 1)}


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
