"""The Good News faces say which game deals them: the Skunk race's twelve or the cooperative
game's thirteen more (games/duo/data/skunk.json's ``coop`` flag)."""

from everdell_desktop.games.duo.skunk import GOOD_NEWS
from everdell_desktop.ui.duo.faces import good_news_face


def test_a_cooperative_good_news_card_is_tagged_cooperative_and_a_skunk_race_one_solo(qapp):
    tags = {news.key: good_news_face(index).tag for index, news in enumerate(GOOD_NEWS)}
    assert tags["fair_winds"] == "Good News \u00b7 solo"
    assert tags["pebble_find"] == "Good News \u00b7 cooperative"
    assert sum(tag.endswith("cooperative") for tag in tags.values()) == 13
