"""What the launcher's fast paths share to read a command line as click would, or decline it."""

from __future__ import annotations


def split_option(arg: str, short_with_values: tuple[str, ...]) -> tuple[str, str | None]:
    """(option, attached value or None): `--measure=map`, `-mmap` (a short option of
    ``short_with_values`` with its value attached); else (arg, None)."""
    if arg.startswith("--"):
        name, equals, value = arg.partition("=")
        return (name, value) if equals else (arg, None)
    if len(arg) > 2 and arg[:2] in short_with_values:
        return arg[:2], arg[2:]
    return arg, None


def option_values(args: list[str], takes_value: set[str], short_with_values: tuple[str, ...]
                  ) -> list[tuple[str, str | None]] | None:
    """The command line as (option, value) pairs in order, value None for an argument that stands
    alone (a flag, an unknown option or a positional argument); None when click might read it
    otherwise: an option of ``takes_value`` without its value or with one starting with `-` (whether
    `-m -q` is a value or an option is click's call), or a lone `-` or `--`."""
    pairs: list[tuple[str, str | None]] = []
    at = 0
    while at < len(args):
        arg = args[at]
        name, value = split_option(arg, short_with_values)
        if name in takes_value:
            if value is None:
                if at + 1 == len(args):
                    return None
                at += 1
                value = args[at]
            if value.startswith("-"):
                return None
            pairs.append((name, value))
        elif arg in ("-", "--"):
            return None
        else:
            pairs.append((arg, None))
        at += 1
    return pairs
