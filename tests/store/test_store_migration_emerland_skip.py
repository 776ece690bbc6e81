"""Version-1 saves (Emerland's, before the kernel) answered an optional choice left alone with
``<kind>(pick=skip)``; the migration to version 2 turns those into the kernel's ``decline()``
(the game itself reads only the current syntax)."""

import json
import shutil
from pathlib import Path

import pytest

from everdell_desktop import core
from everdell_desktop.core import Action
from everdell_desktop.store.migrations import migrate

V1_EMERLAND = Path(__file__).parent / "data" / "v1_emerland_skip_answers.json"
# The final state hash tests/goldens/emerland-koto-hard-random.json pinned for this game when it
# was recorded with the old answers.
PINNED_HASH = "5743e3c5932ea8eb477f60addef155d50b54e2c40dcd7354b38edae158c87624"


def test_a_version_1_emerland_save_loads_with_its_skips_as_declines(tmp_path, saves):
    path = tmp_path / "old.json"
    shutil.copy(V1_EMERLAND, path)
    old = json.loads(V1_EMERLAND.read_text())["actions"]
    skipped = [index for index, text in enumerate(old) if text.endswith("(pick=skip)")]
    loaded = saves.load(path)
    new = loaded.record.actions
    assert len(skipped) == 5 and len(new) == len(old)
    assert [new[index] for index in skipped] == ["decline()"] * 5
    assert [text for index, text in enumerate(new) if index not in skipped] == [
        text for index, text in enumerate(old) if index not in skipped
    ]
    assert core.get("emerland").state_hash(loaded.state) == PINNED_HASH


@pytest.mark.parametrize(
    "text", ["pick(pick=skippy)", "skip()", "pick(card=skip)", "place(pick=skip,loc=1)", 3]
)
def test_only_a_whole_skip_answer_is_rewritten(text):
    document = {"schema_version": 1, "game": "tinygame", "actions": [text, "x(pick=skip)"]}
    assert migrate(document)["actions"] == [text, "decline()"]


def test_emerland_itself_no_longer_reads_the_old_answer():
    assert core.get("emerland").parse_action("upgrade(pick=skip)") == Action.parse(
        "upgrade(pick=skip)"
    )
