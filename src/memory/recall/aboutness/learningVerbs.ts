import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { languageStem } from '../words/languageStems';
import { toToken } from '../../record/tokenize';

// A verb of learning with a verb as its object learns a skill: "quero aprender a fazer crochê", "quiero aprender a
// bailar salsa", "learn to swim", "apprendre à coudre", "imparare a nuotare", "Salsa tanzen lernen", "научиться
// плавать". The learning verb alone says nothing of what is learnt, so it is no anchor for a memory about learning
// something else (a language: "está a aprender coreano"); the skill's own words still meet a memory that names it.
// Chinese, Japanese and Korean mark no infinitive to tell a skill from a subject, so they are left out.

/** Forms of the learning verb per language, and how the verb it governs is marked there (a closed class of each grammar). */
interface LearnFrame {
  /** The learning verb, one word. */
  readonly verb: RegExp;
  /** Words between it and the governed verb ("to", "how to", "a", "à"); empty when the verb follows directly. */
  readonly markers: readonly (readonly string[])[];
  /** An infinitive of the language. */
  readonly infinitive: RegExp;
  /** German puts the governed infinitive before the learning verb, written in lower case (a capital is a noun's). */
  readonly before?: boolean;
}

const FRAMES: readonly LearnFrame[] = [
  { verb: /^learn(?:s|ed|t|ing)?$/u, markers: [['to'], ['how', 'to']], infinitive: /^\p{L}{2,}$/u },
  { verb: /^aprend\p{L}*$/u, markers: [['a']], infinitive: /^\p{L}+(?:ar|er|ir|ír|or)(?:-\p{L}+)?$/u },
  { verb: /^appr[ei]n\p{L}*$/u, markers: [['à'], ['a']], infinitive: /^\p{L}+(?:er|ir|re|oir)$/u },
  { verb: /^impar\p{L}*$/u, markers: [['a'], ['ad']], infinitive: /^\p{L}+(?:are|ere|ire|rre)$/u },
  { verb: /^(?:lernen|lerne|lernst|lernt|gelernt)$/u, markers: [[]], infinitive: /^\p{L}+(?:en|eln|ern)$/u, before: true },
  {
    verb: /^(?:на|вы|раз)?уч(?:иться|ить|усь|ишься|ится|имся|итесь|атся|ился|илась|ились|ат|у|ишь|ит|им|ите)$/u,
    markers: [[]],
    infinitive: /^\p{L}+(?:ть|ться|ти|чь)$/u,
  },
];

const CACHE = new WeakMap<QueryFeatures, ReadonlySet<string>>();

/** The question's learning verbs that govern another verb (a skill learnt, see above), as written in lower case. */
export function learningVerbsOfSkills(q: QueryFeatures): ReadonlySet<string> {
  const cached = CACHE.get(q);
  if (cached) return cached;
  const out = new Set<string>();
  const lower = q.form
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}-]+/u)
    .filter((w) => w.length > 0);
  const verbAt = (i: number, frame: LearnFrame): boolean => {
    const word = lower[i] ?? '';
    return frame.infinitive.test(word) && !(frame.before === true && q.capitalised.has(toToken(word) ?? word));
  };
  lower.forEach((word, i) => {
    for (const frame of FRAMES) {
      if (!frame.verb.test(word)) continue;
      const governs = frame.before
        ? verbAt(i - 1, frame)
        : frame.markers.some((marker) => marker.every((w, k) => lower[i + 1 + k] === w) && verbAt(i + 1 + marker.length, frame));
      if (governs) out.add(word);
    }
  });
  CACHE.set(q, out);
  return out;
}

/** The memory's matched unit is one of the question's learning verbs of a skill, as the same token or a form of it in the memory's language. */
export function learnsSkill(m: MemoryFeatures, q: QueryFeatures, unit: string): boolean {
  const verbs = learningVerbsOfSkills(q);
  if (verbs.size === 0) return false;
  const stems = m.language === undefined ? [] : (m.languageStems.get(unit) ?? []);
  return [...verbs].some(
    (verb) => toToken(verb) === unit || (m.language !== undefined && stems.includes(languageStem(m.language, verb) ?? '')),
  );
}
