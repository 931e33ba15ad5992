"""Statistics over scores: Student's t, paired tests and intervals, rank correlation, agreement."""
