"""Tests of labeler.dataio.corpus."""
