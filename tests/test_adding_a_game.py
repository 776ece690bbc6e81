"""docs/adding_a_game.md, followed to the letter, adds a game that passes the registry-wide tests.

The page builds an example game, Acorn Hop, as it goes. This test copies the project into a
temporary folder, does there what the page says (the copy of the test game's rules, every file
the page shows under a ``<!-- file: PATH -->`` mark, the manifest entries under ``<!-- manifest:
PATH -->``, the command under ``<!-- run -->``), and then runs, in that copy, the tests that go
over every registered game: the new one is among them, and nothing outside its packages and its
goldens was touched.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "adding_a_game.md"
NAME = "acorns"
COPIED_FOLDERS = ("everdell_desktop", "tests", "assets", "packaging")
COPIED_FILES = ("resources.qrc", "pyproject.toml")
BLOCK = re.compile(r"<!-- (file|manifest): (\S+) -->\n```\w*\n(.*?)\n```", re.DOTALL)
RUN = re.compile(r"<!-- run -->\n```\n(.*?)\n```", re.DOTALL)
# Step 1 of the page is prose: copy the test game's rules, renamed.
RENAMED = {"tinygame": NAME, "Pebble Path (test game)": "Acorn Hop"}
# The tests that go over every registered game (parametrized by the registry, or reading it).
REGISTRY_WIDE = [
    "tests/test_plugins.py",
    "tests/test_layering.py",
    "tests/ui/test_game_ui.py",
    "tests/test_goldens.py::test_every_golden_file_is_in_the_manifest",
    "tests/test_goldens.py::test_goldens_cover_every_game_player_count_and_solo_level",
    "tests/test_goldens.py::test_goldens_cover_every_optional_setting_too",
    f"tests/ui/test_art_sets.py::test_every_face_of_every_game_has_a_picture_in_its_art_book[{NAME}]",
    f"tests/ui/test_art_sets.py::test_no_two_different_pictures_of_a_game_look_alike[{NAME}]",
    f"tests/ui/test_art_sets.py::test_cards_render_writes_every_face[{NAME}]",
    f"tests/ui/test_art_sets.py::test_every_game_has_a_title_picture_in_its_art_book[{NAME}]",
    "tests/ui/test_art_sets.py::test_no_two_games_title_pictures_look_alike",
    f"tests/ui/test_art_sets.py::test_the_welcome_screen_shows_the_suggested_games_title_picture[{NAME}]",
    "tests/ui/test_dialogs.py::test_the_new_game_dialog_offers_each_games_optional_settings",
    "tests/i18n/test_translations_complete.py::test_a_game_without_korean_falls_back_to_english",
]


def copy_project(target: Path) -> None:
    skipped = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in COPIED_FOLDERS:
        shutil.copytree(ROOT / folder, target / folder, ignore=skipped)
    for name in COPIED_FILES:
        shutil.copy2(ROOT / name, target / name)


def follow_step_one(project: Path, doc: str) -> None:
    assert all(f"`{old}`" in doc.replace("\n", " ") for old in RENAMED), "step 1 changed"
    games = project / "everdell_desktop" / "games"
    (games / NAME).mkdir()
    for module in ("rules.py", "heuristic.py"):
        text = (games / "tinygame" / module).read_text(encoding="utf-8")
        for old, new in RENAMED.items():
            text = text.replace(old, new)
        (games / NAME / module).write_text(text, encoding="utf-8")


def follow_the_blocks(project: Path, doc: str) -> list[str]:
    """Write each file, add each manifest's entries; the names of the goldens added."""
    added = []
    for kind, path, text in BLOCK.findall(doc):
        target = project / path
        if kind == "file":
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text + "\n", encoding="utf-8")
            continue
        manifest = json.loads(target.read_text(encoding="utf-8"))
        entries = json.loads(text)
        manifest["games"].extend(entries)
        target.write_text(json.dumps(manifest, indent=1), encoding="utf-8")
        added += [entry["name"] for entry in entries]
    return added


def run_in(project: Path, command: list[str], timeout: int) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(project), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        command, cwd=project, env=env, capture_output=True, text=True, timeout=timeout
    )


def test_the_page_s_example_game_passes_the_registry_wide_tests(tmp_path):
    doc = DOC.read_text(encoding="utf-8")
    project = tmp_path / "project"
    project.mkdir()
    copy_project(project)
    follow_step_one(project, doc)
    added = follow_the_blocks(project, doc)
    assert (project / "everdell_desktop" / "ui" / NAME / "__init__.py").is_file() and added
    (command,) = RUN.findall(doc)
    words = shlex.split(command)
    assert words[0] == "everdell-desktop" and set(added) <= set(words)
    done = run_in(project, [sys.executable, "-m", "everdell_desktop", *words[1:]], 300)
    assert done.returncode == 0, done.stdout + done.stderr
    where = run_in(
        project, [sys.executable, "-c", "import everdell_desktop as e; print(e.__file__)"], 60
    )
    assert Path(where.stdout.strip()).parent == project / "everdell_desktop"  # the copy, not ours

    goldens = [f"tests/test_goldens.py::test_golden_replays_identically[{name}]" for name in added]
    pytest_command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rfs"]
    tests = run_in(project, [*pytest_command, *REGISTRY_WIDE, *goldens], 900)
    assert tests.returncode == 0, tests.stdout[-6000:] + tests.stderr[-2000:]
    assert f"[{NAME}]" not in tests.stdout  # -rfs would list a failed or skipped one
