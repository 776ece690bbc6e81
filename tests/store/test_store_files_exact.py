"""The statistics and campaign files, written whole and compared with what a person expects
from one game (issue 43): every default and field name, not just the figures read back."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from store_support import play_tinygame

import everdell_desktop.store.campaign as campaign
import everdell_desktop.store.statistics as statistics
from everdell_desktop.store import CampaignBook, CampaignStore, Statistics, StatisticsStore

NOON = datetime(2026, 3, 4, 12, 30, 15, tzinfo=UTC)


class Frozen(datetime):
    """``datetime`` whose now is NOON."""

    @classmethod
    def now(cls, tz=None):
        return NOON


def test_one_game_writes_the_statistics_file_a_person_expects(paths, monkeypatch):
    """Ana (seat 0) 9 points + 5 pebbles // 2 = 11 against Bo's 10 + 1 // 2 = 10: a 2-player
    game played once and won, with Ana's 11 as the one best score, dated today."""
    monkeypatch.setattr(statistics, "datetime", Frozen)
    record, state = play_tinygame(seed=3, game_id="g1")
    state.points, state.pebbles = [9, 10], [5, 1]
    assert StatisticsStore(paths).record_game(record, state) is True
    assert json.loads(paths.statistics.read_text(encoding="utf-8")) == {
        "schema_version": 1,
        "games": {
            "tinygame": {
                "2p": {
                    "played": 1,
                    "won": 1,
                    "best_scores": [{"score": 11, "name": "Ana", "date": "2026-03-04"}],
                }
            }
        },
        "counted": ["g1"],
    }


def test_one_chapter_played_writes_the_campaign_file_a_person_expects(paths, monkeypatch):
    monkeypatch.setattr(campaign, "datetime", Frozen)
    store = CampaignStore(paths)
    store.record_attempt("rugwort", "year1", won=False, score=None, game_id="g7")
    assert json.loads(paths.campaign.read_text(encoding="utf-8")) == {
        "schema_version": 1,
        "profiles": {
            "default": {
                "rugwort": {
                    "chapters": {
                        "year1": {
                            "won": False,
                            "best_score": None,
                            "attempts": 1,
                            "last_played": "2026-03-04T12:30:15+00:00",
                        }
                    },
                    "data": {"counted_games": ["g7"]},
                }
            }
        },
    }


@pytest.mark.parametrize("field", ["played", "won"])
def test_a_negative_count_in_the_statistics_file_is_damage(paths, field):
    paths.root.mkdir(parents=True)
    figures = {"played": 1, "won": 0, field: -1}
    paths.statistics.write_text(json.dumps({"games": {"tinygame": {"2p": figures}}}))
    store = StatisticsStore(paths)
    assert store.load() == Statistics()
    assert "statistics.json.bak" in store.problem


def test_a_negative_number_of_attempts_in_the_campaign_file_is_damage(paths):
    paths.root.mkdir(parents=True)
    chapters = {"year1": {"attempts": -1}}
    paths.campaign.write_text(json.dumps({"profiles": {"default": {"r": {"chapters": chapters}}}}))
    store = CampaignStore(paths)
    assert store.load() == CampaignBook()
    assert "campaign.json.bak" in store.problem
