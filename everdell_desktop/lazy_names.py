"""A package's names imported from its modules when first used (PEP 562), not when the package
is imported: so a light module inside it (the settings' folder, the cloth's noise) can be
imported before the package's heavier ones (pydantic, the rules' records, the art book)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable


def lazy_names(
    package: str, exports: dict[str, tuple[str, ...]], first: str | None = None
) -> tuple[Callable[[str], object], list[str]]:
    """The package's ``__getattr__`` and ``__all__``. ``exports`` maps each module to the names
    it gives the package; ``first``, if set, is a module imported before any name is looked up
    (one whose side effects the names rely on)."""
    module_of = {name: module for module, names in exports.items() for name in names}

    def __getattr__(name: str) -> object:
        module = module_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        if first is not None:
            importlib.import_module(f".{first}", package)
        value = getattr(importlib.import_module(f".{module}", package), name)
        setattr(sys.modules[package], name, value)  # looked up once
        return value

    return __getattr__, sorted(module_of)
