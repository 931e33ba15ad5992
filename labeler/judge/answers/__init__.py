"""A model's answer read into a suggestion: the completion body (`completion`), the strict grade and
its probabilities (`parse`), what of its text is kept (`text`) and the stored suggestion (`outcome`)."""
