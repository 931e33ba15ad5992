"""The largest numbers labeler takes from a user, stated once.

Counts, cutoffs, budgets and seeds end up in SQLite INTEGER columns and numpy int64 arrays, which
hold at most 2**63 - 1; a larger number given on the command line or in a measure name
(``nDCG@99999999999999999999``) is refused in one line instead of overflowing somewhere inside.
"""

from __future__ import annotations

MAX_INTEGER = 2**63 - 1  # SQLite INTEGER, numpy int64, C long on 64-bit Linux
