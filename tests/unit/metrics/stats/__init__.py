"""Tests of labeler.metrics.stats."""
