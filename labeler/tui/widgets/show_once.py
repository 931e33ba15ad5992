"""Update a Static only when what it shows changes, and lay out the screen only when its size may.

After a grade most of the label screen looks the same (the header, the rubric, the time left, often
the judgment box), and every Static.update repaints its widget and asks for a layout pass: drawing
those again for nothing was a good part of the CPU a served app spends per grade. A layout pass
reflows the whole screen and repaints every widget that moved; a Static whose size cannot change
(fixed width and height, or one line as wide as before in an auto-sized box) is repainted alone.
"""

from __future__ import annotations

from collections.abc import Callable
from weakref import WeakKeyDictionary

from rich.text import Text
from textual.visual import VisualType
from textual.widgets import Static

_SHOWN: WeakKeyDictionary[Static, object] = WeakKeyDictionary()
_NOTHING = object()


def keeps_size(static: Static, old: object, new: VisualType) -> bool:
    """Whether showing new instead of old leaves the Static's size as it is (no layout needed)."""
    width, height = static.styles.width, static.styles.height
    if width is not None and not width.is_auto and height is not None and not height.is_auto:
        return True  # the stylesheet sets both: the content cannot move anything
    return (
        isinstance(old, Text) and isinstance(new, Text) and "\n" not in old.plain and "\n" not in new.plain
        and old.cell_len == new.cell_len and static.size.height == 1
    )


def show_once(static: Static, content: VisualType, key: object = _NOTHING) -> bool:
    """static.update(content) unless it shows the same already (compared by key, else by content: rich
    Text and Content compare by their text and styles), with a layout only when its size may change;
    whether it was updated."""
    marker = content if key is _NOTHING else key
    if _SHOWN.get(static, _NOTHING) == marker:
        return False
    _SHOWN[static] = marker
    static.update(content, layout=not keeps_size(static, static.content, content))
    return True


def show_built_once(static: Static, key: object, build: Callable[[], VisualType]) -> bool:
    """show_once(static, build(), key), building the content only when key is not what the Static shows
    (a rich Table costs more to build than to compare); whether it was updated."""
    if _SHOWN.get(static, _NOTHING) == key:
        return False
    return show_once(static, build(), key)
