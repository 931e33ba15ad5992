"""What every formula reads: where the judged rows of one ranking sit, and the qrels' per-query facts.

Only judged rows can change a value (unjudged chunks gain 0 and are not relevant), so every
formula works on the few judged rows plus per-query counts: no per-row work over the run.
trec_eval's classes of a retrieved document (form_res_rels.c): not in the qrels (not among these
rows), in the qrels with a negative grade ("unjudged in pool"), judged nonrelevant
(0 <= grade < level), relevant (grade >= level). Conventions (trec_eval's unless said otherwise):

- gain = grade (linear, trec_eval ``ndcg_cut``) or 2**grade - 1 (exponential, Burges), or a
  GainTable; grades <= 0 and unjudged chunks gain 0; discount log2(rank + 1), rank from 1;
  the ideal ranking holds every judged chunk of the query with a positive gain (retrieved or
  not), best first.
- relevant: grade >= level (trec_eval -l); judged: grade >= 0 (trec_eval -J).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from labeler.metrics.ranking.pieces import bit_length

# A custom gain per grade, as trec_eval's ``-m ndcg.0=0,1=1,2=3`` and ir_measures'
# ``nDCG(gains={0:0,1:1,2:3})``: (grade, gain) pairs sorted by grade.
GainTable = tuple[tuple[int, float], ...]

__all__ = ["CutSums", "GainTable", "QrelsFacts", "QueryTables", "RankedJudgments", "gains_of", "query_rank_order",
           "rank_within_groups", "safe_divide"]

# trec_eval -N default: the collection size used by utility's fourth coefficient (MAX_LONG).
DOCUMENTS_IN_COLLECTION = 2**63 - 1


def gains_of(grades: np.ndarray, gain: str | GainTable) -> np.ndarray:
    """Gain of each grade: linear = grade, exponential = 2**grade - 1; grades <= 0 gain 0;
    or a GainTable of (grade, gain) pairs, a grade not listed gaining its own value (0 when
    negative), as in trec_eval's setup_gains."""
    grades = np.asarray(grades, dtype=np.int64)
    if not isinstance(gain, str):
        out: np.ndarray = np.maximum(grades, 0).astype(np.float64)
        for grade, value in gain:
            out[grades == grade] = value
        return out
    if gain == "linear":
        linear: np.ndarray = np.maximum(grades, 0).astype(np.float64)  # a ufunc's result is untyped
        return linear
    if gain == "exponential":
        positive = grades > 0
        out = np.zeros(len(grades), dtype=np.float64)
        out[positive] = np.exp2(grades[positive].astype(np.float64)) - 1.0
        return out
    raise ValueError(f"unknown gain {gain!r}; use 'linear' or 'exponential'")


def rank_within_groups(sorted_group: np.ndarray) -> np.ndarray:
    """0-based position of each element within its run of equal values (input grouped)."""
    n = len(sorted_group)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    new_group = np.ones(n, dtype=bool)
    new_group[1:] = sorted_group[1:] != sorted_group[:-1]
    group_start = np.maximum.accumulate(np.where(new_group, np.arange(n), 0))
    return np.arange(n) - group_start


def query_rank_order(query: np.ndarray, rank: np.ndarray) -> np.ndarray:
    """``np.lexsort((rank, query))``, the same permutation (stable), from one sort of (query, rank)
    packed into an int64 when both are non-negative and fit it."""
    if len(query) == 0:
        return np.zeros(0, dtype=np.int64)
    query, rank = np.asarray(query), np.asarray(rank)
    rank_bits = bit_length(int(rank.max()))
    if int(query.min()) < 0 or int(rank.min()) < 0 or bit_length(int(query.max())) + rank_bits > 62:
        return np.lexsort((rank, query))
    key = query.astype(np.int64) << np.int64(rank_bits)
    key |= rank
    order: np.ndarray = np.argsort(key, kind="stable")
    return order


def safe_divide(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    """numerator / denominator element-wise, 0 where the denominator is not positive."""
    out = np.zeros(len(numerator), dtype=np.float64)
    np.divide(numerator, denominator, out=out, where=denominator > 0)
    return out


class CutSums:
    """Per query index, the sum of the weights of its rows ranked within the top k, for any k (None:
    all rows). The rows are sorted by (query, rank). Each sum is accumulated as np.bincount does
    (a query's rows one at a time, in order, from 0.0), continued from the sums of the nearest
    smaller k already asked for: every cutoff of a measure then costs only the rows between two
    cutoffs, and the sums are the same, bit for bit."""

    def __init__(self, query: np.ndarray, rank: np.ndarray, weights: np.ndarray, n_queries: int) -> None:
        self.query, self.rank, self.weights, self.n_queries = query, rank, weights, n_queries
        self._sums: dict[float, np.ndarray] = {}

    def top(self, k: int | None) -> np.ndarray:
        """The sums over each query's rows ranked above ``k`` (rank < k)."""
        depth = math.inf if k is None else float(k)
        if depth not in self._sums:
            below = [done for done in self._sums if done < depth]
            if not below:
                keep = slice(None) if k is None else self.rank < k
                # float64 even when no row is kept (bincount then returns integers)
                sums = np.bincount(self.query[keep], weights=self.weights[keep], minlength=self.n_queries
                                   ).astype(np.float64, copy=False)
            else:
                start = max(below)
                keep = self.rank >= start
                if k is not None:
                    keep &= self.rank < k
                sums = self._sums[start].copy()
                np.add.at(sums, self.query[keep], self.weights[keep])  # in row order, as bincount adds
            self._sums[depth] = sums
        return self._sums[depth]


@dataclass
class QueryTables:
    """Per-query facts that do not depend on the order of the run: counts and ideal gains."""

    n_queries: int
    num_ret: np.ndarray  # int64 per query index
    num_rel: np.ndarray  # int64 per query index (grade >= relevant_grade)
    num_nonrel: np.ndarray  # int64 per query index (0 <= grade < relevant_grade: judged nonrelevant)
    ideal_query: np.ndarray  # query index of each positive-gain qrels row, best gain first
    ideal_rank: np.ndarray  # 0-based rank of that row in its query's ideal ranking
    ideal_gain: np.ndarray  # its gain
    _idcg_cache: dict[int | None, np.ndarray] = field(default_factory=dict)
    _ideal_sums: CutSums | None = None
    _copies_of: QueryTables | None = None  # the one run's tables these repeat (repeated)

    @classmethod
    def build(cls, n_queries: int, num_ret: np.ndarray, qrels_query: np.ndarray,
              qrels_grade: np.ndarray, gain: str | GainTable, relevant_grade: int) -> QueryTables:
        """Count relevant chunks and lay out each query's ideal ranking from its qrels."""
        qrels_query = np.asarray(qrels_query, dtype=np.int64)
        qrels_grade = np.asarray(qrels_grade, dtype=np.int64)
        num_rel = np.bincount(qrels_query[qrels_grade >= relevant_grade], minlength=n_queries)
        judged_nonrelevant = (qrels_grade >= 0) & (qrels_grade < relevant_grade)
        num_nonrel = np.bincount(qrels_query[judged_nonrelevant], minlength=n_queries)
        all_gains = gains_of(qrels_grade, gain)
        positive = all_gains > 0
        query = qrels_query[positive]
        gains = all_gains[positive]
        order = _best_gain_first(query, qrels_grade[positive], gains, gain)
        query, gains = query[order], gains[order]
        rank = rank_within_groups(query)
        return cls(n_queries, num_ret.astype(np.int64), num_rel.astype(np.int64),
                   num_nonrel.astype(np.int64), query, rank, gains)

    def repeated(self, copies: int, num_ret: np.ndarray) -> QueryTables:
        """These tables for ``copies`` runs laid end to end (query q of copy c is query index
        c * n_queries + q), each retrieving ``num_ret``; values computed per query as here."""
        n = self.n_queries
        shift = np.repeat(np.arange(copies, dtype=np.int64) * n, len(self.ideal_query))
        tiled = QueryTables(n * copies, num_ret.astype(np.int64), np.tile(self.num_rel, copies),
                            np.tile(self.num_nonrel, copies), np.tile(self.ideal_query, copies) + shift,
                            np.tile(self.ideal_rank, copies), np.tile(self.ideal_gain, copies))
        tiled._copies_of = self
        return tiled

    def idcg(self, cutoff: int | None) -> np.ndarray:
        """Ideal DCG per query, cut at ``cutoff`` (None = all judged chunks)."""
        if cutoff not in self._idcg_cache and self._copies_of is not None:
            copies = self.n_queries // self._copies_of.n_queries
            self._idcg_cache[cutoff] = np.tile(self._copies_of.idcg(cutoff), copies)
        if cutoff not in self._idcg_cache:
            if self._ideal_sums is None:  # each ideal row's gain / log2(rank + 1), for every cutoff
                self._ideal_sums = CutSums(self.ideal_query, self.ideal_rank,
                                           self.ideal_gain / np.log2(self.ideal_rank + 2.0), self.n_queries)
            self._idcg_cache[cutoff] = self._ideal_sums.top(cutoff)
        return self._idcg_cache[cutoff]


def _best_gain_first(query: np.ndarray, grades: np.ndarray, gains: np.ndarray, gain: str | GainTable) -> np.ndarray:
    """``np.lexsort((-gains, query))``: by query, then gain descending, rows of equal gain in their
    order. Grades are few: each row's place among the distinct gains, best first, comes from a
    table by grade, and one stable sort of (query, place) packed does the rest."""
    if len(grades) == 0:
        return np.zeros(0, dtype=np.int64)
    low, high = int(grades.min()), int(grades.max())
    if high - low >= 1 << 12:
        return np.lexsort((-gains, query))
    present = np.flatnonzero(np.bincount(grades - low)) + low
    level_gain = gains_of(present, gain)
    place = np.zeros(high - low + 1, dtype=np.int64)
    place[present - low] = np.searchsorted(np.sort(-level_gain), -level_gain)
    return query_rank_order(query, place[grades - low])


@dataclass
class QrelsFacts:
    """The qrels of one evaluation and its settings: tables for each (gain, level), built once,
    the top grade of each query (rbp's gain scale), the trec_eval version whose comparisons
    are in force (``compat``) and the collection size (trec_eval -N).

    ``copies`` > 1: the qrels of several runs scored together, laid end to end: the qrels arrays
    index n_queries // copies queries, and query q of run c is query index c * (n_queries //
    copies) + q; every per-query fact is computed once over the qrels and repeated per run."""

    n_queries: int
    qrels_query: np.ndarray
    qrels_grade: np.ndarray
    compat: int = 10
    documents: int = DOCUMENTS_IN_COLLECTION
    copies: int = 1
    _tables: dict[tuple[str | GainTable, int, bool], QueryTables] = field(default_factory=dict)
    _max_grade: np.ndarray | None = None

    @property
    def qrels_queries(self) -> int:
        """How many query indices the qrels arrays index (n_queries, or one run's with copies)."""
        return self.n_queries // self.copies

    def tables(self, num_ret: np.ndarray, gain: str | GainTable, level: int, closed: bool = False) -> QueryTables:
        """Per-query counts and ideal gains for these settings (every ranking of a run retrieves as
        many rows per query: one table serves them all; ``closed``: rows counted after -J)."""
        key = (gain, level, closed)
        if key not in self._tables:
            if self.copies == 1:
                self._tables[key] = QueryTables.build(self.n_queries, num_ret, self.qrels_query, self.qrels_grade,
                                                      gain, level)
            else:
                one = QueryTables.build(self.qrels_queries, np.zeros(self.qrels_queries, dtype=np.int64),
                                        self.qrels_query, self.qrels_grade, gain, level)
                self._tables[key] = one.repeated(self.copies, num_ret)
        return self._tables[key]

    @property
    def max_grade(self) -> np.ndarray:
        """Highest qrels grade >= 0 of each query (0 when it has none): rbp's gain scale."""
        if self._max_grade is None:
            top = np.zeros(self.qrels_queries, dtype=np.int64)
            np.maximum.at(top, np.asarray(self.qrels_query, dtype=np.int64), np.maximum(self.qrels_grade, 0))
            self._max_grade = np.tile(top, self.copies) if self.copies > 1 else top
        return self._max_grade

    def judged_queries(self) -> np.ndarray:
        """Whether each query index has a qrels line (every run's copy of it, with copies)."""
        judged = np.bincount(self.qrels_query, minlength=self.qrels_queries) > 0
        return np.tile(judged, self.copies) if self.copies > 1 else judged


@dataclass
class RankedJudgments:
    """The judged rows of one ranking (query index, 0-based rank, grade: a grade may be negative,
    in the pool but unjudged) under one relevance level and gain, with the per-query tables.

    Rows come in the order the ranking was placed in; ``ordered`` says they are sorted by
    (query, rank), which ``in_order`` gives (the formulas that walk a ranking ask for it)."""

    query: np.ndarray
    rank: np.ndarray
    grade: np.ndarray
    level: int
    gain: str | GainTable
    tables: QueryTables
    facts: QrelsFacts
    ordered: bool = False
    closed: bool = False  # ranks closed up over judged rows only (-J)
    _relevant: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
    _in_order: RankedJudgments | None = None
    _discounted: np.ndarray | None = None
    cache: dict[object, object] = field(default_factory=dict)  # what several formulas derive from these rows

    @property
    def n_queries(self) -> int:
        """Size of the query vocabulary."""
        return self.tables.n_queries

    @property
    def num_ret(self) -> np.ndarray:
        """Rows retrieved per query index."""
        return self.tables.num_ret

    @property
    def num_rel(self) -> np.ndarray:
        """Relevant qrels rows per query index."""
        return self.tables.num_rel

    @property
    def num_nonrel(self) -> np.ndarray:
        """Judged nonrelevant qrels rows per query index."""
        return self.tables.num_nonrel

    @property
    def max_grade(self) -> np.ndarray:
        """Highest qrels grade >= 0 of each query (0 when none)."""
        return self.facts.max_grade

    @property
    def compat(self) -> int:
        """The trec_eval version whose conventions are in force (9 or 10)."""
        return self.facts.compat

    def with_settings(self, level: int, gain: str | GainTable) -> RankedJudgments:
        """The same rows under another relevance level or gain (itself when they are the same)."""
        if (level, gain) == (self.level, self.gain):
            return self
        tables = self.facts.tables(self.tables.num_ret, gain, level, self.closed)
        return RankedJudgments(self.query, self.rank, self.grade, level, gain, tables, self.facts, self.ordered,
                               self.closed)

    def judged_only(self) -> RankedJudgments:
        """trec_eval -J: rows with a grade >= 0, ranked again without the others (sorted by query
        then rank), and num_ret counting only them."""
        keep = self.grade >= 0
        query, rank, grade = self.query[keep], self.rank[keep], self.grade[keep]
        order = query_rank_order(query, rank)
        query, grade = query[order], grade[order]
        num_ret = np.bincount(query, minlength=self.n_queries)
        tables = self.facts.tables(num_ret, self.gain, self.level, True)
        return RankedJudgments(query, rank_within_groups(query), grade, self.level, self.gain, tables, self.facts,
                               ordered=True, closed=True)

    def top(self, k: int) -> RankedJudgments:
        """Only the rows ranked within the top ``k`` (trec_eval -M k); counts unchanged."""
        keep = self.rank < k
        return RankedJudgments(self.query[keep], self.rank[keep], self.grade[keep], self.level, self.gain,
                               self.tables, self.facts, self.ordered, self.closed)

    def in_order(self) -> RankedJudgments:
        """The rows sorted by (query, rank) (itself when they are)."""
        if self.ordered:
            return self
        if self._in_order is None:
            order = query_rank_order(self.query, self.rank)
            self._in_order = RankedJudgments(self.query[order], self.rank[order], self.grade[order], self.level,
                                             self.gain, self.tables, self.facts, ordered=True, closed=self.closed)
        return self._in_order

    def discounted_gains(self) -> np.ndarray:
        """Each row's gain / log2(rank + 2), rank from 0 (computed once: every nDCG cutoff reads it)."""
        if self._discounted is None:
            self._discounted = gains_of(self.grade, self.gain) / np.log2(self.rank + 2.0)
        return self._discounted

    def dcg(self, k: int | None) -> np.ndarray:
        """DCG@k of every query index (k None: the whole ranking): discounted gains summed per query."""
        if not self.ordered:  # bincount adds a query's rows in the rows' order: here not by rank
            within = slice(None) if k is None else self.rank < k
            return self.count(self.query[within], self.discounted_gains()[within])
        sums = self.cache.get("dcg")
        if not isinstance(sums, CutSums):
            sums = self.cache["dcg"] = CutSums(self.query, self.rank, self.discounted_gains(), self.n_queries)
        return sums.top(k)

    def relevant_rows(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Relevant rows sorted by (query, rank): query, rank, and count of relevant before it."""
        if self._relevant is None:
            keep = self.grade >= self.level
            query, rank = self.query[keep], self.rank[keep]
            if not self.ordered:
                order = query_rank_order(query, rank)
                query, rank = query[order], rank[order]
            self._relevant = (query, rank, rank_within_groups(query))
        return self._relevant

    def count(self, query: np.ndarray, weights: np.ndarray | None = None) -> np.ndarray:
        """Per query index, how many of ``query`` name it (or the sum of their ``weights``)."""
        return np.bincount(query, weights=weights, minlength=self.n_queries).astype(np.float64)

    # The helpers below read the rows in (query, rank) order: call them on in_order().

    @property
    def relevant(self) -> np.ndarray:
        """Mask of relevant rows (grade >= level)."""
        return self.grade >= self.level

    @property
    def judged_nonrelevant(self) -> np.ndarray:
        """Mask of judged nonrelevant rows (0 <= grade < level)."""
        return (self.grade >= 0) & (self.grade < self.level)

    def before(self, mask: np.ndarray) -> np.ndarray:
        """For every row, how many earlier rows of its query satisfy ``mask``."""
        counts: np.ndarray = (np.cumsum(mask) - mask).astype(np.int64)
        first = np.arange(len(counts)) - rank_within_groups(self.query)  # each query's first row
        within: np.ndarray = counts - counts[first]
        return within

    def per_query(self, mask: np.ndarray | slice, weights: np.ndarray | None = None) -> np.ndarray:
        """Sum of ``weights`` (or count) of the selected rows, per query index."""
        counted: np.ndarray = np.bincount(self.query[mask], weights=weights, minlength=self.n_queries)
        return counted.astype(np.float64)

    def num_rel_ret(self) -> np.ndarray:
        """Relevant retrieved rows per query."""
        return self.per_query(self.relevant)
