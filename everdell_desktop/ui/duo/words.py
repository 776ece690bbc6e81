"""English for the Duo table: prompt questions, the Season tiles in short, the rules reference.

Written for this project in its own words; the engine decides every rule (``games/duo``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

PROMPT_QUESTIONS = {
    "gain_resource": QT_TR_NOOP("Choose a resource to gain"),
    "pay_resource": QT_TR_NOOP("Choose a resource to pay"),
    "discard": QT_TR_NOOP("Choose a card to discard (click it in your hand)"),
    "take_from_meadow": QT_TR_NOOP("Take a card from the Meadow (click it)"),
    "trade": QT_TR_NOOP("Make this trade?"),
    "closing_trade": QT_TR_NOOP(
        "Your last turn: trade 2 cards for 1 resource (the buttons below), or end your turn"
    ),
    "move_token": QT_TR_NOOP("Move the Sun or the Moon? (click it)"),
    "play_free": QT_TR_NOOP("Play a card for free? (drag it into your city)"),
    "move_worker": QT_TR_NOOP("Which placed worker moves? (click its space)"),
    "place_worker": QT_TR_NOOP("Where does the worker go?"),
    "use_river": QT_TR_NOOP("Use which River space? (click it)"),
    "steal_resource": QT_TR_NOOP("Take which resource from your opponent?"),
    "activate_green": QT_TR_NOOP("Use which green card again? (click it in your city)"),
    "recall_worker": QT_TR_NOOP("Bring which worker back? (click its space)"),
    "send_skunk_home": QT_TR_NOOP("Which Skunk worker goes home? (click it)"),
}

SEASON_WORDS = {
    "winter": QT_TR_NOOP("Winter"),
    "spring": QT_TR_NOOP("Spring"),
    "summer": QT_TR_NOOP("Summer"),
    "autumn": QT_TR_NOOP("Autumn"),
}
STEP_WORDS = {
    "draw": QT_TR_NOOP("draws 1"),
    "meadow": QT_TR_NOOP("takes 1 Meadow card"),
    "any": QT_TR_NOOP("gains 1 resource"),
    "greens": QT_TR_NOOP("greens work"),
    "river": QT_TR_NOOP("new River"),
    "refill": QT_TR_NOOP("refill the Meadow"),
}
ANIMAL_WORDS = {"hare": QT_TR_NOOP("Hare"), "turtle": QT_TR_NOOP("Turtle"), "all": ""}

BOARD_WORDS = {"numbers": QT_TR_NOOP("numbers"), "journey": QT_TR_NOOP("Journey")}
# the Season tiles' sides (rules.season_tile_side): the opossum solo and cooperatively
SEASON_SIDE_WORDS = {
    "opossum": QT_TR_NOOP("the opossum side"),
    "plain": QT_TR_NOOP("the plain side"),
}

RULES_HTML = """
<h2>Everdell Duo &mdash; two players</h2>
<p>Two mayors build rival cities in one valley over four seasons. The game ends when the Sun and
the Moon both reach the end of the path in autumn; the most points wins. Ties go to the most
Events achieved, then the most resources left, the most cards in the city and the most cards in
hand.</p>
<h3>The Sun and the Moon</h3>
<p>Both tokens start a season on the first of the path's 7 spaces. Every action moves one of them
one space: placing a worker moves the <b>Sun</b>, playing a card moves the <b>Moon</b>, taking a
card moves the one you choose (the other, if one cannot move). Once the Sun is at the end no more
workers can be placed this season, once the Moon is at the end no more cards can be played. When
both are at the end the season is over: the workers come home, the tokens go back to the start,
and the next Season tile is resolved. So each player has 6 turns a season.</p>
<h3>Your turn: one of three actions</h3>
<ol>
<li><b>Place a worker</b> (you have 3): drag it onto a Farm, a River space, an Event your city
 qualifies for (you only need to qualify; the Event's points and the reward below its space are
 yours), or a red Destination in <i>either</i> city &mdash; in your opponent's, they gain a point
 token. One worker per space.</li>
<li><b>Play a card</b> from your hand, or a Meadow card touching the Sun or the Moon (those are
 lit): drag it into your city and pay. A Critter is paid in berries, or free by putting your
 Occupied token of its colour on a Construction of that colour in your city (one token per colour
 for the whole game). A ☆ card in your city gives a discount; only one ☆ per card. Some cards
 cost a card from your hand instead.</li>
<li><b>Take a card</b>: drag the deck, or any Meadow card, onto your hand, then click the Sun
 or the Moon to move it.</li>
</ol>
<p>Before your action, as often as you like, you may <b>trade 2 cards from your hand for 1
resource</b> of your choice (the trade buttons); on your last turn of the game, after your action
too.</p>
<h3>Card colours</h3>
<ul>
<li><b>Green &mdash; Production</b>: when played, and again at the Spring and Autumn tiles.</li>
<li><b>Tan &mdash; Traveler</b>: once, when played.</li>
<li><b>Red &mdash; Destination</b>: when a worker is placed on it.</li>
<li><b>Blue &mdash; Governance</b>: discounts (☆) or rewards after you play or place.</li>
<li><b>Purple &mdash; Prosperity</b>: points at the end of the game.</li>
</ul>
<h3>The Season tiles</h3>
<ul>
<li><b>Winter</b> (at setup): the Hare draws 1; the Turtle draws 1 and takes a Meadow card. The
 Hare starts.</li>
<li><b>Spring</b>: new River tiles; the Turtle's greens, then the Hare's, and the Hare draws 1.
 The Turtle starts.</li>
<li><b>Summer</b>: new River tiles; the Hare takes a Meadow card, then the Turtle takes one and
 gains 1 resource. The Hare starts.</li>
<li><b>Autumn</b>: new River tiles; the Turtle's greens, then the Hare's, and the Hare gains 1
 resource. The Turtle starts.</li>
</ul>
<p><b>The Journey</b> goes at the end to the player with more tan Traveler cards (not on a
tie).</p>
<h3>Solo against the Skunk &mdash; our own design</h3>
<p>The rulebook prints no solo rules, so this mode is the project's own design. You hold the
Hare; the Skunk takes the Turtle's place and a turn after each of yours, moving the Sun or the
Moon. He rolls a die: he blocks a Farm or a River space, achieves the most valuable Event,
blocks the most valuable Meadow card for the season, or takes the most valuable Meadow card by
the Moon into his pile. He scores his pile, a bonus per card, his Events and his level's
starting points; a tie is his. At the start of each season you draw Good News cards: one-off
help, played for free on your turn. The campaign (Game &gt; Campaign) has six chapters with a goal
each.</p>
<p><i>Components.</i> The rulebook prints none of the cards, Event tiles or River tiles; this
app ships its own reconstruction (docs/duo_components.md).</p>
<h3>Together against the Skunk &mdash; our reconstruction</h3>
<p>The box's other side is a cooperative game, but only its outline is public, so its rules here
are the project's own reconstruction. The <b>Hare</b> and the <b>Tortoise</b> build <b>one
city</b> together, each with an own hand and supply, on the board side with numbers and the
Season tiles' opossum side. The Skunk sits at a third place and takes a turn after each
character's: his die sends him to the Farm or River space printed with the number he rolled, to
an Event or a Meadow card he blocks, or takes a Meadow card into his pile. The team wins when it
outscores him; a tie is his. Free on your turn: the <b>Sharing tile</b> passes up to 2 resources
of one kind, or one card, to your partner (3 uses a season for the team); each of the 2
<b>Pocket Watch</b> tokens once brings one of your placed workers home; the team's <b>Good
News</b> cards (25 in the cooperative deck) help as in the Skunk race. Play it alone as both
characters (New game, 1 player, Way to play: Cooperative), with a friend hot seat, or with an AI
partner who plays the Tortoise for the team.</p>
<p><b>The campaign</b> (Game &gt; Campaign, the cooperative campaign) has 15 chapters: each
changes the setup (the Skunk's level, the Pocket Watches, Good News and shares) and asks the
team for more than a win, e.g. a number of Events or few green cards; the table lists the
chapter's requirements with the team's progress, and the end says which were not met.
<b>Challenge</b> plays the same game for 10 achievements, from easy to very hard; Game &gt;
Statistics keeps the date each was first earned and its best score. The chapters and the
achievements are our own design too.</p>
<h3>At the table</h3>
<p>Drag a worker onto a space or a card into your city. A click only selects: its targets light
up and the bar below names its moves; a second click, or a click on a lit target, plays. The
Moves list has every legal move for the keyboard. Hover or right-click a card to see it large.
Ctrl+Z takes back moves within your turn.</p>
"""
