"""Tests of the Python API."""
