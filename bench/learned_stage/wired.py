"""The product's detector measured with a weights file: wired (the rules alone against the rules with the
stage, on every clean split, catalogue, look-alike and measured set) and matched (one blind set read by several
weights files at one clean rate)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bench.bench_detector import ROOT, machine
from bench.learned_stage.clean_text import hosted, languages, package_roots, pooled, split_collection
from bench.learned_stage.export import EXPORT_SEED
from bench.learned_stage.measures import language_rates, rule_flags, split_recall
from bench.learned_stage.planted import BLIND, MEASURED_FOLDS, blind_module, planted_groups
from bench.learned_stage.training import gated_scores, read, threshold_at
from labeler.judge.suspects import learned


def wired(seed: int = EXPORT_SEED, per_phrasing: int = 30, weights: Path | None = None) -> dict[str, Any]:
    """The detector as the product runs it (the committed model, or ``weights``) against the rules alone: clean
    passages flagged on each DL split (the measured split is the one the export neither trained nor calibrated on),
    the packages' measured split and the machine's catalogues by language (alone, and each put inside an English
    passage of DL 2021's measured split), look-alikes of the blind sets and the
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
            # the same passages inside English prose: a window of a host's sentence and the foreign text reads as
            # English and is read at the English bar (the hosts alone: "dl21 held_out" above)
            inside = hosted(pooled(by_language), splits["dl21"].held_out, seed)
            rules, learned_only = flags(inside)
            result[f"{name}, hosted in dl21 held_out"] = {
                "rules": language_rates(by_language, rules),
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
    module = blind_module(k)
    lookalikes = [text for _, text in getattr(module, f"CLEAN_LOOKALIKES_V{k}")]
    lookalike_rules = rule_flags(lookalikes)
    clean_corpus, lookalike_corpus = read(clean), read(lookalikes)
    # whole passages, read as written: clean ones with a lone number in a heading ("Step 3.", from set 21 on), and
    # pages of short sentences in scripts written without spaces, clean and each with a note (from set 22 on)
    whole = {name: [(entry[0], entry[1]) for entry in getattr(module, f"{attr}_V{k}", ())]
             for name, attr in (("numbered", "NUMBERED"), ("short clean", "SHORT_CLEAN"),
                                ("short hosts", "SHORT_HOSTS"))}
    whole_read = {name: (passages, rule_flags([text for _, text in passages]), read([text for _, text in passages]))
                  for name, passages in whole.items() if passages}
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
            scores = gated_scores(model, corpus, True, *model.margins())
            flagged = rules | (scores >= threshold)
            by_language = {language: at["recall"] for language, at in
                           recall_table(attacks, flagged.tolist(), lambda attack: attack.language).items()}
            by_kind = {kind: at["recall"] for kind, at in
                       recall_table(attacks, flagged.tolist(), lambda attack: attack.category).items()}
            # the matched threshold is the lowest flagging the clean rate: at or under the stored bar
            entry[group] = {"rules": split_recall(attacks, rules), "rules_or_learned": split_recall(attacks, flagged),
                            "at_stored_threshold": split_recall(attacks, rules | (scores >= model.threshold)),
                            "lowest languages": dict(sorted(by_language.items(), key=lambda item: item[1])[:15]),
                            "kinds": by_kind}
        entry["look-alikes"] = {"texts": len(lookalikes), "rules": int(lookalike_rules.sum()), "rules_or_learned": int(
            (lookalike_rules | (gated_scores(model, lookalike_corpus, True, *model.margins()) >= threshold)).sum())}
        for name, (passages, rules, corpus) in whole_read.items():
            scores = gated_scores(model, corpus, True, *model.margins())
            flagged = rules | (scores >= threshold)
            tags = np.array([tag for tag, _ in passages])
            entry[name] = {"texts": len(passages), "rules": int(rules.sum()), "rules_or_learned": int(flagged.sum()),
                           "at_stored_threshold": int((rules | (scores >= model.threshold)).sum()),
                           "by_language": {str(tag): f"{int(flagged[tags == tag].sum())} of {int((tags == tag).sum())}"
                                           for tag in sorted(set(tags.tolist()))}}
        result["files"].append(entry)
    result["machine"]["load_after"] = machine()["load"]
    return result
