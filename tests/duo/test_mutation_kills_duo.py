"""Behaviour the duo shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from everdell_desktop.games.duo.config import DuoConfig
from everdell_desktop.games.duo.engine import CARD, CARDS
from everdell_desktop.games.duo.text import score_text


def test_good_news_may_start_in_any_season_up_to_the_sixth():
    assert DuoConfig(players=2, mode="coop", good_news=6).good_news == 6
    with pytest.raises(ValidationError):
        DuoConfig(players=2, mode="coop", good_news=7)


def test_a_card_scoring_per_single_thing_says_each_and_per_several_says_every():
    assert score_text(CARDS[CARD["castle"]]) == "End: 1 point for each Construction."
    assert score_text(CARDS[CARD["old_oak"]]) == "End: 1 point for every 2 cards in your city."
