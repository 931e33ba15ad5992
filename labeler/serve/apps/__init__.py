"""Each visitor's app process: started and relayed (`processes`), forked from a warm process (`fork`, `warm`)."""
