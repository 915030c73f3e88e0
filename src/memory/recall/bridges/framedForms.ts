import type { BridgeLanguage } from './concept';

// A condition some languages name with an everyday word of another sense: Spanish and Portuguese "gota" and French
// "goutte" are a drop as well as gout, so the tables leave them out (conceptBridgeConditions.data.ts). Such a word
// names the condition when the sentence frames it as one someone has: after a verb of having ("tengo gota", "j'ai la
// goutte", "tenho gota"), a first-person possessive ("ma goutte", "mi gota") or a preposition a condition follows
// when what is asked is done with it or for it ("con la gota", "com gota", "avec la goutte", "pour ma goutte"), an
// article or a possessive between. A drop is counted or measured ("una gota de limón", "gota a gota", "la gota fría",
// "goutte d'eau"): the word before "de", "a" or an adjective of weather is never read so.

interface FramedForm {
  readonly concept: string;
  readonly language: BridgeLanguage;
  readonly form: string;
}

const FRAMED_FORMS: readonly FramedForm[] = [
  { concept: 'gout', language: 'es', form: 'gota' },
  { concept: 'gout', language: 'pt', form: 'gota' },
  { concept: 'gout', language: 'fr', form: 'goutte' },
];

/** Per language: the words of having, of "with" and "for", and the articles and first-person possessives between. */
const FRAMES: Readonly<Partial<Record<BridgeLanguage, { readonly before: ReadonlySet<string>; readonly between: ReadonlySet<string> }>>> = {
  es: {
    before: new Set(['tengo', 'tiene', 'tienen', 'tenía', 'tuve', 'con', 'para', 'por', 'contra', 'mi']),
    between: new Set(['la', 'mi']),
  },
  pt: {
    before: new Set(['tenho', 'tem', 'têm', 'tinha', 'com', 'para', 'pra', 'por', 'contra', 'minha']),
    between: new Set(['a', 'minha']),
  },
  fr: {
    before: new Set(['ai', 'a', 'ont', 'avais', 'avait', 'avec', 'pour', 'contre', 'ma']),
    between: new Set(['la', 'ma']),
  },
};

/** What follows a drop that is counted, measured or the weather's ("gota a gota", "la gota fría", "goutte d'eau"). */
const AFTER_A_DROP: ReadonlySet<string> = new Set(['de', 'd', 'a', 'à', 'fría', 'fria', 'froide']);

/**
 * The concepts a tokenized text names by a framed form (see above), each with the form, in the languages allowed
 * ('unknown': any of them). `tokens` are lower-case words.
 */
export function framedConcepts(
  tokens: readonly string[],
  allowed: (language: BridgeLanguage) => boolean,
): { concept: string; language: BridgeLanguage; form: string }[] {
  const found: FramedForm[] = [];
  tokens.forEach((token, i) => {
    for (const entry of FRAMED_FORMS) {
      const frames = FRAMES[entry.language];
      if (entry.form !== token || frames === undefined || !allowed(entry.language)) continue;
      if (AFTER_A_DROP.has(tokens[i + 1] ?? '')) continue;
      const previous = tokens[i - 1] ?? '';
      const framed = frames.before.has(previous) || (frames.between.has(previous) && frames.before.has(tokens[i - 2] ?? ''));
      if (framed) found.push(entry);
    }
  });
  return found;
}
