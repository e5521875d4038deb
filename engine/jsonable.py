"""Turn game states (nested dataclasses) into JSON values and back.

States are plain dataclasses so each game reads like its rulebook; this one
module gives all of them a faithful JSON round trip instead of each game
writing its own.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, TypeVar

T = TypeVar("T")


def to_json(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [to_json(item) for item in value]
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    return value


def from_json(kind: Any, data: Any) -> Any:
    """Rebuild a value of type `kind` from what `to_json` produced."""
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        hints = typing.get_type_hints(kind)
        known = {f.name for f in dataclasses.fields(kind)}
        return kind(**{name: from_json(hints[name], item) for name, item in data.items() if name in known})
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if data is None:
            return None
        real = [arg for arg in args if arg is not type(None)]
        return from_json(real[0], data) if len(real) == 1 else data
    if origin is list:
        return [from_json(args[0], item) for item in data]
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], item) for item in data)
        return tuple(from_json(arg, item) for arg, item in zip(args, data))
    if origin is dict:
        return {key: from_json(args[1], item) for key, item in data.items()}
    return data
