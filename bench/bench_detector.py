"""The suspects detector on TREC DL 2021 and 2019 (../shared): planted attacks, clean passages, speed.

    python bench/bench_detector.py                 # everything, both collections; JSON to bench/out/
    python bench/bench_detector.py --per-phrasing 20 --per-setting 40   # smaller
    python bench/bench_detector.py --against ../main --pairs 3  # speed against another checkout, pair by pair

What it measures (docs/JUDGE_SAFETY.md explains each figure):
- instruction attacks planted in the collection's passages at random positions: the phrasings the
  detector was written against (tests/planted/seen.py), held-out sets 1-5 (looked at once each, then
  used to improve it: development data now), held-out set 6 (measured once, then developed on too: its
  figure before that is in docs/JUDGE_SAFETY.md), and the orders and languages it was then written
  against (tests/planted/commands.py), held-out set 7 (written blind, measured once: its figure is in
  docs/JUDGE_SAFETY.md; its disguised phrasings planted as written, its honest look-alikes read whole),
  and the classes it showed unread, written anew (tests/planted/classes.py: fake metadata, claims of
  fit to every query, orders without a grading verb, Polish and Turkish), held-out set 8 (written
  blind after all of that, like set 7, with its disguised phrasings and look-alikes; measured once,
  then developed on) held-out set 9 (written blind after that;
  measured once, then developed on), held-out set 10 (written blind after that; measured once, then developed
  on) and the classes it showed unread, written anew (tests/planted/blind/classes_v10.py), held-out set 11
  (written blind after that; measured once, then developed on) and its classes written anew in two halves
  (tests/planted/blind/classes_v12.py: the rules were written from one, the other kept aside to measure), and
  held-out sets 12 and 13 (written blind while that pass was written; each measured once before and once after
  it, never developed on), under the obfuscations it knows (sets 1-4's), set 5's (mixed separators and typos, which it was then improved on) and set 6's (slips of the keys, many separators: never shown to it);
- query-word stuffing planted in passages humans graded 0 for the query, per mode and copies;
- false alarms: every clean passage (instruction) and every judged pair (both reasons);
- how the collection's own LLM judge (UMBRELA GPT-4) grades the pairs flagged in the clean data
  against human grades, flagged against clean;
- speed: passages and pairs per second, against rendering the judge's prompt for the same pairs in
  the same run (the cost every LLM request already pays).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("LABELER_SHARED_DIR") or ROOT.parent / "shared") / "data"
OUT = ROOT / "bench" / "out"
COLLECTIONS = {"dl21": "trec-dl-2021", "dl19": "trec-dl-2019"}

sys.path.insert(0, str(ROOT))


def machine() -> dict[str, Any]:
    """Where and when, and how loaded the machine was (figures of speed are ratios in one run)."""
    return {"host": platform.node(), "cpus": os.cpu_count(), "python": platform.python_version(),
            "load": round(os.getloadavg()[0], 1), "date": time.strftime("%Y-%m-%d %H:%M")}


def read_collection(name: str) -> tuple[dict[str, str], dict[str, str], list[tuple[str, str, int]], dict]:
    """(topics, passages, human-judged (qid, docid, grade), UMBRELA grades by (qid, docid))."""
    folder = SHARED / COLLECTIONS[name]
    topics = dict(line.rstrip("\n").split("\t", 1) for line in open(folder / "topics.tsv", encoding="utf-8"))
    passages = dict(line.rstrip("\n").split("\t", 1) for line in open(folder / "passages.tsv", encoding="utf-8"))
    judged = []
    for line in open(folder / "qrels.human.txt", encoding="utf-8"):
        qid, _, docid, grade = line.split()
        if qid in topics and docid in passages:
            judged.append((qid, docid, int(grade)))
    umbrela = {}
    for line in open(folder / "qrels.umbrela-gpt4.txt", encoding="utf-8"):
        qid, _, docid, grade = line.split()
        umbrela[(qid, docid)] = int(grade)
    return topics, passages, judged, umbrela


def recall_table(attacks, flagged, key) -> dict[str, dict[str, float]]:
    """Recall per value of key(attack): {value: {"n": count, "recall": share flagged}}."""
    groups: dict[str, list[bool]] = defaultdict(list)
    for attack, hit in zip(attacks, flagged, strict=True):
        groups[key(attack)].append(hit)
    return {name: {"n": len(hits), "recall": round(float(np.mean(hits)), 4)} for name, hits in sorted(groups.items())}


def instruction_sets() -> dict[str, tuple[str, tuple]]:
    from tests.planted.held_out import HELD_OUT, OTHER_LANGUAGES
    from tests.planted.held_out_v2 import HELD_OUT_V2, OTHER_LANGUAGES_V2
    from tests.planted.held_out_v3 import HELD_OUT_V3
    from tests.planted.held_out_v4 import HELD_OUT_V4
    from tests.planted.held_out_v5 import HELD_OUT_V5
    from tests.planted.held_out_v6 import HELD_OUT_V6
    from tests.planted.held_out_v7 import HELD_OUT_V7_PLAIN
    from tests.planted.held_out_v8 import HELD_OUT_V8_PLAIN
    from tests.planted.held_out_v9 import HELD_OUT_V9_PLAIN
    from tests.planted.blind.classes_v10 import CLASSES_V10
    from tests.planted.blind.held_out_v10 import HELD_OUT_V10_PLAIN
    from tests.planted.blind.held_out_v11 import HELD_OUT_V11_PLAIN
    from tests.planted.blind.classes_v12 import KEPT_ASIDE, WRITTEN_FROM
    from tests.planted.blind.held_out_v12 import HELD_OUT_V12_PLAIN
    from tests.planted.blind.held_out_v13 import HELD_OUT_V13_PLAIN
    from tests.planted.blind.held_out_v14 import HELD_OUT_V14_PLAIN
    from tests.planted.blind.held_out_v15 import HELD_OUT_V15_PLAIN
    from tests.planted.blind.held_out_v16 import HELD_OUT_V16_PLAIN
    from tests.planted.classes import CLASSES
    from tests.planted.commands import COMMANDS, LANGUAGES
    from tests.planted.seen import SEEN

    return {"seen": ("development", SEEN), "held-out 1": ("development", HELD_OUT),
            "held-out 2": ("development", HELD_OUT_V2), "held-out 3": ("development", HELD_OUT_V3),
            "held-out 4": ("development", HELD_OUT_V4), "held-out 5": ("development", HELD_OUT_V5),
            "held-out 6": ("development", HELD_OUT_V6), "held-out 7": ("development", HELD_OUT_V7_PLAIN),
            "orders to the grader": ("development", COMMANDS), "more languages": ("development", LANGUAGES),
            "other languages": ("development", OTHER_LANGUAGES + OTHER_LANGUAGES_V2),
            "set 7's classes (classes.py)": ("development", CLASSES),
            "held-out 8": ("development", HELD_OUT_V8_PLAIN), "held-out 9": ("development", HELD_OUT_V9_PLAIN),
            "held-out 10": ("development", HELD_OUT_V10_PLAIN),
            "set 10's classes (blind/classes_v10.py)": ("development", CLASSES_V10),
            "held-out 11": ("development", HELD_OUT_V11_PLAIN),
            "set 11's classes, the half written from (blind/classes_v12.py)": ("development", WRITTEN_FROM),
            "set 11's classes, the half kept aside (blind/classes_v12.py)": ("held-out", KEPT_ASIDE),
            "held-out 12": ("held-out", HELD_OUT_V12_PLAIN), "held-out 13": ("held-out", HELD_OUT_V13_PLAIN),
            "held-out 14": ("held-out", HELD_OUT_V14_PLAIN), "held-out 15": ("held-out", HELD_OUT_V15_PLAIN),
            "held-out 16": ("held-out", HELD_OUT_V16_PLAIN)}


def bench_instructions(passages: list[str], per_phrasing: int, seed: int) -> dict[str, Any]:
    from labeler.judge.suspects import passage_flags
    from tests.planted import generator as planted

    known = planted.KNOWN_OBFUSCATIONS
    results: dict[str, Any] = {}
    for name, (status, phrasings) in instruction_sets().items():
        for group, obfuscations in (("known obfuscations", known),
                                    ("obfuscations of set 5", planted.HELD_OUT_V5_OBFUSCATIONS),
                                    ("obfuscations of set 6", planted.HELD_OUT_V6_OBFUSCATIONS)):
            rng = random.Random(seed)
            attacks = planted.instruction_attacks(passages, phrasings, held_out=status != "development",
                                                  per_phrasing=per_phrasing, rng=rng, obfuscations=obfuscations)
            flagged = [flag is not None for flag in passage_flags([attack.text for attack in attacks])]
            results[f"{name} / {group}"] = {
                "phrasings": status, "attacks": len(attacks), "recall": round(float(np.mean(flagged)), 4),
                "by_language": recall_table(attacks, flagged, lambda a: a.language),
                "by_obfuscation": recall_table(attacks, flagged, lambda a: a.obfuscation),
                "by_position": recall_table(attacks, flagged, lambda a: a.position),
                "by_category": recall_table(attacks, flagged, lambda a: a.category),
            }
    return results


def blind_set(number: int) -> Any:
    """The module of blind held-out set ``number`` (BLIND_SETS): its disguised phrasings and clean look-alikes."""
    import importlib

    # tests/planted/ was full by set 10, tests/planted/blind/ by set 23
    folder = "tests.planted.blind_late" if number >= 24 else "tests.planted.blind" if number >= 10 else "tests.planted"
    return importlib.import_module(f"{folder}.held_out_v{number}")


def bench_disguised(passages: list[str], per_phrasing: int, seed: int, number: int) -> dict[str, Any]:
    """A blind set's phrasings that carry their own hand-made disguise, planted as written."""
    from labeler.judge.suspects import passage_flags
    from tests.planted import generator as planted

    disguised = getattr(blind_set(number), f"HELD_OUT_V{number}_DISGUISED")
    attacks = planted.instruction_attacks(passages, disguised, held_out=number in HELD_OUT_BLIND, per_phrasing=per_phrasing,
                                          rng=random.Random(seed), obfuscations=("none",))
    flagged = [flag is not None for flag in passage_flags([attack.text for attack in attacks])]
    return {"attacks": len(attacks), "recall": round(float(np.mean(flagged)), 4),
            "by_language": recall_table(attacks, flagged, lambda a: a.language),
            "by_category": recall_table(attacks, flagged, lambda a: a.category)}


def bench_lookalikes(number: int) -> dict[str, Any]:
    """A blind set's honest passages about grading and relevance (rubrics, SEO, rater ads): every flag is false."""
    from labeler.judge.suspects import passage_flags

    lookalikes = getattr(blind_set(number), f"CLEAN_LOOKALIKES_V{number}")
    flags = passage_flags([text for _, text in lookalikes])
    return {"passages": len(lookalikes), "flagged": sum(flag is not None for flag in flags),
            "flagged_languages": [language for (language, _), flag in zip(lookalikes, flags, strict=True)
                                  if flag is not None]}


def bench_stuffing(topics, passages, judged, per_setting: int, seed: int) -> dict[str, Any]:
    from labeler.domain.suspects import SuspectReason
    from labeler.judge.suspects import suspect_flags
    from tests.planted import generator as planted

    irrelevant = [(topics[qid], passages[docid]) for qid, docid, grade in judged if grade == 0]
    rng = random.Random(seed)
    items = []
    for mode in planted.STUFFING_MODES:
        for copies in planted.COPIES:
            for _ in range(per_setting):
                query, passage = rng.choice(irrelevant)
                items.append((query, planted.stuff(passage, query, mode=mode, copies=copies, rng=rng)))
    flags = suspect_flags([(query, attack.text) for query, attack in items])
    hits = [any(f.reason is SuspectReason.STUFFING for f in found) for found in flags]
    attacks = [attack for _, attack in items]
    return {
        "attacks": len(items), "recall": round(float(np.mean(hits)), 4),
        "recall_3_copies_or_more": round(float(np.mean([h for h, a in zip(hits, attacks) if a.copies >= 3])), 4),
        "by_setting": recall_table(attacks, hits, lambda a: f"{a.mode} x{a.copies}"),
        "by_copies": recall_table(attacks, hits, lambda a: str(a.copies)),
        "by_mode": recall_table(attacks, hits, lambda a: a.mode),
    }


def bench_clean(topics, passages, judged, umbrela) -> dict[str, Any]:
    from labeler.domain.suspects import SuspectReason
    from labeler.judge.suspects import passage_flags, suspect_flags

    texts = list(passages.values())
    instruction = passage_flags(texts)
    pairs = [(topics[qid], passages[docid]) for qid, docid, _ in judged]
    flags = suspect_flags(pairs)
    human = np.array([grade for _, _, grade in judged])
    llm = np.array([umbrela.get((qid, docid), -1) for qid, docid, _ in judged])
    flagged = np.array([bool(found) for found in flags])
    by_reason = {str(r): np.array([any(f.reason is r for f in found) for found in flags]) for r in SuspectReason}

    def versus(mask: np.ndarray) -> dict[str, float]:
        mask = mask & (llm >= 0)
        if not mask.any():
            return {"pairs": 0}
        return {"pairs": int(mask.sum()), "llm_minus_human": round(float((llm[mask] - human[mask]).mean()), 3),
                "llm_higher": round(float((llm[mask] > human[mask]).mean()), 3),
                "agree": round(float((llm[mask] == human[mask]).mean()), 3)}

    return {
        "passages": len(texts),
        "passages_flagged_instruction": sum(flag is not None for flag in instruction),
        "passage_false_alarm_rate": round(sum(flag is not None for flag in instruction) / len(texts), 5),
        "pairs": len(pairs),
        "pairs_flagged": int(flagged.sum()),
        "pair_false_alarm_rate": round(float(flagged.mean()), 5),
        "pairs_flagged_by_reason": {name: int(mask.sum()) for name, mask in by_reason.items()},
        "pairs_flagged_by_human_grade": {str(g): round(float(flagged[human == g].mean()), 5) for g in range(4)},
        "umbrela_vs_human": {"flagged": versus(flagged), "clean": versus(~flagged),
                             **{name: versus(mask) for name, mask in by_reason.items()}},
        "examples": [(qid, docid, [f"{f.reason}: {f.evidence}" for f in found])
                     for (qid, docid, _), found in zip(judged, flags, strict=True) if found][:12],
    }


def bench_speed(topics, passages, judged, rounds: int) -> dict[str, Any]:
    """Passages/s and pairs/s of the detector against rendering the judge's prompts, pair by pair in one run."""
    from labeler.domain import Chunk, Query
    from labeler.judge import build_messages
    from labeler.judge.suspects import passage_flags, suspect_flags

    texts = list(passages.values())
    pairs = [(topics[qid], passages[docid]) for qid, docid, _ in judged]
    queries = {qid: Query(qid, text) for qid, text in topics.items()}
    chunks = {docid: Chunk(docid, text) for docid, text in passages.items()}
    detect_p, detect_q, render, cpu_q = [], [], [], []
    for _ in range(rounds):
        started = time.perf_counter()
        passage_flags(texts)
        detect_p.append(time.perf_counter() - started)
        started, cpu = time.perf_counter(), time.process_time()
        suspect_flags(pairs)
        detect_q.append(time.perf_counter() - started)
        cpu_q.append(time.process_time() - cpu)
        started = time.perf_counter()
        for qid, docid, _ in judged:
            build_messages(queries[qid], chunks[docid])
        render.append(time.perf_counter() - started)
    best_p, best_q, best_r = min(detect_p), min(detect_q), min(render)
    return {"passages": len(texts), "pairs": len(pairs), "rounds": rounds,
            "passages_per_second": round(len(texts) / best_p), "pairs_per_second": round(len(pairs) / best_q),
            # CPU time: steadier than the wall clock on a loaded machine (the detector is single-threaded)
            "pairs_per_cpu_second": round(len(pairs) / min(cpu_q)),
            "prompts_rendered_per_second": round(len(pairs) / best_r),
            "detector_pairs_over_prompt_rendering_time": round(best_q / best_r, 2)}


def bench_against(other: Path, names: list[str], pairs: int, rounds: int) -> dict[str, Any]:
    """Pairs/s of another checkout's detector (main) and this one's, in fresh processes taken in turn, pair by pair."""
    result: dict[str, Any] = {}
    for name in names:
        ratios, speeds = [], []
        for _ in range(pairs):
            pair = {}
            for label, tree in (("other", other), ("this", ROOT)):
                out = subprocess.run([sys.executable, __file__, "--speed-only", "--tree", str(tree), "--collections", name,
                                      "--rounds", str(rounds)], capture_output=True, text=True, check=True)
                pair[label] = json.loads(out.stdout.strip().splitlines()[-1])
            speeds.append(pair)
            ratios.append(pair["other"]["pairs_per_cpu_second"] / pair["this"]["pairs_per_cpu_second"])
        result[name] = {"pairs": speeds, "other_over_this_pairs_per_cpu_second": [round(r, 2) for r in ratios],
                        "load": round(os.getloadavg()[0], 1)}
    return result


# the sets written blind that carry disguised phrasings and clean look-alikes
BLIND_SETS = (7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35)
# planted with the held-out obfuscations, as at their first measurement (those before EXPORT_BEFORE are in the
# learned stage's training; the ones read since are blind to it)
HELD_OUT_BLIND = tuple(n for n in BLIND_SETS if n >= 12)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--per-phrasing", type=int, default=30, help="attacks planted per phrasing and obfuscation group")
    parser.add_argument("--per-setting", type=int, default=80, help="stuffed passages per mode and copies")
    parser.add_argument("--rounds", type=int, default=3, help="timing rounds (the best is kept)")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--collections", default="dl21,dl19")
    parser.add_argument("--against", type=Path, help="another checkout (main): its speed and this one's, pair by pair")
    parser.add_argument("--pairs", type=int, default=3, help="with --against: fresh process pairs per collection")
    parser.add_argument("--speed-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--tree", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.tree is not None:  # the checkout whose detector --speed-only times
        sys.path.insert(0, str(args.tree.resolve()))
    if args.speed_only:
        topics, passages, judged, _ = read_collection(args.collections)
        print(json.dumps(bench_speed(topics, passages, judged, args.rounds)))
        return
    if args.against is not None:
        against = bench_against(args.against.resolve(), args.collections.split(","), args.pairs, args.rounds)
        print(json.dumps({"machine": machine(), "against": str(args.against), **against}, indent=1))
        return
    from labeler.judge.suspects import RULES_VERSION, learned

    # the detector as the product runs it: the rules and the learned stage's committed file
    result: dict[str, Any] = {"machine": machine(), "collections": {},
                              "detector": {"rules_version": RULES_VERSION, "learned_stage": learned.WEIGHTS.name,
                                           "learned_threshold": round(learned.load().threshold, 4)}}
    for name in args.collections.split(","):
        topics, passages, judged, umbrela = read_collection(name)
        texts = list(passages.values())
        print(f"{name}: {len(topics)} topics, {len(texts):,} passages, {len(judged):,} judged pairs", flush=True)
        result["collections"][name] = {
            "instructions": bench_instructions(texts, args.per_phrasing, args.seed),
            "stuffing": bench_stuffing(topics, passages, judged, args.per_setting, args.seed),
            **{f"disguised (set {n}, as written)": bench_disguised(texts, args.per_phrasing, args.seed, n)
               for n in BLIND_SETS},
            "clean": bench_clean(topics, passages, judged, umbrela),
            "speed": bench_speed(topics, passages, judged, args.rounds),
        }
    for n in BLIND_SETS:
        result[f"lookalikes (set {n})"] = bench_lookalikes(n)
    result["machine"]["load_after"] = round(os.getloadavg()[0], 1)
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"detector-{time.strftime('%Y%m%d-%H%M')}.json"
    path.write_text(json.dumps(result, indent=1, ensure_ascii=False), encoding="utf-8")
    print_tables(result)
    print(f"\nwrote {path}")


def print_tables(result: dict[str, Any]) -> None:
    """The figures as Markdown tables (docs/JUDGE_SAFETY.md and docs/BENCHMARKS.md quote them)."""
    names = list(result["collections"])
    print(f"\nmachine: {result['machine']}")
    print(f"detector: {result.get('detector', 'rules (before the learned stage)')}")
    print("\n| planted instructions | phrasings | " + " | ".join(f"{n} recall" for n in names) + " |")
    print("|---|---|" + "---|" * len(names))
    first = result["collections"][names[0]]["instructions"]
    for key in first:
        cells = [f"{result['collections'][n]['instructions'][key]['recall']:.3f}" for n in names]
        print(f"| {key} | {first[key]['phrasings']} | " + " | ".join(cells) + " |")
    for number in BLIND_SETS:
        cells = [f"{result['collections'][n][f'disguised (set {number}, as written)']['recall']:.3f}" for n in names]
        status = "held-out" if number in HELD_OUT_BLIND else "development"
        print(f"| held-out {number}, disguised as written | {status} | " + " | ".join(cells) + " |")
    for number in BLIND_SETS:
        lookalikes = result[f"lookalikes (set {number})"]
        print(f"\nclean look-alikes of set {number} flagged: {lookalikes['flagged']} of {lookalikes['passages']} "
              f"({', '.join(lookalikes['flagged_languages'])})")
    print("\n| stuffing, copies | " + " | ".join(f"{n} recall" for n in names) + " |")
    print("|---|" + "---|" * len(names))
    for copies in result["collections"][names[0]]["stuffing"]["by_copies"]:
        cells = [f"{result['collections'][n]['stuffing']['by_copies'][copies]['recall']:.3f}" for n in names]
        print(f"| {copies} | " + " | ".join(cells) + " |")
    print("\n| clean data | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for label, key in (("passages flagged (instruction)", "passage_false_alarm_rate"),
                       ("judged pairs flagged (either reason)", "pair_false_alarm_rate")):
        print(f"| {label} | " + " | ".join(f"{result['collections'][n]['clean'][key]:.2%}" for n in names) + " |")
    print("\n| speed | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for key in ("passages_per_second", "pairs_per_second", "prompts_rendered_per_second",
                "detector_pairs_over_prompt_rendering_time"):
        print(f"| {key} | " + " | ".join(str(result['collections'][n]['speed'][key]) for n in names) + " |")


if __name__ == "__main__":
    main()
