"""Estimates from human, LLM or hybrid grades, the sampling designs hybrid estimates rest on, and the shapes every output reads them in."""
