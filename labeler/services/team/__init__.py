"""Team work: assignments, agreement between graders, self-consistency."""
