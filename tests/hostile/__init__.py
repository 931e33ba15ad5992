"""A hostile corpus: texts, ids and names that try to break out of every output sink."""
