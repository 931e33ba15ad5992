"""LLM judging: prefill plans and runs, batch jobs, claims, few-shot examples, imported and combined grades."""
