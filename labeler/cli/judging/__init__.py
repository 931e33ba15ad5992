"""`labeler judge`: live and batch judging, its prompt, and what it says about cost."""
