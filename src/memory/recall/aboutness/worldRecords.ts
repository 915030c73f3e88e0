// A superlative over the world or a continent asks a record of the world: "the largest port in Europe", "le lingue
// più parlate al mondo", "самая высокая гора в мире", "세계에서 가장 큰 공장", "世界上最长的河". Whatever the question
// names (a port, a factory, a language), the answer is a ranking of all of them, none of the user's: a port the user's
// truck routes pass, a factory the user's office restores. A first-person word still makes the question the user's
// ("the best beach in Europe for my kids" is read as theirs before this frame is asked).

/** Superlative markers of the eight Latin and Cyrillic languages (English -est, but not the nouns and verbs in -est: forest, request). */
const SUPERLATIVE =
  '(?!(?:for|inter|pro|con|requ|harv|sugg|inv|arr|dig|manif|hon|mod|att|temp|ch|gu|qu|w|n|t|r|l|b|p|v|z|j|g)est)\\p{L}+est|most|best|worst|(?:le|la|les) (?:plus|moins)|(?:el|la|los|las) (?:más|menos)|mejor(?:es)?|peor(?:es)?|mayor(?:es)?|' +
  '(?:o|a|os|as) (?:mais|menos)|maior(?:es)?|melhor(?:es)?|più|meno|migliori?|maggiori?|' +
  'größte[nrs]?|beste[nrs]?|meiste[nrs]?|höchste[nrs]?|längste[nrs]?|älteste[nrs]?|самы[йеяхм]\\p{L}*|крупнейш\\p{L}*|лучш\\p{L}*|высочайш\\p{L}*';

/** The world or a continent as the scope of a ranking. */
const SCOPE =
  'in the world|of the world|worldwide|on earth|in (?:europe|asia|africa|america)|' +
  "(?:au|du|dans le) monde|(?:d'|en )(?:europe|asie|afrique|amérique)|" +
  '(?:del|en el) mundo|(?:de|en) (?:europa|asia|áfrica|américa)|' +
  '(?:do|no) mundo|(?:da|na) (?:europa|ásia|áfrica|américa)|' +
  "(?:al|del|nel) mondo|(?:d'|in )(?:europa|asia|africa|america)|" +
  '(?:der|auf der) welt|(?:in )?(?:europas|asiens|afrikas|amerikas)|in (?:europa|asien|afrika|amerika)|' +
  'в мире|мира|в (?:европе|азии|африке|америке)|(?:европы|азии|африки|америки)';

const LATIN_RECORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${SUPERLATIVE})(?![\\p{L}\\p{N}]).{0,60}?(?<![\\p{L}\\p{N}])(?:${SCOPE})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** The scope before the superlative, as Chinese, Japanese and Korean write it. */
const CJK_RECORD =
  /(?:世界|全球|全世界|欧洲|亚洲|非洲|ヨーロッパ|アジア|アフリカ)(?:上|で|の)?(?:最|一番|一)|世界一|세계(?:에서)? ?(?:가장|제일|최대|최고|최장)|(?:유럽|아시아|아프리카)에서 (?:가장|제일)/u;

/**
 * A superlative over a place or a field that CJK writes right before it with its scope particle: "トロントで一番高い建物",
 * "ヤマハのバイクで一番人気のモデル", "서울에서 가장 오래된 시장", "Netflix上最火的剧", "这个城市里最高的楼". The ranking is over
 * all of them, none of the user's; a first-person word ("うちで一番", "우리 집에서 제일") still makes the question the user's.
 */
const CJK_SCOPED_RECORD = /[\p{L}\p{N}](?:で|에서) ?(?:一番|最も|가장|제일)|[\p{L}\p{N}](?:上|里|中)最(?!近|后|後|初|好)/u;
/** A home as the scope ("うちで一番", "家で一番", "집에서 제일", "家里最") ranks the user's own things. */
const HOME_SCOPE = /(?:うち|家|自宅|집|家里|家中)(?:で|에서|里|中)? ?(?:一番|最も|가장|제일|最)/u;

// A place's population is a census figure of the world, however it is asked: "과달라하라 인구가 얼마야?" asks it with
// "how much", which asks a price elsewhere; a first-person word still makes the question the user's.
const POPULATION =
  /(?<![\p{L}])(?:population|bevölkerung|einwohner(?:zahl)?|población|habitantes|população|popolazione|abitanti|населени[ея]|жителей)(?![\p{L}])|人口|인구/iu;

/** The question asks a record of the world or of a continent (a superlative over it), or of a place or field CJK scopes, or a place's population. */
export const asksWorldRecord = (text: string): boolean =>
  LATIN_RECORD.test(text) || CJK_RECORD.test(text) || (CJK_SCOPED_RECORD.test(text) && !HOME_SCOPE.test(text)) || POPULATION.test(text);

// A count of someone's achievements or the dates of their life are a famous bearer's record: "how many goals did Pelé
// score", "quantos títulos ganhou", "wie viele Alben hat … veröffentlicht", "сколько голов забил", "贝利进了多少球",
// "何ゴール決めた", "몇 골", "when was … born", "quando morreu …". namesakes.ts reads a name of the store asked so as
// someone else's, unless the question is the user's (a possessive, a relation, a day of their own week).

/** Things a career is counted in, in the eight Latin and Cyrillic languages (plural forms a count takes). */
const ACHIEVEMENTS =
  'goals|titles|trophies|medals|cups|championships|grand slams|races|oscars|grammys|films|movies|albums|records|hits|' +
  'gols|golos|títulos|troféus|medalhas|copas|campeonatos|corridas|filmes|álbuns|discos|' +
  'goles|trofeos|medallas|mundiales|carreras|películas|álbumes|' +
  'gol|titoli|trofei|medaglie|coppe|campionati|gare|film|album|dischi|' +
  'buts|titres|trophées|médailles|coupes|championnats|courses|albums|disques|' +
  'tore|titel|trophäen|medaillen|pokale|meisterschaften|rennen|filme|alben|platten|' +
  'голов|титулов|трофеев|медалей|кубков|чемпионатов|гонок|фильмов|альбомов';

const COUNT = 'how many|quant[oa]s|cuánt[oa]s|quant[ie]|combien de|wie viele|сколько';

const LATIN_ACHIEVEMENT_COUNT = new RegExp(
  `(?<![\\p{L}])(?:(?:${COUNT})\\s+|combien d['’])(?:\\p{L}+\\s+){0,2}(?:${ACHIEVEMENTS})(?![\\p{L}])|(?<![\\p{L}])(?:${ACHIEVEMENTS})\\s+(?:\\p{L}+\\s+){0,4}?(?:${COUNT})(?![\\p{L}])`,
  'iu',
);

/** Birth and death asked of someone: when / where was … born, when did … die, in the eight languages. */
const LATIN_LIFE_DATES =
  /(?<![\p{L}])(?:(?:when|where|what year) (?:was|is) .{1,40} born|when did .{1,40} die|(?:quando|onde|em que ano) (?:nasceu|morreu)|(?:cuándo|dónde|en qué año) (?:nació|murió)|(?:quando|dove|in che anno) (?:è|e) (?:nat[oa]|mort[oa])|(?:quand|où|en quelle année) (?:est|était) .{0,40}(?:né|née|mort|morte)(?![\p{L}])|(?:wann|wo) (?:wurde|ist) .{1,40} (?:geboren|gestorben)|когда (?:родил(?:ся|ась)|умер(?:ла)?))/iu;

/** The same frames as CJK write them: a count after the verb of scoring, winning or releasing, and the dates of a life. */
const CJK_ACHIEVEMENT =
  /(?:进了|踢进|打进|拿了|拿过|获得|赢了|拍了|出了|发行了)(?:多少|几)(?:个|部|张|枚|座|次)?(?:球|进球|冠军|奖杯|奖牌|金牌|电影|专辑)?|(?:ゴール|タイトル|メダル|トロフィー|映画|アルバム)(?:を|は)?(?:何|いくつ)|何(?:ゴール|冠|点)|(?:골|우승|타이틀|메달|트로피|영화|앨범)(?:을|를|은|는)? ?몇|몇 ?(?:골|번 우승)|(?:什么时候|哪年|何时)(?:出生|去世|逝世)|いつ(?:生まれ|亡くな)|언제 (?:태어|죽었|사망)/u;

/** A day of the user's own week: a count of yesterday's match is a game's, not a career's. */
const RECENT =
  /(?<![\p{L}])(?:yesterday|today|tonight|last night|this (?:week|weekend|season)|ontem|hoje|ayer|hoy|anoche|ieri|oggi|stasera|hier|aujourd'hui|ce soir|gestern|heute|вчера|сегодня)(?![\p{L}])|昨天|今天|昨晚|昨日|今日|어제|오늘/iu;

/** The question counts a career's achievements or asks when or where someone was born or died (not on a day of this week). */
export const asksCareerRecord = (text: string): boolean =>
  (LATIN_ACHIEVEMENT_COUNT.test(text) || LATIN_LIFE_DATES.test(text) || CJK_ACHIEVEMENT.test(text)) && !RECENT.test(text);
