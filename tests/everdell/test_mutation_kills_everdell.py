"""Behaviour the everdell shard's seeded mutation samples (issue 43, seeds 43, 2612, 2613, 2614,
2616, 2618 and 2619, and the training seeds 2704 and 2722) found unpinned."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from everdell_kit import (
    GAME,
    city,
    city_keys,
    deck_top,
    do,
    edited_data_copy,
    hand,
    hand_keys,
    legal,
    meadow,
    new,
    prompt,
    res,
    uid_of,
)
from spirecrest_kit import discover, spire, weather
from test_everdell_forest_and_events import claim, with_event

from everdell_desktop.core import Action, ScoreBreakdown
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games import everdell
from everdell_desktop.games.everdell import campaign, heuristic, rules
from everdell_desktop.games.everdell.data import load_data
from everdell_desktop.games.everdell.engine import CARDS, KERNEL, reveal
from everdell_desktop.games.everdell.features import NAMES, _free_hosts, features
from everdell_desktop.games.everdell.places import movable_spots, start_meadow_take
from everdell_desktop.games.everdell.play import HOSTS, cuts, innkeeper_cost, lacking
from everdell_desktop.games.everdell.spirecrest import heuristic as spire_heuristic
from everdell_desktop.games.everdell.spirecrest.common import DISCOVERIES, DISCOVERY, TILE, explorer
from everdell_desktop.games.everdell.spirecrest.state import Found
from everdell_desktop.games.everdell.state import AUTUMN, HAND_LIMIT, SPOT_DECK, SUMMER


def test_the_resources_a_seat_still_lacks_are_counted_per_kind():
    # twig 3 for 1 held, resin 1 for 2, pebble 4 for 2, berry 5 for 5: lacking 2 + 0 + 2 + 0
    assert lacking([1, 2, 2, 5], (3, 1, 4, 5)) == 4


@pytest.mark.parametrize(("left", "expected"), [(1.0, 4.0), (0.5, 6.0), (0.0, 8.0)])
def test_an_expedition_is_worth_half_its_points_at_the_start_and_all_at_the_end(
    monkeypatch, left, expected
):
    """The estimate weighs the payable Expedition stops (8 points here) from half their
    points with the whole game left to all of them with none left; nothing else counts."""
    monkeypatch.setattr(spire_heuristic, "expedition_potential", lambda state, seat: 8.0)
    monkeypatch.setattr(spire_heuristic, "_trail_credit", lambda state, seat: 0.0)
    monkeypatch.setattr(spire_heuristic, "_weather_losses", lambda state, seat, left: 0.0)
    assert spire_heuristic.estimate(spire(), 0, left) == expected


# --- seed 2612 -------------------------------------------------------------------------------


def test_a_discount_takes_at_most_what_the_cost_holds_of_each_resource():
    """Two off a cost of 1 twig and 1 berry: only the twig and the berry; four off a cost of
    1 twig and 3 berries (four in all): the whole cost."""
    assert cuts((1, 0, 0, 1), 2) == ((1, 0, 0, 1),)
    assert cuts((1, 0, 0, 3), 4) == ((1, 0, 0, 3),)


def test_a_data_file_that_cannot_be_read_makes_the_data_report_invalid(monkeypatch):
    def broken():
        raise DataError("cards.json: field 'cards.3.cost': Input should be an object")

    monkeypatch.setattr(rules, "load_data", broken)
    report = GAME.validate_data()
    assert not report.valid
    assert report.errors == ["cards.json: field 'cards.3.cost': Input should be an object"]


def test_no_explorer_stays_out_at_the_start_of_a_spirecrest_game():
    """Only Stubblehoof's choice keeps a traveller out at a Prepare for Season."""
    assert [explorer.staying for explorer in spire(players=3).spire.explorers] == [False] * 3


def test_taking_a_meadow_card_is_worded_as_taking_it():
    state = new()
    assert GAME.describe_action(state, Action.of("take", card="farm")) == "Take Farm"


def test_a_playout_plays_the_fool_as_gladly_as_a_card_worth_nothing():
    """The Fool's -2 points go to the rival's city: a playout does not shun it for them
    (both are Travelers, neither a Production card)."""
    fool = heuristic._turn_weight(Action.of("play", card="fool"), False)
    assert fool == heuristic._turn_weight(Action.of("play", card="bard"), False)
    assert fool == heuristic.PLAY_WEIGHT


def test_croak_wart_cure_removes_two_city_cards_and_no_third():
    state = with_event("event.croak_wart_cure")
    city(state, 0, "undertaker", "barge_toad", "farm")
    res(state, 0, berry=2)
    do(state, "claim", event="event.croak_wart_cure")
    do(state, "pick", card=uid_of(state, 0, "farm"))
    do(state, "pick", card=uid_of(state, 0, "barge_toad"))
    assert legal(state, "pick") == [] and state.to_move() == 1
    assert city_keys(state, 0) == ["undertaker"]


def test_a_full_hand_takes_no_meadow_card():
    state = new()
    player = state.players[0]
    taken = HAND_LIMIT - len(player.hand)
    player.hand += state.deck[:taken]
    del state.deck[:taken]
    events = []
    start_meadow_take(state, 0, 2, "test")
    KERNEL.run(state, events)
    assert prompt(state) is None and len(state.players[0].hand) == HAND_LIMIT


def test_an_unmet_trail_is_credited_by_the_square_of_its_share_and_a_met_one_not_at_all():
    """Greensprout Trail (4 points with 4 green Production cards): with 2 of them, half its
    need squared, a quarter, of half (TRAIL_CREDIT) its 4 points; with all 4, nothing (the
    points are in the running score already)."""
    state = spire()
    discover(state, 0, "greensprout_trail")
    city(state, 0, "farm", "farm")
    assert spire_heuristic._trail_credit(state, 0) == 0.5 * 4 * 0.25
    city(state, 0, "mine", "mine")
    assert spire_heuristic._trail_credit(state, 0) == 0.0


def test_a_counting_prosperity_card_gains_a_quarter_point_for_each_of_8_cards_still_to_come():
    """The Castle, a Prosperity card counting cards of the city, in hand: with the whole game
    left it is worth 0.25 for each of the about 8 cards a seat still plays, 2 points more
    than with none left."""
    state = new()
    castle = heuristic.CARD["castle"]
    whole_game = heuristic._worth(state, state.players[0], castle, 1.0, 0)
    none_left = heuristic._worth(state, state.players[0], castle, 0.0, 0)
    assert whole_game - none_left == 0.25 * 8


# --- seed 2613 -------------------------------------------------------------------------------


def test_a_chapter_is_won_by_outscoring_rugwort_and_lost_on_a_tie():
    def scores(player, rugwort):
        return [ScoreBreakdown(0, {"cards": player}), ScoreBreakdown(1, {"cards": rugwort})]

    assert campaign.chapter_won(scores(41, 40))
    assert not campaign.chapter_won(scores(40, 40))


def test_moleia_mines_first_card_matching_the_meadow_goes_to_the_discard_pile():
    state = spire()
    discover(state, 0, "moleia_mines")
    hand(state, 0)
    meadow(state, "farm")
    deck_top(state, "farm")
    farm = state.deck[-1]
    discard = len(state.discard)
    state.current = 0
    do(state, "visit", discovery="moleia_mines")
    assert hand_keys(state, 0) == [] and state.revealed == []
    assert state.discard[discard:] == [farm]


def test_moleia_mines_loses_only_its_own_revealed_cards():
    """Cards another effect still has face up (the Teacher's note: the revealed cards an
    effect resolves are its last ones) stay put when Moleia's reveal matches the Meadow."""
    state = spire()
    discover(state, 0, "moleia_mines")
    hand(state, 0)
    meadow(state, "farm")
    other = state.deck.pop(0)  # a card another effect is resolving
    deck_top(state, "king", "farm")
    king, farm = state.deck[-1], state.deck[-2]
    discard = len(state.discard)
    state.revealed = [other]
    state.current = 0
    do(state, "visit", discovery="moleia_mines")
    do(state, "reveal")
    assert state.revealed == [other]
    assert state.discard[discard:] == [king, farm]  # the lost cards, and not the other one


def test_only_an_empty_construction_that_hosts_a_critter_counts_as_a_free_host():
    """The Farm hosts the Husband and the Wife, the Mine the Miner Mole (here already in);
    a Critter hosts nobody."""
    state = new()
    _, _, mine = city(state, 0, "farm", "wanderer", "mine")
    mine.occupied = True
    assert _free_hosts(state.players[0]) == 1


def test_serpents_pass_out_of_reach_counts_for_the_share_of_its_cost_already_held():
    """Serpent's Pass costs 6 resources of any kind: holding 3, the Expedition's potential is
    half its points."""
    state = spire()
    discover(state, 0, "serpents_pass")
    res(state, 0, twig=1, resin=1, pebble=1)
    assert explorer(state, 0).reached == 0
    worth = DISCOVERIES[DISCOVERY["serpents_pass"]].points
    assert spire_heuristic.expedition_potential(state, 0) == worth / 2


# --- training seed 2704 -----------------------------------------------------------------------


def test_the_base_games_state_refuses_a_field_it_does_not_declare():
    """A misspelt field in rules code fails at once (slots), instead of living on one state and
    being dropped by the next clone, which copies the declared fields only."""
    state = new(2)
    with pytest.raises(AttributeError):
        state.seasons_left = 3


# --- seed 2614 -------------------------------------------------------------------------------


def test_twigs_placed_on_the_evening_of_fireworks_cost_those_twigs_and_nothing_else():
    state = with_event("event.evening_of_fireworks")
    city(state, 0, "lookout", "miner_mole")
    res(state, 0, twig=3, berry=1)
    claim(state, "event.evening_of_fireworks")
    do(state, "place", n=2)
    assert state.players[0].res == [1, 0, 0, 1]


def test_windlore_on_the_deck_is_a_worker_the_ranger_may_move():
    """Nothing in the rulebook keeps Windlore on the deck: like any deployed worker off an
    Event or the Journey, a Ranger or A Well Run City may take it."""
    state = spire()
    discover(state, 0, "windlore_card")
    hand(state, 0)
    do(state, "perch", pile="deck", meeple="windlore")
    assert [spot[0] for spot in movable_spots(state, 0)] == [SPOT_DECK]


# --- seed 2616 (after its measurement) --------------------------------------------------------
def test_the_constructions_that_let_a_critter_in_free_are_those_the_cards_name_and_the_evertree():
    """Each Critter names the Construction it may occupy (cards.json's free_via); the Evertree
    takes any Critter."""
    cards = json.loads((Path(everdell.__file__).parent / "data" / "cards.json").read_text("utf-8"))
    named = {card["free_via"] for card in cards["cards"] if "free_via" in card}
    assert {CARDS[host].key for host in HOSTS} == named | {"evertree"}


def test_cards_revealed_from_the_deck_cannot_be_taken_back():
    state = new(2, seed=5)
    events = []
    rng_before = state.rng.state
    reveal(state, 2, events)
    assert state.rng.state == rng_before  # no chance: the deck was shuffled before
    assert GAME.undo_barrier(rng_before, state, events) == "reveal"


# --- training seed 2722 -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("season", "shown", "lost"),
    [(SUMMER, True, heuristic.PLACEMENT_VALUE), (SUMMER, False, 0.0), (AUTUMN, True, 0.0)],
)
def test_a_worker_wild_fire_will_take_costs_one_placement_until_autumn(season, shown, lost):
    """The autumn Wild Fire, once turned over, takes one worker placement's worth (as the
    base game's estimate values a placement) from a seat not yet in autumn."""
    state = spire()
    weather(state, AUTUMN, "wild_fire")
    state.spire.weather_shown[AUTUMN] = shown
    state.players[1].season = season
    state.current = 0
    assert spire_heuristic._weather_losses(state, 1, 1.0) == lost


@pytest.mark.parametrize(("left", "lost"), [(1.0, 1.2), (0.5, 0.6), (0.1, 0.24), (0.0, 0.24)])
def test_cards_owed_to_the_weather_cost_the_seat_to_move_a_hand_card_each(left, lost):
    """Two cards owed: 0.6 each (a hand card's worth early on) times the game still left, never
    below a fifth; a seat that is not to move owes nothing yet."""
    state = spire()
    state.spire.owed = 2
    state.current = 0
    assert spire_heuristic._weather_losses(state, 0, left) == pytest.approx(lost)
    assert spire_heuristic._weather_losses(state, 1, left) == 0.0


@pytest.mark.parametrize(
    ("key", "held", "left", "worth"),
    [
        ("moleia_mines", 0, 1.0, 4.0),
        ("moleia_mines", 0, 0.5, 2.0),
        ("honeypaw_card", 0, 0.5, 1.5),
        ("forager", 0, 0.25, 0.75),
        ("archeologist", 2, 1.0, 1.8),
        ("trail_guide", 1, 0.5, 0.45),
        ("archeologist", 0, 1.0, 0.0),
    ],
)
def test_a_discovery_card_is_credited_for_the_game_still_ahead(monkeypatch, key, held, left, worth):
    """With the whole game left a location is worth 4 points, a Big Critter and the Forager 3,
    each card beneath an Archeologist or a Trail Guide 0.9; all in proportion to the game
    still left (the other parts of the estimate held at 0)."""
    monkeypatch.setattr(spire_heuristic, "expedition_potential", lambda state, seat: 0.0)
    monkeypatch.setattr(spire_heuristic, "_trail_credit", lambda state, seat: 0.0)
    monkeypatch.setattr(spire_heuristic, "_weather_losses", lambda state, seat, left: 0.0)
    state = spire()
    under = tuple(state.deck[:held])
    explorer(state, 0).found.append(Found(DISCOVERY[key], under=under))
    assert spire_heuristic.estimate(state, 0, left) == pytest.approx(worth)


def expedition(state, *tiles):
    """Seat 0's Expedition: ``tiles`` in travelling order, none reached yet."""
    explorer(state, 0).tiles = [TILE[key] for key in tiles]
    assert explorer(state, 0).reached == 0


def test_an_expedition_counts_every_stop_paid_in_full_and_goes_on():
    """Meek's Crossing (1 twig, 2 points) then Littledell (1 twig and 1 berry, 3 points),
    with 2 twigs and 1 berry: both paid in full, 5 points."""
    state = spire()
    expedition(state, "meeks_crossing", "littledell")
    res(state, 0, twig=2, berry=1)
    assert spire_heuristic.expedition_potential(state, 0) == 5.0


def test_serpents_pass_paid_with_exactly_six_resources_leaves_the_distant_shore_to_the_cards():
    """Serpent's Pass (6 resources, 7 points) paid with the 6 held, then the Distant Shore
    (6 cards, 7 points) with 6 cards in hand: 14 points."""
    state = spire()
    discover(state, 0, "serpents_pass")
    discover(state, 0, "the_distant_shore")
    res(state, 0, twig=3, berry=3)
    hand(state, 0, *["farm"] * 6)
    assert spire_heuristic.expedition_potential(state, 0) == 14.0


def test_serpents_pass_is_paid_from_the_most_plentiful_resources_first():
    """4 twigs and 3 berries pay Serpent's Pass taking the most plentiful each time, which
    leaves 1 berry: half of Littledell's cost (1 twig, 1 berry), so 7 + 3 / 2 points."""
    state = spire()
    discover(state, 0, "serpents_pass")
    expedition(state, "littledell")
    res(state, 0, twig=4, berry=3)
    assert spire_heuristic.expedition_potential(state, 0) == 8.5


# --- seed 2618 (after its measurement) --------------------------------------------------------


def _campaign_with(tmp_path, chapters):
    """A copy of the data folder whose campaign.json keeps only ``chapters`` of its chapters."""
    return edited_data_copy(
        tmp_path, "campaign.json", lambda raw: raw.update(chapters=raw["chapters"][:chapters])
    )


def test_a_campaign_file_needs_at_least_one_chapter(tmp_path):
    assert len(load_data(_campaign_with(tmp_path / "one", 1)).chapters) == 1
    with pytest.raises(DataError, match=r"campaign.json.*chapters"):
        load_data(_campaign_with(tmp_path / "none", 0))


def test_the_innkeeper_takes_three_berries_off_and_leaves_the_other_resources_as_printed():
    """The Innkeeper takes 3 berries off a Critter's cost (never below 0); a Critter a player
    gives a twig, resin and pebble cost in cards.json keeps them: (1, 2, 3, 5) -> (1, 2, 3, 2)."""
    assert innkeeper_cost((1, 2, 3, 5)) == (1, 2, 3, 2)
    assert innkeeper_cost((0, 1, 0, 2)) == (0, 1, 0, 0)


def test_the_mountain_refuses_a_field_it_does_not_declare():
    """As for the base game's state: a misspelt field in Spirecrest's rules code fails at once
    (slots) instead of being dropped by the next clone, which copies the declared fields only."""
    state = spire()
    with pytest.raises(AttributeError):
        state.spire.owed_cards = 1


def test_a_seat_that_has_passed_has_no_placements_left_among_its_features():
    """A seat that has passed places no worker this game, whatever it held when it passed: the
    learned level's ``placements_left`` feature is 0 (and ``workers_free`` still says 2)."""
    state = new()
    player = state.players[0]
    player.free, player.passed = 2, True
    named = dict(zip(NAMES, features(GAME, state, 0), strict=True))
    assert named["placements_left"] == 0.0 and named["workers_free"] == 2.0
