"""Tests of labeler.cli.eval (eval, its --estimate and --decide, report --estimate)."""
