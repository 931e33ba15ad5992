"""The label screen and what only it shows: the chunk, the side panel (rubric, your grade, the LLM's
suggestion), the pool list, the query panel and progress line, and its dialogs (note, search, query list)."""
