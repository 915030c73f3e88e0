import { cued } from './cueScan';
import { canonicalize } from './canonical';

// Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin), so the Latin and Cyrillic sources
// go through canonicalize; the Japanese, Korean and Chinese ones are written as the scanner sees them.
const canon = (source: string): string => canonicalize(source);

/**
 * An acute illness the person has now, by the closed class of such illnesses and the verb or construction each
 * language has them with: "a la grippe", "tiene gripe", "tem uma gripe", "hat Grippe", "ha il raffreddore", "у
 * пользователя грипп", "インフルエンザにかかって", "독감에 걸렸다", "得了流感" (English "has a cold" and Chinese 感冒了 were
 * already read). A lasting condition is no such illness ("a de l'asthme", "hat Laktoseintoleranz"), and a chronic one
 * is left out by the caller ("chronischer Husten").
 */
export const ACUTE_ILLNESS = cued(
  new RegExp(
    canon(
      [
        String.raw`(?<![\p{L}])(?:a|avait)\s+(?:la\s+|une\s+|un\s+|de\s+la\s+)?(?:grippe|rhume|angine|gastro|gastro-enterite|toux|mal\s+de\s+gorge|gueule\s+de\s+bois)(?![\p{L}])|(?<![\p{L}])est\s+(?:grippee?|enrhumee?)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:tiene|tenia)\s+(?:la\s+|una\s+|un\s+)?(?:gripe|resfriado|catarro|anginas|tos|dolor\s+de\s+garganta|resaca|gastroenteritis)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:tem|tinha|esta\s+com|ta\s+com)\s+(?:a\s+|uma\s+|um\s+)?(?:gripe|resfriado|constipacao|tosse|dor\s+de\s+garganta|ressaca|virose)(?![\p{L}])|(?<![\p{L}])esta\s+(?:gripad[oa]|constipad[oa])(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:hat|hatte)\s+(?:eine\s+|einen\s+|die\s+)?(?:Grippe|Erkaltung|Husten|Halsschmerzen|Magen-Darm(?:-Grippe)?|Fieber|Schnupfen|Mandelentzundung)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:ha|aveva)\s+(?:la\s+|il\s+|un\s+|l')?(?:influenza|raffreddore|tosse|mal\s+di\s+gola|febbre|postumi\s+della\s+sbornia)(?![\p{L}])|(?<![\p{L}])e\s+raffreddat[oa](?![\p{L}])`,
        String.raw`(?<![\p{L}])у\s+(?:пользовател\p{L}*|него|нее|неё)\s+(?:сейчас\s+)?(?:грипп|простуда|температура|насморк|кашель|ангина|похмелье)(?![\p{L}])|(?<![\p{L}])(?:заболел|заболела|простыл|простыла|болеет\s+гриппом)(?![\p{L}])`,
      ].join('|'),
    ) +
      canon(
        String.raw`|(?:インフルエンザ|風邪|胃腸炎)(?:に|を)(?:かかって|ひいて|ひいた)|熱が(?:ある|出て)|二日酔い|(?:감기|독감|몸살|장염)에\s*걸렸|(?:감기|독감|몸살)\s*기운|열이\s*(?:나|있)|숙취|得了(?:流感|感冒|肠胃炎|腸胃炎)|(?:发|發)(?:烧|燒)了|在(?:发|發)(?:烧|燒)|宿醉`,
      ),
    'iu',
  ),
);

/** A word saying an illness lasts, in the languages the gates read. */
export const CHRONIC = cued(new RegExp(canon(String.raw`chron|cronic|crónic|crônic|хронич`) + '|慢性|만성', 'iu'));
