"""pandas DataFrames in and out, for the Python API."""
