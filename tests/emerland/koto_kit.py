"""Builders for the Professor Koto tests: a solo game reset to a known position, and helpers
that stack his decks, occupy spaces and run exactly one of his turns."""

from __future__ import annotations

from emerland_kit import GAME, to_city

from everdell_desktop.core import Rng
from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland import koto
from everdell_desktop.games.emerland.board import LOCATION_INDEX
from everdell_desktop.games.emerland.data import EMERALD, POINTS
from everdell_desktop.games.emerland.koto import bot
from everdell_desktop.games.emerland.koto.cards import index_of

HUMAN, KOTO = koto.HUMAN, koto.KOTO


def solo_game(seed: int = 1, difficulty: str = "normal", tricks: bool = False, twist=None):
    config = GAME.make_config(
        players=1, solo="koto", difficulty=difficulty, tricks=tricks, twist=twist
    )
    return GAME.new_game(config, seed)


def blank(difficulty: str = "normal", tricks: bool = False, seed: int = 1):
    """A solo game after Koto's opening turn, with his side wiped: no meeples out, no cards,
    no supply, decks full and in data order (so tests stack the card they want on top)."""
    state = solo_game(seed, difficulty, tricks)
    fx.return_meeples(state, KOTO, [])
    state.supply[KOTO] = [0] * 7
    state.discard.extend(state.cities[KOTO])
    state.cities[KOTO].clear()
    state.bag.extend(state.artifacts[KOTO])
    state.bag.sort()
    state.artifacts[KOTO].clear()
    state.realms[KOTO].clear()
    state.path_pos[KOTO] = 0
    state.lost_city_space[KOTO] = -1
    solo = state.solo
    for deck in koto.DECKS:
        pile, discard = solo.pile(deck)
        pile[:] = list(range(9)) if (deck != "tricks" or tricks) else []
        discard.clear()
    return state


def stack(state, deck: str, card_id: str) -> int:
    """Put one of his cards on top of its deck."""
    index = index_of(deck, card_id)
    pile, discard = state.solo.pile(deck)
    for zone in (pile, discard):
        if index in zone:
            zone.remove(index)
    pile.append(index)
    return index


def occupy(state, loc_id: str, seat: int = HUMAN, count: int = 1) -> None:
    state.loc_workers[LOCATION_INDEX[loc_id]][seat] += count


def set_season(state, season: int, koto_season: int | None = None) -> None:
    state.season[HUMAN] = season
    state.season[KOTO] = season if koto_season is None else koto_season


def place_all_koto(state) -> None:
    """Park all his meeples (on the bamboo space) so his next turn is not an Expedition."""
    state.loc_workers[LOCATION_INDEX["green.bamboo"]][KOTO] += (
        state.workers[KOTO] + state.helpers[KOTO]
    )
    state.workers[KOTO] = state.helpers[KOTO] = 0


FIFTEEN = (
    ["bamboo_nursery"] * 4
    + ["cacao_terrace"] * 3
    + ["elders_pavilion"] * 3
    + ["vine_ladder"] * 3
    + ["okapi_pilgrim"] * 2
)


def fill_city(state, count: int = 15) -> None:
    """Give him ``count`` basic cards (none of them Prosperity or red)."""
    for design_id in FIFTEEN[:count]:
        to_city(state, KOTO, design_id)


def koto_turn(state) -> list:
    """Run exactly one of his turns now (as if the player had just ended a turn)."""
    state.current = HUMAN
    events: list = []
    bot.end_turn(state, events)  # queues his turn
    fx.KERNEL.begin(state, events)  # which resolves as after the player's turn
    return events


def run_task(state, *effects) -> list:
    """Resolve some of his effects (New Plan / Trick vocabulary) directly."""
    events: list = []
    fx.push(state, KOTO, effects, bot.SOURCE)
    fx.KERNEL.run(state, events)
    return events


def emeralds(state, seat: int = KOTO) -> int:
    return state.supply[seat][EMERALD]


def tokens(state, seat: int = KOTO) -> int:
    return state.supply[seat][POINTS]


def koto_at(state, loc_id: str) -> int:
    loc = LOCATION_INDEX[loc_id]
    return state.loc_workers[loc][KOTO] + state.loc_helpers[loc][KOTO]


def only_artifact(state, artifact_id: str) -> int:
    """Leave a single Artifact in the bag, so his random draw is known."""
    from everdell_desktop.games.emerland.data import tables

    index = next(i for i, a in enumerate(tables().artifacts) if a[0] == artifact_id)
    state.bag[:] = [index]
    return index


def play_out(state, seed: int = 0, chooser=None) -> None:
    """Play the game to its end with random (or chosen) answers for the player."""
    rng = Rng(seed)
    while state.to_move() is not None:
        assert state.to_move() == HUMAN
        legal = GAME.legal_actions(state)
        GAME.apply(state, chooser(state, legal) if chooser else rng.choice(legal))
