"""The one way a game state copies itself: :class:`Cloneable`.

The AI search copies states thousands of times a second, so a copy must be as fast as a
hand-written one. A state dataclass inherits :class:`Cloneable`; its first ``clone()`` reads
the class's field annotations and writes (once per class) the function a programmer would
have written: one expression per field, in field order, passed to the constructor::

    @dataclass(slots=True)
    class PebbleState(Cloneable):
        rng: Rng                  # self.rng.clone()
        hands: list[list[int]]    # [x[:] for x in self.hands]
        deck: list[int]           # self.deck[:]
        pending: list[Prompt]     # [x.clone() for x in self.pending]
        solo: Skunk | None        # None if self.solo is None else self.solo.clone()
        turn: int                 # self.turn

The annotation is the declaration of how deep a field is copied: immutable values (``int``,
``str``, ``bool``, ``float``, tuples, frozensets, named tuples, enums) are shared; lists, dicts
and sets are copied and so is each of their items, as deep as the annotation says; a class with
a ``clone`` method is cloned. An annotation it cannot read is refused with the field's name.
"""

from __future__ import annotations

import ast
import dataclasses
import enum
import sys
from typing import Any

IMMUTABLE_NAMES = frozenset({"int", "str", "bool", "float", "bytes", "tuple", "frozenset", "None"})


class Cloneable:
    """Base of a dataclass state whose ``clone()`` copies it as its annotations say."""

    __slots__ = ()

    def clone(self) -> Any:
        cls = type(self)
        cls.clone = _clone_function(cls)  # the next clone calls the written function directly
        return cls.clone(self)


def _clone_function(cls: type) -> Any:
    """The ``clone`` of ``cls``, written from its fields' annotations and compiled once."""
    namespace = vars(sys.modules[cls.__module__])
    arguments = []
    for field in dataclasses.fields(cls):
        if not field.init:
            raise TypeError(f"{cls.__name__}.{field.name}: a field outside __init__ is not cloned")
        annotation = ast.parse(_annotation_text(field.type), mode="eval").body
        try:
            arguments.append(_copy(annotation, f"self.{field.name}", namespace, 0))
        except TypeError as error:
            raise TypeError(f"{cls.__name__}.{field.name}: {error}") from None
    source = f"def clone(self):\n    return cls({', '.join(arguments)})\n"
    scope: dict[str, Any] = {"cls": cls}
    exec(compile(source, f"<clone of {cls.__qualname__}>", "exec"), scope)
    return scope["clone"]


def _annotation_text(annotation: Any) -> str:
    """The annotation as written (a string under ``from __future__ import annotations``)."""
    if isinstance(annotation, str):
        return annotation
    return annotation.__name__ if isinstance(annotation, type) else str(annotation)


def _copy(annotation: ast.expr, value: str, namespace: dict, depth: int) -> str:
    """The expression copying ``value``, typed ``annotation``; ``value`` itself when shared."""
    if _is_immutable(annotation, namespace):
        return value
    if isinstance(annotation, ast.BinOp) and isinstance(annotation.op, ast.BitOr):
        inner = _optional_of(annotation)
        return f"None if {value} is None else {_copy(inner, value, namespace, depth)}"
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.value, ast.Name):
        return _copy_container(annotation, value, namespace, depth)
    if isinstance(annotation, ast.Name) and hasattr(namespace.get(annotation.id), "clone"):
        return f"{value}.clone()"
    raise TypeError(f"no copy known for {ast.unparse(annotation)!r}")


def _copy_container(annotation: ast.Subscript, value: str, namespace: dict, depth: int) -> str:
    kind, item = annotation.value.id, f"x{depth}"
    if kind == "list":
        inner = _copy(annotation.slice, item, namespace, depth + 1)
        return f"{value}[:]" if inner == item else f"[{inner} for {item} in {value}]"
    if kind == "set":
        return f"set({value})"  # set items are hashable, hence shared
    if kind == "dict" and isinstance(annotation.slice, ast.Tuple):
        inner = _copy(annotation.slice.elts[1], item, namespace, depth + 1)
        if inner == item:
            return f"dict({value})"
        return f"{{k{depth}: {inner} for k{depth}, {item} in {value}.items()}}"
    raise TypeError(f"no copy known for {ast.unparse(annotation)!r}")


def _optional_of(annotation: ast.BinOp) -> ast.expr:
    """``X`` of ``X | None``."""
    sides = [annotation.left, annotation.right]
    kept = [side for side in sides if not (isinstance(side, ast.Constant) and side.value is None)]
    if len(kept) != 1:
        raise TypeError(f"no copy known for {ast.unparse(annotation)!r}")
    return kept[0]


def _is_immutable(annotation: ast.expr, namespace: dict) -> bool:
    if isinstance(annotation, ast.Constant):
        return annotation.value is None
    if isinstance(annotation, ast.BinOp) and isinstance(annotation.op, ast.BitOr):
        return _is_immutable(annotation.left, namespace) and _is_immutable(
            annotation.right, namespace
        )
    if isinstance(annotation, ast.Subscript):
        annotation = annotation.value
    if not isinstance(annotation, ast.Name):
        return False
    if annotation.id in IMMUTABLE_NAMES:
        return True
    found = namespace.get(annotation.id)
    return isinstance(found, type) and issubclass(found, tuple | enum.Enum)
