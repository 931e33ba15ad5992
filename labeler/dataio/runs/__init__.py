"""Run files: reading, the RunTable, writing, and pooling runs' top rows."""
