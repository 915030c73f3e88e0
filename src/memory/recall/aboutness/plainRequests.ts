import type { BridgeLanguage, Concept } from '../bridges/conceptBridge.data';

// A plain request (aboutness.ts: neither a first-person word nor a world frame) that names a household's one dog, the
// brother, a condition of the house ("Darf der Hund mit Hüftdysplasie Treppen steigen?", "У кота гипертиреоз, можно
// ему обычный корм?", "Как снять мигрень с аурой?") is the user's: someone asking for a third party's thing writes whose
// it is. It still names a class of things, not one, when it names people or animals in general — the plural ("los
// galgos", "les enfants"), a relation after no definite article ("discurso de pai"), children as such —, when it
// compares or relates two things ("Чем лайка отличается от хаски?", "哮喘和过敏有什么关系"), or asks what a phrase means
// ("「猫の手も借りたい」の意味は？"), whether a condition runs in families or spreads ("천식은 유전돼?"), a past era or a
// count in all ("腰椎一共有几节"): those stay world questions for the closed bridge (conceptBridge.ts).

/**
 * A comparison or a relation of two things, and the meaning of a phrase, in the ten languages: the question is about
 * the things or the words.
 */
const COMPARES_OR_MEANS = new RegExp(
  [
    String.raw`\bdifferen(?:ce|t from)\b|\bcompared? (?:to|with)\b|\brelation(?:ship)? between\b|\blink between\b|\bmean(?:s|ing)?\b`,
    String.raw`\bunterschied|\bzusammenhang\b|\bbedeute[nt]\b|\bbedeutung\b`,
    String.raw`\bdiff[ée]ren(?:ce|t)|\blien entre\b|\brapport entre\b|\bveut dire\b|\bsignifie\b`,
    String.raw`\bdiferencia|\brelación entre\b|\bsignifica\b|\bquiere decir\b`,
    String.raw`\bdiferença|\brelação entre\b|\bquer dizer\b`,
    String.raw`\bdifferenza|\brelazione tra\b|\blegame tra\b|\bvuol dire\b`,
    String.raw`отлича|разница|связь между|связан[аоы]? с|значит|означает`,
    String.raw`区别|不同|差别|关系|意思|意味|違い|関係|차이|관계|뜻|의미`,
    // whether a condition runs in families or spreads: a property of the condition, not of one patient
    String.raw`\b(?:hereditary|inherited|genetic|contagious)\b|\berblich|\bansteckend|\bhéréditaire|\bhereditari|\bcontagi|\bereditari|наследствен|передаётся|передается|заразн|遗传|传染|遺伝|うつる|感染する|유전|전염`,
    // the past of a thing (an era) and its count in all ("扁平足在古代军队里…", "腰椎一共有几节"): the thing's history and make-up
    String.raw`\bancient\b|\bantiquity\b|\bmedieval\b|\bmiddle ages\b|\bin total\b|\baltogether\b|\bantike|\bmittelalter|\binsgesamt\b|\bantiquité|\bmoyen âge|\bau total\b|\bantigüedad|\bedad media\b|\ben total\b|\bantiguidade|\bidade média\b|\bno total\b|\bantichità|\bmedioevo\b|\bin totale\b|древн|средневеков|всего|古代|古时|中世|一共|总共|合計|全部で|고대|중세|모두 몇|총 몇`,
  ].join('|'),
  'u',
);

export const comparesOrMeans = (question: string): boolean => COMPARES_OR_MEANS.test(question);

/** The singular definite articles (and their contractions with a preposition) of the six Latin languages. */
const DEFINITE: Readonly<Partial<Record<BridgeLanguage, readonly string[]>>> = {
  en: ['the'],
  de: ['der', 'die', 'den', 'dem', 'des', 'das', 'vom', 'zum', 'zur', 'beim', 'im', 'am'],
  fr: ['le', 'la', "l'", 'du', 'au'],
  es: ['el', 'la', 'del', 'al'],
  pt: ['o', 'a', 'do', 'da', 'no', 'na', 'ao', 'à', 'pelo', 'pela'],
  it: ['il', 'lo', 'la', "l'", 'del', 'dello', 'della', 'al', 'allo', 'alla', 'nel', 'nella', 'dal', 'dalla', 'sul', 'sulla', 'col'],
};

/**
 * The parents' familiar names, which a speaker writes bare for their own mother or father as for a name ("papa ne peut
 * plus conduire la nuit", "Mama kommt am Sonntag", "mom wants a new phone"): they name one without an article.
 */
const FAMILIAR_PARENTS: Readonly<Partial<Record<BridgeLanguage, readonly string[]>>> = {
  en: ['mom', 'mum', 'mommy', 'mummy', 'mama', 'dad', 'daddy', 'papa'],
  de: ['mama', 'mutti', 'papa', 'vati'],
  fr: ['maman', 'papa'],
  es: ['mamá', 'papá'],
  pt: ['mamãe', 'papai'],
  it: ['mamma', 'papà'],
};

/** An indefinite article or another's possessive before it makes the familiar name anyone's ("un papa", "sa maman"). */
const NOT_OWN_BEFORE =
  /(?:^|[^\p{L}])(?:an?|his|her|their|every|ein|eine|einen|einem|sein|seine|seinem|seinen|ihr|ihre|ihrem|ihren|un|une|son|sa|ses|leur|uno|una|su|sus|um|uma|seu|sua|dele|dela|suo|sua|ogni|cada|chaque|jeder|jede)\s+$/u;

/** The form is a parent's familiar name in its language (FAMILIAR_PARENTS), written bare in the question. */
export function isBareFamiliarParent(question: string, form: string, language: BridgeLanguage): boolean {
  if (!(FAMILIAR_PARENTS[language]?.includes(form) ?? false)) return false;
  const text = question.toLowerCase();
  const pattern = new RegExp(`(?:^|[^\\p{L}])${escape(form)}(?![\\p{L}])`, 'gu');
  for (const match of text.matchAll(pattern))
    if (!NOT_OWN_BEFORE.test(text.slice(0, match.index + (match[0].length - form.length)))) return true;
  return false;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question writes the form right after a singular definite article of the form's language ("der Hund", "l'enfant"). */
export function afterDefiniteArticle(question: string, form: string, languages: Iterable<BridgeLanguage>): boolean {
  const text = question.toLowerCase().replace(/’/g, "'");
  for (const language of languages) {
    const articles = DEFINITE[language];
    if (articles === undefined) continue;
    const pattern = new RegExp(
      `(?:^|[^\\p{L}'])(?:${articles.map((a) => (a.endsWith("'") ? escape(a) : `${escape(a)}\\s+`)).join('|')})${escape(form)}(?![\\p{L}])`,
      'u',
    );
    if (pattern.test(text)) return true;
  }
  return false;
}

/** The endings that make a plural of a singular in the Latin languages (Italian changes its last vowel instead). */
const PLURAL_ENDINGS: Readonly<Partial<Record<BridgeLanguage, readonly string[]>>> = {
  en: ['s', 'es'],
  de: ['e', 'en', 'n', 'er'],
  fr: ['s', 'x'],
  es: ['s', 'es'],
  pt: ['s', 'es'],
  it: [],
};

/**
 * A Latin form is a plural of another form of its concept in the same language: "galgos" of "galgo", "Hunde" of
 * "Hund", "chiens" of "chien", Italian "bambini" of "bambino".
 */
export function isPluralForm(concept: Concept, form: string, languages: Iterable<BridgeLanguage>): boolean {
  for (const language of languages) {
    const endings = PLURAL_ENDINGS[language];
    if (endings === undefined) continue;
    for (const other of concept.forms[language]) {
      if (other === form || other.length > form.length) continue;
      const suffix = form.startsWith(other) ? form.slice(other.length) : undefined;
      if (suffix !== undefined && endings.includes(suffix)) return true;
      const italian = language === 'it' && form.length === other.length && form.slice(0, -1) === other.slice(0, -1);
      if (italian && /[ie]$/u.test(form) && /[oa]$/u.test(other)) return true;
    }
  }
  return false;
}
