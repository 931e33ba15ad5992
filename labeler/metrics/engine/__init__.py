"""The scoring engine: a run's judged rows placed as trec_eval ranks them, scored by every measure."""
