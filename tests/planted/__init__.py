"""Attacks on an LLM judge planted in passages, for the detector's tests and its benchmark.

``seen`` holds the phrasings the detector was written against, ``held_out`` the ones written apart
and never read while writing it; ``generator`` plants them (obfuscated, anywhere in a passage) and
stuffs passages with a query's words. bench/bench_detector.py plants them into TREC DL passages.
"""
