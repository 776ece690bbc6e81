"""``simulate --mode campaign``: the games go through the campaigns' chapters in turn, each
played with its own options (issue 39: 2,000 seeded games of Duo's cooperative campaign)."""

from __future__ import annotations

import json

from everdell_desktop.cli import main
from everdell_desktop.games.duo import campaign, coop_campaign
from everdell_desktop.store.files import read_record


def simulate(capsys, tmp_path, players: int, games: int) -> tuple[dict, list]:
    code = main(
        [
            *("simulate", "--game", "duo", "--players", str(players), "--agents", "random"),
            *("--games", str(games), "--seed", "3", "--mode", "campaign", "--json"),
            *("--save-dir", str(tmp_path)),
        ]
    )
    out, _ = capsys.readouterr()
    assert code == 0
    records = [read_record(path) for path in sorted(tmp_path.iterdir())]
    return json.loads(out), records


def test_two_players_go_through_the_fifteen_cooperative_chapters_in_turn(capsys, tmp_path):
    summary, records = simulate(capsys, tmp_path, players=2, games=16)
    assert summary["completed"] == 16 and summary["errors"] == 0
    chapters = [chapter.id for chapter in coop_campaign.chapters()]
    assert [record.config["chapter"] for record in records] == [*chapters, chapters[0]]
    for record in records[:15]:
        wanted = coop_campaign.config_for(record.config["chapter"], chapters).model_dump(
            mode="json"
        )
        assert record.config == wanted


def test_one_player_goes_through_the_skunk_race_chapters(capsys, tmp_path):
    summary, records = simulate(capsys, tmp_path, players=1, games=6)
    assert summary["errors"] == 0
    levels = [chapter.difficulty for chapter in campaign.chapters()]
    assert [record.config["difficulty"] for record in records] == levels
    assert all(record.config["solo"] == "skunk" for record in records)


def test_a_player_count_no_chapter_is_played_by_is_refused(capsys):
    code = main(
        [
            *("simulate", "--game", "duo", "--players", "3", "--agents", "random"),
            *("--games", "1", "--mode", "campaign"),
        ]
    )
    assert code == 2
    assert "no campaign chapter for 3 players" in capsys.readouterr().err
