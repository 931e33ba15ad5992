"""Tests of the blind held-out sets of planted attacks (tests/planted/blind/)."""
