// First-person forms that a list of single words cannot hold whole: a pronoun joined to its verb, a possessive in
// every case of a language that declines it, and a verb that carries the person itself because its language drops
// the pronoun. Each says the asker speaks of their own life, so the question is the user's (aboutness.ts).
// Judged on the question after recall normalisation (NFKC, lower case).

/**
 * Russian first person: the pronoun, "my" in every case and number (мой, моему, мою, моим, моём …), "our" in every
 * case, and the verbs of wanting, being able and having to in the first person.
 */
export const RUSSIAN_FIRST_PERSON: readonly string[] = [
  'я',
  'меня',
  'мне',
  'мной',
  'мною',
  // "my": nominative, genitive, dative, accusative, instrumental and prepositional of the three genders and the plural
  ...['мой', 'моя', 'моё', 'мое', 'мои', 'моего', 'моей', 'моих', 'моему', 'мою', 'моим', 'моими', 'моём', 'моем', 'моею'],
  ...['', 'а', 'е', 'и', 'его', 'ей', 'ему', 'им', 'их', 'ем', 'у', 'ими', 'ею'].map((ending) => `наш${ending}`),
  'хочу',
  'могу',
  'должен',
  'должна',
];

/**
 * French asks with the subject pronoun after its verb, joined by a hyphen ("dois-je", "puis-je", "ai-je",
 * "devrais-je"): the word holds "je" though it is not "je". It makes a question framed as the world's the asker's
 * own ("Quand dois-je tailler…?", "Combien de temps après… puis-je conduire ?"); a question opening with it and no
 * world frame ("Puis-je boire…?") is already a plain request, which reaches the user's memories as it is.
 */
export const isInvertedFrenchI = (word: string): boolean => /^\p{L}+-je$/u.test(word);

/** A first-person verb in -o, maybe after a clitic: no noun that measures or sorts (tiempo, tipo), no plural in -ano, -ono, -eno, -nno. */
const VERB_IN_O = String.raw`(?:(?:lo|la|le|li|gli|me|te|se|mi|ti|ci|les|los|las|lhe|lhes)\s+)?(?!(?:tiempo|tempo|tipo|modo|año|ano|anno|mundo|mondo|cuerpo|corpo|dinero|dinheiro|denaro|numero|número)(?![\p{L}]))\p{L}{2,}(?<!an|on|en|nn)o(?![\p{L}])`;

/**
 * Spanish, Portuguese and Italian drop the pronoun: a question word, maybe a clitic, then a verb in -o is the
 * first person asking ("Dove porto i bambini?", "¿Dónde compro…?", "Come lo educo?"). Nouns that follow a question
 * word and end in -o (tiempo, tipo) are the ones that measure or sort, so they stay out, and so do plurals in -ano /
 * -ono / -eno / -nno (mangiano, vivono, fanno).
 */
const WHAT_WHERE_HOW = new RegExp(String.raw`^(?:dove|come|cosa|che cosa|dónde|cómo|qué|onde|como|o que)\s+${VERB_IN_O}`, 'u');

/**
 * "When" asks the same way ("¿Cuándo siembro…?", "quando semeio…?", "quando pianto…?"), but there a word in -o
 * followed by a verb of being or having is that verb's subject, a name ("quando Torino è stata capitale").
 */
const WHEN = new RegExp(
  String.raw`^(?:cuándo|quando)\s+${VERB_IN_O}(?!\s+(?:è|é|es|está|era|fue|foi|ha|há|han|hanno|sono|son|são|fu|será|sarà)(?![\p{L}]))`,
  'u',
);

/** The question, its opening marks taken off, opens with a question word and a first-person verb of a pro-drop language. */
export const dropsFirstPersonPronoun = (start: string): boolean => WHAT_WHERE_HOW.test(start) || WHEN.test(start);

/**
 * A question word of a plan (what, which, when, where, with whom; not why, how or how many, which ask of people at
 * large: "¿por qué soñamos?", "wie atmen wir", "сколько мы спим") and a verb in the first person plural asks the
 * household's own plan: "¿Cuándo cambiamos la jarcia…?", "Che ricambi portiamo…?", "Was kochen wir am Sonntag?",
 * "Welche Route nehmen wir…?", "какой маршрут выбрать нам…", "что мы берём…". Spanish, Portuguese and Italian say "we"
 * in the verb's ending, with a clitic or one noun between ("¿Qué le regalamos…?", "¿Qué ropa llevamos…?"); a noun or
 * adjective in the same ending (próximos, préstamos) is no verb. German asks with the verb before "wir"; Russian with
 * "нам" beside an infinitive or "мы" beside a verb of the first person plural.
 */
const ROMANCE_WE = new RegExp(
  String.raw`^(?:qué|que|o que|cosa|che cosa|che|cuándo|quando|dónde|onde|dove|adónde|aonde|cuál|cuáles|qual|quais|quale|quali|a qué hora|a que horas|a che ora|con quién|com quem|con chi)(?:\s+\p{L}+)?\s+(?:(?:le|les|lo|la|nos|ci|ne|lhe|lhes|gli|me|te|se)\s+)?(?!(?:próxim|últim|mínim|máxim|prim|gram|kilogram|ram|extrem|suprem|íntim|legítim|préstam|reclam)\p{L}*(?!\p{L}))\p{L}{3,}(?:amos|emos|imos|iamo)(?!\p{L})`,
  'u',
);
const GERMAN_WE = /^(?:was|wann|wo|wohin|woher|womit|welche\p{L}*)\s+(?:\p{L}+\s+)?\p{L}+\s+wir(?!\p{L})/u;
const RUSSIAN_WE = /(?<!\p{L})(?:нам\s+\p{L}+(?:ть|ти)|\p{L}+(?:ть|ти)\s+нам|мы\s+\p{L}+(?:ем|им|ём)|\p{L}+(?:ем|им|ём)\s+мы)(?!\p{L})/u;
const RUSSIAN_AT_LARGE = /^(?:почему|зачем|отчего|как|сколько)(?!\p{L})/u;

/** The question, its opening marks taken off, asks the household's plan in the first person plural. */
export const asksHouseholdPlan = (start: string): boolean =>
  ROMANCE_WE.test(start) || GERMAN_WE.test(start) || (RUSSIAN_WE.test(start) && !RUSSIAN_AT_LARGE.test(start));
