"""Upgrading save files written by older versions of the app, one format step at a time.

``MIGRATIONS[n]`` turns a version-``n`` document into a version-``n + 1`` one; :func:`migrate`
applies the chain until the document is at :data:`SCHEMA_VERSION`. A new save format means:
bump ``core.SCHEMA_VERSION``, add one function here, add one hand-made old file to the tests.

Version 0 (the pre-release prototype format) identified itself with ``"version": 0`` and stored
the game options under ``"options"``, the action log under ``"moves"``, the seat names as a plain
list under ``"players"``, the save time under ``"saved"``, and no final state hash.

Version 1 hashed an open prompt's private memo and the task stack in the engines' own shapes;
version 2 (the shared resolution kernel, ``core.kernel``) hashes them in the kernel's. The games
play identically, so a version-1 save still replays — but its final hash no longer describes the
state it replays to when it was saved in the middle of a choice. It loads checked by replay alone
(every action must still be legal), and is stamped with a new hash the next time it is saved.
Version 1 also answered an optional choice left alone with ``<kind>(pick=skip)`` (the engines
before the kernel that offered such choices wrote it); version 2 says ``decline()``, the kernel's
one answer for it, in every game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from everdell_desktop.core import SCHEMA_VERSION

Document = dict[str, Any]
_SKIP_ANSWER = re.compile(r"[a-z_]+\(pick=skip\)")  # version 1's "left alone"


class MigrationError(ValueError):
    """A document that claims an old format but does not fit it; the message names the problem."""


def _v0_to_v1(old: Document) -> Document:
    missing = [key for key in ("game", "options", "seed", "moves") if key not in old]
    if missing:
        raise MigrationError(f"missing field '{missing[0]}' of the old save format")
    players = old.get("players") or []
    if not isinstance(players, list):
        raise MigrationError("the old 'players' field is not a list")
    meta: Document = {"seats": [{"name": str(name), "kind": "unknown"} for name in players]}
    if "saved" in old:
        meta["saved_at"] = old["saved"]
    return {
        "schema_version": 1,
        "game": old["game"],
        "config": old["options"],
        "seed": old["seed"],
        "actions": old["moves"],
        "final_hash": None,
        "meta": meta,
    }


def _v1_to_v2(old: Document) -> Document:
    new = {**old, "schema_version": 2, "final_hash": None}
    if isinstance(old.get("actions"), list):
        new["actions"] = [_decline_for_skip(text) for text in old["actions"]]
    return new


def _decline_for_skip(text: Any) -> Any:
    """Version 1's ``<kind>(pick=skip)`` as ``decline()``; anything else as it is."""
    if isinstance(text, str) and _SKIP_ANSWER.fullmatch(text):
        return "decline()"
    return text


MIGRATIONS: dict[int, Callable[[Document], Document]] = {0: _v0_to_v1, 1: _v1_to_v2}


def version_of(document: Document) -> Any:
    """The format version a document claims: ``schema_version``, or version 0's ``version``.

    A document with neither is taken to be current (records always wrote ``schema_version``,
    so such a document is hand-made; validation then says what is missing).
    """
    if "schema_version" in document:
        return document["schema_version"]
    if "version" in document:
        return document["version"]
    return SCHEMA_VERSION


def migrate(document: Document) -> Document:
    """The document upgraded to the current format (unchanged if it already is).

    Raises :class:`MigrationError` for a version with no migration path (a newer version is the
    caller's to refuse first, with its own message).
    """
    version = version_of(document)
    if isinstance(version, bool) or not isinstance(version, int):
        raise MigrationError(f"the save format version {version!r} is not a number")
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise MigrationError(f"save format {version} is not supported")
        document = step(document)
        version += 1
    return document
