"""Ability wording is generated from the data for every card, artifact and realm."""

import pytest
from emerland_kit import T

from everdell_desktop.games.emerland import text


def test_every_card_side_artifact_and_realm_has_english_wording():
    for design in T.designs:
        for upgraded in (False, True):
            wording = text.side_text(design.index, upgraded)
            assert wording and "(" not in wording.split()[0]
    assert all(text.artifact_text(a) for a in range(len(T.artifacts)))
    assert all(text.realm_text(r) for r in range(len(T.realms)))


def test_wording_follows_the_data():
    statue = next(d for d in T.designs if d.id == "statue")
    assert text.side_text(statue.index, True) == (
        "End of game: 5 points if you have at least 3 × upgraded card. "
        "When upgraded: gain 1 Emerald"
    )
    cacao = next(d for d in T.designs if d.id == "cacao_terrace")
    assert text.side_text(cacao.index, True) == (
        "When played and when you prepare for autumn and spring: "
        "you may pay 1 Fig to gain 2 point tokens (up to 2 times)"
    )
    bridge = next(d for d in T.designs if d.id == "rope_bridge")
    assert text.side_text(bridge.index, False) == (
        "When played: move your Archaeologist 1 step for free"
    )


def _side(design_id: str, upgraded: bool) -> str:
    design = next(d for d in T.designs if d.id == design_id)
    return text.side_text(design.index, upgraded)


def test_each_trigger_is_worded_as_the_card_says_it():
    """One card of each trigger, as cards.json lists its effects: production cards also fire
    at Prepare for Season, an on-play card names the kind or colour it waits for, a
    Destination names what its owner gains (one point token or more), an Artisan its room."""
    assert _side("bamboo_nursery", True) == (
        "When played and when you prepare for autumn and spring: gain 2 Bamboo, 1 Leaf"
    )
    assert _side("glass_frog_wanderer", False) == "When played: gain 1 point token; draw 1 card"
    assert _side("elders_pavilion", True) == (
        "When you play a Critter: gain 1 Fig, 1 point token. "
        "When upgraded: gain 1 resource of your choice"
    )
    assert _side("canopy_concert_hall", False) == (
        "When you play a traveler card: gain 1 point token"
    )
    assert _side("monkey_treasurer", False) == (
        "When you prepare for autumn and spring: gain 1 Emerald"
    )
    assert _side("floating_bazaar", False) == (
        "Visit: copy 2 River Market dice (owner gains 1 point token)"
    )
    assert _side("moonlit_lagoon", True) == (
        "Visit: gain 1 Emerald; draw 2 cards; gain 1 resource of your choice "
        "(owner gains 2 point tokens)"
    )
    assert _side("weavers_loom", True) == (
        "Discard a card beneath (up to 3): gain 2 resources of your choice; gain 1 point token"
    )


def test_an_effect_is_worded_singular_for_one_and_plural_for_more():
    assert text.effect_text(("gain", (0, 1, 0, 0, 0, 0, 0))) == "gain 1 Leaf"
    assert text.effect_text(("gain", (0, 2, 2, 0, 2, 2, 2))) == (
        "gain 2 Leaves, 2 Figs, 2 Emeralds, 2 Harps, 2 point tokens"
    )
    assert text.effect_text(("gain", (0,) * 7)) == "gain nothing"
    assert text.effect_text(("gain_any", 1)) == "gain 1 resource of your choice"
    assert text.effect_text(("draw_plateau", 2)) == "take 2 cards from the Plateau"
    assert text.effect_text(("copy_die", 1)) == "copy 1 River Market die"
    assert text.effect_text(("artifacts", 3)) == "draw 3 Artifacts, keep 1"
    assert text.effect_text(("all_dice",)) == "gain all River Market dice"
    assert text.effect_text(("custom", "colour_census", 5)) == (
        "gain 1 point token per card colour in your city (at most 5)"
    )


def test_a_choice_joins_its_options_with_or_and_an_unknown_effect_is_refused():
    choice = ("choose_one", ((("draw", 1),), (("gain", (0, 0, 0, 0, 1, 0, 0)), ("excavate",))))
    assert text.effect_text(choice) == (
        "draw 1 card OR gain 1 Emerald; move your Archaeologist 1 step for free"
    )
    with pytest.raises(ValueError, match="no wording for effect 'teleport'"):
        text.effect_text(("teleport", 1))


def test_an_offer_names_its_price_and_how_often_it_may_be_taken():
    """A ``receive`` effect: pay resources and/or discard cards, once or up to N times; the
    answer that accepts it is the same words, capitalised, without "you may"."""
    once = ("receive", (0, 0, 0, 0, 1, 0, 0), 0, (("realm",),), 1)
    assert text.effect_text(once) == "you may pay 1 Emerald to gain a Realm"
    assert text.receive_answer(once) == "Pay 1 Emerald to gain a Realm"
    cards_only = ("receive", (0,) * 7, 1, (("gain_any", 2),), 3)
    assert text.effect_text(cards_only) == (
        "you may discard 1 card to gain 2 resources of your choice (up to 3 times)"
    )
    assert text.receive_answer(cards_only) == (
        "Discard 1 card to gain 2 resources of your choice (up to 3 times)"
    )
    both = ("receive", (1, 0, 0, 0, 0, 0, 0), 2, (("draw", 3),), 2)
    assert text.price_text(both) == "pay 1 Bamboo and discard 2 cards"
    assert (
        text.receive_answer(both)
        == "Pay 1 Bamboo and discard 2 cards to draw 3 cards (up to 2 times)"
    )


def test_an_end_of_game_rule_is_worded_by_threshold_per_thing_or_per_group():
    assert text.score_text(("construction", 4, 1, None, 6)) == (
        "4 points if you have at least 6 × Construction"
    )
    assert text.score_text(("harps", 2, 1, 6, None)) == "2 per Harp you own (at most 6)"
    assert text.score_text(("point_tokens", 1, 2, 6, None)) == (
        "1 per every 2 × point tokens (at most 6)"
    )
    assert text.score_text(("critter", 1, 1, None, None)) == "1 per Critter"
    assert text.score_text(("artisan", 1, 1, 6, None)) == "1 per artisan card (at most 6)"


def test_artifacts_and_realms_are_worded_with_their_points_and_rewards():
    by_id = {artifact.id: index for index, artifact in enumerate(T.artifacts)}
    assert text.artifact_text(by_id["treasure_chest"]) == (
        "Treasure Chest: keep it to draw and keep another Artifact"
    )
    assert text.artifact_text(by_id["jade_mask"]) == "Jade Mask: 7 points"
    assert text.artifact_text(by_id["golden_amulet"]) == "Golden Amulet: 1 point"
    assert text.artifact_text(by_id["jade_scarab"]) == "Jade Scarab: 1 point; gain 1 Emerald"
    assert text.artifact_text(by_id["amber_harp"]) == "Amber Harp: 0 points; gain 2 Figs"
    springs = next(index for index, realm in enumerate(T.realms) if realm.id == "hidden_springs")
    assert text.realm_text(springs) == "Hidden Springs: 1 per every 2 × point tokens (at most 6)"


def test_names_are_looked_up_by_id_and_an_unknown_name_is_kept_or_refused():
    assert text.named_card("Statue") == "Statue"
    assert text.named_card("No Such Card") == "No Such Card"
    assert text.named_realm("Cavern") == "Cavern"
    assert text.counted_name("prosperity") == "prosperity card"
    assert text.resource_name("points", 2) == "point tokens"
    with pytest.raises(KeyError, match="no board location 'nowhere'"):
        text.location_name("nowhere")
