import { toToken } from '../../record/tokenize';

// A language the question names as the medium of what it asks ("how do you say idempotency in Japanese", "Kindle для
// чтения по-русски", "idempotencyって日本語で何と言う？", "idempotency를 한국어로 뭐라고 해?", "leer en español") is how
// the thing is said or read, not the topic: a memory met on that language alone (the user studies it, lived where it is
// spoken) is not what the question asks, unless the question speaks of the user or asks advice for them.

const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'ru', 'zh', 'ja', 'ko'] as const;

/** Every language name Intl knows for a two-letter code, in the ten languages, lower case (data, not a hand list). */
let names: ReadonlySet<string> | undefined;
export function languageNames(): ReadonlySet<string> {
  if (names) return names;
  const out = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const locale of LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    for (const a of letters)
      for (const b of letters) {
        const name = display.of(a + b)?.toLowerCase();
        if (name === undefined || /\s/u.test(name)) continue;
        out.add(name);
        // Chinese names a language by its writing too (日语 / 日文).
        if (locale === 'zh' && name.endsWith('语')) out.add(`${name.slice(0, -1)}文`);
      }
  }
  names = out;
  return out;
}

/** Latin prepositions of the medium (in, auf, en, em) and the Russian adverb (по-русски) and prepositional (на русском). */
const LATIN_MEDIUM = /(?<![\p{L}])(?:in|auf|en|em)\s+(\p{L}+)(?![\p{L}])/gu;
const RUSSIAN_ADVERB = /(?<![\p{L}])по[-\s](\p{L}+ски)(?![\p{L}])/gu;
const RUSSIAN_PREPOSITIONAL = /(?<![\p{L}])на\s+(\p{L}+ском)(?![\p{L}])/gu;
/** CJK: 用中文 / 中文怎么说 / 翻译成中文, 日本語で / 日本語に訳す, 한국어로 / 한국어로는. */
const CJK_MEDIUM =
  /(?:用|翻译成|译成)(\p{Script=Han}{2,5})|(\p{Script=Han}{2,5})(?:怎么说|怎么讲)|((?:\p{Script=Han}|\p{Script=Katakana}|ー){2,8})(?:で|に訳)|(\p{Script=Hangul}{2,5}?)(?:으로|로)(?![\p{L}])/gu;

/** The languages the question names as a medium, as the names and as their tokens. */
export function mediumLanguagesOf(text: string): ReadonlySet<string> {
  const lower = text.normalize('NFKC').toLowerCase();
  const known = languageNames();
  const out = new Set<string>();
  const add = (name: string) => {
    if (!known.has(name)) return;
    out.add(name);
    const token = toToken(name);
    if (token !== undefined) out.add(token);
  };
  for (const m of lower.matchAll(LATIN_MEDIUM)) add(m[1] ?? '');
  for (const m of lower.matchAll(RUSSIAN_ADVERB)) add(`${m[1] ?? ''}й`);
  for (const m of lower.matchAll(RUSSIAN_PREPOSITIONAL)) add(`${(m[1] ?? '').slice(0, -2)}ий`);
  for (const m of lower.matchAll(CJK_MEDIUM)) {
    const run = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    // The language may end a longer run ("把这句话用中文" has none; "idempotencyって日本語で" is the run itself).
    for (let k = 0; k < run.length - 1; k += 1) add(run.slice(k));
    // …and with its particle, as a phrase of the store holds it ("日本語で" of "日本語で手紙を書く").
    for (const name of [...out]) if (m[0].includes(name)) out.add(m[0].slice(m[0].indexOf(name)));
  }
  return out;
}
