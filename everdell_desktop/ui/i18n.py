"""The window's language: Qt's translation system for the window's own words, ``core.words``
for the games' words, switched together and at any time (issue 19).

The window's strings are marked with :func:`tr` (Qt Linguist's sources are
``assets/i18n/everdell_desktop_<language>.ts``, kept up to date with ``pyside6-lupdate``:
see README, "Translating"). A ``.ts`` file is compiled into the ``.qm`` that Qt loads by
``pyside6-lrelease``: the app bundle ships the ``.qm`` made at build time beside its source;
a source checkout or a pip install compiles it on first use into the cache folder (keyed by
the source's content, so an edited translation is picked up at once). Nothing compiled is
kept in the repository.

A language without a ``.ts`` (English: the source language) installs no translator.
"""

from __future__ import annotations

import hashlib
import logging
import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from everdell_desktop.core import GameDefinition, registry, words
from everdell_desktop.store.paths import APP_NAME, HOME_VARIABLE

from . import resources
from .resources import LANGUAGES

log = logging.getLogger(__name__)
CATALOG = "everdell_desktop"
_installed: list[QTranslator] = []


class Worded(str):
    """A translated template: its ``format`` also finishes the sentence for the language
    (Korean particles written ``을(를)`` are resolved by the word filled in before them)."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        return _finish(str.format(self, *args, **kwargs))

    def format_map(self, mapping) -> str:
        return _finish(str.format_map(self, mapping))


def _finish(text: str) -> str:
    finish = words.FINISHERS.get(words.language())
    return finish(text) if finish else text


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the window's language. Call it with a literal (``pyside6-lupdate`` finds
    it there); ``{names}`` are filled with ``.format`` afterwards (see :class:`Worded`)."""
    return Worded(QCoreApplication.translate("", text, disambiguation, n))


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else words.ENGLISH


def current() -> str:
    return words.language()


def source_file(code: str) -> Path:
    return resources.ASSETS / "i18n" / f"{CATALOG}_{code}.ts"


def set_language(code: str) -> str:
    """Switch the whole app to ``code`` (an unknown code is English); returns the language
    now in use. Widgets made from now on speak it; the window retranslates what it shows."""
    code = code if code in LANGUAGES else words.ENGLISH
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    words.set_language(code)
    if code == words.ENGLISH:
        return code
    for path in (compiled(code), qt_catalog(code)):
        translator = QTranslator(app)
        if path is not None and translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
        elif path is not None:
            log.warning("translation %s could not be loaded", path)
    return code


def qt_catalog(code: str) -> Path | None:
    """Qt's own translation (standard buttons such as OK and Cancel), if it is installed."""
    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{code}.qm"
    return path if path.exists() else None


def compiled(code: str) -> Path | None:
    """The ``.qm`` of language ``code``: the one shipped beside its source (an app bundle),
    else compiled from the source into the cache folder. None when there is no source or it
    cannot be compiled (the window then stays in English, with a warning in the log)."""
    source = source_file(code)
    shipped = source.with_suffix(".qm")
    if shipped.exists():
        return shipped
    if not source.exists():
        return None
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    target = cache_folder() / f"{CATALOG}_{code}-{digest}.qm"
    if not target.exists():
        try:
            compile_catalog(source, target)
        except (OSError, RuntimeError) as error:
            log.warning("the %s translation was not compiled: %s", code, error)
            return None
    return target


def cache_folder() -> Path:
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override) / "cache"
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def lrelease() -> Path:
    """Qt's ``lrelease``, which the PySide6-Essentials wheel ships beside its modules."""
    name = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    return Path(PySide6.__file__).resolve().parent / name


def compile_catalog(source: Path, target: Path) -> None:
    """``lrelease source -qm target``, written atomically (a half-written file never loads)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(f".{os.getpid()}.part")
    result = subprocess.run(
        [str(lrelease()), "-silent", str(source), "-qm", str(partial)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0 or not partial.exists():
        partial.unlink(missing_ok=True)
        raise RuntimeError(result.stderr.strip() or f"lrelease exited with {result.returncode}")
    os.replace(partial, target)


def game_words(game: GameDefinition) -> words.Words | None:
    """A game's words (its descriptor names them), None for an unregistered game."""
    try:
        return registry.plugin(game.name).words
    except KeyError:
        return None


def game_title(game: GameDefinition) -> str:
    """A game's title in the current language."""
    found = game_words(game)
    return found.text(game.title) if found is not None else game.title


def named_game_title(name: str, unknown: str | None = None) -> str:
    """The title of the game registered as ``name`` in the current language; for a game this
    program does not have (named by a save or a statistic), ``unknown`` (default: the name)."""
    found = registry.find(name)
    if found is None:
        return name if unknown is None else unknown
    return game_title(found.definition)
