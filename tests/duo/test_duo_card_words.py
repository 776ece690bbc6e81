"""The words on our Duo card faces and Event tiles, composed from their data (text.py): one
card or tile for each way of wording an ability, a cost or a requirement. Each expected text is
read off the card's entry in data/cards.json or the tile's in data/events.json by hand."""

import pytest

from everdell_desktop.games.duo.engine import CARD, CARDS, DATA
from everdell_desktop.games.duo.text import card_text, cost_text, event_text


def _text(key: str) -> str:
    return card_text(CARDS[CARD[key]])


@pytest.mark.parametrize(
    ("card", "text"),
    [
        # gain: resources, then a resource of your choice, point tokens; cards and Meadow cards
        ("barn", "Gain 1 twig, 1 berry."),
        ("orchard", "Gain 2 berries."),
        ("tea_house", "Gain 1 berry; draw 1 card."),
        ("old_ruins", "Gain 2 resources of your choice; draw 1 card."),
        ("forager", "Take 1 Meadow card into your hand."),
        ("lighthouse", "Take 2 Meadow cards into your hand."),
        # per: a gain for each counted thing, up to a cap, after a plain gain
        ("wall", "Gain 1 point token per Construction (up to 5)."),
        ("granary", "Gain 1 berry. Gain 1 resource of your choice per green Critter (up to 2)."),
        ("minstrel", "Gain 1 point token. Gain 1 point token per Event achieved (up to 3)."),
        # trades (how many times only when more than once), a free play, abilities of their own
        ("peddler", "You may pay 2 resources to gain 3 point tokens."),
        (
            "market_stall",
            "You may discard 1 card to gain 1 resource of your choice (up to 3 times).",
        ),
        ("waystation", "Play a card costing up to 3 resources for free."),
        ("magpie", "Take 1 resource of your choice from your opponent."),
        # a red card's ability is what a visit does
        ("library", "When visited: gain 1 point token; draw 2 cards."),
        (
            "merchant",
            "When visited: you may pay 1 resource to gain 2 resources of your choice"
            " (up to 2 times).",
        ),
    ],
)
def test_an_abilitys_words_name_each_of_its_parts_in_order(card, text):
    assert _text(card) == text


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("innkeeper", "☆ Critters cost 2 berries less."),
        ("workshop", "☆ green Production cards cost 1 twig and 1 berry less."),
        ("scholar", "☆ purple Prosperity cards cost 1 resin and 1 pebble and 1 berry less."),
    ],
)
def test_a_star_names_a_kind_or_a_colour_and_what_it_takes_off(card, text):
    assert _text(card) == text


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("shopkeeper", "After you play a Critter, gain 1 berry."),
        ("courthouse", "After you play a Construction, gain 1 resource of your choice."),
        ("historian", "After you play a Construction, draw 1 card."),
        ("banker", "After you play a green Production card, gain 1 resource of your choice."),
        ("bandstand", "After you play a tan Traveler card, gain 1 point token."),
        ("guildhall", "After you play a purple Prosperity card, gain 2 point tokens."),
    ],
)
def test_a_card_rewarding_a_play_names_the_kind_or_the_colour_played(card, text):
    """The green Banker is colour 0 and the Critter kind 0: each is still named by its own."""
    assert _text(card) == text


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("lodge", "After you place a worker on a Farm, gain 1 berry."),
        (
            "clocktower",
            "After you place a worker on an Event, gain 1 resource of your choice, 1 point token.",
        ),
        (
            "diplomat",
            "After you place a worker on a red Destination, gain 1 resource of your choice,"
            " 1 point token.",
        ),
        ("storehouse", "After you take a card, gain 1 twig."),
    ],
)
def test_a_card_rewarding_a_worker_or_a_taken_card_says_when(card, text):
    assert _text(card) == text


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("palace", "End: 2 points per colour of which you have 3 or more cards."),
        ("architect", "End: 2 points per kind of resource you have left."),
        ("museum", "End: 2 points for each Event achieved."),
        ("treasury", "End: 1 point for each resource you have left (up to 6)."),
        ("elder", "End: 2 points for each red Destination card (up to 6)."),
        ("collector", "End: 1 point for each colour in your city."),
        ("old_oak", "End: 1 point for every 2 cards in your city."),
    ],
)
def test_a_purple_cards_end_score_says_how_many_points_for_what(card, text):
    assert _text(card) == text


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("barn", "2 twigs, 1 resin"),
        ("lighthouse", "2 resin, 1 pebble"),
        ("library", "1 twig, 1 resin, 2 pebbles"),
        ("forager", "1 berry"),
        ("old_ruins", "discard 1 card"),
    ],
)
def test_a_cost_lists_each_resource_then_a_card_to_discard(card, text):
    assert cost_text(CARDS[CARD[card]]) == text


@pytest.mark.parametrize(
    ("event", "text"),
    [
        ("harvest_walk", "Have 2 green Production cards and 2 tan Traveler cards."),
        ("growing_town", "Have 6 cards in your city."),
        ("festival_season", "Have 2 Events achieved."),
        ("rainbow_fair", "Have cards of 5 different colours."),
        (
            "greenest_garden",
            "Have 2 green Production cards and more green Production cards than your opponent.",
        ),
        ("journey", "Have more tan Traveler cards than your opponent."),
        ("full_coffers", "Hold 2 twigs, 2 resin, 1 pebble."),
        ("treasure_hoard", "Hold 2 twigs, 2 resin, 2 pebbles, 2 berries."),
    ],
)
def test_an_events_requirement_names_what_to_have_more_of_or_hold(event, text):
    assert event_text(DATA.event_index[event]) == text
