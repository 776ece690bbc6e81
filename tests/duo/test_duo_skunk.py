"""Solo against the Skunk: our own design (docs/duo_components.md, rulings.md "Solo")."""

from duo_kit import GAME, act, city, legal, meadow, play, solo, take

from everdell_desktop.core import Rng
from everdell_desktop.games.duo.engine import CARD, END, EVENTS, touching
from everdell_desktop.games.duo.skunk import GOOD_NEWS_INDEX, SKUNK, book
from everdell_desktop.games.duo.state import EMPTY, HARE, LOC_EVENT, LOC_FARM, LOC_RIVER


class FixedDie(Rng):
    """An rng whose die rolls are given in advance (everything else stays seeded)."""

    def __init__(self, faces):
        super().__init__(7)
        self.faces = list(faces)

    def randint(self, low, high):
        return self.faces.pop(0) if self.faces else super().randint(low, high)


def _face(level, action):
    return book().levels[level].die.index(action) + 1


def _skunk_turn(state, level, action, player_move=None):
    state.rng = FixedDie([_face(level, action)])
    return play(state, player_move) if player_move else take(state, "sun")


def test_the_player_holds_the_hare_workers_and_the_skunk_takes_the_turtles_place():
    state = solo()
    assert state.num_seats == 1 and state.to_move() == HARE
    assert state.hands[SKUNK] == [] and state.free == [3, 3]
    assert [b.seat for b in GAME.scores(state)] == [HARE, SKUNK]


def test_the_skunk_skips_the_turtles_season_steps():
    state = solo()
    assert len(state.hands[HARE]) == 3 and not state.pending  # 2 dealt + the Hare's draw
    assert EMPTY not in state.meadow


def test_the_skunk_takes_a_turn_after_each_of_the_players_turns():
    state = solo()
    events = play(state, "place(loc=farm_twigs)")
    assert [e.params["seat"] for e in events if e.kind == "turn_changed"] == [SKUNK, HARE]
    assert any(e.kind == "dice_rolled" and e.params["seat"] == SKUNK for e in events)
    assert state.sun + state.moon == 2 and state.current == HARE


def test_his_farm_face_blocks_the_leftmost_open_farm():
    state = solo("easy")
    _skunk_turn(state, "easy", "farm", "place(loc=farm_twigs)")
    assert state.occ[LOC_FARM + 1] == SKUNK and state.sun == 2
    assert act("place(loc=farm_resin)") not in legal(state)


def test_his_river_face_blocks_the_leftmost_open_river_space():
    state = solo("easy")
    _skunk_turn(state, "easy", "river")
    assert state.occ[LOC_RIVER] == SKUNK and state.free[SKUNK] == 2


def test_his_event_face_achieves_the_open_event_worth_most():
    state = solo("normal")
    best = max(range(6), key=lambda s: (EVENTS[state.events[s]].points, -s))
    _skunk_turn(state, "normal", "event")
    assert state.event_owner[best] == SKUNK and state.occ[LOC_EVENT + best] == SKUNK
    assert GAME.scores(state)[SKUNK].categories["events"] == EVENTS[state.events[best]].points


def test_his_meadow_face_blocks_the_card_worth_most_until_the_season_ends():
    state = solo("easy")
    meadow(state, 0, "palace")  # 4 points, the most
    _skunk_turn(state, "easy", "meadow")
    assert state.solo.blocked == (0,)
    blocked = {a.get("card") for a in legal(state) if a.kind in ("take", "play")}
    assert "palace" not in blocked
    state.sun, state.moon = END, END - 1
    take(state, "moon")
    assert state.solo.blocked == () and state.season == 1


def test_his_take_face_takes_the_card_worth_most_touching_the_moon():
    state = solo("easy")
    state.moon = 2  # touches spaces 1 and 5
    meadow(state, 1, "castle")
    meadow(state, 5, "barn")
    meadow(state, 0, "palace")  # worth more, but not by the Moon
    assert set(touching(3, 2)) >= {1, 5}
    _skunk_turn(state, "easy", "take")
    assert state.cities[SKUNK] == [CARD["castle"]] and state.meadow[1] != EMPTY
    assert state.moon == 3


def test_what_he_cannot_do_falls_through_to_taking_a_card():
    state = solo("easy")
    state.free[SKUNK] = 0
    _skunk_turn(state, "easy", "farm")
    assert len(state.cities[SKUNK]) == 1 and state.occ[LOC_FARM] == EMPTY


def test_with_nothing_to_do_he_only_moves_a_token():
    state = solo("easy")
    state.free[SKUNK] = 0
    state.moon = END
    state.meadow = [EMPTY] * 8
    events = _skunk_turn(state, "easy", "take")
    assert any(e.kind == "skunk_rested" for e in events) and state.sun == 2


def test_resting_with_the_sun_at_the_path_s_end_he_moves_the_moon():
    state = solo("easy")
    state.free[SKUNK] = 0
    state.sun, state.moon = END, 2
    state.meadow = [EMPTY] * 8
    events = _skunk_turn(state, "easy", "take")
    kinds = [e.kind for e in events]
    rest = kinds.index("skunk_rested")
    assert events[rest + 1].kind == "token_moved" and events[rest + 1].params["token"] == "moon"
    assert state.sun == END


def test_his_score_is_his_pile_his_level_bonus_his_events_and_his_start():
    state = solo("easy")
    city(state, SKUNK, "castle", "barn")
    state.event_owner[1] = SKUNK
    level = book().levels["easy"]
    score = GAME.scores(state)[SKUNK]
    assert score.categories == {
        "cards": 4,
        "bonus": 2 * level.card_bonus + level.start_points,
        "events": EVENTS[state.events[1]].points,
        "journey": 0,
    }


def test_a_tie_goes_to_the_skunk():
    state = solo("normal")
    state.tokens[HARE] = GAME.scores(state)[SKUNK].total
    assert GAME.winners(state) == [SKUNK]
    state.tokens[HARE] += 1
    assert GAME.winners(state) == [HARE]


def test_his_pile_is_not_a_city_its_red_cards_cannot_be_visited():
    state = solo()
    city(state, SKUNK, "market")
    assert not any(a.kind == "visit" for a in legal(state))


def test_the_player_draws_good_news_at_the_start_of_each_season():
    state = solo("normal")
    per_season = book().levels["normal"].good_news
    assert len(state.solo.good_news_hand) == per_season
    state.sun, state.moon = END, END - 1
    state.rng = FixedDie([1])
    take(state, "moon")
    assert state.season == 1 and len(state.solo.good_news_hand) == 2 * per_season


def test_good_news_is_played_for_free_on_the_players_turn():
    state = solo()
    state.solo.good_news_hand = [GOOD_NEWS_INDEX["fair_winds"]]
    play(state, "good_news(card=fair_winds)")
    play(state, "gain(res=pebble)")
    play(state, "gain(res=resin)")
    assert state.res[HARE] == [0, 1, 1, 0] and state.current == HARE
    assert (state.sun, state.moon) == (0, 0) and state.solo.good_news_hand == []
    assert not any(a.kind == "good_news" for a in legal(state))


def test_the_skunk_naps_sends_one_of_his_workers_home_for_the_season():
    state = solo("easy")
    _skunk_turn(state, "easy", "farm")
    state.solo.good_news_hand = [GOOD_NEWS_INDEX["skunk_naps"]]
    play(state, "good_news(card=skunk_naps)")
    assert legal(state) == [act("skunk(loc=farm_twigs)")]
    play(state, "skunk(loc=farm_twigs)")
    assert state.occ[LOC_FARM] == EMPTY and state.free[SKUNK] == 2


def test_the_skunk_naps_answer_names_the_farm_his_worker_leaves():
    state = solo("easy")
    _skunk_turn(state, "easy", "farm")
    state.solo.good_news_hand = [GOOD_NEWS_INDEX["skunk_naps"]]
    play(state, "good_news(card=skunk_naps)")
    label = GAME.describe_action(state, act("skunk(loc=farm_twigs)"))
    assert label == "Send the Skunk home from Twig Farm"


def test_second_wind_takes_back_a_placed_worker():
    state = solo("easy")
    state.rng = FixedDie([_face("easy", "take")])
    play(state, "place(loc=farm_twigs)")
    state.solo.good_news_hand = [GOOD_NEWS_INDEX["second_wind"]]
    play(state, "good_news(card=second_wind)")
    play(state, "worker(loc=farm_twigs)")
    assert state.occ[LOC_FARM] == EMPTY and state.free[HARE] == 3


def test_every_good_news_card_can_be_played():
    for news in book().good_news:
        state = solo("easy")
        city(state, HARE, "barn")
        state.solo.good_news_hand = [GOOD_NEWS_INDEX[news.key]]
        play(state, f"good_news(card={news.key})")
        while state.pending:
            GAME.apply(state, legal(state)[0])
        assert state.solo.good_news_used == [GOOD_NEWS_INDEX[news.key]], news.key


def test_a_view_hides_the_good_news_deck():
    state = solo()
    seen = GAME.view(state, HARE)
    assert set(seen.solo.good_news_deck) == {-1}
    filled = GAME.determinize(seen, Rng(3))
    assert sorted(filled.solo.good_news_deck) == sorted(state.solo.good_news_deck)


def test_his_last_worker_still_blocks_a_farm():
    state = solo("easy")
    state.free[SKUNK] = 1
    _skunk_turn(state, "easy", "farm")
    assert state.occ[LOC_FARM] == SKUNK and state.free[SKUNK] == 0


def test_with_the_sun_at_the_path_s_end_he_places_no_worker_and_takes_a_card():
    """A worker moves the Sun, which cannot go on: his Farm face falls through to taking the
    card by the Moon (space 2 touches Meadow spaces 1 and 5), which moves the Moon."""
    state = solo("easy")
    state.sun, state.moon = END - 1, 2  # the player's move takes the Sun to the end
    meadow(state, 1, "castle")
    _skunk_turn(state, "easy", "farm")
    assert state.sun == END and SKUNK not in state.occ
    assert state.cities[SKUNK] == [CARD["castle"]] and state.moon == 3


def test_of_cards_worth_the_same_he_takes_the_leftmost():
    state = solo("easy")
    meadow(state, 0, "wall")  # 1 point each, both touching the Moon at the start
    meadow(state, 4, "barn")
    _skunk_turn(state, "easy", "take")
    assert state.cities[SKUNK] == [CARD["wall"]]


def test_with_no_card_by_the_moon_he_takes_the_best_card_by_the_sun():
    """The Moon at 0 touches Meadow spaces 0 and 4, left empty; the Sun at 2 touches 1 and 5:
    the Castle (3) there, not the Palace (4) on space 3, which touches neither."""
    state = solo("easy")
    state.sun = 1  # the player's move takes it to 2
    meadow(state, 1, "castle")
    meadow(state, 5, "barn")
    meadow(state, 3, "palace")
    state.meadow[0] = state.meadow[4] = EMPTY
    _skunk_turn(state, "easy", "take")
    assert state.cities[SKUNK] == [CARD["castle"]]


def test_a_card_under_his_worker_is_neither_taken_nor_blocked_again():
    state = solo("easy")
    meadow(state, 0, "palace")  # the best card by the Moon, but already blocked
    meadow(state, 4, "barn")
    state.solo.blocked = (0,)
    _skunk_turn(state, "easy", "take")
    assert state.cities[SKUNK] == [CARD["barn"]]
    _skunk_turn(state, "easy", "meadow")
    assert len(state.solo.blocked) == 2 and state.solo.blocked[0] == 0
    assert state.solo.blocked[1] != 0


def test_at_a_seasons_end_his_workers_on_a_farm_and_on_meadow_cards_all_come_home():
    state = solo("easy")
    _skunk_turn(state, "easy", "farm")
    meadow(state, 0, "palace")
    _skunk_turn(state, "easy", "meadow")
    assert state.free[SKUNK] == 1
    state.sun, state.moon = END, END - 1
    state.rng = FixedDie([_face("easy", "take")])
    events = take(state, "moon")
    homes = {e.params["seat"]: e.params["workers"] for e in events if e.kind == "meeple_returned"}
    assert homes[SKUNK] == 2 and state.free[SKUNK] == 3 and state.solo.blocked == ()
