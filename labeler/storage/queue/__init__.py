"""The label queue in SQL: order, filters, pages, places, search."""
