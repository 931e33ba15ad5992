"""A write of the label session is stored whatever the load: run again while another writer holds the database.

Every repository write is one transaction, rolled back whole when it fails. `DatabaseBusy` says it
failed only because another writer held the database past the wait (SQLite's busy timeout, a
PostgreSQL deadlock or serialization failure), so running the same write again is safe and is what
the annotator wants: the key they pressed was taken, and it is stored once the database is free,
however long the other writers hold it (a team on a starved machine, a backup holding the lock).
Meanwhile `waiting` is told how long the write has waited, so the front end can say the key is kept.
Any other error (the file gone, the disk full) ends the write as before.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from labeler.domain.errors import DatabaseBusy

T = TypeVar("T")
#: Told, after each wait that ended busy, how many seconds the write has waited so far.
Waiting = Callable[[float], None]


def stored(write: Callable[[], T], waiting: Waiting | None = None, clock: Callable[[], float] = time.monotonic) -> T:
    """write()'s result, run again for as long as it fails with DatabaseBusy (waiting told each time)."""
    started = clock()
    while True:
        try:
            return write()
        except DatabaseBusy:
            if waiting is not None:
                waiting(clock() - started)
