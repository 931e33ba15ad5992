"""The pool as data: a reference to one pair, pool rows as columns, a sampling design over the pool."""
