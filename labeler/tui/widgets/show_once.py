"""Update a Static only when what it shows changes.

After a grade most of the label screen looks the same (the header, the rubric, the time left, often
the judgment box), and every Static.update repaints its widget and asks for a layout pass: drawing
those again for nothing was a good part of the CPU a served app spends per grade.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from textual.visual import VisualType
from textual.widgets import Static

_SHOWN: WeakKeyDictionary[Static, object] = WeakKeyDictionary()
_NOTHING = object()


def show_once(static: Static, content: VisualType, key: object = _NOTHING) -> bool:
    """static.update(content) unless it shows the same already (compared by key, else by content: rich
    Text and Content compare by their text and styles); whether it was updated."""
    marker = content if key is _NOTHING else key
    if _SHOWN.get(static, _NOTHING) == marker:
        return False
    _SHOWN[static] = marker
    static.update(content)
    return True
