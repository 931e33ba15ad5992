"""Snapshot tests of the screens (pictures in __snapshots__/, one folder per test file)."""
