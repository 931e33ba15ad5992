"""The evaluation screen: its model (data: what is computed, state: the one recompute path), its
tabs (summary and per-query tables, charts, setup), the cells they show, and the drill-down into one query."""
