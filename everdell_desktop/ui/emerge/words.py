"""Emerge's words on the table: the questions its prompts ask, the Rival's levels, and the
rules reference (F1), written in our own words (``rules.<language>.html`` beside this module
in other languages). English marked with QT_TR_NOOP is translated where it is shown."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

PROMPT_QUESTIONS = {
    "modify": QT_TR_NOOP(
        "Modifier phase: remove tiles if you like, then drag ONE tile from the supply onto a "
        "space, or rearrange your tiles, or leave them"
    ),
    "move_tile": QT_TR_NOOP("Rearranging: click the space this tile goes to"),
    "keep": QT_TR_NOOP("Click each kept die you want to roll again, then roll"),
    "pay": QT_TR_NOOP("Which dice pay?"),
    "power": QT_TR_NOOP("Tile power: choose the die to change"),
    "reroll_again": QT_TR_NOOP("Reroll that die once more, or keep it?"),
    "reroll_dice": QT_TR_NOOP("Click the dice to reroll, then confirm"),
    "trigger": QT_TR_NOOP("A research token can fire now: use it, or keep it for later"),
}
TOKEN_KINDS = {  # what a research token does, on its face
    "discount": QT_TR_NOOP("a cheaper Discovery"),
    "trigger": QT_TR_NOOP("fires when"),
    "instant": QT_TR_NOOP("free action"),
}

RULES_HTML = """
<h2>Emerge</h2>
<p>Over <b>8 rounds</b> you study a chain of volcanic islands: raise islands on the vents, grow
them, and discover the plants and animals that settle there. The most points at the end win.</p>
<h3>A round</h3>
<ol>
<li><b>Ship phase.</b> The ship sails one space from the mainland towards the research
 station. The research tokens on the two vents beside its new space turn face up. Passing an
 Add Die icon gives everyone one more die: you start with 6 and end with 10.</li>
<li><b>Modifier phase.</b> You may take tiles off your board for free. Then do <i>one</i> of
 these: drag one tile from the supply onto one of your six spaces, or move your tiles to other
 spaces, or leave the board as it is. A covered space counts as the tile's type: a Tectonic tile
 on the Turtle space lets 3s and 5s both grow islands. You may have only one tile of each type.
 Each tile also has a power you may use once per round, on your turn.</li>
<li><b>Roll.</b> Dice you kept from earlier rounds may stay where they are; click those you want
 to roll again. Every other die is rolled, and each lands on the space of its face:
 1 Plant, 2 Crab, 3 Turtle, 4 Seal, 5 Tectonic, 6 Bird.</li>
<li><b>Discovery phase.</b> Starting with the anchor's holder, take turns. On your turn make
 <i>one</i> Discovery (drag a die of the right type onto an island or a vent), or buy one
 research token from the market with any 2 dice (click it), or pass. Once you buy, you make no
 more Discoveries this round. When you pass you are done for the round. Dice you did not spend
 stay on your board for the next round. The anchor then moves to the next player.</li>
</ol>
<h3>Discoveries</h3>
<ul>
<li><b>Tectonic.</b> A small island on any empty vent: 1 die (you take the token lying there,
 even face down). Grow one of your islands: small to medium 3 dice, medium to large 4.</li>
<li><b>Plants.</b> An island's 1st, 2nd and 3rd Plant cost 1, 2 and 3 Plant dice. The 4th only
 comes with a Bird (or a token); no island holds more than 4.</li>
<li><b>Crab, Turtle, Seal</b> (2, 3 and 4 dice): only on your own islands that have a Plant, in
 that order, one of each per island.</li>
<li><b>Birds.</b> Bring one from the mainland to your island (2 dice), or move one from any
 island (3 dice) &mdash; from another player's island that is a steal. A Bird never lands where a
 Bird already is, and it always brings a Plant.</li>
</ul>
<h3>Tile powers (once per round each)</h3>
<p>Plant: a die up or down by 1. Crab: reroll a die, and once more if you like. Turtle: a die
to its opposite face. Seal: a die becomes the face of another of your dice. Tectonic: reroll
every die of one face. Bird: a die up or down by 2.</p>
<h3>Research tokens</h3>
<p>Single use, on your own turn, never in the round you bought them. Some make a Discovery
cheaper (that is still your Discovery for the turn), some fire when something happens (the
table asks), two are free actions. Each token still held at the end is worth 1 point. Hover
over a token to read it.</p>
<h3>Goals</h3>
<p>Four goals of different types are in play. The first player to complete one claims 5
points, the next 3, then 2, then 1; each player completes each goal once.</p>
<h3>Scoring</h3>
<p>Each island scores its meeples (Plants, animals and its Bird) times its height (1, 2 or 3).
An island with a Plant, a Crab, a Turtle and a Seal scores 3 more. Add 1 per unused research
token and your goals. Ties go to the most goal points, then the most meeples on islands, then
the most large islands.</p>
<h3>Solo: the Rival</h3>
<p>Emerge has no solo rules; this app's Rival is its own design. After each of your turns the
Rival turns over a card and rolls a die: it raises, grows and settles islands, takes Birds
(yours too), tokens and goals. Once you pass it takes the rest of its actions for the round.
It scores like a player and wins a complete tie. Easy, Normal and Hard differ in how many
actions it has each round.</p>
<h3>At the table</h3>
<p>Drag a die onto an island or a vent to discover; click a market token to buy it; click one
of your tiles to use its power; hover over tokens, goals and tiles to read them; the
<i>Moves</i> panel lists every legal move.</p>
"""
