"""Every base-game scoring rule with exact values: each card's base points, each Prosperity
card's end-of-game bonus, point tokens, the Journey, each Event (basic and special, with the
caps of their rewards) and Rugwort's scoring for each Year.

Expected values come from the rulebook's scoring (card points + point tokens + Prosperity
bonuses + Journey + Events) and from the card and event lists in ../reference
(everdell_base_cards.md sections 1 and 5, facts.md section 2a for Rugwort). Each test builds
the end state by hand, with the kit's helpers, so that the number is the rule applied to it.
"""

from __future__ import annotations

import pytest
from everdell_kit import GAME, city, do, hand, legal, new, res, solo, uid_of

from everdell_desktop.core import Action
from everdell_desktop.games.everdell import scoring
from everdell_desktop.games.everdell.engine import CARD, DATA
from everdell_desktop.games.everdell.rugwort import RUGWORT
from everdell_desktop.games.everdell.state import AUTUMN

EVENT = DATA.event_index


def categories(state, seat=0):
    return GAME.scores(state)[seat].categories


def details(state, seat=0):
    return GAME.scores(state)[seat].details


# --- base points (everdell_base_cards.md: the "VP" column) --------------------------------------
BASE_POINTS = {
    "architect": 2,
    "bard": 0,
    "barge_toad": 1,
    "castle": 4,
    "cemetery": 0,
    "chapel": 2,
    "chip_sweep": 2,
    "clock_tower": 0,
    "courthouse": 2,
    "crane": 1,
    "doctor": 4,
    "dungeon": 0,
    "evertree": 5,
    "fairgrounds": 3,
    "farm": 1,
    "fool": -2,
    "general_store": 1,
    "historian": 1,
    "husband": 2,
    "inn": 2,
    "innkeeper": 1,
    "judge": 2,
    "king": 4,
    "lookout": 2,
    "mine": 2,
    "miner_mole": 1,
    "monastery": 1,
    "monk": 0,
    "palace": 4,
    "peddler": 1,
    "post_office": 2,
    "postal_pigeon": 0,
    "queen": 4,
    "ranger": 1,
    "resin_refinery": 1,
    "ruins": 0,
    "school": 2,
    "shepherd": 1,
    "shopkeeper": 1,
    "storehouse": 2,
    "teacher": 2,
    "theatre": 3,
    "twig_barge": 1,
    "undertaker": 1,
    "university": 3,
    "wanderer": 1,
    "wife": 2,
    "woodcarver": 2,
}


def test_the_base_point_table_covers_every_title():
    assert set(BASE_POINTS) == set(CARD)


@pytest.mark.parametrize("key", sorted(BASE_POINTS))
def test_each_card_scores_its_printed_points(key):
    state = new()
    city(state, 0, key)
    assert categories(state)["cards"] == BASE_POINTS[key]


def test_an_empty_city_scores_zero_everywhere():
    state = new()
    assert categories(state) == dict.fromkeys(
        ("cards", "tokens", "prosperity", "journey", "events"), 0
    )


# --- Prosperity bonuses (everdell_base_cards.md section 1) --------------------------------------
@pytest.mark.parametrize(
    ("resources", "bonus"),
    [
        ({}, 0),
        ({"resin": 2, "pebble": 1}, 3),
        ({"twig": 5, "berry": 5}, 0),  # only resin and pebbles count
        ({"resin": 3, "pebble": 3}, 6),
        ({"resin": 4, "pebble": 3}, 6),  # at most 6
        ({"resin": 9}, 6),
    ],
)
def test_architect_one_per_leftover_resin_and_pebble_at_most_six(resources, bonus):
    state = new()
    city(state, 0, "architect")
    res(state, 0, **resources)
    assert categories(state)["prosperity"] == bonus
    assert details(state)["prosperity"] == ({"architect": bonus} if bonus else {})


# castle: Common Constructions; palace: Unique Constructions (itself included); school: Common
# Critters; theatre: Unique Critters; evertree: Prosperity cards (itself included).
# The companion city has a different number of each: farm, mine, twig barge (3 Common
# Constructions), courthouse, crane (2 + the bonus card: Unique Constructions), wife, husband
# (2 Common Critters), bard, king, queen (3 Unique Critters), wife and king (2 Prosperity cards).
COMPANIONS = (
    *("farm", "mine", "twig_barge", "courthouse", "crane"),
    *("wife", "husband", "bard", "king", "queen"),
)


@pytest.mark.parametrize(
    ("key", "alone", "with_companions"),
    [
        ("castle", 0, 3),  # farm, mine, twig barge
        ("palace", 1, 3),  # palace, courthouse, crane
        ("school", 0, 2),  # wife, husband
        ("theatre", 0, 3),  # bard, king, queen
        ("evertree", 1, 3),  # evertree, wife, king
    ],
)
def test_prosperity_construction_bonuses(key, alone, with_companions):
    state = new()
    city(state, 0, key)
    assert details(state)["prosperity"].get(key, 0) == alone
    city(state, 0, *COMPANIONS)
    assert details(state)["prosperity"][key] == with_companions
    # the king's own bonus is 0 (no events) and the pair of Wife and Husband adds 3
    assert categories(state)["prosperity"] == with_companions + 3


def test_the_companion_city_alone_scores_only_the_wife_pair():
    state = new()
    city(state, 0, *COMPANIONS)
    assert details(state)["prosperity"] == {"wife": 3}


@pytest.mark.parametrize(
    ("basic", "special", "bonus"),
    [(0, 0, 0), (1, 0, 1), (0, 1, 2), (2, 1, 4), (4, 4, 12)],
)
def test_king_one_per_basic_event_two_per_special_event(basic, special, bonus):
    state = new()
    city(state, 0, "king")
    player = state.players[0]
    player.events = list(range(basic)) + list(state.special[:special])
    player.event_points = dict.fromkeys(player.events, 0)
    assert details(state)["prosperity"].get("king", 0) == bonus


@pytest.mark.parametrize(
    ("wives", "husbands", "bonus"),
    [(1, 0, 0), (0, 1, 0), (1, 1, 3), (2, 1, 3), (1, 2, 3), (2, 2, 6)],
)
def test_wife_three_per_pair_with_a_husband(wives, husbands, bonus):
    state = new()
    city(state, 0, *["wife"] * wives, *["husband"] * husbands)
    assert categories(state)["prosperity"] == bonus
    assert details(state)["prosperity"].get("wife", 0) == bonus


def test_a_spouse_in_another_city_makes_no_pair():
    state = new()
    city(state, 0, "wife")
    city(state, 1, "husband")
    assert categories(state, 0)["prosperity"] == categories(state, 1)["prosperity"] == 0


def test_bonuses_read_their_owners_city_and_resources_only():
    state = new()
    city(state, 0, "architect", "castle")
    city(state, 1, "farm", "mine", "twig_barge")
    res(state, 1, resin=3, pebble=3)
    assert categories(state, 0)["prosperity"] == 0


# --- point tokens -------------------------------------------------------------------------------
def test_point_tokens_held_and_on_cards_score_one_each():
    state = new()
    chapel, tower = city(state, 0, "chapel", "clock_tower")  # the kit gives the tower 3 tokens
    chapel.tokens = 2
    state.players[0].tokens = 5
    assert categories(state)["tokens"] == 5 + 2 + 3
    tower.tokens = 0
    state.players[0].tokens = 0
    assert categories(state)["tokens"] == 2


# --- the Journey (rulebook: in autumn, discard as many cards as the space's points) --------------
@pytest.mark.parametrize("points", [5, 4, 3, 2])
def test_each_journey_space_scores_its_points(points):
    state = new()
    state.players[0].season = AUTUMN
    hand(state, 0, "farm", "mine", "wife", "king", "queen", "inn")
    do(state, "place", loc=f"journey{points}")
    while state.pending:
        do(state, "discard", card=legal(state)[0]["card"])
    assert len(state.players[0].hand) == 6 - points
    assert categories(state)["journey"] == points


def test_a_journey_space_needs_as_many_cards_as_its_points():
    state = new()
    state.players[0].season = AUTUMN
    hand(state, 0, "farm", "mine", "wife", "king")
    places = {a["loc"] for a in legal(state, "place")}
    assert {"journey4", "journey3", "journey2"} <= places
    assert "journey5" not in places


# --- Events (everdell_base_cards.md section 5; data/events.json) --------------------------------
def with_event(key, players=2):
    state = new(players)
    event = EVENT[key]
    if event < 4:
        return state  # the 4 basic events are always open
    state.special = (event, *[e for e in state.special if e != event][:3])
    state.events_open = [*range(4), *state.special]
    return state


def claim(state, key):
    do(state, "claim", event=key)


def event_score(state, seat=0):
    return categories(state, seat)["events"]


@pytest.mark.parametrize(
    ("key", "cards"),
    [
        ("event.harvest_festival", ("farm", "mine", "twig_barge", "resin_refinery")),  # 4 green
        ("event.expedition", ("inn", "chapel", "lookout")),  # 3 red
        ("event.city_monument", ("crane", "historian", "judge")),  # 3 blue
        ("event.grand_tour", ("ruins", "wanderer", "ranger")),  # 3 tan
    ],
)
def test_each_basic_event_needs_its_colours_and_scores_three(key, cards):
    state = with_event(key)
    city(state, 0, *cards[:-1])
    assert Action.of("claim", event=key) not in legal(state)
    city(state, 0, cards[-1])
    claim(state, key)
    assert event_score(state) == 3
    assert details(state)["events"] == {key: 3}


def test_basic_events_are_worth_their_three_each():
    state = with_event("event.grand_tour")
    city(state, 0, "ruins", "wanderer", "ranger", "inn", "chapel", "lookout")
    claim(state, "event.grand_tour")
    do(state, "place", loc="three_twigs")  # the other seat's turn
    claim(state, "event.expedition")
    assert event_score(state) == 6


def test_graduation_of_scholars_stops_at_three_critters():
    state = with_event("event.graduation_of_scholars")
    city(state, 0, "teacher", "university")
    hand(state, 0, "wife", "king", "queen", "husband")
    claim(state, "event.graduation_of_scholars")
    for key in ("wife", "king", "queen"):
        do(state, "place_beneath", card=key)
    assert not state.pending  # no fourth critter
    assert event_score(state) == 6


def test_graduation_of_scholars_with_no_critter_scores_nothing():
    state = with_event("event.graduation_of_scholars")
    city(state, 0, "teacher", "university")
    hand(state, 0, "farm")
    claim(state, "event.graduation_of_scholars")
    assert not state.pending and event_score(state) == 0


def test_brilliant_marketing_plan_stops_at_three_resources():
    state = with_event("event.brilliant_marketing_plan")
    city(state, 0, "shopkeeper", "post_office")
    res(state, 0, twig=5)
    claim(state, "event.brilliant_marketing_plan")
    for _ in range(3):
        do(state, "give", res="twig", to=1)
    assert not state.pending
    assert event_score(state) == 6 and state.players[0].res == [2, 0, 0, 0]


@pytest.mark.parametrize(
    ("key", "cards", "resource", "have", "options"),
    [
        ("event.performer_in_residence", ("inn", "bard"), "berry", 5, {0, 1, 2, 3}),
        ("event.performer_in_residence", ("inn", "bard"), "berry", 0, {0}),
        ("event.evening_of_fireworks", ("lookout", "miner_mole"), "twig", 4, {0, 1, 2, 3}),
    ],
)
def test_events_that_take_up_to_three_of_a_resource_for_two_each(
    key, cards, resource, have, options
):
    state = with_event(key)
    city(state, 0, *cards)
    res(state, 0, **{resource: have})
    claim(state, key)
    assert {a["n"] for a in legal(state)} == options
    do(state, "place", n=max(options))
    assert event_score(state) == 2 * max(options)


def test_capture_of_the_acorn_thieves_stops_at_two_critters():
    state = with_event("event.capture_of_the_acorn_thieves")
    city(state, 0, "courthouse", "ranger", "wife", "king", "queen")
    claim(state, "event.capture_of_the_acorn_thieves")
    do(state, "place_beneath", card=uid_of(state, 0, "wife"))
    do(state, "place_beneath", card=uid_of(state, 0, "king"))
    assert not state.pending
    assert event_score(state) == 6


def test_under_new_management_stops_at_three_resources():
    """Resin and pebbles 2 each, twigs and berries 1 each: resin, pebble, resin = 6."""
    state = with_event("event.under_new_management")
    city(state, 0, "peddler", "general_store")
    res(state, 0, twig=2, resin=3, pebble=2, berry=2)
    claim(state, "event.under_new_management")
    for name in ("resin", "pebble", "resin"):
        do(state, "place", res=name)
    assert not state.pending
    assert event_score(state) == 6 and state.players[0].res == [2, 1, 1, 2]


def test_ancient_scrolls_all_five_beneath_score_five():
    state = with_event("event.ancient_scrolls_discovered")
    city(state, 0, "historian", "ruins")
    claim(state, "event.ancient_scrolls_discovered")
    for _ in range(5):
        do(state, "place_beneath")
    assert not state.pending and event_score(state) == 5


# two cards of each colour: green, tan, red, blue, purple
EVERDELL_GAMES_CITY = ("farm", "mine", "ruins", "wanderer", "inn", "chapel", "crane", "historian")
EVERDELL_GAMES_CITY += ("wife", "school")


@pytest.mark.parametrize(
    ("key", "cards", "points"),
    [
        ("event.well_run_city", ("chip_sweep", "clock_tower"), 4),
        ("event.tax_relief", ("judge", "queen"), 3),
        (
            "event.everdell_games",
            EVERDELL_GAMES_CITY,
            9,
        ),
    ],
)
def test_events_with_fixed_points(key, cards, points):
    state = with_event(key)
    city(state, 0, *cards)
    claim(state, key)
    while state.pending:  # A Well Run City offers to take a worker back
        do(state, legal(state)[-1].kind)
    assert event_score(state) == points


def claimed(key, seat=0):
    """A state in which ``seat`` already holds ``key`` with no points fixed at the claim."""
    state = with_event(key)
    event = EVENT[key]
    state.events_open.remove(event)
    state.players[seat].events.append(event)
    state.players[seat].event_points[event] = 0
    return state


@pytest.mark.parametrize("prisoners", [0, 1, 2])
def test_ministering_to_miscreants_three_per_prisoner_at_the_end(prisoners):
    state = claimed("event.ministering_to_miscreants")
    dungeon = city(state, 0, "monk", "dungeon")[1]
    dungeon.under = tuple(range(1000, 1000 + prisoners))
    assert event_score(state) == 3 * prisoners
    assert scoring.event_points(state, 0, EVENT["event.ministering_to_miscreants"]) == (
        3 * prisoners
    )


def test_ministering_to_miscreants_without_a_dungeon_scores_nothing():
    state = claimed("event.ministering_to_miscreants")
    assert event_score(state) == 0


@pytest.mark.parametrize(
    ("mine", "theirs", "points"),
    [((0, 0), (0, 0), 0), ((1, 1), (0, 0), 3), ((1, 1), (2, 2), 9), ((1, 0), (1, 2), 3)],
)
def test_flying_doctor_service_three_per_pair_in_every_city(mine, theirs, points):
    state = claimed("event.flying_doctor_service")
    city(state, 0, "doctor", "postal_pigeon", *["husband"] * mine[0], *["wife"] * mine[1])
    city(state, 1, *["husband"] * theirs[0], *["wife"] * theirs[1])
    assert event_score(state) == points


@pytest.mark.parametrize(
    ("key", "card", "workers", "points"),
    [
        ("event.path_of_the_pilgrims", "monastery", (0, 0), 6),
        ("event.path_of_the_pilgrims", "monastery", (0,), 3),
        ("event.path_of_the_pilgrims", "monastery", (), 0),
        ("event.path_of_the_pilgrims", "monastery", (1, 0), 3),  # only the holder's workers
        ("event.remembering_the_fallen", "cemetery", (0, 0), 6),
        ("event.remembering_the_fallen", "cemetery", (1,), 0),
        ("event.remembering_the_fallen", "cemetery", (), 0),
    ],
)
def test_three_per_own_worker_in_the_monastery_or_cemetery(key, card, workers, points):
    state = claimed(key)
    city(state, 0, card)[0].workers = workers
    assert event_score(state) == points


def test_worker_events_count_the_holders_own_building_only():
    state = claimed("event.path_of_the_pilgrims")
    city(state, 1, "monastery")[0].workers = (0, 0)
    assert event_score(state) == 0


def test_an_event_with_no_points_fixed_at_its_claim_scores_only_its_count():
    state = claimed("event.ministering_to_miscreants")
    del state.players[0].event_points[EVENT["event.ministering_to_miscreants"]]
    city(state, 0, "monk", "dungeon")[1].under = (1000,)
    assert event_score(state) == 3
    state.players[0].events.append(EVENT["event.grand_tour"])  # nothing recorded for it
    assert details(state)["events"]["event.grand_tour"] == 0


def test_pristine_chapel_ceiling_without_a_chapel_scores_nothing_more():
    state = claimed("event.pristine_chapel_ceiling")
    assert event_score(state) == 0


def test_end_of_game_counts_belong_only_to_their_own_event():
    """A city with everything the five counting events count (2 own workers in the Monastery, 1
    in the Cemetery, 2 Chapel tokens, 2 prisoners, a Husband and Wife pair), holding three other
    events: those keep exactly their fixed points (3, 3 and 4 fixed at the claim)."""
    state = new()
    monastery, cemetery, chapel, dungeon = city(
        state, 0, "monastery", "cemetery", "chapel", "dungeon"
    )
    city(state, 0, "husband", "wife")
    monastery.workers, cemetery.workers, chapel.tokens = (0, 0), (0,), 2
    dungeon.under = (1000, 1001)
    held = {"event.grand_tour": 3, "event.tax_relief": 3, "event.under_new_management": 4}
    player = state.players[0]
    player.events = [EVENT[key] for key in held]
    player.event_points = {EVENT[key]: points for key, points in held.items()}
    assert details(state)["events"] == held
    assert event_score(state) == 10


@pytest.mark.parametrize(("tokens", "points"), [(0, 0), (1, 2), (3, 6)])
def test_pristine_chapel_ceiling_two_per_chapel_token_at_the_end(tokens, points):
    state = claimed("event.pristine_chapel_ceiling")
    city(state, 0, "woodcarver", "chapel")[1].tokens = tokens
    assert event_score(state) == points


def test_points_fixed_at_the_claim_and_at_the_end_add_up():
    state = claimed("event.ministering_to_miscreants")
    state.players[0].event_points[EVENT["event.ministering_to_miscreants"]] = 2
    city(state, 0, "monk", "dungeon")[1].under = (1000,)
    assert event_score(state) == 2 + 3


def test_event_points_belong_to_the_seat_that_claimed_them():
    state = claimed("event.remembering_the_fallen", seat=1)
    city(state, 1, "cemetery")[0].workers = (1,)
    assert event_score(state, 1) == 3
    assert event_score(state, 0) == 0


def test_tie_breakers_are_events_then_leftover_resources():
    state = new()
    player = state.players[0]
    player.events = [0, 1]
    player.event_points = {0: 0, 1: 0}
    res(state, 0, twig=1, resin=2, pebble=3, berry=4)
    assert GAME.scores(state)[0].tiebreak == (2, 10)


# --- Rugwort (facts.md section 2a) --------------------------------------------------------------
def rugwort_state(year):
    state = solo(year)
    rugwort = state.players[RUGWORT]
    rugwort.city.clear()
    rugwort.events.clear()
    rugwort.tokens = 0
    rugwort.journey = 0
    state.players[0].events = list(state.special)  # nothing missed
    state.players[0].event_points = dict.fromkeys(state.special, 0)
    return state


@pytest.mark.parametrize("year", ["year1", "year2", "year3"])
def test_rugwort_two_per_card_three_per_prosperity_card(year):
    state = rugwort_state(year)
    city(state, RUGWORT, "farm", "queen", "fool", "king", "wife")  # printed points ignored
    assert categories(state, RUGWORT)["cards"] == 2 * 3 + 3 * 2


@pytest.mark.parametrize(("year", "each"), [("year1", 3), ("year2", 6), ("year3", 6)])
@pytest.mark.parametrize("achieved", [4, 3, 1, 0])
def test_rugwort_scores_each_special_event_you_did_not_achieve(year, each, achieved):
    state = rugwort_state(year)
    state.players[0].events = list(state.special[:achieved])
    assert categories(state, RUGWORT)["missed_special_events"] == each * (4 - achieved)


@pytest.mark.parametrize("year", ["year1", "year3"])
def test_rugwort_three_per_basic_event_and_his_tokens_and_journey(year):
    state = rugwort_state(year)
    rugwort = state.players[RUGWORT]
    rugwort.events = [0, 2]
    rugwort.tokens = 4
    rugwort.journey = 5
    assert categories(state, RUGWORT) == {
        "cards": 0,
        "tokens": 4,
        "journey": 5,
        "events": 6,
        "missed_special_events": 0,
    }


def test_rugwort_wins_a_tie():
    state = rugwort_state("year1")
    breakdowns = GAME.scores(state)
    assert breakdowns[0].tiebreak == (0,) and breakdowns[RUGWORT].tiebreak == (1,)
    city(state, 0, "farm", "farm")  # 2 points for the player
    city(state, RUGWORT, "farm")  # 2 points for him
    assert GAME.winners(state) == [RUGWORT]
