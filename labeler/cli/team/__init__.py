"""`labeler team` (assignments, agreement, adjudication) and `labeler roles`."""
