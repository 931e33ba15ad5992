"""Tests of labeler.dataio.eval_input."""
