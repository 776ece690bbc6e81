"""The Duo cooperative game in the window: one shared city for the Hare and the Tortoise, the
Skunk at the third place, the team's free actions on the table, and each way to play it (one
person as both characters, two people hot seat, a person with an AI partner, a campaign
chapter, Challenge) played to its end through the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from scene_helpers import perform, run_clock_until

from everdell_desktop.core import Action, Rng, registry
from everdell_desktop.games.duo import challenge, coop_campaign
from everdell_desktop.games.duo.coop import book
from everdell_desktop.games.duo.requirements import team_counts
from everdell_desktop.games.duo.skunk import GOOD_NEWS
from everdell_desktop.games.duo.text import good_news_name
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import AchievementStore, CampaignStore, StorePaths
from everdell_desktop.ui.dialogs import NewGameDialog, NewGameSpec

GAME = registry.get("duo")
WATCHES = [watch.key for watch in book().pocket_watches]
MAX_STEPS = 1500


def start_coop(window, seats, seed: int = 3, handover: bool = False, **options):
    """A cooperative game in the window (``seats``: the Hare's and the Tortoise's)."""
    window.handover_enabled = handover
    config = GAME.make_config(players=2, mode=options.pop("mode", "coop"), **options)
    return window.start_game(NewGameSpec(GAME, config, seed, seats))


def count_handovers(session) -> list[int]:
    asked: list[int] = []
    session.handover_requested.connect(asked.append)
    return asked


def play_seat_0_against_the_ai(window, qtbot, session, rng) -> None:
    """Random moves for the person at seat 0; the AI at seat 1 moves on the manual clock."""
    for _ in range(MAX_STEPS):
        if session.is_over():
            return
        if session.to_move() == 0 and not session.is_thinking():
            perform(window, rng.choice(session.legal_actions()))
        else:
            run_clock_until(window, qtbot, lambda: session.to_move() != 1, 30_000)


def test_new_game_with_one_player_and_cooperative_seats_one_person_as_both(qtbot):
    dialog = NewGameDialog(default_game="duo")
    qtbot.addWidget(dialog)
    dialog.players.setValue(1)
    dialog.name_edits[0].setText("Ann")
    box = dialog.option_boxes["mode"]
    box.setCurrentIndex(box.findData("coop"))
    spec = dialog.spec()
    assert spec.config.players == 2 and spec.config.solo is None
    assert spec.config.mode == "coop" and spec.config.difficulty == "easy"
    assert [seat.name for seat in spec.seats] == ["Ann", "Ann"]
    assert all(seat.is_human for seat in spec.seats)
    dialog.chosen = spec
    assert len(dialog.chosen_seat_defaults()) == 1  # remembered as one player
    again = NewGameDialog(
        default_game="duo",
        seat_defaults=dialog.chosen_seat_defaults(),
        option_defaults={"duo": dialog.chosen_options()},
    )
    qtbot.addWidget(again)
    assert again.players.value() == 1 and again.option_boxes["mode"].currentData() == "coop"
    box.setCurrentIndex(box.findData("competitive"))  # the Skunk race: one seat, the bot
    race = dialog.spec()
    assert race.config.players == 1 and race.config.solo == "skunk" and len(race.seats) == 1


def test_one_person_as_both_characters_plays_to_the_end_without_a_hand_over(window, qtbot):
    session = start_coop(window, [SeatSpec("Ann"), SeatSpec("Ann")], handover=True)
    asked = count_handovers(session)
    scene = window.scene
    hands, rng = set(), Rng(5)
    for _ in range(MAX_STEPS):
        if session.is_over():
            break
        hands.add(scene.by_key["hand_title"].text.split("(")[0])
        assert not window.handover.isVisible()
        perform(window, rng.choice(session.legal_actions()))
    assert session.is_over() and asked == []
    assert hands == {"Ann's hand as the Hare ", "Ann's hand as the Tortoise "}
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    table = window.score_dialog.table
    names = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert names == ["Ann (Hare)", "Ann (Tortoise)", "The Skunk"]
    assert (
        "beat" in scene.by_key["prompt_text"].text
        or "Skunk wins" in scene.by_key["prompt_text"].text
    )
    assert window.errors == []


def test_two_people_hot_seat_the_hand_over_screen_covers_the_table(window, qtbot):
    session = start_coop(window, [SeatSpec("Ann"), SeatSpec("Bo")], handover=True)
    asked = count_handovers(session)
    covered = []
    rng = Rng(7)
    for _ in range(MAX_STEPS):
        if session.is_over():
            break
        if window.handover.isVisible():
            covered.append(window.handover.geometry().contains(window.view.geometry()))
            assert "Bo" in window.handover.message.text() or "Ann" in window.handover.message.text()
            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        perform(window, rng.choice(session.legal_actions()))
    assert session.is_over()
    assert len(asked) > 10 and covered and all(covered)
    assert window.errors == []


def test_a_person_with_an_ai_partner_the_ai_plays_the_tortoise_to_the_end(window, qtbot):
    session = start_coop(window, [SeatSpec("Ann"), SeatSpec("Pal", "greedy")])
    play_seat_0_against_the_ai(window, qtbot, session, Rng(9))
    assert session.is_over()
    tortoise = [m for m in session.moves if m.seat == 1]
    assert tortoise, "the AI partner made the Tortoise's moves"
    assert "Pal (AI) (Tortoise)" in window.scene.by_key["city_name:1"].text
    assert window.errors == []


def test_a_campaign_chapter_shows_its_requirements_live_and_its_verdict(
    window, qtbot, isolated_home, monkeypatch
):
    first, chapter = coop_campaign.chapters()[:2]  # the second asks something of the team
    assert chapter.requires
    store = CampaignStore(StorePaths(isolated_home))
    store.record_attempt(coop_campaign.CAMPAIGN_ID, first.id, won=True, score=1)
    dialog = window.campaign_dialog("duo")
    dialog.campaign_box.setCurrentIndex(dialog.campaign_box.findData(coop_campaign.CAMPAIGN_ID))
    dialog.select_chapter(chapter.id)
    monkeypatch.setattr("secrets.randbelow", lambda below: 4)  # the chapter's seed
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session = window.session
    assert session.state.coop.chapter == chapter.id
    assert session.seats[0].name == session.seats[1].name  # one person plays both
    note = window.scene.by_key["city_events:1"]
    rng, seen = Rng(11), set()
    for _ in range(MAX_STEPS):
        if session.is_over():
            break
        live = coop_campaign.live_progress(chapter.id, team_counts(session.scores()))
        seen.update(row.text for row in live)
        assert all(row.text in note.text for row in live)
        perform(window, rng.choice(session.legal_actions()))
    assert session.is_over() and len(seen) > 1  # the progress moved as the team played
    assert "our own reconstruction" in note.text
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    verdict = window.scene.by_key["prompt_text"].text
    won = coop_campaign.chapter_won(chapter.id, session.scores())
    assert ("Chapter won" in verdict) == won and ("Chapter lost" in verdict) == (not won)
    if not won:
        unmet = coop_campaign.live_progress(chapter.id, team_counts(session.scores()))
        assert all(row.text in verdict for row in unmet if not row.met)
    assert store.progress(coop_campaign.CAMPAIGN_ID).chapter(chapter.id).attempts == 1
    assert window.errors == []


def test_a_challenge_game_shows_the_achievements_it_earned_for_the_first_time(
    window, qtbot, isolated_home
):
    seats = [SeatSpec("Hal", "greedy"), SeatSpec("Tom", "greedy")]  # a team that earns some
    session = start_coop(window, seats, mode="challenge", seed=22)
    run_clock_until(window, qtbot, lambda: window.score_dialog is not None, 120_000)
    earned = challenge.achieved(session.scores())
    assert earned, "this seed's greedy team earns achievements"
    stored = AchievementStore(StorePaths(isolated_home)).load().earned("duo")
    assert sorted(stored) == sorted(earned)
    shown = window.score_dialog.note.text()
    assert shown.startswith("New achievements")
    for found in challenge.achievements():
        assert (found.worded_title() in shown) == (found.id in earned)
    assert window.errors == []


def test_the_statistics_list_the_ten_achievements_with_first_date_and_best_score(
    qtbot, isolated_home
):
    from everdell_desktop.ui.statistics_dialog import StatisticsDialog

    paths = StorePaths(isolated_home)
    listed = challenge.achievements()
    store = AchievementStore(paths)
    store.record("duo", [listed[0].id], 31, game_id="one")
    store.record("duo", [listed[0].id], 45, game_id="two")
    first = store.load().earned("duo")[listed[0].id].first_achieved
    dialog = StatisticsDialog(paths)
    qtbot.addWidget(dialog)
    table = dialog.achievements
    rows = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
    assert [row[1] for row in rows] == [found.worded_title() for found in listed]
    assert len(rows) == 10 and rows[0][0] == "Everdell Duo"
    assert rows[0][2:] == [first[:10], "45"]
    assert all(row[2:] == ["not yet", ""] for row in rows[1:])


def test_the_rules_reference_describes_the_cooperative_game_in_english_and_korean():
    from everdell_desktop.core import words
    from everdell_desktop.ui.tables import rules_html

    english = rules_html(GAME)
    for said in ("our reconstruction", "one\ncity", "Sharing tile", "Pocket Watch", "15 chapters"):
        assert said in english, said
    assert "10 achievements" in english
    try:
        words.set_language("ko")
        korean = rules_html(GAME)
    finally:
        words.set_language("en")
    for said in (
        "자체 재구성",
        "하나의 도시",
        "나눔 타일",
        "회중시계",
        "15개의 챕터",
        "10개의 업적",
    ):
        assert said in korean, said


def test_the_sharing_tile_and_the_pocket_watch_are_buttons_on_the_table(window):
    session = start_coop(window, [SeatSpec("Ann"), SeatSpec("Ann")])
    while session.state.pending:  # the Winter tile's Meadow card for the Tortoise
        perform(window, session.legal_actions()[0])
    scene = window.scene
    share, watch = scene.by_key["team:share"], scene.by_key["team:watch"]
    assert watch.opacity() < 1.0  # no worker of the Hare's is out yet: nothing to call home
    assert share.opacity() == 1.0 and "our own reconstruction" in share.toolTip()
    shares = [a for a in session.legal_actions() if a.kind == "share"]
    left = session.state.coop.shares_left
    assert perform(window, shares[-1]) == "click"
    assert session.record.actions[-1] == shares[-1].encode()
    assert session.state.coop.shares_left == left - 1
    assert f"{left - 1} of" in scene.by_key["city_events:1"].text
    cards = [a for a in shares if a.get("card") is not None]
    labels = [session.describe(a) for a in cards]
    assert len(set(labels)) == len(cards)  # the Moves list tells the cards apart
    shared = next(a for a in session.legal_actions() if a.kind == "share" and a.get("card"))
    perform(window, shared)
    log = window.log_panel
    lines = [log.item(row).text() for row in range(log.count())]
    assert lines.count("Ann (Hare): shares a card with the partner") == 2  # shares[-1]: a card
    assert not any(session.describe(shared) in line for line in lines), lines  # no card named
    place = next(a for a in session.legal_actions() if a.kind == "place")
    perform(window, place)  # the Hare's worker goes out; the Skunk, then the Tortoise move
    while session.to_move() != 0:
        perform(window, next(a for a in session.legal_actions() if a.kind == "place"))
    assert watch.opacity() == 1.0
    assert perform(window, Action.parse(f"pocket_watch(watch={WATCHES[0]})")) == "click"
    assert session.state.coop.watches_left == 1
    assert "Pocket Watches: 1" in scene.by_key["city_events:1"].text


def test_a_good_news_card_used_leaves_the_table_and_the_others_keep_their_faces(window):
    session = start_coop(window, [SeatSpec("Ann"), SeatSpec("Ann")])
    while session.state.pending:  # the Winter tile's Meadow card for the Tortoise
        perform(window, session.legal_actions()[0])
    scene = window.scene

    def shown() -> list[str]:
        cards = [item for key, item in scene.by_key.items() if key.startswith("goodnews:")]
        return sorted(item.face.name for item in cards if item.isVisible())

    def held() -> list[str]:
        return sorted(good_news_name(GOOD_NEWS[n].key) for n in session.state.solo.good_news_hand)

    assert len(held()) > 1 and shown() == held()
    first = GOOD_NEWS[session.state.solo.good_news_hand[0]].key
    assert perform(window, Action.parse(f"good_news(card={first})")) == "click"
    assert shown() == held() and good_news_name(first) not in shown()


def test_competitive_against_the_ai_and_the_skunk_race_are_played_to_their_end(window, qtbot):
    """The two ways to play that are not cooperative stay as they were: the competitive game
    against an AI, and the Skunk race (one seat, the Skunk at the second place)."""
    config = GAME.make_config(players=2)
    seats = [SeatSpec("Ann"), SeatSpec("Bot", "greedy")]
    session = window.start_game(NewGameSpec(GAME, config, 5, seats))
    rng = Rng(13)
    play_seat_0_against_the_ai(window, qtbot, session, rng)
    assert session.is_over() and any(move.seat == 1 for move in session.moves)
    race = GAME.make_config(players=1, solo="skunk", difficulty="normal")
    session = window.start_game(NewGameSpec(GAME, race, 6, [SeatSpec("Ann")]))
    assert window.scene.place_count == 2 and window.scene.is_skunk(1)
    for _ in range(MAX_STEPS):
        if session.is_over():
            break
        perform(window, rng.choice(session.legal_actions()))
    assert session.is_over()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    won = 0 in session.game.winners(session.state)
    assert ("You beat the Skunk" in window.scene.by_key["prompt_text"].text) == won
    assert window.errors == []


def test_cooperative_games_have_their_own_rows_in_the_statistics():
    from everdell_desktop.store import mode_of
    from everdell_desktop.ui.statistics_dialog import mode_title

    coop = GAME.make_config(players=2, mode="coop", difficulty="hard").model_dump(mode="json")
    race = GAME.make_config(players=2).model_dump(mode="json")
    assert mode_of(coop) == "way:coop:hard" and mode_of(race) == "2p"
    assert mode_title(mode_of(coop)) == "Cooperative (hard)"
    assert mode_title("way:challenge:None") == "Challenge"


def test_a_loaded_game_names_the_spaces_the_skunk_took_in_the_log(window):
    session = start_coop(window, [SeatSpec("Ann"), SeatSpec("Ann")], seed=4)
    rng = Rng(2)
    while not any(
        e.kind == "meeple_placed" and e.params.get("seat") == 2
        for m in session.moves
        for e in m.events
        if not e.params.get("loc", "").startswith("meadow")
    ):
        perform(window, rng.choice(session.legal_actions()))
    window.quick_save()
    window.quick_load()
    log = window.log_panel
    lines = [log.item(row).text() for row in range(log.count())]
    skunk = [line for line in lines if line.startswith("The Skunk puts a worker on")]
    assert skunk and not any("farm_" in line or "river" in line for line in skunk), skunk


def test_the_season_tiles_show_the_opossum_side_cooperatively_without_calling_it_solo(window):
    """Setup step 5: the opossum icon shows "when playing solo or cooperatively"."""
    ann = SeatSpec("Ann")
    start_coop(window, [ann, ann])
    title = window.scene.by_key["seasons_title"].text
    assert "the opossum side" in title and "solo" not in title
    start_coop(window, [ann, SeatSpec("Bo")], mode="competitive")
    assert "the plain side" in window.scene.by_key["seasons_title"].text
