"""Evaluating runs: scores, comparisons with tests and intervals, drill-downs."""
