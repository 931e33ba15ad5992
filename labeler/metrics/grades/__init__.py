"""Grades of several judges: one LLM's grades as arrays, counts per grade, ensembles."""
