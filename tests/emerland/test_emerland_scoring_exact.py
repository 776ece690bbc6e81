"""Every Emerland scoring rule with exact values: each Realm, each Prosperity card (both sides),
each Artifact, each end-game category, including the zero cases and the caps.

Expected values come from the rulebook ("Scoring": base points, Prosperity bonuses, point
tokens, Artifacts, the Archaeologist's Lost City space, Realms, 1 point per 2 leftover resources
including Emeralds) and from the component data (realms.json, cards.json, artifacts.json,
path.json; docs/emerland_components.md describes them). Each case builds seat 0's end state by
hand on an otherwise empty table, so a number here is the rule applied to that position, never
a figure copied from the code's own output.
"""

from __future__ import annotations

import pytest
from emerland_kit import GAME, T, free_instance, new_game

from everdell_desktop.games.emerland import scoring
from everdell_desktop.games.emerland.effects import LOST_CITY

REALM = {rule.name: index for index, rule in enumerate(T.realms)}
ARTIFACT = {rule.id: index for index, rule in enumerate(T.artifacts)}
SUPPLY_NAMES = ("bamboo", "leaf", "fig", "marble", "emerald", "harp", "points")

# Cards of one colour (all Constructions unless named), enough copies for every cap below.
PRODUCTION = ["banana_grove"] * 4 + ["bamboo_nursery"] * 4  # 8 Constructions
GOVERNANCE = ["elders_pavilion"] * 3 + ["canopy_concert_hall"] * 2 + ["sunstone_observatory"] * 2
TRAVELER = ["rope_bridge"] * 3 + ["vine_ladder"] * 3 + ["glass_frog_wanderer"]
DESTINATION = ["moonlit_lagoon"] * 3 + ["sky_temple"] * 3 + ["floating_bazaar"]
ARTISAN = ["weavers_loom"] * 3 + ["drum_workshop"] * 2 + ["clay_potter"] * 2
PROSPERITY = ["river_wharf"] * 3 + ["statue"] * 3 + ["sun_ziggurat"]
CRITTERS = ["leafcutter_tapir"] * 3 + ["capybara_forager"] * 3 + ["toucan_scout"] * 3

# A city in which every colour has a different count, and each count differs from the count of
# the cards *not* of that colour: production 2, governance 1, traveler 3, destination 0,
# artisan 4, prosperity 2 (12 cards; Constructions: 8, Critters: 4).
MIXED = [
    "banana_grove",  # production, construction
    "leafcutter_tapir",  # production, critter
    "elders_pavilion",  # governance, construction
    "rope_bridge",  # traveler, construction
    "vine_ladder",  # traveler, construction
    "okapi_pilgrim",  # traveler, critter
    "weavers_loom",  # artisan, construction
    "drum_workshop",  # artisan, construction
    "clay_potter",  # artisan, critter
    "jade_carver",  # artisan, critter
    "statue",  # prosperity, construction
    "river_wharf",  # prosperity, construction
]


def blank(players: int = 2):
    """A dealt game with nothing scored on any seat: empty hands, cities, supplies, Artifacts,
    Realms, path. The cards go back to the discard pile, the Artifacts to the bag, the Realms to the
    Realm deck."""
    state = new_game(players)
    for seat in range(players):
        for zone in (state.cities[seat], state.hands[seat]):
            state.discard.extend(zone)
            zone.clear()
        state.supply[seat] = [0] * 7
        state.bag.extend(state.artifacts[seat])
        state.artifacts[seat].clear()
        state.realm_deck.extend(state.realms[seat])
        state.realms[seat].clear()
        state.path_pos[seat] = 0
        state.lost_city_space[seat] = -1
    state.bag.sort()
    state.beneath.clear()
    state.harp_on[:] = [False] * len(state.harp_on)
    state.upgraded[:] = [False] * len(state.upgraded)
    return state


def _take(state, cid: int) -> None:
    """Lift a card out of wherever it lies (deck, discard, Plateau, hands)."""
    for zone in (state.deck, state.discard, *state.plateau, *state.hands):
        if cid in zone:
            zone.remove(cid)
            return
    raise AssertionError(f"card {cid} is not free")


def build(
    city=(),
    upgraded=(),
    supply=None,
    artifacts=(),
    realms=(),
    path=0,
    lost_city_space=-1,
    beneath=0,
    harps_on_cards=0,
    seat=0,
    state=None,
):
    """Seat ``seat``'s end state: ``city`` design ids (``upgraded`` are played upgraded-side
    up), supply amounts by name, kept Artifact ids, Realm names, the Archaeologist's position,
    ``beneath`` cards under the first Artisan of the city and Harps on its first
    Constructions."""
    state = state if state is not None else blank()
    for design_id, up in [*((d, False) for d in city), *((d, True) for d in upgraded)]:
        cid = free_instance(state, design_id)
        _take(state, cid)
        state.cities[seat].append(cid)
        state.upgraded[cid] = up
    for name, amount in (supply or {}).items():
        state.supply[seat][SUPPLY_NAMES.index(name)] = amount
    for artifact_id in artifacts:
        state.bag.remove(ARTIFACT[artifact_id])
        state.artifacts[seat].append(ARTIFACT[artifact_id])
    for name in realms:
        index = REALM[name]
        for zone in (state.realm_deck, state.realm_row):
            if index in zone:
                zone.remove(index)
        state.realms[seat].append(index)
    state.path_pos[seat] = path
    state.lost_city_space[seat] = lost_city_space
    if beneath:
        artisan = next(c for c in state.cities[seat] if T.designs[T.card_design[c]].color == 4)
        state.beneath[artisan] = [state.deck.pop() for _ in range(beneath)]
    constructions = [c for c in state.cities[seat] if not T.designs[T.card_design[c]].critter]
    for cid in constructions[:harps_on_cards]:
        state.harp_on[cid] = True
    return state


def score(state, seat: int = 0):
    return scoring.breakdown(state, seat)


def realm_points(state, name: str, seat: int = 0) -> int:
    return score(state, seat).details["realms"][name]


# --- Realms (realms.json: "N per X, at most M") ------------------------------------------------
REALM_CASES = [
    # Cavern: 1 per Construction, at most 8. MIXED holds 8 Constructions and 4 Critters.
    ("Cavern", {"city": MIXED}, 8),
    ("Cavern", {"city": PRODUCTION[:5] + CRITTERS[:4]}, 5),
    ("Cavern", {"city": CRITTERS[:3]}, 0),
    ("Cavern", {"city": PRODUCTION + GOVERNANCE[:1]}, 8),  # 9 Constructions: capped
    # Ruins: 1 per upgraded card, at most 8.
    ("Ruins", {"city": MIXED[:3], "upgraded": MIXED[3:5]}, 2),
    ("Ruins", {"city": MIXED}, 0),
    ("Ruins", {"upgraded": PRODUCTION + GOVERNANCE[:1]}, 8),  # 9 upgraded: capped
    # The colour Realms: 1 per card of the colour, at most 6.
    ("Mangrove Delta", {"city": MIXED}, 2),
    ("Cloud Forest", {"city": MIXED}, 1),
    ("Misty Falls", {"city": MIXED}, 3),
    ("Sunken Temple", {"city": MIXED}, 0),
    ("Canopy Road", {"city": MIXED}, 4),
    ("Golden Shore", {"city": MIXED}, 2),
    ("Mangrove Delta", {"city": PRODUCTION[:6]}, 6),
    ("Mangrove Delta", {"city": PRODUCTION[:7]}, 6),
    ("Cloud Forest", {"city": GOVERNANCE}, 6),
    ("Misty Falls", {"city": TRAVELER}, 6),
    ("Sunken Temple", {"city": DESTINATION}, 6),
    ("Sunken Temple", {"city": DESTINATION[:5]}, 5),
    ("Canopy Road", {"city": ARTISAN}, 6),
    ("Golden Shore", {"city": PROSPERITY}, 6),
    ("Golden Shore", {"city": PRODUCTION}, 0),
    # Orchid Valley: 1 per Critter, at most 5. MIXED holds 4 Critters.
    ("Orchid Valley", {"city": MIXED}, 4),
    ("Orchid Valley", {"city": PRODUCTION}, 0),
    ("Orchid Valley", {"city": CRITTERS[:6]}, 5),
    # Crystal Lake: 1 per kept Artifact, at most 6.
    ("Crystal Lake", {"artifacts": ["jade_mask", "coral_bead", "golden_amulet"]}, 3),
    ("Crystal Lake", {}, 0),
    (
        "Crystal Lake",
        {"artifacts": [a.id for a in T.artifacts[1:8]]},  # 7 Artifacts: capped
        6,
    ),
    # Singing Gorge: 3 per Harp owned (unplaced, or on a Construction in the city), at most 9.
    ("Singing Gorge", {"supply": {"harp": 1}}, 3),
    ("Singing Gorge", {"city": PRODUCTION[:2], "harps_on_cards": 2}, 6),
    ("Singing Gorge", {"city": PRODUCTION[:1], "harps_on_cards": 1, "supply": {"harp": 1}}, 6),
    ("Singing Gorge", {"supply": {"harp": 4}}, 9),
    ("Singing Gorge", {"city": PRODUCTION[:2]}, 0),
    # Emerald Mesa: 1 per Emerald, at most 6.
    ("Emerald Mesa", {"supply": {"emerald": 4, "bamboo": 3}}, 4),
    ("Emerald Mesa", {"supply": {"emerald": 8}}, 6),
    ("Emerald Mesa", {"supply": {"bamboo": 3, "points": 5}}, 0),
    # Hidden Springs: 1 per 2 point tokens, at most 6.
    ("Hidden Springs", {"supply": {"points": 5}}, 2),
    ("Hidden Springs", {"supply": {"points": 1}}, 0),
    ("Hidden Springs", {"supply": {"points": 12}}, 6),
    ("Hidden Springs", {"supply": {"points": 15}}, 6),
    # Firefly Marsh: 1 per Realm (itself included), at most 6.
    ("Firefly Marsh", {}, 1),
    ("Firefly Marsh", {"realms": ["Cavern", "Ruins"]}, 3),
    (
        "Firefly Marsh",
        {
            "realms": [
                "Cavern",
                "Ruins",
                "Misty Falls",
                "Emerald Mesa",
                "Jade Caves",
                "Vine Bridges",
            ]
        },
        6,  # 7 Realms: capped
    ),
    # Jade Caves: 1 per card beneath the Artisans of the city, at most 6.
    ("Jade Caves", {"city": ARTISAN[:1], "beneath": 3}, 3),
    ("Jade Caves", {"city": ARTISAN[:1]}, 0),
    ("Jade Caves", {"city": ARTISAN[:1], "beneath": 7}, 6),
    # Lost Causeway: 1 per step of the Archaeologist, at most 6. The path has 5 steps and the
    # Lost City itself is no step, so the most it can give is 5.
    ("Lost Causeway", {"path": 0}, 0),
    ("Lost Causeway", {"path": 3}, 3),
    ("Lost Causeway", {"path": LOST_CITY - 1}, 5),
    ("Lost Causeway", {"path": LOST_CITY, "lost_city_space": 0}, 5),
    # Thunder Plateau: 1 per 2 cards in the city, at most 5.
    ("Thunder Plateau", {"city": MIXED[:7]}, 3),
    ("Thunder Plateau", {"city": MIXED[:1]}, 0),
    ("Thunder Plateau", {"city": MIXED[:10]}, 5),
    ("Thunder Plateau", {"city": MIXED}, 5),  # 12 cards: 6, capped at 5
    # Vine Bridges: 1 per different card colour in the city, at most 6 (there are 6 colours).
    ("Vine Bridges", {"city": MIXED}, 5),  # no destination card
    ("Vine Bridges", {"city": PRODUCTION[:3]}, 1),
    ("Vine Bridges", {}, 0),
    ("Vine Bridges", {"city": [*MIXED, "moonlit_lagoon"]}, 6),
]


@pytest.mark.parametrize(("name", "spec", "expected"), REALM_CASES)
def test_each_realm_scores_exactly(name, spec, expected):
    spec = dict(spec)
    others = spec.pop("realms", ())
    state = build(**spec, realms=[name, *others])
    assert realm_points(state, name) == expected
    assert score(state).details["realms"][name] == expected  # the score sheet's line for it
    others_points = sum(realm_points(state, other) for other in others)  # each pinned by its case
    assert score(state).categories["realms"] == expected + others_points


def test_every_realm_has_a_case_with_points_and_a_zero_or_capped_case():
    named = {}
    for name, _spec, expected in REALM_CASES:
        named.setdefault(name, set()).add(expected)
    assert set(named) == set(REALM)
    assert all(len(values) >= 2 for values in named.values()), named


@pytest.mark.parametrize(
    ("realm", "counts"),
    [
        # MIXED: production 2, governance 1, traveler 3, destination 0, artisan 4, prosperity 2
        ("Mangrove Delta", 2),
        ("Cloud Forest", 1),
        ("Misty Falls", 3),
        ("Sunken Temple", 0),
        ("Canopy Road", 4),
        ("Golden Shore", 2),
    ],
)
def test_a_colour_realm_counts_only_its_own_colour(realm, counts):
    """The issue's named gap: a colour Realm scores the cards *of* its colour (a comparison
    flipped to "not of its colour" would give 12 - counts here)."""
    state = build(city=MIXED, realms=[realm])
    assert realm_points(state, realm) == counts
    assert scoring.count(state, 0, T.realms[REALM[realm]].score[0]) == counts


def test_all_six_colour_realms_together():
    """2 + 1 + 3 + 0 + 4 + 2 = 12 points for the MIXED city."""
    colour_realms = [
        "Mangrove Delta",
        "Cloud Forest",
        "Misty Falls",
        "Sunken Temple",
        "Canopy Road",
        "Golden Shore",
    ]
    state = build(city=MIXED, realms=colour_realms)
    assert score(state).categories["realms"] == 12


def test_realms_count_only_their_owners_city():
    state = build(city=PRODUCTION[:4], realms=["Mangrove Delta"])
    build(city=PRODUCTION[4:7], supply={"harp": 2, "emerald": 3}, seat=1, state=state)
    assert realm_points(state, "Mangrove Delta") == 4
    state.harp_on[state.cities[1][0]] = True  # a Harp in the other city is not seat 0's
    state.realms[0].append(REALM["Singing Gorge"])
    assert realm_points(state, "Singing Gorge") == 0


def test_cards_beneath_an_artisan_of_another_city_do_not_count():
    state = build(city=ARTISAN[:1], realms=["Jade Caves"])
    build(city=ARTISAN[1:2], beneath=4, seat=1, state=state)
    assert realm_points(state, "Jade Caves") == 0
    assert (
        realm_points(build(city=ARTISAN[:1], beneath=2, realms=["Jade Caves"]), "Jade Caves") == 2
    )


def test_two_copies_of_a_realm_each_score():
    """Realms are distinct components, but the details add up per name if a name repeats."""
    state = build(city=PRODUCTION[:3], realms=["Mangrove Delta", "Cavern"])
    assert score(state).details["realms"] == {"Mangrove Delta": 3, "Cavern": 3}
    assert score(state).categories["realms"] == 6


# --- Prosperity cards (cards.json: each side's end-of-game rule) -------------------------------
PROSPERITY_CASES = [
    # River Wharf, basic: 4 points with at least 6 Constructions (itself included).
    ("River Wharf", {"city": ["river_wharf", *PRODUCTION[:4]]}, 0),  # 5 Constructions
    ("River Wharf", {"city": ["river_wharf", *PRODUCTION[:5]]}, 4),  # 6
    ("River Wharf", {"city": ["river_wharf", *PRODUCTION[:8]]}, 4),  # 9: still 4
    ("River Wharf", {"city": ["river_wharf", *CRITTERS[:8]]}, 0),  # Critters do not count
    # River Wharf, upgraded: 5 points with at least 5 Constructions.
    ("River Wharf", {"city": PRODUCTION[:3], "upgraded": ["river_wharf"]}, 0),  # 4
    ("River Wharf", {"city": PRODUCTION[:4], "upgraded": ["river_wharf"]}, 5),  # 5
    # Statue, basic: 4 points with at least 4 upgraded cards.
    ("Statue", {"city": ["statue"], "upgraded": PRODUCTION[:3]}, 0),
    ("Statue", {"city": ["statue"], "upgraded": PRODUCTION[:4]}, 4),
    ("Statue", {"city": ["statue"], "upgraded": PRODUCTION[:8]}, 4),
    # Statue, upgraded: 5 points with at least 3 upgraded cards (itself included).
    ("Statue", {"upgraded": ["statue", *PRODUCTION[:1]]}, 0),
    ("Statue", {"upgraded": ["statue", *PRODUCTION[:2]]}, 5),
    # Maestro, basic: 1 per Harp, at most 3; upgraded: 2 per Harp, at most 6.
    ("Maestro", {"city": ["maestro"]}, 0),
    ("Maestro", {"city": ["maestro"], "supply": {"harp": 2}}, 2),
    ("Maestro", {"city": ["maestro"], "supply": {"harp": 5}}, 3),
    ("Maestro", {"city": ["maestro", "banana_grove"], "harps_on_cards": 1}, 1),
    ("Maestro", {"upgraded": ["maestro"], "supply": {"harp": 2}}, 4),
    ("Maestro", {"upgraded": ["maestro"], "supply": {"harp": 3}}, 6),
    ("Maestro", {"upgraded": ["maestro"], "supply": {"harp": 4}}, 6),
    # Sun Ziggurat, basic: 2 per Realm, at most 6; upgraded: 3 per Realm, at most 9.
    ("Sun Ziggurat", {"city": ["sun_ziggurat"]}, 0),
    ("Sun Ziggurat", {"city": ["sun_ziggurat"], "realms": ["Cavern", "Ruins"]}, 4),
    (
        "Sun Ziggurat",
        {"city": ["sun_ziggurat"], "realms": ["Cavern", "Ruins", "Misty Falls", "Jade Caves"]},
        6,
    ),
    ("Sun Ziggurat", {"upgraded": ["sun_ziggurat"], "realms": ["Cavern", "Ruins"]}, 6),
    (
        "Sun Ziggurat",
        {"upgraded": ["sun_ziggurat"], "realms": ["Cavern", "Ruins", "Misty Falls", "Jade Caves"]},
        9,
    ),
    # Macaw Matriarch, basic: 1 per Critter (itself included), at most 4; upgraded: at most 7.
    ("Macaw Matriarch", {"city": ["macaw_matriarch", *PRODUCTION[:3]]}, 1),
    ("Macaw Matriarch", {"city": ["macaw_matriarch", *CRITTERS[:2]]}, 3),
    ("Macaw Matriarch", {"city": ["macaw_matriarch", *CRITTERS[:5]]}, 4),
    ("Macaw Matriarch", {"city": CRITTERS[:5], "upgraded": ["macaw_matriarch"]}, 6),
    ("Macaw Matriarch", {"city": CRITTERS[:8], "upgraded": ["macaw_matriarch"]}, 7),
    # Relic Hoarder, basic: 1 per Artifact, at most 4; upgraded: 2 per Artifact, at most 8.
    ("Relic Hoarder", {"city": ["relic_hoarder"]}, 0),
    ("Relic Hoarder", {"city": ["relic_hoarder"], "artifacts": ["jade_mask", "coral_bead"]}, 2),
    (
        "Relic Hoarder",
        {"city": ["relic_hoarder"], "artifacts": [a.id for a in T.artifacts[1:6]]},
        4,
    ),
    (
        "Relic Hoarder",
        {"upgraded": ["relic_hoarder"], "artifacts": ["jade_mask", "coral_bead", "opal_seal"]},
        6,
    ),
    (
        "Relic Hoarder",
        {"upgraded": ["relic_hoarder"], "artifacts": [a.id for a in T.artifacts[1:6]]},
        8,
    ),
]


@pytest.mark.parametrize(("name", "spec", "expected"), PROSPERITY_CASES)
def test_each_prosperity_card_scores_exactly(name, spec, expected):
    state = build(**spec)
    result = score(state)
    assert result.details["prosperity"] == {name: expected}
    assert result.categories["prosperity"] == expected


def test_every_prosperity_design_has_cases_on_both_sides():
    prosperity = {d.name for d in T.designs if d.color == 5}
    assert {name for name, _spec, _value in PROSPERITY_CASES} == prosperity
    for name in prosperity:
        design = next(d.id for d in T.designs if d.name == name)
        sides = {
            bool(spec.get("upgraded")) and design in spec["upgraded"]
            for case, spec, _value in PROSPERITY_CASES
            if case == name
        }
        assert sides == {False, True}, name


def test_two_copies_of_a_prosperity_card_each_score():
    """Two basic Maestros with 2 Harps: 2 + 2 under one name."""
    state = build(city=["maestro", "maestro"], supply={"harp": 2})
    assert score(state).details["prosperity"] == {"Maestro": 4}
    assert score(state).categories["prosperity"] == 4


def test_prosperity_cards_of_another_city_score_nothing_for_this_seat():
    state = build(city=["banana_grove"])
    build(city=["maestro"], supply={"harp": 3}, seat=1, state=state)
    assert score(state, 0).categories["prosperity"] == 0
    assert score(state, 1).categories["prosperity"] == 3


def test_non_prosperity_cards_give_no_prosperity_entry():
    state = build(city=MIXED[:10])  # no Prosperity card among the first ten
    assert score(state).details["prosperity"] == {}
    assert score(state).categories["prosperity"] == 0


# --- base points of the cards (cards.json: "points" of each side; upgraded = basic + 1) -------
BASE_POINTS = {
    "banana_grove": 1,
    "bamboo_nursery": 1,
    "leafcutter_tapir": 1,
    "waterfall_quarry": 2,
    "gem_grotto": 2,
    "capybara_forager": 1,
    "toucan_scout": 1,
    "orchid_mantis": 2,
    "cacao_terrace": 2,
    "elders_pavilion": 2,
    "chameleon_magistrate": 2,
    "canopy_concert_hall": 3,
    "monkey_treasurer": 1,
    "sunstone_observatory": 3,
    "glass_frog_wanderer": 1,
    "rope_bridge": 1,
    "sloth_storyteller": 1,
    "parrot_herald": 2,
    "vine_ladder": 1,
    "okapi_pilgrim": 1,
    "moonlit_lagoon": 2,
    "sky_temple": 3,
    "floating_bazaar": 2,
    "jaguar_guide": 2,
    "hummingbird_courier": 1,
    "capuchin_broker": 2,
    "weavers_loom": 2,
    "clay_potter": 2,
    "jade_carver": 3,
    "drum_workshop": 2,
    "river_wharf": 3,
    "statue": 3,
    "maestro": 2,
    "sun_ziggurat": 3,
    "macaw_matriarch": 3,
    "relic_hoarder": 2,
}


def test_the_base_point_table_covers_every_design():
    assert set(BASE_POINTS) == {d.id for d in T.designs}


@pytest.mark.parametrize("design_id", sorted(BASE_POINTS))
@pytest.mark.parametrize("upgraded", [False, True], ids=["basic", "upgraded"])
def test_each_card_scores_its_printed_points(design_id, upgraded):
    spec = {"upgraded": [design_id]} if upgraded else {"city": [design_id]}
    assert score(build(**spec)).categories["cards"] == BASE_POINTS[design_id] + upgraded


def test_card_points_add_up_over_the_city_and_an_empty_city_scores_nothing():
    # MIXED: 1+1+2+1+1+1+2+2+2+3+3+3 = 22; with the Statue upgraded, 23.
    assert score(build(city=MIXED)).categories["cards"] == 22
    assert score(build(city=[*MIXED[:10], "river_wharf"], upgraded=["statue"])).categories[
        "cards"
    ] == (22 + 1)
    assert score(build()).categories["cards"] == 0


# --- Artifacts (artifacts.json: printed points 0..7) --------------------------------------------
ARTIFACT_POINTS = {
    "treasure_chest": 0,
    "jade_mask": 7,
    "obsidian_crown": 4,
    "golden_harp": 3,
    "moonstone_scarab": 3,
    "coral_bead": 5,
    "amber_chalice": 2,
    "turquoise_comb": 2,
    "bronze_flute": 2,
    "opal_seal": 2,
    "jade_compass": 2,
    "obsidian_lantern": 2,
    "golden_amulet": 1,
    "moonstone_mirror": 1,
    "coral_idol": 1,
    "amber_dagger": 1,
    "turquoise_mask": 1,
    "bronze_crown": 1,
    "opal_harp": 1,
    "jade_scarab": 1,
    "obsidian_bead": 1,
    "golden_chalice": 1,
    "moonstone_comb": 1,
    "coral_flute": 1,
    "amber_seal": 1,
    "turquoise_compass": 1,
    "bronze_lantern": 1,
    "opal_amulet": 1,
    "jade_mirror": 0,
    "obsidian_idol": 0,
    "golden_dagger": 0,
    "moonstone_mask": 0,
    "coral_crown": 0,
    "amber_harp": 0,
    "turquoise_scarab": 0,
    "bronze_bead": 0,
    "opal_chalice": 0,
    "jade_comb": 0,
    "obsidian_flute": 0,
    "golden_seal": 0,
    "moonstone_compass": 0,
    "coral_lantern": 0,
    "amber_amulet": 0,
    "turquoise_mirror": 0,
    "bronze_idol": 0,
}


def test_the_artifact_table_covers_every_artifact():
    assert set(ARTIFACT_POINTS) == set(ARTIFACT)


@pytest.mark.parametrize("artifact_id", sorted(ARTIFACT_POINTS))
def test_each_artifact_scores_its_printed_points(artifact_id):
    result = score(build(artifacts=[artifact_id]))
    assert result.categories["artifacts"] == ARTIFACT_POINTS[artifact_id]
    assert result.total == ARTIFACT_POINTS[artifact_id]


def test_artifact_values_are_the_documented_spread():
    """docs/emerland_components.md: 1x7, 1x5, 1x4, 2x3, 6x2, 16x1, 18x0."""
    spread = {}
    for points in ARTIFACT_POINTS.values():
        spread[points] = spread.get(points, 0) + 1
    assert spread == {7: 1, 5: 1, 4: 1, 3: 2, 2: 6, 1: 16, 0: 18}


def test_artifacts_add_up_and_none_scores_zero():
    state = build(artifacts=["jade_mask", "coral_bead", "obsidian_crown", "treasure_chest"])
    assert score(state).categories["artifacts"] == 7 + 5 + 4 + 0
    assert score(build()).categories["artifacts"] == 0


# --- the Archaeologist's Lost City space (path.json: spaces 7, 5, 3, 2) -------------------------
@pytest.mark.parametrize(("space", "points"), [(0, 7), (1, 5), (2, 3), (3, 2)])
def test_each_lost_city_space_scores_its_value(space, points):
    state = build(path=LOST_CITY, lost_city_space=space)
    assert score(state).categories["archaeologist"] == points


@pytest.mark.parametrize("path", [0, 1, LOST_CITY - 1])
def test_the_archaeologist_outside_the_lost_city_scores_nothing(path):
    assert score(build(path=path)).categories["archaeologist"] == 0


# --- point tokens and leftover resources --------------------------------------------------------
@pytest.mark.parametrize("tokens", [0, 1, 9, 23])
def test_point_tokens_score_one_each(tokens):
    result = score(build(supply={"points": tokens}))
    assert result.categories["point_tokens"] == tokens
    assert result.categories["resources"] == 0  # tokens are no leftover resource


@pytest.mark.parametrize(
    ("supply", "points"),
    [
        ({}, 0),
        ({"bamboo": 1}, 0),
        ({"bamboo": 1, "leaf": 1}, 1),
        ({"fig": 3}, 1),
        ({"marble": 4}, 2),
        ({"emerald": 2}, 1),  # Emeralds count as leftover resources
        ({"bamboo": 1, "leaf": 1, "fig": 1, "emerald": 2, "harp": 5}, 2),  # Harps do not
        ({"bamboo": 2, "leaf": 2, "fig": 2, "marble": 1}, 3),
        ({"harp": 4, "points": 4}, 0),
    ],
)
def test_one_point_per_two_leftover_resources(supply, points):
    assert score(build(supply=supply)).categories["resources"] == points


def test_an_empty_seat_scores_zero_in_every_category():
    result = score(build())
    assert result.categories == dict.fromkeys(scoring.CATEGORIES, 0)
    assert result.tiebreak == (0, 0, 0, 0)


def test_a_full_end_state_adds_every_category():
    """MIXED city (22) with upgraded River Wharf instead of the basic one (+1) and a Harp on a
    Construction; River Wharf upgraded: 8 Constructions >= 5 -> 5; Statue basic: 1 upgraded < 4
    -> 0; Realms: Misty Falls 3 + Singing Gorge (2 Harps) 6 + Cavern 8; 6 point tokens;
    Artifacts 7 + 2; the 5-point Lost City space; leftovers 3 + 2 Emeralds -> 2."""
    state = build(
        city=MIXED[:11],
        upgraded=["river_wharf"],
        supply={"points": 6, "harp": 1, "bamboo": 2, "fig": 1, "emerald": 2},
        artifacts=["jade_mask", "opal_seal"],
        realms=["Misty Falls", "Singing Gorge", "Cavern"],
        path=LOST_CITY,
        lost_city_space=1,
        harps_on_cards=1,
    )
    result = score(state)
    assert result.categories == {
        "cards": 23,
        "prosperity": 5,
        "point_tokens": 6,
        "artifacts": 9,
        "archaeologist": 5,
        "realms": 3 + 6 + 8,
        "resources": 2,
    }
    assert result.details["prosperity"] == {"River Wharf": 5, "Statue": 0}
    assert result.total == 23 + 5 + 6 + 9 + 5 + 17 + 2
    # tie-breakers: upgraded cards, path progress (Lost City step * 10 + space), Realms, leftovers
    assert result.tiebreak == (1, LOST_CITY * 10 + 5, 3, 5)
    assert GAME.scores(state)[0].categories == result.categories


def test_the_components_doc_shows_the_scoring_the_data_ships():
    """docs/emerland_components.md says its tables are generated from the data: its Realm rules
    and the cards' basic/upgraded points must be the ones scored above."""
    from pathlib import Path

    from everdell_desktop.games.emerland import text

    doc = Path(__file__).resolve().parents[2] / "docs" / "emerland_components.md"
    rows = [[c.strip() for c in line.split("|")[1:-1]] for line in doc.read_text().splitlines()]
    realms = {r[0]: r[1] for r in rows if len(r) == 2 and r[0] in REALM}
    assert realms == {
        rule.name: text.realm_text(index).split(": ", 1)[1] for index, rule in enumerate(T.realms)
    }
    names = {d.name: d.id for d in T.designs}
    points = {names[r[0]]: r[5] for r in rows if len(r) == 8 and r[0] in names}
    assert points == {key: f"{value}/{value + 1}" for key, value in BASE_POINTS.items()}


@pytest.mark.parametrize("what", ["pebbles", "aardvark", "zebra"])
def test_counting_an_unknown_thing_is_an_error(what):
    """Names sorting before, between and after the known ones all fail (none is mistaken for
    a neighbour)."""
    with pytest.raises(ValueError, match=f"cannot count '{what}'"):
        scoring.count(build(), 0, what)


def test_counting_resources_counts_the_four_resources_only():
    """The data vocabulary's "resources" (no shipped Realm uses it yet): bamboo, leaf, fig and
    marble, not Emeralds, Harps or point tokens."""
    state = build(supply={"bamboo": 1, "leaf": 2, "fig": 3, "marble": 4, "emerald": 5, "harp": 6})
    assert scoring.count(state, 0, "resources") == 10


@pytest.mark.parametrize(("space", "value"), [(0, 7), (3, 2)])
def test_path_progress_is_the_step_then_the_lost_city_space(space, value):
    """Tie-breaker 2: ten per step reached, plus the value of the Lost City space taken."""
    assert scoring.path_progress(build(path=3), 0) == 30
    assert scoring.path_progress(build(path=LOST_CITY, lost_city_space=space), 0) == (
        LOST_CITY * 10 + value
    )
