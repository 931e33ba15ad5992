"""Tests of labeler.dataio.estimation."""
