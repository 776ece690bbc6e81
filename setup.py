"""The build maps the top-level ``assets/`` and ``resources.qrc`` into the package.

The design card puts them at the repository's top level; an installed wheel has no top level, so
they travel inside ``everdell_desktop/`` (where ``ui/resources.find_root`` looks first). All other
settings are in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
PACKAGE = "everdell_desktop"
MAPPED = ("assets", "resources.qrc")  # top-level names, copied to the same names in the package


class BuildWithAssets(build_py):
    """build_py, then the assets copied into the built package (an editable install reads them
    from the checkout instead)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / PACKAGE
        for name in MAPPED:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, target / name, dirs_exist_ok=True)
            else:
                shutil.copy2(source, target / name)


setup(cmdclass={"build_py": BuildWithAssets})
