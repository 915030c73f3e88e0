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
