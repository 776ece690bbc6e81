"""Fixtures for the store tests: a store rooted in tmp_path and a finished tinygame."""

import pytest
from store_support import play_tinygame

from everdell_desktop.store import SaveStore, StorePaths


@pytest.fixture
def paths(tmp_path):
    return StorePaths(tmp_path / "home")


@pytest.fixture
def saves(paths):
    return SaveStore(paths)


@pytest.fixture
def finished():
    return play_tinygame()
