"""Tests of the LLM judge."""
