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
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from labeler.domain.errors import InputError, LabelerError
from labeler.domain.sampling import DesignSpec, SampleDesign
from labeler.metrics.hybrid.design import DEFAULT_MIX, STRATEGIES, design_sizes, forecast_prior, sequential_poisson
from labeler.services.estimation.hybrid import hybrid_estimates, hybrid_measures
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


def align_design(pool: "HybridPool", spec: DesignSpec, rows: Sequence[tuple[str, str, float, float, bool]]
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(sizes, uniforms, known) for every pool pair: the stored design rows' values where the design
    has the pair (joined set-wise, as a design file is), else the strategy's size on the stored scale
    and the seed's uniform (module docstring)."""
    from labeler.dataio.estimation.design_files import design_values

    columns = list(zip(*rows)) if rows else [(), (), (), ()]
    sizes, uniforms, known = design_values(pool, list(columns[0]), list(columns[1]), list(columns[2]),
                                           list(columns[3]))
    if not known.all():
        measure = hybrid_measures([spec.measure])[0]
        fresh = design_sizes(pool.pool, measure, spec.strategy, llm_probs=pool.llm_probs, mix=spec.mix)
        scale = float(np.median(sizes[known] / fresh[known])) if known.any() else 1.0
        sizes[~known] = fresh[~known] * scale
        missing = np.flatnonzero(~known)
        keys = _pool_keys(pool)
        uniforms[~known] = pair_uniforms(spec.seed, [keys[i][0] for i in missing], [keys[i][1] for i in missing])
    return sizes, uniforms, known


def _resolve_spec(existing: SampleDesign | None, new: bool, model: str, measure: str | None,
                  strategy: str | None, seed: int | None) -> tuple[DesignSpec, bool]:
    """The design to use and whether it is a new one; refuses a change of an existing design without new."""
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
    if strategy_name not in STRATEGIES:
        raise LabelerError(f"unknown sampling strategy {strategy_name!r}; use one of {', '.join(STRATEGIES)}")
    parsed = hybrid_measures([measure_name])[0]
    return DesignSpec(model, parsed.name, strategy_name, DEFAULT_SEED if seed is None else seed,
                      DEFAULT_MIX, parsed.depth), True


def sample(repository: "Repository", *, budget: int, model: str, annotator: str, measure: str | None = None,
           strategy: str | None = None, seed: int | None = None, new: bool = False) -> SampleReport:
    """Choose the first ``budget`` pairs of the design's order and queue the ungraded ones for the annotator."""
    require(repository, Action.SAMPLE)
    if budget < 1:
        raise LabelerError(f"--budget must be at least 1, not {budget}")
    existing = repository.newest_design()
    spec, created = _resolve_spec(existing, new, model, measure, strategy, seed)
    pool = pool_from_repository(repository, spec.model, spec.depth)
    rows = [] if created or existing is None else repository.design_rows(existing.id, graded=False)
    sizes, uniforms, known = align_design(pool, spec, rows)
    keys = _pool_keys(pool)
    chosen = [keys[i] for i in sequential_poisson(sizes, uniforms, budget).order]
    graded = repository.judged_pair_keys(chosen)
    assigned = repository.assigned_pair_keys(chosen)
    queue = [key for key in chosen if key not in graded]
    new_pairs = [(keys[i][0], keys[i][1], float(sizes[i]), float(uniforms[i])) for i in np.flatnonzero(~known)]
    design_id, queued = repository.save_design(spec, None if created or existing is None else existing.id,
                                               budget, new_pairs, queue, annotator)
    design = repository.newest_design()
    assert design is not None and design.id == design_id
    human = pool.align(qrels_table(repository))
    return SampleReport(design, created, len(keys), len(new_pairs), chosen, len(graded), queued,
                        sum(1 for key in queue if key in assigned), annotator, sizes, uniforms, keys,
                        expected_half_width(pool, sizes, uniforms, budget, spec.measure, seed=spec.seed, graded=human))


def expected_half_width(pool: "HybridPool", sizes: np.ndarray, uniforms: np.ndarray, budget: int, measure: str,
                        *, seed: int = 0, confidence: float = 0.95, graded: np.ndarray | None = None) -> float | None:
    """The median over runs of a run's interval half-width once the first ``budget`` pairs are graded:
    a forecast, not a guarantee. The chosen pairs humans have graded already (``graded``: (N,) grade or
    -1) keep their grades; the others are drawn from ``hybrid_design.forecast_prior`` (which those
    grades inform); the median of FORECAST_DRAWS such gradings. None without runs."""
    if not pool.run_names:
        return None
    prior = forecast_prior(pool.pool.llm, pool.llm_probs, graded)
    chosen = sequential_poisson(sizes, uniforms, budget).order
    known = graded[chosen] if graded is not None else np.full(len(chosen), -1)
    rng = np.random.default_rng(seed)
    forecasts = []
    for _ in range(FORECAST_DRAWS):
        drawn = (rng.random(len(chosen))[:, None] > prior[chosen].cumsum(axis=1)).sum(axis=1).clip(max=prior.shape[1] - 1)
        human = np.full(pool.pool.size, -1, dtype=np.int64)
        human[chosen] = np.where(known >= 0, known, drawn)
        result = hybrid_estimates(pool, human, [measure], design=(sizes, uniforms), confidence=confidence)
        widths = [w for w in (interval.half_width for interval in result.values[measure])
                  if w is not None and np.isfinite(w)]
        if widths:
            forecasts.append(float(np.median(widths)))
    return float(np.median(forecasts)) if forecasts else None


def design_for_pool(repository: "Repository", pool: "HybridPool") -> tuple[np.ndarray, np.ndarray] | None:
    """The newest design's (sizes, uniforms) aligned to the pool's pair order, None when there is no design.

    Pool pairs outside the design get sizes and uniforms as ``labeler sample`` gives pairs that
    joined the pool later (module docstring); they are not stored here (this is a read).
    """
    design = repository.newest_design()
    if design is None:
        return None
    sizes, uniforms, _ = align_design(pool, design.spec, repository.design_rows(design.id, graded=False))
    return sizes, uniforms


def design_from_file(path: str, pool: "HybridPool") -> tuple[np.ndarray, np.ndarray]:
    """(sizes, uniforms) of a ``FILE.design.tsv`` aligned to the pool's pair order.

    Every pool pair must be in the file (a pair the design never covered had no chance to be drawn,
    which no weight can correct): an InputError says how many are missing. Extra pairs are ignored.
    """
    from labeler.dataio.estimation.design_files import align_design

    return align_design(path, pool)
