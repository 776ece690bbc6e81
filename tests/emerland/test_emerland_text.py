"""Ability wording is generated from the data for every card, artifact and realm."""

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
