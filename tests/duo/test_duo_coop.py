"""The cooperative game: the Hare and the Tortoise build one city against the Skunk (our own
design where the box is not public: docs/duo_components.md, "The cooperative game";
docs/rulings.md, "Cooperative")."""

import json

import pytest
from duo_kit import GAME, act, city, cooperative, hand, legal, play, res, settle
from pydantic import ValidationError

from everdell_desktop.core import GameRecord, IllegalAction, Rng, replay
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.core.kernel import is_bot
from everdell_desktop.games.duo import coop, skunk
from everdell_desktop.games.duo.config import DuoConfig
from everdell_desktop.games.duo.data import DATA_DIR
from everdell_desktop.games.duo.engine import CARD, CARDS, DATA, END, EVENTS, meadow_open
from everdell_desktop.games.duo.heuristic import values
from everdell_desktop.games.duo.places import FARM_KEYS, LOC_OF, claim_event, visit_card
from everdell_desktop.games.duo.play import pay_ways
from everdell_desktop.games.duo.rules import board_side, season_tile_side
from everdell_desktop.games.duo.skunk import GOOD_NEWS, good_news_pool
from everdell_desktop.games.duo.state import (
    EMPTY,
    EVENT_SPACES,
    HARE,
    HIDDEN,
    LOC_EVENT,
    LOC_FARM,
    LOC_RIVER,
)
from everdell_desktop.games.duo.text import describe

TORTOISE, SKUNK_PLACE = 1, 2
GOLDENS = DATA_DIR.parents[3] / "tests" / "goldens"


class FixedDie(Rng):
    """An rng whose die rolls are given in advance (everything else stays seeded)."""

    def __init__(self, faces):
        super().__init__(7)
        self.faces = list(faces)

    def randint(self, low, high):
        return self.faces.pop(0) if self.faces else super().randint(low, high)


def to(state, seat):
    """Hand the turn to ``seat`` (a position built for a test)."""
    state.current = seat


# --- the table ---------------------------------------------------------------------------------
def test_coop_seats_the_hare_and_the_tortoise_and_the_skunk_at_a_third_place():
    state = cooperative()
    assert state.num_seats == 2 and state.to_move() == HARE
    assert is_bot(state, SKUNK_PLACE) and not is_bot(state, TORTOISE)
    assert state.hands[HARE] and state.hands[TORTOISE] and state.hands[SKUNK_PLACE] == []
    assert len(state.res) == len(state.free) == len(state.cities) == 3


@pytest.mark.parametrize("mode", ["coop", "challenge"])
def test_coop_uses_the_numbered_board_side_and_the_opossum_season_tiles(mode):
    state = cooperative(mode=mode)
    assert (board_side(state), season_tile_side(state)) == ("numbers", "opossum")
    competitive = GAME.new_game(GAME.make_config(players=2), 1)
    assert (board_side(competitive), season_tile_side(competitive)) == ("journey", "plain")


def test_the_skunk_moves_after_each_character_and_the_characters_take_turns():
    state = cooperative()
    events = play(state, "take(src=deck)") + settle(state)
    turns = [e.params["seat"] for e in events if e.kind == "turn_changed"]
    assert turns == [SKUNK_PLACE, TORTOISE]
    assert any(e.kind == "dice_rolled" and e.params["seat"] == SKUNK_PLACE for e in events)
    events = play(state, "take(src=deck)") + settle(state)
    turns = [e.params["seat"] for e in events if e.kind == "turn_changed"]
    assert turns == [SKUNK_PLACE, HARE]


def test_the_config_refuses_a_cooperative_game_not_for_two_characters():
    with pytest.raises(ValueError, match="2 players"):
        GAME.make_config(players=1, mode="coop", solo="skunk", difficulty="easy")
    with pytest.raises(ValueError, match="difficulty"):
        GAME.make_config(players=2, mode="coop", difficulty="brutal")
    with pytest.raises(ValueError):
        GAME.make_config(players=2, mode="coop", pocket_watches=3)


# --- one city, two hands -----------------------------------------------------------------------
def test_cards_either_character_plays_go_into_the_one_shared_city():
    state = cooperative()
    to(state, TORTOISE)
    hand(state, TORTOISE, "crossroads")
    res(state, TORTOISE, twig=1, resin=1)
    play(state, "play(card=crossroads,src=hand)")
    settle(state)
    assert CARD["crossroads"] in state.cities[HARE] and state.cities[TORTOISE] == []
    assert state.res[TORTOISE][:2] == [0, 0]  # the Tortoise paid from its own supply


def test_one_hand_each_and_each_characters_own_supply():
    state = cooperative(start_resources=(1, 0, 2, 0))
    assert state.res[HARE] == state.res[TORTOISE] == [1, 0, 2, 0]
    assert state.res[SKUNK_PLACE] == [0, 0, 0, 0]
    hand(state, HARE, "crossroads")
    hand(state, TORTOISE, "wall")
    assert act("play(card=wall,src=hand)") not in legal(state)  # the Hare cannot play it


def test_the_occupied_tokens_of_the_shared_city_serve_both_characters():
    state = cooperative()
    city(state, HARE, "courthouse")  # a blue Construction, played by the Hare
    blue = CARDS[CARD["courthouse"]].color
    assert pay_ways(state, TORTOISE).hosts[blue] == ("courthouse",)
    state.occupied[HARE] |= 1 << blue  # the team's blue token is used
    assert pay_ways(state, TORTOISE).hosts[blue] == ()


def test_an_event_achieved_by_either_character_belongs_to_the_team():
    state = cooperative()
    space = next(s for s in range(EVENT_SPACES) if state.event_owner[s] == EMPTY)
    claim_event(state, TORTOISE, space, [])
    assert state.event_owner[space] == HARE  # the team's place
    assert GAME.scores(state)[HARE].details["counts"]["events"] == 1


def test_visiting_the_teams_own_red_card_gives_no_point_token():
    state = cooperative()
    city(state, HARE, "inn")
    visit_card(state, TORTOISE, CARD["inn"], [])
    settle(state)
    assert state.tokens == [0, 0, 0]


def test_a_characters_hand_is_hidden_from_the_other_characters_view():
    state = cooperative()
    for seat, other in ((HARE, TORTOISE), (TORTOISE, HARE)):
        seen = GAME.view(state, seat)
        assert seen.hands[seat] == state.hands[seat]
        assert seen.hands[other] == [HIDDEN] * len(state.hands[other])
        assert set(seen.solo.good_news_deck) == {HIDDEN}


# --- the Skunk -----------------------------------------------------------------------------------
def _face_for(level, kind):
    """The last die face of ``level`` showing ``kind`` whose numbered space is of that kind."""
    found = [
        (face, coop.numbered_space(face))
        for face in range(1, 7)
        if coop.book().levels[level].die[face - 1] == kind
        and (coop.numbered_space(face) or "").startswith(kind)
    ]
    assert found, f"coop.json has no {kind} face numbering a {kind} space at {level}"
    return found[-1]


def _skunk_turn(state, face):
    to(state, HARE)
    state.rng = FixedDie([face])
    play(state, "take(src=deck)")
    settle(state)


@pytest.mark.parametrize("kind", ["farm", "river"])
def test_the_skunk_blocks_the_space_numbered_with_his_roll(kind):
    state = cooperative()
    face, space = _face_for("normal", kind)
    _skunk_turn(state, face)
    assert state.occ[LOC_OF[space]] == SKUNK_PLACE
    assert state.occ.count(SKUNK_PLACE) == 1


def test_the_skunk_blocks_the_leftmost_open_space_when_his_numbered_one_is_taken():
    state = cooperative()
    face, space = _face_for("normal", "farm")
    state.occ[LOC_OF[space]] = HARE
    leftmost = next(loc for loc in range(LOC_FARM, LOC_RIVER) if state.occ[loc] == EMPTY)
    _skunk_turn(state, face)
    assert state.occ[leftmost] == SKUNK_PLACE


def test_a_farm_he_falls_back_to_is_not_the_river_space_numbered_with_his_roll():
    """A 3 at Normal is "take"; with the Moon at the path's end he cannot, and falls back to
    a Farm: 3 numbers River 1 (coop.json), no Farm, so he takes the leftmost open Farm."""
    state = cooperative()
    assert coop.book().levels["normal"].die[2] == "take" and coop.numbered_space(3) == "river1"
    state.moon = END
    _skunk_turn(state, 3)
    assert state.occ[LOC_FARM] == SKUNK_PLACE and state.occ[LOC_OF["river1"]] == EMPTY


@pytest.mark.parametrize("face", range(1, 7))
def test_a_farm_he_is_sent_to_is_the_farm_numbered_with_his_roll_or_the_leftmost(face):
    """Whatever face sends him to a Farm (his own or by falling back), he takes the Farm
    space numbered with it, or the leftmost open Farm when it numbers a River space (even one
    that is open) or none."""
    state = cooperative()
    numbered = coop.numbered_space(face)
    wanted = LOC_OF[numbered] if numbered in FARM_KEYS else LOC_FARM
    assert skunk.ACTIONS["farm"](state, [], face)
    assert [loc for loc, who in enumerate(state.occ) if who == SKUNK_PLACE] == [wanted]


def test_the_skunk_blocks_a_meadow_card_and_achieves_events_for_himself():
    state = cooperative()
    die = coop.book().levels["normal"].die
    _skunk_turn(state, die.index("meadow") + 1)
    blocked = state.solo.blocked
    assert len(blocked) == 1 and blocked[0] not in meadow_open(state)
    _skunk_turn(state, die.index("event") + 1)
    owned = [s for s in range(EVENT_SPACES) if state.event_owner[s] == SKUNK_PLACE]
    assert len(owned) == 1 and state.occ[LOC_EVENT + owned[0]] == SKUNK_PLACE
    assert all(state.occ[loc] != SKUNK_PLACE for loc in range(LOC_FARM, LOC_EVENT))


# --- Good News, the Sharing tile, the Pocket Watch -------------------------------------------
def test_good_news_deals_from_all_25_cooperatively_and_the_race_keeps_its_12():
    assert len(GOOD_NEWS) == 25
    state = cooperative(good_news=3)
    assert len(good_news_pool(state)) == 25 and len(state.solo.good_news_hand) == 3
    race = GAME.new_game(GAME.make_config(players=1, solo="skunk", difficulty="easy"), 1)
    assert len(good_news_pool(race)) == 12
    assert not any(GOOD_NEWS[c].coop for c in race.solo.good_news_deck)


def test_good_news_is_the_teams_and_either_character_may_play_it():
    state = cooperative(good_news=2)
    card = GOOD_NEWS[state.solo.good_news_hand[0]].key
    to(state, TORTOISE)
    assert act(f"good_news(card={card})") in legal(state)
    assert cooperative(good_news=0).solo.good_news_hand == []


def test_the_sharing_tile_passes_resources_to_the_partner_as_a_free_action():
    state = cooperative(sharing_limit=2)
    res(state, HARE, twig=3)
    events = play(state, "share(n=2,res=twig)")
    assert state.res[HARE][0] == 1 and state.res[TORTOISE][0] == 2
    assert state.current == HARE and state.coop.shares_used == 1  # the turn goes on
    assert any(e.kind == "shared" for e in events)
    assert act("share(n=3,res=twig)") not in legal(state)  # at most 2 at a time (coop.json)


def test_the_sharing_tile_is_limited_a_season_and_comes_back_next_season():
    state = cooperative(sharing_limit=1)
    res(state, HARE, berry=2)
    play(state, "share(n=1,res=berry)")
    assert not any(a.kind == "share" for a in legal(state))
    coop.new_season(state)
    assert any(a.kind == "share" for a in legal(state))
    assert not any(a.kind == "share" for a in legal(cooperative(sharing_limit=0)))


def test_a_shared_card_changes_hands_and_stays_hidden_in_the_events():
    """The giver's own move names the card (to tell the cards in hand apart); the events do
    not, and the window's log hides it (tests/ui/test_duo_coop_window.py)."""
    state = cooperative()
    hand(state, HARE, "crossroads")
    label = describe(state, act("share(card=crossroads)"))
    events = play(state, "share(card=crossroads)")
    assert CARD["crossroads"] in state.hands[TORTOISE] and state.hands[HARE] == []
    assert "Crossroads" in label
    assert all("crossroads" not in json.dumps(e.params) for e in events)
    assert GAME.view(state, HARE).hands[TORTOISE] == [HIDDEN] * len(state.hands[TORTOISE])


def test_a_pocket_watch_brings_a_worker_home_once_each():
    state = cooperative(pocket_watches=2)
    for _ in range(2):
        to(state, HARE)
        state.occ[LOC_FARM] = HARE
        state.free[HARE] -= 1
        play(state, f"pocket_watch(watch={coop.next_watch(state).key})")
        play(state, "worker(loc=farm_twigs)")
        assert state.occ[LOC_FARM] == EMPTY and state.current == HARE
    assert state.coop.watches_used == 2
    state.occ[LOC_FARM] = HARE
    assert not any(a.kind == "pocket_watch" for a in legal(state))


def test_the_morning_watch_is_used_first_and_the_evening_watch_second():
    """coop.json lists The Morning Watch, then The Evening Watch."""
    state = cooperative(pocket_watches=2)
    used = []
    for _ in range(2):
        to(state, HARE)
        state.occ[LOC_FARM] = HARE
        state.free[HARE] -= 1
        (offered,) = [a for a in legal(state) if a.kind == "pocket_watch"]
        events = play(state, offered.encode())
        used += [e.params["watch"] for e in events if e.kind == "pocket_watch_used"]
        play(state, "worker(loc=farm_twigs)")
    assert used == ["morning_watch", "evening_watch"]


def test_the_skunk_has_no_team_action_even_with_a_worker_out():
    state = cooperative(pocket_watches=2)
    state.occ[LOC_FARM] = SKUNK_PLACE
    state.res[SKUNK_PLACE] = [2, 0, 0, 0]
    assert coop.team_actions(state, SKUNK_PLACE) == []
    state.occ[LOC_FARM] = HARE
    assert coop.team_actions(state, HARE) != []


def test_no_pocket_watch_is_offered_without_a_worker_out_or_without_tokens():
    state = cooperative()
    assert not any(a.kind == "pocket_watch" for a in legal(state))
    none_left = cooperative(pocket_watches=0)
    none_left.occ[LOC_FARM] = HARE
    assert not any(a.kind == "pocket_watch" for a in legal(none_left))


# --- the team's score ----------------------------------------------------------------------------
def test_team_scoring_gives_both_characters_the_teams_total_then_the_skunks():
    state = cooperative()
    for key in ("wall", "crossroads", "post_office"):  # 1 + 1 + 2 printed points
        city(state, HARE, key)
    state.tokens[HARE] = 3
    breakdowns = GAME.scores(state)
    assert [b.seat for b in breakdowns] == [HARE, TORTOISE, SKUNK_PLACE]
    assert breakdowns[0].total == breakdowns[1].total == 4 + 3
    skunk_points = coop.book().levels["normal"].start_points  # no card in his pile yet
    assert breakdowns[2].total == skunk_points
    counts = breakdowns[0].details["counts"]
    assert tuple(counts) == coop.COOP_COUNTS
    assert counts["margin"] == 7 - skunk_points and counts["tan"] == 2 and counts["city"] == 3


def test_the_team_wins_only_with_a_margin_above_zero():
    state = cooperative()
    skunk_points = coop.book().levels["normal"].start_points
    state.tokens[HARE] = skunk_points
    assert GAME.winners(state) == [SKUNK_PLACE]  # a tie is the Skunk's
    state.tokens[HARE] = skunk_points + 1
    assert GAME.winners(state) == [HARE, TORTOISE]


def test_the_ai_values_a_cooperative_seat_by_the_teams_margin():
    state = cooperative()
    state.tokens[HARE] = 30
    margin = GAME.scores(state)[0].details["counts"]["margin"]
    assert GAME.final_leads(state) == [margin, margin]
    hare, tortoise = values(GAME, state)
    assert hare == tortoise


def test_an_ended_cooperative_game_is_valued_at_exactly_the_teams_margin():
    """Once the game is over nothing is left to credit: a seat's value is the final margin,
    the team's 30 point tokens less the Skunk's starting points."""
    state = cooperative()
    state.tokens[HARE] = 30
    state.over = True
    skunk_points = coop.book().levels["normal"].start_points
    assert values(GAME, state) == [30 - skunk_points, 30 - skunk_points]


@pytest.mark.parametrize(
    ("event", "special"),
    [
        ("greenest_garden", True),  # more green cards than the rival
        ("journey", True),  # more tan cards than the rival
        ("full_coffers", True),  # resources held
        ("harvest_walk", False),  # 2 green and 2 tan cards: a plain count
        ("rainbow_fair", False),
    ],
)
def test_an_event_is_special_when_it_asks_for_more_than_the_rival_or_for_resources_held(
    event, special
):
    assert coop.special_event(EVENTS[DATA.event_index[event]]) is special


def test_only_the_teams_own_special_events_count_for_a_chapter():
    """A special Event (more than the rival has, or resources held) claimed by the Skunk is
    not the team's: the counts a chapter may ask for see it only once the team holds it."""
    from everdell_desktop.games.duo.engine import EVENTS
    from everdell_desktop.games.duo.skunk import at

    state = cooperative()
    space = next(s for s, e in enumerate(state.events) if coop.special_event(EVENTS[e]))
    state.event_owner[space] = at(state)
    assert coop.team_counts(state, 0, 0)["special_events"] == 0
    state.event_owner[space] = 0
    assert coop.team_counts(state, 0, 0)["special_events"] == 1


# --- data, saves and whole games -----------------------------------------------------------------
def test_validate_reports_25_good_news_2_pocket_watches_15_chapters_and_10_achievements():
    report = GAME.validate_data()
    assert report.valid and report.counts["good_news"] == 25
    assert report.counts["pocket_watch"] == 2
    assert report.counts["chapters"] == 15 and report.counts["achievements"] == 10


def test_a_broken_coop_file_names_the_field(tmp_path):
    raw = json.loads((DATA_DIR / "coop.json").read_text(encoding="utf-8"))
    raw["sharing"]["resources"] = 9
    (tmp_path / "coop.json").write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match="sharing"):
        coop.load(tmp_path)


def test_an_old_save_without_a_mode_loads_as_competitive():
    golden = json.loads((GOLDENS / "duo-2p-random-a.json").read_text(encoding="utf-8"))
    record = GameRecord.model_validate(golden["record"])
    assert "mode" not in record.config
    assert GAME.make_config(**record.config).mode == "competitive"
    assert GAME.state_hash(replay(record)) == golden["final_hash"]


@pytest.mark.parametrize("mode", ["coop", "challenge"])
def test_random_cooperative_games_end_with_a_result(mode):
    for seed in range(3):
        state = GAME.new_game(GAME.make_config(players=2, mode=mode), seed)
        rng = Rng(seed)
        while state.to_move() is not None:
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        assert GAME.winners(state) in ([HARE, TORTOISE], [SKUNK_PLACE])


def test_the_architect_counts_the_kinds_of_resource_either_character_holds():
    state = cooperative()
    city(state, HARE, "architect")
    res(state, HARE, twig=1)
    res(state, TORTOISE, pebble=2, berry=1)
    prosperity = GAME.scores(state)[0].details["prosperity"]
    assert prosperity["architect"] == 2 * 3  # twig, pebble, berry


def test_a_numbered_space_must_be_a_farm_or_river_space(tmp_path):
    raw = json.loads((DATA_DIR / "coop.json").read_text(encoding="utf-8"))
    raw["numbered_spaces"]["meadow3"] = 7
    (tmp_path / "coop.json").write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match="numbered_spaces"):
        coop.load(tmp_path)


def test_a_search_guesses_the_partners_hand_without_seeing_it():
    state = cooperative()
    seen = GAME.view(state, HARE)
    guess = GAME.determinize(seen, Rng(3))
    assert guess.hands[HARE] == state.hands[HARE]
    assert len(guess.hands[TORTOISE]) == len(state.hands[TORTOISE])
    zones = [*guess.deck, *guess.discard, *[c for h in guess.hands for c in h]]
    zones += [c for c in guess.meadow if c != EMPTY]
    assert sorted(zones) == list(range(len(CARDS)))  # every card once, none invented
    assert set(guess.solo.good_news_deck) <= set(good_news_pool(state))


def test_sharing_more_than_you_hold_is_refused_and_changes_nothing():
    state = cooperative()
    res(state, HARE, twig=1)
    before = GAME.state_hash(state)
    with pytest.raises(IllegalAction):
        play(state, "share(n=2,res=twig)")
    assert GAME.state_hash(state) == before


@pytest.mark.parametrize(
    ("option", "most"), [("pocket_watches", 2), ("good_news", 6), ("sharing_limit", 8)]
)
def test_a_cooperative_option_is_allowed_from_0_to_its_most_and_refused_beyond(option, most):
    """The box has 2 Pocket Watches; a chapter may deal 0 to 6 Good News a season and let the
    Sharing tile pass 0 to 8 times a season."""
    for allowed in (0, most):
        config = DuoConfig(players=2, mode="coop", **{option: allowed})
        assert getattr(config, option) == allowed
    for refused in (-1, most + 1):
        with pytest.raises(ValidationError, match=option):
            DuoConfig(players=2, mode="coop", **{option: refused})
