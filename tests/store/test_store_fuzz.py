"""Whatever a file holds, reading, listing and loading it raise LoadError or succeed: nothing
else escapes to crash the app."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_support import play_tinygame, prefix

from everdell_desktop.store import LoadError, SaveStore, StorePaths

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
RECORD_KEYS = st.sampled_from(
    ["schema_version", "version", "game", "config", "options", "seed", "actions", "moves", "meta"]
)
FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
BASE, _ = play_tinygame(seed=2)


def _load_or_refuse(store, path):
    try:
        store.load(path)
    except LoadError as error:
        assert str(error)


@FUZZ
@given(content=st.binary(max_size=300))
def test_any_bytes_are_refused_cleanly(tmp_path, content):
    store = SaveStore(StorePaths(tmp_path))
    path = tmp_path / "saves" / "fuzz.json"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(content)
    _load_or_refuse(store, path)
    assert len(store.entries()) == 1


@FUZZ
@given(changes=st.dictionaries(RECORD_KEYS, JSON, min_size=1, max_size=3))
def test_any_field_values_are_refused_cleanly(tmp_path, changes):
    store = SaveStore(StorePaths(tmp_path))
    path = tmp_path / "saves" / "fuzz.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps({**json.loads(prefix(BASE, 4).model_dump_json()), **changes}))
    _load_or_refuse(store, path)
    assert len(store.entries()) == 1


@FUZZ
@given(
    meta=st.dictionaries(
        st.sampled_from(
            [
                "seats",
                "agents",
                "saved_at",
                "progress",
                "finished",
                "summary",
                "game_id",
                "save_name",
            ]
        ),
        JSON,
    )
)
def test_odd_metadata_is_still_listed_and_loads(tmp_path, meta):
    store = SaveStore(StorePaths(tmp_path))
    path = tmp_path / "saves" / "fuzz.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(prefix(BASE, 3).model_copy(update={"meta": meta}).model_dump_json())
    (entry,) = store.entries()
    assert entry.loadable
    assert store.load(entry).record.actions == BASE.actions[:3]
