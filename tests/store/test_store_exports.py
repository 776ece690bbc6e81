"""The store package imports its modules when a name is first used (so the launch frame reads
the settings' place without pydantic): every name it lists is there, and no other."""

from __future__ import annotations

import importlib

import pytest

import everdell_desktop.store as store


@pytest.mark.parametrize(
    ("module", "name"),
    [(module, name) for module, names in store._EXPORTS.items() for name in names],
)
def test_every_listed_store_name_resolves_to_its_module(module, name):
    assert name in store.__all__
    value = getattr(store, name)
    assert value is getattr(importlib.import_module(f"everdell_desktop.store.{module}"), name)


def test_an_unknown_store_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="SaveStor"):
        store.SaveStor  # noqa: B018  (the misspelt name is the point)
