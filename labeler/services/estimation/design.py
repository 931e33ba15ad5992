"""The sampling design (``labeler sample``): which pairs humans grade, in which order, stored in the database.

Statistics are in ``metrics.hybrid.design`` (sizes s_d from the model's grades, sequential Poisson
order by U_d / s_d); this module makes a design permanent and extends it.

Conventions (pinned by tests/unit/test_sampling*.py):

- U_d comes from the seed and the pair's key only: the first 53 bits of BLAKE2b over (seed,
  query id, chunk id) (``pair_uniforms``), so the same seed gives the same uniforms whatever the
  pool's order, on any machine.
- A design is extended, never redrawn: re-running with a larger budget keeps every stored size and
  uniform, takes the first N of the same order, keeps grades already given and assigns nothing
  twice (a pair already assigned to anyone is left as it is). A different model, measure,
  strategy or seed is refused unless ``new`` (then a new design; estimates use the newest).
- Pairs that joined the pool after the design (new suggestions of the model) get the size the
  strategy gives them on today's pool times the median ratio, over the pairs already in the
  design, of their stored size to the size today's pool gives them: the strategy's sizes on the
  stored scale. Their uniform comes from the seed as above. They join the order at their key.
- A pair counts as graded when it has a current judgment by anyone (what qrels export).
- A design covers the holes: the pool pairs no human had graded when it was drawn (every pool pair
  when nothing was graded yet). Only those are stored, ordered and drawn; a pool pair outside the
  design with a human grade is known exactly (``PoolDesign.population``), one without joins the
  order as a pair that joined the pool later. The pool is every pair the model graded and every
  pair a human graded, and a budget larger than the pairs the design covers is refused.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import numpy as np

from labeler.domain.errors import InputError, LabelerError
from labeler.domain.pool.sampling import DesignSpec, SampleDesign
from labeler.metrics.hybrid.design import (
    DECIDE,
    DEFAULT_MIX,
    STRATEGIES,
    certain_stratum,
    decide_strategy,
    design_sizes,
    forecast_prior,
    known_prior,
    sequential_poisson,
    strategy_parts,
)
from labeler.services.estimation.hybrid import PoolDesign, hybrid_estimates, hybrid_measures
from labeler.services.estimation.pool_source import pool_from_repository
from labeler.services.aggregation import qrels_table
from labeler.services.roles import Action, require

if TYPE_CHECKING:
    from labeler.dataio.estimation.pool_arrays import HybridPool
    from labeler.storage.repository import Repository

DEFAULT_MEASURE = "nDCG@10"
DEFAULT_STRATEGY = "importance"
DEFAULT_SEED = 0
_MANTISSA = 2.0**53
FORECAST_DRAWS = 3  # simulated gradings the forecast takes the median of

Key = tuple[str, str]


@dataclass(frozen=True)
class SampleReport:
    """What ``labeler sample`` did."""

    design: SampleDesign
    created: bool
    pool_pairs: int
    new_pairs: int
    chosen: list[Key]
    already_graded: int
    queued: int
    already_assigned: int
    annotator: str
    sizes: np.ndarray
    uniforms: np.ndarray
    pool_keys: list[Key]
    expected_half_width: float | None = None
    population: np.ndarray | None = None  # (N,) the pairs the design covers (None: every pool pair)
    expected_by_run: dict[str, float] = field(default_factory=dict)  # the forecast of each run with holes
    known: int = 0  # pool pairs a human graded outside the design (known exactly)
    first: int = 0  # pairs that may fool the LLM judge: graded first, their LLM grades unused
    aside: int = 0  # flagged pairs not graded first (the learned stage's, or flagged late): drawn as any other, LLM grades unused

    @property
    def holes(self) -> int:
        """How many pool pairs the design covers (pairs no human had graded when it was drawn)."""
        return self.pool_pairs if self.population is None else int(self.population.sum())


def pair_uniforms(seed: int, query_ids: Sequence[str], chunk_ids: Sequence[str]) -> np.ndarray:
    """U_d in (0, 1) for each pair: BLAKE2b of (seed, query id, chunk id), 53 bits, centred in its cell."""
    out = np.empty(len(query_ids))
    prefix = f"labeler-sample:{seed}:".encode()
    for i, (query_id, chunk_id) in enumerate(zip(query_ids, chunk_ids)):
        q = query_id.encode()
        # the query id's length makes (seed, qid, chunk) unambiguous whatever characters the ids hold
        digest = hashlib.blake2b(prefix + str(len(q)).encode() + b":" + q + chunk_id.encode(), digest_size=8).digest()
        out[i] = ((int.from_bytes(digest, "big") >> 11) + 0.5) / _MANTISSA
    return out


def _pool_keys(pool: "HybridPool") -> list[Key]:
    return list(zip(pool.qid.to_pylist(), pool.docid.to_pylist()))


def align_design(pool: "HybridPool", spec: DesignSpec, rows: Sequence[tuple[str, str, float, float, bool]],
                 human: np.ndarray | None = None, first: np.ndarray | None = None
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(sizes, uniforms, stored) for every pool pair: the stored design rows' values where the design
    has the pair (joined set-wise, as a design file is), else, for the pairs it covers (``human``: (N,)
    grade or -1; a stored pair, or one without a human grade), the strategy's size on the stored scale
    and the seed's uniform (module docstring); ``first`` marks pairs humans grade first (the pairs that
    may fool the judge: ``metrics.hybrid.design.humans_first``). A known pair outside the design gets
    placeholders."""
    from labeler.dataio.estimation.design_files import design_values

    columns = list(zip(*rows)) if rows else [(), (), (), ()]
    sizes, uniforms, stored = design_values(pool, list(columns[0]), list(columns[1]), list(columns[2]),
                                            list(columns[3]))
    covered = stored if human is None else stored | (human < 0)
    fresh_pairs = covered & ~stored if human is not None else ~stored
    if fresh_pairs.any():
        measure = hybrid_measures([spec.measure])[0]
        known = human is not None and bool((human >= 0).any())
        prior = known_prior(pool.pool, human, measure) if human is not None and known else pool.llm_probs
        fresh = design_sizes(pool.pool, measure, spec.strategy, llm_probs=prior, mix=spec.mix,
                             population=covered if known else None,
                             first=None if first is None else first & fresh_pairs)
        ordinary = stored & ~certain_stratum(sizes)
        scale = float(np.median(sizes[ordinary] / fresh[ordinary])) if ordinary.any() else 1.0
        sizes[fresh_pairs] = fresh[fresh_pairs] * scale
        missing = np.flatnonzero(fresh_pairs)
        keys = _pool_keys(pool)
        uniforms[fresh_pairs] = pair_uniforms(spec.seed, [keys[i][0] for i in missing], [keys[i][1] for i in missing])
    outside = ~stored & ~fresh_pairs
    return np.where(outside, 1.0, sizes), np.where(outside, 0.5, uniforms), stored


def pool_design(pool: "HybridPool", spec: DesignSpec, rows: Sequence[tuple[str, str, float, float, bool]],
                human: np.ndarray, first: np.ndarray | None = None) -> tuple[PoolDesign, np.ndarray]:
    """The design aligned to the pool (sizes, uniforms, and the pairs it covers: stored ones, and the
    pool pairs with no human grade, which join its order) and the (N,) mask of its stored pairs."""
    sizes, uniforms, stored = align_design(pool, spec, rows, human, first)
    return PoolDesign(sizes, uniforms, stored | (human < 0)), stored


def _resolve_spec(existing: SampleDesign | None, new: bool, model: str, measure: str | None,
                  strategy: str | None, seed: int | None, decide: int | None = None) -> tuple[DesignSpec, bool]:
    """The design to use and whether it is a new one; refuses a change of an existing design without new."""
    strategy = _decide_strategy(strategy, decide)
    if measure is not None:
        measure = hybrid_measures([measure])[0].name  # the stored spelling, and an unknown measure refused early
    if existing is not None and not new:
        old = existing.spec
        asked = {"--model": (model, old.model), "--measure": (measure, old.measure),
                 "--strategy": (strategy, old.strategy), "--seed": (seed, old.seed)}
        changed = [f"{name} {given} (the design has {had})" for name, (given, had) in asked.items()
                   if given is not None and given != had]
        if changed:
            raise LabelerError(
                f"sampling design #{existing.id} exists with model {old.model}, {old.measure}, strategy {old.strategy}, "
                f"seed {old.seed}; {'; '.join(changed)}: pass --new to start a new design (estimates then use "
                "the newest), or leave those options out to extend this one")
        return old, False
    measure_name = measure or DEFAULT_MEASURE
    strategy_name = strategy or DEFAULT_STRATEGY
    if strategy_parts(strategy_name)[0] not in STRATEGIES:
        raise LabelerError(f"unknown sampling strategy {strategy_name!r}; use one of {', '.join(STRATEGIES)}")
    parsed = hybrid_measures([measure_name])[0]
    return DesignSpec(model, parsed.name, strategy_name, DEFAULT_SEED if seed is None else seed,
                      DEFAULT_MIX, parsed.depth), True


def _decide_strategy(strategy: str | None, decide: int | None) -> str | None:
    """The strategy asked for, with ``decide`` (the top k in order) folded in as ``decide-top-K``."""
    if decide is None:
        if strategy == DECIDE:
            raise LabelerError("--strategy decide needs --decide top-K: the top K runs, in order, the grades should settle")
        return strategy
    if strategy not in (None, DECIDE):
        raise LabelerError(f"--decide top-{decide} is a strategy of its own (decide): leave out --strategy {strategy}")
    if decide < 1:
        raise LabelerError(f"--decide top-K needs K of at least 1, not {decide}")
    return decide_strategy(decide)


def sample(repository: "Repository", *, budget: int, model: str, annotator: str, measure: str | None = None,
           strategy: str | None = None, seed: int | None = None, new: bool = False,
           decide: int | None = None) -> SampleReport:
    """Choose the first ``budget`` pairs of the design's order (over the pool pairs no human graded) and
    queue them for the annotator; refuses, changing nothing, a budget larger than those pairs and
    chosen pairs whose chunk the corpus does not have. ``decide``: a design aimed at settling the top k
    runs in order (strategy ``decide``, stored as ``decide-top-K``)."""
    require(repository, Action.SAMPLE)
    if budget < 1:
        raise LabelerError(f"--budget must be at least 1, not {budget}")
    existing = repository.newest_design()
    spec, created = _resolve_spec(existing, new, model, measure, strategy, seed, decide)
    qrels = qrels_table(repository)
    pool = pool_from_repository(repository, spec.model, spec.depth, human=qrels)
    human = pool.align(qrels)
    rows = [] if created or existing is None else repository.design_rows(existing.id, graded=False)
    in_rows = _in_rows(pool, rows)
    # one read of every pair the design covers: the new holes a rule flags go first, the rest flagged are set aside
    distrusted, flagged = suspect_masks(repository, pool, in_rows | (human < 0))
    design, stored = pool_design(pool, spec, rows, human, distrusted & (human < 0) & ~in_rows)
    design = _set_aside(design, flagged)
    population = design.covered
    holes = int(population.sum())
    if not holes:
        raise LabelerError(f"every one of the {pool.pool.size:,} pairs model {spec.model} graded has a human grade: "
                           "there are no holes to sample (labeler eval scores the runs with the human grades)")
    if budget > holes:
        raise LabelerError(f"--budget {budget:,} is more than the {holes:,} pairs the design draws from (the pool pairs "
                           f"no human had graded): --budget {holes:,} takes them all")
    keys = _pool_keys(pool)
    chosen = [keys[i] for i in sequential_poisson(design.sizes, design.uniforms, budget, population).order]
    graded = repository.judged_pair_keys(chosen)
    queue = [key for key in chosen if key not in graded]
    _refuse_missing_chunks(repository, queue)
    assigned = repository.assigned_pair_keys(chosen)
    new_pairs = [(keys[i][0], keys[i][1], float(design.sizes[i]), float(design.uniforms[i]))
                 for i in np.flatnonzero(population & ~stored)]
    design_id, queued = repository.save_design(spec, None if created or existing is None else existing.id,
                                               budget, new_pairs, queue, annotator)
    saved = repository.newest_design()
    assert saved is not None and saved.id == design_id
    forecast = expected_half_widths(pool, design, budget, spec.measure, seed=spec.seed, graded=human)
    widths = [w for w in forecast.values()]
    return SampleReport(saved, created, len(keys), len(new_pairs), chosen, len(graded), queued,
                        sum(1 for key in queue if key in assigned), annotator, design.sizes, design.uniforms, keys,
                        float(np.median(widths)) if widths else None, population, forecast,
                        int(((human >= 0) & ~population).sum()),
                        int((certain_stratum(design.sizes) & population).sum()),
                        0 if design.set_aside is None else int(design.set_aside.sum()))


def suspect_masks(repository: "Repository", pool: "HybridPool", among: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(distrusted, flagged): (N,) masks of the pairs ``among`` these that may fool the LLM judge
    (``services.judging.suspects``): for a reason humans grade first (``domain.suspects.DISTRUSTED``: planted
    instructions, stuffed query words), and for any reason (the learned stage's weaker verdict too)."""
    from labeler.services.judging.suspects import flagged_pairs

    distrusted = np.zeros(pool.pool.size, dtype=bool)
    flagged = np.zeros(pool.pool.size, dtype=bool)
    if not among.any():
        return distrusted, flagged
    keys = _pool_keys(pool)
    index = {key: i for i, key in enumerate(keys)}
    report = flagged_pairs(repository, pairs=[keys[i] for i in np.flatnonzero(among)])
    distrusted[[index[key] for key in report.distrusted() if key in index]] = True
    flagged[[index[key] for key in report.keys() if key in index]] = True
    return distrusted, flagged


def with_set_aside(repository: "Repository", pool: "HybridPool", design: PoolDesign) -> PoolDesign:
    """The design with the pairs whose LLM grade is set aside: every pair it covers outside its certainty stratum
    that the detector flags (the learned stage's, and a rule's flag on a pair that joined the pool or met a newer
    detector after the design was drawn), read from their passages now, whichever of them a sample holds."""
    _, flagged = suspect_masks(repository, pool, design.covered & ~certain_stratum(design.sizes))
    return _set_aside(design, flagged)


def _set_aside(design: PoolDesign, flagged: np.ndarray) -> PoolDesign:
    return replace(design, set_aside=flagged & design.covered & ~certain_stratum(design.sizes))


def _in_rows(pool: "HybridPool", rows: Sequence[tuple[str, str, float, float, bool]]) -> np.ndarray:
    """(N,) the pool pairs a stored design already has (their sizes are kept)."""
    have = {(row[0], row[1]) for row in rows}
    return np.asarray([key in have for key in _pool_keys(pool)], dtype=bool)


def forecast_words(report: SampleReport) -> str:
    """The planner's promise: one run's half-width, or the median over the runs with holes and the widest."""
    from labeler.domain.untrusted import terminal_text

    measure = report.design.spec.measure
    basis = (f"the {report.known:,} human grades outside the design and the model's grades" if report.known
             else "the human grades given so far and the model's grades" if report.already_graded
             else "the model's grades, trusted half (no human grade yet)")
    runs = report.expected_by_run
    if len(runs) == 1:
        name, width = next(iter(runs.items()))
        return (f"expected 95% half-width of run {terminal_text(name, one_line=True)}'s {measure} once they are "
                f"graded: about ±{width:.3f} (simulated from {basis})")
    widest = max(runs, key=lambda name: runs[name]) if runs else None
    which = (f"median over the {len(runs):,} runs with holes in their top {report.design.spec.depth}, widest "
             f"±{runs[widest]:.3f} for {terminal_text(widest, one_line=True)}" if widest is not None and report.known
             else "median over runs")
    return (f"expected 95% half-width of a run's {measure} once they are graded: about "
            f"±{report.expected_half_width:.3f} ({which}, simulated from {basis})")


def _refuse_missing_chunks(repository: "Repository", queue: Sequence[Key]) -> None:
    """A one-line LabelerError when a pair to queue names a chunk the corpus does not have (a human
    could not read it): nothing is stored."""
    chunk_ids = {chunk for _, chunk in queue}
    if not chunk_ids:
        return
    missing = sorted(chunk_ids - repository.existing_chunk_ids(chunk_ids))
    if missing:
        from labeler.domain.untrusted import terminal_text

        example = next(key for key in queue if key[1] == missing[0])
        raise LabelerError(f"{len(missing):,} of the chosen pairs' chunks are not in the corpus (e.g. "
                           f"{terminal_text(example[1], one_line=True)} for query {terminal_text(example[0], one_line=True)}"
                           "): import their texts with labeler import chunks FILE first; nothing was queued")


def runs_with_holes(pool: "HybridPool", population: np.ndarray | None, depth: int) -> np.ndarray:
    """(R,) whether each run ranks a pair of the design's population in its top ``depth``."""
    top = pool.pool.top[:, :, :depth]
    covered = np.ones(pool.pool.size, dtype=bool) if population is None else population
    return np.asarray(((top >= 0) & covered[np.maximum(top, 0)]).any(axis=(1, 2)))


def expected_half_widths(pool: "HybridPool", design: PoolDesign, budget: int, measure: str, *, seed: int = 0,
                         confidence: float = 0.95, graded: np.ndarray | None = None) -> dict[str, float]:
    """Each run's forecast 95% half-width once the first ``budget`` pairs of the design are graded, for
    the runs whose top k holds a pair the design covers: a forecast, not a guarantee. Pairs with a
    human grade (``graded``: (N,) grade or -1) keep it; the others chosen are drawn from
    ``forecast_prior`` (learnt from those grades); the median of FORECAST_DRAWS such gradings."""
    if not pool.run_names:
        return {}
    outside = (graded >= 0) & ~design.covered if graded is not None else np.zeros(pool.pool.size, dtype=bool)
    if outside.any() and graded is not None:  # known pairs: the holes' grades as the estimator predicts them
        prior = known_prior(pool.pool, np.where(outside, graded, -1), hybrid_measures([measure])[0])
    else:
        prior = forecast_prior(pool.pool.llm, pool.llm_probs,
                               None if graded is None else np.where(pool.pool.rated_mask, graded, -1))
    chosen = sequential_poisson(design.sizes, design.uniforms, budget, design.population).order
    known = graded[chosen] if graded is not None else np.full(len(chosen), -1)
    rng = np.random.default_rng(seed)
    draws = []
    for _ in range(FORECAST_DRAWS):
        drawn = (rng.random(len(chosen))[:, None] > prior[chosen].cumsum(axis=1)).sum(axis=1).clip(max=prior.shape[1] - 1)
        human = np.full(pool.pool.size, -1, dtype=np.int64)
        if graded is not None:
            human[outside] = graded[outside]
        human[chosen] = np.where(known >= 0, known, drawn)
        result = hybrid_estimates(pool, human, [measure], design=design, confidence=confidence)
        draws.append([np.nan if i.half_width is None or not np.isfinite(i.half_width) else i.half_width
                      for i in result.values[measure]])
    depth = hybrid_measures([measure])[0].depth
    with_holes = runs_with_holes(pool, design.population, depth)
    widths = np.nanmedian(np.asarray(draws, dtype=np.float64), axis=0) if draws else np.zeros(0)
    return {name: float(width) for name, width, holes in zip(pool.run_names, widths, with_holes)
            if holes and np.isfinite(width)}


def expected_half_width(pool: "HybridPool", sizes: np.ndarray, uniforms: np.ndarray, budget: int, measure: str,
                        *, seed: int = 0, confidence: float = 0.95, graded: np.ndarray | None = None,
                        population: np.ndarray | None = None) -> float | None:
    """The median over the runs with holes of ``expected_half_widths`` (None without such runs)."""
    widths = expected_half_widths(pool, PoolDesign(sizes, uniforms, population), budget, measure, seed=seed,
                                  confidence=confidence, graded=graded)
    return float(np.median(list(widths.values()))) if widths else None


def design_for_pool(repository: "Repository", pool: "HybridPool", human: np.ndarray | None = None
                    ) -> PoolDesign | None:
    """The newest design aligned to the pool's pair order, None when there is no design.

    Pool pairs outside the design without a human grade (``human``: (N,) grade or -1; None: read the
    database's qrels) get sizes and uniforms as ``labeler sample`` gives pairs that joined the pool
    later and join its order; those with one are known. Nothing is stored here (this is a read).
    """
    design = repository.newest_design()
    if design is None:
        return None
    if human is None:
        human = pool.align(qrels_table(repository))
    return with_set_aside(repository, pool, pool_design(pool, design.spec, repository.design_rows(design.id, graded=False), human)[0])


def design_from_file(path: str, pool: "HybridPool", human: np.ndarray | None = None) -> PoolDesign:
    """The design of a ``FILE.design.tsv`` aligned to the pool's pair order.

    Every pool pair must be in the file or have a human grade (``human``: (N,) grade or -1): a pair
    the design never covered and no human graded had no chance to be drawn, which no weight can
    correct: an InputError says how many are missing. Extra pairs are ignored.
    """
    from labeler.dataio.estimation.design_files import align_design as align_file

    sizes, uniforms, covered = align_file(path, pool, None if human is None else human >= 0)
    return PoolDesign(sizes, uniforms, None if covered.all() else covered)
