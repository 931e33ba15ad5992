"""The languages written in Cyrillic (read in the cyrillic view, Latin lookalikes folded back)."""
