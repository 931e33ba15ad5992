"""Cues of the Uralic languages written in Latin letters (Hungarian, Finnish): apart from latin/ for the folder's size."""
