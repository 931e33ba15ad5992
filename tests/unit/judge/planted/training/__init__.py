"""Tests of the training sets of planted attacks (tests/planted/training/), written after a blind set was read."""
