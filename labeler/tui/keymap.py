"""User key bindings: a TOML file mapping binding ids to keys, e.g. `"labeler.grade_0" = "0,z"`."""

from __future__ import annotations

import tomllib
from pathlib import Path

from labeler.domain import LabelerError


def default_keymap_path() -> Path:
    """~/.config/labeler/keymap.toml (the platform's user config folder)."""
    from platformdirs import user_config_dir

    return Path(user_config_dir("labeler")) / "keymap.toml"


def load_keymap(path: Path | None = None) -> dict[str, str]:
    """Binding id -> comma-separated keys from the file (a [keys] table or top-level pairs); {} if absent."""
    path = path or default_keymap_path()
    if not path.exists():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise LabelerError(f"{path}: cannot read the keymap: {exc}") from exc
    table = data.get("keys", data)
    keymap = {}
    for binding_id, keys in table.items():
        if not isinstance(keys, str):
            raise LabelerError(f"{path}: keys for {binding_id!r} must be a string like \"0,z\"")
        keymap[binding_id] = keys
    return keymap
