"""The arrays and files of hybrid estimation: the pool's grades and the sampling design's files."""
