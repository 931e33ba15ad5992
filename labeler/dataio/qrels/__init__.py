"""Qrels files: reading, writing, one grade per pair, and human grades merged with an LLM's."""
