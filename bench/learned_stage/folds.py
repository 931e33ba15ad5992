"""One fold of the leave-one-blind-set-out experiment: trained without blind set k, each variant calibrated and
read on set k, the clean splits, the catalogues and set k's look-alikes; and the fold as Markdown rows."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from bench.learned_stage.clean_text import Languages, Split, pooled
from bench.learned_stage.measures import language_rates, rates, rule_flags, split_recall
from bench.learned_stage.planted import (
    blind_module,
    glued_notes,
    honest_passages,
    lookalikes_for,
    planted_groups,
    positives,
    script_honest,
    trains_on,
)
from bench.learned_stage.training import Variant, gated_scores, honest_script_margin, read, solve_margins, train
from labeler.judge.suspects.learned import LearnedModel
from labeler.judge.suspects.reading import ReadCorpus


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
    lookalikes, honest_whole = lookalikes_for(k, without), honest_passages(k, without)
    hard = lookalikes + honest_whole  # both hard negatives, as the export's
    negatives = [t for split in splits.values() for t in split.fit] + extra_negatives
    plain = positives(training, variants, random.Random(seed + k))  # the same positives for both models
    models = {}
    for weight in sorted({variant.multilingual for variant in chosen}):
        models[weight] = train(plain, negatives, hard, steps=steps,
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
    honest = script_honest(k, without)
    result: dict[str, Any] = {"blind_set": k, "training_phrasings": len(training), "trained_on": trained_on,
                              "lookalikes_trained_on": len(lookalikes),
                              "honest_passages_trained_on": len(honest_whole), "negatives": len(negatives),
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
            if script is not None and honest:  # nor more honest passages in a script without spaces than HONEST_SCRIPT_BUDGET lets (as the export)
                script = max(script, honest_script_margin(
                    lambda m, s, model=model: reader.scores(model, f"script honest {k}", honest, True, m, s),
                    threshold, margin))
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
