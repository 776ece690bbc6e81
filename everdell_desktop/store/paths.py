"""Where the app keeps its files: one root folder, by default the platform's user data folder.

Every store class takes a :class:`StorePaths`, so tests (and a portable install) point the whole
app at another folder with ``StorePaths(tmp_path)``. The ``EVERDELL_DESKTOP_HOME`` environment
variable does the same for a whole process (GUI tests, screenshots); platformdirs' own
``platformdirs_isolated`` fixture also works because the default is resolved at call time.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "everdell-desktop"
HOME_VARIABLE = "EVERDELL_DESKTOP_HOME"


@dataclass(frozen=True, slots=True)
class StorePaths:
    """The app's folders and files under one root. Nothing is created until it is written."""

    root: Path

    def __post_init__(self) -> None:
        object.__setattr__(self, "root", Path(self.root))

    @classmethod
    def default(cls) -> StorePaths:
        """``$EVERDELL_DESKTOP_HOME`` if set, else the platform's user data folder."""
        override = os.environ.get(HOME_VARIABLE)
        if override:
            return cls(Path(override))
        import platformdirs  # here, not at the top: the launch frame reads the settings first

        return cls(platformdirs.PlatformDirs(APP_NAME, appauthor=False).user_data_path)

    @property
    def saves(self) -> Path:
        """Named saves and the quick-save slot."""
        return self.root / "saves"

    @property
    def autosave(self) -> Path:
        """One sub-folder per game in progress, each holding its last few autosaves."""
        return self.root / "autosave"

    @property
    def settings(self) -> Path:
        return self.root / "settings.json"

    @property
    def statistics(self) -> Path:
        return self.root / "statistics.json"

    @property
    def campaign(self) -> Path:
        return self.root / "campaign.json"

    @property
    def achievements(self) -> Path:
        return self.root / "achievements.json"
