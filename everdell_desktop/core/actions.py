"""Actions, prompts, events and the exception for a rejected move.

Actions have a stable text form used in logs, save files and tests, e.g.
``place_worker(guide=1,loc=green.bamboo)``. Arguments are kept sorted by name so that two
actions with the same arguments are equal and encode identically.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .cloning import Cloneable

Value = int | str | bool | tuple
MAX_NESTING = 8  # lists inside an action's arguments; the games use at most two levels
MAX_ACTION_CHARS = 4096  # the longest action the games write is under 100 characters
_WORD = re.compile(r"^[A-Za-z0-9_.:+-]+$")
# the tokens of the text form, each matched where the previous one ended
_HEAD = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_.]*)\(")
_KEY = re.compile(r"\s*(\w+)=")
_ATOM = re.compile(r"\s*([A-Za-z0-9_.:+-]+)")
_INTEGER = re.compile(r"-?[0-9]+")
_OPEN = re.compile(r"\s*\[")
_CLOSE = re.compile(r"\s*\]")
_COMMA = re.compile(r"\s*,")
_END = re.compile(r"\s*\)\s*")


class IllegalAction(Exception):
    """Raised when an action is not legal in the current state; the state is left unchanged."""


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple[tuple[str, Value], ...] = ()
    # The hash, worked out on first use: the search hashes the same actions millions of times
    # (tree children, the playouts' weight caches). Never pickled: another process hashes
    # strings with another seed.
    _hash: int | None = field(default=None, init=False, repr=False, compare=False)

    def __hash__(self) -> int:
        cached = self._hash
        if cached is None:
            cached = hash((self.kind, self.args))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __getstate__(self) -> tuple:
        return self.kind, self.args

    def __setstate__(self, state: tuple) -> None:
        object.__setattr__(self, "kind", state[0])
        object.__setattr__(self, "args", state[1])
        object.__setattr__(self, "_hash", None)

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
        """Inverse of :meth:`encode`; raises ValueError quoting (the start of) the text.

        One pass over at most ``MAX_ACTION_CHARS`` characters, so a hostile save cannot make
        loading slow, and lists may nest at most ``MAX_NESTING`` deep.
        """
        if len(text) > MAX_ACTION_CHARS:
            raise ValueError(f"action text too long ({len(text)} characters): {_excerpt(text)}")
        head = _HEAD.match(text)
        if head is None:
            raise ValueError(f"not an action: {_excerpt(text)}")
        args: dict[str, Value] = {}
        pos = head.end()
        if _END.fullmatch(text, pos) is None:
            while True:
                key = _KEY.match(text, pos)
                if key is None or not key.group(1).isidentifier():
                    raise ValueError(f"bad argument at {_excerpt(text, pos)} in action")
                if key.group(1) in args:
                    raise ValueError(f"argument {key.group(1)!r} given twice in action")
                args[key.group(1)], pos = _read_value(text, key.end())
                if _END.fullmatch(text, pos) is not None:
                    break
                comma = _COMMA.match(text, pos)
                if comma is None:
                    raise ValueError(f"bad value at {_excerpt(text, pos)} in action")
                pos = comma.end()
        return cls(head.group(1), tuple(sorted(args.items())))

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


def _read_value(text: str, pos: int) -> tuple[Value, int]:
    """The value starting at ``pos`` and where it ends; lists are read with an explicit stack
    (no recursion, no re-scanning), at most ``MAX_NESTING`` deep."""
    open_lists: list[list[Value]] = []
    while True:
        bracket = _OPEN.match(text, pos)
        if bracket is not None:
            if len(open_lists) >= MAX_NESTING:
                raise ValueError(f"lists nested more than {MAX_NESTING} deep in action")
            open_lists.append([])
            pos = bracket.end()
            close = _CLOSE.match(text, pos)
            if close is None:
                continue
            value: Value = tuple(open_lists.pop())
            pos = close.end()
        else:
            word = _ATOM.match(text, pos)
            if word is None:
                raise ValueError(f"bad value at {_excerpt(text, pos)} in action")
            value, pos = _atom(word.group(1)), word.end()
        while True:  # hand the finished value to the list it belongs to (or return it)
            if not open_lists:
                return value, pos
            open_lists[-1].append(value)
            comma = _COMMA.match(text, pos)
            if comma is not None:
                pos = comma.end()
                break
            close = _CLOSE.match(text, pos)
            if close is None:
                raise ValueError(f"bad list at {_excerpt(text, pos)} in action")
            value, pos = tuple(open_lists.pop()), close.end()


def _atom(word: str) -> Value:
    if word == "true":
        return True
    if word == "false":
        return False
    if _INTEGER.fullmatch(word):
        return int(word)
    return word


def _excerpt(text: str, pos: int = 0, width: int = 40) -> str:
    """A short quote of ``text`` from ``pos`` for messages (a hostile text may be megabytes)."""
    part = text[pos : pos + width]
    return repr(part + "…" if len(text) > pos + width else part)


@dataclass(slots=True)
class Prompt(Cloneable):
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


@dataclass(slots=True)
class Event:
    """Something that happened, for the GUI to animate and the log to print.

    ``kind`` is a message key (``card_moved``, ``season_changed`` ...); ``params`` are plain
    values. Events never carry English sentences.
    """

    kind: str
    params: dict[str, Any] = field(default_factory=dict)
