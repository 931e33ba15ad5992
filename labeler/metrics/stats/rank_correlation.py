"""Kendall's tau between two scorings of the same systems (how alike two judges rank the runs)."""

from __future__ import annotations

import numpy as np


def kendall_tau(a: np.ndarray, b: np.ndarray) -> float:
    """Kendall's tau-b of two score vectors over the same items (ties counted as in scipy's tau-b).

    tau_b = (concordant - discordant) / sqrt((n0 - ties_a) (n0 - ties_b)), n0 = n(n-1)/2, over
    every pair of items; nan when either vector is constant. O(n^2) memory: meant for runs, not rows.
    """
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if a.shape != b.shape:
        raise ValueError(f"kendall_tau: {a.shape} and {b.shape} differ")
    upper = np.triu_indices(len(a), k=1)
    sign_a = np.sign(a[:, None] - a[None, :])[upper]
    sign_b = np.sign(b[:, None] - b[None, :])[upper]
    pairs_a, pairs_b = np.count_nonzero(sign_a), np.count_nonzero(sign_b)
    if pairs_a == 0 or pairs_b == 0:
        return float("nan")
    return float((sign_a * sign_b).sum() / np.sqrt(float(pairs_a) * float(pairs_b)))
