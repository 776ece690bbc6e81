<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name></name>
    <message>
        <source>{title}: drag it onto a lit place, or</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: {count} moves — drag it onto a lit place or click one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn is done. End it to let {name} play, or undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn is done. {name} plays in {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign progress: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens once the one before it is won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Goal:&lt;/b&gt; {goal}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win the one before it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chapter}: goal not met ({goal}). Try again!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chapter}: goal met! {next} is now open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chapter}: goal met! You have won the whole campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chapter}: goal met!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI — {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo campaigns: chapters against the solo bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no solo mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} tie on {points} and on every tie-breaker: a shared victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-breaker {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} tie on {points}; {winner} wins on {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} share the victory!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
&lt;h2&gt;Everdell Desktop {version}&lt;/h2&gt;
&lt;p&gt;Play the Everdell family of board games offline on one computer: hot seat with friends,
against AI opponents, or solo.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;About the Emerland components.&lt;/b&gt; The Everdell: Emerland rulebook does not print its
Jungle cards, Realms, Artifacts, River Market dice or Lost City path. The cards, realms,
artifacts, dice faces and path values in this app are the project&apos;s own reconstruction,
designed to the rulebook&apos;s structure; they are not the published components. If you own the
printed game you can correct any card in its data file.&lt;/p&gt;
&lt;p&gt;All artwork is generated by the app. Text is set in Cabin by Pablo Impallari and Igino
Marini, and Korean in NanumSquareRound by NAVER Corporation, under the SIL Open Font
License 1.1.&lt;/p&gt;
&lt;p&gt;Everdell is a trademark of its owners; this is an unofficial fan project.&lt;/p&gt;
&lt;p&gt;Free software under the MIT License. Built on Qt {qt} and PySide6 {pyside} (LGPL 3),
Python {python}, pydantic and platformdirs: &lt;i&gt;Show Details&lt;/i&gt; lists every licence.&lt;/p&gt;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Everdell Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to {name}
({colour}, {shape})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excavation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} turns over his {deck} card: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} places a helper on {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} places a worker on {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} prepares for {season}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The River Market dice are rolled: {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} draws artifacts: {artifacts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} gains the Realm {realm}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} upgrades {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has finished the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} plays {card} into his city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}&apos;s Archaeologist moves one step along the path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} keeps the artifact {artifact}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Community space of {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn. Drag a Worker, a Helper or a card, or click.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish (pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}, with Trick cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professor {bot} — {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most upgraded cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Archaeologist furthest along the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most Realms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most leftover resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path to the Lost City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realms and artifacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({count}/6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({kind} location): {caption}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay {amounts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{season}; pay {amounts}
spaces: {spaces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}. {subtitle}. Drag your Archaeologist here to excavate (discard at least 1 card; 1 artifact drawn per card, keep 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Archaeologist starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s Archaeologist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stack of {count} point tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realm deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Realm deck: at the Realm Gate you may draw its top card instead (a Realm: +1 city space and end-game points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artifact bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Plateau — drag a card into your city to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the top card is {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: {deck}
Discard: {discard}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Top of the deck: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City {count}/{limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no realms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No realms yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Harp sits here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beneath: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s Helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s Worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realm space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card from the Plateau into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the top card of the deck?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a green Production card to activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card in your city to upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card to discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card to discard for the excavation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the next Production card to activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one artifact (the others go back to the bag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a River Market die to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a River Market die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Realm: one from the row or the top of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a resource to gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the card&apos;s options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay for the card&apos;s reward?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate the card again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete all autosaves of this game? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ▸ New game (Ctrl+N) or Load (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Everdell Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous move of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a move (keyboard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit table to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm end of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI waits after your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{doing}? The game in progress stays in its autosaves: Game ▸ Load… brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {number} of {count} in this round — {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the next player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-saved (F9 to load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the quick save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} moves on to season {season}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice are rolled: {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to filter the moves, Enter to play the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo vs {bot} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo vs {bot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games yet: the figures appear after your first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best scores: {game}, {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}. {score} points: {name} ({date})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare for season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (AI) is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (AI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} card in hand (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards in hand (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (+{count} more in the Moves list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Violet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
