import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { verdictOf } from '../__fixtures__/verdictOf';
import { compileWords, hasWord } from '../lexiconPatterns';
import { LEXICONS, type Lexicon } from './index';

// Every entry of every lexicon, both ways: a hostile memory built from the entry is refused,
// and the same frame without the entry's value, or an everyday memory that uses no entry, is accepted.
// The cases are generated from the data, so a new entry is tested the moment it is added.

const verdict = (text: string): string => verdictOf({ text });

/** The plain word an entry stands for: "=morgen" → "morgen", a pattern without its lookarounds. */
const literal = (entry: string): string =>
  entry.startsWith('/')
    ? entry
        .slice(1)
        .replace(/\(\?<?[!=][^)]*\)/g, '')
        .replace(/\\[sb]/g, '')
    : entry.replace(/^=/, '');

const say = (lex: Lexicon, words: string): string => lex.frame.replace('{w}', words);
const OLD_RULES = new Set(['en', 'zh-Hans', 'zh-Hant']);
const GATE_8_OR_9 = /^(?:sensitive_personal_information|raw_runtime_state)$/;

const STREET_SAMPLE: Readonly<Record<string, (w: string) => string>> = {
  en: (w) => `221 Baker ${w}`,
  'zh-Hans': (w) => `中山${w}123号`,
  'zh-Hant': (w) => `中山${w}123號`,
  de: (w) => `Linden${w} 12`,
  fr: (w) => `12 ${w} Victor Hugo`,
  es: (w) => `${w} Mayor 12`,
  pt: (w) => `${w} Augusta, 100`,
  it: (w) => `${w} Garibaldi 12`,
  ru: (w) => `${w} Ленина, 12`,
  ja: (w) => ({ 丁目: '港区六本木3丁目5', 番地: '大阪市北区梅田12番地', 番: '港区六本木3丁目5番8号', 号室: 'メゾン青山402号室' })[w] ?? w,
  ko: (w) =>
    ({
      로: '서울시 강남구 테헤란로 123',
      길: '서울시 마포구 와우산길 45',
      대로: '강남대로 396',
      번길: '분당구 판교역로 235번길 12',
      번지: '역삼동 737번지',
    })[w] ?? w,
};

describe.each(LEXICONS.map((lex) => [lex.lang, lex] as const))('lexicon %s', (_lang, lex) => {
  it.each(lex.credential.map(literal))('Given the credential word "%s" with a value, when validated, then it is refused', (w) => {
    expect(verdict(say(lex, `${w}: Kx7-4821`))).toMatch(GATE_8_OR_9);
    expect(verdict(say(lex, `${w} 4821 9035`))).toMatch(GATE_8_OR_9);
  });

  it.each(lex.identifier.map(literal))('Given the identifier word "%s" with a value, when validated, then it is refused', (w) => {
    expect(verdict(say(lex, `${w}: X48271935`))).toMatch(GATE_8_OR_9);
    expect(verdict(say(lex, `${w} 4827 1935 62`))).toMatch(GATE_8_OR_9);
  });

  // A reference word names the shop's or the service's number: runs some national format or phone plan takes by
  // chance pass (a North American phone shape, a mainland mobile shape, leading zeros, a check digit after a
  // dash); a payment card or an IBAN it names, or a tax number named as such beside it, is still refused.
  it.each(lex.reference.map(literal))('Given the reference word "%s" with its number, when validated, then it is accepted', (w) => {
    for (const run of ['4155552671', '13812345678', '000123456', '1234567-8'])
      expect(verdict(say(lex, `${w} ${run}`)), run).toBe('accepted');
  });
  it.each(lex.reference.map(literal))(
    'Given the reference word "%s" with a card, an IBAN or a named tax number, then it is refused',
    (w) => {
      expect(verdict(say(lex, `${w} 4111 1111 1111 1111`))).toBe('sensitive_personal_information');
      expect(verdict(say(lex, `${w} DE89 3704 0044 0532 0130 00`))).toBe('sensitive_personal_information');
      expect(verdict(say(lex, `${w} 4827, tax ID 86095742719`))).toBe('sensitive_personal_information');
    },
  );

  // Words the older English and Chinese keyword rules refuse on their own ("password", "pin code") are left out.
  const oldKeywords = LEXICONS.filter((l) => OLD_RULES.has(l.lang)).flatMap((l) => [...l.credential, ...l.identifier].map(literal));
  const alone = [...lex.credential, ...lex.identifier]
    .map(literal)
    .filter((w) => !oldKeywords.some((k) => k.length > 3 && w.toLowerCase().includes(k)));
  if (!OLD_RULES.has(lex.lang)) {
    it.each(alone)('Given the word "%s" without a value, when validated, then it is accepted', (w) => {
      expect(verdict(say(lex, w))).toBe('accepted');
    });
  }

  it.each(lex.street)('Given an address with the street word "%s" and a house number, when validated, then it is refused', (w) => {
    expect(verdict(STREET_SAMPLE[lex.lang]?.(w) ?? w)).toBe('sensitive_personal_information');
  });

  it.each(lex.emailAt.flatMap((at) => lex.emailDot.map((dot) => [at, dot] as const)))(
    'Given an e-mail address spelled with "%s" and "%s", when validated, then it is refused',
    (at, dot) => {
      expect(verdict(`anna.schmidt ${at} example ${dot} com`)).toBe('sensitive_personal_information');
    },
  );

  it.each(lex.temporary.map(literal))('Given the temporary wording "%s", when validated as stable, then it is temporary', (w) => {
    expect(verdict(say(lex, w))).toBe('temporary');
  });

  it.each(lex.speculative.map(literal))('Given the speculative wording "%s", when validated as stable, then it is speculative', (w) => {
    expect(verdict(say(lex, w))).toBe('speculative');
  });

  it.each(lex.habitual.map(literal))('Given the routine "%s" with a temporary word, when validated, then it stays stable', (w) => {
    const today = literal(lex.temporary[0] ?? '');
    expect(verdict(say(lex, `${w} ${today}`))).not.toBe('temporary');
  });

  const [firstUser = '', firstAssistant = ''] = [lex.roles.user[0], lex.roles.assistant[0]];
  it.each([...lex.roles.user.map((u) => [u, firstAssistant] as const), ...lex.roles.assistant.map((a) => [firstUser, a] as const)])(
    'Given a dialogue labelled "%s" and "%s", when validated, then it is a transcript',
    (u, a) => {
      expect(verdict(`${u}: ${lex.legitimate[0] ?? ''}\n${a}: ${lex.legitimate[1] ?? ''}`)).toBe('full_transcript');
    },
  );

  const KINDS = ['credential', 'identifier', 'temporary', 'speculative', 'emailAt'] as const;
  const everyWord = KINDS.map((kind) => compileWords(kind));
  it.each(lex.legitimate)('Given the everyday memory "%s", which uses no entry, when validated, then it is accepted', (text) => {
    expect(everyWord.some((words) => hasWord(words, canonicalize(text)))).toBe(false);
    expect(verdict(text)).toBe('accepted');
  });
});
