"""The languages written in Latin letters (read in the latin view, accents dropped)."""
