"""Actions, prompts, events and the exception for a rejected move.

Actions have a stable text form used in logs, save files and tests, e.g.
``place_worker(guide=1,loc=green.bamboo)``. Arguments are kept sorted by name so that two
actions with the same arguments are equal and encode identically.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

Value = int | str | bool | tuple
_WORD = re.compile(r"^[A-Za-z0-9_.:+-]+$")


class IllegalAction(Exception):
    """Raised when an action is not legal in the current state; the state is left unchanged."""


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple[tuple[str, Value], ...] = ()

    @classmethod
    def of(cls, kind: str, **kwargs: Value) -> Action:
        return cls(kind, tuple(sorted(kwargs.items())))

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def encode(self) -> str:
        inner = ",".join(f"{key}={_encode_value(value)}" for key, value in self.args)
        return f"{self.kind}({inner})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """Inverse of :meth:`encode`; raises ValueError with the offending text."""
        match = re.fullmatch(r"\s*([A-Za-z_][A-Za-z0-9_.]*)\((.*)\)\s*", text)
        if not match:
            raise ValueError(f"not an action: {text!r}")
        kind, body = match.groups()
        args: dict[str, Value] = {}
        for part in _split_top_level(body):
            key, sep, raw = part.partition("=")
            if not sep or not key.isidentifier():
                raise ValueError(f"bad argument {part!r} in action {text!r}")
            args[key] = _parse_value(raw, text)
        return cls.of(kind, **args)

    def __str__(self) -> str:
        return self.encode()


def _encode_value(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, tuple):
        return "[" + ",".join(_encode_value(item) for item in value) + "]"
    if isinstance(value, str) and _WORD.match(value) and not _looks_numeric(value):
        return value
    raise ValueError(f"action value {value!r} has no stable text form")


def _looks_numeric(text: str) -> bool:
    return bool(re.fullmatch(r"-?\d+", text)) or text in ("true", "false")


def _split_top_level(body: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for index, char in enumerate(body):
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(body[start:index])
            start = index + 1
    tail = body[start:]
    if tail.strip() or parts:
        parts.append(tail)
    return [part.strip() for part in parts]


def _parse_value(raw: str, text: str) -> Value:
    raw = raw.strip()
    if raw.startswith("[") and raw.endswith("]"):
        inner = raw[1:-1]
        return tuple(_parse_value(item, text) for item in _split_top_level(inner)) if inner else ()
    if raw == "true":
        return True
    if raw == "false":
        return False
    if re.fullmatch(r"-?\d+", raw):
        return int(raw)
    if _WORD.match(raw):
        return raw
    raise ValueError(f"bad value {raw!r} in action {text!r}")


@dataclass(slots=True)
class Prompt:
    """A pending decision. While a prompt is pending, legal actions are exactly its options.

    ``then`` names the handler that receives the answer and ``ctx`` what that handler needs
    to carry on (``core.kernel``); ``source`` names what asked (a card, a location...).
    """

    id: int
    seat: int
    kind: str
    options: tuple = ()
    source: str | None = None
    then: str = ""
    ctx: tuple = ()

    def clone(self) -> Prompt:
        return Prompt(self.id, self.seat, self.kind, self.options, self.source, self.then, self.ctx)


@dataclass(slots=True)
class Event:
    """Something that happened, for the GUI to animate and the log to print.

    ``kind`` is a message key (``card_moved``, ``season_changed`` ...); ``params`` are plain
    values. Events never carry English sentences.
    """

    kind: str
    params: dict[str, Any] = field(default_factory=dict)
