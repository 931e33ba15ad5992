"""Tests of the metrics: measures, engine, statistics, hybrid estimators."""
