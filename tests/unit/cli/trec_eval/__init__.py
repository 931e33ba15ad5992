"""Tests of `labeler trec-eval` against trec_eval 10."""
