"""Held-out sets written blind, kept apart from the development sets beside them in tests/planted/."""
