"""Where files live: platformdirs by default, one overridable root for everything."""

from everdell_desktop.store import StorePaths
from everdell_desktop.store.paths import APP_NAME, HOME_VARIABLE


def test_every_file_lives_under_the_root(tmp_path):
    paths = StorePaths(tmp_path)
    for place in (paths.saves, paths.autosave, paths.settings, paths.statistics, paths.campaign):
        assert place.parent == tmp_path
    assert {paths.settings.name, paths.statistics.name, paths.campaign.name} == {
        "settings.json",
        "statistics.json",
        "campaign.json",
    }


def test_default_is_the_platform_user_data_folder(platformdirs_isolated, monkeypatch):
    monkeypatch.delenv(HOME_VARIABLE, raising=False)
    root = StorePaths.default().root
    assert root.is_relative_to(platformdirs_isolated) and APP_NAME in root.parts


def test_the_environment_variable_moves_everything(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "portable"))
    assert StorePaths.default().saves == tmp_path / "portable" / "saves"


def test_paths_are_created_only_when_written(tmp_path):
    StorePaths(tmp_path / "new").saves  # noqa: B018 - reading a path must not create it
    assert not (tmp_path / "new").exists()
