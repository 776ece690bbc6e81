"""Test setup. Qt must run offscreen before any QApplication exists, or a display-less run
aborts the whole pytest process without a report."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    """Every test's settings, saves and statistics live in its own temporary folder, so tests
    running side by side (``pytest -n auto``) never share a file."""
    monkeypatch.setenv("EVERDELL_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def pytest_collection_modifyitems(items):
    """Slow tests first: a parallel run hands them out before the many quick ones, so the
    longest (the frozen bundle build) does not start last and keep the run waiting."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture
def bench_clock(monkeypatch):
    """The bench's stopwatch made to tick a quarter second per reading, from 1000 s: each timed
    loop then runs a known number of rounds and its figures can be worked out by hand."""
    from types import SimpleNamespace

    from everdell_desktop.ai import bench

    readings = iter(1000.0 + 0.25 * tick for tick in range(1_000_000))
    monkeypatch.setattr(bench, "time", SimpleNamespace(perf_counter=lambda: next(readings)))
