// The fifth wording round's cases the gates still get wrong after the category rules of volatileContext.ts (text → why
// no category rule covers it). Each stays wrong until a rule for its whole category makes it pass; the round fails when
// one passes.
const PRIZE =
  'a prize won once at a party is a one-off event, but it is told in the same simple past as the dated lasting facts the round keeps ("moved to Canada in March 2018", "graduated in 2015"), and "at the office party" is where lasting facts happen too ("met his wife at an office party"): no grammatical class tells them apart';
const CHAT_PLACE =
  'a chat line naming a place with a laugh ("at the gym lol") says "now" only by its register; the place alone is a lasting habit just as often ("trains at the gym"), and laughter is no word of time';

const ARRIVAL =
  'a state until someone arrives is temporary, but "until the bus comes" bounds daily habits just as often ("liest gern, bis der Bus kommt", "客人来之前打扫房间", "バスが来るまで本を読む", "버스가 올 때까지 음악을 듣는다"): the rule for a state until an end keeps only the verbs of completion and healing (ready, finished, healed, comes off), which habits do not take';

export const WORDING_FIVE_KNOWN_MISSES: ReadonlyMap<string, string> = new Map([
  ['搬家公司来之前用户都靠一个行李箱过日子。', ARRIVAL],
  ['ユーザーは引っ越し業者が来るまでスーツケース生活です。', ARRIVAL],
  ['사용자는 이삿짐 센터가 올 때까지 캐리어 생활 중이에요.', ARRIVAL],
  ['Der Nutzer lebt aus dem Koffer, bis die Umzugsfirma kommt.', ARRIVAL],
  ["L'utilisateur vit dans ses cartons jusqu'à l'arrivée des déménageurs.", ARRIVAL],
  ['Пользователь живёт на чемоданах до приезда грузчиков.', ARRIVAL],
  ["L'utente vive tra gli scatoloni fino all'arrivo del trasloco.", ARRIVAL],
  ['The user won the raffle at the office party.', PRIZE],
  ['用户在年会上抽中了一等奖。', PRIZE],
  ['ユーザーは忘年会のビンゴで一等が当たった。', PRIZE],
  ['사용자는 회식 경품 추첨에서 1등에 당첨됐다.', PRIZE],
  ['Der Nutzer hat bei der Weihnachtsfeier die Tombola gewonnen.', PRIZE],
  ["L'utilisateur a gagné la tombola à la fête du bureau.", PRIZE],
  ['El usuario ganó la rifa en la cena de empresa.', PRIZE],
  ['O usuário ganhou o sorteio na festa da firma.', PRIZE],
  ['Пользователь выиграл в лотерею на корпоративе.', PRIZE],
  ["L'utente ha vinto la lotteria alla festa aziendale.", PRIZE],
  [
    'Пользователь утром пролил кофе на ноутбук.',
    'a mishap of one morning in the perfective past: "утром" is also the morning of a habit ("утром пьёт кофе"), and the perfective past is the tense of lasting changes too ("переехал в Канаду")',
  ],
  ['utilisateur à la salle là mdr', CHAT_PLACE],
  ['usuario en el gym jaja', CHAT_PLACE],
  ['usuario na academia kkkk', CHAT_PLACE],
  ['utente in palestra ahah', CHAT_PLACE],
  [
    'Der Nutzer zieht Ende des Monats bei seiner Freundin ein.',
    '"Ende des Monats" is the day of monthly habits as well ("zahlt die Miete Ende des Monats"); without "dieses" or "nächsten" it names no one date',
  ],
  [
    'Der Nutzer hat einen Kater.',
    '"Kater" is both a hangover and a tomcat ("hat einen Kater namens Felix"); the sentence alone does not say which',
  ],
  [
    'Пользователь после обеда заберёт новую машину.',
    'a perfective future is one event, but the gates read no aspect from a verb list, and "после обеда" is the afternoon of habits as well ("после обеда гуляет")',
  ],
]);
