"""Tests of labeler.metrics.trec_eval."""
