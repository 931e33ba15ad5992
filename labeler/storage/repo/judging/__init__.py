"""The repository's LLM-judging tables: suggestions and whole sets of them, the prefill plan's reads,
the claims concurrent runs take on pairs, and batch jobs with their requests."""
