"""Tests of labeler.cli.terminal: paths shown, output files, tables at 80 columns, progress bars."""
