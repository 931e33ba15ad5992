"""Held-out sets written blind from set 24 on (tests/planted/blind/ was full by set 23)."""
