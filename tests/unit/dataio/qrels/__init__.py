"""Tests of labeler.dataio.qrels."""
