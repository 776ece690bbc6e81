"""English for the base game's table: short card reminders, prompt questions, rules reference.

All of it is written for this project in its own words; the engine decides what the cards do
(``games/everdell/abilities.py``), these lines only remind a player at the table.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

# card key -> a one-line reminder of what the card does (translated when shown, as are the
# questions below; the rules reference in another language is rules.<language>.html)
CARD_WORDS = {
    "architect": QT_TR_NOOP("At the end: 1 point per resin and pebble you kept (at most 6)."),
    "bard": QT_TR_NOOP("When played: discard up to 5 cards from your hand, 1 point token each."),
    "barge_toad": QT_TR_NOOP("Harvest: 2 twigs for every Farm in your city."),
    "castle": QT_TR_NOOP("At the end: 1 point per Common Construction in your city."),
    "cemetery": QT_TR_NOOP(
        "Worker: turn up 4 cards from the deck or discard pile, play 1 of them free."
    ),
    "chapel": QT_TR_NOOP("Worker: add a point token here, then draw 2 cards per token on it."),
    "chip_sweep": QT_TR_NOOP("Harvest: copy one green Production card in your city."),
    "clock_tower": QT_TR_NOOP(
        "Holds 3 point tokens. Before you prepare, spend one to use a place again."
    ),
    "courthouse": QT_TR_NOOP("After you play a Construction: gain a twig, resin or pebble."),
    "crane": QT_TR_NOOP("Discard it to build a Construction for 3 resources less."),
    "doctor": QT_TR_NOOP("Harvest: pay up to 3 berries, 1 point token for each."),
    "dungeon": QT_TR_NOOP("Lock a Critter of your city beneath it to pay 3 resources less."),
    "evertree": QT_TR_NOOP("At the end: 1 point per Prosperity card in your city."),
    "fairgrounds": QT_TR_NOOP("Harvest: draw 2 cards."),
    "farm": QT_TR_NOOP("Harvest: gain 1 berry."),
    "fool": QT_TR_NOOP("Played into a rival's city, where it costs them 2 points."),
    "general_store": QT_TR_NOOP("Harvest: 1 berry, or 2 with a Farm in your city."),
    "historian": QT_TR_NOOP("After you play a Critter or Construction: draw 1 card."),
    "husband": QT_TR_NOOP("Harvest: with a Wife and a Farm nearby, 1 resource of your choice."),
    "inn": QT_TR_NOOP("Worker (anyone's): play a Meadow card for 3 resources less."),
    "innkeeper": QT_TR_NOOP("Discard it to hire a Critter for 3 berries less."),
    "judge": QT_TR_NOOP("When you play a card, swap one resource of its cost for another."),
    "king": QT_TR_NOOP("At the end: 1 point per basic Event, 2 per special Event."),
    "lookout": QT_TR_NOOP("Worker: use any basic or Forest location as if you stood there."),
    "mine": QT_TR_NOOP("Harvest: gain 1 pebble."),
    "miner_mole": QT_TR_NOOP("Harvest: copy a green Production card in a rival's city."),
    "monastery": QT_TR_NOOP("Worker (stays): give away 2 resources for 4 point tokens."),
    "monk": QT_TR_NOOP("Harvest: give up to 2 berries to a rival, 2 point tokens each."),
    "palace": QT_TR_NOOP("At the end: 1 point per Unique Construction in your city."),
    "peddler": QT_TR_NOOP("Harvest: trade up to 2 resources for any others."),
    "post_office": QT_TR_NOOP(
        "Worker (anyone's): give 2 cards away, discard some, draw to the limit."
    ),
    "postal_pigeon": QT_TR_NOOP("When played: turn up 2 cards, play one worth 3 or less for free."),
    "queen": QT_TR_NOOP("Worker: play a card worth up to 3 points for free."),
    "ranger": QT_TR_NOOP("When played: move one of your placed workers elsewhere."),
    "resin_refinery": QT_TR_NOOP("Harvest: gain 1 resin."),
    "ruins": QT_TR_NOOP("Replace one of your Constructions: get its cost back and draw 2."),
    "school": QT_TR_NOOP("At the end: 1 point per Common Critter in your city."),
    "shepherd": QT_TR_NOOP("When played: 3 berries and 1 point per token on your Chapel."),
    "shopkeeper": QT_TR_NOOP("After you play a Critter: gain 1 berry."),
    "storehouse": QT_TR_NOOP("Harvest: stock resources here. Worker: take everything stored."),
    "teacher": QT_TR_NOOP("Harvest: draw 2, keep 1, give the other to a rival."),
    "theatre": QT_TR_NOOP("At the end: 1 point per Unique Critter in your city."),
    "twig_barge": QT_TR_NOOP("Harvest: gain 2 twigs."),
    "undertaker": QT_TR_NOOP("When played: clear 3 Meadow cards, refill, keep 1 of the new row."),
    "university": QT_TR_NOOP(
        "Worker: discard a card of your city for its cost, 1 resource and 1 point."
    ),
    "wanderer": QT_TR_NOOP("When played: draw 3 cards. Takes no space in your city."),
    "wife": QT_TR_NOOP("Shares a space with a Husband; worth 3 more at the end with one."),
    "woodcarver": QT_TR_NOOP("Harvest: pay up to 3 twigs, 1 point token for each."),
}

PROMPT_QUESTIONS = {
    "gain_resource": QT_TR_NOOP("Choose a resource to gain"),
    "discard": QT_TR_NOOP("Choose a card to discard (click it in your hand)"),
    "take_from_meadow": QT_TR_NOOP("Take a card from the Meadow (click it)"),
    "discard_from_meadow": QT_TR_NOOP("Clear a card from the Meadow (click it)"),
    "copy_production": QT_TR_NOOP("Choose a green Production card to copy"),
    "copy_location": QT_TR_NOOP("Choose a location to copy (click it)"),
    "remove_card": QT_TR_NOOP("Choose a card to remove from a city"),
    "ruin": QT_TR_NOOP("Choose the Construction the Ruins replace"),
    "free_play": QT_TR_NOOP("Play one of these cards for free?"),
    "play_card": QT_TR_NOOP("Play a card at a discount?"),
    "keep_card": QT_TR_NOOP("Keep one of the drawn cards"),
    "give_card": QT_TR_NOOP("Choose a card to give away"),
    "give_berries": QT_TR_NOOP("Give berries to a rival?"),
    "give_payment": QT_TR_NOOP("Who receives the berries you paid?"),
    "choose_opponent": QT_TR_NOOP("Choose a rival"),
    "pay_resource": QT_TR_NOOP("Choose a resource to pay"),
    "pay_for_points": QT_TR_NOOP("How much do you pay for points?"),
    "storehouse": QT_TR_NOOP("What goes into the Storehouse?"),
    "move_worker": QT_TR_NOOP("Move one of your placed workers?"),
    "place_worker": QT_TR_NOOP("Where does the worker go?"),
    "choose_pile": QT_TR_NOOP("Turn cards up from the deck or the discard pile?"),
    "place_beneath": QT_TR_NOOP("Place a Critter beneath the Event?"),
    "give_resource": QT_TR_NOOP("Give a resource to a rival?"),
    "place_on_event": QT_TR_NOOP("Put resources on the Event?"),
    "recall_worker": QT_TR_NOOP("Bring a worker back?"),
    "scroll_card": QT_TR_NOOP("What happens to the turned-up card?"),
    "clock_tower": QT_TR_NOOP("Spend a Clock Tower token to use a location again?"),
    # Spirecrest
    "chart_map": QT_TR_NOOP(
        "Chart: take a map tile for your Expedition (click it on the Mountain)"
    ),
    "discover": QT_TR_NOOP(
        "Discover: play one of the three cards (click it; the slot's cost is above it)"
    ),
    "weather_cost": QT_TR_NOOP("The Weather: pay one more resource for this card"),
    "forgo": QT_TR_NOOP("The Weather: which do you gain one fewer of?"),
    "expedition": QT_TR_NOOP(
        "Your Expedition: travel on to the next stop (pay its cost), or stop here?"
    ),
    "stubblehoof": QT_TR_NOOP(
        "Leave Stubblehoof out to act again (and take 1 card and 1 resource)?"
    ),
    "windlore_draw": QT_TR_NOOP("Windlore: an opponent drew cards. Draw 2 cards?"),
    "name_card": QT_TR_NOOP("Name a card to search the deck for"),
    "reveal_more": QT_TR_NOOP("Moleia Mines: reveal another card, or stop and take them?"),
    "take_card": QT_TR_NOOP("Map Seller: take a card from the Meadow or the discard pile, or stop"),
}

# (prompt kind, what asked) -> its question, where the kind alone says too little
SOURCE_QUESTIONS = {
    ("discard", "weather"): QT_TR_NOOP("The Weather: discard a card (click it in your hand)"),
    ("discard", "windlore"): QT_TR_NOOP(
        "Over your hand limit: discard a card (click it in your hand)"
    ),
    ("discard", "discover"): QT_TR_NOOP("Discover: discard a card to pay for the slot"),
    ("discard", "cloudrim_peak"): QT_TR_NOOP("Cloudrim Peak: discard a card of the next colour"),
    ("discard", "the_distant_shore"): QT_TR_NOOP("The Distant Shore: discard a card (6 in all)"),
    ("pay_resource", "discover"): QT_TR_NOOP("Discover: pay a resource for the slot"),
    ("pay_resource", "serpents_pass"): QT_TR_NOOP("Serpent's Pass: pay a resource (6 in all)"),
    ("place_beneath", "archeologist"): QT_TR_NOOP(
        "Archeologist: put a Construction beneath it, or stop"
    ),
    ("place_beneath", "trail_guide"): QT_TR_NOOP("Trail Guide: put a Critter beneath it, or stop"),
    ("gain_resource", "ruins_of_spire"): QT_TR_NOOP(
        "Ruins of Spire: choose a twig, resin or pebble"
    ),
}

SEASON_WORDS = {"winter": "Winter", "spring": "Spring", "summer": "Summer", "autumn": "Autumn"}

RULES_HTML = """
<h2>Everdell &mdash; the base game</h2>
<p>Each player grows a woodland city of up to <b>15 cards</b> over one year, from winter to
autumn. The most points at the end wins; ties go to the most Events achieved, then to the most
resources left over.</p>
<h3>Your turn: one of three things</h3>
<ol>
<li><b>Place a worker.</b> Drag one of your waiting workers onto a lit location:
 a basic space on the board, a Forest card, the Haven, a Journey space (autumn only, discard as
 many cards as it is worth), a Destination card in a city, or an Event whose requirements your
 city meets. Spaces with one circle take a single worker; open ones take any number.</li>
<li><b>Play a card.</b> Drag a card from your hand or from the Meadow into your city and pay
 its cost in twigs, resin, pebbles or berries. A Critter can also move in for free into a
 Construction that hosts it; that Construction is then marked occupied. Unique cards may appear
 only once in a city. If there are several ways to pay, the table asks which.</li>
<li><b>Prepare for the next season</b> once all your workers are out. They come home, you gain
 workers (one in spring, one in summer, two in autumn), and your green Production cards
 harvest again (in spring and autumn); in summer you may also take up to two Meadow cards.</li>
</ol>
<p>In autumn, when you can do nothing more, <b>pass</b>: your game is over while the others
finish theirs.</p>
<h3>Card colours</h3>
<ul>
<li><b>Green &mdash; Production</b>: work when played and again when you prepare for spring
 and autumn.</li>
<li><b>Tan &mdash; Traveler</b>: a one-time effect when played.</li>
<li><b>Red &mdash; Destination</b>: a place for workers; some are open to every player.</li>
<li><b>Blue &mdash; Governance</b>: lasting discounts or rewards.</li>
<li><b>Purple &mdash; Prosperity</b>: points at the end of the game.</li>
</ul>
<h3>Events</h3>
<p>Basic Events ask for a number of cards of one colour; special Events name two cards. Put a
worker on an Event your city qualifies for to claim it; the Event is yours for good and the
worker comes home when you prepare, like the others.</p>
<h3>Solo: Rugwort the rat</h3>
<p>Rugwort has no hand and no resources. After each of your turns he plays one Meadow card
(rolled on an eight-sided die) for every card you played. Each time you prepare for a season
he claims the basic Events his city qualifies for, blocks more Meadow cards with his workers
and moves along the Forest. His city is shown stacked by colour. Years One to Three make him
tougher: a longer Journey, more points for every special Event you miss, and in Year Three he
takes one of your autumn workers. Beat his score to win the year. His cards have no abilities,
but you may visit his Inn and Post Office (he gains a point token). Your Fool does not go into
his city: it is discarded and removes a card of his city instead.</p>
<h3>Spirecrest (an expansion you may choose in the New game dialog)</h3>
<p>A <b>Mountain board</b> lies beside the valley. Each season has a <b>Weather</b> card, turned
over when the first Traveler gets there; you obey only the Weather of <i>your own</i> season (it
may make cards cost one resource more, lessen what a location gives, close the Forest, take
cards from your hand at the end of your turn, or keep one autumn worker on Wild Fire). Cards
that use a location without visiting it (the Lookout, the Clock Tower) ignore the Weather.</p>
<p>Every time you prepare for a season you <b>Explore</b>: <b>Chart</b> one face-up map tile of
your Traveler's area into your Expedition, <b>Discover</b> one of the area's top three Discovery
cards (the first is free, the second costs a card or a resource, the third two of them; the
other two go under their deck), then <b>Travel</b> on: Foothills in winter, Peaks in spring,
Ridge in summer, and your Expedition in autumn.</p>
<p><b>Discovery cards</b> lie beside your city and take no space in it: Trails and Cities score
at the end, locations take workers (some are open to everyone, and their owner gains a point
when a rival comes), some act once when played, some hold cards you play later at a discount.
<b>Big Critters</b> replace one of your workers and go wherever workers go, each with a power of
its own.</p>
<p>After you <b>pass</b>, your Traveler may set out on the <b>Expedition</b>: pay each stop's cost
in order (Serpent's Pass first, The Distant Shore last) and score every stop you reach. Against
Rugwort, he takes the map tile you leave, gains 3, 2 or 1 points for the Discovery slot you
take, scores all his tiles, and ignores the Weather.</p>
<h3>At the table</h3>
<p>Drag a worker onto a place, or a card into your city. A click only selects: its targets light
up and the bar at the foot of the table names its moves; a second click on it or on a lit
target, or a button of the bar, plays. The Moves list at the side has every legal move for the
keyboard (arrows and Enter). Right-click or hover a card to see it large. Ctrl+Z takes back
moves within your turn, also while the AI waits after it.</p>
"""
