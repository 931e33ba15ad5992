"""Files of LLM grades made elsewhere (suggestions) and their cells."""
