"""A screen's partial frame that asks each widget only for the rows it holds of the changed regions.

Textual draws a partial frame from one rectangle around every changed region, and asks each widget
that rectangle crosses for all its visible lines: a grade that changes the progress line and a few
rows of the chunk view asked the header, the query panel, the side panel, the footer and their
containers too, for every row they show. Here a widget is asked only when it shows some of a changed
region, and only for the rows from the first to the last it shows of those regions. The frame sent is
the same, cell for cell: only the changed spans are sent, and every widget whose cells they hold is
asked for their rows, in the same front-to-back order.
"""

from __future__ import annotations

from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region
from textual.strip import Strip


class ChangedRowsCompositor(Compositor):
    """Textual's compositor, but a partial update asks only the widgets under the changed regions, for their rows."""

    def render_partial_update(self) -> ChopsUpdate | None:
        """The changed spans, each drawn from the widgets that show some of them."""
        screen_region = self.size.region
        update_regions = [clipped for region in self._dirty_regions if (clipped := region.intersection(screen_region))]
        self._dirty_regions.clear()
        if not update_regions:
            return None
        spans = list(self._regions_to_spans(update_regions))
        is_rendered_line = {y for y, _, _ in spans}.__contains__
        cuts = self.cuts
        chops: list[dict[int, Strip | None]] = [dict.fromkeys(cut_set[:-1]) for cut_set in cuts]
        for widget, (region, clip) in self.visible_widgets.items():  # front to back: the first strip for a cut wins
            visible = region.intersection(clip)
            shown = [changed for changed in update_regions if visible.overlaps(changed)]
            if not shown:
                continue
            top = min(changed.y for changed in shown)
            rows = Region(visible.x, top, visible.width, max(changed.bottom for changed in shown) - top)
            drawn = visible.intersection(rows)
            strips = widget.render_lines(Region(drawn.x - region.x, drawn.y - region.y, drawn.width, drawn.height))
            first_cut, last_cut = drawn.column_span
            for y, strip in zip(drawn.line_range, strips):
                if not is_rendered_line(y):
                    continue
                line = chops[y]
                final_cuts = [cut for cut in cuts[y] if last_cut >= cut >= first_cut]
                for cut, piece in zip(final_cuts, strip.divide([cut - drawn.x for cut in final_cuts[1:]])):
                    if line.get(cut) is None:
                        line[cut] = piece
        chop_ends = [cut_set[1:] for cut_set in cuts]
        return ChopsUpdate(chops, spans, chop_ends)
