"""Solo against the Rival (our own design, docs/emerge_components.md): its deck, its die, its
actions each round, and how it scores."""

import pytest
from emerge_kit import GAME, T, add_island, dress, finish_start, kinds, play, put_goal, solo_game

from everdell_desktop.core import Rng
from everdell_desktop.core.kernel import is_bot
from everdell_desktop.games.emerge import rival
from everdell_desktop.games.emerge.state import BIRD_ON, HEIGHT, OWNER, PLANTS

RIVAL = 1


def rival_game(level="normal", seed=1):
    state = solo_game(level, seed)
    finish_start(state)
    return state


def force(state, card: str, die: int):
    """The Rival's next action: this card, this die."""
    level = T.rival_levels[state.rival.level]
    state.rival.deck.append(level.deck.index(card))
    rng_die = die

    class Fixed:
        state = 0

        def randint(self, low, high):
            return rng_die

        def shuffle(self, items):
            return None

    real = state.rng
    state.rng = Fixed()
    events = []
    try:
        rival._act(state, events)
    finally:
        state.rng = real
    return events


def test_rival_setup_takes_the_other_start_vent_with_a_plant():
    state = solo_game()
    assert state.num_seats == 1 and is_bot(state, RIVAL)
    (island,) = state.islands_of(RIVAL)
    assert T.vents[state.islands[island][1]].id == "start_s"
    assert state.islands[island][PLANTS] == 1 and state.pieces[RIVAL] == [3, 4, 4]


@pytest.mark.parametrize("level", rival.LEVELS)
def test_rival_takes_its_actions_per_round_by_difficulty(level):
    state = rival_game(level)
    actions = []
    while not state.over:
        events = play(state, "pass()")
        actions.append(kinds(events).count("rival_card"))
        finish_start(state)
    assert actions == list(T.rival_levels[level].actions_per_round)


def test_rival_acts_after_each_of_your_turns_then_finishes_when_you_pass():
    state = rival_game("hard")
    per_round = T.rival_levels["hard"].actions_per_round[0]
    state.dice[0] = [0, 2, 0, 0, 0, 0]
    events = play(state, "discover(island=0,what=crab)")
    assert kinds(events).count("rival_card") == 1 and state.to_move() == 0
    events = play(state, "pass()")
    assert kinds(events).count("rival_card") == per_round - 1 and state.round == 2


def test_rival_is_never_asked_anything():
    state = solo_game("hard", seed=3)
    rng = Rng(3)
    while state.to_move() is not None:
        assert state.to_move() == 0
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert state.over


def test_rival_landfall_takes_the_nearest_empty_vent_and_its_token():
    state = rival_game()
    events = force(state, "island", 1)  # odd: north of the track, nearest the ship (space 1)
    (new,) = [i for i in state.islands_of(RIVAL) if state.islands[i][PLANTS] == 0]
    vent = state.islands[new][1]
    assert T.vents[vent].id == "v1n" and "island_placed" in kinds(events)
    assert len(state.tokens[RIVAL]) == 1


def test_rival_landfall_even_die_goes_south():
    state = rival_game()
    force(state, "island", 2)
    new = state.islands_of(RIVAL)[-1]
    assert T.vents[state.islands[new][1]].id == "v1s"


def test_rival_uplift_grows_its_island_with_most_meeples():
    state = rival_game()
    small = add_island(state, RIVAL, plants=3)
    force(state, "grow", 4)
    assert state.islands[small][HEIGHT] == 2


def test_rival_seeding_adds_a_plant_to_its_island_with_fewest():
    state = rival_game()
    bare = add_island(state, RIVAL)
    force(state, "plant", 6)
    assert state.islands[bare][PLANTS] == 1


def test_rival_fauna_follows_crab_turtle_seal():
    state = rival_game()
    home = state.islands_of(RIVAL)[0]
    force(state, "animal", 3)
    assert state.islands[home][4] == 1
    force(state, "animal", 3)
    assert state.islands[home][5] == 1


def test_rival_flock_from_the_mainland_on_a_low_die():
    state = rival_game()
    home = state.islands_of(RIVAL)[0]
    force(state, "bird", 2)
    assert state.mainland == 3 and state.islands[home][BIRD_ON] == 1
    assert state.islands[home][PLANTS] == 2


def test_rival_flock_steals_your_bird_on_a_high_die():
    state = rival_game()
    dress(state, 0, height=2, bird=1)
    home = state.islands_of(RIVAL)[0]
    events = force(state, "bird", 5)
    assert state.islands[0][BIRD_ON] == 0 and state.islands[home][BIRD_ON] == 1
    assert [e.params["stolen"] for e in events if e.kind == "bird_moved"] == [True]


def test_rival_ambition_claims_a_goal_of_a_type_it_has_discovered():
    state = rival_game()
    put_goal(state, "crabs_emerge")
    force(state, "goal", 1)  # no Crab of its own yet: it falls back to Seeding
    assert state.claims[0] == []
    dress(state, state.islands_of(RIVAL)[0], crab=1)
    events = force(state, "goal", 1)
    assert state.claims[0] == [RIVAL] and "goal_claimed" in kinds(events)


def test_rival_requisition_takes_a_market_token_and_refills_the_market():
    state = rival_game()
    token = state.market[2]
    force(state, "token", 3)
    assert token in state.tokens[RIVAL] and state.market[2] not in (token, -1)


def test_rival_card_that_cannot_be_done_falls_back():
    state = rival_game()
    state.mainland = 0
    home = state.islands_of(RIVAL)[0]
    force(state, "bird", 2)  # no Bird to take: Seeding instead
    assert state.islands[home][PLANTS] == 2


def test_rival_deck_is_reshuffled_when_empty():
    state = rival_game()
    size = len(T.rival_levels["normal"].deck)
    for _ in range(size + 1):
        rival._act(state, [])
    assert len(state.rival.deck) + len(state.rival.discard) == size
    assert len(state.rival.discard) == 1


def test_rival_scores_like_a_player_and_wins_a_full_tie():
    state = rival_game()
    mine = state.islands_of(0)[0]
    theirs = state.islands_of(RIVAL)[0]
    assert state.islands[mine][OWNER] == 0
    dress(state, mine, plants=2)
    dress(state, theirs, plants=2)
    scores = GAME.scores(state)
    assert [b.total for b in scores] == [2, 2] and GAME.winners(state) == [RIVAL]


def test_you_may_steal_the_rivals_birds():
    state = rival_game()
    theirs = state.islands_of(RIVAL)[0]
    dress(state, theirs, bird=1)
    state.dice[0] = [0, 0, 0, 0, 0, 3]
    play(state, f"discover(island=0,source={theirs},what=bird)")
    assert state.islands[0][BIRD_ON] == 1 and state.islands[theirs][BIRD_ON] == 0
