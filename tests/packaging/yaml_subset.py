"""A strict reader for the small part of YAML the project's workflow files use (stdlib only).

PyYAML is not a dependency, so the workflow test reads ``.github/workflows/*.yml`` with this.
It accepts block mappings, block sequences (items indented under their key), plain scalars and
single- or double-quoted strings, and comments. Anything else (tabs, flow collections ``[..]``
and ``{..}``, block scalars ``|``/``>``, anchors, tags, several documents, duplicate keys, plain
scalars YAML would read differently) is rejected with the line number, so whatever it accepts
is valid YAML meaning the same thing. Plain ``true``/``false``/``null``/``~`` and integers are
converted; everything else stays a string.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

INDICATORS = set("[]{}&*!|>%@`,?")
PLAIN_KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-/ ]*")
INTEGER = re.compile(r"-?(0|[1-9][0-9]*)")
# Plain scalars that YAML (1.1 or 1.2) reads as something other than this string.
AMBIGUOUS = re.compile(
    r"[-+]?(\.[0-9]+|[0-9][0-9_]*(\.[0-9_]*)?)([eE][-+]?[0-9]+)?"  # floats, octal, 1_000
    r"|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)"
    r"|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ].*)?"  # timestamps
    r"|(?i:yes|no|on|off|y|n|true|false|null)"
    r"|<<|="
)


class YamlSubsetError(ValueError):
    def __init__(self, number: int, message: str):
        super().__init__(f"line {number}: {message}")


@dataclass
class _Line:
    number: int
    indent: int
    text: str  # without indentation and comment


def _strip_comment(text: str, number: int) -> str:
    """Drop a ``#`` comment that is outside quotes (YAML needs a space before it)."""
    quote = None
    for index, char in enumerate(text):
        if quote:
            if char == quote:
                quote = None
        elif char in "\"'" and (index == 0 or text[index - 1] in " :-"):
            quote = char
        elif char == "#" and (index == 0 or text[index - 1] == " "):
            return text[:index].rstrip()
    if quote:
        raise YamlSubsetError(number, "unterminated quoted string")
    return text.rstrip()


def _lines(source: str) -> list[_Line]:
    lines = []
    for number, raw in enumerate(source.splitlines(), start=1):
        if "\t" in raw[: len(raw) - len(raw.lstrip())]:
            raise YamlSubsetError(number, "tab in indentation")
        text = _strip_comment(raw.strip(), number)
        if not text:
            continue
        if text in ("---", "...") or text.startswith("%"):
            raise YamlSubsetError(number, "document markers and directives are not supported")
        lines.append(_Line(number, len(raw) - len(raw.lstrip(" ")), text))
    return lines


def _scalar(text: str, number: int):
    if text.startswith('"'):
        if not text.endswith('"') or len(text) < 2:
            raise YamlSubsetError(number, f"bad double-quoted string {text}")
        try:
            return json.loads(text)  # YAML's double-quoted escapes include JSON's
        except json.JSONDecodeError as error:
            raise YamlSubsetError(number, f"bad double-quoted string {text}: {error}") from None
    if text.startswith("'"):
        inner = text[1:-1]
        if len(text) < 2 or not text.endswith("'") or re.search(r"(?<!')'(?!')", inner):
            raise YamlSubsetError(number, f"bad single-quoted string {text}")
        return inner.replace("''", "'")
    if text[0] in INDICATORS or text.startswith(("- ", ": ")) or text == "-":
        raise YamlSubsetError(number, f"unsupported syntax {text!r} (quote it)")
    if ": " in text or text.endswith(":") or " #" in text:
        raise YamlSubsetError(number, f"plain scalar {text!r} would not read as one string")
    if text in ("true", "false"):
        return text == "true"
    if text in ("null", "~"):
        return None
    if INTEGER.fullmatch(text):
        return int(text)
    if AMBIGUOUS.fullmatch(text):
        raise YamlSubsetError(number, f"plain {text!r} is not read as a string by YAML; quote it")
    return text


def _split_key(text: str, number: int) -> tuple[str, str] | None:
    """('key', 'rest') for a ``key: rest`` or ``key:`` line; None when the line is no mapping."""
    if text.startswith('"'):
        end = text.find('"', 1)
        after = text[end + 1 :] if end > 0 else ""
        if not (after == ":" or after.startswith(": ")):
            return None
        return json.loads(text[: end + 1]), after[1:].strip()
    match = re.match(r"([^:]*):(?:\s+(.*)|$)", text)
    if not match:
        return None
    key, rest = match.group(1), match.group(2) or ""
    if not PLAIN_KEY.fullmatch(key) or AMBIGUOUS.fullmatch(key):
        raise YamlSubsetError(number, f"unsupported key {key!r} (quote it)")
    return key, rest.strip()


class _Parser:
    def __init__(self, lines: list[_Line]):
        self.lines = lines
        self.position = 0

    def peek(self) -> _Line | None:
        return self.lines[self.position] if self.position < len(self.lines) else None

    def block(self, indent: int):
        line = self.peek()
        if line.indent != indent:
            raise YamlSubsetError(line.number, "unexpected indentation")
        if line.text == "-" or line.text.startswith("- "):
            return self.sequence(indent)
        return self.mapping(indent)

    def mapping(self, indent: int, first: _Line | None = None) -> dict:
        result: dict = {}
        while True:
            line = first or self.peek()
            if line is None or line.indent < indent:
                return result
            if first is None:
                self.position += 1
            first = None
            if line.indent > indent:
                raise YamlSubsetError(line.number, "unexpected indentation")
            split = _split_key(line.text, line.number)
            if split is None:
                raise YamlSubsetError(line.number, f"expected 'key: value', got {line.text!r}")
            key, rest = split
            if key in result:
                raise YamlSubsetError(line.number, f"duplicate key {key!r}")
            result[key] = self.value(rest, indent, line.number)

    def value(self, rest: str, indent: int, number: int):
        if rest:
            return _scalar(rest, number)
        following = self.peek()
        if following is None or following.indent <= indent:
            return None
        return self.block(following.indent)

    def sequence(self, indent: int) -> list:
        items = []
        while True:
            line = self.peek()
            if line is None or line.indent < indent:
                return items
            if line.indent > indent or not (line.text == "-" or line.text.startswith("- ")):
                raise YamlSubsetError(line.number, "expected '- item' in a sequence")
            self.position += 1
            rest = line.text[1:].strip()
            if not rest:
                items.append(self.value("", indent, line.number))
            elif _split_key(rest, line.number) is not None:
                inner = indent + 2 + (len(line.text) - 2 - len(line.text[2:].lstrip(" ")))
                items.append(self.mapping(inner, _Line(line.number, inner, rest)))
            else:
                items.append(_scalar(rest, line.number))


def loads(source: str):
    """The document in ``source`` as dicts, lists and scalars; YamlSubsetError when outside
    the subset."""
    lines = _lines(source)
    if not lines:
        return None
    parser = _Parser(lines)
    result = parser.block(lines[0].indent)
    leftover = parser.peek()
    if leftover is not None:
        raise YamlSubsetError(leftover.number, "unexpected indentation")
    return result
