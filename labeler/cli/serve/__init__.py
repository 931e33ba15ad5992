"""`labeler serve`: the command, and the warm process visitors' apps are forked from."""
