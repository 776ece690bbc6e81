<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name />
    <message>
        <source>{title}: drag it onto a lit place, or</source>
        <translation>{title}: 빛나는 곳으로 끌어다 놓거나</translation>
    </message>
    <message>
        <source>{title}: {count} moves — drag it onto a lit place or click one</source>
        <translation>{title}: 수 {count}가지 — 빛나는 곳으로 끌어다 놓거나 하나를 클릭하세요</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>End turn now</source>
        <translation>지금 차례 끝내기</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>차례 끝내기</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <source>Your turn is done. End it to let {name} play, or undo.</source>
        <translation>차례를 마쳤습니다. 끝내서 {name}에게 넘기거나 되돌리세요.</translation>
    </message>
    <message>
        <source>◀ Previous move</source>
        <translation>◀ 이전 수</translation>
    </message>
    <message>
        <source>Next move ▶</source>
        <translation>다음 수 ▶</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>게임으로 돌아가기</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>이 수 두기</translation>
    </message>
    <message>
        <source>Your turn is done. {name} plays in {seconds} s.</source>
        <translation>차례를 마쳤습니다. {seconds}초 뒤 {name}의 차례입니다.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>free</source>
        <translation>무료</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>장</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>최고 점수</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>도전 횟수</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열림</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>잠김</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>캠페인</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>플레이어 {number}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Campaign progress: {problem}</source>
        <translation>캠페인 진행 기록: {problem}</translation>
    </message>
    <message>
        <source>Opens once the one before it is won</source>
        <translation>앞 장을 이기면 열립니다</translation>
    </message>
    <message>
        <source>&lt;b&gt;Goal:&lt;/b&gt; {goal}</source>
        <translation>&lt;b&gt;목표:&lt;/b&gt; {goal}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>다시 하기</translation>
    </message>
    <message>
        <source>Win the one before it first</source>
        <translation>먼저 앞 장을 이기세요</translation>
    </message>
    <message>
        <source>{chapter}: goal not met ({goal}). Try again!</source>
        <translation>{chapter}: 목표 달성 실패 ({goal}). 다시 도전하세요!</translation>
    </message>
    <message>
        <source>{chapter}: goal met! {next} is now open.</source>
        <translation>{chapter}: 목표 달성! 이제 {next}이(가) 열렸습니다.</translation>
    </message>
    <message>
        <source>{chapter}: goal met! You have won the whole campaign.</source>
        <translation>{chapter}: 목표 달성! 캠페인 전체를 이겼습니다.</translation>
    </message>
    <message>
        <source>{chapter}: goal met!</source>
        <translation>{chapter}: 목표 달성!</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>입문</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <source>AI — {level}</source>
        <translation>AI — {level}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>인원</translation>
    </message>
    <message>
        <source>Solo opponent</source>
        <translation>솔로 상대</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>시드 (선택)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Campaign…</source>
        <translation>캠페인…</translation>
    </message>
    <message>
        <source>Solo campaigns: chapters against the solo bots</source>
        <translation>솔로 캠페인: 솔로 봇과 겨루는 여러 장</translation>
    </message>
    <message>
        <source>{game} has no solo mode</source>
        <translation>{game}에는 솔로 모드가 없습니다</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>목표 점수</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some}, {last}</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>목표 점수</translation>
    </message>
    <message>
        <source>{who} tie on {points} and on every tie-breaker: a shared victory.</source>
        <translation>{who}이(가) {points}으로 동점이고 모든 동점 규칙에서도 같습니다: 공동 승리입니다.</translation>
    </message>
    <message>
        <source>tie-breaker {number}</source>
        <translation>동점 규칙 {number}</translation>
    </message>
    <message>
        <source>{who} tie on {points}; {winner} wins on {what}.</source>
        <translation>{who}이(가) {points}으로 동점입니다. {what} 기준으로 {winner}이(가) 이깁니다.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>최종 점수</translation>
    </message>
    <message>
        <source>{who} wins!</source>
        <translation>{who} 승리!</translation>
    </message>
    <message>
        <source>{who} share the victory!</source>
        <translation>{who} 공동 승리!</translation>
    </message>
    <message>
        <source>Review my moves</source>
        <translation>내 수 돌아보기</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>용어집</translation>
    </message>
    <message>
        <source>Rules reference: {game}</source>
        <translation>규칙 요약: {game}</translation>
    </message>
    <message>
        <source>Search the rules (Enter: next match)</source>
        <translation>규칙 검색 (Enter: 다음 찾기)</translation>
    </message>
    <message>
        <source>{count} found</source>
        <translation>{count}개 찾음</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>찾지 못함</translation>
    </message>
    <message>
        <source>
&lt;h2&gt;Everdell Desktop {version}&lt;/h2&gt;
&lt;p&gt;Play the Everdell family of board games offline on one computer: hot seat with friends,
against AI opponents, or solo.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;About the Emerland components.&lt;/b&gt; The Everdell: Emerland rulebook does not print its
Jungle cards, Realms, Artifacts, River Market dice or Lost City path. The cards, realms,
artifacts, dice faces and path values in this app are the project's own reconstruction,
designed to the rulebook's structure; they are not the published components. If you own the
printed game you can correct any card in its data file.&lt;/p&gt;
&lt;p&gt;All artwork is generated by the app. Text is set in Cabin by Pablo Impallari and Igino
Marini, and Korean in NanumSquareRound by NAVER Corporation, under the SIL Open Font
License 1.1.&lt;/p&gt;
&lt;p&gt;Everdell is a trademark of its owners; this is an unofficial fan project.&lt;/p&gt;
&lt;p&gt;Free software under the MIT License. Built on Qt {qt} and PySide6 {pyside} (LGPL 3),
Python {python}, pydantic and platformdirs: &lt;i&gt;Show Details&lt;/i&gt; lists every licence.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Everdell Desktop {version}&lt;/h2&gt;
&lt;p&gt;에버델 보드게임 시리즈를 한 컴퓨터에서 오프라인으로 즐기세요: 친구와 번갈아 하거나, AI와 겨루거나, 혼자서 할 수 있습니다.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;에메랄드 구성물에 대하여.&lt;/b&gt; 에버델: 에메랄드 규칙서에는 정글 카드, 영토, 유물, 강 시장 주사위, 잃어버린 도시의 길이 인쇄되어 있지 않습니다. 이 앱의 카드, 영토, 유물, 주사위 면과 길의 값은 규칙서의 구조에 맞춰 프로젝트가 직접 재구성한 것이며, 출판된 구성물이 아닙니다. 실물 게임이 있다면 데이터 파일에서 어떤 카드든 고칠 수 있습니다.&lt;/p&gt;
&lt;p&gt;모든 그림은 앱이 직접 그립니다. 글꼴은 Pablo Impallari와 Igino Marini의 Cabin, 한국어는 NAVER의 나눔스퀘어라운드(NanumSquareRound)이며 SIL Open Font License 1.1을 따릅니다.&lt;/p&gt;
&lt;p&gt;Everdell은 해당 권리자의 상표이며, 이 앱은 비공식 팬 프로젝트입니다.&lt;/p&gt;
&lt;p&gt;MIT 라이선스의 자유 소프트웨어입니다. Qt {qt}, PySide6 {pyside} (LGPL 3), Python {python}, pydantic, platformdirs 위에서 만들어졌습니다: &lt;i&gt;자세히 보기&lt;/i&gt;에 모든 라이선스가 있습니다.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>About Everdell Desktop</source>
        <translation>Everdell Desktop 정보</translation>
    </message>
    <message>
        <source>I'm ready</source>
        <translation>준비됐어요</translation>
    </message>
    <message>
        <source>Pass the computer to {name}
({colour}, {shape})</source>
        <translation>컴퓨터를 {name}에게 넘겨 주세요
({colour}, {shape})</translation>
    </message>
    <message>
        <source>green</source>
        <translation>초록</translation>
    </message>
    <message>
        <source>fountain</source>
        <translation>분수</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>갈색</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>원정</translation>
    </message>
    <message>
        <source>Professor Koto's Expedition</source>
        <translation>코토 교수의 원정 카드</translation>
    </message>
    <message>
        <source>a red Destination</source>
        <translation>빨간 장소 카드</translation>
    </message>
    <message>
        <source>{season}: {count}× to {place}</source>
        <translation>{season}: {place}에 일꾼 {count}</translation>
    </message>
    <message>
        <source>Place taken: New Plan ({effects}), then the next season's place</source>
        <translation>자리가 차 있으면: 새 계획 ({effects}), 그다음 다음 계절의 장소</translation>
    </message>
    <message>
        <source>Last resort: {place}</source>
        <translation>최후의 수단: {place}</translation>
    </message>
    <message>
        <source>{n}× point token</source>
        <translation>점수 토큰 {n}개</translation>
    </message>
    <message>
        <source>{n}× Emerald</source>
        <translation>에메랄드 {n}개</translation>
    </message>
    <message>
        <source>{n}× Artifact</source>
        <translation>유물 {n}개</translation>
    </message>
    <message>
        <source>{n}× step on the path</source>
        <translation>길 {n}칸 전진</translation>
    </message>
    <message>
        <source>{n}× upgrade</source>
        <translation>업그레이드 {n}회</translation>
    </message>
    <message>
        <source>Excavation</source>
        <translation>발굴</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>속임수</translation>
    </message>
    <message>
        <source>{who} turns over his {deck} card: {name}.</source>
        <translation>{who}이(가) {deck} 카드를 뒤집습니다: {name}.</translation>
    </message>
    <message>
        <source>{who} places a helper on {place}.</source>
        <translation>{who}이(가) {place}에 조수를 놓습니다.</translation>
    </message>
    <message>
        <source>{who} places a worker on {place}.</source>
        <translation>{who}이(가) {place}에 일꾼을 놓습니다.</translation>
    </message>
    <message>
        <source>{who} prepares for {season}.</source>
        <translation>{who}이(가) {season}을(를) 준비합니다.</translation>
    </message>
    <message>
        <source>The River Market dice are rolled: {faces}.</source>
        <translation>강 시장 주사위를 굴립니다: {faces}.</translation>
    </message>
    <message>
        <source>{who} draws artifacts: {artifacts}.</source>
        <translation>{who}이(가) 유물을 뽑습니다: {artifacts}.</translation>
    </message>
    <message>
        <source>{who} gains the Realm {realm}.</source>
        <translation>{who}이(가) 영토 {realm}을(를) 얻습니다.</translation>
    </message>
    <message>
        <source>{who} has finished the game.</source>
        <translation>{who}이(가) 게임을 마쳤습니다.</translation>
    </message>
    <message>
        <source>{who} plays {card} into his city.</source>
        <translation>{who}이(가) 자기 도시에 {card}을(를) 내려놓습니다.</translation>
    </message>
    <message>
        <source>{who}'s Archaeologist moves one step along the path.</source>
        <translation>{who}의 고고학자가 길을 따라 한 칸 나아갑니다.</translation>
    </message>
    <message>
        <source>{who} keeps the artifact {artifact}.</source>
        <translation>{who}이(가) 유물 {artifact}을(를) 가집니다.</translation>
    </message>
    <message>
        <source>the Community space of {card}</source>
        <translation>{card}의 공용 칸</translation>
    </message>
    <message>
        <source>your turn. Drag a Worker, a Helper or a card, or click.</source>
        <translation>당신 차례입니다. 일꾼, 조수, 카드를 끌어다 놓거나 클릭하세요.</translation>
    </message>
    <message>
        <source>Finish (pass)</source>
        <translation>끝내기 (패스)</translation>
    </message>
    <message>
        <source>{level}, with Trick cards</source>
        <translation>{level}, 속임수 카드 포함</translation>
    </message>
    <message>
        <source>Professor {bot} — {level}</source>
        <translation>{bot} 교수 — {level}</translation>
    </message>
    <message>
        <source>the most upgraded cards</source>
        <translation>가장 많은 업그레이드 카드</translation>
    </message>
    <message>
        <source>the Archaeologist furthest along the path</source>
        <translation>길에서 가장 멀리 간 고고학자</translation>
    </message>
    <message>
        <source>the most Realms</source>
        <translation>가장 많은 영토</translation>
    </message>
    <message>
        <source>the most leftover resources</source>
        <translation>가장 많이 남은 자원</translation>
    </message>
    <message>
        <source>Path to the Lost City</source>
        <translation>잃어버린 도시로 가는 길</translation>
    </message>
    <message>
        <source>Realms and artifacts</source>
        <translation>영토와 유물</translation>
    </message>
    <message>
        <source>River</source>
        <translation>강</translation>
    </message>
    <message>
        <source>{name}'s hand ({count}/6)</source>
        <translation>{name}의 손패 ({count}/6)</translation>
    </message>
    <message>
        <source>{name} ({kind} location): {caption}</source>
        <translation>{name} ({kind} 장소): {caption}</translation>
    </message>
    <message>
        <source>pay {amounts}</source>
        <translation>{amounts} 지불</translation>
    </message>
    <message>
        <source>{season}; pay {amounts}
spaces: {spaces}</source>
        <translation>{season}; {amounts} 지불
칸: {spaces}</translation>
    </message>
    <message>
        <source>Lost City</source>
        <translation>잃어버린 도시</translation>
    </message>
    <message>
        <source>{title}. {subtitle}. Drag your Archaeologist here to excavate (discard at least 1 card; 1 artifact drawn per card, keep 1).</source>
        <translation>{title}. {subtitle}. 고고학자를 여기로 끌어다 놓으면 발굴합니다 (카드를 1장 이상 버리고, 버린 카드마다 유물 1개를 뽑아 1개를 가집니다).</translation>
    </message>
    <message>
        <source>Every Archaeologist starts here.</source>
        <translation>모든 고고학자가 여기서 출발합니다.</translation>
    </message>
    <message>
        <source>{name}'s Archaeologist</source>
        <translation>{name}의 고고학자</translation>
    </message>
    <message>
        <source>a stack of {count} point tokens</source>
        <translation>점수 토큰 {count}개 더미</translation>
    </message>
    <message>
        <source>Realm deck</source>
        <translation>영토 더미</translation>
    </message>
    <message>
        <source>{count} face down</source>
        <translation>뒷면 {count}장</translation>
    </message>
    <message>
        <source>The Realm deck: at the Realm Gate you may draw its top card instead (a Realm: +1 city space and end-game points)</source>
        <translation>영토 더미: 영토의 문에서 대신 맨 위 카드를 뽑을 수 있습니다 (영토: 도시 칸 +1, 게임 종료 점수)</translation>
    </message>
    <message>
        <source>Artifact bag</source>
        <translation>유물 주머니</translation>
    </message>
    <message>
        <source>{count} inside</source>
        <translation>{count}개 들어 있음</translation>
    </message>
    <message>
        <source>The Plateau — drag a card into your city to play it</source>
        <translation>고원 — 카드를 도시로 끌어다 놓아 내려놓으세요</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>정글</translation>
    </message>
    <message>
        <source>Deck: {count} cards</source>
        <translation>카드 더미: {count}장</translation>
    </message>
    <message>
        <source>; the top card is {card}</source>
        <translation>; 맨 위 카드는 {card}</translation>
    </message>
    <message>
        <source>Deck: {deck}
Discard: {discard}</source>
        <translation>카드 더미: {deck}
버린 카드: {discard}</translation>
    </message>
    <message>
        <source>
Top of the deck: {card}</source>
        <translation>
맨 위 카드: {card}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>끝남</translation>
    </message>
    <message>
        <source>City {count}/{limit}</source>
        <translation>도시 {count}/{limit}</translation>
    </message>
    <message>
        <source>no realms</source>
        <translation>영토 없음</translation>
    </message>
    <message>
        <source>Artifacts: {names}</source>
        <translation>유물: {names}</translation>
    </message>
    <message>
        <source>No realms yet</source>
        <translation>아직 영토가 없습니다</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>업그레이드됨</translation>
    </message>
    <message>
        <source>a Harp sits here</source>
        <translation>하프가 놓여 있음</translation>
    </message>
    <message>
        <source>beneath: {cards}</source>
        <translation>아래: {cards}</translation>
    </message>
    <message>
        <source>{name}'s Helper</source>
        <translation>{name}의 조수</translation>
    </message>
    <message>
        <source>{name}'s Worker</source>
        <translation>{name}의 일꾼</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>게임이 끝났습니다</translation>
    </message>
    <message>
        <source>Realm space</source>
        <translation>영토 칸</translation>
    </message>
    <message>
        <source>Take a card from the Plateau into your hand</source>
        <translation>고원에서 카드 1장을 손패로 가져오세요</translation>
    </message>
    <message>
        <source>Play the top card of the deck?</source>
        <translation>카드 더미 맨 위 카드를 내려놓을까요?</translation>
    </message>
    <message>
        <source>Choose a green Production card to activate</source>
        <translation>활성화할 초록색 생산 카드를 고르세요</translation>
    </message>
    <message>
        <source>Choose a card in your city to upgrade</source>
        <translation>업그레이드할 도시의 카드를 고르세요</translation>
    </message>
    <message>
        <source>Choose a card to discard</source>
        <translation>버릴 카드를 고르세요</translation>
    </message>
    <message>
        <source>Choose a card to discard for the excavation</source>
        <translation>발굴을 위해 버릴 카드를 고르세요</translation>
    </message>
    <message>
        <source>Choose the next Production card to activate</source>
        <translation>다음에 활성화할 생산 카드를 고르세요</translation>
    </message>
    <message>
        <source>Keep one artifact (the others go back to the bag)</source>
        <translation>유물 1개를 가지세요 (나머지는 주머니로 돌아갑니다)</translation>
    </message>
    <message>
        <source>Choose a River Market die to copy</source>
        <translation>복사할 강 시장 주사위를 고르세요</translation>
    </message>
    <message>
        <source>Choose a River Market die</source>
        <translation>강 시장 주사위를 고르세요</translation>
    </message>
    <message>
        <source>Choose a Realm: one from the row or the top of the deck</source>
        <translation>영토를 고르세요: 펼쳐진 것 중 하나 또는 더미 맨 위</translation>
    </message>
    <message>
        <source>Choose a resource to gain</source>
        <translation>얻을 자원을 고르세요</translation>
    </message>
    <message>
        <source>Choose one of the card's options</source>
        <translation>카드의 선택지 중 하나를 고르세요</translation>
    </message>
    <message>
        <source>Pay for the card's reward?</source>
        <translation>비용을 내고 카드의 보상을 받을까요?</translation>
    </message>
    <message>
        <source>Activate the card again?</source>
        <translation>카드를 다시 활성화할까요?</translation>
    </message>
    <message>
        <source>Choose which of Professor Koto's cards he upgrades</source>
        <translation>코토 교수가 업그레이드할 그의 카드를 고르세요</translation>
    </message>
    <message>
        <source>  — to move</source>
        <translation>  — 차례</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>자리</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>진행</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>저장 시각</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Quick save</source>
        <translation>빠른 저장</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>자동 저장</translation>
    </message>
    <message>
        <source>Cannot load game</source>
        <translation>게임을 불러올 수 없음</translation>
    </message>
    <message>
        <source>This game could not be loaded.</source>
        <translation>이 게임을 불러올 수 없습니다.</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>게임 불러오기</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>저장된 게임이 아직 없습니다.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>불러오기</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>파일 열기…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>저장된 게임 열기</translation>
    </message>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>저장된 게임 ({patterns})</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>삭제할 수 없음</translation>
    </message>
    <message>
        <source>Delete all autosaves of this game? This cannot be undone.</source>
        <translation>이 게임의 자동 저장을 모두 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Delete “{name}”? This cannot be undone.</source>
        <translation>“{name}”을(를) 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Delete save</source>
        <translation>저장 삭제</translation>
    </message>
    <message>
        <source>damaged file</source>
        <translation>손상된 파일</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}초</translation>
    </message>
    <message>
        <source>No wait</source>
        <translation>기다리지 않음</translation>
    </message>
    <message>
        <source>Game ▸ New game (Ctrl+N) or Load (Ctrl+O)</source>
        <translation>게임 ▸ 새 게임 (Ctrl+N) 또는 불러오기 (Ctrl+O)</translation>
    </message>
    <message>
        <source>Welcome to Everdell Desktop</source>
        <translation>Everdell Desktop에 오신 것을 환영합니다</translation>
    </message>
    <message>
        <source>Settings: {problem}</source>
        <translation>설정: {problem}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>가능한 수</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Campaign…</source>
        <translation>캠페인(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>저장(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>불러오기(&amp;L)…</translation>
    </message>
    <message>
        <source>Quick-save</source>
        <translation>빠른 저장</translation>
    </message>
    <message>
        <source>Quick-load</source>
        <translation>빠른 불러오기</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>통계(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>되돌리기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>애니메이션 속도</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어 (Language)</translation>
    </message>
    <message>
        <source>Previous move of the round</source>
        <translation>이번 라운드의 이전 수</translation>
    </message>
    <message>
        <source>Next move of the round</source>
        <translation>이번 라운드의 다음 수</translation>
    </message>
    <message>
        <source>Find a move (keyboard)</source>
        <translation>수 찾기 (키보드)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>규칙 요약(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>튜토리얼(&amp;T)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>확대</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>축소</translation>
    </message>
    <message>
        <source>Fit table to window</source>
        <translation>창에 맞추기</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>옆 패널</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>패널</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>글자 크기</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>전체 화면</translation>
    </message>
    <message>
        <source>Reset layout</source>
        <translation>배치 초기화</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>수 추천받기</translation>
    </message>
    <message>
        <source>Allow suggestions in this game</source>
        <translation>이 게임에서 추천 허용</translation>
    </message>
    <message>
        <source>Review the game…</source>
        <translation>게임 돌아보기…</translation>
    </message>
    <message>
        <source>Confirm end of turn</source>
        <translation>차례 끝을 확인</translation>
    </message>
    <message>
        <source>AI waits after your turn</source>
        <translation>내 차례 뒤 AI 대기 시간</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>새 게임 시작</translation>
    </message>
    <message>
        <source>{doing}? The game in progress stays in its autosaves: Game ▸ Load… brings it back.</source>
        <translation>{doing}할까요? 진행 중인 게임은 자동 저장에 남습니다: 게임 ▸ 불러오기…로 되찾을 수 있습니다.</translation>
    </message>
    <message>
        <source>The coach suggests moves on your turn</source>
        <translation>코치는 내 차례에 수를 추천합니다</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>코치가 생각하는 중…</translation>
    </message>
    <message>
        <source>Suggested: {move}</source>
        <translation>추천: {move}</translation>
    </message>
    <message>
        <source>Move {number} of {count} in this round — {line}</source>
        <translation>이번 라운드 {count}수 중 {number}번째 — {line}</translation>
    </message>
    <message>
        <source>Waiting for the next player…</source>
        <translation>다음 플레이어를 기다리는 중…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>{who} to move</source>
        <translation>{who}의 차례</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name}이(가) 생각하는 중…</translation>
    </message>
    <message>
        <source>Not saved ({what}): {error}</source>
        <translation>저장하지 못함 ({what}): {error}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>자동 저장 실패: {error}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation>저장 이름:</translation>
    </message>
    <message>
        <source>The game could not be saved as “{name}”</source>
        <translation>게임을 “{name}”(으)로 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>Saved as “{name}”</source>
        <translation>“{name}”(으)로 저장했습니다</translation>
    </message>
    <message>
        <source>Not saved: the save “{name}” is unchanged</source>
        <translation>저장하지 않았습니다: “{name}” 저장은 그대로입니다</translation>
    </message>
    <message>
        <source>Replace the save?</source>
        <translation>저장을 바꿀까요?</translation>
    </message>
    <message>
        <source>A save called “{name}” already exists. Replace it with this game?</source>
        <translation>“{name}” 저장이 이미 있습니다. 이 게임으로 바꿀까요?</translation>
    </message>
    <message>
        <source>A save's name is 1 to {count} characters long.</source>
        <translation>저장 이름은 1~{count}자여야 합니다.</translation>
    </message>
    <message>
        <source>The game could not be quick-saved</source>
        <translation>게임을 빠른 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>Quick-saved (F9 to load)</source>
        <translation>빠른 저장 완료 (F9로 불러오기)</translation>
    </message>
    <message>
        <source>Cannot autosave</source>
        <translation>자동 저장할 수 없음</translation>
    </message>
    <message>
        <source>The new game could not be autosaved in {folder}.</source>
        <translation>새 게임을 {folder}에 자동 저장하지 못했습니다.</translation>
    </message>
    <message>
        <source>{reason}. The game goes on without saving. Free some space on the disk, or make that folder writable (or move away what is in its place): the game is then autosaved after the next turn, or save it with Game ▸ Save…</source>
        <translation>{reason}. 게임은 저장되지 않은 채 계속됩니다. 디스크 공간을 확보하거나 그 폴더를 쓸 수 있게 하면(또는 그 자리에 있는 것을 옮기면) 다음 차례가 끝난 뒤 자동 저장되며, 게임 ▸ 저장…으로 저장할 수도 있습니다.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>저장할 수 없음</translation>
    </message>
    <message>
        <source>{reason}. The previous save is unchanged.</source>
        <translation>{reason}. 이전 저장은 그대로입니다.</translation>
    </message>
    <message>
        <source>Open {file}</source>
        <translation>{file} 열기</translation>
    </message>
    <message>
        <source>Load the quick save</source>
        <translation>빠른 저장 불러오기</translation>
    </message>
    <message>
        <source>Game loaded</source>
        <translation>게임을 불러왔습니다</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>튜토리얼</translation>
    </message>
    <message>
        <source>Resume the tutorial at step {number}?</source>
        <translation>튜토리얼을 {number}단계부터 이어서 할까요?</translation>
    </message>
    <message>
        <source>The tutorial starts from the beginning: the step it was left at is not in it.</source>
        <translation>튜토리얼을 처음부터 시작합니다: 멈췄던 단계가 튜토리얼에 없습니다.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>이어서 하기</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>처음부터</translation>
    </message>
    <message>
        <source>Start the tutorial</source>
        <translation>튜토리얼 시작</translation>
    </message>
    <message>
        <source>Welcome back</source>
        <translation>다시 오신 것을 환영합니다</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>지난 게임을 이어서 할까요?</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>문제가 생겼습니다</translation>
    </message>
    <message>
        <source>Your game was saved, and Game ▸ Load lists it.</source>
        <translation>게임을 저장했으며, 게임 ▸ 불러오기 목록에 있습니다.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved.</source>
        <translation>진행 중인 게임을 저장하지 못했습니다.</translation>
    </message>
    <message>
        <source>Everdell Desktop met an unexpected error. {game}</source>
        <translation>Everdell Desktop에 예기치 않은 오류가 생겼습니다. {game}</translation>
    </message>
    <message>
        <source>The details were written to {file}.</source>
        <translation>자세한 내용을 {file}에 적었습니다.</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>자세한 내용을 기록 파일에 적지 못했습니다.</translation>
    </message>
    <message>
        <source>{where}

{summary}

You can go on playing, or quit.</source>
        <translation>{where}

{summary}

계속 플레이하거나 끝낼 수 있습니다.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>이어서 하기</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>끝내기</translation>
    </message>
    <message>
        <source>New to the game? Learn it in a guided first game.</source>
        <translation>처음이신가요? 안내를 받으며 첫 게임을 해 보세요.</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>{game} 배우기</translation>
    </message>
    <message>
        <source>{who} moves on to season {season}.</source>
        <translation>{who}이(가) {season} 계절로 넘어갑니다.</translation>
    </message>
    <message>
        <source>The dice are rolled: {faces}.</source>
        <translation>주사위를 굴립니다: {faces}.</translation>
    </message>
    <message>
        <source>{who} has finished.</source>
        <translation>{who}이(가) 마쳤습니다.</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>누군가</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Type to filter the moves, Enter to play the selected one</source>
        <translation>입력해서 수를 걸러 내고, Enter로 고른 수를 둡니다</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>모드</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>게임 수</translation>
    </message>
    <message>
        <source>Solo vs {bot} ({level})</source>
        <translation>솔로 대 {bot} ({level})</translation>
    </message>
    <message>
        <source>Solo vs {bot}</source>
        <translation>솔로 대 {bot}</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count}인</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>Statistics: {problem}</source>
        <translation>통계: {problem}</translation>
    </message>
    <message>
        <source>No finished games yet: the figures appear after your first.</source>
        <translation>끝낸 게임이 아직 없습니다: 첫 게임을 마치면 기록이 나타납니다.</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>최고 점수</translation>
    </message>
    <message>
        <source>Best scores: {game}, {mode}</source>
        <translation>최고 점수: {game}, {mode}</translation>
    </message>
    <message>
        <source>{rank}. {score} points: {name} ({date})</source>
        <translation>{rank}. {score}점: {name} ({date})</translation>
    </message>
    <message>
        <source>The shield: {points} at the end of the game.</source>
        <translation>방패: 게임이 끝날 때 {points}.</translation>
    </message>
    <message>
        <source>▼ on the card in a city: the cards beneath it, at most {count}.</source>
        <translation>도시에 놓인 카드의 ▼: 아래에 넣은 카드 수, 최대 {count}장.</translation>
    </message>
    <message>
        <source>{count} point</source>
        <translation>{count}점</translation>
    </message>
    <message>
        <source>{count} points</source>
        <translation>{count}점</translation>
    </message>
    <message>
        <source>Top left, the cost: nothing, it is free.</source>
        <translation>왼쪽 위, 비용: 없음, 무료입니다.</translation>
    </message>
    <message>
        <source>Top left, the cost: {items}.</source>
        <translation>왼쪽 위, 비용: {items}.</translation>
    </message>
    <message>
        <source>This card shows its upgraded (flower) side: 1 more point, a stronger ability.</source>
        <translation>이 카드는 업그레이드한(꽃) 면입니다: 1점 더, 더 강한 능력.</translation>
    </message>
    <message>
        <source>The flower strip at the foot is the upgraded side: {ability}</source>
        <translation>아래의 꽃 띠는 업그레이드한 면입니다: {ability}</translation>
    </message>
    <message>
        <source>Prepare for season</source>
        <translation>계절 준비</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>your turn.</source>
        <translation>당신 차례입니다.</translation>
    </message>
    <message>
        <source>{name} (AI) is playing…</source>
        <translation>{name} (AI)이(가) 두는 중…</translation>
    </message>
    <message>
        <source>{name} (AI)</source>
        <translation>{name} (AI)</translation>
    </message>
    <message>
        <source>{count} card in hand (hidden)</source>
        <translation>손패 {count}장 (비공개)</translation>
    </message>
    <message>
        <source>{count} cards in hand (hidden)</source>
        <translation>손패 {count}장 (비공개)</translation>
    </message>
    <message>
        <source>  (+{count} more in the Moves list)</source>
        <translation>  (가능한 수 목록에 {count}개 더)</translation>
    </message>
    <message>
        <source>Your selection</source>
        <translation>선택한 것</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>노랑</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>원</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>하늘</translation>
    </message>
    <message>
        <source>square</source>
        <translation>네모</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>주홍</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>세모</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>보라</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>마름모</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>작게</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>크게</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>더 크게</translation>
    </message>
    <message>
        <source>{bot} (solo bot)</source>
        <translation>{bot} (솔로 봇)</translation>
    </message>
    <message>
        <source>it is not a human player's turn</source>
        <translation>사람 플레이어의 차례가 아닙니다</translation>
    </message>
    <message>
        <source>that move is not legal now</source>
        <translation>지금은 그 수를 둘 수 없습니다</translation>
    </message>
    <message>
        <source>that move could not be played</source>
        <translation>그 수를 둘 수 없었습니다</translation>
    </message>
    <message>
        <source>That move could not be played (an error in the rules was logged)</source>
        <translation>그 수를 둘 수 없었습니다 (규칙 오류를 기록했습니다)</translation>
    </message>
    <message>
        <source>Your last move revealed something hidden, so it cannot be taken back</source>
        <translation>방금 둔 수로 숨겨진 것이 드러나서 되돌릴 수 없습니다</translation>
    </message>
    <message>
        <source>Undo takes back your own moves, while it is your turn</source>
        <translation>되돌리기는 내 차례에 내가 둔 수만 되돌립니다</translation>
    </message>
    <message>
        <source>There is no move of this turn to take back</source>
        <translation>이번 차례에 둔 수가 없어 되돌릴 것이 없습니다</translation>
    </message>
    <message>
        <source>Your last move left something to chance, so it cannot be taken back</source>
        <translation>방금 둔 수에 운(주사위나 섞기)이 쓰여서 되돌릴 수 없습니다</translation>
    </message>
    <message>
        <source>Your turn is over and {name} has played since, so it cannot be taken back</source>
        <translation>차례가 끝났고 그 뒤 {name}이(가) 두었으므로 되돌릴 수 없습니다</translation>
    </message>
    <message>
        <source>Your turn is over, so it cannot be taken back</source>
        <translation>차례가 끝났으므로 되돌릴 수 없습니다</translation>
    </message>
    <message>
        <source>This move leaves something to chance (a die or a shuffle)</source>
        <translation>이 수는 운(주사위나 섞기)에 맡겨집니다</translation>
    </message>
    <message>
        <source>This move reveals something hidden (a card drawn, a tile from the bag)</source>
        <translation>이 수는 숨겨진 것을 드러냅니다(뽑는 카드, 주머니에서 꺼내는 타일)</translation>
    </message>
    <message>
        <source>{warning}: it cannot be undone. Make it?</source>
        <translation>{warning}: 되돌릴 수 없습니다. 둘까요?</translation>
    </message>
    <message>
        <source>{warning}: it cannot be undone.</source>
        <translation>{warning}: 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>A move that cannot be undone</source>
        <translation>되돌릴 수 없는 수</translation>
    </message>
    <message>
        <source>Ask before moves that cannot be undone</source>
        <translation>되돌릴 수 없는 수를 두기 전에 묻기</translation>
    </message>
    <message>
        <source>{name}: your turn is done — end it, or undo</source>
        <translation>{name}: 차례를 마쳤습니다 — 끝내거나 되돌리세요</translation>
    </message>
    <message>
        <source>Your turn is done. End it to end the game, or undo.</source>
        <translation>차례를 마쳤습니다. 끝내서 게임을 마치거나 되돌리세요.</translation>
    </message>
    <message>
        <source>Your turn is done. The game ends in {seconds} s.</source>
        <translation>차례를 마쳤습니다. {seconds}초 뒤 게임이 끝납니다.</translation>
    </message>
    <message>
        <source>{name} {what}; it is asked again</source>
        <translation>{name}: {what}; 다시 묻습니다</translation>
    </message>
    <message>
        <source>{name} {what} again; a {agent} move is played</source>
        <translation>{name}: 다시 {what}; {agent} 수를 둡니다</translation>
    </message>
    <message>
        <source>{name} {what}; the first legal move is played</source>
        <translation>{name}: {what}; 둘 수 있는 첫 번째 수를 둡니다</translation>
    </message>
    <message>
        <source>The game cannot go on: no legal move can be played</source>
        <translation>게임을 계속할 수 없습니다: 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>Critter</source>
        <translation>동물</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>건물</translation>
    </message>
    <message>
        <source>Free by an Occupied token on a {colour} Construction</source>
        <translation>{colour} 건물 카드에 입주 토큰을 놓으면 무료</translation>
    </message>
    <message>
        <source>Good News · solo</source>
        <translation>좋은 소식 · 1인</translation>
    </message>
    <message>
        <source>Good News · cooperative</source>
        <translation>좋은 소식 · 협력</translation>
    </message>
    <message>
        <source>end</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>초원</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>특별</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>일반</translation>
    </message>
    <message>
        <source>Free with {card}</source>
        <translation>{card}이(가) 있으면 무료</translation>
    </message>
    <message>
        <source>Hosts any Critter for free</source>
        <translation>어느 동물이든 무료로 입주</translation>
    </message>
    <message>
        <source>Hosts the {card} for free</source>
        <translation>{card}이(가) 무료로 입주</translation>
    </message>
    <message>
        <source>Rugwort plays {card} into his city.</source>
        <translation>럭워트가 자기 도시에 {card}을(를) 내려놓습니다.</translation>
    </message>
    <message>
        <source>Rugwort plays {card} into your city.</source>
        <translation>럭워트가 당신의 도시에 {card}을(를) 내려놓습니다.</translation>
    </message>
    <message>
        <source>Rugwort rolls the d8: Meadow card {face}.</source>
        <translation>럭워트가 8면체 주사위를 굴립니다: 초원 카드 {face}.</translation>
    </message>
    <message>
        <source>{who} achieves {event}.</source>
        <translation>{who}이(가) {event} 행사를 개최합니다.</translation>
    </message>
    <message>
        <source>Rugwort's workers block more Meadow cards.</source>
        <translation>럭워트의 일꾼이 초원 카드를 더 막습니다.</translation>
    </message>
    <message>
        <source>Rugwort's worker moves from {start} to {end}.</source>
        <translation>럭워트의 일꾼이 {start}에서 {end}(으)로 옮겨 갑니다.</translation>
    </message>
    <message>
        <source>{who} passes: their year is over.</source>
        <translation>{who}이(가) 패스합니다: 한 해가 끝났습니다.</translation>
    </message>
    <message>
        <source>Pass (end my game)</source>
        <translation>패스 (내 게임 끝내기)</translation>
    </message>
    <message>
        <source>place a worker, play a card, or prepare.</source>
        <translation>일꾼을 놓거나, 카드를 내려놓거나, 계절을 준비하세요.</translation>
    </message>
    <message>
        <source>Year One</source>
        <translation>첫해</translation>
    </message>
    <message>
        <source>Year Two</source>
        <translation>둘째 해</translation>
    </message>
    <message>
        <source>Year Three</source>
        <translation>셋째 해</translation>
    </message>
    <message>
        <source>the solo rule: Rugwort wins every tie</source>
        <translation>솔로 규칙: 동점이면 럭워트가 이깁니다</translation>
    </message>
    <message>
        <source>the most Events achieved</source>
        <translation>가장 많이 개최한 행사</translation>
    </message>
    <message>
        <source>The valley of Everdell</source>
        <translation>에버델 골짜기</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>행사</translation>
    </message>
    <message>
        <source>{name}'s hand ({count}/{limit})</source>
        <translation>{name}의 손패 ({count}/{limit})</translation>
    </message>
    <message>
        <source>one worker</source>
        <translation>일꾼 1마리</translation>
    </message>
    <message>
        <source>open to all</source>
        <translation>공유 장소</translation>
    </message>
    <message>
        <source>The Forest ({count} cards)</source>
        <translation>숲 ({count}장)</translation>
    </message>
    <message>
        <source>two workers, one each</source>
        <translation>일꾼 2마리, 한 사람에 하나씩</translation>
    </message>
    <message>
        <source>discard cards: 1 resource of your choice per 2 discarded</source>
        <translation>카드 버리기: 2장마다 원하는 자원 1개</translation>
    </message>
    <message>
        <source>The Haven</source>
        <translation>낙원</translation>
    </message>
    <message>
        <source>autumn; discard {count} cards</source>
        <translation>가을; 카드 {count}장 버리기</translation>
    </message>
    <message>
        <source>; open</source>
        <translation>; 공유</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>카드 더미</translation>
    </message>
    <message>
        <source>Deck {deck} · discard {discard}</source>
        <translation>카드 더미 {deck} · 버린 카드 {discard}</translation>
    </message>
    <message>
        <source>{count} {colour}</source>
        <translation>{colour} {count}장</translation>
    </message>
    <message>
        <source>needs {cards} cards</source>
        <translation>필요: {cards}</translation>
    </message>
    <message>
        <source>needs {cards}</source>
        <translation>필요: {cards}</translation>
    </message>
    <message>
        <source>points vary</source>
        <translation>점수는 경우에 따라 다름</translation>
    </message>
    <message>
        <source>The Meadow — drag a card into your city to play it</source>
        <translation>초원 — 카드를 도시로 끌어다 놓아 내려놓으세요</translation>
    </message>
    <message>
        <source>blocked by Rugwort's worker</source>
        <translation>럭워트의 일꾼이 막고 있음</translation>
    </message>
    <message>
        <source>Cards turned up for a choice</source>
        <translation>고르려고 펼친 카드</translation>
    </message>
    <message>
        <source>no Events yet</source>
        <translation>아직 행사 없음</translation>
    </message>
    <message>
        <source>Year {number}</source>
        <translation>{number}년 차</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count}장</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>패스함</translation>
    </message>
    <message>
        <source>city {count}/{limit}</source>
        <translation>도시 {count}/{limit}</translation>
    </message>
    <message>
        <source>Journey {points}</source>
        <translation>여행 {points}</translation>
    </message>
    <message>
        <source>occupied (a Critter moved in for free)</source>
        <translation>입주함 (동물이 무료로 들어옴)</translation>
    </message>
    <message>
        <source>{count} point tokens on it</source>
        <translation>점수 토큰 {count}개가 놓여 있음</translation>
    </message>
    <message>
        <source>stored: {resources}</source>
        <translation>보관: {resources}</translation>
    </message>
    <message>
        <source>His workers block {count} Meadow card.</source>
        <translation>그의 일꾼이 초원 카드 {count}장을 막고 있습니다.</translation>
    </message>
    <message>
        <source>His workers block {count} Meadow cards.</source>
        <translation>그의 일꾼이 초원 카드 {count}장을 막고 있습니다.</translation>
    </message>
    <message>
        <source>After each of your turns he plays a Meadow card (d8) for every card you played.</source>
        <translation>당신의 차례가 끝날 때마다, 당신이 내려놓은 카드 1장마다 그가 초원 카드 1장을 내려놓습니다 (8면체 주사위).</translation>
    </message>
    <message>
        <source>point tokens</source>
        <translation>점수 토큰</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>손패</translation>
    </message>
    <message>
        <source>{name}'s worker</source>
        <translation>{name}의 일꾼</translation>
    </message>
    <message>
        <source>The year is over: see the scores.</source>
        <translation>한 해가 끝났습니다: 점수를 확인하세요.</translation>
    </message>
    <message>
        <source>You beat Rugwort: Year {number} is won!</source>
        <translation>럭워트를 이겼습니다: {number}년 차 승리!</translation>
    </message>
    <message>
        <source>Rugwort takes this year.</source>
        <translation>이번 해는 럭워트가 이겼습니다.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>{event}: {text} Reward below the space: {reward}</source>
        <translation>{event}: {text} 칸 아래 보상: {reward}</translation>
    </message>
    <message>
        <source>the opossum side</source>
        <translation>주머니쥐 면</translation>
    </message>
    <message>
        <source>the plain side</source>
        <translation>기본 면</translation>
    </message>
    <message>
        <source>Season tiles ({side}) · board: the {board} side</source>
        <translation>계절 타일 ({side}) · 보드: {board} 면</translation>
    </message>
    <message>
        <source>Deck: {count} cards. Drag it onto your hand to draw.</source>
        <translation>카드 더미: {count}장. 손패로 끌어 놓으면 뽑습니다.</translation>
    </message>
    <message>
        <source>Deck {deck}
Discards {discards} (face down)</source>
        <translation>덱 {deck}
버린 카드 {discards} (뒷면)</translation>
    </message>
    <message>
        <source>end of the path</source>
        <translation>길의 끝</translation>
    </message>
    <message>
        <source>space {number} of {count}</source>
        <translation>{count}칸 중 {number}번째 칸</translation>
    </message>
    <message>
        <source>The Sun</source>
        <translation>해</translation>
    </message>
    <message>
        <source>The Moon</source>
        <translation>달</translation>
    </message>
    <message>
        <source>Skunk</source>
        <translation>스컹크</translation>
    </message>
    <message>
        <source>Hare</source>
        <translation>토끼</translation>
    </message>
    <message>
        <source>The Skunk</source>
        <translation>스컹크</translation>
    </message>
    <message>
        <source>The Skunk blocks {card} in the Meadow for the season.</source>
        <translation>스컹크가 이번 계절 동안 초원의 {card}을(를) 막습니다.</translation>
    </message>
    <message>
        <source>The Skunk puts a worker on {place}.</source>
        <translation>스컹크가 {place}에 일꾼을 놓습니다.</translation>
    </message>
    <message>
        <source>The Skunk takes {card} into his pile.</source>
        <translation>스컹크가 {card}을(를) 자기 더미로 가져갑니다.</translation>
    </message>
    <message>
        <source>{season} begins.</source>
        <translation>{season}이(가) 시작됩니다.</translation>
    </message>
    <message>
        <source>The Skunk rolls a {face}.</source>
        <translation>스컹크가 주사위를 굴립니다: {face}.</translation>
    </message>
    <message>
        <source>{who} wins the Journey.</source>
        <translation>{who}이(가) 여행을 차지합니다.</translation>
    </message>
    <message>
        <source>New River tiles: {tiles}</source>
        <translation>새 강 타일: {tiles}</translation>
    </message>
    <message>
        <source>Good News for {who}: {card}.</source>
        <translation>{who}의 좋은 소식: {card}.</translation>
    </message>
    <message>
        <source>The Skunk has nothing to do and only moves a token.</source>
        <translation>스컹크는 할 일이 없어 토큰만 옮깁니다.</translation>
    </message>
    <message>
        <source>A Skunk worker goes home for the season.</source>
        <translation>스컹크 일꾼 하나가 이번 계절 동안 집으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>place a worker, play a card or take a card (trade 2 cards for 1 first if you like).</source>
        <translation>일꾼을 놓거나, 카드를 내려놓거나, 카드를 가져오세요 (원하면 먼저 카드 2장을 자원 1개로 교환).</translation>
    </message>
    <message>
        <source>The Skunk — {level} (our own design)</source>
        <translation>스컹크 — {level} (자체 설계)</translation>
    </message>
    <message>
        <source>the solo rule: the Skunk wins every tie</source>
        <translation>1인 규칙: 동점이면 스컹크가 이깁니다</translation>
    </message>
    <message>
        <source>the most resources left</source>
        <translation>남은 자원이 가장 많은 사람</translation>
    </message>
    <message>
        <source>the most cards in the city</source>
        <translation>도시의 카드가 가장 많은 사람</translation>
    </message>
    <message>
        <source>the most cards in hand</source>
        <translation>손패가 가장 많은 사람</translation>
    </message>
    <message>
        <source>{name}'s hand ({count})</source>
        <translation>{name}의 손패 ({count})</translation>
    </message>
    <message>
        <source>Awarded at the end, not on a tie.</source>
        <translation>게임 끝에 주며, 동점이면 아무도 받지 않습니다.</translation>
    </message>
    <message>
        <source>{animal} starts.</source>
        <translation>{animal}이(가) 먼저 합니다.</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>게임에서 제거됨</translation>
    </message>
    <message>
        <source>River: {tile}</source>
        <translation>강: {tile}</translation>
    </message>
    <message>
        <source>touches the Sun or the Moon: playable</source>
        <translation>해나 달에 닿음: 내려놓을 수 있음</translation>
    </message>
    <message>
        <source>not by a token</source>
        <translation>토큰 옆이 아님</translation>
    </message>
    <message>
        <source>blocked by a Skunk worker</source>
        <translation>스컹크 일꾼이 막고 있음</translation>
    </message>
    <message>
        <source>The Skunk · {level} · {score} · {count} cards</source>
        <translation>스컹크 · {level} · {score} · 카드 {count}장</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>거북</translation>
    </message>
    <message>
        <source>city {count}</source>
        <translation>도시 {count}</translation>
    </message>
    <message>
        <source>Events: {events}</source>
        <translation>행사: {events}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>아직 없음</translation>
    </message>
    <message>
        <source>{details} · Occupied tokens left: {tokens}</source>
        <translation>{details} · 남은 입주 토큰: {tokens}</translation>
    </message>
    <message>
        <source>holds an Occupied token</source>
        <translation>입주 토큰 있음</translation>
    </message>
    <message>
        <source>{owner}'s {animal} worker</source>
        <translation>{owner}의 {animal} 일꾼</translation>
    </message>
    <message>
        <source>2 cards → 1 {resource}</source>
        <translation>카드 2장 → {resource} 1개</translation>
    </message>
    <message>
        <source>Trade 2 cards from your hand for 1 resource (free, before your action)</source>
        <translation>손패 2장을 자원 1개로 바꾸기 (무료, 행동 전에)</translation>
    </message>
    <message>
        <source>Good News (click to use, free):</source>
        <translation>좋은 소식 (클릭해서 무료로 사용):</translation>
    </message>
    <message>
        <source>Both tokens reached the end in autumn: see the scores.</source>
        <translation>가을에 두 토큰이 모두 끝에 닿았습니다: 점수를 보세요.</translation>
    </message>
    <message>
        <source>You beat the Skunk!</source>
        <translation>스컹크를 이겼습니다!</translation>
    </message>
    <message>
        <source>The Skunk wins this time.</source>
        <translation>이번에는 스컹크가 이깁니다.</translation>
    </message>
    <message>
        <source>{who}: discards a card face down</source>
        <translation>{who}: 카드 한 장을 뒷면으로 버림</translation>
    </message>
    <message>
        <source>The year is over</source>
        <translation>한 해가 끝났습니다</translation>
    </message>
    <message>
        <source>At the end: 1 point per resin and pebble you kept (at most 6).</source>
        <translation>게임 종료: 남은 송진과 조약돌 1개마다 1점 (최대 6점).</translation>
    </message>
    <message>
        <source>When played: discard up to 5 cards from your hand, 1 point token each.</source>
        <translation>내려놓을 때: 손패를 5장까지 버리고, 1장마다 점수 토큰 1개.</translation>
    </message>
    <message>
        <source>Harvest: 2 twigs for every Farm in your city.</source>
        <translation>수확: 도시의 농장마다 잔가지 2개.</translation>
    </message>
    <message>
        <source>At the end: 1 point per Common Construction in your city.</source>
        <translation>게임 종료: 도시의 일반 건물마다 1점.</translation>
    </message>
    <message>
        <source>Worker: turn up 4 cards from the deck or discard pile, play 1 of them free.</source>
        <translation>일꾼: 카드 더미나 버린 카드 더미에서 4장을 펼쳐, 1장을 무료로 내려놓기.</translation>
    </message>
    <message>
        <source>Worker: add a point token here, then draw 2 cards per token on it.</source>
        <translation>일꾼: 여기에 점수 토큰 1개를 놓고, 놓인 토큰마다 카드 2장 뽑기.</translation>
    </message>
    <message>
        <source>Harvest: copy one green Production card in your city.</source>
        <translation>수확: 도시의 초록색 생산 카드 1장을 복사.</translation>
    </message>
    <message>
        <source>Holds 3 point tokens. Before you prepare, spend one to use a place again.</source>
        <translation>점수 토큰 3개를 둡니다. 계절 준비 전에 1개를 써서 장소를 한 번 더 사용.</translation>
    </message>
    <message>
        <source>After you play a Construction: gain a twig, resin or pebble.</source>
        <translation>건물을 내려놓은 뒤: 잔가지, 송진, 조약돌 중 1개 얻기.</translation>
    </message>
    <message>
        <source>Discard it to build a Construction for 3 resources less.</source>
        <translation>이 카드를 버리면 건물을 자원 3개 싸게 짓기.</translation>
    </message>
    <message>
        <source>Harvest: pay up to 3 berries, 1 point token for each.</source>
        <translation>수확: 베리를 3개까지 내고, 1개마다 점수 토큰 1개.</translation>
    </message>
    <message>
        <source>Lock a Critter of your city beneath it to pay 3 resources less.</source>
        <translation>도시의 동물 1장을 아래에 가두면 자원 3개를 덜 지불.</translation>
    </message>
    <message>
        <source>At the end: 1 point per Prosperity card in your city.</source>
        <translation>게임 종료: 도시의 번영 카드마다 1점.</translation>
    </message>
    <message>
        <source>Harvest: draw 2 cards.</source>
        <translation>수확: 카드 2장 뽑기.</translation>
    </message>
    <message>
        <source>Harvest: gain 1 berry.</source>
        <translation>수확: 베리 1개 얻기.</translation>
    </message>
    <message>
        <source>Played into a rival's city, where it costs them 2 points.</source>
        <translation>상대의 도시에 내려놓으며, 그 상대는 2점을 잃습니다.</translation>
    </message>
    <message>
        <source>Harvest: 1 berry, or 2 with a Farm in your city.</source>
        <translation>수확: 베리 1개, 도시에 농장이 있으면 2개.</translation>
    </message>
    <message>
        <source>After you play a Critter or Construction: draw 1 card.</source>
        <translation>동물이나 건물을 내려놓은 뒤: 카드 1장 뽑기.</translation>
    </message>
    <message>
        <source>Harvest: with a Wife and a Farm nearby, 1 resource of your choice.</source>
        <translation>수확: 아내와 농장이 있으면 원하는 자원 1개.</translation>
    </message>
    <message>
        <source>Worker (anyone's): play a Meadow card for 3 resources less.</source>
        <translation>일꾼 (누구나): 초원 카드를 자원 3개 싸게 내려놓기.</translation>
    </message>
    <message>
        <source>Discard it to hire a Critter for 3 berries less.</source>
        <translation>이 카드를 버리면 동물을 베리 3개 싸게 들이기.</translation>
    </message>
    <message>
        <source>When you play a card, swap one resource of its cost for another.</source>
        <translation>카드를 내려놓을 때, 비용의 자원 1개를 다른 자원으로 바꾸기.</translation>
    </message>
    <message>
        <source>At the end: 1 point per basic Event, 2 per special Event.</source>
        <translation>게임 종료: 기본 행사마다 1점, 특별 행사마다 2점.</translation>
    </message>
    <message>
        <source>Worker: use any basic or Forest location as if you stood there.</source>
        <translation>일꾼: 기본 장소나 숲 장소 하나를 그곳에 있는 것처럼 사용.</translation>
    </message>
    <message>
        <source>Harvest: gain 1 pebble.</source>
        <translation>수확: 조약돌 1개 얻기.</translation>
    </message>
    <message>
        <source>Harvest: copy a green Production card in a rival's city.</source>
        <translation>수확: 상대 도시의 초록색 생산 카드 1장을 복사.</translation>
    </message>
    <message>
        <source>Worker (stays): give away 2 resources for 4 point tokens.</source>
        <translation>일꾼 (남아 있음): 자원 2개를 주고 점수 토큰 4개.</translation>
    </message>
    <message>
        <source>Harvest: give up to 2 berries to a rival, 2 point tokens each.</source>
        <translation>수확: 상대에게 베리를 2개까지 주고, 1개마다 점수 토큰 2개.</translation>
    </message>
    <message>
        <source>At the end: 1 point per Unique Construction in your city.</source>
        <translation>게임 종료: 도시의 특별 건물마다 1점.</translation>
    </message>
    <message>
        <source>Harvest: trade up to 2 resources for any others.</source>
        <translation>수확: 자원을 2개까지 다른 자원으로 바꾸기.</translation>
    </message>
    <message>
        <source>Worker (anyone's): give 2 cards away, discard some, draw to the limit.</source>
        <translation>일꾼 (누구나): 카드 2장을 주고, 원하는 만큼 버린 뒤 한도까지 뽑기.</translation>
    </message>
    <message>
        <source>When played: turn up 2 cards, play one worth 3 or less for free.</source>
        <translation>내려놓을 때: 카드 2장을 펼쳐, 3점 이하인 1장을 무료로 내려놓기.</translation>
    </message>
    <message>
        <source>Worker: play a card worth up to 3 points for free.</source>
        <translation>일꾼: 3점 이하인 카드 1장을 무료로 내려놓기.</translation>
    </message>
    <message>
        <source>When played: move one of your placed workers elsewhere.</source>
        <translation>내려놓을 때: 배치한 일꾼 1마리를 다른 곳으로 옮기기.</translation>
    </message>
    <message>
        <source>Harvest: gain 1 resin.</source>
        <translation>수확: 송진 1개 얻기.</translation>
    </message>
    <message>
        <source>Replace one of your Constructions: get its cost back and draw 2.</source>
        <translation>내 건물 1장을 대신합니다: 그 비용을 돌려받고 카드 2장 뽑기.</translation>
    </message>
    <message>
        <source>At the end: 1 point per Common Critter in your city.</source>
        <translation>게임 종료: 도시의 일반 동물마다 1점.</translation>
    </message>
    <message>
        <source>When played: 3 berries and 1 point per token on your Chapel.</source>
        <translation>내려놓을 때: 베리 3개, 그리고 예배당의 토큰마다 1점.</translation>
    </message>
    <message>
        <source>After you play a Critter: gain 1 berry.</source>
        <translation>동물을 내려놓은 뒤: 베리 1개 얻기.</translation>
    </message>
    <message>
        <source>Harvest: stock resources here. Worker: take everything stored.</source>
        <translation>수확: 여기에 자원을 쌓기. 일꾼: 쌓인 것을 모두 가져가기.</translation>
    </message>
    <message>
        <source>Harvest: draw 2, keep 1, give the other to a rival.</source>
        <translation>수확: 2장을 뽑아 1장은 가지고, 나머지는 상대에게.</translation>
    </message>
    <message>
        <source>At the end: 1 point per Unique Critter in your city.</source>
        <translation>게임 종료: 도시의 특별 동물마다 1점.</translation>
    </message>
    <message>
        <source>Harvest: gain 2 twigs.</source>
        <translation>수확: 잔가지 2개 얻기.</translation>
    </message>
    <message>
        <source>When played: clear 3 Meadow cards, refill, keep 1 of the new row.</source>
        <translation>내려놓을 때: 초원 카드 3장을 치우고 다시 채운 뒤, 새 카드 중 1장 가지기.</translation>
    </message>
    <message>
        <source>Worker: discard a card of your city for its cost, 1 resource and 1 point.</source>
        <translation>일꾼: 도시의 카드 1장을 버리고 그 비용, 자원 1개, 1점 얻기.</translation>
    </message>
    <message>
        <source>When played: draw 3 cards. Takes no space in your city.</source>
        <translation>내려놓을 때: 카드 3장 뽑기. 도시의 칸을 차지하지 않습니다.</translation>
    </message>
    <message>
        <source>Shares a space with a Husband; worth 3 more at the end with one.</source>
        <translation>남편과 한 칸을 나눠 씁니다. 남편이 있으면 게임 종료 때 3점 더.</translation>
    </message>
    <message>
        <source>Harvest: pay up to 3 twigs, 1 point token for each.</source>
        <translation>수확: 잔가지를 3개까지 내고, 1개마다 점수 토큰 1개.</translation>
    </message>
    <message>
        <source>Choose a card to discard (click it in your hand)</source>
        <translation>버릴 카드를 고르세요 (손패에서 클릭)</translation>
    </message>
    <message>
        <source>Take a card from the Meadow (click it)</source>
        <translation>초원에서 카드 1장을 가져오세요 (클릭)</translation>
    </message>
    <message>
        <source>Clear a card from the Meadow (click it)</source>
        <translation>초원에서 치울 카드를 고르세요 (클릭)</translation>
    </message>
    <message>
        <source>Choose a green Production card to copy</source>
        <translation>복사할 초록색 생산 카드를 고르세요</translation>
    </message>
    <message>
        <source>Choose a location to copy (click it)</source>
        <translation>복사할 장소를 고르세요 (클릭)</translation>
    </message>
    <message>
        <source>Choose a card to remove from a city</source>
        <translation>도시에서 없앨 카드를 고르세요</translation>
    </message>
    <message>
        <source>Choose the Construction the Ruins replace</source>
        <translation>폐허가 대신할 건물을 고르세요</translation>
    </message>
    <message>
        <source>Play one of these cards for free?</source>
        <translation>이 카드 중 1장을 무료로 내려놓을까요?</translation>
    </message>
    <message>
        <source>Play a card at a discount?</source>
        <translation>카드를 할인받아 내려놓을까요?</translation>
    </message>
    <message>
        <source>Keep one of the drawn cards</source>
        <translation>뽑은 카드 중 1장을 가지세요</translation>
    </message>
    <message>
        <source>Choose a card to give away</source>
        <translation>줄 카드를 고르세요</translation>
    </message>
    <message>
        <source>Give berries to a rival?</source>
        <translation>상대에게 베리를 줄까요?</translation>
    </message>
    <message>
        <source>Who receives the berries you paid?</source>
        <translation>낸 베리를 누가 받을까요?</translation>
    </message>
    <message>
        <source>Choose a rival</source>
        <translation>상대를 고르세요</translation>
    </message>
    <message>
        <source>Choose a resource to pay</source>
        <translation>낼 자원을 고르세요</translation>
    </message>
    <message>
        <source>How much do you pay for points?</source>
        <translation>점수를 얻으려고 얼마나 낼까요?</translation>
    </message>
    <message>
        <source>What goes into the Storehouse?</source>
        <translation>창고에 무엇을 넣을까요?</translation>
    </message>
    <message>
        <source>Move one of your placed workers?</source>
        <translation>배치한 일꾼 1마리를 옮길까요?</translation>
    </message>
    <message>
        <source>Where does the worker go?</source>
        <translation>일꾼을 어디로 보낼까요?</translation>
    </message>
    <message>
        <source>Turn cards up from the deck or the discard pile?</source>
        <translation>카드 더미와 버린 카드 더미 중 어디에서 펼칠까요?</translation>
    </message>
    <message>
        <source>Place a Critter beneath the Event?</source>
        <translation>행사 아래에 동물을 놓을까요?</translation>
    </message>
    <message>
        <source>Give a resource to a rival?</source>
        <translation>상대에게 자원을 줄까요?</translation>
    </message>
    <message>
        <source>Put resources on the Event?</source>
        <translation>행사에 자원을 놓을까요?</translation>
    </message>
    <message>
        <source>Bring a worker back?</source>
        <translation>일꾼을 데려올까요?</translation>
    </message>
    <message>
        <source>What happens to the turned-up card?</source>
        <translation>펼친 카드를 어떻게 할까요?</translation>
    </message>
    <message>
        <source>Spend a Clock Tower token to use a location again?</source>
        <translation>시계탑 토큰을 써서 장소를 한 번 더 사용할까요?</translation>
    </message>
    <message>
        <source>Chart: take a map tile for your Expedition (click it on the Mountain)</source>
        <translation>지도 그리기: 원정에 쓸 지도 타일을 가져오세요 (산에서 클릭)</translation>
    </message>
    <message>
        <source>Discover: play one of the three cards (click it; the slot's cost is above it)</source>
        <translation>발견: 세 장 중 한 장을 내세요 (클릭; 칸의 비용은 카드 위에 있습니다)</translation>
    </message>
    <message>
        <source>The Weather: pay one more resource for this card</source>
        <translation>날씨: 이 카드에 자원을 하나 더 내세요</translation>
    </message>
    <message>
        <source>The Weather: which do you gain one fewer of?</source>
        <translation>날씨: 무엇을 하나 덜 얻겠습니까?</translation>
    </message>
    <message>
        <source>Your Expedition: travel on to the next stop (pay its cost), or stop here?</source>
        <translation>원정: 다음 기착지로 계속 가시겠습니까 (비용 지불), 아니면 여기서 멈추시겠습니까?</translation>
    </message>
    <message>
        <source>Leave Stubblehoof out to act again (and take 1 card and 1 resource)?</source>
        <translation>스터블후프를 밖에 두고 한 번 더 행동하시겠습니까 (카드 1장과 자원 1개를 받음)?</translation>
    </message>
    <message>
        <source>Windlore: an opponent drew cards. Draw 2 cards?</source>
        <translation>윈드로어: 상대가 카드를 뽑았습니다. 카드 2장을 뽑으시겠습니까?</translation>
    </message>
    <message>
        <source>Name a card to search the deck for</source>
        <translation>덱에서 찾을 카드를 고르세요</translation>
    </message>
    <message>
        <source>Moleia Mines: reveal another card, or stop and take them?</source>
        <translation>몰레이아 광산: 카드를 한 장 더 공개하시겠습니까, 아니면 멈추고 가져가시겠습니까?</translation>
    </message>
    <message>
        <source>Map Seller: take a card from the Meadow or the discard pile, or stop</source>
        <translation>지도 상인: 초원이나 버린 카드 더미에서 카드를 가져오거나 멈추세요</translation>
    </message>
    <message>
        <source>The Weather: discard a card (click it in your hand)</source>
        <translation>날씨: 카드 한 장을 버리세요 (손패에서 클릭)</translation>
    </message>
    <message>
        <source>Over your hand limit: discard a card (click it in your hand)</source>
        <translation>손패 한도 초과: 카드 한 장을 버리세요 (손패에서 클릭)</translation>
    </message>
    <message>
        <source>Discover: discard a card to pay for the slot</source>
        <translation>발견: 칸의 비용으로 카드 한 장을 버리세요</translation>
    </message>
    <message>
        <source>Cloudrim Peak: discard a card of the next colour</source>
        <translation>클라우드림 봉우리: 다음 색의 카드를 한 장 버리세요</translation>
    </message>
    <message>
        <source>The Distant Shore: discard a card (6 in all)</source>
        <translation>먼 해안: 카드 한 장을 버리세요 (모두 6장)</translation>
    </message>
    <message>
        <source>Discover: pay a resource for the slot</source>
        <translation>발견: 칸의 비용으로 자원 하나를 내세요</translation>
    </message>
    <message>
        <source>Serpent's Pass: pay a resource (6 in all)</source>
        <translation>뱀의 고개: 자원 하나를 내세요 (모두 6개)</translation>
    </message>
    <message>
        <source>Archeologist: put a Construction beneath it, or stop</source>
        <translation>고고학자: 그 아래에 건물을 놓거나 멈추세요</translation>
    </message>
    <message>
        <source>Trail Guide: put a Critter beneath it, or stop</source>
        <translation>길잡이: 그 아래에 동물을 놓거나 멈추세요</translation>
    </message>
    <message>
        <source>Ruins of Spire: choose a twig, resin or pebble</source>
        <translation>첨탑의 폐허: 잔가지, 송진, 조약돌 중 하나를 고르세요</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>{count}단계 중 {number}단계</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>계속 플레이</translation>
    </message>
    <message>
        <source>Skip step</source>
        <translation>단계 건너뛰기</translation>
    </message>
    <message>
        <source>Leave tutorial</source>
        <translation>그만하기</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name}이(가) 두는 중…</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>{rounds}라운드 중 {round}라운드</translation>
    </message>
    <message>
        <source>{count} Bird(s) on the mainland</source>
        <translation>본토의 새 {count}마리</translation>
    </message>
    <message>
        <source>Modifier Tiles</source>
        <translation>조정 타일</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>아직 없음</translation>
    </message>
    <message>
        <source>{goal}: {text} Completed by {who}.</source>
        <translation>{goal}: {text} 달성: {who}.</translation>
    </message>
    <message>
        <source>Space {number}: dice showing {number} count as {kind}</source>
        <translation>{number}번 칸: {number}이(가) 나온 주사위는 {kind}(으)로 칩니다</translation>
    </message>
    <message>
        <source>Island pieces left: {sizes}</source>
        <translation>남은 섬 조각: {sizes}</translation>
    </message>
    <message>
        <source>Last card: {name}, die {die} — {text}</source>
        <translation>마지막 카드: {name}, 주사위 {die} — {text}</translation>
    </message>
    <message>
        <source>After each of your turns the Rival turns over a card and rolls a die; once you pass it takes the rest of its actions.</source>
        <translation>내 차례가 끝날 때마다 라이벌이 카드를 한 장 뒤집고 주사위를 굴립니다. 내가 패스하면 라이벌이 남은 행동을 모두 합니다.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>{round}라운드</translation>
    </message>
    <message>
        <source>1 card or resource</source>
        <translation>카드나 자원 1</translation>
    </message>
    <message>
        <source>2 cards or resources</source>
        <translation>카드나 자원 2</translation>
    </message>
    <message>
        <source>{season}: face down</source>
        <translation>{season}: 뒷면</translation>
    </message>
    <message>
        <source>Turned over when a Traveler arrives</source>
        <translation>여행자가 도착하면 뒤집힙니다</translation>
    </message>
    <message>
        <source>{area} Discovery deck: {count} cards</source>
        <translation>{area} 발견 덱: {count}장</translation>
    </message>
    <message>
        <source>A map tile, face down</source>
        <translation>뒷면인 지도 타일</translation>
    </message>
    <message>
        <source>{name}: {points} points, costs {cost} to travel onto</source>
        <translation>{name}: {points}점, 들어가려면 {cost}</translation>
    </message>
    <message>
        <source>Everdell Valley: where the Expedition starts</source>
        <translation>에버델 계곡: 원정이 시작되는 곳</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>도착함</translation>
    </message>
    <message>
        <source>not reached yet</source>
        <translation>아직 도착하지 않음</translation>
    </message>
    <message>
        <source>Discover: play one (each slot's cost is above its card)</source>
        <translation>발견: 한 장을 내세요 (칸의 비용은 카드 위에)</translation>
    </message>
    <message>
        <source>Cards your Discovery cards hold, and Stormvale's</source>
        <translation>발견 카드가 품은 카드와 스톰베일의 카드</translation>
    </message>
    <message>
        <source>{who}'s Traveler</source>
        <translation>{who}의 여행자</translation>
    </message>
    <message>
        <source>{name} (Big Critter): {text}</source>
        <translation>{name} (큰 동물): {text}</translation>
    </message>
    <message>
        <source>Rugwort</source>
        <translation>럭워트</translation>
    </message>
    <message>
        <source>{who}'s Traveler reaches {stop}.</source>
        <translation>{who}의 여행자가 {stop}에 도착합니다.</translation>
    </message>
    <message>
        <source>{who}'s Traveler moves on to the {area}.</source>
        <translation>{who}의 여행자가 {area}(으)로 나아갑니다.</translation>
    </message>
    <message>
        <source>The {season} Weather turns over: {card}.</source>
        <translation>{season} 날씨가 뒤집힙니다: {card}.</translation>
    </message>
    <message>
        <source>{who} discovers {card}.</source>
        <translation>{who}이(가) {card}을(를) 발견합니다.</translation>
    </message>
    <message>
        <source>{critter} joins {who} in place of a worker.</source>
        <translation>{critter}이(가) 일꾼 대신 {who}에게 합류합니다.</translation>
    </message>
    <message>
        <source>{who} charts {tile}.</source>
        <translation>{who}이(가) {tile} 지도를 그립니다.</translation>
    </message>
    <message>
        <source>The map tiles of the {area} turn over.</source>
        <translation>{area}의 지도 타일이 뒤집힙니다.</translation>
    </message>
    <message>
        <source>Turned up to discover: {cards}.</source>
        <translation>발견하려고 펼친 카드: {cards}.</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>오솔길</translation>
    </message>
    <message>
        <source>City</source>
        <translation>도시</translation>
    </message>
    <message>
        <source>Ongoing</source>
        <translation>지속</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>장소</translation>
    </message>
    <message>
        <source>When played</source>
        <translation>내려놓을 때</translation>
    </message>
    <message>
        <source>Big Critter</source>
        <translation>큰 동물</translation>
    </message>
    <message>
        <source>Foothills</source>
        <translation>산기슭</translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation>봉우리</translation>
    </message>
    <message>
        <source>Ridge</source>
        <translation>능선</translation>
    </message>
    <message>
        <source>Make this trade?</source>
        <translation>이 교환을 하시겠습니까?</translation>
    </message>
    <message>
        <source>Your last turn: trade 2 cards for 1 resource (the buttons below), or end your turn</source>
        <translation>마지막 차례입니다: 카드 2장을 자원 1개로 교환하거나(아래 버튼) 차례를 마치세요</translation>
    </message>
    <message>
        <source>Move the Sun or the Moon? (click it)</source>
        <translation>해와 달 중 무엇을 옮기시겠습니까? (클릭)</translation>
    </message>
    <message>
        <source>Play a card for free? (drag it into your city)</source>
        <translation>카드를 무료로 내려놓으시겠습니까? (도시로 끌어다 놓기)</translation>
    </message>
    <message>
        <source>Which placed worker moves? (click its space)</source>
        <translation>놓은 일꾼 중 누가 옮겨 갑니까? (칸을 클릭)</translation>
    </message>
    <message>
        <source>Use which River space? (click it)</source>
        <translation>어느 강 칸을 사용하시겠습니까? (클릭)</translation>
    </message>
    <message>
        <source>Take which resource from your opponent?</source>
        <translation>상대에게서 어떤 자원을 가져오시겠습니까?</translation>
    </message>
    <message>
        <source>Use which green card again? (click it in your city)</source>
        <translation>어느 초록색 카드를 다시 사용하시겠습니까? (도시에서 클릭)</translation>
    </message>
    <message>
        <source>Bring which worker back? (click its space)</source>
        <translation>어느 일꾼을 데려오시겠습니까? (칸을 클릭)</translation>
    </message>
    <message>
        <source>Which Skunk worker goes home? (click it)</source>
        <translation>어느 스컹크 일꾼을 돌려보내시겠습니까? (클릭)</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>겨울</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>봄</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>여름</translation>
    </message>
    <message>
        <source>Autumn</source>
        <translation>가을</translation>
    </message>
    <message>
        <source>draws 1</source>
        <translation>1장 뽑기</translation>
    </message>
    <message>
        <source>takes 1 Meadow card</source>
        <translation>초원 카드 1장 가져오기</translation>
    </message>
    <message>
        <source>gains 1 resource</source>
        <translation>자원 1개 얻기</translation>
    </message>
    <message>
        <source>greens work</source>
        <translation>초록색 카드 작동</translation>
    </message>
    <message>
        <source>new River</source>
        <translation>새 강</translation>
    </message>
    <message>
        <source>refill the Meadow</source>
        <translation>초원 채우기</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>숫자</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>여행</translation>
    </message>
    <message>
        <source>yours only</source>
        <translation>자신만</translation>
    </message>
    <message>
        <source>Discovery · {region}</source>
        <translation>발견 · {region}</translation>
    </message>
    <message>
        <source>{season} Weather</source>
        <translation>{season} 날씨</translation>
    </message>
    <message>
        <source>Weather · {season}</source>
        <translation>날씨 · {season}</translation>
    </message>
    <message>
        <source>An Expedition stop: pay its cost after passing to travel on; worth {points} points.</source>
        <translation>원정 기착지: 패스한 뒤 비용을 내고 들어갑니다. {points}점.</translation>
    </message>
    <message>
        <source>Map tile</source>
        <translation>지도 타일</translation>
    </message>
    <message>
        <source>Where every Expedition starts. Your Traveler waits here from autumn on.</source>
        <translation>모든 원정이 시작되는 곳. 가을부터 여행자가 여기서 기다립니다.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>내 수</translation>
    </message>
    <message>
        <source>The AI's choice</source>
        <translation>AI의 선택</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>차이</translation>
    </message>
    <message>
        <source>{move}: about {points} points better</source>
        <translation>{move}: 약 {points}점 더 좋은 수</translation>
    </message>
    <message>
        <source>{move}: about {points} points better, from {sources}</source>
        <translation>{move}: 약 {points}점 더 좋은 수 (얻는 점수: {sources})</translation>
    </message>
    <message>
        <source>{move} — expected final lead {lead} points</source>
        <translation>{move} — 예상 최종 점수 차 {lead}점</translation>
    </message>
    <message>
        <source>{move} — expected final lead {lead} points ({margin} against your next best move)</source>
        <translation>{move} — 예상 최종 점수 차 {lead}점 (다음으로 좋은 수보다 {margin}점)</translation>
    </message>
    <message>
        <source>claims {item} more often</source>
        <translation>{item} 행사를 더 자주 개최합니다</translation>
    </message>
    <message>
        <source>builds {item} more often</source>
        <translation>{item}을(를) 더 자주 짓습니다</translation>
    </message>
    <message>
        <source>scores more from {item}</source>
        <translation>{item}에서 점수를 더 얻습니다</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>게임 돌아보기</translation>
    </message>
    <message>
        <source>The AI replays the game and looks at each of your decisions…</source>
        <translation>AI가 게임을 다시 두며 내 결정을 하나하나 살펴봅니다…</translation>
    </message>
    <message>
        <source>Difference: how many more points of final lead the AI expects from its choice (only moves at least {points} points worse are listed).</source>
        <translation>차이: AI의 선택이 최종 점수 차를 몇 점 더 벌릴 것으로 보는지입니다 ({points}점 이상 나쁜 수만 보여 줍니다).</translation>
    </message>
    <message>
        <source>No move was clearly worse than the AI's choice. Well played!</source>
        <translation>AI의 선택보다 확실히 나쁜 수가 없었습니다. 잘 두셨습니다!</translation>
    </message>
    <message>
        <source>{count} moves where the AI's choice looks clearly better:</source>
        <translation>AI의 선택이 확실히 더 좋아 보이는 수 {count}개:</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: the ship sails to space {round}.</source>
        <translation>{rounds}라운드 중 {round}라운드: 배가 {round}번 칸으로 나아갑니다.</translation>
    </message>
    <message>
        <source>{who} gets another die ({total} in all).</source>
        <translation>{who}이(가) 주사위를 하나 더 받습니다(모두 {total}개).</translation>
    </message>
    <message>
        <source>{who} rolls {faces}.</source>
        <translation>{who}: 주사위 {faces}.</translation>
    </message>
    <message>
        <source>The ship turns up {token} at {vent}.</source>
        <translation>배가 {vent}의 {token}을(를) 뒤집습니다.</translation>
    </message>
    <message>
        <source>{who} completes {goal} for {points}.</source>
        <translation>{who}이(가) {goal}을(를) 달성해 {points}을(를) 얻습니다.</translation>
    </message>
    <message>
        <source>{who} passes for the rest of the round.</source>
        <translation>{who}이(가) 이번 라운드를 패스합니다.</translation>
    </message>
    <message>
        <source>{who} takes the First Player Anchor.</source>
        <translation>{who}이(가) 첫 플레이어 닻을 받습니다.</translation>
    </message>
    <message>
        <source>The Rival turns over {card} and rolls a {die}.</source>
        <translation>라이벌이 {card} 카드를 뒤집고 주사위 {die}이(가) 나옵니다.</translation>
    </message>
    <message>
        <source>The Rival raises an island at {vent}.</source>
        <translation>라이벌이 {vent}에 섬을 올립니다.</translation>
    </message>
    <message>
        <source>The Rival's island at {vent} grows.</source>
        <translation>라이벌의 {vent} 섬이 자랍니다.</translation>
    </message>
    <message>
        <source>The Rival places a {meeple} on its island at {vent}.</source>
        <translation>라이벌이 자기 {vent} 섬에 {meeple}을(를) 놓습니다.</translation>
    </message>
    <message>
        <source>The Rival steals a Bird.</source>
        <translation>라이벌이 새를 빼앗습니다.</translation>
    </message>
    <message>
        <source>The Rival takes a Bird from the mainland.</source>
        <translation>라이벌이 본토에서 새를 데려갑니다.</translation>
    </message>
    <message>
        <source>Pass for this round</source>
        <translation>이번 라운드 패스</translation>
    </message>
    <message>
        <source>drag a die onto an island or a vent, click a market token to buy it, or pass.</source>
        <translation>주사위를 섬이나 분화구로 끌어다 놓거나, 시장 토큰을 클릭해 사거나, 패스하세요.</translation>
    </message>
    <message>
        <source>The Rival — {level}</source>
        <translation>라이벌 — {level}</translation>
    </message>
    <message>
        <source>the most goal points</source>
        <translation>목표 점수가 가장 많은 사람</translation>
    </message>
    <message>
        <source>the most meeples on islands</source>
        <translation>섬 위의 미플이 가장 많은 사람</translation>
    </message>
    <message>
        <source>the most large islands</source>
        <translation>대형 섬이 가장 많은 사람</translation>
    </message>
    <message>
        <source>then the Rival wins the tie</source>
        <translation>그래도 같으면 라이벌이 이깁니다</translation>
    </message>
    <message>
        <source>The Rival</source>
        <translation>라이벌</translation>
    </message>
    <message>
        <source>The ship has reached the research station: see the scores.</source>
        <translation>배가 연구 기지에 닿았습니다: 점수를 확인하세요.</translation>
    </message>
    <message>
        <source>You beat the Rival!</source>
        <translation>라이벌을 이겼습니다!</translation>
    </message>
    <message>
        <source>The Rival wins this time.</source>
        <translation>이번에는 라이벌이 이겼습니다.</translation>
    </message>
    <message>
        <source>Research market — click a token to buy it ({count} dice)</source>
        <translation>연구 시장 — 토큰을 클릭해 사기(주사위 {count}개)</translation>
    </message>
    <message>
        <source>Goals — 5 / 3 / 2 / 1 points, once each</source>
        <translation>목표 — 5 / 3 / 2 / 1점, 각자 한 번씩</translation>
    </message>
    <message>
        <source>no token</source>
        <translation>토큰 없음</translation>
    </message>
    <message>
        <source>a face-down token</source>
        <translation>뒷면 토큰</translation>
    </message>
    <message>
        <source>Vent {vent}: {token}</source>
        <translation>분화구 {vent}: {token}</translation>
    </message>
    <message>
        <source>{count} Plant</source>
        <translation>식물 {count}개</translation>
    </message>
    <message>
        <source>{count} Plants</source>
        <translation>식물 {count}개</translation>
    </message>
    <message>
        <source>{owner}'s {size} island at {vent}: {held} — {sum}</source>
        <translation>{owner}의 {size} 섬({vent}): {held} — {sum}</translation>
    </message>
    <message>
        <source>The market is empty.</source>
        <translation>시장이 비었습니다.</translation>
    </message>
    <message>
        <source>{count} actions left this round</source>
        <translation>이번 라운드 남은 행동 {count}</translation>
    </message>
    <message>
        <source>buying tokens</source>
        <translation>토큰 구매 중</translation>
    </message>
    <message>
        <source>{held} token held, {used} used</source>
        <translation>토큰 {held}개 보유, {used}개 사용</translation>
    </message>
    <message>
        <source>{held} tokens held, {used} used</source>
        <translation>토큰 {held}개 보유, {used}개 사용</translation>
    </message>
    <message>
        <source>{count} dice</source>
        <translation>주사위 {count}개</translation>
    </message>
    <message>
        <source>{tile} tile ({kind}): {text}</source>
        <translation>{tile} 타일({kind}): {text}</translation>
    </message>
    <message>
        <source>(used this round)</source>
        <translation>(이번 라운드에 사용함)</translation>
    </message>
    <message>
        <source>A {face}</source>
        <translation>눈 {face}</translation>
    </message>
    <message>
        <source>A die off the board (rolled next round)</source>
        <translation>보드 밖 주사위(다음 라운드에 굴림)</translation>
    </message>
    <message>
        <source>Off board:</source>
        <translation>보드 밖:</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>토큰:</translation>
    </message>
    <message>
        <source>No tokens</source>
        <translation>토큰 없음</translation>
    </message>
    <message>
        <source>(bought this round: usable next round)</source>
        <translation>(이번 라운드에 삼: 다음 라운드부터 사용)</translation>
    </message>
    <message>
        <source>{count} {size}</source>
        <translation>{size} {count}</translation>
    </message>
    <message>
        <source>Research token · {kind}</source>
        <translation>연구 토큰 · {kind}</translation>
    </message>
    <message>
        <source>Single use. Worth 1 point if unused at the end.</source>
        <translation>한 번 씁니다. 끝까지 안 쓰면 1점.</translation>
    </message>
    <message>
        <source>research</source>
        <translation>연구</translation>
    </message>
    <message>
        <source>Goal · {kind}</source>
        <translation>목표 · {kind}</translation>
    </message>
    <message>
        <source>5 / 3 / 2 / 1 points to the 1st / 2nd / 3rd / 4th player to complete it.</source>
        <translation>1번째 / 2번째 / 3번째 / 4번째로 달성한 사람이 5 / 3 / 2 / 1점.</translation>
    </message>
    <message>
        <source>{tile} tile</source>
        <translation>{tile} 타일</translation>
    </message>
    <message>
        <source>The space it covers counts as {kind}. Power: {text}</source>
        <translation>덮은 칸은 {kind}(으)로 칩니다. 능력: {text}</translation>
    </message>
    <message>
        <source>Modifier Tile · once per round</source>
        <translation>조정 타일 · 라운드마다 한 번</translation>
    </message>
    <message>
        <source>Powers are used on your turn, then the tile is flipped until the next round.</source>
        <translation>능력은 내 차례에 쓰고, 쓴 타일은 다음 라운드까지 뒤집어 둡니다.</translation>
    </message>
    <message>
        <source>MAINLAND</source>
        <translation>본토</translation>
    </message>
    <message>
        <source>Research station</source>
        <translation>연구 기지</translation>
    </message>
    <message>
        <source>START</source>
        <translation>출발</translation>
    </message>
    <message>
        <source>used</source>
        <translation>사용함</translation>
    </message>
    <message>
        <source>Modifier phase: remove tiles if you like, then drag ONE tile from the supply onto a space, or rearrange your tiles, or leave them</source>
        <translation>조정 단계: 원하면 타일을 치운 뒤, 공급처의 타일 하나를 칸으로 끌어다 놓거나, 타일을 다시 배치하거나, 그대로 두세요</translation>
    </message>
    <message>
        <source>Rearranging: click the space this tile goes to</source>
        <translation>다시 배치: 이 타일이 갈 칸을 클릭하세요</translation>
    </message>
    <message>
        <source>Click each kept die you want to roll again, then roll</source>
        <translation>다시 굴릴 남겨 둔 주사위를 클릭한 뒤 굴리세요</translation>
    </message>
    <message>
        <source>Which dice pay?</source>
        <translation>어느 주사위로 낼까요?</translation>
    </message>
    <message>
        <source>Tile power: choose the die to change</source>
        <translation>타일 능력: 바꿀 주사위를 고르세요</translation>
    </message>
    <message>
        <source>Reroll that die once more, or keep it?</source>
        <translation>그 주사위를 한 번 더 굴릴까요, 그대로 둘까요?</translation>
    </message>
    <message>
        <source>Click the dice to reroll, then confirm</source>
        <translation>다시 굴릴 주사위를 클릭한 뒤 확인하세요</translation>
    </message>
    <message>
        <source>A research token can fire now: use it, or keep it for later</source>
        <translation>지금 연구 토큰을 쓸 수 있습니다: 쓰거나 나중을 위해 남겨 두세요</translation>
    </message>
    <message>
        <source>a cheaper Discovery</source>
        <translation>싼 발견</translation>
    </message>
    <message>
        <source>fires when</source>
        <translation>조건 발동</translation>
    </message>
    <message>
        <source>free action</source>
        <translation>무료 행동</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>Start the chapter</source>
        <translation>장 시작</translation>
    </message>
    <message>
        <source>New to a game? Help ▸ Tutorial teaches each one</source>
        <translation>처음 하는 게임인가요? 도움말 ▸ 튜토리얼에서 모든 게임을 배울 수 있습니다</translation>
    </message>
    <message>
        <source>{name} plays once your turn ends</source>
        <translation>{name}은(는) 내 차례가 끝나면 둡니다</translation>
    </message>
    <message>
        <source>No new achievement this time.</source>
        <translation>이번에는 새 업적이 없습니다.</translation>
    </message>
    <message>
        <source>New achievements: {names}</source>
        <translation>새 업적: {names}</translation>
    </message>
    <message>
        <source>{who} · builds the team's city</source>
        <translation>{who} · 팀의 도시를 함께 짓습니다</translation>
    </message>
    <message>
        <source>{who} · the team's city {count} · {score}</source>
        <translation>{who} · 팀의 도시 {count} · {score}</translation>
    </message>
    <message>
        <source>Our own reconstruction.</source>
        <translation>자체 재구성 규칙.</translation>
    </message>
    <message>
        <source>Our own solo design.</source>
        <translation>자체 설계 1인 규칙.</translation>
    </message>
    <message>
        <source>{design} {details}. Bonus {bonus} per card + {start} to start. He rolls a die each turn.</source>
        <translation>{design} {details}. 카드마다 보너스 {bonus}점, 시작 {start}점. 차례마다 주사위를 굴립니다.</translation>
    </message>
    <message>
        <source>Blocks: {cards}.</source>
        <translation>막은 카드: {cards}.</translation>
    </message>
    <message>
        <source>The team</source>
        <translation>팀</translation>
    </message>
    <message>
        <source>Sharing tile</source>
        <translation>나눔 타일</translation>
    </message>
    <message>
        <source>Pocket Watch</source>
        <translation>회중시계</translation>
    </message>
    <message>
        <source>Pass resources of one kind or a card to your partner (free)</source>
        <translation>한 종류의 자원이나 카드 한 장을 동료에게 건넵니다 (무료)</translation>
    </message>
    <message>
        <source>Call one of your placed workers home (free, once a token)</source>
        <translation>놓아 둔 일꾼 하나를 되돌립니다 (무료, 토큰마다 한 번)</translation>
    </message>
    <message>
        <source>the cooperative rule: the Skunk wins a tie with the team</source>
        <translation>협력 규칙: 팀과 동점이면 스컹크가 이깁니다</translation>
    </message>
    <message>
        <source>{name}'s hand as the {animal} ({count})</source>
        <translation>{name}의 {animal} 손패 ({count})</translation>
    </message>
    <message>
        <source>Tortoise</source>
        <translation>거북</translation>
    </message>
    <message>
        <source>{what} — our own reconstruction</source>
        <translation>{what} — 자체 재구성 규칙</translation>
    </message>
    <message>
        <source>The team beats the Skunk!</source>
        <translation>팀이 스컹크를 이겼습니다!</translation>
    </message>
    <message>
        <source>Sharing tile: {left} of {limit} left this season · Pocket Watches: {count}</source>
        <translation>나눔 타일: 이번 계절 {limit}번 중 {left}번 남음 · 회중시계: {count}</translation>
    </message>
    <message>
        <source>Cooperative rules and components: our own reconstruction.</source>
        <translation>협력 규칙과 구성물: 자체 재구성입니다.</translation>
    </message>
    <message>
        <source>Chapter: {title} — beat the Skunk and:</source>
        <translation>챕터: {title} — 스컹크를 이기고:</translation>
    </message>
    <message>
        <source>Chapter won: every requirement met.</source>
        <translation>챕터 승리: 모든 조건을 채웠습니다.</translation>
    </message>
    <message>
        <source>Chapter lost: the team did not outscore the Skunk.</source>
        <translation>챕터 패배: 팀이 스컹크보다 점수가 높지 않았습니다.</translation>
    </message>
    <message>
        <source>Chapter lost. Not met: {rows}.</source>
        <translation>챕터 패배. 채우지 못한 조건: {rows}.</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>업적</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>업적</translation>
    </message>
    <message>
        <source>First achieved</source>
        <translation>처음 달성한 날</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>아직 없음</translation>
    </message>
    <message>
        <source>{who}: shares a card with the partner</source>
        <translation>{who}: 동료에게 카드 한 장을 나눠 줍니다</translation>
    </message>
    <message>
        <source>{name} (Hare)</source>
        <translation>{name} (토끼)</translation>
    </message>
    <message>
        <source>{name} (Tortoise)</source>
        <translation>{name} (거북)</translation>
    </message>
    <message>
        <source>Cooperative</source>
        <translation>협력</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>도전</translation>
    </message>
    <message>
        <source>{way} ({level})</source>
        <translation>{way} ({level})</translation>
    </message>
</context>
</TS>