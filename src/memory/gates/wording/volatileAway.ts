import { cued, whenCued } from '../cueScan';
import { canonicalize } from '../canonical';
import { MILD_NOW } from './volatileProjects';

// Where the person is for a while, and where they live now (docs/memory-gates.md, "Temporary and speculative
// wording"). Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin, 。 read as "."), so every
// Latin and Cyrillic source goes through canonicalize.

const canon = (source: string): string => canonicalize(source);
const PERSON_ZH = '用户|用戶|使用者|他|她';

/**
 * Away for a reason that ends: somewhere for a conference, a wedding or a business trip, on a work trip, on holiday
 * ("is in Denver for a conference", "ist auf Dienstreise in München", "está viajando a trabalho", "в отпуске в Сочи",
 * "在上海出差", "正在三亚度假"). Going there as a habit ("goes to Lyon on vacation every August", "经常去上海出差"),
 * liking it ("loves business trips"), being there when something happens ("在上海出差时"), or a trip as the topic of
 * what one makes ("在做一个关于旅行的项目") is no such state.
 */
export const AWAY_FOR_A_WHILE = cued(
  new RegExp(
    [
      canon(
        [
          String.raw`\b(?:is|are|'s|am)\s+(?:(?:still|currently|now|away|presently)\s+){0,2}(?:in|at)\s+(?:[\p{L}.'-]+\s+){1,3}for\s+(?:a\s+|an\s+|the\s+|his\s+|her\s+|their\s+)?(?:[\p{L}-]+\s+)?(?:conference|congress|summit|convention|expo|trade\s+fair|wedding|funeral|workshop|business\s+trip|work\s+trip|training|seminar|tournament|festival)\b(?![^.]{0,40}\b(?:every|each)\b)`,
          // living or staying somewhere as an arrangement of now: "is currently living in a hotel", "is staying with friends"
          // ("now lives in Lisbon" is where the home is)
          String.raw`\b(?:is|are|'s|am)\s+(?:(?:currently|now|temporarily|still)\s+)?staying\s+(?:at|with|in)\b|\b(?:is|are|'s|am)\s+(?:currently|now|temporarily)\s+living\b`,
          String.raw`\b(?:ist|sind)\s+(?:gerade\s+|derzeit\s+|zurzeit\s+|noch\s+)?(?:auf|zur|zu\s+einer)\s+(?:Dienstreise|Geschaftsreise|Reisen|Reise|Montage|Messe|Konferenz|Tagung|Kongress|Kur|Hochzeit|Beerdigung)\b`,
          String.raw`\b(?:esta|ta|estou|anda)\s+(?:viajando|de\s+viagem|em\s+viagem)\b`,
          String.raw`\b(?:esta|anda)\s+(?:viajando|de\s+viaje|en\s+un\s+viaje)\b`,
          String.raw`\b(?:est|sont)\s+(?:actuellement\s+|en\s+ce\s+moment\s+)?(?:a|au|en)\s+[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}\s+pour\s+(?:un|une|le|la|son|sa)\s+(?:congres|conference|colloque|salon|seminaire|mariage|enterrement|formation|tournoi|festival)\b`,
          String.raw`\b(?:est|sont)\s+(?:actuellement\s+|en\s+ce\s+moment\s+|encore\s+|toujours\s+)?en\s+(?:vacances|conge|deplacement|voyage|mission)\b`,
          String.raw`\b(?:esta|sigue)\s+(?:actualmente\s+|ahora\s+|todavia\s+)?de\s+(?:vacaciones|viaje|baja)\b`,
          String.raw`\b(?:esta|ta)\s+(?:atualmente\s+|agora\s+|ainda\s+)?de\s+(?:ferias|licenca|viagem)\b`,
          String.raw`\be\s+(?:attualmente\s+|ora\s+|ancora\s+|adesso\s+)?in\s+(?:vacanza|ferie|viaggio|trasferta|missione)\b`,
          String.raw`\b(?:ist|sind)\s+(?:gerade\s+|derzeit\s+|zurzeit\s+|momentan\s+|noch\s+)?im\s+Urlaub\b`,
          String.raw`(?<![\p{L}])(?:пользовател\p{L}*|он|она|сейчас|находится)\s+(?:сейчас\s+)?в\s+(?:отпуске|командировке|поездке|отъезде)(?![\p{L}])`,
        ].join('|'),
      ),
      String.raw`(?:${PERSON_ZH})(?:目前|现在|現在|正)?在(?:(?!关于|關於|有关|有關)[^，。,.、]){1,8}?(?:出差|度假|旅游|旅遊|旅行|休假|开会|開會|出游|出遊)(?![^，。,.]{0,6}(?:时|時|的时候|的時候))`,
    ].join('|'),
    'iu',
  ),
);

// Where one lives, said with a word of now: "今は大阪に住んでいる", "지금은 서울에 산다", "сейчас живёт в Казани" — the
// place of a home, as "now lives in Lisbon" and "lebt jetzt in Hamburg" are, not a passing now. A home is a place
// after a locative (に, 에, в + a capitalised name, in, à, en, em, a); living with someone ("wohnt gerade bei Freunden",
// "сейчас живёт у друзей") or for a while is not this class and keeps its now.
const HOME = new RegExp(
  canon(
    [
      String.raw`(?<![\p{L}])(?:lives|living|resides|wohnt|lebt|habite|vit|vive|mora|vivono|abita|живет|живут|проживает)\s+(?:now\s+|jetzt\s+|maintenant\s+|ahora\s+|agora\s+|ora\s+|adesso\s+)?(?:in|im|en|em|no|na|a|à|в|во)\s+\p{Lu}`,
      String.raw`(?:に|で)(?:住んで|暮らして)(?:い|お)`,
      String.raw`에\s?(?:산다|살고\s?있|삽니다|살아요|거주)`,
      String.raw`住在|定居在|定居于`,
    ].join('|'),
  ),
  'u',
);
const FOR_A_WHILE = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:bei|chez|con|com|with|у)\s|временно|vorubergehend|temporarily|temporairement|temporalmente|一時的|잠시|暂时|暫時|临时|臨時|(?<![\p{L}])(?:hotels?|hostels?|airbnb|motels?|гостиниц\p{L}*|отел\p{L}*)(?![\p{L}])|ホテル|ゲストハウス|호텔|게스트하우스|酒店|旅馆|旅館|民宿`,
    ),
    'iu',
  ),
);
const CLAUSE = /[^.!?;\n]+/g;

// A clause of a long memory joins several facts with commas and "and": the word of now belongs to the part that says
// where the home is, not to the next one ("wohnt in Leipzig und ist gerade total erkältet", "住在成都，今天头疼").
const PART = new RegExp(canon(String.raw`(,|，|、|\s(?:and|und|et|e|y|и|but|aber|mais|pero|mas|ma|но)\s)`), 'u');
const withoutNowOfHomePart = (part: string): string => (HOME.test(part) && !FOR_A_WHILE.test(part) ? part.replace(MILD_NOW, ' ') : part);

/** The text with the mild words of now left out of each part of a clause that says where the person's home is. */
export const withoutNowOfHome = whenCued([MILD_NOW], (text) =>
  text.replace(CLAUSE, (clause) => (HOME.test(clause) ? clause.split(PART).map(withoutNowOfHomePart).join('') : clause)),
);
