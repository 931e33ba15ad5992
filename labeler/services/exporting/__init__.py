"""Exports: qrels with their sidecar, judgments with provenance."""
