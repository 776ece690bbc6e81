"""Lines of play against Koto that reach a situation several suites need."""

# A game against Koto (Normal, seed 0) up to his turn in which an Artifact of his upgrades one
# of his cards and asks the player which; "end" ends the player's turn where a grace period
# (or the confirm click) holds it.
UP_TO_KOTOS_UPGRADE = [
    "place_helper(loc=brown.mooring)", "choose_one(pick=1)", "copy_die(pick=1)", "end",
    "place_worker(guide=false,loc=green.emerald,negotiator=false)", "end",
    "place_worker(guide=true,loc=green.fig,negotiator=false)", "end",
    "excavate(cards=4)", "excavate_discard(pick=71)", "excavate_discard(pick=26)",
    "excavate_discard(pick=65)", "keep_artifact(pick=34)", "end",
    "play_card(card=99,harp=-1)", "end", "prepare()",
    "place_worker(guide=false,loc=green.leaf,negotiator=false)", "end",
    "place_worker(guide=true,loc=green.marble,negotiator=false)", "play_card(card=77,harp=-1)",
    "end", "place_helper(loc=brown.upgrade)", "decline()", "end",
]  # fmt: skip


def play_to_kotos_upgrade(session) -> int:
    """Play UP_TO_KOTOS_UPGRADE in ``session``, each "end" ending the turn its grace period
    holds (none is held without one); returns how many turn ends it held."""
    held = 0
    for step in UP_TO_KOTOS_UPGRADE:
        if step != "end":
            assert session.submit(session.game.parse_action(step))
        elif session.in_grace():
            held += session.end_turn()
    return held
