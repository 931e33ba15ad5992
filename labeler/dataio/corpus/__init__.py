"""Queries and chunks files."""
