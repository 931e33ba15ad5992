"""Tests of file input and output."""
