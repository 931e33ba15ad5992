"""Runs and qrels read straight into the integer arrays the metrics engine scores."""
