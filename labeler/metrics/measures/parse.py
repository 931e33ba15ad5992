"""Measure names: what users type (``nDCG@10``, ``RBP(p=0.8)``, ``P_5``) and what trec_eval prints.

Two spellings parse: ir_measures' (``Family(key=value, ...)@cutoff``: ``nDCG(gains={0:0,1:1,2:3})@10``,
``SetP(relative=True)``, ``AP(rel=2)``, ``IPrec@0.5``) and trec_eval's (``ndcg_cut_10``, ``P.5``,
``set_F``, ``iprec_at_recall_0.50``). Names are case-insensitive; a parsed measure's ``name`` parses
back to the same measure.
"""

from __future__ import annotations

import ast
import difflib
import re
from typing import Any

from labeler.domain import LabelerError
from labeler.domain.limits import MAX_INTEGER
from labeler.metrics.measures.base import Measure, family, family_of_spelling, measure_help, spellings

_PATTERN = re.compile(r"^(?P<base>[a-z_\-]+?)(?:[@_.](?P<cutoff>-?\d+(?:\.\d+)?))?$")
_CALL = re.compile(r"^(?P<base>[A-Za-z_][\w\-]*)\s*\((?P<args>.*)\)\s*(?:@\s*(?P<at>\S+))?$", re.S)


def _unknown(text: str, why: str = "") -> LabelerError:
    """One line: the name, the close matches among the known spellings, then every family."""
    word = re.split(r"[(@]", text.strip(), maxsplit=1)[0].lower()
    stem = _PATTERN.match(word)
    # lower-cased spelling -> what to suggest: the family's own name, else the trec_eval spelling
    known = spellings()
    shown = {alias: alias for alias in known if "_" in alias}
    shown.update({name.lower(): name for name in known.values()})
    found = difflib.get_close_matches(stem.group("base") if stem else word, shown, n=4, cutoff=0.6)
    close = list(dict.fromkeys(shown[key] for key in found))
    hint = f" (did you mean {', '.join(close)}?)" if close and not why else ""
    return LabelerError(f"unknown measure {text!r}{why}{hint}; known: {measure_help()}")


def parse_measure(text: str) -> Measure:
    """Parse an ir_measures, labeler or trec_eval spelling (``nDCG@10``, ``RBP(p=0.9, rel=2)``,
    ``nDCG(gains={0:0,1:1})@10``, ``ndcg_cut.10``, ``MRR``, ``Rprec``)."""
    cleaned = text.strip()
    call = _CALL.match(cleaned)
    if call is not None:
        return _parse_call(text, call)
    if "(" in cleaned:
        raise _unknown(text, " (write parameters as Name(key=value, ...)@cutoff)")
    lowered = cleaned.lower()
    named = family_of_spelling(lowered)
    if named is not None and not named.needs_cutoff(lowered):
        return Measure(named.name, **named.implied.get(lowered, {}))
    match = _PATTERN.match(lowered)
    named = None if match is None else family_of_spelling(match.group("base"))
    if match is None or named is None:
        raise _unknown(text)
    if match.group("cutoff") is None:
        raise LabelerError(f"measure {text!r} needs a cutoff, e.g. {Measure(named.name, 10).name}"
                           if named.cutoff != "level" else
                           f"measure {text!r} needs a recall level, e.g. {named.name}@0.5")
    return _with_at(text, named.name, match.group("cutoff"), dict(named.implied.get(match.group("base"), {})))


def _with_at(text: str, name: str, at: str | None, params: dict[str, Any]) -> Measure:
    """The measure with its ``@`` value: a recall level for IPrec, else a positive cutoff."""
    if at is None:
        return Measure(name, **params)
    cutoff = family(name).cutoff
    if cutoff == "level":
        try:
            level = float(at)
        except ValueError:
            raise _unknown(text) from None
        return Measure(name, level=level, **params)
    if cutoff not in ("optional", "required"):
        raise LabelerError(f"unknown measure {text!r}; {name} takes no cutoff")
    if not re.fullmatch(r"-?\d+", at) or int(at) <= 0:
        raise LabelerError(f"measure {text!r}: cutoff must be a positive integer, got {at}")
    check_cutoff(text, int(at))
    return Measure(name, int(at), **params)


def check_cutoff(text: str, cutoff: int) -> None:
    """Refuse a cutoff no int64 array or SQLite column holds (``nDCG@99999999999999999999``)."""
    if cutoff > MAX_INTEGER:
        raise LabelerError(f"measure {text!r}: cutoff must be at most {MAX_INTEGER:,}")


def _parse_call(text: str, call: re.Match[str]) -> Measure:
    """``Family(key=value, ...)@at``, read as Python keywords (never evaluated)."""
    base = call.group("base").lower()
    named = family_of_spelling(base)
    if named is None:
        raise _unknown(text)
    try:
        node = ast.parse(f"f({call.group('args')})", mode="eval").body
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.args
        raw = {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}
    except (SyntaxError, ValueError, AssertionError):
        raise LabelerError(f"measure {text!r}: parameters must be written key=value, "
                           "e.g. RBP(p=0.8,rel=2) or nDCG(gains={0:0,1:1,2:3})@10") from None
    params: dict[str, Any] = dict(named.implied.get(base, {}))
    for key, value in raw.items():
        params.update(_parameter(text, named.name, str(key), value))
    name = next((other for key, other in named.instead.items() if params.get(key) is not None), named.name)
    return _with_at(text, name, call.group("at"), params)


def _parameter(text: str, name: str, key: str, value: Any) -> dict[str, Any]:
    """One checked parameter, in the type Measure stores."""
    def bad(expected: str) -> LabelerError:
        return LabelerError(f"measure {text!r}: {key} must be {expected}, got {value!r}")

    if key in ("rel",):
        if not isinstance(value, int) or isinstance(value, bool):
            raise bad("an integer grade")
        return {key: value}
    if key in ("judged_only", "relative"):
        if not isinstance(value, bool):
            raise bad("True or False")
        return {key: value}
    if key in ("p", "beta"):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise bad("a number")
        return {key: float(value)}
    if key == "gains":
        if not isinstance(value, dict) or not all(
                isinstance(g, int) and isinstance(v, (int, float)) for g, v in value.items()):
            raise bad("a dict of grade: gain, e.g. {0:0,1:1,2:3}")
        return {key: tuple(sorted((int(g), float(v)) for g, v in value.items()))}
    known = family(name).parameters
    raise LabelerError(f"measure {text!r}: {name} takes no parameter {key!r}; it takes: "
                       f"{', '.join(sorted(known)) or 'none'}")


def parse_measures(texts: list[str] | tuple[str, ...]) -> tuple[Measure, ...]:
    """Parse several measure names, dropping exact duplicates while keeping their order."""
    seen: dict[Measure, None] = {}
    for text in texts:
        seen.setdefault(parse_measure(text), None)
    return tuple(seen)


def is_count_name(name: str) -> bool:
    """True when ``name`` parses to a count (num_ret, NumQ...); False for anything else."""
    try:
        return parse_measure(name).is_count
    except LabelerError:
        return False


def split_measures(text: str) -> list[str]:
    """Split a typed list of measures at commas and blanks outside brackets and braces:
    ``nDCG@10, RBP(p=0.8, rel=2) nDCG(gains={0:0,1:1})`` gives three names."""
    names: list[str] = []
    depth, current = 0, ""
    for char in text:
        depth += (char in "({") - (char in ")}")
        if depth <= 0 and (char.isspace() or char == ","):
            if current:
                names.append(current)
            depth, current = 0, ""
            continue
        current += char
    if current:
        names.append(current)
    return names


DEFAULT_MEASURES = ("nDCG@10", "nDCG@5", "nDCG@3", "RR", "R@100", "Judged@10")
