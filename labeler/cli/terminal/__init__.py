"""What reaches the terminal: paths shown, output files prepared, tables at the terminal's width, progress bars."""
